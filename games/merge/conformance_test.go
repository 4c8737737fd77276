package merge_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/merge"
)

// TestConformance holds StoneGameVIII to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) {
	gametest.Conformance(t, merge.StoneGameVIII, statement)
}

// statement is the problem's: the Constraints section of
// leetcode.com/problems/stone-game-viii, with the conditions beyond bounds each
// held to an instance that breaks only it.
var statement = gametest.Statement{Constraints: []string{"2 <= stones.length <= 10^5, -10^4 <= stones[i] <= 10^4"}}
