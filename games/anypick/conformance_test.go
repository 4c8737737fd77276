package anypick_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/anypick"
)

// TestConformance holds StoneGameVI to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) {
	gametest.Conformance(t, anypick.StoneGameVI)
}
