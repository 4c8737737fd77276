package countdown_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/countdown"
)

// TestConformance holds StoneRemovalGame to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) {
	gametest.Conformance(t, countdown.StoneRemovalGame)
}
