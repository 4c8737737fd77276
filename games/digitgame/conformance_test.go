package digitgame_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/digitgame"
)

// TestConformance holds the game to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) { gametest.Conformance(t, digitgame.DigitGame) }
