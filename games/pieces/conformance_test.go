package pieces_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/pieces"
)

// TestConformance holds the game to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) { gametest.Conformance(t, pieces.RemoveColoredPieces, statement) }

// statement is the problem's: the Constraints section of
// leetcode.com/problems/remove-colored-pieces-if-both-neighbors-are-the-same-color, with the conditions beyond bounds each
// held to an instance that breaks only it.
var statement = gametest.Statement{Constraints: []string{"1 <= colors.length <= 10^5, colors[i] is 'A' or 'B'"}}
