package web

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"runtime"
	"runtime/debug"
	"strconv"
	"sync"
	"time"
)

// The bounds of the server. Any web page the user has open can send it
// requests, so it stays bounded whatever arrives: a limit on requests in
// flight, a smaller one on heavy requests, one deadline for everything and
// a bound on every answer ([MaxOptions], [MaxLine]).
const (
	// MaxInFlight is the most requests the handler serves at once; one
	// more is answered 503 at once, with Retry-After.
	MaxInFlight = 64

	// MaxHeavy is the most heavy requests admitted at once, running or
	// waiting for one of the few heavy slots; one more is answered 503 at
	// once, with Retry-After. A heavy request has a body of more than
	// [HeavyBody] bytes (or of unknown length), or an instance of more than
	// [HeavyWork] items or moves × items. At most GOMAXPROCS/2 heavy
	// requests run at a time (at least one), so that small ones always
	// have a core and a slot.
	MaxHeavy = 16

	// HeavyBody is the largest body of a request that is not heavy by its
	// size: 64 KiB, a row of about 10,000 numbers.
	HeavyBody = 64 << 10

	// HeavyWork is the most items, or moves × items, of a request that
	// is not heavy by its work: about 0.1 s of computing.
	HeavyWork = 1_000_000

	// Deadline is the time a request may take, waiting for a heavy slot
	// included; past it the answer is 503 with Retry-After, sent within
	// about 0.1 s of the deadline, and the work stops at its next check.
	Deadline = 10 * time.Second

	// retryAfter is the Retry-After of every 503, in seconds.
	retryAfter = "2"
)

// limiter is the middleware that holds the bounds; every Handler has its
// own.
type limiter struct {
	next     http.Handler
	inFlight chan struct{} // a token per request served
	admitted chan struct{} // a token per heavy request, running or waiting
	running  chan struct{} // a token per heavy request running
	deadline time.Duration
}

func limit(h http.Handler) *limiter {
	return &limiter{
		next:     h,
		inFlight: make(chan struct{}, MaxInFlight),
		admitted: make(chan struct{}, MaxHeavy),
		running:  make(chan struct{}, max(1, runtime.GOMAXPROCS(0)/2)),
		deadline: Deadline,
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
}

type ticketKey struct{}

// errBusy and errQueued are the answers to a heavy request without a slot.
var (
	errBusy     = &httpError{http.StatusServiceUnavailable, fmt.Sprintf("the server is busy: %d heavy requests (large bodies or instances) are already running or waiting; retry later", MaxHeavy)}
	errDeadline = &httpError{http.StatusServiceUnavailable, fmt.Sprintf("the request took longer than %v: send a smaller instance or fewer moves, or retry later", Deadline)}
	errQueued   = &httpError{http.StatusServiceUnavailable, fmt.Sprintf("the server is busy: this heavy request waited for a slot until its deadline (%v); retry later", Deadline)}
)

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
	select {
	case t.l.running <- struct{}{}:
		t.held = true
		return nil
	case <-ctx.Done():
		<-t.l.admitted
		return errQueued
	}
}

// release gives the slot back and, when no other heavy request runs, the
// memory the request used back to the operating system: a burst of large
// requests does not leave the server large.
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
	if len(t.l.running) == 0 {
		debug.FreeOSMemory()
	}
}

// heavy takes a heavy slot for a request of n items and moves moves if its
// work is more than [HeavyWork]; decode calls it once it knows the
// instance. Its error is an *httpError (503).
func heavy(ctx context.Context, n, moves int) error {
	t, ok := ctx.Value(ticketKey{}).(*ticket)
	if !ok || n <= HeavyWork && n*max(moves, 1) <= HeavyWork {
		return nil
	}
	return t.acquire(ctx)
}

func (l *limiter) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if _, nested := r.Context().Value(ticketKey{}).(*ticket); nested {
		l.next.ServeHTTP(w, r) // the outer limiter bounds the request
		return
	}
	select {
	case l.inFlight <- struct{}{}:
	default:
		w.Header().Set("Retry-After", retryAfter)
		writeError(w, &httpError{http.StatusServiceUnavailable, fmt.Sprintf("the server is busy: %d requests are in flight; retry later", MaxInFlight)})
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), l.deadline)
	defer cancel()
	t := &ticket{l: l}
	ctx = context.WithValue(ctx, ticketKey{}, t)
	r = r.WithContext(ctx)
	if r.Method == http.MethodPost && (r.ContentLength < 0 || r.ContentLength > HeavyBody) {
		// Wait before reading the body: a waiting request holds no memory.
		if err := t.acquire(ctx); err != nil {
			<-l.inFlight
			w.Header().Set("Retry-After", retryAfter)
			writeError(w, err)
			return
		}
	}
	bw := &bufferedWriter{header: http.Header{}}
	done := make(chan any, 1)
	go func() {
		defer func() {
			p := recover()
			t.release()
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
