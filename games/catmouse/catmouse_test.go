package catmouse

import (
	"math/rand/v2"
	"strings"
	"testing"

	"stonegame/game"
	"stonegame/internal/oracletest"
)

// slow solves every position of graph by rounds, written apart from the
// package: a position is won in round k if a move reaches a position lost
// in an earlier round, lost in round k if every move reaches a position
// won in an earlier round; the round is the remoteness, and what no round
// decides is a draw. O(n² · rounds · degree): for small graphs.
func slow(graph [][]int64) map[[3]int][2]int {
	n := len(graph)
	type state = [3]int       // mouse, cat, turn (1 Mouse, 2 Cat)
	res := map[state][2]int{} // outcome for the mover (+1, -1) and round
	moves := func(s state) []state {
		var out []state
		if s[2] == 1 {
			for _, x := range graph[s[0]] {
				out = append(out, state{int(x), s[1], 2})
			}
			return out
		}
		for _, x := range graph[s[1]] {
			if x != 0 {
				out = append(out, state{s[0], int(x), 1})
			}
		}
		return out
	}
	var all []state
	for m := range n {
		for c := 1; c < n; c++ {
			for turn := 1; turn <= 2; turn++ {
				s := state{m, c, turn}
				switch {
				case m == 0:
					res[s] = [2]int{map[bool]int{true: 1, false: -1}[turn == 1], 0}
				case m == c:
					res[s] = [2]int{map[bool]int{true: 1, false: -1}[turn == 2], 0}
				case len(moves(s)) == 0: // a player who cannot move has lost
					res[s] = [2]int{-1, 0}
				default:
					all = append(all, s)
				}
			}
		}
	}
	for round := 1; ; round++ {
		found := map[state][2]int{}
		for _, s := range all {
			if _, ok := res[s]; ok {
				continue
			}
			allWon := true
			for _, t := range moves(s) {
				r, ok := res[t]
				if ok && r[0] < 0 {
					found[s] = [2]int{1, round}
					break
				}
				if !ok || r[0] < 0 {
					allWon = false
				}
			}
			if _, ok := found[s]; !ok && allWon {
				found[s] = [2]int{-1, round}
			}
		}
		if len(found) == 0 {
			return res
		}
		for s, r := range found {
			res[s] = r
		}
	}
}

// holds compares every position of p's board with slow: outcome, Solve's
// remoteness, and each option's value and remoteness.
func holds(t *testing.T, graph [][]int64) {
	t.Helper()
	p, err := New(graph)
	if err != nil {
		t.Fatalf("%v: %v", graph, err)
	}
	want := slow(graph)
	n := len(graph)
	at := func(m, c, turn int) Position {
		return Position{b: p.b, mouse: m, cat: c, turn: game.Player(turn)}
	}
	for m := range n {
		for c := 1; c < n; c++ {
			for turn := 1; turn <= 2; turn++ {
				q := at(m, c, turn)
				r, ok := want[[3]int{m, c, turn}]
				v, rem := int64(0), game.Unknown
				if ok {
					v, rem = int64(r[0]), r[1]
				}
				if got := q.Solve(); got.For(q.Turn()) != v || got.Remoteness != rem {
					t.Fatalf("%v: %s: Solve %+v, want value %d in %d (by rounds)", graph, q.Key(), got, v, rem)
				}
				for _, o := range q.Options() {
					_, next, _ := q.Play(o.Move)
					nv := -next.(Position).Solve().For(next.Turn())
					if o.Value != nv || o.Remoteness != next.(Position).Solve().Remoteness {
						t.Fatalf("%v: %s: option %v = %+v, next %+v", graph, q.Key(), o.Move, o, next.(Position).Solve())
					}
				}
			}
		}
	}
	// The reference oracle (by rounds, since positions repeat) agrees at
	// the start, option by option.
	if err := oracletest.Outcomes(p); err != nil {
		t.Fatalf("%v: %v", graph, err)
	}
	// The line replays to Solve's winner, as long as the remoteness.
	var moves []game.Move
	for _, st := range p.Line() {
		moves = append(moves, st.Move)
	}
	line, end, err := game.Replay(p, moves)
	if err != nil {
		t.Fatal(err)
	}
	r := p.Solve()
	if r.Winner() != game.Draw && (len(end.Moves()) != 0 || game.Score(line, end).Winner() != r.Winner() || len(line) != r.Remoteness) {
		t.Fatalf("%v: the line %v ends at %s, Solve %+v", graph, moves, end.Key(), r)
	}
}

// TestSlow holds the table to slow on the examples and on 300 random
// graphs of 3 to 9 nodes (100 with -short).
func TestSlow(t *testing.T) {
	for _, ex := range CatAndMouse.Examples {
		holds(t, ex.Args[0].Grid())
	}
	holds(t, [][]int64{{2}, {2}, {0, 1}})
	count := 300
	if testing.Short() {
		count = 100
	}
	r := rand.New(rand.NewPCG(9, 13))
	for range count {
		args, err := generate(r, 3+r.IntN(7))
		if err != nil {
			t.Fatal(err)
		}
		if err := within(args); err != nil {
			t.Fatalf("generate drew %v: %v", args, err)
		}
		holds(t, args[0].Grid())
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct {
		graph [][]int64
		want  string
	}{
		{[][]int64{{1}, {0}}, "at least 3"},
		{[][]int64{{1}, {0, 2}, {1}, {}}, "graph[3] is empty"},
		{[][]int64{{1}, {0, 2}, {1, 5}}, "graph[2][1] = 5: the nodes are 0 to 2"},
		{[][]int64{{1}, {0, 1}, {1}}, "graph[1][1] = 1: a node is not its own neighbour"},
		{[][]int64{{1, 1}, {0}, {1}}, "graph[0] lists node 1 twice"},
		{[][]int64{{1}, {0}, {1}}, "the edge 2-1 is in graph[2] but not in graph[1]"},
		{[][]int64{{1, 2}, {0}, {0}}, "the Cat, at node 2, cannot move"},
	} {
		if _, err := New(tc.graph); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: got %v, want an error containing %q", tc.graph, err, tc.want)
		}
	}
	p, _ := New([][]int64{{1, 3}, {0}, {3}, {0, 2}})
	for _, tc := range []struct {
		m    game.Move
		want string
	}{
		{To(3), "node 3 is not next to the Mouse's node 1"},
	} {
		if _, _, err := p.Play(tc.m); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: got %v, want %q", tc.m, err, tc.want)
		}
	}
	q := Position{b: p.b, mouse: 1, cat: 3, turn: game.Second}
	if _, _, err := q.Play(To(0)); err == nil || !strings.Contains(err.Error(), "never enters the hole") {
		t.Errorf("the Cat into the hole: %v", err)
	}
	for s, want := range map[string]To{"3": 3, "to 0": 0, "Node 12": 12} {
		if got, err := ParseMove(s); err != nil || got != want {
			t.Errorf("ParseMove(%q) = %v, %v, want %v", s, got, err, want)
		}
	}
	if _, err := ParseMove("-1"); err == nil || !strings.Contains(err.Error(), "not a move") {
		t.Errorf("ParseMove(-1): %v", err)
	}
}

func TestInsight(t *testing.T) {
	p, _ := New([][]int64{{1, 3}, {0}, {3}, {0, 2}})
	in, _ := p.Insight()
	if len(in.Rows) != 1 || in.Rows[0][0] != "to 0" || in.Rows[0][1] != "the Mouse wins" {
		t.Errorf("rows %v, want the one move to the hole", in.Rows)
	}
	if f := strings.Join(in.Footer, " "); !strings.Contains(f, "Mouse wins in 1 move") {
		t.Errorf("footer %q", f)
	}
}
