package coingame_test

import (
	"fmt"

	"stonegame/games/coingame"
)

func ExampleNew() {
	p, _ := coingame.New(4, 11)
	fmt.Println(p.Turns(), coingame.CoinGame.Answer(p.Solve()))
	// Output: 2 Bob
}
