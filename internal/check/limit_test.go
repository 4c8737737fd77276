package check

import (
	"context"
	"errors"
	"testing"

	"stonegame/game"
	"stonegame/internal/fakegame"
)

// limitErr is the error of a solver that gives up at one of its limits,
// as a rules file's does.
type limitErr struct{}

func (limitErr) Error() string { return "more than 100 positions, the position limit" }
func (limitErr) Limit() string { return "positions" }

// TestGenerateBeyondLimits: cases the solver gives up on at a limit are
// left out, the sizes drawn after one are halved, and the largest size
// drawn is reported; other errors still stop the generator.
func TestGenerateBeyondLimits(t *testing.T) {
	g := *fakegame.Pile
	g.New = func(ctx context.Context, args game.Args) (game.Solvable, error) {
		if args[0].Int() > 12 {
			return nil, limitErr{}
		}
		return fakegame.Pile.New(ctx, args)
	}
	cases, maxN, err := generate(&g, 40, 1, 30)
	if err != nil {
		t.Fatal(err)
	}
	if maxN > 12 || maxN < 6 {
		t.Errorf("got the largest size %d, want at most 12 and at least half of it", maxN)
	}
	if len(cases) != maxN {
		t.Errorf("got %d cases, want %d: every pile from 1 to the largest size", len(cases), maxN)
	}
	for _, c := range cases {
		if n := c.Args[0].Int(); n > int64(maxN) {
			t.Errorf("a case of %d, above the largest size %d", n, maxN)
		}
	}
	if cs, err := Generate(fakegame.Pile, 40, 1, 30); err != nil || len(cs) != 30 {
		t.Errorf("a solver within its limits: got %d cases (%v), want all 30 piles", len(cs), err)
	}
}

// faultErr is the error of a rules file's own mistake: a Limit method that
// names no limit.
type faultErr struct{}

func (faultErr) Error() string { return "pile.star:7:29: moves on state 9: floored division by zero" }
func (faultErr) Limit() string { return "" }

// TestGenerateSolverFault: a case the solver fails on by its own mistake
// (not a limit, not an instance it refuses) stops the generator with the
// error and the case, rather than every such case being left out.
func TestGenerateSolverFault(t *testing.T) {
	g := *fakegame.Pile
	g.New = func(ctx context.Context, args game.Args) (game.Solvable, error) {
		if args[0].Int() == 9 {
			return nil, faultErr{}
		}
		return fakegame.Pile.New(ctx, args)
	}
	_, _, err := generate(&g, 40, 1, 30)
	if !errors.As(err, new(faultErr)) {
		t.Fatalf("got %v, want the solver's error", err)
	}
	if want := "check: pile.star:7:29: moves on state 9: floored division by zero (the exact solver, on the case 9)"; err.Error() != want {
		t.Errorf("got %q, want %q", err, want)
	}
}
