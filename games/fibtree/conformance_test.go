package fibtree_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/fibtree"
)

// TestConformance holds the game to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) { gametest.Conformance(t, fibtree.SubtreeRemoval, statement) }

// statement is the problem's: the Constraints section of
// leetcode.com/problems/subtree-removal-game-with-fibonacci-tree, with the conditions beyond bounds each
// held to an instance that breaks only it.
var statement = gametest.Statement{Constraints: []string{"1 <= n <= 100"}}
