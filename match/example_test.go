package match_test

import (
	"fmt"

	"stonegame/game"
	"stonegame/games"
	"stonegame/games/ends"
	"stonegame/match"
)

// The greedy computer, which always takes the bigger end, moves first on
// [1 5 100 7]: it grabs the 7 and leaves the 100 to the person.
func ExampleMatch_Play() {
	m, _ := match.New(match.Config{
		Game:     games.Default,
		Args:     game.Args{game.ListOf(1, 5, 100, 7)},
		Human:    game.Second,
		Opponent: match.Greedy{},
	})
	show := func(moves []match.Played) {
		for _, p := range moves {
			who := "computer"
			if p.Human {
				who = "you"
			}
			fmt.Printf("%s: %v (%d), cost %d\n", who, p.Move, p.Gain, p.Analysis.Loss())
		}
	}
	show(m.Played()) // the computer's opening
	for _, side := range []ends.Side{ends.Right, ends.Left} {
		moves, _ := m.Play(side)
		show(moves)
	}
	s := m.Summary()
	fmt.Println("you", s.Differential(), "with optimal play", s.OptimalDifferential())
	fmt.Println("optimal moves", s.Best, "of", s.Moves)
	// Output:
	// computer: right (7), cost 178
	// you: right (100), cost 0
	// computer: right (5), cost 0
	// you: left (1), cost 0
	// you 89 with optimal play -89
	// optimal moves 2 of 2
}

// Hint lists every move with its value for the player to move.
func ExampleMatch_Hint() {
	m, _ := match.New(match.Config{Game: games.Default, Args: game.Args{game.ListOf(1, 5, 100, 7)}})
	h := m.Hint()
	for _, o := range h.Options {
		fmt.Printf("%v: takes %d, differential %+d\n", o.Move, o.Gain, o.Value)
	}
	fmt.Println("best:", h.Best[0].Move)
	// Output:
	// left: takes 1, differential +89
	// right: takes 7, differential -89
	// best: left
}

// A match's State is plain data; Restore replays it, given its game.
func ExampleRestore() {
	m, _ := match.New(match.Config{Game: games.Default, Args: game.Args{game.ListOf(3, 9, 1, 2)}, Opponent: match.Greedy{}})
	m.Play(ends.Right)
	s := m.State()
	fmt.Println(s.Moves)
	again, _ := match.Restore(games.Default, s)
	fmt.Println(again.Differential())
	// Output:
	// [right left]
	// -1
}
