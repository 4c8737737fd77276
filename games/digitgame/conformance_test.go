package digitgame_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/digitgame"
)

// TestConformance holds the game to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) { gametest.Conformance(t, digitgame.DigitGame, statement) }

// statement is the problem's: the Constraints section of
// leetcode.com/problems/find-if-digit-game-can-be-won, with the conditions beyond bounds each
// held to an instance that breaks only it.
var statement = gametest.Statement{Constraints: []string{"1 <= nums.length <= 100, 1 <= nums[i] <= 99"}}
