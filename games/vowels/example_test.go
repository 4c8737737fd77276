package vowels_test

import (
	"fmt"

	"stonegame/games/vowels"
)

// LeetCode's first example: four vowels and consonants at both ends, so
// Alice cannot leave Bob a lone vowel; she removes one vowel ("le"), Bob
// two ("etco", the first substring he may remove), and she removes the
// rest ("der", one vowel). Indices are those of the string as given.
func ExamplePosition_Line() {
	p, _ := vowels.New("leetcoder")
	fmt.Println(vowels.VowelsGame.Verdict(p.Solve()))
	for _, st := range p.Line() {
		fmt.Println(vowels.VowelsGame.Describe(st))
	}
	// Output:
	// Alice wins in 3 moves
	// Alice removes letters 0 to 1
	// Bob removes letters 2 to 5
	// Alice removes letters 6 to 8
}
