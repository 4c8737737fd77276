package divisor_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/divisor"
)

// TestConformance holds DivisorGame to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) {
	gametest.Conformance(t, divisor.DivisorGame)
}
