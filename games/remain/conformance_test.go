package remain_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/remain"
)

// TestConformance holds StoneGameVII to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) {
	gametest.Conformance(t, remain.StoneGameVII)
}
