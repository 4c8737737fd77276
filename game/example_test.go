package game_test

import (
	"fmt"

	"stonegame/game"
	"stonegame/games/ends"
)

// The oracle and the fast solver agree, and Analyze judges a move by the
// fast values of the position's options.
func ExampleAnalyze() {
	p, _ := ends.New([]int64{1, 5, 100, 7})
	fmt.Println("oracle:", game.Value(p), "fusion:", p.Value())
	for _, m := range p.Moves() {
		a, _ := game.Analyze(p, m)
		fmt.Printf("take %v: value %d, loses %d\n", m, a.Value, a.Loss())
	}
	// Output:
	// oracle: 89 fusion: 89
	// take left: value 89, loses 0
	// take right: value -89, loses 178
}
