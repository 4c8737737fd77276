package catmouse2_test

import (
	"testing"

	"stonegame/game"
	"stonegame/game/gametest"
	"stonegame/games/catmouse2"
)

// TestConformance holds the game to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) { gametest.Conformance(t, catmouse2.CatAndMouseII, statement) }

var _ game.Boarder = catmouse2.Position{}

// statement is the problem's: the Constraints section of
// leetcode.com/problems/cat-and-mouse-ii, with the conditions beyond bounds each
// held to an instance that breaks only it.
var statement = gametest.Statement{Constraints: []string{"1 <= grid.length <= 8, 1 <= grid[i].length <= 8, grid[i][j] is 'C', 'M', 'F', '.' or '#'", "1 <= catJump <= 8", "1 <= mouseJump <= 8"}, Extra: map[string]game.Args{
	"cols = grid[i].length":                                  {game.StringsOf("MCF", ".."), game.IntOf(1), game.IntOf(1)},
	"There is only one of each character 'C', 'M', and 'F'.": {game.StringsOf("MCFM"), game.IntOf(1), game.IntOf(1)},
}}
