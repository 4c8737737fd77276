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
	for _, c := range []struct {
		g  *game.Spec
		st gametest.Statement
	}{
		{nim.NimGame, gametest.Statement{Constraints: []string{"1 <= n <= 2^31 - 1"}}},
		{nim.GameOfNim, gametest.Statement{Constraints: []string{"1 <= piles.length <= 7, 1 <= piles[i] <= 7"}}},
		{nim.CoinsInALine, gametest.Statement{Constraints: []string{"0 <= n <= 2^31 - 1"}}},
	} {
		t.Run(c.g.Name, func(t *testing.T) { gametest.Conformance(t, c.g, c.st) })
	}
}
