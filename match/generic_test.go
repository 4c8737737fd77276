package match

import (
	"errors"
	"reflect"
	"testing"

	"stonegame/game"
	"stonegame/games"
)

// register adds g to the registry for the test.
func register(t *testing.T, g *game.Spec) {
	t.Helper()
	remove, err := games.Register(g)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(remove)
}

// TestWinLoseMatch plays the fake pile game, which has no optional ability:
// a mistake, the end, undo, a hint, a won game, and the state round trip.
func TestWinLoseMatch(t *testing.T) {
	register(t, pileSpec)
	m, err := New(Config{Game: pileSpec, Args: game.Args{game.IntOf(4)}})
	if err != nil {
		t.Fatal(err)
	}
	h := m.Hint()
	if h.Value != 1 || h.Final != 1 || len(h.Best) != 1 || h.Best[0].Move != take(1) {
		t.Fatalf("hint on a pile of 4: value %d final %d best %v, want +1, +1, [take 1]", h.Value, h.Final, h.Best)
	}
	played, err := m.Play(take(2)) // leaves 2: the computer takes both and wins
	if err != nil {
		t.Fatal(err)
	}
	if len(played) != 2 || played[1].Move != take(2) || !m.Over() {
		t.Fatalf("after take 2 on 4: %v, over %v; want the computer's take 2 and the end", played, m.Over())
	}
	a := played[0].Analysis
	if a.Value != -1 || a.Best != 1 || a.Loss() != 2 || played[0].Final != -1 {
		t.Errorf("take 2 on 4: value %d best %d loss %d final %d, want -1, +1, 2, -1", a.Value, a.Best, a.Loss(), played[0].Final)
	}
	verify(t, m)
	if f, s := m.Totals(); f != 0 || s != 0 {
		t.Errorf("totals %d, %d in a win/lose game, want 0, 0", f, s)
	}
	s := m.Summary()
	if got := m.Result(); got.Differential != -1 || s.Result != got {
		t.Errorf("result %+v, summary %+v; want differential -1 (the computer won)", got, s.Result)
	}
	if s.Differential() != -1 || s.OptimalDifferential() != 1 || s.Winner() != game.SecondWins || s.Lost != 2 || len(s.Mistakes) != 1 {
		t.Errorf("summary: differential %d optimal %d winner %v lost %d mistakes %d; want -1, +1, second, 2, 1",
			s.Differential(), s.OptimalDifferential(), s.Winner(), s.Lost, len(s.Mistakes))
	}
	st := m.State()
	if want := []string{"take 2", "take 2"}; !reflect.DeepEqual(st.Moves, want) {
		t.Errorf("state moves %q, want %q", st.Moves, want)
	}
	r, err := restore(st)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(r.Played(), m.Played()) || r.Result() != m.Result() || !r.Over() {
		t.Errorf("restored %v (%+v), want %v (%+v)", r.Played(), r.Result(), m.Played(), m.Result())
	}

	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	if len(m.Played()) != 0 || m.Over() || m.Differential() != 0 || m.Position().Key() != "4" {
		t.Fatalf("after undo: %d moves, over %v, position %s; want the start", len(m.Played()), m.Over(), m.Position().Key())
	}
	if _, err := m.Play(take(1)); err != nil { // leaves 3: lost for the computer
		t.Fatal(err)
	}
	if _, err := m.Play(m.Position().Moves()[len(m.Position().Moves())-1]); err != nil {
		t.Fatal(err)
	}
	verify(t, m)
	if s := m.Summary(); !m.Over() || s.Differential() != 1 || s.Lost != 0 || s.Best != 2 {
		t.Errorf("a won game: over %v differential %d lost %d best %d, want true, +1, 0, 2", m.Over(), s.Differential(), s.Lost, s.Best)
	}
	if _, err := m.Play(take(1)); !errors.Is(err, ErrOver) {
		t.Errorf("a move after the end: %v, want ErrOver", err)
	}
}

// TestRestoreGeneric checks that Restore reads moves with the game's
// ParseMove and names the bad one.
func TestRestoreGeneric(t *testing.T) {
	register(t, pileSpec)
	for _, c := range []struct {
		moves []string
		want  string
	}{
		{[]string{"take 3"}, "move 1: take 3 is not a legal move on a pile of 5"},
		{[]string{"grab"}, `move 1: "grab" is not a move: type take 1 or take 2`},
		{[]string{"take 2", "take 2"}, "move 2: the optimal opponent plays take 1 here, not take 2"},
	} {
		_, err := restore(State{Game: "fake-pile", Args: game.Args{game.IntOf(5)}, Human: 1, Opponent: "optimal", Seed: 1, Moves: c.moves})
		if err == nil || err.Error() != c.want {
			t.Errorf("Restore with %q: got %v, want %q", c.moves, err, c.want)
		}
	}
}

// TestMultiItemMatch plays the fake front game, whose moves take several
// items: the line records them, and the board marks who took them.
func TestMultiItemMatch(t *testing.T) {
	m, err := New(Config{Game: frontSpec, Args: game.Args{game.ListOf(1, 2, 3, 4, 5)}, Opponent: Greedy{}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := m.Play(take(2)); err != nil {
		t.Fatal(err)
	}
	verify(t, m)
	l := m.Line()
	if len(l) != 2 || l[0].Index != 0 || l[0].Count != 2 || l[0].Gain != 3 || l[1].Index != 2 || l[1].Count != 2 || l[1].Gain != 7 {
		t.Fatalf("line %+v, want take 2 at 0 (+3), then take 2 at 2 (+7)", l)
	}
	b := m.Position().(game.Boarder).Board()
	var by []game.Player
	for _, c := range b.Cells {
		by = append(by, c.By)
	}
	if want := []game.Player{1, 1, 2, 2, 0}; !reflect.DeepEqual(by, want) || b.Cells[4].Move != take(1) {
		t.Errorf("board: takers %v, last cell's move %v; want %v and take 1", by, b.Cells[4].Move, want)
	}
	if err := m.Undo(); err != nil {
		t.Fatal(err)
	}
	if len(m.Line()) != 0 {
		t.Errorf("after undo the line is %v, want empty", m.Line())
	}
}
