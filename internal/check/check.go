// Package check tests a user's solution of a game against the exact
// solver: it generates cases within LeetCode's constraints (biased to the
// ones that break solutions), runs the solution on them in batches with a
// limit of CPU time per case, as online judges keep it (see limit.go; and
// a memory limit if asked), shrinks each failure
// to a small case that still fails, saves it to a corpus that runs first
// next time, and on request hunts for the inputs that make the solution
// slow and fits how its time grows ([Config.Speed]).
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
//		fmt.Printf("%s", g.Notation(rep.Failure.Case.Args))
//	}
//
// The user's program runs as the user, in the directory the caller gives.
// Every process check starts (a compiler, a run) is a process tree of its
// own, killed whole, children that left its process group included, at a
// time-out, past the memory limit, when the context is done, once it is no
// longer needed, and by [KillAll] (see proc.go).
package check

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"stonegame/game"
)

// Config is one run of check.
type Config struct {
	Game    *game.Spec
	Program *Program
	// Runner, if set, runs the solution in place of Program (a browser's
	// Worker): see [Runner]. A run with a Runner has no memory limit and
	// no speed hunt.
	Runner Runner
	Cases  int    // how many cases to generate (default 200)
	Seed   uint64 // the generator's seed
	MaxN   int    // the largest size (0: LeetCode's, see DefaultMaxN)
	// SolveMemory bounds the sizes of the cases by what the exact solver
	// allocates: the sizes are probed upward, and stop before one whose
	// solve would allocate more than this many bytes (default
	// [DefaultSolveMemory]; see [Generate]). It matters for a rules file,
	// whose solver explores every position.
	SolveMemory int64
	// TimeLimit is the time a case may take (default 2s).
	TimeLimit time.Duration
	// MemoryLimit, when > 0, is the memory a case may take, in bytes (see
	// memory.go; Linux only, see [MemorySupported]).
	MemoryLimit int64
	Jobs        int // processes at a time (default GOMAXPROCS)
	// ShrinkBudget bounds the time spent shrinking all the failures
	// (default 60s); past it the case found so far is reported, not
	// necessarily locally minimal.
	ShrinkBudget time.Duration
	// Findings is how many distinct failures to look for (default 1):
	// after each, check goes on with the cases after it, and a failure
	// that shrinks to a case already found is not counted twice.
	Findings int
	// Corpus, if set, holds the failing cases of earlier runs: they run
	// first, before the generated ones, and every new finding is saved
	// to it.
	Corpus *Corpus
	// Prune removes from the corpus the saved cases that ran and passed,
	// and the files that hold no valid case.
	Prune bool
	// Speed runs the speed hunt after the cases, whatever they found (see
	// [SpeedReport]); its failures count as findings while there is room.
	Speed bool
	// Progress, if set, is called with the number of cases answered so
	// far and the total, from several goroutines.
	Progress func(done, total int)
}

// Shrunk says how far a finding's case was shrunk.
type Shrunk uint8

const (
	// NotShrunk: a time-out or a memory failure, whose every try would
	// cost the limit, is reported as found.
	NotShrunk Shrunk = iota
	// OutOfTime: the shrink budget ran out; a smaller case may fail.
	OutOfTime
	// LocallyMinimal: no single change of the case still fails.
	LocallyMinimal
	// Minimal: no smaller case fails at all ([game.Minimal]).
	Minimal
)

// String returns "not shrunk", "out of time", "locally minimal" or
// "minimal".
func (s Shrunk) String() string {
	return [...]string{"not shrunk", "out of time", "locally minimal", "minimal"}[s]
}

// A Finding is one failure a run found, shrunk.
type Finding struct {
	*Failure
	// Original is the failing case as generated (or as saved), before
	// shrinking.
	Original game.Args
	Shrinks  int // how many shrinking steps were kept
	Shrunk   Shrunk
	// Replayed says that the case came from the corpus; then Index is its
	// place among the saved cases.
	Replayed bool
	// Speed, for a case of the speed hunt, names its input: "random",
	// "sorted"...; "" for another case.
	Speed string
	// File is the corpus file the case was read from, or saved to; ""
	// without a corpus.
	File string
	// Vary says which values of the case may change and it still fails
	// (see [Vary]).
	Vary []Vary
}

// Report is what a run found.
type Report struct {
	Seed     uint64
	Total    int // cases generated
	Ran      int // generated cases that ran (all of them when no finding stopped the run)
	Saved    int // cases of the corpus
	Replayed int // saved cases that ran
	// Findings are the failures found, saved cases' first, then in the
	// generator's order; Failure is the first one's, nil when every case
	// passed.
	Findings []*Finding
	Failure  *Failure
	// Unreadable are the corpus files that hold no valid case of the game.
	Unreadable []Unreadable
	// Pruned are the saved cases removed because they pass now, and
	// Removed the files removed because they hold no case of the game,
	// each with why ([Config.Prune]; what is not a regular file stays).
	Pruned  []string
	Removed []Unreadable
	// Warnings say what went wrong on the side: a case that could not be
	// saved.
	Warnings []string
	// Speed is the speed hunt's, with [Config.Speed].
	Speed *SpeedReport
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
	if c.Findings <= 0 {
		c.Findings = 1
	}
}

// opts are the options of a run of cases under cfg.
func (c *Config) opts() runOpts { return runOpts{limit: c.TimeLimit, memory: c.MemoryLimit} }

// Run runs the corpus's cases, then the generated ones, until it has
// cfg.Findings distinct findings or no case is left; shrinks each finding
// (wrong answers, crashes and malformed output; time-outs and memory
// failures are reported as found) and saves it to the corpus; then, with
// cfg.Speed, hunts for slow inputs. It returns an error only when check
// itself cannot go on (the program cannot be started, ctx is done); a
// failing solution is a Report with Findings. Its cost is the cases'
// solves plus the program's runs: about Cases/(Jobs·batch) processes, and
// while shrinking, one process per batch of candidate cases.
func Run(ctx context.Context, cfg Config) (*Report, error) {
	if cfg.Game == nil || cfg.Runner == nil && (cfg.Program == nil || len(cfg.Program.Argv) == 0) {
		return nil, errors.New("check: no game or no program")
	}
	if cfg.Runner != nil && (cfg.MemoryLimit > 0 || cfg.Speed) {
		return nil, errors.New("check: a solution run by a Runner has no memory limit and no speed hunt")
	}
	if cfg.MemoryLimit > 0 && !MemorySupported() {
		return nil, errors.New("check: a memory limit needs Linux")
	}
	cfg.defaults()
	cases, maxN, err := generate(cfg.Game, cfg.Cases, cfg.Seed, cfg.MaxN, cfg.SolveMemory)
	if err != nil {
		return nil, err
	}
	rep := &Report{Seed: cfg.Seed, Total: len(cases), MaxN: maxN}
	var saved []Saved
	if cfg.Corpus != nil {
		if saved, rep.Unreadable, err = cfg.Corpus.Load(cfg.Game); err != nil {
			return nil, fmt.Errorf("check: reading the corpus %s: %v", cfg.Corpus.Dir, err)
		}
	}
	rep.Saved = len(saved)
	all := make([]Case, 0, len(saved)+len(cases))
	for _, s := range saved {
		all = append(all, s.Case)
	}
	all = append(all, cases...)

	// Progress counts each case once, however often its batch restarts.
	seen := make([]atomic.Bool, len(all))
	var answered atomic.Int64
	progress := func(off int) func(int) {
		return func(i int) {
			if !seen[off+i].Swap(true) {
				n := answered.Add(1)
				if cfg.Progress != nil {
					cfg.Progress(int(n), len(all))
				}
			}
		}
	}
	shrinkEnd := time.Time{} // set at the first shrink
	found := map[string]bool{}
	failed := map[int]bool{}
	off := 0
	for off < len(all) && len(rep.Findings) < cfg.Findings {
		fs, err := runCases(ctx, &cfg, all[off:], 200, nil, progress(off), false)
		if err != nil {
			return nil, err
		}
		if len(fs) == 0 {
			off = len(all)
			break
		}
		f := fs[0]
		f.Index += off
		off = f.Index + 1
		failed[f.Index] = true
		fd := &Finding{Failure: f, Original: f.Case.Args.Clone()}
		if f.Index < len(saved) {
			fd.Replayed, fd.File = true, saved[f.Index].File
		} else {
			f.Index -= len(saved)
		}
		if shrinkEnd.IsZero() {
			shrinkEnd = time.Now().Add(cfg.ShrinkBudget)
		}
		if err := cfg.finish(ctx, fd, shrinkEnd); err != nil {
			return nil, err
		}
		key := string(fd.Kind) + "\n" + string(AppendCase(nil, cfg.Game, fd.Case.Args))
		if found[key] {
			continue // another case that shrinks to one found already
		}
		found[key] = true
		rep.Findings = append(rep.Findings, fd)
	}
	rep.Replayed = min(off, len(saved))
	rep.Ran = max(0, off-len(saved))

	if cfg.Speed {
		sp, fs, err := cfg.speed(ctx)
		if err != nil {
			return nil, err
		}
		rep.Speed = sp
		for _, fd := range fs {
			if len(rep.Findings) == cfg.Findings {
				break
			}
			if shrinkEnd.IsZero() {
				shrinkEnd = time.Now().Add(cfg.ShrinkBudget)
			}
			if err := cfg.finish(ctx, fd, shrinkEnd); err != nil {
				return nil, err
			}
			rep.Findings = append(rep.Findings, fd)
		}
	}
	if len(rep.Findings) > 0 {
		rep.Failure = rep.Findings[0].Failure
	}
	if cfg.Corpus != nil {
		for _, fd := range rep.Findings {
			if fd.Replayed && fd.Case.Args.Equal(fd.Original) {
				continue
			}
			name, err := cfg.Corpus.Save(cfg.Game, fd.Case.Args)
			if err != nil {
				rep.Warnings = append(rep.Warnings, fmt.Sprintf("cannot save the failing case to %s: %v", cfg.Corpus.Dir, err))
				continue
			}
			fd.File = name
		}
		if cfg.Prune {
			for i := range rep.Replayed {
				if !failed[i] {
					if rep.prune(cfg.Corpus, saved[i].File) {
						rep.Pruned = append(rep.Pruned, saved[i].File)
					}
				}
			}
			for _, u := range rep.Unreadable {
				if !u.Kept && rep.prune(cfg.Corpus, u.File) {
					rep.Removed = append(rep.Removed, u)
				}
			}
		}
	}
	return rep, nil
}

// prune removes file from the corpus and reports whether it did; a saved
// case that passes is noted in Pruned, an unreadable file by the caller,
// in Removed.
func (rep *Report) prune(c *Corpus, file string) bool {
	if err := c.Remove(file); err != nil {
		rep.Warnings = append(rep.Warnings, fmt.Sprintf("cannot prune %s: %v", file, err))
		return false
	}
	return true
}

// finish shrinks fd's case (by end), unless it is a time-out or a memory
// failure, and finds what of it may vary.
func (cfg *Config) finish(ctx context.Context, fd *Finding, end time.Time) error {
	if fd.Kind == Timeout || fd.Kind == Memory {
		return nil
	}
	f, steps, how, err := shrink(ctx, cfg, fd.Failure, end)
	if err != nil {
		return err
	}
	f.Index = fd.Index
	fd.Failure, fd.Shrinks, fd.Shrunk = f, steps, how
	if fd.Vary, err = vary(ctx, cfg, f); err != nil && ctx.Err() != nil {
		return err
	}
	return nil
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

// runCases runs cases in batches of at most maxPer cases on cfg.Jobs
// processes at a time. Without every, it returns the failure of the
// lowest index that keep accepts (nil keeps any), or none, and runs no
// batch that starts after a failure already found; with every, it runs
// every case and returns every failure keep accepts, in order. A batch
// stopped by a failure (a crash, a time-out) that keep refuses, or any
// with every, goes on after it in a new process. done, if not nil, is
// called with the index of each case answered.
func runCases(ctx context.Context, cfg *Config, cases []Case, maxPer int, keep func(*Failure) bool, done func(int), every bool) ([]*Failure, error) {
	if keep == nil {
		keep = func(*Failure) bool { return true }
	}
	per := max(1, min(maxPer, (len(cases)+cfg.Jobs-1)/cfg.Jobs))
	var (
		mu      sync.Mutex
		wake    = sync.NewCond(&mu)
		queue   = batches(cases, per) // by start, ascending
		running int
		kept    []*Failure
		ferr    error
		wg      sync.WaitGroup
	)
	// first is the index of the failure kept so far, or len(cases).
	first := func() int {
		if every || len(kept) == 0 {
			return len(cases)
		}
		return kept[0].Index
	}
	worker := func() {
		defer wg.Done()
		mu.Lock()
		defer mu.Unlock()
		for {
			for len(queue) == 0 && running > 0 && ferr == nil {
				wake.Wait()
			}
			if len(queue) == 0 || ferr != nil || first() < queue[0][0] {
				wake.Broadcast()
				return
			}
			b := queue[0]
			queue = queue[1:]
			running++
			mu.Unlock()
			o := cfg.opts()
			if done != nil {
				o.done = func(i int) { done(b[0] + i) }
			}
			r, err := cfg.batch(ctx, cases[b[0]:b[1]], o)
			mu.Lock()
			running--
			wake.Broadcast()
			if err != nil {
				ferr = err
				continue
			}
			var fs []*Failure
			for _, f := range r.wrong {
				if keep(f) {
					fs = append(fs, f)
				}
			}
			if s := r.stop; s != nil {
				if keep(s) {
					fs = append(fs, s)
				}
				if (every || !keep(s)) && b[0]+s.Index+1 < b[1] {
					rest := [2]int{b[0] + s.Index + 1, b[1]}
					i, _ := slices.BinarySearchFunc(queue, rest, func(x, y [2]int) int { return x[0] - y[0] })
					queue = slices.Insert(queue, i, rest)
				}
			}
			for _, f := range fs {
				f.Index += b[0]
				if every {
					kept = append(kept, f)
				} else if f.Index < first() {
					kept = []*Failure{f}
				}
			}
		}
	}
	for range min(cfg.Jobs, len(queue)) {
		wg.Add(1)
		go worker()
	}
	wg.Wait()
	if ferr != nil {
		return nil, ferr
	}
	slices.SortFunc(kept, func(a, b *Failure) int { return a.Index - b.Index })
	return kept, nil
}

// Describe says what failed in a few words: "wrong answer", "crash (exit
// status 1)".
func (f *Failure) Describe() string {
	switch f.Kind {
	case Wrong:
		return "wrong answer"
	case Timeout:
		if f.Wall {
			return f.Detail
		}
		return "time limit exceeded: " + f.Detail
	case Crash:
		return "crash (" + f.Detail + ")"
	case Memory:
		return "memory limit exceeded (" + f.Detail + ")"
	}
	return fmt.Sprintf("malformed output (%s)", f.Detail)
}
