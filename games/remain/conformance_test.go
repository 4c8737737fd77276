package remain_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/remain"
)

// TestConformance holds StoneGameVII to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) {
	gametest.Conformance(t, remain.StoneGameVII, statement)
}

// statement is the problem's: the Constraints section of
// leetcode.com/problems/stone-game-vii, with the conditions beyond bounds each
// held to an instance that breaks only it.
var statement = gametest.Statement{Constraints: []string{"2 <= stones.length <= 1000, 1 <= stones[i] <= 1000"}}
