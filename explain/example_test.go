package explain_test

import (
	"context"
	"fmt"

	"stonegame/explain"
	"stonegame/game"
	"stonegame/games"
)

func ExampleBuild() {
	g, _ := games.Lookup("stone-game")
	args := game.Args{game.ListOf(1, 5, 100, 7)}
	p, _ := g.Start(context.Background(), args)
	e, _ := explain.Build(g, args, p, nil)
	fmt.Println(e.Sum())
	fmt.Println(e.Verdict())
	for _, m := range e.Moves {
		fmt.Printf("%s takes %d from the %v; differential %d\n", g.Player(m.Player), m.Gain, m.Move, m.Diff)
	}
	// Output:
	// 1 − 5 + 100 − 7 = 89
	// Alice wins 101 to 12, so the answer is true
	// Alice takes 1 from the left; differential 1
	// Bob takes 5 from the left; differential -4
	// Alice takes 100 from the left; differential 96
	// Bob takes 7 from the left; differential 89
}

// Each move lists the value of every option: what it takes minus the value
// of what it leaves to the opponent. Here both ends are optimal for Bob.
func ExampleMove_choices() {
	g, _ := games.Lookup("stone-game")
	args := game.Args{game.ListOf(1, 5, 100, 7)}
	p, _ := g.Start(context.Background(), args)
	e, _ := explain.Build(g, args, p, nil)
	m := e.Moves[1]
	fmt.Printf("move %d, %s on %s:\n", m.Number, g.Player(m.Player), m.Before)
	for _, c := range m.Choices {
		fmt.Printf("take %v: %d - value(%s) = %d - (%d) = %d, optimal %v, played %v\n",
			c.Move, c.Gain, c.Rest, c.Gain, c.RestValue, c.Value, c.Optimal, c.Chosen)
	}
	// Output:
	// move 2, Bob on 5 100 7:
	// take left: 5 - value(100 7) = 5 - (93) = -88, optimal true, played true
	// take right: 7 - value(5 100) = 7 - (95) = -88, optimal true, played false
}

func ExampleExplanation_Render() {
	g, _ := games.Lookup("stone-game-vi")
	args := game.Args{game.ListOf(5, 4, 3, 2), game.ListOf(4, 1, 2, 3)}
	p, _ := g.Start(context.Background(), args)
	e, _ := explain.Build(g, args, p, nil)
	f, _ := explain.ParseFormat("markdown")
	md := e.Render(f, false)
	fmt.Println(len(md) > 0, e.Insight.Title, e.Result.Differential)
	// Output: true take the stones in decreasing a+b 4
}
