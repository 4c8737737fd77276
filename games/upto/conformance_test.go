package upto_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/upto"
)

// TestConformance holds StoneGameII to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) {
	gametest.Conformance(t, upto.StoneGameII)
}
