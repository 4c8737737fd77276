package rules_test

import (
	"context"
	"fmt"

	"stonegame/game"
	"stonegame/games/rules"
)

func ExampleLoad() {
	src := []byte(`
name = "my-flip-game"
params = [param("currentState", "string", alphabet = "+-", min_len = 1, max_len = 60)]

def start(currentState):
    return currentState

def moves(state):
    return [("flip %d" % i, state[:i] + "--" + state[i + 2:])
            for i in range(len(state) - 1) if state[i:i + 2] == "++"]
`)
	s, err := rules.Load(context.Background(), "flip.star", src, rules.Limits{})
	if err != nil {
		fmt.Println(err)
		return
	}
	p, err := s.Start(context.Background(), game.Args{game.TextOf("++++")})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.Verdict(p.Solve()), "->", s.Answer(p.Solve()))
	for _, o := range p.Options() {
		fmt.Printf("%v: value %+d, remoteness %d\n", o.Move, o.Value, o.Remoteness)
	}
	g, _ := p.(game.Impartial).Grundy()
	fmt.Println("Grundy value", g)
	// Output:
	// player 1 wins in 1 move -> true
	// flip 0: value -1, remoteness 1
	// flip 1: value +1, remoteness 0
	// flip 2: value -1, remoteness 1
	// Grundy value 2
}

func ExampleError() {
	src := []byte(`name = "bad"
params = [param("n", "integer")]
def start(n):
    return [n]
examples = [{"n": 4}]
def moves(state):
    return []
`)
	_, err := rules.Load(context.Background(), "bad.star", src, rules.Limits{})
	fmt.Println(err)
	// Output:
	// bad.star:3:1: start returned [4]: a list cannot be a state (a state must be hashable): use a tuple, tuple(x) (solving example 1: n = 4)
}
