package split_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/split"
)

// TestConformance holds StoneGameV to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) {
	gametest.Conformance(t, split.StoneGameV)
}
