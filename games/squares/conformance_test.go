package squares_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/squares"
)

// TestConformance holds StoneGameIV to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) {
	gametest.Conformance(t, squares.StoneGameIV)
}
