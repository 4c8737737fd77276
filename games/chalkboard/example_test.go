package chalkboard_test

import (
	"fmt"

	"stonegame/games/chalkboard"
)

// LeetCode's first example: three numbers with XOR 2, an odd count, so
// Alice loses. Erasing the 2 loses at once; erasing a 1 holds out.
func ExamplePosition_Options() {
	p, _ := chalkboard.New([]int64{1, 1, 2})
	for _, o := range p.Options() {
		fmt.Println(o.Move, o.Value, o.Remoteness)
	}
	fmt.Println(chalkboard.ChalkboardXORGame.Verdict(p.Solve()))
	// Output:
	// erase 0 -1 2
	// erase 1 -1 2
	// erase 2 -1 0
	// Bob wins in 3 moves
}
