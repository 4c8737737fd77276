package check

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"stonegame/game"
	"stonegame/games"
)

// toolchain skips t when lang's toolchain is missing, saying how to
// install it; with STONEGAME_REQUIRE_TOOLCHAINS=1 (CI) it fails instead.
func toolchain(t *testing.T, file string) {
	t.Helper()
	lang, ok := LanguageOf(file)
	if !ok {
		t.Fatalf("%s: no language", file)
	}
	if tool := lang.Missing(); tool != "" {
		msg := lang.Name + " needs " + tool + ", which is not installed: " + lang.Install
		if os.Getenv("STONEGAME_REQUIRE_TOOLCHAINS") == "1" {
			t.Fatal(msg + " (STONEGAME_REQUIRE_TOOLCHAINS=1)")
		}
		t.Skip(msg)
	}
}

func lookup(t *testing.T, name string) *game.Spec {
	t.Helper()
	g, err := games.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// prepare prepares testdata/file. A Go file without a package clause, as
// LeetCode shows it, is stored as FILE.leetcode (gofmt would refuse it).
func prepare(t *testing.T, g *game.Spec, file string) *Program {
	t.Helper()
	toolchain(t, file)
	path := filepath.Join("testdata", file)
	if src, err := os.ReadFile(path + ".leetcode"); err == nil {
		path = filepath.Join(t.TempDir(), file)
		if err := os.WriteFile(path, src, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	prog, err := Prepare(context.Background(), g, path, t.TempDir(), testCompileLimit)
	if err != nil {
		t.Fatal(err)
	}
	return prog
}

// answers runs prog on args alone and returns the failure, if any: a
// reported case must really fail.
func rerun(t *testing.T, g *game.Spec, prog *Program, args game.Args) *Failure {
	t.Helper()
	want, err := expected(g, args)
	if err != nil {
		t.Fatal(err)
	}
	r, err := runBatch(context.Background(), g, prog, []Case{{Args: args, Expected: want}}, runOpts{limit: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.wrong) > 0 {
		return r.wrong[0]
	}
	return r.stop
}

// Every deliberately wrong solution is caught, and its case shrunk to a
// small one that is within the constraints, really fails, and is minimal.
func TestWrongSolutionsCaught(t *testing.T) {
	t.Parallel()
	tests := []struct {
		file, game string
		cases      int
		maxN       int
		maxItems   int    // the shrunk case has at most this many numbers
		want       string // the shrunk case, in LeetCode's form, when it is known
		minimal    bool   // the shrinker must finish
	}{
		{"greedy.py", "predict-the-winner", 100, 8, 4, "", true},
		{"strict.js", "predict-the-winner", 20, 8, 1, "[0]\n", true},
		{"ii_no_m.cpp", "stone-game-ii", 60, 8, 8, "", true},
		{"notie.java", "stone-game-iii", 40, 8, 1, "[0]\n", true},
		{"ix_wrong.go", "stone-game-ix", 60, 8, 4, "", true},
		{"overflow.cpp", "coins-in-a-line-iii", 20, 2200, 2200, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			t.Parallel()
			g := lookup(t, tt.game)
			prog := prepare(t, g, tt.file)
			cfg := Config{Game: g, Program: prog, Cases: tt.cases, Seed: 7, MaxN: tt.maxN, Jobs: 2, TimeLimit: 5 * time.Second}
			if !tt.minimal {
				cfg.ShrinkBudget = 4 * time.Second
			}
			rep, err := Run(context.Background(), cfg)
			if err != nil {
				t.Fatal(err)
			}
			f := rep.Failure
			if f == nil {
				t.Fatalf("got every case passing, want a wrong answer")
			}
			if f.Kind != Wrong {
				t.Fatalf("got a %s (%s, stderr %q), want a wrong answer", f.Kind, f.Detail, f.Stderr)
			}
			if err := valid(g, f.Case.Args, tt.maxN); err != nil {
				t.Errorf("the shrunk case %v breaks the constraints: %v", f.Case.Args, err)
			}
			items := 0
			for _, a := range f.Case.Args {
				items += a.Numbers()
			}
			if items > tt.maxItems {
				t.Errorf("got a case of %d numbers, want at most %d: %v", items, tt.maxItems, f.Case.Args)
			}
			if got := string(AppendCase(nil, g, f.Case.Args)); tt.want != "" && got != tt.want {
				t.Errorf("got the case %q, want %q", got, tt.want)
			}
			if fd := rep.Findings[0]; tt.minimal && fd.Shrunk < LocallyMinimal {
				t.Errorf("got a case that may not be locally minimal after %d steps", fd.Shrinks)
			}
			if again := rerun(t, g, prog, f.Case.Args); again == nil || again.Kind != Wrong {
				t.Errorf("the shrunk case %v does not fail when run alone: %+v", f.Case.Args, again)
			}
			if f.GotAnswer == f.Case.Expected {
				t.Errorf("got %v, the expected answer, reported as wrong", f.GotAnswer)
			}
			if tt.minimal {
				// No single allowed change of the minimal case still fails.
				for c := range candidates(g, f.Case.Args, tt.maxN) {
					if again := rerun(t, g, prog, c.Args); again != nil && again.Kind == Wrong {
						t.Errorf("the change %v of the minimal case %v still fails", c.Args, f.Case.Args)
						break
					}
				}
			}
		})
	}
}

// Right solutions pass in every language.
func TestRightSolutionsPass(t *testing.T) {
	t.Parallel()
	tests := []struct {
		file, game string
		cases      int
		maxN       int
	}{
		{"ptw.py", "predict-the-winner", 60, 0},
		{"iii.py", "stone-game-iii", 60, 40},
		{"ptw.js", "predict-the-winner", 60, 0},
		{"iv.cpp", "stone-game-iv", 60, 2000},
		{"vi.java", "stone-game-vi", 60, 50},
		{"vii.go", "stone-game-vii", 60, 0},
		// A string and a grid, in every language.
		{"walk.py", "fake-walk", 40, 0},
		{"walk.js", "fake-walk", 40, 0},
		{"walk.go", "fake-walk", 40, 0},
		{"walk.cpp", "fake-walk", 40, 0},
		{"walk.java", "fake-walk", 40, 0},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			t.Parallel()
			g := lookup(t, tt.game)
			prog := prepare(t, g, tt.file)
			rep, err := Run(context.Background(), Config{Game: g, Program: prog, Cases: tt.cases, Seed: 3, MaxN: tt.maxN, Jobs: 2, TimeLimit: 10 * time.Second})
			if err != nil {
				t.Fatal(err)
			}
			if f := rep.Failure; f != nil {
				t.Fatalf("got a %s on %v (expected %v, got %q, %s %s), want every case passing", f.Kind, f.Case.Args, f.Case.Expected, f.Got, f.Detail, f.Stderr)
			}
			if rep.Ran != tt.cases || rep.Total != tt.cases {
				t.Errorf("got %d of %d cases run, want %d", rep.Ran, rep.Total, tt.cases)
			}
		})
	}
}

// A solution that is too slow times out, one that crashes is reported with
// its standard error; neither is shrunk.
func TestTimeoutAndCrash(t *testing.T) {
	t.Parallel()
	t.Run("slow.py", func(t *testing.T) {
		t.Parallel()
		g := lookup(t, "stone-game-vii")
		prog := prepare(t, g, "slow.py")
		// A generous bound, not a measure: a process that was not killed
		// at the limit runs for ages (2^60 calls).
		var rep *Report
		var err error
		bounded(t, 3*time.Minute, func() {
			rep, err = Run(context.Background(), Config{Game: g, Program: prog, Cases: 40, Seed: 1, MaxN: 60, Jobs: 2, TimeLimit: 500 * time.Millisecond})
		})
		if err != nil {
			t.Fatal(err)
		}
		if f := rep.Failure; f == nil || f.Kind != Timeout {
			t.Fatalf("got %+v, want a time-out", f)
		}
		if n := rep.Failure.Case.Args[0].Len(); n < 15 {
			t.Errorf("got a time-out on %d stones, which the recursion does in a blink", n)
		}
		if f := rep.Failure; f.Wall || !strings.Contains(f.Detail, "of CPU") && cpuLimits {
			t.Errorf("got %q, want a time-out on CPU time", f.Describe())
		}
	})
	t.Run("crash.py", func(t *testing.T) {
		t.Parallel()
		g := lookup(t, "stone-game-v")
		prog := prepare(t, g, "crash.py")
		rep, err := Run(context.Background(), Config{Game: g, Program: prog, Cases: 10, Seed: 1, MaxN: 5, Jobs: 1})
		if err != nil {
			t.Fatal(err)
		}
		f := rep.Failure
		if f == nil || f.Kind != Crash {
			t.Fatalf("got %+v, want a crash", f)
		}
		if !strings.Contains(f.Stderr, "IndexError") || !strings.Contains(f.Stderr, "solution.py") {
			t.Errorf("got stderr %q, want Python's IndexError in solution.py", f.Stderr)
		}
		if got := f.Case.Args.String(); got != "[1]" || rep.Findings[0].Shrunk != Minimal {
			t.Errorf("got the case %s (%s), want the minimal one-stone case [1]", got, rep.Findings[0].Shrunk)
		}
	})
}

// A solution that does not compile is reported with the compiler's words,
// and the line numbers are the file's.
func TestCompileError(t *testing.T) {
	t.Parallel()
	g := lookup(t, "stone-game")
	toolchain(t, "syntax.cpp")
	_, err := Prepare(context.Background(), g, "testdata/syntax.cpp", t.TempDir(), testCompileLimit)
	var ce *CompileError
	if !errors.As(err, &ce) {
		t.Fatalf("got %v, want a compile error", err)
	}
	if !strings.Contains(ce.Output, "solution.cpp:6:") {
		t.Errorf("got %q, want the error at solution.cpp line 6", ce.Output)
	}
}

// A solution's exit status is reported as it set it, through the harness.
func TestExitStatus(t *testing.T) {
	t.Parallel()
	for _, file := range []string{"exit3.py", "exit3.js"} {
		t.Run(file, func(t *testing.T) {
			t.Parallel()
			g := lookup(t, "predict-the-winner")
			prog := prepare(t, g, file)
			rep, err := Run(context.Background(), Config{Game: g, Program: prog, Cases: 10, Seed: 1, MaxN: 5, Jobs: 1})
			if err != nil {
				t.Fatal(err)
			}
			if f := rep.Failure; f == nil || f.Kind != Crash || f.Detail != "exit status 3" {
				t.Fatalf("got %+v, want a crash with exit status 3", f)
			}
		})
	}
}

// testCompileLimit bounds the compiles of the tests that are not about the
// limit (TestCompileTimeLimit is): at DefaultCompileLimit, g++ was stopped
// at 60 s on a machine at load 30 during go test ./..., and four tests
// failed on it.
const testCompileLimit = 10 * time.Minute
