package games

import (
	"context"
	"testing"

	"stonegame/game"
)

// TestLimits: every parameter Limit (what the reader refuses past, as it
// reads) says why, lies past LeetCode's constraint (unless the game's
// positions grow exponentially with it), and is the solver's
// own: the game's Start refuses a value just past it. Lists are made of
// copies of the first example's first number; a limit past 10^5 numbers
// is left out (front's 10^8 stones would take 800 MB).
func TestLimits(t *testing.T) {
	limits := 0
	for _, g := range All() {
		for k, p := range g.Params {
			if p.Limit <= 0 {
				continue
			}
			limits++
			if p.LimitWhy == "" {
				t.Errorf("%s: %s has a Limit but no LimitWhy", g.Name, p.Name)
			}
			// A game whose position grows exponentially with its
			// parameter (Options O(2^n): order(n) of the Fibonacci tree
			// game has F(n+2) − 1 nodes, each a move) may stop within
			// LeetCode's constraint; its LimitWhy says so.
			exp := g.OptionsCost == game.Exponential
			if !exp && (p.Kind == game.Int && p.Limit < p.Max || p.Kind != game.Int && p.MaxLen > 0 && p.Limit < int64(p.MaxLen)) {
				t.Errorf("%s: %s's Limit %d is within LeetCode's constraint %s", g.Name, p.Name, p.Limit, p.Constraint())
			}
			if p.Kind != game.Int && p.Limit > 1e5 && p.Kind != game.Text {
				continue
			}
			args := g.Examples[0].Args.Clone()
			switch p.Kind {
			case game.Int:
				args[k] = game.IntOf(p.Limit + 1)
			case game.Text:
				s := args[k].Text()
				for int64(len(s)) <= p.Limit {
					s += s
				}
				args[k] = game.TextOf(s[:p.Limit+1])
			case game.List:
				xs := make([]int64, p.Limit+1)
				for i := range xs {
					xs[i] = args[k].List()[0]
				}
				args[k] = game.ListOf(xs...)
			default:
				t.Errorf("%s: no test of a Limit on %s", g.Name, p.Kind)
				continue
			}
			if _, err := g.Start(context.Background(), args); err == nil {
				t.Errorf("%s: Start takes %s past its Limit %d", g.Name, p.Name, p.Limit)
			}
		}
	}
	if limits < 10 {
		t.Errorf("got %d parameters with a Limit, want 10 or more (II, III, IV, V, divisor, can-i-win's two, game-of-nim, coins-in-a-line-ii, flip-game-ii)", limits)
	}
}
