package web

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"
	"testing/iotest"

	"stonegame/game"
	"stonegame/games"
	"stonegame/internal/oracletest"
)

// call sends one request to the handler and returns the status and body.
func call(t *testing.T, method, path, body string) (int, string) {
	t.Helper()
	req := httptest.NewRequest(method, path, strings.NewReader(body))
	rec := httptest.NewRecorder()
	Handler().ServeHTTP(rec, req)
	if ct := rec.Header().Get("Content-Type"); strings.HasPrefix(path, "/api/") && ct != "application/json" {
		t.Errorf("%s %s: Content-Type %q, want application/json", method, path, ct)
	}
	return rec.Code, rec.Body.String()
}

// solveJSON is what `stonegame solve --json` prints for the instance.
func solveJSON(t *testing.T, name string, line bool, lists ...[]int64) string {
	t.Helper()
	g, err := games.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	p, err := g.Start(context.Background(), oracletest.Args(g, lists...))
	if err != nil {
		t.Fatal(err)
	}
	return string(game.NewSolution(g, p, line).AppendJSON(nil)) + "\n"
}

func TestSolve(t *testing.T) {
	tests := []struct {
		name, body string
		want       string
	}{
		{"486", `{"game":"predict-the-winner","nums":[1,5,233,7]}`, solveJSON(t, "486", false, []int64{1, 5, 233, 7})},
		{"486 line", `{"game":"486","nums":[1,5,233,7],"line":true}`, solveJSON(t, "486", true, []int64{1, 5, 233, 7})},

		{"877 line", `{"game":"stone-game","nums":[5,3,4,5],"line":true}`, solveJSON(t, "877", true, []int64{5, 3, 4, 5})},
		{"1686", `{"game":"stone-game-vi","aliceValues":[2,4,3],"bobValues":[1,6,7]}`, solveJSON(t, "1686", false, []int64{2, 4, 3}, []int64{1, 6, 7})},
		{"1686 by pairs", `{"aliceValues":[1,3],"bobValues":[2,1],"line":true}`, solveJSON(t, "1686", true, []int64{1, 3}, []int64{2, 1})},
		{"extremes", `{"nums":[-9223372036854775807]}`, solveJSON(t, "486", false, []int64{-1<<63 + 1})},
		{"spaces", "{ \"nums\" : [ 1 ,\n\t2 , -3 ] }", solveJSON(t, "486", false, []int64{1, 2, -3})},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, body := call(t, "POST", "/api/solve", tc.body)
			if code != 200 {
				t.Fatalf("got %d %s, want 200", code, body)
			}
			if got := withoutWords(t, body); got != decodeJSON(t, tc.want) {
				t.Errorf("got %s\nwithout its words %s, want solve --json's %s", body, got, tc.want)
			}
		})
	}
	// The words beside solve --json's members, as the CLI prints them.
	want := `{"game":"predict-the-winner","answer":false,"winner":"second","first":3,"second":5,"differential":-2,"verdict":"player 2 wins 5 to 3 (differential -2)"}` + "\n"
	if code, body := call(t, "POST", "/api/solve", `{"nums":[1,5,2]}`); code != 200 || body != want {
		t.Errorf("default game: got %d %s, want 200 %s", code, body, want)
	}
	want = `{"game":"predict-the-winner","answer":true,"winner":"first","first":6,"second":5,"differential":1,"verdict":"player 1 wins 6 to 5 (differential +1)",` +
		`"line":[{"player":1,"take":"left","index":0,"value":1,"say":"player 1 takes 1 from the left"},{"player":2,"take":"left","index":1,"value":5,"say":"player 2 takes 5 from the left"},{"player":1,"take":"left","index":2,"value":5,"say":"player 1 takes 5 from the left"}]}` + "\n"
	if code, body := call(t, "POST", "/api/solve", `{"nums":[1,5,5],"line":true}`); code != 200 || body != want {
		t.Errorf("line: got %d %s,\nwant 200 %s", code, body, want)
	}
}

// decodeJSON returns the JSON text s decoded and encoded again, its
// numbers as written: two answers compare equal by it when they hold the
// same members, whatever their order.
func decodeJSON(t *testing.T, s string) string {
	t.Helper()
	d := json.NewDecoder(strings.NewReader(s))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		t.Fatalf("%s: %v", s, err)
	}
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// withoutWords returns decodeJSON of an /api/solve answer without the
// words it adds to solve --json's members ("verdict", and each step's
// "say"), after checking that they are there and not empty.
func withoutWords(t *testing.T, body string) string {
	t.Helper()
	d := json.NewDecoder(strings.NewReader(body))
	d.UseNumber()
	var v map[string]any
	if err := d.Decode(&v); err != nil {
		t.Fatalf("%s: %v", body, err)
	}
	if w, _ := v["verdict"].(string); w == "" {
		t.Errorf("%s: no verdict", body)
	}
	delete(v, "verdict")
	line, _ := v["line"].([]any)
	for k, st := range line {
		m, _ := st.(map[string]any)
		if w, _ := m["say"].(string); w == "" {
			t.Errorf("%s: step %d says nothing", body, k)
		}
		delete(m, "say")
	}
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestErrors checks every way a request can be wrong: the status, and that
// the error message names the problem.
func TestErrors(t *testing.T) {
	tests := []struct {
		name, method, path, body string
		status                   int
		want                     string // in the error message
	}{
		{"empty body", "POST", "/api/solve", ``, 400, "the body is empty"},
		{"not JSON", "POST", "/api/solve", `nums=1,2`, 400, "invalid character"},
		{"truncated", "POST", "/api/solve", `{"nums":[1,2`, 400, "ends too early"},
		{"two values", "POST", "/api/solve", `{"nums":[1]} {}`, 400, "more than one JSON value"},
		{"unknown field", "POST", "/api/solve", `{"numbers":[1,2]}`, 400, `unknown field "numbers"`},
		{"wrong type", "POST", "/api/solve", `{"game":7,"nums":[1]}`, 400, `"game" must be a string`},
		{"unknown game", "POST", "/api/solve", `{"game":"chess","nums":[1]}`, 400, `unknown game "chess"`},
		{"a parameter of several games", "POST", "/api/solve", `{"piles":[5,3,4,5]}`, 400, `piles is a parameter of stone-game, stone-game-ii and game-of-nim: say which game in "game"`},
		{"no nums", "POST", "/api/solve", `{"game":"486"}`, 400, `"nums" is missing`},
		{"null nums", "POST", "/api/solve", `{"nums":null}`, 400, `"nums" is missing`},
		{"nums not array", "POST", "/api/solve", `{"nums":"1 2"}`, 400, `"nums" must be a list of integers, like [1,5,233,7]`},
		{"empty row", "POST", "/api/solve", `{"nums":[]}`, 400, "the row is empty"},
		{"fraction", "POST", "/api/solve", `{"nums":[1,2,3.5]}`, 400, `nums[2]: "3.5" is not an integer`},
		{"exponent", "POST", "/api/solve", `{"nums":[1e3]}`, 400, `nums[0]: "1e3" is not an integer`},
		{"string item", "POST", "/api/solve", `{"nums":[1,"2"]}`, 400, `nums[1]: expected a number or "]", found string`},
		{"null item", "POST", "/api/solve", `{"nums":[null]}`, 400, `nums[0]: "null" is not an integer`},
		{"nested", "POST", "/api/solve", `{"nums":[1,[2]]}`, 400, `nums[1]: expected a number or "]", found "["`},
		{"too big", "POST", "/api/solve", `{"nums":[1,9223372036854775808]}`, 400, `nums[1]: "9223372036854775808" is outside the int64 range`},
		{"too small", "POST", "/api/solve", `{"nums":[-9223372036854775809]}`, 400, `nums[0]: "-9223372036854775809" is outside the int64 range`},
		{"huge", "POST", "/api/solve", `{"nums":[` + strings.Repeat("9", 100) + `]}`, 400, `nums[0]: "` + strings.Repeat("9", 40) + `"... is outside the int64 range`},
		{"overflow", "POST", "/api/solve", `{"nums":[9223372036854775807,1]}`, 400, "overflow"},
		{"pair for row", "POST", "/api/solve", `{"game":"486","aliceValues":[1],"bobValues":[2]}`, 400, `takes "nums", not "aliceValues"`},
		{"row for pair", "POST", "/api/solve", `{"game":"1686","nums":[1,2]}`, 400, `takes "aliceValues" and "bobValues", not "nums"`},
		{"no bob", "POST", "/api/solve", `{"game":"1686","aliceValues":[1,2]}`, 400, `"bobValues" is missing`},
		{"lengths", "POST", "/api/solve", `{"game":"1686","aliceValues":[1,2],"bobValues":[1]}`, 400, "aliceValues has 2 values but bobValues has 1"},
		{"no stones", "POST", "/api/solve", `{"game":"1686","aliceValues":[],"bobValues":[]}`, 400, "no stones"},
		{"bad bob", "POST", "/api/solve", `{"game":"1686","aliceValues":[1,2],"bobValues":[1,-0.5]}`, 400, `bobValues[1]: "-0.5" is not an integer`},
		{"pair overflow", "POST", "/api/solve", `{"game":"1686","aliceValues":[9223372036854775807],"bobValues":[1]}`, 400, "overflow"},
		{"solve with moves", "POST", "/api/solve", `{"nums":[1,2],"moves":["left"]}`, 400, `takes no "moves"`},
		{"illegal move", "POST", "/api/move", `{"nums":[1,2],"moves":["up"]}`, 400, `moves[0]: "up" is not a legal move here: the moves are "left", "right"`},
		{"taken stone", "POST", "/api/move", `{"game":"1686","aliceValues":[1,2],"bobValues":[3,4],"moves":[1,1]}`, 400, "moves[1]: 1 is not a legal move here"},
		{"move after end", "POST", "/api/analyze", `{"nums":[1],"moves":["left","left"]}`, 400, "moves[1]: the game is already over"},
		{"bad move JSON", "POST", "/api/move", `{"nums":[1],"moves":"left"}`, 400, `"moves" must be a []json.RawMessage`},
		{"unknown opponent", "POST", "/api/move", `{"nums":[1,2],"opponent":"clever"}`, 400, `unknown opponent "clever"`},
		{"analyze opponent", "POST", "/api/analyze", `{"nums":[1,2],"opponent":"greedy"}`, 400, `/api/analyze takes no "opponent"`},
		{"explore line", "POST", "/api/explore", `{"nums":[1,2],"line":true}`, 400, `/api/explore takes no "line"`},
		{"too much work", "POST", "/api/analyze", bigMoves(1_000_000, 51), 400, "51 moves on 1000000 items is too much work"},
		{"array body", "POST", "/api/solve", `[1,5,233,7]`, 400, `the body must be a JSON object, like {"nums":[1,5,233,7]}, not a JSON array`},
		{"number body", "POST", "/api/move", `7`, 400, "the body must be a JSON object, like"},
		{"null body", "POST", "/api/explore", `null`, 400, "the body must be a JSON object, like"},
		{"GET solve", "GET", "/api/solve", ``, 405, "takes POST"},
		{"POST games", "POST", "/api/games", ``, 405, "takes GET"},
		{"no endpoint", "POST", "/api/nope", `{}`, 404, "no API endpoint /api/nope"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, body := call(t, tc.method, tc.path, tc.body)
			var e struct{ Error string }
			if err := json.Unmarshal([]byte(body), &e); err != nil {
				t.Fatalf("body %q is not JSON: %v", body, err)
			}
			if code != tc.status || !strings.Contains(e.Error, tc.want) {
				t.Errorf("got %d %q, want %d and an error containing %q", code, e.Error, tc.status, tc.want)
			}
		})
	}
}

func TestBodyLimit(t *testing.T) {
	var b strings.Builder
	b.WriteString(`{"nums":[`)
	for b.Len() < MaxBody {
		b.WriteString("1000000,")
	}
	b.WriteString(`1]}`)
	code, body := call(t, "POST", "/api/solve", b.String())
	if code != 413 || !strings.Contains(body, "larger than 8388608 bytes") {
		t.Errorf("got %d %s, want 413 and the limit", code, body)
	}
	// A declared length over the limit is refused before any byte is read.
	req := httptest.NewRequest("POST", "/api/solve", iotest.ErrReader(errors.New("the body was read")))
	req.ContentLength = MaxBody + 1
	rec := httptest.NewRecorder()
	Handler().ServeHTTP(rec, req)
	if rec.Code != 413 || !strings.Contains(rec.Body.String(), "larger than 8388608 bytes") {
		t.Errorf("Content-Length %d: got %d %s, want 413 and the limit", req.ContentLength, rec.Code, rec.Body)
	}
	// Just under the limit is fine.
	small := `{"nums":[` + strings.Repeat("1,", (MaxBody-100)/2) + `1]}`
	if code, body := call(t, "POST", "/api/solve", small); code != 200 {
		t.Errorf("a body of %d bytes: got %d %.200s, want 200", len(small), code, body)
	}
}

// moveResp is the answer of /api/move as a client reads it.
type moveResp struct {
	Turn    int
	Over    bool
	Value   int64
	Best    []optResp
	Options []optResp
	Totals  [2]int64
	Choice  *optResp
}

type optResp struct {
	Take    json.RawMessage
	Move    string
	Index   int
	Gain    int64
	Value   int64
	Loss    int64
	Optimal bool
	Worth   string
}

func post[T any](t *testing.T, path, body string) T {
	t.Helper()
	code, out := call(t, "POST", path, body)
	if code != 200 {
		t.Fatalf("POST %s %s: got %d %s", path, body, code, out)
	}
	var v T
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		t.Fatalf("POST %s: %v in %s", path, err, out)
	}
	return v
}

func TestMove(t *testing.T) {
	// [1 5 100 7]: taking 1 is worth 1 - (-88) = 89, taking 7 is worth 7 - 96 = -89.
	r := post[moveResp](t, "/api/move", `{"nums":[1,5,100,7]}`)
	if r.Turn != 1 || r.Over || r.Value != 89 || len(r.Options) != 2 || len(r.Best) != 1 {
		t.Fatalf("got %+v", r)
	}
	left, right := r.Options[0], r.Options[1]
	if string(left.Take) != `"left"` || left.Index != 0 || left.Gain != 1 || left.Value != 89 || !left.Optimal || left.Loss != 0 {
		t.Errorf("left: got %+v", left)
	}
	if string(right.Take) != `"right"` || right.Index != 3 || right.Gain != 7 || right.Value != -89 || right.Optimal || right.Loss != 178 {
		t.Errorf("right: got %+v", right)
	}
	// After "left": player 2 to move on [5 100 7]; the greedy opponent takes the 7.
	r = post[moveResp](t, "/api/move", `{"nums":[1,5,100,7],"moves":["left"],"opponent":"greedy"}`)
	if r.Turn != 2 || r.Totals != [2]int64{1, 0} || r.Choice == nil || r.Choice.Index != 3 || r.Choice.Move != "right" {
		t.Errorf("greedy: got %+v choice %+v", r, r.Choice)
	}
	r = post[moveResp](t, "/api/move", `{"nums":[1,5,100,7],"moves":["left","right"],"opponent":"optimal"}`)
	if r.Choice == nil || r.Choice.Index != 2 || !r.Choice.Optimal {
		t.Errorf("optimal: got choice %+v", r.Choice)
	}
	r = post[moveResp](t, "/api/move", `{"nums":[1,5],"moves":["right","left"],"opponent":"random"}`)
	if !r.Over || len(r.Options) != 0 || r.Choice != nil || r.Totals != [2]int64{5, 1} {
		t.Errorf("over: got %+v", r)
	}
	// stone-game-vi, moves by index and by name.
	r = post[moveResp](t, "/api/move", `{"game":"1686","aliceValues":[2,4,3],"bobValues":[1,6,7],"moves":[2,"stone 1"]}`)
	if r.Turn != 1 || len(r.Options) != 1 || r.Options[0].Index != 0 || string(r.Options[0].Take) != "0" || r.Totals != [2]int64{3, 6} {
		t.Errorf("1686: got %+v", r)
	}
}

// TestMoveAgainstOracle checks every option of random positions against the
// reference oracle, for every game.
// TestMoveJSON holds the hand-written JSON of /api/move to encoding/json.
func TestMoveJSON(t *testing.T) {
	for _, body := range []string{
		`{"nums":[1,5,100,7],"opponent":"greedy"}`,
		`{"nums":[1,5,100,7],"moves":["left","right","left","left"]}`,
		`{"game":"1686","aliceValues":[2,4,3],"bobValues":[1,6,7],"moves":[1],"opponent":"optimal"}`,
	} {
		_, got := call(t, "POST", "/api/move", body)
		var r moveResponse
		if err := json.Unmarshal([]byte(got), &r); err != nil {
			t.Fatalf("%s: %v in %s", body, err, got)
		}
		// Choice points into Options in the handler; after a round trip it
		// is a copy, which encodes the same.
		want, _ := json.Marshal(r)
		if strings.TrimSpace(got) != string(want) {
			t.Errorf("%s:\ngot  %s\nwant %s", body, got, want)
		}
	}
	// moveJSON agrees with json.Marshal for the moves of every game.
	for _, g := range games.All() {
		p, _ := g.Start(context.Background(), randomArgs(t, rand.New(rand.NewPCG(1, 1)), g, 3))
		for _, m := range p.Moves() {
			want, _ := json.Marshal(m)
			if got := moveJSON(m); string(got) != string(want) {
				t.Errorf("%s %v: moveJSON %s, json.Marshal %s", g.Name, m, got, want)
			}
		}
	}
}

func TestMoveAgainstOracle(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, g := range games.All() {
		for range 40 {
			n := 1 + rng.IntN(7)
			lists := randomArgs(t, rng, g, n)
			start, err := g.Start(context.Background(), lists)
			if err != nil {
				t.Fatal(err)
			}
			// Play k random moves first.
			p := game.Position(start)
			var moves []string
			for k := rng.IntN(n); k > 0 && len(p.Moves()) > 1; k-- {
				ms := p.Moves()
				if len(ms) == 0 { // a move may take several items (Stone Game III)
					break
				}
				m := ms[rng.IntN(len(ms))]
				b, _ := json.Marshal(m)
				moves = append(moves, string(b))
				_, p, _ = p.Play(m)
			}
			body := requestBody(g, lists, `"moves":[`+strings.Join(moves, ",")+`]`)
			r := post[moveResp](t, "/api/move", body)
			want := game.Options(p)
			for i, o := range want {
				if _, q, err := p.Play(o.Move); err == nil && g.Kind == game.WinLose {
					want[i].Remoteness = game.Remoteness(q)
				}
			}
			j := game.Judge(want) // the oracle's values and remoteness
			wantValue := j.Value
			if len(want) == 0 && g.Kind == game.WinLose { // over: the payoff for the player to move
				wantValue = game.Solve(p).For(p.Turn())
			}
			if len(r.Options) != len(want) || r.Value != wantValue {
				t.Fatalf("%s: got %+v, want options %v", body, r, want)
			}
			for i, o := range want {
				b, _ := json.Marshal(o.Move)
				got := r.Options[i]
				if string(got.Take) != string(b) || got.Value != o.Value || got.Gain != o.Gain || got.Optimal != j.Of(o).Optimal() {
					t.Errorf("%s: option %d got %+v, want %+v", body, i, got, o)
				}
			}
		}
	}
}

// randomArgs returns a random instance of g for the oracle: lists (and
// strings, grids) of n values in −5..15 (within the parameter's bounds),
// integers of at most a dozen above their least value, made by the core's
// Param.Make. It tries at most 1000 times, then fails the test: a game
// that refuses every such instance must not hang the suite.
func randomArgs(t testing.TB, rng *rand.Rand, g *game.Spec, n int) game.Args {
	t.Helper()
	pick := func(slot game.Slot, lo, hi int64, i int) int64 {
		if slot == game.Item {
			l, h := max(lo, -5), min(hi, 15)
			if h < l {
				l, h = lo, lo+20
			}
			lo, hi = l, h
		}
		return lo + rng.Int64N(hi-lo+1)
	}
	if g.Generate != nil { // a game whose instances random values rarely make (sum-game's even length)
		for range 1000 {
			if args, err := g.Generate(rng, n); err == nil {
				if _, err := g.Start(context.Background(), args); err == nil {
					return args
				}
			}
		}
	}
	for range 1000 {
		args := make(game.Args, len(g.Params))
		for k, p := range g.Params {
			size := n
			if p.Kind == game.Int {
				size = int(p.Min + rng.Int64N(min(p.Max-p.Min, 12)+1))
			}
			args[k] = p.Make(size, pick)
		}
		if _, err := g.Start(context.Background(), args); err == nil {
			return args
		}
	}
	t.Fatalf("%s: 1000 random instances of size %d, all refused", g.Name, n)
	return nil
}

// requestBody is a body for g's instance, each parameter by its name, and
// the extra fields given.
func requestBody(g *game.Spec, args game.Args, extra string) string {
	var b bytes.Buffer
	fmt.Fprintf(&b, `{"game":%q,`, g.Name)
	b.Write(g.AppendArgsJSON(nil, args)[1:])
	b.Truncate(b.Len() - 1) // the closing brace
	if extra != "" {
		b.WriteString("," + extra)
	}
	b.WriteString("}")
	return b.String()
}

type analyzeResp struct {
	Over  bool
	Moves []struct {
		Player                  int
		Move                    string
		Index                   int
		Gain, Value, Best, Loss int64
		Optimal                 bool
		Verdict                 string
	}
	Summary struct {
		First, Second, Differential int64
		Optimal                     struct{ Differential int64 }
		Players                     [2]struct {
			Moves, Best int
			Lost        int64
			Verdict     string
		}
	}
}

func TestAnalyze(t *testing.T) {
	// On [1 5 100 7] player 1 greedily takes 7 (worth -89 against 89: it
	// costs 178), player 2 answers 100 (optimal), and so on.
	r := post[analyzeResp](t, "/api/analyze", `{"nums":[1,5,100,7],"moves":["right","right","right","left"]}`)
	if !r.Over || len(r.Moves) != 4 {
		t.Fatalf("got %+v", r)
	}
	m := r.Moves[0]
	if m.Player != 1 || m.Index != 3 || m.Gain != 7 || m.Value != -89 || m.Best != 89 || m.Loss != 178 || m.Optimal || m.Verdict != "that cost you 178" {
		t.Errorf("move 1: got %+v", m)
	}
	if m := r.Moves[1]; m.Player != 2 || m.Index != 2 || !m.Optimal || m.Verdict != "optimal" {
		t.Errorf("move 2: got %+v", m)
	}
	s := r.Summary
	if s.First != 12 || s.Second != 101 || s.Differential != -89 || s.Optimal.Differential != 89 {
		t.Errorf("summary: got %+v", s)
	}
	if p := s.Players[0]; p.Moves != 2 || p.Lost != 178 || p.Verdict != "player 1 played 1 of 2 moves optimally and gave away 178" {
		t.Errorf("player 1: got %+v", p)
	}
	// Not over yet, nothing played.
	r = post[analyzeResp](t, "/api/analyze", `{"game":"1686","aliceValues":[1,3],"bobValues":[2,1]}`)
	if r.Over || len(r.Moves) != 0 || r.Summary.Optimal.Differential != 1 || r.Summary.Players[1].Verdict != "Bob has not moved yet" {
		t.Errorf("no moves: got %+v", r)
	}
}

// TestAnalyzeInvariant plays random games to the end: the final
// differential is the optimal one minus what player 1 gave away plus what
// player 2 gave away, and each loss matches the oracle.
func TestAnalyzeInvariant(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, g := range games.All() {
		if g.Kind != game.Scoring {
			continue // the invariant is about points given away
		}
		for range 30 {
			n := 1 + rng.IntN(8)
			lists := randomArgs(t, rng, g, n)
			start, _ := g.Start(context.Background(), lists)
			p := game.Position(start)
			var moves []string
			var losses []int64
			for len(p.Moves()) > 0 {
				ms := p.Moves()
				m := ms[rng.IntN(len(ms))]
				opts := game.Options(p)
				best, _ := game.Best(opts)
				for _, o := range opts {
					if o.Move == m {
						losses = append(losses, best-o.Value)
					}
				}
				b, _ := json.Marshal(m)
				moves = append(moves, string(b))
				_, p, _ = p.Play(m)
			}
			body := requestBody(g, lists, `"moves":[`+strings.Join(moves, ",")+`]`)
			r := post[analyzeResp](t, "/api/analyze", body)
			s := r.Summary
			if !r.Over || s.Differential != s.Optimal.Differential-s.Players[0].Lost+s.Players[1].Lost {
				t.Errorf("%s: differential %d, optimal %d, lost %d and %d", body, s.Differential, s.Optimal.Differential, s.Players[0].Lost, s.Players[1].Lost)
			}
			if s.Optimal.Differential != game.Value(start) {
				t.Errorf("%s: optimal %d, oracle %d", body, s.Optimal.Differential, game.Value(start))
			}
			for i, m := range r.Moves {
				if m.Loss != losses[i] {
					t.Errorf("%s: move %d loss %d, oracle %d", body, i, m.Loss, losses[i])
				}
			}
		}
	}
}

// exploreJS is the answer of /api/explore as a page reads it.
type exploreJS struct {
	Kind         string
	Players      [2]string
	N            int
	Args         map[string]string
	Answer       any
	Verdict      string
	Position     string
	Winner       string
	First        *int64
	Second       *int64
	Differential *int64
	Remoteness   *int
	Score        *int64
	Steps        []stepJS
	Board        *boardJS
	BoardSteps   bool
	Figures      map[string]string
	Insight      string
	Explanation  string
	Notes        []string
}

// stepJS is a step of /api/explore as a page reads it.
type stepJS struct {
	Player       int
	Move, Say    string
	Index, Count int
	Gain         *int64
	First        *int64
	Second       *int64
	Differential *int64
	Score        *int64
	Position     string
	Changes      []change
	Take         json.RawMessage
	Best         []json.RawMessage
	Why          string
}

// explore asks /api/explore for body and decodes the answer, failing the
// test unless it is 200.
func explore(t *testing.T, body string) exploreJS {
	t.Helper()
	return post[exploreJS](t, "/api/explore", body)
}

func TestExplore(t *testing.T) {
	r := explore(t, `{"nums":[1,5,100,7]}`)
	// explain's walk-through is the game's own line, the one solve
	// prints: player 2 takes the 5 (the 7 is as good).
	if *r.Differential != 89 || *r.First != 101 || r.Kind != "scoring" || len(r.Steps) != 4 || *r.Steps[3].Differential != 89 ||
		*r.Steps[1].Differential != -4 || r.Steps[1].Index != 1 || r.Steps[1].Say != "player 2 takes 5 from the left" || r.Steps[1].Position != "100 7" {
		t.Errorf("got %+v", r.Steps)
	}
	if r.Args["nums"] != "[1,5,100,7]" || r.Position != "1 5 100 7" {
		t.Errorf("args %v, position %q; want nums [1,5,100,7], the row", r.Args, r.Position)
	}
	for _, f := range []string{"chart", "table", "tree"} {
		if !strings.HasPrefix(r.Figures[f], "<svg") {
			t.Errorf("figure %s: got %.40q, want an SVG", f, r.Figures[f])
		}
	}
	if !strings.Contains(r.Explanation, `class="sg-explain"`) {
		t.Errorf("no explanation fragment")
	}
	if !strings.Contains(r.Verdict, "player 1 wins 101 to 12") {
		t.Errorf("verdict %q", r.Verdict)
	}
	// stone-game names its players, and has an insight of its own.
	r = explore(t, `{"game":"stone-game","piles":[5,3,4,5]}`)
	if r.Players != [2]string{"Alice", "Bob"} || !strings.HasPrefix(r.Verdict, "Alice wins 9 to 8") || r.Answer != true ||
		!strings.HasPrefix(r.Insight, `<section class="sg-explain">`) || !strings.Contains(r.Insight, "<h2>Insight: ") {
		t.Errorf("stone-game: got %+v", r)
	}
	// Past explainMax: the verdict and the result only.
	code, out := call(t, "POST", "/api/explore", bigRow(explainMax+1))
	var long exploreJS
	if err := json.Unmarshal([]byte(out), &long); err != nil || code != 200 || long.Steps != nil || len(long.Figures) != 0 || long.N != explainMax+1 || len(long.Notes) != 1 {
		t.Errorf("n=%d: got %d %.300s", explainMax+1, code, out)
	}
	// A heap of 2^31 − 1 stones: a game of 10^9 moves gets the verdict
	// alone, not a walk through them, with its remoteness.
	r = explore(t, `{"game":"nim-game","n":2147483647}`)
	if r.Steps != nil || len(r.Notes) != 1 || !strings.Contains(r.Notes[0], "more than 5000 moves") || r.Verdict != "player 1 wins in 1073741823 moves, so the answer is true" {
		t.Errorf("nim-game n = 2^31 − 1: got %+v", r)
	}
}

// TestExploreWhy checks that each step says which moves are optimal there
// and why, for the quiz: a scoring game with two optimal moves at move 2, a
// lost win/lose game (both moves lose as late), a won one (one move wins).
func TestExploreWhy(t *testing.T) {
	for _, tc := range []struct {
		body string
		k    int
		best string
		why  []string
	}{
		{`{"nums":[1,5,100,7]}`, 1, `["left" "right"]`, []string{"Move 2", "player 2 to move on 5 100 7", "(both optimal)", "← played"}},
		{`{"game":"stone-game-iv","n":7}`, 0, `[1 4]`, []string{"Move 1", "Alice to move on a pile of 7 stones", "loses"}},
		{`{"game":"game-of-nim","piles":[1,2]}`, 0, `["pile 1: remove 1"]`, []string{"Move 1", "wins in 3"}},
	} {
		r := explore(t, tc.body)
		if len(r.Steps) <= tc.k {
			t.Fatalf("%s: %d steps", tc.body, len(r.Steps))
		}
		s := r.Steps[tc.k]
		if got := fmt.Sprintf("%s", s.Best); got != tc.best {
			t.Errorf("%s move %d: best %s, want %s", tc.body, tc.k+1, got, tc.best)
		}
		if !slices.ContainsFunc(s.Best, func(b json.RawMessage) bool { return string(b) == string(s.Take) }) {
			t.Errorf("%s move %d: the line plays %s, not one of the best %s", tc.body, tc.k+1, s.Take, s.Best)
		}
		for _, w := range tc.why {
			if !strings.Contains(s.Why, w) {
				t.Errorf("%s move %d: why %q does not say %q", tc.body, tc.k+1, s.Why, w)
			}
		}
	}
}

// TestExploreKinds checks that /api/explore states each kind of result
// as solve --json does, with no member of another kind, and that its
// steps say each game's own state.
func TestExploreKinds(t *testing.T) {
	tests := []struct {
		name, body string
		members    string   // the result's members, as solve --json writes them
		absent     []string // members of other kinds
		steps      []string // the steps: say → position
	}{
		{"stone-game-iv", `{"game":"stone-game-iv","n":7}`, `"winner":"second","remoteness":4`, []string{"first", "second", "differential", "score"},
			[]string{"Alice removes 1 stone → a pile of 6 stones", "Bob removes 1 stone → a pile of 5 stones", "Alice removes 1 stone → a pile of 4 stones", "Bob removes 4 stones → an empty pile"}},
		{"can-i-win", `{"game":"464","maxChoosableInteger":4,"desiredTotal":6}`, `"winner":"first","remoteness":3`, []string{"first", "differential", "score"},
			[]string{"player 1 picks 1 → total 1 of 6; unused 2 3 4", "player 2 picks 2 → total 3 of 6; unused 3 4", "player 1 picks 3 → total 6: 6 reached"}},
		{"stone-game-ix", `{"game":"stone-game-ix","stones":[2,1]}`, `"winner":"first","remoteness":2`, []string{"first", "differential"},
			[]string{"Alice removes stone 1 (≡ 1 mod 3) → left mod 3: 0 of 0, 0 of 1, 1 of 2; removed sum ≡ 1", "Bob removes stone 0 (≡ 2 mod 3) → no stones"}},
		{"game-of-nim", `{"game":"game-of-nim","piles":[1,2]}`, `"winner":"first","remoteness":3`, []string{"first", "differential"},
			[]string{"Alice removes 1 from pile 1 → piles 1 1", "Bob removes 1 from pile 0 → piles 0 1", "Alice removes 1 from pile 1 → piles 0 0"}},
		{"stone-game-v", `{"game":"stone-game-v","stoneValue":[6,2,3,4,5,5]}`, `"score":18`, []string{"winner", "first", "second", "differential", "remoteness"},
			[]string{"Alice splits at 3 (after the 3rd remaining stone), throws away the heavier part (3 stones) and scores 11 → 6 2 3", "Alice splits at 1 (after the 1st remaining stone), throws away the heavier part (1 stone) and scores 5 → 2 3", "Alice splits at 1 (after the 1st remaining stone), throws away the heavier part (1 stone) and scores 2 → 2"}},
		{"flip-game-ii", `{"game":"294","currentState":"++++"}`, `"winner":"first","remoteness":1`, []string{"first", "differential"},
			[]string{"player 1 flips the ++ at 1 and 2 → +--+"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out := call(t, "POST", "/api/explore", tc.body)
			if code != 200 {
				t.Fatalf("got %d %s", code, out)
			}
			_, solved := call(t, "POST", "/api/solve", tc.body)
			grundy := map[string]string{"stone-game-iv": `,"grundy":0`, "can-i-win": `,"grundy":1`, "game-of-nim": `,"grundy":3`, "flip-game-ii": `,"grundy":2`}[tc.name] // impartial: solve adds the start's Grundy value
			if !strings.Contains(out, ","+tc.members+",") || !strings.Contains(solved, ","+tc.members+grundy+`,"verdict":`) {
				t.Errorf("explore %.300s\nsolve %s\nwant both to state %s", out, solved, tc.members)
			}
			var top map[string]json.RawMessage
			json.Unmarshal([]byte(out), &top)
			for _, m := range tc.absent {
				if _, ok := top[m]; ok {
					t.Errorf("explore has %q, a member of another kind", m)
				}
			}
			r := explore(t, tc.body)
			var got []string
			for _, s := range r.Steps {
				got = append(got, s.Say+" → "+s.Position)
				if r.Kind == "win/lose" && (s.Gain != nil || s.First != nil || s.Differential != nil || s.Score != nil) {
					t.Errorf("a step of a win/lose game has points: %+v", s)
				}
				if r.Kind == "solo" && (s.Score == nil || s.First != nil || s.Differential != nil) {
					t.Errorf("a step of a solo game: %+v, want its score alone", s)
				}
			}
			if fmt.Sprint(got) != fmt.Sprint(tc.steps) {
				t.Errorf("steps:\ngot  %q\nwant %q", got, tc.steps)
			}
		})
	}
}

// TestExploreBoardSteps checks that each step says the cells it changes,
// so that the page draws the board after it: a pile that shrinks, a
// string whose + become -, the numbers used.
func TestExploreBoardSteps(t *testing.T) {
	for _, tc := range []struct {
		body string
		want []string // each step's changes, "i:cell"
	}{
		{`{"game":"stone-game-iv","n":7}`, []string{"[0:6]", "[0:5]", "[0:4]", "[0:0]"}},
		{`{"game":"game-of-nim","piles":[1,2]}`, []string{"[1:1]", "[0:0 taken by 2]", "[1:0 taken by 1]"}},
		{`{"game":"flip-game-ii","currentState":"++++"}`, []string{"[1:- taken by 1 2:- taken by 1]"}},
		{`{"nums":[1,5,2]}`, []string{"[0:1 taken by 1]", "[1:5 taken by 2]", "[2:2 taken by 1]"}},
	} {
		r := explore(t, tc.body)
		var got []string
		for _, s := range r.Steps {
			var cs []string
			for _, c := range s.Changes {
				v := c.Text
				if v == "" {
					v = fmt.Sprint(c.Values[0])
				}
				if c.Taken {
					v += fmt.Sprintf(" taken by %d", c.By)
				}
				cs = append(cs, fmt.Sprintf("%d:%s", c.I, v))
			}
			got = append(got, "["+strings.Join(cs, " ")+"]")
		}
		if !r.BoardSteps || fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("%s: boardSteps %v, changes %q, want %q", tc.body, r.BoardSteps, got, tc.want)
		}
	}
	// Past maxBoardSteps the steps carry no changes: the page marks the
	// items taken on the starting board.
	r := explore(t, bigRow(2000))
	if r.BoardSteps || len(r.Steps) != 2000 || r.Steps[0].Changes != nil || r.Board == nil {
		t.Errorf("2000 numbers: boardSteps %v, %d steps, the first's changes %v; want none, and the board", r.BoardSteps, len(r.Steps), r.Steps[0].Changes)
	}
}

func TestPages(t *testing.T) {
	for _, tc := range []struct{ path, want string }{
		{"/", "Solve &amp; explore"},
		{"/play", "Play"},
		{"/static/style.css", "--p1"},
		{"/static/solve.js", "setStep"},
	} {
		code, body := call(t, "GET", tc.path, "")
		if code != 200 || !strings.Contains(body, tc.want) {
			t.Errorf("GET %s: got %d, want 200 and %q", tc.path, code, tc.want)
		}
	}
	if code, _ := call(t, "GET", "/nope", ""); code != 404 {
		t.Errorf("GET /nope: got %d, want 404", code)
	}
	// Every page loads only its own assets.
	for _, path := range []string{"/", "/play"} {
		_, body := call(t, "GET", path, "")
		for _, bad := range []string{"http://", "https://", "//cdn", "fonts.g"} {
			if strings.Contains(body, bad) {
				t.Errorf("%s refers to %q: everything must be embedded", path, bad)
			}
		}
	}
	code, body := call(t, "GET", "/api/games", "")
	if code != 200 || !strings.Contains(body, `"name":"stone-game-vi"`) || !strings.Contains(body, `"name":"stone-game-v","aliases":["1563","leetcode-1563","stone-game-5"]`) ||
		!strings.Contains(body, `"kind":"solo"`) || !strings.Contains(body, `{"name":"currentState","type":"string","example":"\"++++\""`) {
		t.Errorf("GET /api/games: got %d %s", code, body)
	}
}

// bigMoves is a request with a row of n ones and k moves "left".
func bigMoves(n, k int) string {
	return `{"nums":[1` + strings.Repeat(",1", n-1) + `],"moves":["left"` + strings.Repeat(`,"left"`, k-1) + `]}`
}

// bigRow is the body of a solve request for a row of n pseudo-random
// numbers of up to 6 digits.
func bigRow(n int) string {
	rng := rand.New(rand.NewPCG(5, 6))
	var b strings.Builder
	b.WriteString(`{"game":"predict-the-winner","nums":[`)
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprint(&b, rng.IntN(1_000_000))
	}
	b.WriteString(`]}`)
	return b.String()
}

// BenchmarkSolveMillion is POST /api/solve for n = 10^6, end to end through
// the handler: read, decode, solve, answer.
func BenchmarkSolveMillion(b *testing.B) {
	body := bigRow(1_000_000)
	h := Handler()
	b.SetBytes(int64(len(body)))
	for b.Loop() {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest("POST", "/api/solve", strings.NewReader(body)))
		if rec.Code != 200 {
			b.Fatal(rec.Body.String())
		}
	}
}

// BenchmarkDecodeNumber is the alternative input.ParseValue replaces: encoding/json
// into []json.Number, then strconv.
func BenchmarkDecodeNumber(b *testing.B) {
	body := bigRow(1_000_000)
	b.SetBytes(int64(len(body)))
	for b.Loop() {
		var req struct {
			Game string        `json:"game"`
			Nums []json.Number `json:"nums"`
		}
		if err := json.Unmarshal([]byte(body), &req); err != nil {
			b.Fatal(err)
		}
		row := make([]int64, len(req.Nums))
		for i, n := range req.Nums {
			row[i], _ = n.Int64()
		}
	}
}

// TestSolveLineNote: /api/solve sends a line too long to build as its
// first moves with the core's sentence, "lineNote" (game.Solution.LineNote,
// the CLI's and explain's words), which the pages show as it is; a whole
// line has none.
func TestSolveLineNote(t *testing.T) {
	code, body := call(t, "POST", "/api/solve", `{"game":"nim-game","n":2147483647,"line":true}`)
	var r struct {
		Line     []any  `json:"line"`
		MoreLine int64  `json:"moreLine"`
		LineNote string `json:"lineNote"`
	}
	if code != 200 || json.Unmarshal([]byte(body), &r) != nil {
		t.Fatalf("got %d %s", code, body)
	}
	want := game.Solution{Line: make(game.Line, game.PrefixMoves), Long: 2147483647}.LineNote()
	if len(r.Line) != game.PrefixMoves || r.LineNote != want || r.MoreLine != 2147483647-game.PrefixMoves {
		t.Errorf("got %d moves, moreLine %d, lineNote %q; want %d, %d, %q", len(r.Line), r.MoreLine, r.LineNote, game.PrefixMoves, 2147483647-game.PrefixMoves, want)
	}
	if _, body := call(t, "POST", "/api/solve", `{"nums":[1,5,5],"line":true}`); strings.Contains(body, "lineNote") {
		t.Errorf("a whole line with a note: %s", body)
	}
}
