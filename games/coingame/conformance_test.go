package coingame_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/coingame"
)

// TestConformance holds CoinGame to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) {
	gametest.Conformance(t, coingame.CoinGame)
}
