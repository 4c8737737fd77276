package countdown_test

import (
	"fmt"

	"stonegame/games/countdown"
)

func ExamplePosition_Line() {
	p, _ := countdown.New(30)
	for _, s := range p.Line() {
		fmt.Println(countdown.StoneRemovalGame.Describe(s))
	}
	fmt.Println(countdown.StoneRemovalGame.Verdict(p.Solve()))
	// Output:
	// Alice removes 10
	// Bob removes 9
	// Alice removes 8
	// Alice wins in 3 moves
}
