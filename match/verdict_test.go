package match

import (
	"testing"

	"stonegame/game"
)

// TestVerdict checks the words of every verdict: counts of moves are from
// before the move, this one included, and say so; a move that ends the game
// lost says "at once", never "in 0 moves".
func TestVerdict(t *testing.T) {
	a := func(v, best int64, rem, quick int) game.Analysis {
		return game.Analysis{Value: v, Best: best, Remoteness: rem, Quickest: quick}
	}
	tests := []struct {
		kind game.Kind
		a    game.Analysis
		want string
	}{
		{game.Scoring, a(5, 5, 0, game.Unknown), "optimal"},
		{game.Scoring, a(3, 5, 0, game.Unknown), "that cost you 2"},
		{game.WinLose, a(1, 1, 8, 4), "that keeps the win, but in 9 moves instead of 5, counting this one"},
		{game.WinLose, a(-1, -1, 2, 4), "that lets Bob win in 3 moves instead of 5, counting this one"},
		{game.WinLose, a(-1, -1, 0, 2), "that loses at once: it ends the game, where you could hold out for 3 moves"},
		{game.WinLose, a(-1, 1, 3, 4), "that throws the win away: Bob can win in 4 moves, counting this one"},
		{game.WinLose, a(-1, 1, 0, 4), "that throws the win away and loses at once"},
		{game.WinLose, a(-1, 1, game.Unknown, game.Unknown), "that throws the win away"},
		{game.WinLose, a(0, 1, game.Unknown, 4), "that throws the win away: a draw at best"},
		{game.WinLose, a(-1, 0, 5, game.Unknown), "that loses a drawn position: Bob can win in 6 moves, counting this one"},
		{game.WinLose, a(-1, 0, 0, game.Unknown), "that loses a drawn position at once"},
		{game.WinLose, a(1, 1, 4, game.Unknown), "optimal"},
	}
	for _, tt := range tests {
		if got := Verdict(tt.kind, tt.a, "you", "Bob"); got != tt.want {
			t.Errorf("%v %+v: got %q, want %q", tt.kind, tt.a, got, tt.want)
		}
	}
}
