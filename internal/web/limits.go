package web

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
)

// The bounds of the server. Any web page the user has open can send it
// requests, so it stays bounded whatever arrives: a request's body is read
// first, within a deadline and a budget of bytes, before it takes any
// slot; then a limit on requests in flight, a smaller one on heavy
// requests, weighed by what they compute, one heavy computation per core,
// one deadline for everything and a bound on every answer ([MaxOptions],
// [MaxLine]).
const (
	// MaxInFlight is the most requests the handler serves at once, their
	// bodies read; one more is answered 503 at once, with Retry-After.
	MaxInFlight = 64

	// MaxHeavy is the most heavy requests admitted at once, running or
	// waiting for one of the few heavy slots; one more is answered 503 at
	// once, with Retry-After. A heavy request has a body of more than
	// [HeavyBody] bytes, or asks for more than [HeavyWork] steps of work:
	// its weight, from the game's costs at the instance's size (see
	// op.weight). At most [HeavyRunners] heavy requests run at a time,
	// one per core but one, so a core stays free for the light ones,
	// which do not wait for them.
	MaxHeavy = 16

	// HeavyBody is the largest body of a request that is not heavy by its
	// size: 64 KiB, a row of about 10,000 numbers. Parsing a larger one is
	// work, and its numbers are memory (up to 4 bytes per byte of body).
	HeavyBody = 64 << 10

	// HeavyWork is the most elementary steps of a request that is not
	// heavy by its work: a few milliseconds of computing, a row of a
	// million for an O(n) game, of a thousand for an O(n²) one.
	HeavyWork = 1_000_000

	// Deadline is the time a request may take once its body is read,
	// waiting for a heavy slot included; past it the answer is 503 with
	// Retry-After, sent within about 0.1 s of the deadline, and the work
	// stops at its next look at the request's context (a few
	// microseconds in the O(n²) solvers, once a move in a replay). A
	// client gone stops it the same way.
	Deadline = 10 * time.Second

	// BodyDeadline is the time a request's body may take to arrive; past
	// it the answer is 408 and the connection closes. The body is read
	// before the request takes any slot, so a slow client holds nothing
	// but the bytes it sent.
	BodyDeadline = 10 * time.Second

	// MaxBodies is the most bytes of request bodies the server holds at
	// once, being read or held by requests in flight: 128 MiB, 16 bodies
	// of [MaxBody]. A body is counted as it arrives, by the buffer that
	// holds it (which doubles from 4 KiB), and one that would pass the
	// bound is answered 503 at once, with Retry-After.
	MaxBodies = 16 * MaxBody

	// retryAfter is the Retry-After of every 503, in seconds.
	retryAfter = "2"
)

// limiter is the middleware that holds the bounds; every Handler has its
// own.
type limiter struct {
	next         http.Handler
	inFlight     chan struct{} // a token per request served
	admitted     chan struct{} // a token per heavy request, running or waiting
	running      chan struct{} // a token per heavy request running
	bodies       atomic.Int64  // bytes of the bodies held
	maxBodies    int64
	deadline     time.Duration
	bodyDeadline time.Duration
}

// HeavyRunners is how many heavy requests run at once: one per core
// (GOMAXPROCS) but one, at least one. The core left over is the light
// requests': measured with 16 rules-file bombs at once on 2 cores
// (bench/abuse), small requests' p99 was 0.2-0.8 s while two heavy ones
// ran, one per core.
func HeavyRunners() int { return max(1, runtime.GOMAXPROCS(0)-1) }

func limit(h http.Handler) *limiter {
	return &limiter{
		next:         h,
		inFlight:     make(chan struct{}, MaxInFlight),
		admitted:     make(chan struct{}, MaxHeavy),
		running:      make(chan struct{}, HeavyRunners()),
		maxBodies:    MaxBodies,
		deadline:     Deadline,
		bodyDeadline: BodyDeadline,
	}
}

// ticket is a request's claim on a heavy slot. The handler's goroutine
// takes it when it finds the request heavy and gives it back when it ends,
// which may be after the answer was sent (the work goes on to its next
// check of the context): so heavy work never runs on more slots than
// there are.
type ticket struct {
	l    *limiter
	mu   sync.Mutex
	held bool
	// queued says the request waits, or waited until its deadline, for
	// a slot: the deadline's answer says so.
	queued atomic.Bool
}

type (
	ticketKey struct{}
	bodyKey   struct{} // the request's body, read by the limiter
)

// The answers to a request the bounds refuse.
var (
	errBusy     = &httpError{http.StatusServiceUnavailable, fmt.Sprintf("the server is busy: %d heavy requests (large bodies or instances) are already running or waiting; retry later", MaxHeavy)}
	errDeadline = &httpError{http.StatusServiceUnavailable, fmt.Sprintf("the request took longer than %v: send a smaller instance or fewer moves, or retry later", Deadline)}
	errQueued   = &httpError{http.StatusServiceUnavailable, fmt.Sprintf("the server is busy: this heavy request waited for a slot until its deadline (%v); retry later", Deadline)}
	errInFlight = &httpError{http.StatusServiceUnavailable, fmt.Sprintf("the server is busy: %d requests are in flight; retry later", MaxInFlight)}
	errBodies   = &httpError{http.StatusServiceUnavailable, fmt.Sprintf("the server is busy: %d MiB of request bodies are being read or served; retry later", MaxBodies>>20)}
	errBodyLate = &httpError{http.StatusRequestTimeout, fmt.Sprintf("the request body did not arrive within %v: send it whole, at once", BodyDeadline)}
	errShutdown = &httpError{http.StatusServiceUnavailable, "the server is shutting down: this request's work was stopped; retry later"}
)

// ErrShutdown is the cause a server gives the context of its requests
// (context.WithCancelCause, as http.Server's BaseContext) to stop their
// work when it shuts down: a request whose context ends with it is
// answered 503, "the server is shutting down", at once, and its work stops
// at its next look at the context (a rules file's at its next step, or
// between two pieces of a large value it builds).
var ErrShutdown = errors.New("the server is shutting down")

// tooLarge is the answer to a body of more than limit bytes: 413.
func tooLarge(limit int) error {
	msg := fmt.Sprintf("the request body is larger than %d bytes", limit)
	if limit == MaxBody {
		msg += " (8 MiB)"
	}
	return &httpError{http.StatusRequestEntityTooLarge, msg}
}

// acquire takes a heavy slot for the request, waiting for one until ctx
// ends. It is a no-op if the request holds one already.
func (t *ticket) acquire(ctx context.Context) error {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.held {
		return nil
	}
	select {
	case t.l.admitted <- struct{}{}:
	default:
		return errBusy
	}
	t.queued.Store(true)
	select {
	case t.l.running <- struct{}{}:
		t.held = true
		t.queued.Store(false)
		return nil
	case <-ctx.Done():
		<-t.l.admitted
		return errQueued
	}
}

// release gives the slot back and, when no other heavy request is
// admitted, the memory the request used back to the operating system: a
// burst of large requests does not leave the server large, and a request
// waiting for the slot does not find the memory just given away.
func (t *ticket) release() {
	t.mu.Lock()
	held := t.held
	t.held = false
	t.mu.Unlock()
	if !held {
		return
	}
	<-t.l.running
	<-t.l.admitted
	if len(t.l.admitted) == 0 {
		debug.FreeOSMemory()
	}
}

// admit takes a heavy slot for the request when heavy is true, waiting for
// one until ctx ends; decode calls it once it knows the body's size, and
// again once it knows the request's weight. It is a no-op for a light
// request, or one that holds a slot. Its error is an *httpError (503).
func admit(ctx context.Context, heavy bool) error {
	t, ok := ctx.Value(ticketKey{}).(*ticket)
	if !ok || !heavy {
		return nil
	}
	return t.acquire(ctx)
}

// bodyOf returns the body of r, as the limiter read it, or answers
// 413 when it is longer than limit bytes. Its error is an *httpError.
func bodyOf(w http.ResponseWriter, r *http.Request, limit int) ([]byte, error) {
	body, ok := r.Context().Value(bodyKey{}).([]byte)
	if !ok { // not through a limiter
		var err error
		if body, err = io.ReadAll(http.MaxBytesReader(w, r.Body, int64(limit))); err != nil {
			var mbe *http.MaxBytesError
			if errors.As(err, &mbe) {
				return nil, tooLarge(limit)
			}
			return nil, badRequest("reading the request body: %v", err)
		}
	}
	if len(body) > limit {
		return nil, tooLarge(limit)
	}
	return body, nil
}

// readBody reads the body of r whole, at most MaxBody bytes within
// l.bodyDeadline, before the request takes any slot. Its bytes count
// against l.maxBodies as they arrive, by the buffer that holds them, so a
// client that trickles holds a few KiB. held is what the caller gives
// back (l.bodies.Add(-held)) when the request ends, whatever the error.
// Errors are *httpError: 413 past MaxBody, 408 past the deadline, 503
// past MaxBodies, 400 for a body cut short.
func (l *limiter) readBody(w http.ResponseWriter, r *http.Request) (body []byte, held int64, err error) {
	var late atomic.Bool
	rc := http.NewResponseController(w)
	if rc.SetReadDeadline(time.Now().Add(l.bodyDeadline)) != nil {
		// Not a connection (a test's recorder): cut the body instead.
		cut := time.AfterFunc(l.bodyDeadline, func() {
			late.Store(true)
			r.Body.Close()
		})
		defer cut.Stop()
	}
	src := http.MaxBytesReader(w, r.Body, MaxBody)
	want := int64(MaxBody + 1) // the buffer's largest size: room to see the end
	if r.ContentLength >= 0 {
		want = r.ContentLength + 1
	}
	var buf []byte
	for {
		if len(buf) == cap(buf) {
			size := min(max(2*int64(cap(buf)), 4<<10), want)
			if l.bodies.Add(size-int64(cap(buf))) > l.maxBodies {
				l.bodies.Add(int64(cap(buf)) - size)
				return nil, held, errBodies
			}
			held = size
			buf = append(make([]byte, 0, size), buf...)
		}
		n, err := src.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		var mbe *http.MaxBytesError
		var ne net.Error
		switch {
		case err == io.EOF:
			// The body is in: no read deadline until the answer. The
			// server watches the connection to tell a client gone, and
			// a timeout there would cancel the work.
			rc.SetReadDeadline(time.Time{})
			return buf, held, nil
		case err == nil:
		case errors.As(err, &mbe):
			return nil, held, tooLarge(MaxBody)
		case late.Load() || errors.Is(err, os.ErrDeadlineExceeded) || errors.As(err, &ne) && ne.Timeout():
			return nil, held, errBodyLate
		default:
			return nil, held, badRequest("reading the request body: %v", err)
		}
	}
}

func (l *limiter) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if _, nested := r.Context().Value(ticketKey{}).(*ticket); nested {
		l.next.ServeHTTP(w, r) // the outer limiter bounds the request
		return
	}
	var held int64 // bytes of the body, given back when the request ends
	refuse := func(err error) {
		l.bodies.Add(-held)
		if he, ok := err.(*httpError); ok && he.status == http.StatusServiceUnavailable {
			w.Header().Set("Retry-After", retryAfter)
		}
		writeError(w, err)
	}
	if r.Method == http.MethodPost {
		if r.ContentLength > MaxBody {
			// At once, without reading: a client that sent "Expect:
			// 100-continue" gets no "100 Continue".
			w.Header().Set("Connection", "close")
			refuse(tooLarge(MaxBody))
			return
		}
		body, h, err := l.readBody(w, r)
		held = h
		if err != nil {
			// The rest of the body is not read: the server must not
			// wait for it (it would, to reuse the connection).
			w.Header().Set("Connection", "close")
			refuse(err)
			return
		}
		r = r.WithContext(context.WithValue(r.Context(), bodyKey{}, body))
		r.Body = io.NopCloser(bytes.NewReader(body))
	}
	select {
	case l.inFlight <- struct{}{}:
	default:
		refuse(errInFlight)
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), l.deadline)
	defer cancel()
	t := &ticket{l: l}
	ctx = context.WithValue(ctx, ticketKey{}, t)
	r = r.WithContext(ctx)
	bw := &bufferedWriter{header: http.Header{}}
	done := make(chan any, 1)
	go func() {
		defer func() {
			p := recover()
			t.release()
			l.bodies.Add(-held)
			<-l.inFlight
			done <- p
		}()
		l.next.ServeHTTP(bw, r)
	}()
	select {
	case p := <-done:
		if p != nil {
			panic(p) // as if the handler had panicked here: net/http logs it
		}
		bw.copyTo(w)
	case <-ctx.Done():
		select {
		case p := <-done: // it finished at the deadline
			if p != nil {
				panic(p)
			}
			bw.copyTo(w)
			return
		default:
		}
		bw.stop()
		w.Header().Set("Retry-After", retryAfter)
		if errors.Is(context.Cause(ctx), ErrShutdown) {
			writeError(w, errShutdown)
			return
		}
		if t.queued.Load() {
			writeError(w, errQueued)
			return
		}
		writeError(w, errDeadline)
	}
}

// bufferedWriter keeps a handler's answer until it is complete, so that an
// answer past the deadline is replaced by a 503. Answers are bounded
// (MaxOptions, MaxLine), and so is the buffer.
type bufferedWriter struct {
	mu      sync.Mutex
	header  http.Header
	code    int
	buf     bytes.Buffer
	stopped bool // past the deadline: writes fail
}

func (b *bufferedWriter) Header() http.Header { return b.header }

func (b *bufferedWriter) WriteHeader(code int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.code == 0 {
		b.code = code
	}
}

func (b *bufferedWriter) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.stopped {
		return 0, http.ErrHandlerTimeout
	}
	if b.code == 0 {
		b.code = http.StatusOK
	}
	return b.buf.Write(p)
}

// stop makes further writes fail: the answer is a 503 now.
func (b *bufferedWriter) stop() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.stopped = true
}

func (b *bufferedWriter) copyTo(w http.ResponseWriter) {
	b.mu.Lock()
	defer b.mu.Unlock()
	h := w.Header()
	for k, v := range b.header {
		h[k] = v
	}
	code := b.code
	if code == 0 {
		code = http.StatusOK
	}
	if code == http.StatusServiceUnavailable && h.Get("Retry-After") == "" {
		h.Set("Retry-After", retryAfter)
	}
	if code >= 200 && code != http.StatusNoContent && code != http.StatusNotModified {
		h.Set("Content-Length", strconv.Itoa(b.buf.Len()))
	}
	w.WriteHeader(code)
	w.Write(b.buf.Bytes())
}

// The bounds of the answers: a list that could hold an entry per item is
// cut, and a count says how much was left out.
const (
	// MaxOptions is the most entries of a list of moves in an answer:
	// "options" and "best" of /api/move, "legal" and the hint's "options"
	// of /api/play. As many as the Solve page steps through; about 0.5 MB.
	MaxOptions = 5000

	// MaxLine is the most moves of the optimal line /api/solve answers
	// with "line": true; about 5 MB.
	MaxLine = 100_000
)

// appendBounded appends o to list if list holds fewer than MaxOptions
// entries, and otherwise counts it in more.
func appendBounded[T any](list []T, more int, o T) ([]T, int) {
	if len(list) < MaxOptions {
		return append(list, o), more
	}
	return list, more + 1
}

// appendMore adds `,"name":n` to the JSON object at the end of b, when n is
// not 0.
func appendMore(b []byte, name string, n int) []byte {
	if n == 0 || len(b) == 0 || b[len(b)-1] != '}' {
		return b
	}
	return append(appendCount(b[:len(b)-1], name, n), '}')
}

// appendCount appends the member `,"name":n` of an object, when n is not 0.
func appendCount(b []byte, name string, n int) []byte {
	if n == 0 {
		return b
	}
	b = append(b, `,"`+name+`":`...)
	return strconv.AppendInt(b, int64(n), 10)
}
