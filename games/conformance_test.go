package games

import (
	"context"
	"encoding/json"
	"fmt"
	"testing"

	"stonegame/game"
	"stonegame/internal/oracletest"
)

// TestEveryGame holds every registered game to the contract of game.Spec on
// its own official examples: the answers, the JSON, the moves' text, the
// values of the options against the oracle (in a win/lose game their
// remoteness too, and an impartial game's Grundy values), and an optimal
// line that replays to the same result (in a win/lose game, following the
// remoteness). A new game passes it before it is listed.
func TestEveryGame(t *testing.T) {
	for _, g := range All() {
		t.Run(g.Name, func(t *testing.T) {
			if err := game.CheckSpec(g); err != nil {
				t.Fatal(err)
			}
			for _, ex := range g.Examples {
				conform(t, g, ex)
			}
		})
	}
}

func conform(t *testing.T, g *Game, ex game.Example) {
	t.Helper()
	name := fmt.Sprint(ex.Args)
	p, err := g.Start(context.Background(), ex.Args)
	if err != nil {
		t.Fatalf("%s: New: %v", name, err)
	}
	if g.Within != nil {
		if err := g.Within(ex.Args); err != nil {
			t.Errorf("%s: an official example is outside the constraints: %v", name, err)
		}
	}
	s := Solve(g, p, true)
	if got := s.Answer().String(); got != ex.Answer {
		t.Errorf("%s: answer %s, want %s", name, got, ex.Answer)
	}
	if r := p.Solve(); s.Result != r {
		t.Errorf("%s: the line's result %+v, Solve's %+v", name, s.Result, r)
	}
	b := s.AppendJSON(nil)
	var obj map[string]any
	if err := json.Unmarshal(b, &obj); err != nil {
		t.Fatalf("%s: invalid JSON %s: %v", name, b, err)
	}
	wantType := map[string]string{"boolean": "bool", "int": "float64", "string": "string"}[g.AnswerType]
	if got := fmt.Sprintf("%T", obj["answer"]); got != wantType {
		t.Errorf("%s: JSON answer %v is a %s, want a %s", name, obj["answer"], got, wantType)
	}
	_, scored := obj["differential"]
	if scored != (g.Kind == game.Scoring) {
		t.Errorf("%s: a %v game's JSON %s", name, g.Kind, b)
	}

	// Every legal move's text reads back as the move.
	for _, m := range p.Moves() {
		back, err := g.ParseMove(m.String())
		if err != nil || back != m {
			t.Errorf("%s: ParseMove(%q) = %v, %v", name, m.String(), back, err)
		}
	}
	// The options agree with the oracle, where it is cheap: their values,
	// and in a win/lose game Solve's remoteness, each option's and the
	// Grundy value of an impartial game's position.
	if oracleCheap(p) {
		check := oracletest.Values
		if g.Kind == game.WinLose {
			check = oracletest.Outcomes
		}
		if err := check(p); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	// The line replays, each move optimal, to Solve's result.
	var moves []game.Move
	for _, st := range s.Line {
		moves = append(moves, st.Move)
	}
	line, end, err := game.Replay(p, moves)
	if err != nil {
		t.Fatalf("%s: the optimal line does not replay: %v", name, err)
	}
	if len(end.Moves()) != 0 {
		t.Errorf("%s: the line stops before the end: %s remains", name, game.Describe(end))
	}
	if r := game.Score(line, end); r.Winner() != p.Solve().Winner() || g.Kind == game.Scoring && r != p.Solve() {
		t.Errorf("%s: the replayed line scores %+v, Solve %+v", name, r, p.Solve())
	}
	// A win/lose line follows the remoteness: as long as Solve says.
	if r := p.Solve(); g.Kind == game.WinLose && r.Winner() != game.Draw && r.Remoteness >= 0 && len(line) != r.Remoteness {
		t.Errorf("%s: the line has %d moves, Solve's remoteness is %d", name, len(line), r.Remoteness)
	}
	cur := p
	for k, st := range line {
		if st.Gain != s.Line[k].Gain || st.Player != s.Line[k].Player {
			t.Errorf("%s: move %d: the line says %+v, the replay %+v", name, k+1, s.Line[k], st)
		}
		opts := cur.Options()
		best, top := game.Best(opts)
		a, err := game.Analyze(cur, st.Move)
		if err != nil || a.Value != best {
			t.Errorf("%s: move %d (%v) is not optimal: %+v, %v", name, k+1, st.Move, a, err)
		}
		for _, o := range opts {
			if q := game.Quickest(top); g.Kind == game.WinLose && o.Move == st.Move && o.Remoteness != q.Remoteness {
				t.Errorf("%s: move %d (%v) leads to remoteness %d, %v to %d", name, k+1, st.Move, o.Remoteness, q.Move, q.Remoteness)
			}
		}
		_, cur, _ = game.Apply(cur, st.Move)
	}
	if g.Stream != nil && len(ex.Args) == 1 {
		st := g.Stream()
		for _, x := range ex.Args[0].List() {
			if err := st.Push(x); err != nil {
				t.Fatalf("%s: Push: %v", name, err)
			}
		}
		if got := st.Result(); got != p.Solve() {
			t.Errorf("%s: the stream gives %+v, Solve %+v", name, got, p.Solve())
		}
	}
	if g.StreamPair != nil && len(ex.Args) == 2 {
		st := g.StreamPair(0)
		st.PushAlice(ex.Args[0].List())
		st.PushBob(ex.Args[1].List())
		if got, err := st.Result(); err != nil || got != p.Solve() {
			t.Errorf("%s: the stream gives %+v, %v; Solve %+v", name, got, err, p.Solve())
		}
	}
}

// oracleCheap reports whether the oracle can value p quickly: few
// positions reachable (it explores at most a few thousand).
func oracleCheap(p game.Position) bool {
	seen := map[string]bool{}
	var walk func(q game.Position) bool
	walk = func(q game.Position) bool {
		if seen[q.Key()] {
			return true
		}
		seen[q.Key()] = true
		if len(seen) > 20000 {
			return false
		}
		for _, m := range q.Moves() {
			_, next, err := q.Play(m)
			if err == nil && !walk(next) {
				return false
			}
		}
		return true
	}
	return walk(p)
}
