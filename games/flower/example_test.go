package flower_test

import (
	"fmt"

	"stonegame/games/flower"
)

// LeetCode's first example: Alice wins the games (1, 2), (2, 1) and
// (3, 2), those with x + y odd; the game played is (3, 2), which lasts 5
// moves whatever anyone picks.
func ExamplePosition_Count() {
	p, _ := flower.New(3, 2)
	fmt.Println(p.Count())
	fmt.Println(flower.FlowerGame.Verdict(p.Solve()))
	// Output:
	// 3
	// Alice wins in 5 moves
}
