package flipgame_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/flipgame"
)

// TestConformance holds FlipGameII to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) {
	gametest.Conformance(t, flipgame.FlipGameII, statement)
}

// statement is the problem's: the Constraints section of
// leetcode.com/problems/flip-game-ii, with the conditions beyond bounds each
// held to an instance that breaks only it.
var statement = gametest.Statement{Constraints: []string{"1 <= currentState.length <= 60, currentState[i] is '+' or '-'"}}
