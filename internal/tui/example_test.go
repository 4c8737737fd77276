package tui_test

import (
	"context"
	"os"
	"strings"

	"stonegame/game"
	"stonegame/games"
	"stonegame/internal/tui"
	"stonegame/match"
)

// Plain plays a match from commands on a reader: here the greedy computer
// opens on [1 5 100 7] by grabbing the 7, which leaves the 100 to the
// person.
func ExamplePlain() {
	m, _ := match.New(match.Config{
		Game:     games.Default,
		Args:     game.Args{game.ListOf(1, 5, 100, 7)},
		Human:    game.Second,
		Opponent: match.Greedy{},
	})
	tui.Plain(context.Background(), m, strings.NewReader("R\nL\n"), os.Stdout, 0)
	// Output:
	// Predict the Winner (LeetCode 486). You are player 2; the computer (greedy) is player 1.
	// Commands: L or R (the left or the right end), hint, undo, quit.
	// the computer took 7 from the right: that cost it 178
	// row: 1 5 100
	// you 0, the computer 7, differential −7
	// > you took 100 from the right: optimal
	// the computer took 5 from the right: optimal
	// row: 1
	// you 100, the computer 12, differential +88
	// > you took 1 from the left: optimal
	// Game over.
	// Result: you 101, the computer 12: you win by 89.
	// Optimal play from the start: you 12, the computer 101: the computer would win by 89.
	// Optimal moves: 2 of 2.
	// Points lost: none.
}
