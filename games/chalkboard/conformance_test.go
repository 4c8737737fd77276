package chalkboard_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/chalkboard"
)

// TestConformance holds the game to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) { gametest.Conformance(t, chalkboard.ChalkboardXORGame, statement) }

// statement is the problem's: the Constraints section of
// leetcode.com/problems/chalkboard-xor-game, with the conditions beyond bounds each
// held to an instance that breaks only it.
var statement = gametest.Statement{Constraints: []string{"1 <= nums.length <= 1000, 0 <= nums[i] <= 65535"}}
