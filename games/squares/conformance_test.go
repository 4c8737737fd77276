package squares_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/squares"
)

// TestConformance holds StoneGameIV to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) {
	gametest.Conformance(t, squares.StoneGameIV, statement)
}

// statement is the problem's: the Constraints section of
// leetcode.com/problems/stone-game-iv, with the conditions beyond bounds each
// held to an instance that breaks only it.
var statement = gametest.Statement{Constraints: []string{"1 <= n <= 10^5"}}
