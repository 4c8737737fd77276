package sumgame_test

import (
	"testing"

	"stonegame/game"
	"stonegame/game/gametest"
	"stonegame/games/sumgame"
)

// TestConformance holds the game to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) { gametest.Conformance(t, sumgame.SumGame, statement) }

// statement is the problem's: the Constraints section of
// leetcode.com/problems/sum-game, with the conditions beyond bounds each
// held to an instance that breaks only it.
var statement = gametest.Statement{Constraints: []string{"2 <= num.length <= 10^5, num[i] is '0' to '9' or '?'"}, Extra: map[string]game.Args{
	"num.length is even.": {game.TextOf("1?3")},
}}
