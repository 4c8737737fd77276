package match

import (
	"context"
	"errors"
	"testing"

	"stonegame/game"
	"stonegame/internal/fakegame"
)

// Two walks (fakegame.Walk: move the token to an unvisited neighbour; who
// cannot move loses) where optimal play has a pace to choose.
var (
	// hurry: from a, "to c" wins in 3 moves (c, d, e) and "to b" at
	// once; "to c" comes first in the order of Moves.
	hurry = game.Args{game.TextOf("abcde"), game.GridOf([]int64{2, 1}, nil, []int64{3}, []int64{4}, nil)}
	// delay: a's only move is to b; from b both moves lose, "to c" in 2
	// moves (c, d) and "to e" in 4 (e, f, g, h).
	delay = game.Args{game.TextOf("abcdefgh"), game.GridOf([]int64{1}, []int64{2, 4}, []int64{3}, nil, []int64{5}, []int64{6}, []int64{7}, nil)}
)

// TestOptimalPace checks that the optimal computer wins as soon as it can
// and, when it must lose, loses as late as it can (game.Quickest), and that
// a person's move is judged by its pace too.
func TestOptimalPace(t *testing.T) {
	register(t, walkSpec)
	m, err := New(Config{Game: walkSpec, Args: hurry, Human: game.Second})
	if err != nil {
		t.Fatal(err)
	}
	if p := m.Played(); len(p) != 1 || p[0].Move != fakegame.To('b') || !m.Over() {
		t.Fatalf("winning, the computer played %v (over %v), want to b: the win at once", p, m.Over())
	}
	if p := m.Played()[0]; p.Remoteness != 0 || p.Quickest != 0 || !p.Optimal() {
		t.Errorf("to b: remoteness %d quickest %d optimal %v, want 0, 0, true", p.Remoteness, p.Quickest, p.Optimal())
	}

	m, err = New(Config{Game: walkSpec, Args: delay})
	if err != nil {
		t.Fatal(err)
	}
	if r := m.Outlook(); r.Differential != 1 || r.Remoteness != 5 {
		t.Errorf("outlook at the start: %+v, want player 1 wins in 5", r)
	}
	played, err := m.Play(fakegame.To('b'))
	if err != nil {
		t.Fatal(err)
	}
	if len(played) != 2 || played[1].Move != fakegame.To('e') {
		t.Fatalf("losing, the computer played %v, want to e: the slowest loss", played)
	}
	if p := played[1]; p.Remoteness != 3 || p.Quickest != 3 || !p.Optimal() || p.Analysis.Value != -1 {
		t.Errorf("to e: remoteness %d quickest %d optimal %v value %d, want 3, 3, true, -1", p.Remoteness, p.Quickest, p.Optimal(), p.Analysis.Value)
	}
	if r := m.Outlook(); r.Differential != 1 || r.Remoteness != 3 {
		t.Errorf("outlook after b, e: %+v, want player 1 wins in 3", r)
	}
	h := m.Hint()
	if h.Remoteness != 3 || len(h.Best) != 1 || h.Best[0].Move != fakegame.To('f') {
		t.Errorf("hint after b, e: remoteness %d best %v, want 3 and to f", h.Remoteness, h.Best)
	}

	// The person, losing, loses sooner than needed: not optimal.
	m, err = New(Config{Game: walkSpec, Args: delay, Human: game.Second, Opponent: Optimal{}})
	if err != nil {
		t.Fatal(err)
	}
	h = m.Hint()
	if h.Value != -1 || h.Remoteness != 4 || len(h.Best) != 1 || h.Best[0].Move != fakegame.To('e') {
		t.Fatalf("hint at b: value %d remoteness %d best %v, want -1, 4, [to e]", h.Value, h.Remoteness, h.Best)
	}
	played, err = m.Play(fakegame.To('c'))
	if err != nil {
		t.Fatal(err)
	}
	p := played[0]
	if p.Remoteness != 1 || p.Quickest != 3 || p.Optimal() || p.Analysis.Loss() != 0 || p.Analysis.Slower() != 2 {
		t.Errorf("to c: remoteness %d quickest %d optimal %v loss %d slower %d, want 1, 3, false, 0, 2 (of the best value, but sooner lost)", p.Remoteness, p.Quickest, p.Optimal(), p.Analysis.Loss(), p.Analysis.Slower())
	}
	if s := m.Summary(); s.Best != 0 || len(s.Mistakes) != 1 || s.Lost != 0 {
		t.Errorf("summary: best %d mistakes %d lost %d, want 0, 1, 0", s.Best, len(s.Mistakes), s.Lost)
	}
}

// TestOutlookPile checks Outlook against the oracle's remoteness on the
// fake pile, whose remoteness the oracle computes, along a whole game.
func TestOutlookPile(t *testing.T) {
	register(t, pileSpec)
	m, err := New(Config{Game: pileSpec, Args: game.Args{game.IntOf(8)}})
	if err != nil {
		t.Fatal(err)
	}
	for !m.Over() {
		r := m.Outlook()
		if want := game.Remoteness(m.Position()); r.Remoteness != want {
			t.Fatalf("position %s: outlook remoteness %d, oracle %d", m.Position().Key(), r.Remoteness, want)
		}
		if h := m.Hint(); h.Remoteness != r.Remoteness {
			t.Fatalf("position %s: hint remoteness %d, outlook %d", m.Position().Key(), h.Remoteness, r.Remoteness)
		}
		if _, err := m.Play(m.Position().Moves()[0]); err != nil {
			t.Fatal(err)
		}
	}
}

// TestSolo plays stone-game-v, where Alice plays alone: the computer never
// moves, and it cannot be made to.
func TestSolo(t *testing.T) {
	g := lookup(t, "stone-game-v")
	row := game.Args{game.ListOf(6, 2, 3, 4, 5, 5)}
	m, err := New(Config{Game: g, Args: row})
	if err != nil {
		t.Fatal(err)
	}
	for !m.Over() {
		if !m.HumanToMove() || m.Turn() != game.First {
			t.Fatalf("turn %v, human to move %v: want player 1, the person, always", m.Turn(), m.HumanToMove())
		}
		if _, err := m.Play(m.Hint().Best[0].Move); err != nil {
			t.Fatal(err)
		}
	}
	verify(t, m)
	for _, p := range m.Played() {
		if !p.Human || p.Player != game.First {
			t.Errorf("move %d by player %v (human %v): want the person's", p.Ply, p.Player, p.Human)
		}
	}
	s := m.Summary()
	if s.Result.First != 18 || s.Optimal.First != 18 || s.Best != s.Moves || s.Differential() != 18 {
		t.Errorf("summary %+v: want a score of 18 of the best 18, every move optimal", s)
	}
	for _, st := range []State{{Game: g.Name, Args: row, Human: 2, Opponent: "optimal"}} {
		if _, err := restore(st); !errors.Is(err, ErrSolo) {
			t.Errorf("Restore with the computer first in a solo game: got %v, want ErrSolo", err)
		}
	}
	if _, err := New(Config{Game: g, Args: row, Human: game.Second}); !errors.Is(err, ErrSolo) {
		t.Errorf("New with the computer first in a solo game: got %v, want ErrSolo", err)
	}
}

// uncounted is a position of the fake pile whose solver does not count
// moves: its Solve says game.Unknown, and its options leave their
// remoteness at 0, as a game that has not learnt remoteness does.
type uncounted struct{ game.Solvable }

func (p uncounted) Solve() game.Result {
	r := p.Solvable.Solve()
	r.Remoteness = game.Unknown
	return r
}

func (p uncounted) Options() []game.Option {
	opts := p.Solvable.Options()
	for i := range opts {
		opts[i].Remoteness = 0
	}
	return opts
}

func (p uncounted) Play(m game.Move) (int64, game.Position, error) {
	gain, next, err := p.Solvable.Play(m)
	if err != nil {
		return 0, nil, err
	}
	return gain, uncounted{next.(game.Solvable)}, nil
}

// TestUncountedRemoteness checks that a game whose Solve does not know the
// remoteness is not trusted for its options' either: no "0 moves" reaches
// a hint or an analysis.
func TestUncountedRemoteness(t *testing.T) {
	spec := *pileSpec
	spec.Name = "fake-uncounted"
	spec.New = func(ctx context.Context, args game.Args) (game.Solvable, error) {
		p, err := pileSpec.New(ctx, args)
		if err != nil {
			return nil, err
		}
		return uncounted{p}, nil
	}
	m, err := New(Config{Game: &spec, Args: game.Args{game.IntOf(4)}})
	if err != nil {
		t.Fatal(err)
	}
	h := m.Hint()
	if h.Remoteness != game.Unknown {
		t.Errorf("hint remoteness %d, want Unknown", h.Remoteness)
	}
	for _, o := range h.Options {
		if o.Remoteness != game.Unknown {
			t.Errorf("option %v: remoteness %d, want Unknown", o.Move, o.Remoteness)
		}
	}
	played, err := m.Play(take(2))
	if err != nil {
		t.Fatal(err)
	}
	if p := played[0]; p.Remoteness != game.Unknown || p.Quickest != game.Unknown {
		t.Errorf("take 2: remoteness %d quickest %d, want Unknown", p.Remoteness, p.Quickest)
	}
}
