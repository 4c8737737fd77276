package nim_test

import (
	"fmt"

	"stonegame/games/nim"
)

func ExampleHeap_Line() {
	h, _ := nim.NewHeap(7, 3)
	for _, s := range h.Line() {
		fmt.Println(s.Player, s.Move)
	}
	fmt.Println(h.Solve().Differential)
	// Output:
	// player 1 take 3
	// player 2 take 1
	// player 1 take 3
	// 1
}

func ExamplePiles_Winning() {
	p, _ := nim.NewPiles([]int64{3, 4, 5})
	m, ok := p.Winning()
	fmt.Println(p.NimSum(), m, ok)
	// Output: 2 pile 0: remove 2 true
}
