package nim_test

import (
	"testing"

	"stonegame/game"
	"stonegame/game/gametest"
	"stonegame/games/nim"
)

// TestConformance holds the games of this package to the rules every
// game meets (gametest.Conformance).
func TestConformance(t *testing.T) {
	for _, g := range []*game.Spec{nim.NimGame, nim.GameOfNim, nim.CoinsInALine} {
		t.Run(g.Name, func(t *testing.T) { gametest.Conformance(t, g) })
	}
}
