package match

import (
	"context"
	"errors"
	"testing"

	"stonegame/game"
	"stonegame/games"
)

// catMouse loads examples/rules/catmouse.star, a game whose positions
// repeat, with its first official example: a draw.
func catMouse(t *testing.T) (*game.Spec, game.Args) {
	t.Helper()
	g, err := games.Open(context.Background(), "../examples/rules/catmouse.star", games.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	return g, g.Examples[0].Args
}

// play makes the human's moves, by label, failing the test on an error.
func playAll(t *testing.T, m *Match, moves ...string) {
	t.Helper()
	for _, s := range moves {
		mv, err := ParseMove(m.Game(), s)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := m.Play(mv); err != nil {
			t.Fatalf("%s: %v", s, err)
		}
	}
}

// TestDrawByRepetition plays Cat and Mouse's drawn example: the optimal
// Cat answers "mouse to 3" with "cat to 5", "mouse to 4" with "cat to 2",
// and the Mouse's "mouse to 3" brings back the position after its first
// move, the Cat to move: the match ends there, a draw.
func TestDrawByRepetition(t *testing.T) {
	g, args := catMouse(t)
	m, err := New(Config{Game: g, Args: args})
	if err != nil {
		t.Fatal(err)
	}
	playAll(t, m, "mouse to 3", "2") // "2": the second move, mouse to 4
	if m.Over() || m.Repeated() {
		t.Fatalf("after 4 moves: over %v, repeated %v; want the game on", m.Over(), m.Repeated())
	}
	if got := game.Describe(m.Position()); got != "Mouse at 4, Cat at 2" {
		t.Fatalf("after 4 moves the position is %q, want Mouse at 4, Cat at 2", got)
	}
	playAll(t, m, "mouse to 3")
	if !m.Over() || !m.Repeated() {
		t.Fatalf("after the repeat: over %v, repeated %v; want both", m.Over(), m.Repeated())
	}
	if n := len(m.Played()); n != 5 {
		t.Errorf("got %d moves played, want 5: the computer does not move after the repeat", n)
	}
	if r := m.Result(); r.Winner() != game.Draw {
		t.Errorf("got the result %+v, want a draw", r)
	}
	s := m.Summary()
	if !s.Repeated || s.Differential() != 0 || len(s.Mistakes) != 0 {
		t.Errorf("got the summary %+v, want repeated, a draw, no mistakes", s)
	}
	if _, err := m.Play(nil); !errors.Is(err, ErrOver) {
		t.Errorf("a move after the repeat: got %v, want ErrOver", err)
	}

	// The match restores to the same end, and a move past it is refused.
	st := m.State()
	r, err := RestoreGame(g, st)
	if err != nil {
		t.Fatal(err)
	}
	if !r.Over() || !r.Repeated() {
		t.Errorf("restored: over %v, repeated %v; want both", r.Over(), r.Repeated())
	}
	st.Moves = append(st.Moves, "cat to 4")
	if _, err := RestoreGame(g, st); !errors.Is(err, ErrOver) {
		t.Errorf("restoring a move past the repeat: got %v, want ErrOver", err)
	}
	if _, err := Restore(m.State()); err == nil {
		t.Errorf("Restore found %s in the registry: a rules file's game is not registered", g.Name)
	}

	// Undo goes back before the repeat; the same move ends it again.
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	if m.Over() || m.Repeated() || len(m.Played()) != 4 {
		t.Fatalf("after undo: over %v, repeated %v, %d moves; want the game on after 4", m.Over(), m.Repeated(), len(m.Played()))
	}
	playAll(t, m, "1") // mouse to 2: into the Cat, a loss
	if !m.Over() || m.Repeated() || m.Result().For(m.Human()) != -1 {
		t.Errorf("mouse to 2: over %v, repeated %v, result %+v; want a loss, not a repeat", m.Over(), m.Repeated(), m.Result())
	}
}

// TestRepeatOfAWin checks that only a drawn position ends a match when it
// repeats: the Cat, winning, may step away and back (a slower win), and
// the game goes on.
func TestRepeatOfAWin(t *testing.T) {
	g, _ := catMouse(t)
	args := game.Args{game.GridOf([]int64{2, 4}, []int64{3}, []int64{0, 6}, []int64{1, 6}, []int64{0, 7}, []int64{6, 7}, []int64{2, 3, 5}, []int64{4, 5})}
	m, err := New(Config{Game: g, Args: args, Human: game.Second})
	if err != nil {
		t.Fatal(err)
	}
	if r := m.Start().Solve(); r.Winner() != game.SecondWins {
		t.Fatalf("the start: %+v, want the Cat (second) to win", r)
	}
	before := game.Describe(m.Position()) // after the Mouse's first move
	playAll(t, m, "cat to 6", "cat to 2")
	if got := game.Describe(m.Position()); got != before || m.Turn() != game.Second {
		t.Fatalf("got the position %q, %v to move; want %q again, the Cat to move", got, m.Turn(), before)
	}
	if m.Over() || m.Repeated() {
		t.Errorf("the won position repeats: over %v, repeated %v; want the game on", m.Over(), m.Repeated())
	}
}
