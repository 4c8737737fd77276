package remain_test

import (
	"fmt"

	"stonegame/remain"
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
