package games

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
)

// TestStepsAgreeWithLine holds every game whose positions are game.Steppers
// to the contract: Steps yields Line's steps, in order, from the start and
// from a position along the line, and stops when yield says so.
func TestStepsAgreeWithLine(t *testing.T) {
	steppers := 0
	for _, g := range All() {
		p, err := g.Start(context.Background(), g.Examples[0].Args)
		if err != nil {
			t.Fatalf("%s: %v", g.Name, err)
		}
		if _, ok := p.(game.Stepper); !ok {
			continue
		}
		steppers++
		t.Run(g.Name, func(t *testing.T) {
			rapid.Check(t, func(rt *rapid.T) {
				p, err := g.Start(context.Background(), smallArgs(rt, g))
				if err != nil && g.Generate != nil {
					// Bounds alone rarely make a valid instance (a grid
					// with one cat): the game's own drawer does.
					seed := rapid.Uint64().Draw(rt, "seed")
					var args game.Args
					if args, err = g.Generate(rand.New(rand.NewPCG(seed, 1)), rapid.IntRange(1, 24).Draw(rt, "size")); err == nil {
						p, err = g.Start(context.Background(), args)
					}
				}
				if err != nil {
					rt.Skip(err)
				}
				line := p.Line()
				// A position along the line: Steps must continue from it.
				j := rapid.IntRange(0, len(line)).Draw(rt, "moves played")
				for _, st := range line[:j] {
					_, q, err := game.Apply(p, st.Move)
					if err != nil {
						rt.Fatalf("move %v: %v", st.Move, err)
					}
					p = q
				}
				want := p.Line()
				var got game.Line
				for st := range game.Steps(p) {
					got = append(got, st)
				}
				if len(got) != len(want) {
					rt.Fatalf("got %d steps, want %d (Line's)", len(got), len(want))
				}
				for k := range got {
					if got[k] != want[k] {
						rt.Fatalf("step %d: got %+v, want %+v", k+1, got[k], want[k])
					}
				}
				if n := game.CountSteps(p); n != len(want) {
					rt.Fatalf("CountSteps: got %d, want %d", n, len(want))
				}
				stop := rapid.IntRange(0, len(want)).Draw(rt, "stop after")
				taken := 0
				for range game.Steps(p) {
					if taken == stop {
						break
					}
					taken++
				}
				if taken != stop {
					rt.Fatalf("stopping after %d steps took %d", stop, taken)
				}
			})
		})
	}
	if steppers < 5 {
		t.Errorf("got %d games with Steps, want at least 5 (ends' three, remain, nim, coins, divisor)", steppers)
	}
}

// smallArgs draws an instance of g within its parameters' bounds, small:
// lists, strings and grids of up to 24 items of magnitude at most 1000,
// integers up to 2000, each made by the core's Param.Make.
func smallArgs(rt *rapid.T, g *game.Spec) game.Args {
	args := make(game.Args, len(g.Params))
	n := -1 // lists of one game have the same length
	for k, q := range g.Params {
		lo, hi, own := q.Sizes()
		size := 0
		switch {
		case own:
			size = rapid.IntRange(max(lo, 0), max(min(hi, 2000), lo, 0)).Draw(rt, q.Name)
		case n < 0:
			most := 24
			if hi >= 0 {
				most = min(most, hi)
			}
			n = rapid.IntRange(max(lo, 1), max(most, lo, 1)).Draw(rt, "length")
			size = n
		default:
			size = n
		}
		args[k] = q.Make(size, func(slot game.Slot, lo, hi int64, i int) int64 {
			if slot == game.Item {
				lo, hi = max(lo, -1000), min(hi, 1000)
			}
			return rapid.Int64Range(lo, max(hi, lo)).Draw(rt, fmt.Sprintf("%s[%d]", q.Name, i))
		})
	}
	return args
}
