package finalelem_test

import (
	"fmt"

	"stonegame/games/finalelem"
)

// LeetCode's first example: the ends are 1 and 2, so Alice keeps 2 at
// once; the 5 in the middle can never survive Bob.
func ExamplePosition_Line() {
	p, _ := finalelem.New([]int64{1, 5, 2})
	fmt.Println(finalelem.FinalElement.Verdict(p.Solve()))
	for _, st := range p.Line() {
		fmt.Println(finalelem.FinalElement.Describe(st))
	}
	// Output:
	// Alice wins 2 to 0 (differential +2)
	// Alice removes nums[0..1]
	// Alice keeps the final element, 2
}
