package ends_test

import (
	"testing"

	"stonegame/game"
	"stonegame/game/gametest"
	"stonegame/games/ends"
)

// TestConformance holds the games of this package to the rules every
// game meets (gametest.Conformance).
func TestConformance(t *testing.T) {
	for _, c := range []struct {
		g  *game.Spec
		st gametest.Statement
	}{
		{ends.PredictTheWinner, gametest.Statement{Constraints: []string{"1 <= nums.length <= 20, 0 <= nums[i] <= 10^7"}}},
		{ends.StoneGame, gametest.Statement{Constraints: []string{"2 <= piles.length <= 500, 1 <= piles[i] <= 500"}, Extra: map[string]game.Args{
			"piles.length is even":  {game.ListOf(1, 2, 2)},
			"sum(piles[i]) is odd.": {game.ListOf(1, 3)},
		}}},
		{ends.CoinsInALineIII, gametest.Statement{Constraints: []string{"1 <= values.length, 0 <= values[i] <= 10^6"}}},
	} {
		t.Run(c.g.Name, func(t *testing.T) { gametest.Conformance(t, c.g, c.st) })
	}
}
