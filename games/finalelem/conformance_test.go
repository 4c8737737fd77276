package finalelem_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/finalelem"
)

// TestConformance holds the game to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) { gametest.Conformance(t, finalelem.FinalElement, statement) }

// statement is the problem's: the Constraints section of
// leetcode.com/problems/final-element-after-subarray-deletions, with the conditions beyond bounds each
// held to an instance that breaks only it.
var statement = gametest.Statement{Constraints: []string{"1 <= nums.length <= 10^5, 1 <= nums[i] <= 10^5"}}
