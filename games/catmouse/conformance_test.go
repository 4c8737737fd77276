package catmouse_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"stonegame/game"
	"stonegame/game/gametest"
	"stonegame/games"
	"stonegame/games/catmouse"
)

// TestConformance holds the game to the rules every game meets
// (gametest.Conformance).
func TestConformance(t *testing.T) { gametest.Conformance(t, catmouse.CatAndMouse, statement) }

// The built-in game against the example rules file catmouse.star, solved
// by the rules engine's own retrograde analysis: the same result
// (winner and remoteness) and the same options on random graphs.
func TestRulesFile(t *testing.T) {
	ctx := context.Background()
	file, err := games.Open(ctx, "../../examples/rules/catmouse.star", games.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	g := catmouse.CatAndMouse
	r := rand.New(rand.NewPCG(3, 4))
	count := 60 // a few hundredths of a second: -short runs them all, so that draws are among them
	seen := map[game.Outcome]int{}
	for k := range count {
		args, err := g.Generate(r, 3+k%10)
		if err != nil {
			t.Fatal(err)
		}
		p, err := g.Start(ctx, args)
		if err != nil {
			t.Fatal(err)
		}
		q, err := file.Start(ctx, args)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := p.Solve(), q.Solve(); got.Winner() != want.Winner() || got.Winner() != game.Draw && got.Remoteness != want.Remoteness {
			t.Fatalf("%s: %+v, the rules file %+v", g.Notation(args), got, want)
		}
		seen[p.Solve().Winner()]++
		if got, want := g.Answer(p.Solve()), file.Answer(q.Solve()); got != want {
			t.Fatalf("%s: answer %v, the rules file's %v", g.Notation(args), got, want)
		}
		po, qo := p.Options(), q.Options()
		if len(po) != len(qo) {
			t.Fatalf("%s: %d options, the rules file %d", g.Notation(args), len(po), len(qo))
		}
		for i := range po {
			if po[i].Value != qo[i].Value {
				t.Fatalf("%s: option %d (%v) %+v, the rules file's (%v) %+v", g.Notation(args), i, po[i].Move, po[i], qo[i].Move, qo[i])
			}
		}
	}
	if len(seen) < 3 {
		t.Errorf("outcomes %v: want Mouse wins, Cat wins and draws among the graphs", seen)
	}
}

// statement is the problem's: the Constraints section of
// leetcode.com/problems/cat-and-mouse, with the conditions beyond bounds each
// held to an instance that breaks only it.
var statement = gametest.Statement{Constraints: []string{"3 <= graph.length <= 50, 1 <= graph[i].length <= 49, 0 <= graph[i][j] <= 49"}, Extra: map[string]game.Args{
	"graph[i][j] != i":                       {game.GridOf([]int64{1}, []int64{0, 1, 2}, []int64{1})},
	"graph[i] is unique.":                    {game.GridOf([]int64{1, 1}, []int64{0, 2}, []int64{1})},
	"The mouse and the cat can always move.": {game.GridOf([]int64{1, 2}, []int64{0}, []int64{0})},
	"the graph is undirected":                {game.GridOf([]int64{1, 3}, []int64{0, 2}, []int64{1, 3}, []int64{0})},
}}
