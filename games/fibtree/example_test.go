package fibtree_test

import (
	"fmt"
	"strings"

	"stonegame/games/fibtree"
)

// The Grundy values of the Fibonacci trees, by the colon principle: 0
// exactly at k = 1, 7, 13, …, where the player to move loses.
func ExampleGrundy() {
	var gs []string
	for k := 1; k <= 13; k++ {
		gs = append(gs, fmt.Sprint(fibtree.Grundy(k)))
	}
	fmt.Println(strings.Join(gs, " "))
	p, _ := fibtree.New(3)
	for _, st := range p.Line() {
		fmt.Println(fibtree.SubtreeRemoval.Describe(st))
	}
	// Output:
	// 0 1 3 6 3 3 0 5 7 14 7 7 0
	// Alice cuts the subtree at RR
	// Bob cuts the subtree at L
	// Alice cuts the subtree at R
	// Bob removes the root
}
