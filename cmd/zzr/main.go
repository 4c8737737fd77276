package main

import (
	"fmt"
	"math/rand/v2"

	"stonegame/games"
)

func main() {
	r := rand.New(rand.NewPCG(1, 2))
	for _, g := range games.All() {
		for _, n := range []int{0, 1, 2, 5, 100, 101, 1000, 100000, 1 << 30} {
			if _, err := g.Random(r, n); err != nil {
				fmt.Printf("%s size %d: %.200v\n", g.Name, n, err)
			}
		}
	}
}
