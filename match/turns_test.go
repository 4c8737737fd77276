package match

import (
	"testing"

	"stonegame/game"
	"stonegame/internal/fakegame"
)

// TestExtraTurns: in fakegame.Bonus an even sum moves again, so the turn
// is the position's to say. After the human's move the computer answers
// until it is the human's turn, however many moves that takes; a human
// who moves again is asked again, with no move of the computer between;
// Undo goes back to the human's last move.
func TestExtraTurns(t *testing.T) {
	m, err := New(Config{Game: fakegame.Bonus, Args: game.Args{game.ListOf(1, 2, 4, 3, 6, 1)}})
	if err != nil {
		t.Fatal(err)
	}
	played, err := m.Play(take(2)) // 3, odd: the computer's turn
	if err != nil {
		t.Fatal(err)
	}
	// The computer takes 4 (even: again), then 3 and 6 (odd).
	if len(played) != 3 || played[1].Player != game.Second || played[2].Player != game.Second || played[1].Gain != 4 || played[2].Gain != 9 {
		t.Fatalf("got %+v, want the human's move and two of the computer's", played)
	}
	if !m.HumanToMove() || m.Turn() != game.First {
		t.Fatalf("player %d to move, want the human (1)", m.Turn())
	}
	if err := m.Undo(); err != nil || len(m.Played()) != 0 || !m.HumanToMove() {
		t.Fatalf("Undo: %v, %d moves left", err, len(m.Played()))
	}

	m, err = New(Config{Game: fakegame.Bonus, Args: game.Args{game.ListOf(2, 3, 1, 5)}})
	if err != nil {
		t.Fatal(err)
	}
	for i, k := range []take{1, 2, 1} { // 2, then 3 + 1, both even; then 5
		played, err := m.Play(k)
		if err != nil {
			t.Fatal(err)
		}
		if len(played) != 1 || played[0].Player != game.First || !played[0].Optimal() {
			t.Fatalf("move %d: got %+v, want the human's optimal move alone", i+1, played)
		}
	}
	if s := m.Summary(); !m.Over() || s.Result.First != 11 || s.Result.Second != 0 || s.Moves != 3 || s.Best != 3 {
		t.Errorf("summary %+v, want 11 to 0, 3 moves, all optimal", s)
	}
	if err := m.Undo(); err != nil || len(m.Played()) != 2 || !m.HumanToMove() {
		t.Errorf("Undo: %v, %d moves left, want the first two", err, len(m.Played()))
	}
}
