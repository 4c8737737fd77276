package check

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"stonegame/game"
	"stonegame/games"
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
	cases, maxN, err := generate(&g, 40, 1, 30, 0)
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
	_, _, err := generate(&g, 40, 1, 30, 0)
	if !errors.As(err, new(faultErr)) {
		t.Fatalf("got %v, want the solver's error", err)
	}
	if want := "check: pile.star:7:29: moves on state 9: floored division by zero (the exact solver, on the case 9)"; err.Error() != want {
		t.Errorf("got %q, want %q", err, want)
	}
}

// The time limit is on CPU time: a solution that burns 300 ms of CPU per
// case fails case 1 under a 100 ms limit (the start is not a grace to
// hide in), one that sleeps 150 ms per case with no CPU passes it, and
// one that never answers is caught by the wall-clock backstop, reported
// as such.
func TestCPUTimeLimit(t *testing.T) {
	if !cpuLimits {
		t.Skip("CPU time limits need Linux")
	}
	defer func(g time.Duration, f int) { wallGrace, wallFactor = g, f }(wallGrace, wallFactor)
	wallGrace, wallFactor = 2*time.Second, 5 // the backstop at 2.5 s: 16 naps of 150 ms fit in it
	g := lookup(t, "predict-the-winner")
	tests := []struct {
		mode   string
		want   Kind // "" for a pass
		wall   bool
		detail string
	}{
		{"spin300", Timeout, false, "of CPU, past the limit of 100ms"},
		{"nap", "", false, ""},
		{"hang", Timeout, true, "of wall time: it sleeps or waits"},
	}
	for _, tt := range tests {
		t.Run(tt.mode, func(t *testing.T) {
			t.Parallel()
			prog := &Program{Argv: []string{"env", fakeEnv + "=" + tt.mode, os.Args[0]}, Dir: t.TempDir(), PerCase: true}
			rep, err := Run(context.Background(), Config{Game: g, Program: prog, Cases: 6, Seed: 2, MaxN: 8, Jobs: 1, TimeLimit: 100 * time.Millisecond})
			if err != nil {
				t.Fatal(err)
			}
			f := rep.Failure
			switch {
			case tt.want == "" && f != nil:
				t.Fatalf("got a %s (%s), want a pass", f.Kind, f.Detail)
			case tt.want == "":
				return
			case f == nil:
				t.Fatalf("got a pass, want a %s", tt.want)
			case f.Kind != tt.want || f.Wall != tt.wall || !strings.Contains(f.Detail, tt.detail):
				t.Fatalf("got a %s (wall %t: %s), want a %s (wall %t: %s)", f.Kind, f.Wall, f.Detail, tt.want, tt.wall, tt.detail)
			}
			if tt.mode == "spin300" && f.Index != 0 {
				t.Errorf("got the time-out on case %d, want it on case 1 (index 0)", f.Index)
			}
			if d := rep.Findings[0].Describe(); tt.wall && strings.Contains(d, "time limit exceeded") || !tt.wall && !strings.HasPrefix(d, "time limit exceeded: ") {
				t.Errorf("got %q: a wall-clock time-out is no time limit exceeded, a CPU one is", d)
			}
		})
	}
}

// A thread that ends between two readings takes its CPU time out of the
// sum of the live threads: the time between them is still never
// negative, and no less than the process's ticks say.
func TestCPUSampleSince(t *testing.T) {
	ms := time.Millisecond
	c0 := cpuSample{threads: map[string]time.Duration{"1": 100 * ms, "2": 1200 * ms}, ticks: 1300 * ms}
	tests := []struct {
		name string
		c    cpuSample
		want time.Duration
	}{
		{"threads ran", cpuSample{threads: map[string]time.Duration{"1": 150 * ms, "2": 1210 * ms}, ticks: 1360 * ms}, 60 * ms},
		{"a new thread", cpuSample{threads: map[string]time.Duration{"1": 150 * ms, "2": 1200 * ms, "3": 20 * ms}, ticks: 1370 * ms}, 70 * ms},
		{"a thread ended", cpuSample{threads: map[string]time.Duration{"1": 400 * ms}, ticks: 1900 * ms}, 590 * ms},
		{"nothing ran", c0, 0},
	}
	for _, tt := range tests {
		if got := tt.c.since(c0); got != tt.want {
			t.Errorf("%s: got %v, want %v", tt.name, got, tt.want)
		}
	}
}

// A rules file with LeetCode's bounds (10^5 characters) gets its cases
// within seconds, the sizes capped by counts (the engine's memory
// estimate, DefaultSolveMemory), never by a clock: the same seed gives
// the same cases, the same cap, at any load. It used to probe sizes from
// the top, for minutes and gigabytes, the cap set by a time limit that
// gave 43, 25 and 86 in three runs.
func TestGenerateRulesBounded(t *testing.T) {
	src, err := os.ReadFile("testdata/colors.star")
	if err != nil {
		t.Fatal(err)
	}
	g, err := games.Load(context.Background(), "colors.star", src, games.Limits{Memory: DefaultSolveMemory})
	if err != nil {
		t.Fatal(err)
	}
	n := 40
	if testing.Short() {
		n = 10
	}
	var first []Case
	var firstMax int
	for run := range 2 {
		cases, maxN, err := generate(g, n, 7, 0, DefaultSolveMemory)
		if err != nil {
			t.Fatal(err)
		}
		if maxN < 16 || maxN >= 100_000 {
			t.Fatalf("got the largest size %d, want one the solver solves, at least 16, below 10^5", maxN)
		}
		if len(cases) != n {
			t.Fatalf("got %d cases, want %d", len(cases), n)
		}
		if run == 0 {
			first, firstMax = cases, maxN
			continue
		}
		if maxN != firstMax {
			t.Errorf("the same seed capped the sizes at %d, then %d", firstMax, maxN)
		}
		for i := range cases {
			if !cases[i].Args.Equal(first[i].Args) {
				t.Fatalf("the same seed gave case %d %v, then %v", i, first[i].Args, cases[i].Args)
			}
		}
	}
}

// A balanced game needs its generate: Sum Game (1927) drawn within its
// bounds alone is nearly always Alice's plain win (an odd count of '?', or
// sums far apart); with the file's generate, a solution that misses Bob's
// wins fails within the default count of cases, and a right one passes.
// The cases are kept to 20 characters, whose exact solves are quick.
func TestSumGameGenerate(t *testing.T) {
	src, err := os.ReadFile("../../examples/rules/sum-game.star")
	if err != nil {
		t.Fatal(err)
	}
	g, err := games.Load(context.Background(), "sum-game.star", src, games.Limits{Memory: DefaultSolveMemory})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		file string
		want Kind // "" for a pass
	}{
		{"sum_game_wrong.py", Wrong},
		{"sum_game.py", ""},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			t.Parallel()
			prog := prepare(t, g, tt.file)
			rep, err := Run(context.Background(), Config{Game: g, Program: prog, Seed: 1, MaxN: 20, Jobs: 2, ShrinkBudget: 20 * time.Second})
			if err != nil {
				t.Fatal(err)
			}
			switch f := rep.Failure; {
			case tt.want == "" && f != nil:
				t.Errorf("got a %s on %s (%s), want a pass of %d cases", f.Kind, f.Case.Args, f.Detail, rep.Total)
			case tt.want != "" && (f == nil || f.Kind != tt.want):
				t.Errorf("got %+v, want a %s within %d cases", f, tt.want, rep.Total)
			case tt.want != "":
				t.Logf("%s on %s (case %d of %d, shrunk from %s)", f.Kind, f.Case.Args, f.Index+1, rep.Total, rep.Findings[0].Original)
			}
		})
	}
}
