package upto_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/upto"
)

// TestConformance holds StoneGameII to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) {
	gametest.Conformance(t, upto.StoneGameII, statement)
}

// statement is the problem's: the Constraints section of
// leetcode.com/problems/stone-game-ii, with the conditions beyond bounds each
// held to an instance that breaks only it.
var statement = gametest.Statement{Constraints: []string{"1 <= piles.length <= 100, 1 <= piles[i] <= 10^4"}}
