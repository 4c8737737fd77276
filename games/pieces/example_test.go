package pieces_test

import (
	"fmt"

	"stonegame/games/pieces"
)

// In "ABBBBBBBAAA" Alice has one move (the AAA at the end), Bob five (the
// run of seven B): Alice runs out first.
func ExamplePosition_Counts() {
	p, _ := pieces.New("ABBBBBBBAAA")
	fmt.Println(p.Counts())
	fmt.Println(pieces.RemoveColoredPieces.Verdict(p.Solve()))
	for _, st := range p.Line() {
		fmt.Println(pieces.RemoveColoredPieces.Describe(st))
	}
	// Output:
	// 1 5
	// Bob wins in 2 moves
	// Alice removes piece 9
	// Bob removes piece 2
}
