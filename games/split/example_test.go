package split_test

import (
	"fmt"

	"stonegame/game"
	"stonegame/games/split"
)

func ExampleNew() {
	p, err := split.New([]int64{6, 2, 3, 4, 5, 5})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Value())
	for _, st := range p.Line() {
		fmt.Println(split.StoneGameV.Describe(st))
	}
	fmt.Println(split.StoneGameV.Outcome(p.Solve(), nil))
	// Output:
	// 18
	// Alice splits at 3 (after the 3rd remaining stone), throws away the heavier part (3 stones) and scores 11
	// Alice splits at 1 (after the 1st remaining stone), throws away the heavier part (1 stone) and scores 5
	// Alice splits at 1 (after the 1st remaining stone), throws away the heavier part (1 stone) and scores 2
	// Alice scores 18
}

func ExamplePosition_Options() {
	p, _ := split.New([]int64{2, 2, 3, 1})
	for _, o := range p.Options() {
		fmt.Printf("%v: scores %d, %d in all\n", o.Move, o.Gain, o.Value)
	}
	best, _ := game.Best(p.Options())
	fmt.Println("best:", best)
	// Output:
	// split at 1: scores 2, 2 in all
	// split at 2, keep left: scores 4, 6 in all
	// split at 2, keep right: scores 4, 5 in all
	// split at 3: scores 1, 1 in all
	// best: 6
}
