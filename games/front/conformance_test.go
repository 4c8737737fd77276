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
	for _, c := range []struct {
		g  *game.Spec
		st gametest.Statement
	}{
		{front.StoneGameIII, gametest.Statement{Constraints: []string{"1 <= stoneValue.length <= 5 * 10^4, -1000 <= stoneValue[i] <= 1000"}}},
		{front.CoinsInALineII, gametest.Statement{Constraints: []string{"1 <= values.length, 0 <= values[i] <= 10^6"}}},
	} {
		t.Run(c.g.Name, func(t *testing.T) { gametest.Conformance(t, c.g, c.st) })
	}
}
