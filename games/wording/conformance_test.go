package wording_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/wording"
)

// TestConformance holds the game to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) { gametest.Conformance(t, wording.TheWordingGame) }
