package coingame_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/coingame"
)

// TestConformance holds CoinGame to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) {
	gametest.Conformance(t, coingame.CoinGame, statement)
}

// statement is the problem's: the Constraints section of
// leetcode.com/problems/find-the-winning-player-in-coin-game, with the conditions beyond bounds each
// held to an instance that breaks only it.
var statement = gametest.Statement{Constraints: []string{"1 <= x <= 100", "1 <= y <= 100"}}
