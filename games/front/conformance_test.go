package front_test

import (
	"testing"

	"stonegame/game"
	"stonegame/game/gametest"
	"stonegame/games/front"
)

// TestConformance holds the games of this package to the rules every
// game meets (gametest.Conformance).
func TestConformance(t *testing.T) {
	for _, g := range []*game.Spec{front.StoneGameIII, front.CoinsInALineII} {
		t.Run(g.Name, func(t *testing.T) { gametest.Conformance(t, g) })
	}
}
