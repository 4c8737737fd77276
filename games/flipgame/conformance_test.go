package flipgame_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/flipgame"
)

// TestConformance holds FlipGameII to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) {
	gametest.Conformance(t, flipgame.FlipGameII)
}
