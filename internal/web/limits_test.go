package web

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// heavyPost is a POST whose 1 MiB body never arrives until release is
// closed: a heavy request held in flight.
func heavyPost(path string, release <-chan struct{}) *http.Request {
	pr, pw := io.Pipe()
	go func() {
		<-release
		pw.CloseWithError(io.ErrUnexpectedEOF)
	}()
	req := httptest.NewRequest("POST", path, pr)
	req.ContentLength = 1 << 20
	return req
}

// waitFor polls cond: a condition on the server's state, not a timing.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(20 * time.Second); !cond(); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("waited 20 s for %s", what)
		}
	}
}

// TestHeavyLimit: MaxHeavy heavy requests are admitted (one or two
// running, the others waiting before they read their body); the next one
// is answered 503 with Retry-After at once; a small /api/solve is answered
// correctly all along.
func TestHeavyLimit(t *testing.T) {
	app := Handler()
	l := limit(app)
	release := make(chan struct{})
	var wg sync.WaitGroup
	codes := make(chan int, MaxHeavy)
	for range MaxHeavy {
		wg.Go(func() {
			rec := httptest.NewRecorder()
			l.ServeHTTP(rec, heavyPost("/api/solve", release))
			codes <- rec.Code
		})
	}
	waitFor(t, "the heavy requests to be admitted", func() bool { return len(l.admitted) == MaxHeavy })
	if got := len(l.running); got != cap(l.running) {
		t.Errorf("%d heavy requests run, want %d", got, cap(l.running))
	}

	rec := httptest.NewRecorder()
	l.ServeHTTP(rec, heavyPost("/api/move", release))
	if rec.Code != 503 || rec.Header().Get("Retry-After") == "" || !strings.Contains(rec.Body.String(), "busy") {
		t.Errorf("heavy request %d: got %d, Retry-After %q, %s; want 503 with Retry-After", MaxHeavy+1, rec.Code, rec.Header().Get("Retry-After"), rec.Body)
	}
	small := func() {
		t.Helper()
		rec := httptest.NewRecorder()
		l.ServeHTTP(rec, httptest.NewRequest("POST", "/api/solve", strings.NewReader(`{"nums":[1,5,233,7]}`)))
		if want := `"differential":222`; rec.Code != 200 || !strings.Contains(rec.Body.String(), want) {
			t.Errorf("small solve: got %d %s, want 200 and %s", rec.Code, rec.Body, want)
		}
	}
	small()
	close(release)
	wg.Wait()
	close(codes)
	for c := range codes {
		if c != 400 { // their bodies were cut
			t.Errorf("a held heavy request: got %d, want 400", c)
		}
	}
	if len(l.admitted) != 0 || len(l.running) != 0 || len(l.inFlight) != 0 {
		t.Errorf("slots left taken: %d admitted, %d running, %d in flight", len(l.admitted), len(l.running), len(l.inFlight))
	}
	small()
}

// TestInFlightLimit: past MaxInFlight requests at once, the next one is
// answered 503 with Retry-After.
func TestInFlightLimit(t *testing.T) {
	block := make(chan struct{})
	var started sync.WaitGroup
	l := limit(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		started.Done()
		<-block
	}))
	var wg sync.WaitGroup
	started.Add(MaxInFlight)
	for range MaxInFlight {
		wg.Go(func() { l.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest("GET", "/", nil)) })
	}
	started.Wait()
	rec := httptest.NewRecorder()
	l.ServeHTTP(rec, httptest.NewRequest("GET", "/", nil))
	if rec.Code != 503 || rec.Header().Get("Retry-After") == "" {
		t.Errorf("request %d: got %d, Retry-After %q; want 503 with Retry-After", MaxInFlight+1, rec.Code, rec.Header().Get("Retry-After"))
	}
	close(block)
	wg.Wait()
}

// TestDeadline: a request whose work does not end by the deadline is
// answered 503 with Retry-After while the work still runs, and the work
// keeps its heavy slot until it ends.
func TestDeadline(t *testing.T) {
	work := make(chan struct{})
	finished := make(chan struct{})
	l := limit(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer close(finished)
		io.ReadAll(r.Body)
		<-work // work that checks no context
		w.Write([]byte("late"))
	}))
	l.deadline = 50 * time.Millisecond
	req := httptest.NewRequest("POST", "/api/analyze", strings.NewReader(strings.Repeat(" ", HeavyBody+1)))
	rec := httptest.NewRecorder()
	l.ServeHTTP(rec, req)
	select {
	case <-finished:
		t.Fatal("the work finished: the test is broken")
	default:
	}
	if rec.Code != 503 || rec.Header().Get("Retry-After") == "" || !strings.Contains(rec.Body.String(), "took longer than") {
		t.Errorf("got %d %s, want 503 with Retry-After", rec.Code, rec.Body)
	}
	if len(l.running) != 1 {
		t.Errorf("the work still runs but holds %d heavy slots, want 1", len(l.running))
	}
	close(work)
	<-finished
	waitFor(t, "the slot to be given back", func() bool { return len(l.running) == 0 && len(l.inFlight) == 0 })
}

// TestHeavyByWork: a small body that asks for a lot of work (moves ×
// items past HeavyWork) waits for a heavy slot; a small one does not.
func TestHeavyByWork(t *testing.T) {
	l := limit(Handler())
	release := make(chan struct{})
	held := cap(l.running)
	for range held { // take every heavy slot
		go l.ServeHTTP(httptest.NewRecorder(), heavyPost("/api/solve", release))
	}
	waitFor(t, "the heavy slots to be taken", func() bool { return len(l.running) == held })
	send := func(body string) (int, string) {
		rec := httptest.NewRecorder()
		l.ServeHTTP(rec, httptest.NewRequest("POST", "/api/analyze", strings.NewReader(body)))
		return rec.Code, rec.Body.String()
	}
	big := bigMoves(20_000, 100) // 2,000,000 moves × items in 40 KB
	if len(big) > HeavyBody {
		t.Fatalf("the body has %d bytes: it is heavy by its size", len(big))
	}
	bigDone := make(chan string, 1)
	go func() {
		code, body := send(big)
		bigDone <- fmt.Sprintf("%d %.200s", code, body)
	}()
	waitFor(t, "the heavy-by-work request to wait for a slot", func() bool { return len(l.admitted) == held+1 })
	if code, body := send(bigMoves(1000, 10)); code != 200 {
		t.Errorf("light, while the heavy slots are taken: got %d %.200s, want 200", code, body)
	}
	select {
	case got := <-bigDone:
		t.Fatalf("heavy by work: answered %s without a slot", got)
	default:
	}
	close(release)
	if got := <-bigDone; !strings.HasPrefix(got, "200 ") {
		t.Errorf("heavy by work, once a slot is free: got %s, want 200", got)
	}
}

// TestBoundedAnswers: a list with an entry per item is cut at MaxOptions
// (MaxLine for the line), and a count says how much was left out.
func TestBoundedAnswers(t *testing.T) {
	if testing.Short() {
		t.Skip("builds instances of 100,000 items")
	}
	n := MaxOptions + 123
	alice := "[" + strings.TrimSuffix(strings.Repeat("1,", n), ",") + "]"
	pair := `{"game":"stone-game-vi","aliceValues":` + alice + `,"bobValues":` + alice
	var mv struct {
		Options, Best         []json.RawMessage
		MoreOptions, MoreBest int
		Choice                *struct{ Optimal bool }
	}
	code, body := call(t, "POST", "/api/move", pair+`,"opponent":"optimal"}`)
	if err := json.Unmarshal([]byte(body), &mv); code != 200 || err != nil {
		t.Fatalf("/api/move: got %d %.200s %v", code, body, err)
	}
	if len(mv.Options) != MaxOptions || mv.MoreOptions != 123 || len(mv.Best) != MaxOptions || mv.MoreBest != 123 || mv.Choice == nil || !mv.Choice.Optimal {
		t.Errorf("/api/move: %d options + %d more, %d best + %d more, choice %v; want %d + 123 each and an optimal choice",
			len(mv.Options), mv.MoreOptions, len(mv.Best), mv.MoreBest, mv.Choice, MaxOptions)
	}

	var play struct {
		Legal     []json.RawMessage
		MoreLegal int
		Hint      struct {
			Options     []json.RawMessage
			MoreOptions int
		}
	}
	code, body = call(t, "POST", "/api/play", pair+`,"action":"hint"}`)
	if err := json.Unmarshal([]byte(body), &play); code != 200 || err != nil {
		t.Fatalf("/api/play: got %d %.200s %v", code, body, err)
	}
	if len(play.Legal) != MaxOptions || play.MoreLegal != 123 || len(play.Hint.Options) != MaxOptions || play.Hint.MoreOptions != 123 {
		t.Errorf("/api/play: %d legal + %d more, hint %d + %d more; want %d + 123", len(play.Legal), play.MoreLegal, len(play.Hint.Options), play.Hint.MoreOptions, MaxOptions)
	}

	var solve struct {
		Line         []json.RawMessage
		MoreLine     int
		Differential int64
	}
	row := `{"nums":[` + strings.TrimSuffix(strings.Repeat("1,", MaxLine+7), ",") + `],"line":true}`
	code, body = call(t, "POST", "/api/solve", row)
	if err := json.Unmarshal([]byte(body), &solve); code != 200 || err != nil {
		t.Fatalf("/api/solve: got %d %.200s %v", code, body, err)
	}
	if len(solve.Line) != MaxLine || solve.MoreLine != 7 || solve.Differential != 1 {
		t.Errorf("/api/solve: %d moves + %d more, differential %d; want %d + 7 and 1", len(solve.Line), solve.MoreLine, solve.Differential, MaxLine)
	}
}
