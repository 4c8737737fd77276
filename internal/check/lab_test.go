package check

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// fakeProgram is the test binary as a solution of game (one list) that
// behaves as mode says (see fake).
func fakeProgram(t *testing.T, game, mode string) *Program {
	t.Helper()
	t.Setenv(fakeEnv, mode)
	t.Setenv(fakeGameEnv, game)
	return &Program{Argv: []string{os.Args[0]}, Dir: t.TempDir(), PerCase: true}
}

// A greedy stone-game-vii fails on large cases whose failure depends on
// the differences of the values: every seed shrinks to at most 4 stones
// of at most 10, where removing items alone left [744,3,1,743] (seed 6).
func TestShrinkToSmallValues(t *testing.T) {
	g := lookup(t, "stone-game-vii")
	prog := fakeProgram(t, "stone-game-vii", "greedyvii")
	seeds := []uint64{1, 2, 3, 4, 5, 6, 7, 8}
	if testing.Short() {
		seeds = seeds[:3]
	}
	for _, seed := range seeds {
		rep, err := Run(context.Background(), Config{Game: g, Program: prog, Cases: 200, Seed: seed, Jobs: 2})
		if err != nil {
			t.Fatal(err)
		}
		if len(rep.Findings) != 1 {
			t.Fatalf("seed %d: got %d findings, want 1", seed, len(rep.Findings))
		}
		fd := rep.Findings[0]
		stones := fd.Case.Args[0].List()
		big := false
		for _, x := range stones {
			big = big || x > 10
		}
		if fd.Kind != Wrong || len(stones) > 4 || big || fd.Shrunk < LocallyMinimal {
			t.Errorf("seed %d: got %s %v (%s, from %v), want a wrong answer on at most 4 stones of at most 10, locally minimal",
				seed, fd.Kind, stones, fd.Shrunk, fd.Original)
		}
	}
}

// An exponential solution that is right is caught by the speed hunt as
// too slow, its growth told apart from a polynomial one; a quadratic one
// passes, fitted as O(n^2).
func TestSpeed(t *testing.T) {
	if testing.Short() {
		t.Skip("runs ladders of sizes, several seconds")
	}
	defer func(d time.Duration) { startGrace = d }(startGrace)
	startGrace = 500 * time.Millisecond // the fake starts at once
	tests := []struct {
		game, mode string
		cases      int
		limit      time.Duration
		growth     string
		fails      bool
	}{
		// 2^n µs: 1 ms at n = 10, 1 s at LeetCode's largest, 20. The one
		// generated case, the smallest, passes.
		{"predict-the-winner", "exp", 1, 300 * time.Millisecond, "exponential", true},
		// n²·20 ns: 20 ms at LeetCode's largest, 1000.
		{"stone-game-vii", "square", 20, 2 * time.Second, "O(n^2)", false},
	}
	for _, tt := range tests {
		t.Run(tt.mode, func(t *testing.T) {
			g := lookup(t, tt.game)
			prog := fakeProgram(t, tt.game, tt.mode)
			rep, err := Run(context.Background(), Config{Game: g, Program: prog, Cases: tt.cases, Seed: 1, Jobs: 2, TimeLimit: tt.limit, Speed: true})
			if err != nil {
				t.Fatal(err)
			}
			sp := rep.Speed
			if sp == nil || len(sp.Rungs) < 3 {
				t.Fatalf("got the speed report %+v, want a ladder", sp)
			}
			if sp.Growth != tt.growth {
				t.Errorf("got growth %q (k = %.2f) on %+v, want %q", sp.Growth, sp.Exponent, sp.Rungs, tt.growth)
			}
			for i := 1; i < len(sp.Rungs); i++ {
				if sp.Rungs[i].N <= sp.Rungs[i-1].N {
					t.Errorf("rungs out of order: %d after %d", sp.Rungs[i].N, sp.Rungs[i-1].N)
				}
			}
			switch {
			case tt.fails && (rep.Failure == nil || rep.Failure.Kind != Timeout || rep.Findings[0].Speed == ""):
				for _, fd := range rep.Findings {
					t.Logf("finding: %s on %v (%s), speed %q", fd.Kind, fd.Case.Args, fd.Detail, fd.Speed)
				}
				t.Errorf("got %d findings, want a time-out of the speed hunt", len(rep.Findings))
			case !tt.fails && rep.Failure != nil:
				t.Errorf("got a %s (%s), want a pass", rep.Failure.Kind, rep.Failure.Detail)
			case !tt.fails && (!sp.Measured || sp.Estimate <= 0 || sp.Estimate > tt.limit.Seconds()):
				t.Errorf("got the time at n = %d %v (measured %t), want one measured within the limit", sp.MaxN, sp.Estimate, sp.Measured)
			}
		})
	}
}

// A case past the memory limit is a memory failure with its peak; the
// same solution passes with room.
func TestMemoryLimit(t *testing.T) {
	if !MemorySupported() {
		t.Skip("memory limits are Linux's")
	}
	g := lookup(t, "predict-the-winner")
	prog := fakeProgram(t, "predict-the-winner", "hog") // 100 MB on a list of more than 3
	cfg := Config{Game: g, Program: prog, Cases: 30, Seed: 1, MaxN: 8, Jobs: 1, MemoryLimit: 64 << 20,
		TimeLimit: 10 * time.Second} // touching 100 MB is slow on a loaded machine
	rep, err := Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	f := rep.Failure
	if f == nil || f.Kind != Memory || f.Peak <= 64<<20 || f.Case.Args[0].Len() <= 3 {
		t.Fatalf("got %+v, want a memory failure past 64 MiB on a list of more than 3", f)
	}
	if rep.Findings[0].Shrunk != NotShrunk {
		t.Errorf("got a memory failure %s, want it not shrunk", rep.Findings[0].Shrunk)
	}
	cfg.MemoryLimit = 1 << 30
	if rep, err := Run(context.Background(), cfg); err != nil || rep.Failure != nil {
		t.Errorf("with 1 GiB: got %v, %+v; want a pass", err, rep.Failure)
	}
}

// A finding is saved to the corpus and replayed first by the next run,
// whatever its seed; once fixed, it passes and stays until pruned, with
// a file that holds no case of the game.
func TestCorpus(t *testing.T) {
	g := lookup(t, "predict-the-winner")
	c := &Corpus{Dir: filepath.Join(t.TempDir(), "cases")}
	run := func(mode string, seed uint64, prune bool) *Report {
		t.Helper()
		prog := fakeProgram(t, "predict-the-winner", mode)
		rep, err := Run(context.Background(), Config{Game: g, Program: prog, Cases: 30, Seed: seed, MaxN: 8, Jobs: 2, Corpus: c, Prune: prune})
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	rep := run("tie", 2, false) // wrong on a tie: shrinks to [0]
	if len(rep.Findings) != 1 || rep.Findings[0].Replayed || rep.Findings[0].File == "" {
		t.Fatalf("first run: got %+v, want one finding saved", rep.Findings)
	}
	file := rep.Findings[0].File
	if data, err := os.ReadFile(file); err != nil || string(data) != "[0]\n" {
		t.Fatalf("the corpus file holds %q (%v), want the case [0]", data, err)
	}
	rep = run("tie", 99, false)
	if rep.Saved != 1 || len(rep.Findings) != 1 || !rep.Findings[0].Replayed || rep.Findings[0].File != file || rep.Ran != 0 {
		t.Errorf("second run: got %d saved, %d ran, findings %+v; want the saved case replayed first", rep.Saved, rep.Ran, rep.Findings)
	}
	bad := filepath.Join(c.Dir, "bad.txt")
	if err := os.WriteFile(bad, []byte("[1,2,x]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	rep = run("right", 2, false)
	if rep.Failure != nil || rep.Replayed != 1 || len(rep.Unreadable) != 1 || rep.Unreadable[0].File != bad {
		t.Errorf("fixed: got %+v, %d replayed, unreadable %v; want a pass that replayed the saved case and skipped bad.txt", rep.Failure, rep.Replayed, rep.Unreadable)
	}
	if _, err := os.Stat(file); err != nil {
		t.Errorf("a case that passes left the corpus without prune: %v", err)
	}
	rep = run("right", 2, true)
	if len(rep.Pruned) != 1 || rep.Pruned[0] != file || len(rep.Removed) != 1 || rep.Removed[0].File != bad {
		t.Errorf("prune: got %v pruned, %v removed; want the saved case pruned and bad.txt removed", rep.Pruned, rep.Removed)
	}
	if saved, bad, err := c.Load(g); err != nil || len(saved)+len(bad) != 0 {
		t.Errorf("after prune: got %v, %v, %v; want an empty corpus", saved, bad, err)
	}
}

// A value that may vary is said in a sentence, with what was not tried.
func TestVaryString(t *testing.T) {
	tests := []struct {
		v    Vary
		want string
	}{
		{Vary{Place: "stones[2]", From: "0", To: "5"}, "stones[2] may be any value from 0 to 5: it still fails"},
		{Vary{Place: "desiredTotal", From: "2", To: "18", More: true}, "desiredTotal may be any value from 2 to 18 or more: it still fails"},
		{Vary{Place: "n", From: "4", To: "8", Less: true, Gaps: true}, "n may be any value the constraints allow from 4 or less to 8: it still fails"},
	}
	for _, tt := range tests {
		if got := tt.v.String(); got != tt.want {
			t.Errorf("got %q, want %q", got, tt.want)
		}
	}
}
