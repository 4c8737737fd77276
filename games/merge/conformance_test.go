package merge_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games/merge"
)

// TestConformance holds StoneGameVIII to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) {
	gametest.Conformance(t, merge.StoneGameVIII)
}
