package divisor_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/divisor"
)

// TestConformance holds DivisorGame to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) {
	gametest.Conformance(t, divisor.DivisorGame, statement)
}

// statement is the problem's: the Constraints section of
// leetcode.com/problems/divisor-game, with the conditions beyond bounds each
// held to an instance that breaks only it.
var statement = gametest.Statement{Constraints: []string{"1 <= n <= 1000"}}
