package anypick_test

import (
	"fmt"

	"stonegame/games/anypick"
)

func ExamplePosition_Solve() {
	p, _ := anypick.New([]int64{2, 4, 3}, []int64{1, 6, 7})
	r := p.Solve()
	fmt.Println(r.First, r.Second, r.Winner())
	for _, s := range p.Line() {
		fmt.Println(s.Player, "takes", s.Move, "worth", s.Gain)
	}
	// Output:
	// 6 7 second
	// player 1 takes stone 1 worth 4
	// player 2 takes stone 2 worth 7
	// player 1 takes stone 0 worth 2
}

// A Tally takes aliceValues, then bobValues as they are read, and stores
// only aliceValues; LeetCode 1686's third example.
func ExampleTally() {
	t := anypick.NewTally(0)
	t.PushAlice([]int64{2, 4, 3})
	t.PushBob([]int64{1, 6})
	t.PushBob([]int64{7})
	r, err := t.Result()
	fmt.Println(r.First, r.Second, r.Differential, err)
	// Output: 6 7 -1 <nil>
}
