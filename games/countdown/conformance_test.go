package countdown_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/countdown"
)

// TestConformance holds StoneRemovalGame to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) {
	gametest.Conformance(t, countdown.StoneRemovalGame, statement)
}

// statement is the problem's: the Constraints section of
// leetcode.com/problems/stone-removal-game, with the conditions beyond bounds each
// held to an instance that breaks only it.
var statement = gametest.Statement{Constraints: []string{"1 <= n <= 50"}}
