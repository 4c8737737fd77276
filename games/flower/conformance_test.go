package flower_test

import (
	"context"
	"strings"
	"testing"

	"stonegame/explain"
	"stonegame/game"
	"stonegame/game/gametest"
	"stonegame/games/flower"
)

// TestConformance holds the game to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) { gametest.Conformance(t, flower.FlowerGame, statement) }

// A Solution states the count over games, not the result of the game
// played: the CLI, the web API and the stream solver answer through it.
func TestSolutionAnswer(t *testing.T) {
	g := flower.FlowerGame
	for _, ex := range g.Examples {
		p, err := g.Start(context.Background(), ex.Args)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range []bool{false, true} {
			if got := game.NewSolution(g, p, line).Answer().String(); got != ex.Answer {
				t.Errorf("%v (line %v): the solution's answer %s, want %s", ex.Args, line, got, ex.Answer)
			}
		}
	}
}

// explain states the count too, with the game played as its verdict.
func TestExplainAnswer(t *testing.T) {
	g := flower.FlowerGame
	args := g.Examples[0].Args
	p, err := g.Start(context.Background(), args)
	if err != nil {
		t.Fatal(err)
	}
	e, err := explain.Build(g, args, p, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := e.Answer.String(); got != "3" {
		t.Errorf("explain's answer %s, want 3", got)
	}
	if v := e.Verdict(); !strings.Contains(v, "Alice wins in 5 moves, so the answer is 3") {
		t.Errorf("explain's verdict %q", v)
	}
}

// statement is the problem's: the Constraints section of
// leetcode.com/problems/alice-and-bob-playing-flower-game, with the conditions beyond bounds each
// held to an instance that breaks only it.
var statement = gametest.Statement{Constraints: []string{"1 <= n <= 10^5", "1 <= m <= 10^5"}}
