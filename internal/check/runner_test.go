package check

import (
	"context"
	"strings"
	"testing"
	"time"

	"stonegame/game"
	"stonegame/games"
)

// funcRunner is a Runner that answers each case with a Go function: the
// browser's Worker, without a browser.
type funcRunner struct {
	answer func(args game.Args) Outcome
	calls  int // how many runs
}

func (r *funcRunner) Run(ctx context.Context, cases []Case, limit time.Duration, done func(int)) ([]Outcome, error) {
	r.calls++
	var outs []Outcome
	for i, c := range cases {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		o := r.answer(c.Args)
		outs = append(outs, o)
		if o.Kind != "" {
			break
		}
		if done != nil {
			done(i)
		}
	}
	return outs, nil
}

// ptwValue is predict-the-winner's differential for the first player,
// by the textbook DP.
func ptwValue(nums []int64) int64 {
	n := len(nums)
	dp := make([][]int64, n)
	for i := range dp {
		dp[i] = make([]int64, n)
	}
	for i := n - 1; i >= 0; i-- {
		dp[i][i] = nums[i]
		for j := i + 1; j < n; j++ {
			dp[i][j] = max(nums[i]-dp[i+1][j], nums[j]-dp[i][j-1])
		}
	}
	return dp[0][n-1]
}

func boolOutcome(b bool) Outcome {
	if b {
		return Outcome{Answer: "true"}
	}
	return Outcome{Answer: "false"}
}

// strictPTW is testdata/strict.js in Go: predict-the-winner with > where
// LeetCode asks for >=.
func strictPTW(args game.Args) Outcome { return boolOutcome(ptwValue(args[0].List()) > 0) }

// rightPTW is predict-the-winner, right.
func rightPTW(args game.Args) Outcome { return boolOutcome(ptwValue(args[0].List()) >= 0) }

func reportText(t *testing.T, name string, rep *Report) string {
	t.Helper()
	g, err := games.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	if err := WriteText(&b, g, rep, Text{TimeLimit: 2 * time.Second, Reproduce: "REPRODUCE", Selector: name}); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// TestRunnerSameReport: the same wrong solution, run by node through the
// JavaScript harness and by a Runner, gets the same cases, the same
// shrinking and the same report, byte for byte.
func TestRunnerSameReport(t *testing.T) {
	t.Parallel()
	g := lookup(t, "predict-the-winner")
	prog := prepare(t, g, "strict.js")
	ctx := context.Background()
	viaProgram, err := Run(ctx, Config{Game: g, Program: prog, Cases: 60, Seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	r := &funcRunner{answer: strictPTW}
	viaRunner, err := Run(ctx, Config{Game: g, Runner: r, Cases: 60, Seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	if viaRunner.Failure == nil || viaRunner.Failure.Kind != Wrong {
		t.Fatalf("got %+v, want a wrong answer", viaRunner.Failure)
	}
	if r.calls < 2 {
		t.Errorf("the runner ran %d times, want a run of the cases and more to shrink", r.calls)
	}
	got, want := reportText(t, g.Name, viaRunner), reportText(t, g.Name, viaProgram)
	if got != want {
		t.Errorf("the Runner's report:\n%s\nwant node's:\n%s", got, want)
	}
	if !strings.Contains(got, "minimal failing case") {
		t.Errorf("got %q, want a shrunk case", got)
	}
}

// TestRunnerOutcomes: a crash is shrunk and reported with its message, a
// time-out is reported as found, an answer that is no answer is malformed,
// a runner that stops early without a reason too, and an outcome of an
// unknown kind, or more outcomes than cases, is an error of check's.
func TestRunnerOutcomes(t *testing.T) {
	t.Parallel()
	g := lookup(t, "predict-the-winner")
	run := func(answer func(game.Args) Outcome) (*Report, error) {
		return Run(context.Background(), Config{Game: g, Runner: &funcRunner{answer: answer}, Cases: 40, Seed: 3})
	}
	rep, err := run(func(a game.Args) Outcome {
		if len(a[0].List()) > 2 {
			return Outcome{Kind: Crash, Detail: "uncaught TypeError: boom", Stderr: "TypeError: boom\n    at f"}
		}
		return rightPTW(a)
	})
	if err != nil {
		t.Fatal(err)
	}
	if f := rep.Findings; len(f) != 1 || f[0].Kind != Crash || f[0].Case.Args[0].Len() != 3 || f[0].Describe() != "crash (uncaught TypeError: boom)" || f[0].Stderr == "" {
		t.Errorf("got %+v, want a crash shrunk to 3 numbers, with its message", rep.Findings)
	}

	rep, err = run(func(a game.Args) Outcome {
		return Outcome{Kind: Timeout, Wall: true, Detail: "no answer within 2s: the Worker was stopped"}
	})
	if err != nil {
		t.Fatal(err)
	}
	if f := rep.Findings; len(f) != 1 || f[0].Kind != Timeout || f[0].Shrunk != NotShrunk || f[0].Index != 0 {
		t.Errorf("got %+v, want a time-out on case 1, not shrunk", rep.Findings)
	}

	rep, err = run(func(a game.Args) Outcome { return Outcome{Answer: "maybe"} })
	if err != nil {
		t.Fatal(err)
	}
	if f := rep.Failure; f == nil || f.Kind != Malformed || !strings.Contains(f.Detail, "expected true or false") {
		t.Errorf("got %+v, want malformed output", f)
	}

	_, err = run(func(a game.Args) Outcome { return Outcome{Kind: Memory} })
	if err == nil || !strings.Contains(err.Error(), "not an answer, a crash or a time-out") {
		t.Errorf("got %v, want an error about the outcome's kind", err)
	}

	short := Config{Game: g, Cases: 10, Seed: 3, Runner: runnerFunc(func(cases []Case) []Outcome { return []Outcome{{Answer: "true"}} })}
	rep, err = Run(context.Background(), short)
	if err != nil {
		t.Fatal(err)
	}
	if f := rep.Failure; f == nil || f.Kind != Malformed || !strings.Contains(f.Detail, "the runner stopped after 1 answers") {
		t.Errorf("got %+v, want malformed: the runner stopped", f)
	}
	long := Config{Game: g, Cases: 10, Seed: 3, Runner: runnerFunc(func(cases []Case) []Outcome { return make([]Outcome, len(cases)+1) })}
	if _, err := Run(context.Background(), long); err == nil || !strings.Contains(err.Error(), "outcomes for") {
		t.Errorf("got %v, want an error: more outcomes than cases", err)
	}
	if _, err := Run(context.Background(), Config{Game: g, Runner: &funcRunner{answer: rightPTW}, Speed: true}); err == nil {
		t.Error("a speed hunt with a Runner ran, want an error")
	}
}

type runnerFunc func(cases []Case) []Outcome

func (f runnerFunc) Run(ctx context.Context, cases []Case, limit time.Duration, done func(int)) ([]Outcome, error) {
	return f(cases), nil
}
