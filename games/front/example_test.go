package front_test

import (
	"fmt"

	"stonegame/games/front"
)

func ExampleNew() {
	p, _ := front.New([]int64{1, 2, 3, 7})
	fmt.Println(p.Solve().Differential, front.StoneGameIII.Answer(p.Solve()))
	for _, st := range p.Line() {
		fmt.Println(front.StoneGameIII.Describe(st))
	}
	// Output:
	// -1 Bob
	// Alice takes 3 stones and scores 6
	// Bob takes 1 stone and scores 7
}

func ExamplePosition_Insight() {
	p, _ := front.New([]int64{0, 0, 0, 0, 1})
	in, _ := p.Insight()
	fmt.Println(in.Head)
	for _, r := range in.Rows {
		fmt.Println(r)
	}
	fmt.Println(in.Footer[0])
	// Output:
	// [i stone take 1 take 2 take 3 value(i) best]
	// [4 1 1   1 take 1]
	// [3 0 −1 1  1 take 2]
	// [2 0 −1 −1 1 1 take 3]
	// [1 0 −1 −1 −1 −1 take 1]
	// [0 0 1 −1 −1 1 take 1]
	// Grabbing the most points now is a mistake on this row: at stone 0, Alice would take 3 (0 + 0 + 0 = 0), but the opponent then nets 1 from what is left, for −1; take 1 scores 0, the opponent nets −1, for 1.
}
