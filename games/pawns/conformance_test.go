package pawns_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/pawns"
)

// TestConformance holds the game to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) { gametest.Conformance(t, pawns.KillAllPawns) }
