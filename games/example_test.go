package games_test

import (
	"context"
	"fmt"

	"stonegame/game"
	"stonegame/games"
)

func ExampleSolve() {
	g, _ := games.Lookup("1686") // stone-game-vi, by its LeetCode number
	p, err := g.Start(context.Background(), game.Args{game.ListOf(2, 4, 3), game.ListOf(1, 6, 7)})
	if err != nil {
		fmt.Println(err)
		return
	}
	s := game.NewSolution(g, p, true)
	fmt.Println(s.Answer(), s.Verdict())
	for _, st := range s.Line {
		fmt.Println(g.Describe(st))
	}
	fmt.Println(string(s.AppendJSON(nil)))
	// Output:
	// -1 Bob wins 7 to 6 (differential -1)
	// Alice takes stone 1, worth 4 to Alice
	// Bob takes stone 2, worth 7 to Bob
	// Alice takes stone 0, worth 2 to Alice
	// {"game":"stone-game-vi","answer":-1,"winner":"second","first":6,"second":7,"differential":-1,"line":[{"player":1,"take":1,"index":1,"value":4},{"player":2,"take":2,"index":2,"value":7},{"player":1,"take":0,"index":0,"value":2}]}
}
