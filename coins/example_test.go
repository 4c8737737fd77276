package coins_test

import (
	"fmt"

	"stonegame/coins"
)

func ExampleNew() {
	p, _ := coins.New(4, 11)
	fmt.Println(p.Turns(), coins.CoinGame.Answer(p.Solve()))
	// Output: 2 Bob
}
