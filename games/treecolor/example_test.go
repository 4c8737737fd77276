package treecolor_test

import (
	"fmt"

	"stonegame/games/treecolor"
)

// Alice holds 3, the root's right child, in a tree of 11 nodes: Bob
// picks a node, and each move after it is valued by the race on the path
// between the colours. Picking 1, 2, 4 or 5 wins.
func ExamplePosition_Options() {
	p, _ := treecolor.New(treecolor.Level(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11), 11, 3)
	for _, o := range p.Options()[:6] {
		fmt.Println(o.Move, o.Value)
	}
	fmt.Println(p.Final())
	// Output:
	// node 1 1
	// node 2 1
	// node 4 1
	// node 5 1
	// node 6 -1
	// node 7 -1
	// 8 3
}
