package mod3_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/mod3"
)

// TestConformance holds StoneGameIX to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) {
	gametest.Conformance(t, mod3.StoneGameIX)
}
