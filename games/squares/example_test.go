package squares_test

import (
	"fmt"

	"stonegame/games/squares"
)

func ExampleWins() {
	for _, n := range []int64{1, 2, 4, 7, 13} {
		w, _ := squares.Wins(n)
		fmt.Println(n, w)
	}
	// Output:
	// 1 true
	// 2 false
	// 4 true
	// 7 false
	// 13 true
}

// The line follows the remoteness: Alice, winning, hurries; Bob, losing,
// delays (from 12 he removes 4, where removing 1 would lose sooner).
func ExamplePosition_Line() {
	p, _ := squares.New(13)
	for _, s := range p.Line() {
		fmt.Println(s.Player, s.Move)
	}
	fmt.Println(squares.StoneGameIV.Verdict(p.Solve()))
	// Output:
	// player 1 remove 1
	// player 2 remove 4
	// player 1 remove 1
	// player 2 remove 1
	// player 1 remove 1
	// player 2 remove 1
	// player 1 remove 4
	// Alice wins in 7 moves
}
