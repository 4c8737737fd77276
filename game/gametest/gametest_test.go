package gametest_test

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"stonegame/game"
	"stonegame/game/gametest"
	"stonegame/games"
	"stonegame/games/nim"
)

// recorder is a testing.TB that keeps the failures it is told of, so
// that a test can check that a check fails.
type recorder struct {
	testing.TB
	errs []string
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

func (r *recorder) Fatalf(format string, args ...any) {
	r.Errorf(format, args...)
	runtime.Goexit()
}

// failures runs check with a recorder and returns what it reported.
func failures(t *testing.T, check func(tb testing.TB)) []string {
	r := &recorder{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		check(r)
	}()
	<-done
	return r.errs
}

// leaky is a position that hands out its own options, not a copy.
type leaky struct {
	game.Solvable
	opts []game.Option
}

func (l *leaky) Options() []game.Option {
	if l.opts == nil {
		l.opts = l.Solvable.Options()
	}
	return l.opts
}

// broken returns a copy of Game of Nim, with its own name, changed by
// change.
func broken(change func(g *game.Spec)) *game.Spec {
	g := *nim.GameOfNim
	g.Name, g.Aliases = "broken-nim", nil
	g.Params = append([]game.Param(nil), g.Params...)
	g.Examples = append([]game.Example(nil), g.Examples...)
	change(&g)
	return &g
}

// TestConformanceCatches: each rule the helper enforces fails a game that
// breaks it, with a message that says what to change; Game of Nim as it
// is passes them all.
func TestConformanceCatches(t *testing.T) {
	nimStatement := gametest.Statement{Constraints: []string{"1 <= piles.length <= 7, 1 <= piles[i] <= 7"}}
	if errs := failures(t, func(tb testing.TB) { gametest.Conformance(tb, nim.GameOfNim, nimStatement) }); len(errs) > 0 {
		t.Fatalf("game-of-nim fails: %q", errs)
	}
	// A game that takes piles of one stone only, but whose bounds allow
	// up to 7: a random instance of 8 piles is almost never one.
	onesOnly := func(ctx context.Context, args game.Args) (game.Solvable, error) {
		for i, x := range args[0].List() {
			if x != 1 {
				return nil, fmt.Errorf("piles[%d]: %d stones, not 1", i, x)
			}
		}
		return nim.GameOfNim.New(ctx, args)
	}
	for _, tc := range []struct {
		name  string
		g     *game.Spec
		check func(tb testing.TB, g *game.Spec)
		want  string
	}{
		{"incomplete spec", broken(func(g *game.Spec) { g.Answer = nil }), gametest.Contract, "broken-nim: "},
		{"wrong answer", broken(func(g *game.Spec) { g.Examples[1].Answer = "true" }), gametest.Contract, "answer false, want true"},
		{"example outside the constraints", broken(func(g *game.Spec) { g.Within = func(game.Args) error { return errors.New("never") } }), gametest.Contract, "outside the constraints: never"},
		{"example refused", broken(func(g *game.Spec) { g.New = onesOnly }), gametest.Contract, "example 2 (piles = [1,2,3]): does not start: piles[1]: 2 stones, not 1"},
		{"random draws refused", broken(func(g *game.Spec) { g.New, g.Generate = onesOnly, nil }), gametest.Random, "give the Spec a Generate"},
		{"limit not the solver's", broken(func(g *game.Spec) { g.Params[0].Limit = 8 }), gametest.Limits, "Start takes piles past its Limit 8"},
		{"limit within the constraint", broken(func(g *game.Spec) { g.Params[0].Limit = 5 }), gametest.Limits, "within LeetCode's constraint"},
		{"options that alias the state", broken(func(g *game.Spec) {
			g.New = func(ctx context.Context, args game.Args) (game.Solvable, error) {
				p, err := nim.GameOfNim.New(ctx, args)
				return &leaky{Solvable: p}, err
			}
		}), gametest.Aliasing, "after its hand-outs were changed it hands out"},
		{"constraints not the statement's", broken(func(g *game.Spec) { g.Params[0].Max = 8 }),
			func(tb testing.TB, g *game.Spec) { gametest.Constraints(tb, g, nimStatement) }, `piles's constraint is "1 <= piles.length <= 7, 1 <= piles[i] <= 8", the statement's "1 <= piles.length <= 7, 1 <= piles[i] <= 7"`},
		{"no statement given", broken(func(g *game.Spec) {}),
			func(tb testing.TB, g *game.Spec) { gametest.Conformance(tb, g, gametest.Statement{}) }, `gametest.Statement{Constraints: []string{"1 <= piles.length <= 7, 1 <= piles[i] <= 7"}}`},
		{"a statement's condition not enforced", broken(func(g *game.Spec) {}),
			func(tb testing.TB, g *game.Spec) {
				gametest.Constraints(tb, g, gametest.Statement{Constraints: nimStatement.Constraints, Extra: map[string]game.Args{"piles has an odd sum": {game.ListOf(1, 1)}}})
			}, `piles = [1,1] is accepted, which breaks "piles has an odd sum"`},
		{"a name of another kind", broken(func(g *game.Spec) { g.Params[0].Name = "n" }),
			func(tb testing.TB, g *game.Spec) { gametest.Clashes(tb, g, games.All()) }, "the parameter n is a list of integers, but nim-game's n is an integer"},
	} {
		errs := failures(t, func(tb testing.TB) { tc.check(tb, tc.g) })
		if !strings.Contains(strings.Join(errs, "\n"), tc.want) {
			t.Errorf("%s: got %q, want a failure that says %q", tc.name, errs, tc.want)
		}
	}
}

// TestPlain: LeetCode's powers of ten are written as numbers, as
// game.Param.Constraint writes them, and 2^31 is left alone.
func TestPlain(t *testing.T) {
	if got := gametest.Plain("-10^4 <= x <= 5 * 10^4"); got != "-10000 <= x <= 50000" {
		t.Errorf("got %q", got)
	}
	if got := gametest.Plain("1 <= n <= 2^31 - 1"); got != "1 <= n <= 2^31 - 1" {
		t.Errorf("got %q", got)
	}
}

// TestRoundTripsEveryKind: the round trips pass for a value of every
// parameter kind, a grid included (no built-in game has one), and fail
// for a value that does not read back as itself.
func TestRoundTripsEveryKind(t *testing.T) {
	g := broken(func(g *game.Spec) {
		g.Params = []game.Param{
			{Name: "row", Kind: game.List, Min: -5, Max: 5},
			{Name: "k", Kind: game.Int, Min: 0, Max: 9},
			{Name: "s", Kind: game.Text, Alphabet: "+-"},
			{Name: "graph", Kind: game.Grid, Min: 0, Max: 3},
		}
		g.Examples = []game.Example{{Args: game.Args{game.ListOf(-1, 0, 5), game.IntOf(7), game.TextOf("+-+"), game.GridOf([]int64{1, 2}, []int64{}, []int64{0})}}}
		g.Generate = nil
	})
	if errs := failures(t, func(tb testing.TB) { gametest.RoundTrips(tb, g) }); len(errs) > 0 {
		t.Errorf("every kind: %q", errs)
	}
	// An instance with a value of another kind than its parameter's does
	// not read back as itself.
	g.Examples[0].Args[1] = game.ListOf(7)
	if errs := failures(t, func(tb testing.TB) { gametest.RoundTrips(tb, g) }); len(errs) == 0 {
		t.Errorf("k = [7], a list for an integer parameter, reads back")
	}
}
