package guess_test

import (
	"fmt"

	"stonegame/games/guess"
)

// LeetCode's first example: $16 guarantee a win on 1 to 10. Against the
// guesses 7 and 9 the picker's dearest answers are higher and higher;
// then only 10 is left, and the last guess costs nothing.
func ExamplePosition_Line() {
	p, _ := guess.New(10)
	fmt.Println(guess.GuessNumber.Answer(p.Solve()))
	for _, st := range p.Line() {
		fmt.Println(guess.GuessNumber.Describe(st))
	}
	// Output:
	// 16
	// Guesser guesses 7
	// Picker answers higher: the guesser pays 7
	// Guesser guesses 9
	// Picker answers higher: the guesser pays 9
}
