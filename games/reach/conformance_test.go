package reach_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/reach"
)

// TestConformance holds CanIWin to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) {
	gametest.Conformance(t, reach.CanIWin, statement)
}

// statement is the problem's: the Constraints section of
// leetcode.com/problems/can-i-win, with the conditions beyond bounds each
// held to an instance that breaks only it.
var statement = gametest.Statement{Constraints: []string{"1 <= maxChoosableInteger <= 20", "0 <= desiredTotal <= 300"}}
