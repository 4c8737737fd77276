package vowels_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/vowels"
)

// TestConformance holds the game to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) { gametest.Conformance(t, vowels.VowelsGame, statement) }

// statement is the problem's: the Constraints section of
// leetcode.com/problems/vowels-game-in-a-string, with the conditions beyond bounds each
// held to an instance that breaks only it.
var statement = gametest.Statement{Constraints: []string{"1 <= s.length <= 10^5, s[i] is 'a' to 'z'"}}
