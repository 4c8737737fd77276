package divisor_test

import (
	"fmt"

	"stonegame/games/divisor"
)

func ExamplePosition_Options() {
	p, _ := divisor.New(12)
	for _, o := range p.Options() {
		fmt.Println(o.Move, o.Value)
	}
	// Output:
	// subtract 1 1
	// subtract 2 -1
	// subtract 3 1
	// subtract 4 -1
	// subtract 6 -1
}
