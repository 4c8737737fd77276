package ends_test

import (
	"fmt"

	"stonegame/games/ends"
)

func ExampleValue() {
	v, _ := ends.Value([]int64{1, 5, 233, 7})
	fmt.Println(v)
	// Output: 222
}

func ExamplePosition_Line() {
	p, _ := ends.New([]int64{1, 5, 100, 7})
	for _, s := range p.Line() {
		fmt.Println(s.Player, "takes", s.Gain, "from the", s.Move)
	}
	fmt.Printf("%+v\n", p.Solve())
	// Output:
	// player 1 takes 1 from the left
	// player 2 takes 5 from the left
	// player 1 takes 100 from the left
	// player 2 takes 7 from the left
	// {First:101 Second:12 Differential:89 Remoteness:0}
}

func ExampleFuser() {
	var f ends.Fuser
	for _, x := range []int64{1, 5, 100, 7} {
		f.Push(x)
	}
	fmt.Println(f.Stack(), f.Value())
	// Output: [1 -88] 89
}

func ExamplePosition_LineOptions() {
	p, _ := ends.New([]int64{1, 5, 100, 7})
	line, opts, complete := p.LineOptions(1000)
	for k, s := range line {
		fmt.Print(s.Player, " takes ", s.Move, ":")
		for _, o := range opts[k] {
			fmt.Print(" ", o.Move, " is worth ", o.Value)
		}
		fmt.Println()
	}
	fmt.Println(complete)
	// Output:
	// player 1 takes left: left is worth 89 right is worth -89
	// player 2 takes left: left is worth -88 right is worth -88
	// player 1 takes left: left is worth 93 right is worth -93
	// player 2 takes left: left is worth 7
	// true
}
