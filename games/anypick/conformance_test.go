package anypick_test

import (
	"testing"

	"stonegame/game"
	"stonegame/game/gametest"
	"stonegame/games/anypick"
)

// TestConformance holds StoneGameVI to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) {
	gametest.Conformance(t, anypick.StoneGameVI, statement)
}

// statement is the problem's: the Constraints section of
// leetcode.com/problems/stone-game-vi, with the conditions beyond bounds each
// held to an instance that breaks only it.
var statement = gametest.Statement{Constraints: []string{"1 <= aliceValues.length <= 10^5, 1 <= aliceValues[i] <= 100", "1 <= bobValues.length <= 10^5, 1 <= bobValues[i] <= 100"}, Extra: map[string]game.Args{
	"n == aliceValues.length == bobValues.length": {game.ListOf(1, 2), game.ListOf(1)},
}}
