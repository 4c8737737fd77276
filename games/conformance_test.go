package games_test

import (
	"testing"

	"stonegame/game/gametest"
	"stonegame/games"
)

// TestEveryGame holds every registered game to the contract of game.Spec
// (gametest.Contract): its official examples playable, its random
// instances valid, its parameters' round trips, its Limits, and no
// parameter name shared with another game's of another kind. Each game's
// own package runs the same check in its tests (gametest.Conformance),
// with its problem statement's constraints, which only it holds; this one
// also covers a game registered without such a test.
func TestEveryGame(t *testing.T) {
	for _, g := range games.All() {
		t.Run(g.Name, func(t *testing.T) {
			gametest.Contract(t, g)
		})
	}
}
