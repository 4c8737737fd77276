package rules

import (
	"context"
	"errors"
	"fmt"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"stonegame/game"
)

// Indexes of example files, appended to their source: each numbers the
// file's states densely.
var denseIndexes = map[string]string{
	// (a, b), a <= b, both at most max(x, y).
	"wythoff.star": `
def positions(x, y):
    return (max(x, y) + 1) * (max(x, y) + 1)
def index(state, x, y):
    return state[0] * (max(x, y) + 1) + state[1]
def unindex(i, x, y):
    return (i // (max(x, y) + 1), i % (max(x, y) + 1))
`,
	// The rows' lengths, padded with zeros to rows items, in base cols + 1.
	"chomp.star": `
def positions(rows, cols):
    p = 1
    for _ in range(rows):
        p *= cols + 1
    return p
def index(state, rows, cols):
    i = 0
    for x in reversed(state):
        i = i * (cols + 1) + x
    return i
def unindex(i, rows, cols):
    out = []
    for _ in range(rows):
        if i % (cols + 1) > 0:
            out.append(i % (cols + 1))
        i //= cols + 1
    return tuple(out)
`,
	// The numbers left, nums[i..j], i from 0 to n, j from -1 to n - 1.
	"predict.star": `
def positions(nums):
    return (len(nums) + 1) * (len(nums) + 1)
def index(state, nums):
    return state[0] * (len(nums) + 1) + state[1] + 1
def unindex(k, nums):
    return (k // (len(nums) + 1), k % (len(nums) + 1) - 1)
`,
	// The lines drawn, a mask.
	"dots.star": `
def positions(rows, cols):
    return 1 << ((rows + 1) * cols + rows * (cols + 1))
def index(state):
    return state
def unindex(i):
    return i
`,
	// The grid in base 3.
	"tictactoe.star": `
def positions():
    return 19683
def index(state):
    i = 0
    for c in state.elems():
        i = i * 3 + ".XO".index(c)
    return i
def unindex(i):
    out = []
    for _ in range(9):
        out.append(".XO"[i % 3])
        i //= 3
    return "".join(reversed(out))
`,
	// (mouse, cat), a loopy game of two players: retrograde analysis over
	// the slots.
	"catmouse.star": `
def positions(graph):
    return len(graph) * len(graph)
def index(state, graph):
    return state[0] * len(graph) + state[1]
def unindex(i, graph):
    return (i // len(graph), i % len(graph))
`,
	"subtraction.star": `
def positions(n):
    return n + 1
def index(state):
    return state
def unindex(i):
    return i
`,
}

// denseInstances are the instances TestDense solves both ways.
var denseInstances = map[string][]game.Args{
	// Many moves a position (about 300).
	"wythoff.star":     {{game.IntOf(7), game.IntOf(12)}, {game.IntOf(0), game.IntOf(0)}, {game.IntOf(150), game.IntOf(149)}},
	"chomp.star":       {{game.IntOf(4), game.IntOf(5)}, {game.IntOf(1), game.IntOf(1)}, {game.IntOf(5), game.IntOf(5)}},
	"predict.star":     {{game.ListOf(1, 5, 233, 7, 4, 9, 8, 2)}, {game.ListOf(3)}, {game.ListOf(10000000, 1, 9999999, 0, 5, 7000000, 3)}},
	"dots.star":        {{game.IntOf(1), game.IntOf(2)}, {game.IntOf(2), game.IntOf(2)}},
	"tictactoe.star":   {{game.TextOf(".........")}, {game.TextOf("XX.OO....")}},
	"subtraction.star": {{game.IntOf(0)}, {game.IntOf(1000)}}, // remoteness past 255
	"catmouse.star": {
		{game.GridOf([]int64{2, 5}, []int64{3}, []int64{0, 4, 5}, []int64{1, 4, 5}, []int64{2, 3}, []int64{0, 2, 3})},
		{game.GridOf([]int64{1, 3}, []int64{0}, []int64{3}, []int64{0, 2})},
		{game.GridOf([]int64{2}, []int64{2}, []int64{0, 1})},
	},
}

// denseWidths are the bytes a position of the arrays of some instances
// take: remoteness, Grundy value, score.
var denseWidths = map[string]string{
	"x = 150, y = 149": "1 1 0",
	"x = 7, y = 12":    "1 1 0",
	"n = 1000":         "2 1 0",
	"nums = [10000000, 1, 9999999, 0, 5, 7000000, 3]": "0 0 4",
	"nums = [3]":         "0 0 1",
	"rows = 2, cols = 2": "0 0 1",
}

// loadDense loads an example file with its index appended.
func loadDense(tb testing.TB, file string, lim Limits) *game.Spec {
	tb.Helper()
	src, err := os.ReadFile("../../examples/rules/" + file)
	if err != nil {
		tb.Fatal(err)
	}
	s, err := Load(context.Background(), file, append(src, denseIndexes[file]...), lim)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// resultsAt says what the solved instance holds of position id, through
// the Position's accessors.
func resultsAt(g *graph, id int32) string {
	s := fmt.Sprint("end ", g.termAt(id))
	if g.r.scoring {
		return s + fmt.Sprint(" score ", g.scoreAt(id))
	}
	s += fmt.Sprint(" value ", g.valueAt(id), " remoteness ", g.remAt(id))
	if gr, ok := g.grundyAt(id); ok {
		s += fmt.Sprint(" grundy ", gr)
	}
	return s
}

// TestDense solves instances of example files with an index and without:
// every position must have the same results, the start the same options,
// line and answer.
func TestDense(t *testing.T) {
	defer func(s int64) { denseSample = s }(denseSample)
	denseSample = 1 // check unindex(index(s)) == s on every move
	for file, list := range denseInstances {
		t.Run(file, func(t *testing.T) {
			keyed, dense := loadExample(t, file, Limits{}), loadDense(t, file, Limits{})
			for _, args := range list {
				if testing.Short() && len(args) == 2 && args[0].String() == "150" {
					continue
				}
				a, b := start(t, keyed, args...), start(t, dense, args...)
				ga, gb := a.g, b.g
				if gb.dense == nil || ga.dense != nil {
					t.Fatalf("%s: the file with an index was not solved over it", keyed.Notation(args))
				}
				moves := ga.moves
				if !ga.dfs {
					moves = int64(len(ga.edges)) // breadth first: a loopy game
				}
				if ga.n != gb.n || moves != gb.moves {
					t.Fatalf("%s: %d positions and %d moves keyed, %d and %d dense", keyed.Notation(args), ga.n, moves, gb.n, gb.moves)
				}
				for id := range ga.n {
					j := gb.dense.number(ga.key(id))
					if j < 0 {
						t.Fatalf("%s: position %s has no number", keyed.Notation(args), ga.describeNode(id))
					}
					if got, want := resultsAt(gb, j), resultsAt(ga, id); got != want {
						t.Fatalf("%s: position %s: dense %s, keyed %s", keyed.Notation(args), ga.describeNode(id), got, want)
					}
				}
				if w, ok := denseWidths[keyed.Notation(args)]; ok {
					d := gb.dense
					if got := fmt.Sprint(d.rem.w, d.grundy.w, d.score.w); got != w {
						t.Errorf("%s: widths of remoteness, Grundy value and score %s, want %s", keyed.Notation(args), got, w)
					}
				}
				x := fmt.Sprint(a.Options(), a.Solve(), a.Line(), keyed.AnswerAt(a, a.Solve()), a.Describe())
				y := fmt.Sprint(b.Options(), b.Solve(), b.Line(), dense.AnswerAt(b, b.Solve()), b.Describe())
				if x != y {
					t.Errorf("%s: keyed %s, dense %s", keyed.Notation(args), x, y)
				}
				ia, _ := a.Insight()
				ib, _ := b.Insight()
				if fmt.Sprint(ia.Rows, ia.Footer) != fmt.Sprint(ib.Rows, ib.Footer) {
					t.Errorf("%s: insight keyed %v %v, dense %v %v", keyed.Notation(args), ia.Rows, ia.Footer, ib.Rows, ib.Footer)
				}
				if x, y := strings.Contains(fmt.Sprint(ia.Paragraphs), "retrograde"), strings.Contains(fmt.Sprint(ib.Paragraphs), "retrograde"); x != y {
					t.Errorf("%s: insight keyed %q, dense %q", keyed.Notation(args), ia.Paragraphs, ib.Paragraphs)
				}
				walk(t, b, func(p Position) {
					if len(p.labels()) != len(p.kids()) {
						t.Fatalf("%s: %d labels and %d moves", p.Describe(), len(p.labels()), len(p.kids()))
					}
				})
			}
		})
	}
}

// TestDenseKing solves bench/rules/scale's king both ways, and checks the
// dense answers against the formula: the player to move loses exactly when
// both coordinates are even.
func TestDenseKing(t *testing.T) {
	load := func(file string) *game.Spec {
		src, err := os.ReadFile("../../bench/rules/scale/" + file)
		if err != nil {
			t.Fatal(err)
		}
		s, err := Load(context.Background(), file, src, Limits{})
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	keyed, dense := load("king.star"), load("king_index.star")
	n := int64(120)
	a, b := start(t, keyed, game.IntOf(n)), start(t, dense, game.IntOf(n))
	if a.g.n != b.g.n || int64(b.g.n) != n*n {
		t.Fatalf("%d positions keyed, %d dense, want %d", a.g.n, b.g.n, n*n)
	}
	for id := range a.g.n {
		k := a.g.key(id)
		j := b.g.dense.number(k)
		if got, want := resultsAt(b.g, j), resultsAt(a.g, id); got != want {
			t.Fatalf("position %s: dense %s, keyed %s", a.g.describeNode(id), got, want)
		}
		x, y := j/int32(n), j%int32(n)
		if lost := x%2 == 0 && y%2 == 0; lost != (b.g.valueAt(j) < 0) {
			t.Fatalf("(%d, %d): value %d, and both coordinates even is %v", x, y, b.g.valueAt(j), lost)
		}
	}
}

// denseDump writes a dense store's arrays, "" for a graph without one.
func denseDump(g *graph) string {
	d := g.dense
	if d == nil {
		return ""
	}
	return fmt.Sprint(d.size, d.root, d.reached, d.moves, d.st, d.rem, d.grundy, d.score)
}

// TestDenseChomp solves examples/rules/chomp-index.star (Chomp numbered
// by the combinatorial number system) and chomp.star: the same results
// on every position, and every number but the empty bar's met.
func TestDenseChomp(t *testing.T) {
	defer func(s int64) { denseSample = s }(denseSample)
	denseSample = 1
	keyed, dense := loadExample(t, "chomp.star", Limits{}), loadExample(t, "chomp-index.star", Limits{})
	for _, rc := range [][2]int64{{1, 1}, {1, 7}, {7, 1}, {4, 6}, {6, 4}, {6, 6}} {
		args := game.Args{game.IntOf(rc[0]), game.IntOf(rc[1])}
		a, b := start(t, keyed, args...), start(t, dense, args...)
		d := b.g.dense
		if a.g.n != b.g.n || d.reached != d.size-1 {
			t.Fatalf("%v: %d positions keyed, %d dense, of %d numbers", rc, a.g.n, b.g.n, d.size)
		}
		for id := range a.g.n {
			j := d.number(a.g.key(id))
			if got, want := resultsAt(b.g, j), resultsAt(a.g, id); got != want {
				t.Fatalf("%v: position %s: dense %s, keyed %s", rc, a.g.describeNode(id), got, want)
			}
		}
	}
}

// TestDenseOrder solves the king in index order (index_order = True) and
// depth first: the same results for every number.
func TestDenseOrder(t *testing.T) {
	src, err := os.ReadFile("../../bench/rules/scale/king_index.star")
	if err != nil {
		t.Fatal(err)
	}
	walked, err := Load(context.Background(), "king_index.star", src, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	ordered, err := Load(context.Background(), "king_index.star", append(src, "\nindex_order = True\n"...), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	a, b := start(t, walked, game.IntOf(90)), start(t, ordered, game.IntOf(90))
	if a.id != b.id || a.g.n != b.g.n || a.g.moves != b.g.moves {
		t.Fatalf("start %d, %d positions and %d moves depth first; %d, %d and %d in order", a.id, a.g.n, a.g.moves, b.id, b.g.n, b.g.moves)
	}
	for id := range a.g.dense.size {
		if got, want := resultsAt(b.g, id), resultsAt(a.g, id); got != want {
			t.Fatalf("number %d: in order %s, depth first %s", id, got, want)
		}
	}
	if x, y := fmt.Sprint(a.Options(), a.Line()), fmt.Sprint(b.Options(), b.Line()); x != y {
		t.Errorf("depth first %s, in order %s", x, y)
	}
}

// TestDensePlayer solves a game whose moves take the player (a position
// is then (state, player), two slots a number) with extra turns, with an
// index and without: the same results on every position.
func TestDensePlayer(t *testing.T) {
	defer func(s int64) { denseSample = s }(denseSample)
	denseSample = 1
	src := `
name = "pile"
params = [param("n", "integer", min = 0, max = 1000)]
def start(n):
    return n
def moves(state, player):
    most = 2 if player == 1 else 3
    return [("take %d" % k, state - k, "again" if k == 2 and state % 3 == 0 else None) for k in range(1, most + 1) if k <= state]
def end(state, player):
    if state == 7 and player == 2:
        return "draw"
`
	keyed, err := Load(context.Background(), "pile.star", []byte(src), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	dense, err := Load(context.Background(), "pile.star", []byte(src+"def index(state):\n    return state\ndef unindex(i):\n    return i\ndef positions(n):\n    return n + 1\n"), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range []int64{0, 1, 8, 50} {
		a, b := start(t, keyed, game.IntOf(n)), start(t, dense, game.IntOf(n))
		if a.g.n != b.g.n || a.g.moves != b.g.moves || b.g.dense.per != 2 {
			t.Fatalf("n = %d: %d positions and %d moves keyed, %d and %d dense", n, a.g.n, a.g.moves, b.g.n, b.g.moves)
		}
		for id := range a.g.n {
			j := b.g.dense.number(a.g.key(id))
			if got, want := resultsAt(b.g, j), resultsAt(a.g, id); got != want {
				t.Fatalf("n = %d: position %s: dense %s, keyed %s", n, a.g.describeNode(id), got, want)
			}
		}
		if x, y := fmt.Sprint(a.Options(), a.Solve(), a.Line()), fmt.Sprint(b.Options(), b.Solve(), b.Line()); x != y {
			t.Errorf("n = %d: keyed %s, dense %s", n, x, y)
		}
		walk(t, b, func(p Position) {
			if len(p.labels()) != len(p.kids()) {
				t.Fatalf("%s: %d labels and %d moves", p.Describe(), len(p.labels()), len(p.kids()))
			}
		})
	}
}

// TestDenseWiden checks that the arrays widen when a value does not fit
// in their bytes: a pile of 300 from which any number may be taken has
// the Grundy value 300.
func TestDenseWiden(t *testing.T) {
	src := `
name = "pile"
params = [param("n", "integer", min = 0, max = 100000)]
def start(n):
    return n
def moves(state):
    return [("take %d" % k, state - k) for k in range(1, state + 1)]
`
	keyed, err := Load(context.Background(), "pile.star", []byte(src), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	dense, err := Load(context.Background(), "pile.star", []byte(src+"def index(state):\n    return state\ndef unindex(i):\n    return i\ndef positions(n):\n    return n + 1\n"), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	a, b := start(t, keyed, game.IntOf(300)), start(t, dense, game.IntOf(300))
	if g, ok := b.Grundy(); !ok || g != 300 || b.g.dense.grundy.w != 2 || b.g.dense.rem.w != 1 {
		t.Errorf("Grundy value %d (%v) in %d bytes, remoteness in %d, want 300 in 2 and 1", g, ok, b.g.dense.grundy.w, b.g.dense.rem.w)
	}
	for id := range a.g.n {
		j := b.g.dense.number(a.g.key(id))
		if got, want := resultsAt(b.g, j), resultsAt(a.g, id); got != want {
			t.Fatalf("position %s: dense %s, keyed %s", a.g.describeNode(id), got, want)
		}
	}
}

// TestDenseErrors checks that each breach of the contract is an error
// that names it.
func TestDenseErrors(t *testing.T) {
	const game1 = `
name = "sub"
params = [param("n", "integer", min = 0, max = 100)]
def start(n):
    return n
def moves(state):
    return [("take %d" % k, state - k) for k in (1, 2) if k <= state]
`
	for _, tc := range []struct {
		name, src string
		lim       Limits
		want      []string
		limit     string
	}{
		{"missing", game1 + "def index(state):\n    return state\ndef positions(n):\n    return n + 1\n", Limits{}, []string{"define unindex(i) too"}, ""},
		{"range", game1 + "def index(state):\n    return state + 1\ndef unindex(i):\n    return i - 1\ndef positions(n):\n    return n + 1\n", Limits{}, []string{"index(10) returned 11 (the state of the start)", "from 0 to 10", "positions(n = 10) = 11"}, ""},
		{"negative", game1 + "def index(state):\n    return state - 5\ndef unindex(i):\n    return i + 5\ndef positions(n):\n    return n + 1\n", Limits{}, []string{"index(4) returned -1 (the state of move 2 (take 2) of 6)"}, ""},
		{"type", game1 + "def index(state):\n    return str(state)\ndef unindex(i):\n    return i\ndef positions(n):\n    return n + 1\n", Limits{}, []string{`index(10) returned "10"`}, ""},
		{"unindex", game1 + "def index(state):\n    return state // 2\ndef unindex(i):\n    return 2 * i\ndef positions(n):\n    return n + 1\n", Limits{}, []string{"unindex(4) returned 8, and index(9) = 4", "unindex(index(s)) == s"}, ""},
		{"size", game1 + "def index(state):\n    return state\ndef unindex(i):\n    return i\ndef positions(n):\n    return 0\n", Limits{}, []string{"positions(n = 10) returned 0", "an int from 1 to"}, ""},
		{"memory", game1 + "def index(state):\n    return state\ndef unindex(i):\n    return i\ndef positions(n):\n    return 1000000000\n", Limits{Memory: 64 << 20}, []string{"positions(n = 10) = 1,000,000,000", "more than 64 MiB, the memory limit"}, "memory"},
		{"positions", game1 + "def index(state):\n    return state\ndef unindex(i):\n    return i\ndef positions(n):\n    return n + 1\n", Limits{Positions: 5}, []string{"more than 5 positions, the position limit"}, "positions"},
		{"loop", strings.Replace(strings.Replace(game1, `state - k) for k in (1, 2) if k <= state]`, `state - k, 1) for k in (1, -1) if 0 <= state - k and state - k <= 10]`, 1), "def start", "scoring = True\ndef start", 1) + "def index(state):\n    return state\ndef unindex(i):\n    return i\ndef positions(n):\n    return n + 1\n", Limits{}, []string{"the position 1 can repeat (a move of 0 leads back to it): a scoring game must end"}, ""},
		{"retrograde memory", `
name = "walk"
params = [param("n", "integer", min = 0, max = 10000000)]
examples = [{"n": 1000000}]
def start(n):
    return 0
def moves(state, n):
    return [("step %d" % k, state + k) for k in (-1, 1) if 0 <= state + k and state + k <= n]
def index(state):
    return state
def unindex(i):
    return i
def positions(n):
    return n + 1
`, Limits{Memory: 8 << 20}, []string{"kept for retrograde analysis, take more than 8 MiB, the memory limit"}, "memory"},
		{"order", game1 + "index_order = True\ndef index(state):\n    return 10 - state\ndef unindex(i):\n    return 10 - i\ndef positions(n):\n    return n + 1\n", Limits{}, []string{"index_order = True, and move 1 of 10 (number 0) leads to 9, number 1"}, ""},
		{"order without index", game1 + "index_order = True\n", Limits{}, []string{"index_order = True without index"}, ""},
		{"error", game1 + "def index(state):\n    return state + 1 // (state - 3) * 0\ndef unindex(i):\n    return i\ndef positions(n):\n    return n + 1\n", Limits{}, []string{"index(3): ", "division by zero"}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if !strings.Contains(tc.src, "examples") {
				tc.src = strings.Replace(tc.src, `min = 0, max = 100)]`, `min = 0, max = 100)]
examples = [{"n": 10}]`, 1)
			}
			var before runtime.MemStats
			runtime.ReadMemStats(&before)
			_, err := Load(context.Background(), "d.star", []byte(tc.src), tc.lim)
			if err == nil {
				t.Fatal("no error")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("got %v, want it to say %q", err, w)
				}
			}
			var e *Error
			if !errors.As(err, &e) || e.Limit() != tc.limit {
				t.Errorf("got %v (%T), want an *Error of limit %q", err, err, tc.limit)
			}
			if tc.name == "memory" {
				var after runtime.MemStats
				runtime.ReadMemStats(&after)
				if d := after.TotalAlloc - before.TotalAlloc; d > 16<<20 {
					t.Errorf("refused after allocating %d bytes", d)
				}
			}
		})
	}
}

// TestDenseCancel stops a dense solve by its context.
func TestDenseCancel(t *testing.T) {
	src, err := os.ReadFile("../../bench/rules/scale/king_index.star")
	if err != nil {
		t.Fatal(err)
	}
	s, err := Load(context.Background(), "king_index.star", src, Limits{Positions: 1 << 30})
	if err != nil {
		t.Fatal(err)
	}
	stop := errors.New("stopped by the test")
	ctx, cancel := context.WithCancelCause(context.Background())
	time.AfterFunc(20*time.Millisecond, func() { cancel(stop) })
	_, err = s.New(ctx, game.Args{game.IntOf(3000)}) // 9·10^6 positions: seconds
	if !errors.Is(err, stop) {
		t.Fatalf("got %v, want the context's cause", err)
	}
}

// BenchmarkDense solves bench/rules/scale's king at n = 700 (490,000
// positions) over its index, depth first with the contract checked on a
// sample of moves (the default) and on every move, in index order
// (index_order = True), and keyed for the ratio.
//
//	go test ./games/rules -run '^$' -bench Dense -benchtime 3x -cpu 1
func BenchmarkDense(b *testing.B) {
	for _, name := range []string{"king_index", "king_index_checkall", "king_index_order", "king"} {
		b.Run(name, func(b *testing.B) {
			file := strings.TrimSuffix(strings.TrimSuffix(name, "_checkall"), "_order") + ".star"
			if strings.HasSuffix(name, "_checkall") {
				defer func(s int64) { denseSample = s }(denseSample)
				denseSample = 1 // unindex(index(s)) == s checked on every move
			}
			src, err := os.ReadFile("../../bench/rules/scale/" + file)
			if err != nil {
				b.Fatal(err)
			}
			if strings.HasSuffix(name, "_order") {
				src = append(src, "\nindex_order = True\n"...)
			}
			s, err := Load(context.Background(), file, src, Limits{})
			if err != nil {
				b.Fatal(err)
			}
			var p game.Solvable
			cpu := cpuTime()
			for b.Loop() {
				if p, err = s.New(context.Background(), game.Args{game.IntOf(700)}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
			b.ReportMetric(float64(asPosition(p).g.n), "positions")
		})
	}
}
