package split_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/split"
)

// TestConformance holds StoneGameV to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) {
	gametest.Conformance(t, split.StoneGameV, statement)
}

// statement is the problem's: the Constraints section of
// leetcode.com/problems/stone-game-v, with the conditions beyond bounds each
// held to an instance that breaks only it.
var statement = gametest.Statement{Constraints: []string{"1 <= stoneValue.length <= 500, 1 <= stoneValue[i] <= 10^6"}}
