package sumgame_test

import (
	"fmt"

	"stonegame/games/sumgame"
)

// Alice wins "25??" by writing 8 or 9 in the second half: 2 + 5 is then
// more than the second half can reach with Bob's one digit. Any digit up
// to 7, Bob answers with 7 minus it, and the sums are equal.
func ExamplePosition_Options() {
	p, _ := sumgame.New("25??")
	for _, o := range p.Options()[:10] {
		fmt.Println(o.Move, o.Value, o.Remoteness)
	}
	fmt.Println(sumgame.SumGame.Verdict(p.Solve()))
	// Output:
	// num[2] = 0 -1 1
	// num[2] = 1 -1 1
	// num[2] = 2 -1 1
	// num[2] = 3 -1 1
	// num[2] = 4 -1 1
	// num[2] = 5 -1 1
	// num[2] = 6 -1 1
	// num[2] = 7 -1 1
	// num[2] = 8 1 1
	// num[2] = 9 1 1
	// Alice wins in 2 moves
}
