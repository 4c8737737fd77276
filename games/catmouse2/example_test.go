package catmouse2_test

import (
	"fmt"

	"stonegame/games/catmouse2"
)

// With jumps of 4, Mouse jumps over Cat and reaches the food on her
// second jump (Cat, lost whatever it does, stays); with jumps of 3
// she cannot.
func ExamplePosition_Line() {
	p, _ := catmouse2.New([]string{"M.C...F"}, 1, 4)
	for _, st := range p.Line() {
		fmt.Println(st.Player, st.Move)
	}
	q, _ := catmouse2.New([]string{"M.C...F"}, 1, 3)
	fmt.Println(q.Solve().Differential)
	// Output:
	// player 1 to 0,4
	// player 2 to 0,2
	// player 1 to 0,6
	// -1
}
