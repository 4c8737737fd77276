package catmouse2_test

import (
	"testing"

	"stonegame/game"
	"stonegame/game/gametest"
	"stonegame/games/catmouse2"
)

// TestConformance holds the game to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) { gametest.Conformance(t, catmouse2.CatAndMouseII) }

var _ game.Boarder = catmouse2.Position{}
