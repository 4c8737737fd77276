package guess_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/guess"
)

// TestConformance holds the game to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) { gametest.Conformance(t, guess.GuessNumber, statement) }

// statement is the problem's: the Constraints section of
// leetcode.com/problems/guess-number-higher-or-lower-ii, with the conditions beyond bounds each
// held to an instance that breaks only it.
var statement = gametest.Statement{Constraints: []string{"1 <= n <= 200"}}
