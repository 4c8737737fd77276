package pawns_test

import (
	"fmt"

	"stonegame/games/pawns"
)

// LeetCode's second example: 8 moves, the most Alice can force. The line
// is one of two optimal orders: after Alice's (2, 2), Bob's (1, 1) and
// (3, 3) both cost 2 and leave 4 for Alice's last pawn.
func ExamplePosition_Line() {
	p, _ := pawns.New(0, 2, [][]int64{{1, 1}, {2, 2}, {3, 3}})
	fmt.Println(p.Total())
	for _, st := range p.Line() {
		fmt.Println(pawns.KillAllPawns.Describe(st))
	}
	// Output:
	// 8
	// Alice picks pawn 1: the knight takes it in 2 moves
	// Bob picks pawn 0: the knight takes it in 2 moves
	// Alice picks pawn 2: the knight takes it in 4 moves
}
