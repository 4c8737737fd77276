package wording_test

import (
	"testing"

	"stonegame/game"
	"stonegame/game/gametest"
	"stonegame/games/wording"
)

// TestConformance holds the game to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) { gametest.Conformance(t, wording.TheWordingGame, statement) }

// statement is the problem's: the Constraints section of
// leetcode.com/problems/the-wording-game, with the conditions beyond bounds each
// held to an instance that breaks only it.
var statement = gametest.Statement{Constraints: []string{"1 <= a.length <= 10^5, 1 <= a[i].length, a[i][j] is 'a' to 'z'", "1 <= b.length <= 10^5, 1 <= b[i].length, b[i][j] is 'a' to 'z'"}, Extra: map[string]game.Args{
	"a and b are lexicographically sorted.":           {game.StringsOf("b", "a"), game.StringsOf("c")},
	"All the words in a and b combined are distinct.": {game.StringsOf("a", "c"), game.StringsOf("c")},
}}
