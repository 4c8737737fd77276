package digitgame_test

import (
	"fmt"

	"stonegame/games/digitgame"
)

// LeetCode's first example: both sums are 10, so neither choice wins.
func ExamplePosition_Options() {
	p, _ := digitgame.New([]int64{1, 2, 3, 4, 10})
	fmt.Println(p.Sums())
	for _, o := range p.Options() {
		fmt.Println(o.Move, o.Value)
	}
	fmt.Println(digitgame.DigitGame.Verdict(p.Solve()))
	// Output:
	// 10 10
	// single -1
	// double -1
	// Bob wins in 1 move
}
