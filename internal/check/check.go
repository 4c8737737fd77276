// Package check tests a user's solution of a game against the exact
// solver: it generates cases within LeetCode's constraints (biased to the
// ones that break solutions), runs the solution on them in batches with a
// time limit per case, and shrinks the first wrong answer to a minimal
// failing case.
//
// A solution is a LeetCode-style file (Python 3, Go, C++, JavaScript or
// Java) for which [Prepare] writes the harness, or any [Program] that
// reads LeetCode's test-case form on standard input (each parameter on its
// own line: [1,3] then [2,1]; an integer as 5) and prints one answer per
// case:
//
//	prog, err := check.Prepare(ctx, g, "solution.py", dir, 0)
//	...
//	rep, err := check.Run(ctx, check.Config{Game: g, Program: prog, Cases: 200, Seed: 1})
//	if rep.Failure != nil {
//		fmt.Printf("%s", check.AppendCase(nil, g, rep.Failure.Case.Args))
//	}
//
// The user's program runs as the user, in the directory the caller gives.
// Every process check starts (a compiler, a run) is a process tree of its
// own, killed whole, children that left its process group included, at a
// time-out, when the context is done, once it is no longer needed, and by
// [KillAll] (see proc.go).
package check

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"stonegame/game"
)

// Config is one run of check.
type Config struct {
	Game    *game.Spec
	Program *Program
	Cases   int    // how many cases to generate (default 200)
	Seed    uint64 // the generator's seed
	MaxN    int    // the largest size (0: LeetCode's, see DefaultMaxN)
	// TimeLimit is the time a case may take (default 2s).
	TimeLimit time.Duration
	Jobs      int // processes at a time (default GOMAXPROCS)
	// ShrinkBudget bounds the time spent shrinking a wrong answer
	// (default 60s); past it the case found so far is reported, not
	// necessarily minimal.
	ShrinkBudget time.Duration
	// Progress, if set, is called with the number of cases answered so
	// far and the total, from several goroutines.
	Progress func(done, total int)
}

// Report is what a run found.
type Report struct {
	Seed  uint64
	Total int // cases generated
	Ran   int // cases that ran (all of them when every case passed)
	// Failure is the first case the solution failed (in the generator's
	// order), after shrinking a wrong answer; nil when every case passed.
	Failure *Failure
	// Original is the failing case as generated, before shrinking.
	Original game.Args
	// Shrinks is how many shrinking steps were kept; Minimal says that no
	// allowed change of the case fails any more (false when the budget
	// ran out first).
	Shrinks int
	Minimal bool
	// MaxN is the largest size the cases were drawn from: Config.MaxN,
	// or less when larger cases were beyond the solver's limits (a rules
	// file's: see [Generate]).
	MaxN int
}

func (c *Config) defaults() {
	if c.Cases <= 0 {
		c.Cases = 200
	}
	if c.TimeLimit <= 0 {
		c.TimeLimit = 2 * time.Second
	}
	if c.Jobs <= 0 {
		c.Jobs = runtime.GOMAXPROCS(0)
	}
	if c.MaxN <= 0 {
		c.MaxN = DefaultMaxN(c.Game)
	}
	if c.ShrinkBudget <= 0 {
		c.ShrinkBudget = 60 * time.Second
	}
}

// Run generates the cases, runs the program on them and shrinks the first
// wrong answer. It returns an error only when check itself cannot go on
// (the program cannot be started, ctx is done); a failing solution is a
// Report with a Failure. Its cost is the cases' solves plus the program's
// runs: about Cases/(Jobs·batch) processes, and while shrinking, one
// process per batch of candidate cases.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	if cfg.Game == nil || cfg.Program == nil || len(cfg.Program.Argv) == 0 {
		return nil, errors.New("check: no game or no program")
	}
	cfg.defaults()
	cases, maxN, err := generate(cfg.Game, cfg.Cases, cfg.Seed, cfg.MaxN)
	if err != nil {
		return nil, err
	}
	rep := &Report{Seed: cfg.Seed, Total: len(cases), MaxN: maxN}
	var answered atomic.Int64
	progress := func() {
		n := answered.Add(1)
		if cfg.Progress != nil {
			cfg.Progress(int(n), len(cases))
		}
	}
	f, err := runAll(ctx, &cfg, cases, 200, progress)
	if err != nil {
		return nil, err
	}
	if f == nil {
		rep.Ran = len(cases)
		return rep, nil
	}
	rep.Ran = f.Index + 1
	rep.Original = f.Case.Args.Clone()
	if f.Kind == Wrong {
		f, rep.Shrinks, rep.Minimal, err = shrink(ctx, &cfg, f)
		if err != nil {
			return nil, err
		}
	}
	rep.Failure = f
	return rep, nil
}

// batches cuts cases into runs of one process each: at most per cases
// and about a million numbers each (at least one case).
func batches(cases []Case, per int) [][2]int {
	var out [][2]int
	for i := 0; i < len(cases); {
		j, nums := i, 0
		for j < len(cases) && j-i < per && (j == i || nums < 1<<20) {
			nums += cases[j].Args.Numbers()
			j++
		}
		out = append(out, [2]int{i, j})
		i = j
	}
	return out
}

// runAll runs cases in batches of at most maxPer cases on cfg.Jobs
// processes at a time and returns the failure of the lowest index, or nil
// when all pass. A batch that starts after a failure already found is not
// run.
func runAll(ctx context.Context, cfg *Config, cases []Case, maxPer int, done func()) (*Failure, error) {
	per := max(1, min(maxPer, (len(cases)+cfg.Jobs-1)/cfg.Jobs))
	bs := batches(cases, per)
	var (
		mu    sync.Mutex
		first *Failure
		ferr  error
		next  int
		wg    sync.WaitGroup
	)
	worker := func() {
		defer wg.Done()
		for {
			mu.Lock()
			if next == len(bs) || ferr != nil || first != nil && first.Index < bs[next][0] {
				mu.Unlock()
				return
			}
			b := bs[next]
			next++
			mu.Unlock()
			r, err := runBatch(ctx, cfg.Game, cfg.Program, cases[b[0]:b[1]], cfg.TimeLimit, done)
			mu.Lock()
			if err != nil {
				ferr = err
			} else {
				f := r.stop
				if len(r.wrong) > 0 {
					f = r.wrong[0]
				}
				if f != nil {
					f.Index += b[0]
					if first == nil || f.Index < first.Index {
						first = f
					}
				}
			}
			mu.Unlock()
		}
	}
	for range min(cfg.Jobs, len(bs)) {
		wg.Add(1)
		go worker()
	}
	wg.Wait()
	if ferr != nil {
		return nil, ferr
	}
	return first, nil
}

// firstWrong returns the first of cands the program answers wrongly, or
// nil. A candidate that crashes, times out or is answered malformed is
// skipped (shrinking keeps wrong answers only), and the ones after it are
// run again.
func firstWrong(ctx context.Context, cfg *Config, cands []Case) (*Failure, error) {
	for off := 0; off < len(cands); {
		// Small candidates run in one process: starting a second costs
		// more than it saves.
		per, nums := 4096, 0
		for _, c := range cands[off:] {
			nums += c.Args.Numbers()
		}
		if nums < 1<<16 {
			per = len(cands) - off
		}
		one := *cfg
		if per == len(cands)-off {
			one.Jobs = 1
		}
		f, err := runAll(ctx, &one, cands[off:], per, nil)
		if err != nil || f == nil {
			return nil, err
		}
		f.Index += off
		if f.Kind == Wrong {
			return f, nil
		}
		off = f.Index + 1
	}
	return nil, nil
}

// Describe says what failed in a few words: "wrong answer", "crash (exit
// status 1)".
func (f *Failure) Describe() string {
	switch f.Kind {
	case Wrong:
		return "wrong answer"
	case Timeout:
		return "time limit exceeded (" + f.Detail + ")"
	case Crash:
		return "crash (" + f.Detail + ")"
	}
	return fmt.Sprintf("malformed output (%s)", f.Detail)
}
