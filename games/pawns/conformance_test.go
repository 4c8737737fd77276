package pawns_test

import (
	"testing"

	"stonegame/game"
	"stonegame/game/gametest"
	"stonegame/games/pawns"
)

// TestConformance holds the game to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) { gametest.Conformance(t, pawns.KillAllPawns, statement) }

// statement is the problem's: the Constraints section of
// leetcode.com/problems/maximum-number-of-moves-to-kill-all-pawns, with the conditions beyond bounds each
// held to an instance that breaks only it.
var statement = gametest.Statement{Constraints: []string{"0 <= kx <= 49", "0 <= ky <= 49", "1 <= positions.length <= 15, 2 <= positions[i].length <= 2, 0 <= positions[i][j] <= 49"}, Extra: map[string]game.Args{
	"positions[i] are unique.":                                    {game.IntOf(0), game.IntOf(0), game.GridOf([]int64{1, 2}, []int64{1, 2})},
	"positions[i] != [kx, ky] for all 0 <= i < positions.length.": {game.IntOf(3), game.IntOf(4), game.GridOf([]int64{3, 4})},
}}
