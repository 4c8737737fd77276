package explain_test

import (
	"context"
	"strings"
	"testing"

	"stonegame/explain"
	"stonegame/game"
	"stonegame/games"
	"stonegame/internal/fakegame"
)

// fakegame.Bonus, a game with extra turns (an even sum moves again), is
// in the registry for the golden file testdata/fake-bonus-extra-turns.txtar.
func init() {
	if _, err := games.Register(fakegame.Bonus); err != nil {
		panic(err)
	}
}

// TestExtraTurns: an explanation of a game whose mover may move again
// follows the position's turn: the same player twice in the optimal game,
// a value that adds the next position's after an extra turn, and the
// words for it; no pass.
func TestExtraTurns(t *testing.T) {
	args := game.Args{game.ListOf(1, 2, 4, 3, 6, 1)}
	p, err := fakegame.Bonus.Start(context.Background(), args)
	if err != nil {
		t.Fatal(err)
	}
	e, err := explain.Build(fakegame.Bonus, args, p, nil)
	if err != nil {
		t.Fatal(err)
	}
	var players []game.Player
	for _, m := range e.Moves {
		players = append(players, m.Player)
	}
	if want := []game.Player{game.First, game.Second, game.Second, game.First}; !equal(players, want) {
		t.Errorf("the optimal game's players %v, want %v", players, want)
	}
	c := e.Moves[1].Choices[0] // Bob takes 4, an even sum: again
	if !c.Again || c.Value != c.Gain+c.RestValue || c.Value != 12 {
		t.Errorf("Bob's take 1: %+v, want an extra turn worth 4 + 8 = 12", c)
	}
	if e.Tree == nil || !e.Tree.Again {
		t.Error("the tree does not say that a move keeps the turn")
	}
	text := strings.Join(strings.Fields(string(e.Text(false))), " ")
	for _, w := range []string{"take 1: 4 + value(3 6 1) = 4 + 8 = 12 (optimal) ← played", "or plus the value of what it leaves when the same player moves again", "In one line, from Alice's side: 3 − 4 − 9 + 1 = −9."} {
		if !strings.Contains(text, w) {
			t.Errorf("the text does not say %q:\n%s", w, text)
		}
	}
	if strings.Contains(text, "pass") {
		t.Errorf("the text passes:\n%s", text)
	}
}

func equal(a, b []game.Player) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
