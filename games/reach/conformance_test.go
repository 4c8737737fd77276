package reach_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/reach"
)

// TestConformance holds CanIWin to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) {
	gametest.Conformance(t, reach.CanIWin)
}
