package mod3_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/mod3"
)

// TestConformance holds StoneGameIX to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) {
	gametest.Conformance(t, mod3.StoneGameIX, statement)
}

// statement is the problem's: the Constraints section of
// leetcode.com/problems/stone-game-ix, with the conditions beyond bounds each
// held to an instance that breaks only it.
var statement = gametest.Statement{Constraints: []string{"1 <= stones.length <= 10^5, 1 <= stones[i] <= 10^4"}}
