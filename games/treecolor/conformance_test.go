package treecolor_test

import (
	"testing"

	"stonegame/game"
	"stonegame/game/gametest"
	"stonegame/games/treecolor"
)

// TestConformance holds the game to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) {
	gametest.Conformance(t, treecolor.BinaryTreeColoringGame, statement)
}

// statement is the problem's: the Constraints section of
// leetcode.com/problems/binary-tree-coloring-game, with the conditions beyond bounds each
// held to an instance that breaks only it.
var statement = gametest.Statement{Constraints: []string{"the number of nodes of root is in the range [1, 100], the values of its n nodes are 1 to n, each once", "1 <= n <= 100", "1 <= x <= 100"}, Extra: map[string]game.Args{
	"The number of nodes in the tree is n.": {game.TreeOf(game.TreeNode{Val: 1, Left: -1, Right: -1}), game.IntOf(3), game.IntOf(1)},
	"1 <= x <= n <= 100":                    {game.TreeOf(game.TreeNode{Val: 1, Left: -1, Right: -1}), game.IntOf(1), game.IntOf(2)},
	"n is odd.":                             {game.TreeOf(game.TreeNode{Val: 1, Left: 1, Right: -1}, game.TreeNode{Val: 2, Left: -1, Right: -1}), game.IntOf(2), game.IntOf(1)},
}}
