package web

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"stonegame/games"
	"stonegame/internal/oracletest"
)

// waitFor polls cond: a condition on the server's state, not a timing.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(waitLimit); !cond(); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("waited %v for %s", waitLimit, what)
		}
	}
}

// serve sends one request to h and returns the status and the body.
func serve(h http.Handler, path, body string) (int, string) {
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("POST", path, strings.NewReader(body)))
	return rec.Code, rec.Body.String()
}

// smallSolve checks that a small /api/solve is answered, and rightly.
func smallSolve(t *testing.T, h http.Handler) {
	t.Helper()
	code, body := serve(h, "/api/solve", `{"nums":[1,5,233,7]}`)
	if want := `"differential":222`; code != 200 || !strings.Contains(body, want) {
		t.Errorf("small solve: got %d %s, want 200 and %s", code, body, want)
	}
}

// heavyN is a size at which the slow game is heavy (4·10^6 steps) and
// quick (2·10^6 cells, a few ms; under -race too).
const heavyN = 2000

// TestHeavyLimit: heavy requests by cost (the slow game's O(n²) New at
// heavyN numbers, in a 4 KB body) are admitted up to MaxHeavy, HeavyRunners of them
// running and the others waiting; the next one is answered 503 with
// Retry-After at once; small requests, and the slow game on a few numbers,
// are answered all along; once the work may go on, every heavy request is
// answered, rightly.
func TestHeavyLimit(t *testing.T) {
	registerSlow(t, 1)
	open := closeGate()
	defer open()
	l := limit(Handler())
	var wg sync.WaitGroup
	answers := make(chan string, MaxHeavy)
	for range MaxHeavy {
		wg.Go(func() {
			code, body := serve(l, "/api/solve", slowBody(heavyN, ""))
			answers <- fmt.Sprintf("%d %.200s", code, body)
		})
	}
	waitFor(t, "the heavy requests to be admitted", func() bool { return len(l.admitted) == MaxHeavy })
	waitFor(t, "the heavy requests to run", func() bool { return slow.running.Load() == int64(cap(l.running)) })
	if want := max(1, runtime.GOMAXPROCS(0)-1); cap(l.running) != want {
		t.Errorf("%d heavy requests may run, want GOMAXPROCS − 1 = %d", cap(l.running), want)
	}

	rec := httptest.NewRecorder()
	l.ServeHTTP(rec, httptest.NewRequest("POST", "/api/move", strings.NewReader(slowBody(heavyN, ""))))
	if rec.Code != 503 || rec.Header().Get("Retry-After") == "" || !strings.Contains(rec.Body.String(), "busy") {
		t.Errorf("heavy request %d: got %d, Retry-After %q, %s; want 503 with Retry-After", MaxHeavy+1, rec.Code, rec.Header().Get("Retry-After"), rec.Body)
	}
	smallSolve(t, l)
	slowGate.Store(nil) // the light one below does not wait at the gate
	if code, body := serve(l, "/api/solve", slowBody(10, "")); code != 200 || !strings.Contains(body, `"differential":`+strconv.FormatInt(slowAnswer(10), 10)) {
		t.Errorf("the slow game on 10 numbers, light: got %d %.200s, want 200", code, body)
	}
	open()
	wg.Wait()
	close(answers)
	want := `200 {"game":"fake-slow","answer":` + strconv.FormatInt(slowAnswer(heavyN), 10)
	for a := range answers {
		if !strings.HasPrefix(a, want) {
			t.Errorf("a heavy request: got %s, want %s...", a, want)
		}
	}
	waitFor(t, "every slot to be given back", func() bool {
		return len(l.admitted) == 0 && len(l.running) == 0 && len(l.inFlight) == 0 && l.bodies.Load() == 0
	})
	smallSolve(t, l)
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
// answered 503 with Retry-After while the work still runs; work that looks
// at no context keeps its heavy slot until it ends.
func TestDeadline(t *testing.T) {
	work := make(chan struct{})
	finished := make(chan struct{})
	l := limit(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer close(finished)
		if err := admit(r.Context(), true); err != nil {
			t.Errorf("admit: %v", err)
		}
		<-work // work that checks no context
		w.Write([]byte("late"))
	}))
	l.deadline = 50 * time.Millisecond
	code, body := serve(l, "/api/analyze", `{}`)
	select {
	case <-finished:
		t.Fatal("the work finished: the test is broken")
	default:
	}
	if code != 503 || !strings.Contains(body, "took longer than") {
		t.Errorf("got %d %s, want 503", code, body)
	}
	if len(l.running) != 1 {
		t.Errorf("the work still runs but holds %d heavy slots, want 1", len(l.running))
	}
	close(work)
	<-finished
	waitFor(t, "the slot to be given back", func() bool { return len(l.running) == 0 && len(l.inFlight) == 0 })
}

// TestQueuedDeadline: a heavy request that waits for a slot until its
// deadline is answered 503, saying so, and leaves no slot taken.
func TestQueuedDeadline(t *testing.T) {
	work := make(chan struct{})
	l := limit(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if err := admit(r.Context(), true); err != nil {
			writeError(w, err)
			return
		}
		<-work
	}))
	l.deadline = 50 * time.Millisecond // the holders' answers come then too, their work holds the slots
	var wg sync.WaitGroup
	for range cap(l.running) {
		wg.Go(func() { serve(l, "/api/solve", `{}`) })
	}
	waitFor(t, "the heavy slots to be taken", func() bool { return len(l.running) == cap(l.running) })
	if code, body := serve(l, "/api/solve", `{}`); code != 503 || !strings.Contains(body, "waited for a slot until its deadline") {
		t.Errorf("got %d %s, want 503 and that it waited", code, body)
	}
	close(work)
	wg.Wait()
	waitFor(t, "the slots to be given back", func() bool { return len(l.admitted) == 0 && len(l.running) == 0 && len(l.inFlight) == 0 })
}

// TestDeadlineStopsWork: at the deadline, the slow game's constructor, given
// the request's context, stops: every request is answered 503, no more
// computations ran at once than there are heavy slots, and none is left
// running or finished.
func TestDeadlineStopsWork(t *testing.T) {
	registerSlow(t, 1)
	closeGate() // never opened: the work would go on for good
	l := limit(Handler())
	l.deadline = 100 * time.Millisecond
	held := cap(l.running)
	var wg sync.WaitGroup
	answers := make(chan string, held+2)
	for range held + 2 {
		wg.Go(func() {
			code, body := serve(l, "/api/solve", slowBody(heavyN, ""))
			answers <- fmt.Sprintf("%d %s", code, body)
		})
	}
	wg.Wait()
	close(answers)
	for a := range answers {
		if !strings.HasPrefix(a, "503 ") || !strings.Contains(a, "took longer than") && !strings.Contains(a, "waited for a slot") {
			t.Errorf("got %s, want a 503 for the deadline", a)
		}
	}
	waitFor(t, "the work to stop", func() bool { return slow.running.Load() == 0 && len(l.running) == 0 && len(l.inFlight) == 0 })
	if slow.completed.Load() != 0 || slow.cancelled.Load() != slow.started.Load() || slow.maxRunning.Load() > int64(held) {
		t.Errorf("%d constructors started, %d cancelled, %d completed, at most %d at once; want all cancelled, at most %d at once",
			slow.started.Load(), slow.cancelled.Load(), slow.completed.Load(), slow.maxRunning.Load(), held)
	}
}

// TestHeavyByWeight: a request's weight is what its endpoint computes at
// its instance's size, from the game's costs.
func TestHeavyByWeight(t *testing.T) {
	registerSlow(t, 1)
	ints := func(n int) []int64 { return make([]int64, n) }
	for _, tc := range []struct {
		name  string
		game  string
		o     op
		lists [][]int64
		req   request
		heavy bool
	}{
		{"stone-game-v, 5000 stones: O(n²) New", "stone-game-v", opSolve, [][]int64{ints(5000)}, request{}, true},
		{"stone-game-v, 500 stones", "stone-game-v", opSolve, [][]int64{ints(500)}, request{}, false},
		{"stone-game-ii, 8000 piles", "stone-game-ii", opMove, [][]int64{ints(8000)}, request{}, true},
		{"predict-the-winner, 5000 numbers", "predict-the-winner", opSolve, [][]int64{ints(5000)}, request{}, false},
		{"predict-the-winner, 2e6 numbers", "predict-the-winner", opSolve, [][]int64{ints(2_000_000)}, request{}, true},
		{"predict-the-winner, 500,000 numbers with the line", "predict-the-winner", opSolve, [][]int64{ints(500_000)}, request{Line: true}, false},
		{"predict-the-winner, 600,000 numbers with the line", "predict-the-winner", opSolve, [][]int64{ints(600_000)}, request{Line: true}, true},
		{"analyze: 100 moves on 20,000 numbers", "predict-the-winner", opAnalyze, [][]int64{ints(20_000)}, request{Moves: make([]json.RawMessage, 100)}, true},
		{"move: 10 moves on 1000 numbers", "predict-the-winner", opMove, [][]int64{ints(1000)}, request{Moves: make([]json.RawMessage, 10)}, false},
		{"explore: 1000 numbers, every move valued", "predict-the-winner", opExplore, [][]int64{ints(1000)}, request{}, true},
		{"explore: 100 numbers", "predict-the-winner", opExplore, [][]int64{ints(100)}, request{}, false},
		{"play: stone-game-vi, 200,000 stones, a hint", "stone-game-vi", opPlay, [][]int64{ints(200_000), ints(200_000)}, request{}, true},
		{"nim-game, a heap of 2^31 − 1: O(n) in the heap", "nim-game", opSolve, [][]int64{{1<<31 - 1}}, request{}, true},
		{"nim-game, a heap of 1000", "nim-game", opSolve, [][]int64{{1000}}, request{}, false},
		{"the slow game, 5000", "fake-slow", opSolve, [][]int64{ints(5000)}, request{}, true},
	} {
		g, err := games.Lookup(tc.game)
		if err != nil {
			t.Fatal(err)
		}
		if w := tc.o.weight(g, oracletest.Args(g, tc.lists...).Size(), &tc.req); (w > HeavyWork) != tc.heavy {
			t.Errorf("%s: weight %.3g, heavy %v; want heavy %v (past %d)", tc.name, w, w > HeavyWork, tc.heavy, HeavyWork)
		}
	}
}

// TestHeavyByWork: a small body that asks for a lot of work waits for a
// heavy slot while they are all taken; a light one does not.
func TestHeavyByWork(t *testing.T) {
	registerSlow(t, 1)
	open := closeGate()
	defer open()
	l := limit(Handler())
	held := cap(l.running)
	var wg sync.WaitGroup
	defer wg.Wait()
	for range held { // take every heavy slot
		wg.Go(func() { serve(l, "/api/solve", slowBody(heavyN, "")) })
	}
	waitFor(t, "the heavy slots to be taken", func() bool { return len(l.running) == held })
	big := bigMoves(20_000, 100) // 2,000,000 moves × items in 40 KB
	if len(big) > HeavyBody {
		t.Fatalf("the body has %d bytes: it is heavy by its size", len(big))
	}
	bigDone := make(chan string, 1)
	go func() {
		code, body := serve(l, "/api/analyze", big)
		bigDone <- fmt.Sprintf("%d %.200s", code, body)
	}()
	waitFor(t, "the heavy-by-work request to wait for a slot", func() bool { return len(l.admitted) == held+1 })
	if code, body := serve(l, "/api/analyze", bigMoves(1000, 10)); code != 200 {
		t.Errorf("light, while the heavy slots are taken: got %d %.200s, want 200", code, body)
	}
	select {
	case got := <-bigDone:
		t.Fatalf("heavy by work: answered %s without a slot", got)
	default:
	}
	open()
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
