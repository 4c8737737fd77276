package divisor_test

import (
	"fmt"

	"stonegame/games/divisor"
)

// Each option says whether it wins (+1) and how many moves the game lasts
// after it: Alice wins from 12 by subtracting 1 or 3, in 7 moves either
// way.
func ExamplePosition_Options() {
	p, _ := divisor.New(12)
	for _, o := range p.Options() {
		fmt.Println(o.Move, o.Value, o.Remoteness)
	}
	fmt.Println(divisor.DivisorGame.Verdict(p.Solve()))
	// Output:
	// subtract 1 1 6
	// subtract 2 -1 5
	// subtract 3 1 6
	// subtract 4 -1 5
	// subtract 6 -1 3
	// Alice wins in 7 moves
}
