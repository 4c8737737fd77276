package remain_test

import (
	"fmt"

	"stonegame/games/remain"
)

func ExamplePosition_Value() {
	p, _ := remain.New([]int64{5, 3, 1, 4, 2})
	fmt.Println(p.Value())
	// Output: 6
}

func ExampleStreamer() {
	var s remain.Streamer
	for _, x := range []int64{7, 90, 5, 1, 100, 10, 10, 2} {
		s.Push(x)
	}
	fmt.Println(s.Result().Differential)
	// Output: 122
}

func ExamplePosition_Insight() {
	p, _ := remain.New([]int64{5, 3, 1, 4, 2})
	in, _ := p.Insight()
	fmt.Println(in.Title)
	fmt.Println(in.Paragraphs[len(in.Paragraphs)-1])
	// Output:
	// Alice − Bob is the sum of the stones Bob removes
	// On this row, along the optimal line, Bob removes 5 + 1 = 6, and that is Alice − Bob.
}
