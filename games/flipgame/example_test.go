package flipgame_test

import (
	"fmt"
	"strings"

	"stonegame/game"
	"stonegame/games/flipgame"
)

func ExampleNew() {
	for _, s := range []string{"++++", "+", "+++++", "++-+++"} {
		p, _ := flipgame.New(s)
		r := p.Solve()
		fmt.Printf("%-7s first player wins: %-5v remoteness %d\n", s, r.Winner() == game.FirstWins, r.Remoteness)
	}
	// Output:
	// ++++    first player wins: true  remoteness 1
	// +       first player wins: false remoteness 0
	// +++++   first player wins: false remoteness 2
	// ++-+++  first player wins: false remoteness 2
}

// The Grundy values of the runs of +: periodic with period 34 from 53 on.
func ExampleValue() {
	var g []uint64
	for L := range 18 {
		g = append(g, flipgame.Value(L))
	}
	fmt.Println(g)
	fmt.Println(flipgame.Value(1000) == flipgame.Value(1000-34), flipgame.Value(86) == flipgame.Value(52))
	// Output:
	// [0 0 1 1 2 0 3 1 1 0 3 3 2 2 4 0 5 2]
	// true false
}

// A string far past LeetCode's 60 characters: the verdict and the Grundy
// value are exact, the remoteness unknown until few pluses are left.
func ExamplePosition_Grundy() {
	p, _ := flipgame.New(strings.Repeat("+++++++-", 125_000)) // 10^6 characters, runs of 7
	g, _ := p.Grundy()
	fmt.Println(g, p.Wins(), p.Solve().Remoteness == game.Unknown)
	// Output: 0 false true
}

// Runs of 6 and 2, worth 3 XOR 1 = 2: player 1 flips at 1, leaving runs
// of 1, 3 and 2 (0 XOR 1 XOR 1 = 0), two forced moves, one for each.
func ExamplePosition_Line() {
	p, _ := flipgame.New("++++++-++")
	for _, st := range p.Line() {
		fmt.Println(flipgame.FlipGameII.Describe(st))
	}
	fmt.Println(flipgame.FlipGameII.Verdict(p.Solve()))
	// Output:
	// player 1 flips the ++ at 1 and 2
	// player 2 flips the ++ at 3 and 4
	// player 1 flips the ++ at 7 and 8
	// player 1 wins in 3 moves
}
