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

// TestHintWords checks the words every front end's hint uses: what an
// option is worth, by kind, counting from before the move, and what the
// hint says of the position.
func TestHintWords(t *testing.T) {
	o := func(v int64, rem int) game.Option { return game.Option{Value: v, Remoteness: rem} }
	worth := []struct {
		kind game.Kind
		o    game.Option
		want string
	}{
		{game.WinLose, o(1, 2), "wins in 3 moves"},
		{game.WinLose, o(-1, 0), "loses in 1 move"},
		{game.WinLose, o(1, game.Unknown), "wins"},
		{game.WinLose, o(0, game.Unknown), "draws"},
		{game.Solo, o(18, 0), "18"},
		{game.Scoring, o(95, 0), "+95"},
		{game.Scoring, o(0, 0), "0"},
		{game.Scoring, o(-3, 0), "−3"},
	}
	for _, tt := range worth {
		if got := Worth(tt.kind, tt.o); got != tt.want {
			t.Errorf("Worth(%v, %+v) = %q, want %q", tt.kind, tt.o, got, tt.want)
		}
	}
	some := []game.Option{o(1, 2)}
	words := []struct {
		kind game.Kind
		h    Hint
		want string
	}{
		{game.WinLose, Hint{Options: some, Value: 1, Remoteness: 5}, "with perfect play from here you win in 5 moves"},
		{game.WinLose, Hint{Options: some, Value: -1, Remoteness: 3}, "every move loses against perfect play: Bob wins in 3 moves at most"},
		{game.WinLose, Hint{Options: some, Value: -1, Remoteness: game.Unknown}, "every move loses against perfect play"},
		{game.WinLose, Hint{Options: some, Value: 0, Remoteness: game.Unknown}, "perfect play from here ends in a draw"},
		{game.Solo, Hint{Options: some, Value: 4, Final: 18}, "perfect play from here ends the game with a score of 18"},
		{game.Scoring, Hint{Options: some, Value: 4, Final: -2}, "perfect play from here ends the game at −2 for you"},
		{game.Scoring, Hint{}, "the game is over"},
	}
	for _, tt := range words {
		if got := tt.h.Words(tt.kind, "Bob"); got != tt.want {
			t.Errorf("%v %+v: got %q, want %q", tt.kind, tt.h, got, tt.want)
		}
	}
}
