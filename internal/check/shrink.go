package check

import (
	"context"
	"fmt"
	"hash/fnv"
	"iter"
	"time"

	"stonegame/game"
)

// smallInt is the size up to which shrinking an integer parameter tries
// every smaller value (as game.Shrink does).
const smallInt = 10_000

// shrink makes f's case as small as it can while the program still fails
// it the same way (a wrong answer, a crash, malformed output), staying
// within the game's constraints: it tries the changes of [game.Shrink] in
// order, keeping the first that still fails, until none does. Candidates
// are run in batches, a process per batch. It returns the smallest
// failure, the number of changes kept, and how far it got ([Shrunk]); it
// stops at end with the case found so far.
func shrink(ctx context.Context, cfg *Config, f *Failure, end time.Time) (*Failure, int, Shrunk, error) {
	bctx, cancel := context.WithDeadline(ctx, end)
	defer cancel()
	kept := 0
	for {
		cands := candidates(cfg.Game, f.Case.Args, cfg.MaxN)
		found, err := firstFailingInChunks(bctx, cfg, cands, f.Kind)
		switch {
		case err != nil && ctx.Err() != nil:
			return nil, 0, 0, ctx.Err()
		case err != nil && bctx.Err() != nil:
			return f, kept, OutOfTime, nil
		case err != nil:
			return nil, 0, 0, err
		case found == nil && game.Minimal(cfg.Game.Params, f.Case.Args):
			return f, kept, Minimal, nil
		case found == nil:
			return f, kept, LocallyMinimal, nil
		}
		found.Index = f.Index
		f = found
		kept++
	}
}

// firstFailing returns the first of cands the program fails as kind, or
// nil. Small candidates run in one process: starting a second costs more
// than it saves.
func firstFailing(ctx context.Context, cfg *Config, cands []Case, kind Kind) (*Failure, error) {
	per, nums := 4096, 0
	for _, c := range cands {
		nums += c.Args.Numbers()
	}
	one := *cfg
	if nums < 1<<16 {
		per, one.Jobs = len(cands), 1
	}
	fs, err := runCases(ctx, &one, cands, per, func(f *Failure) bool { return f.Kind == kind }, nil, false)
	if err != nil || len(fs) == 0 {
		return nil, err
	}
	return fs[0], nil
}

// firstFailingInChunks runs cands in growing chunks (so that an early
// candidate that fails spares the rest, and a long list's candidates are
// never all in memory) and returns the first one the program fails as
// kind.
func firstFailingInChunks(ctx context.Context, cfg *Config, cands iter.Seq[Case], kind Kind) (*Failure, error) {
	size, budget, nums := 4*cfg.Jobs, 1<<14, 0
	var chunk []Case
	flush := func() (*Failure, error) {
		f, err := firstFailing(ctx, cfg, chunk, kind)
		chunk, nums = chunk[:0], 0
		size, budget = min(size*4, 4096), min(budget*4, 1<<21)
		if err == nil && f == nil {
			err = ctx.Err()
		}
		return f, err
	}
	for c := range cands {
		chunk = append(chunk, c)
		nums += c.Args.Numbers()
		if len(chunk) >= size && nums >= budget || nums >= 1<<21 || len(chunk) == 4096 {
			if f, err := flush(); err != nil || f != nil {
				return f, err
			}
		}
	}
	if len(chunk) == 0 {
		return nil, nil
	}
	return flush()
}

// candidates yields the changes of args that shrinking tries, in order,
// each within the constraints and solved, one at a time.
func candidates(g *game.Spec, args game.Args, maxN int) iter.Seq[Case] {
	return func(yield func(Case) bool) {
		seen := map[uint64]bool{caseKey(args): true}
		try := func(c game.Args) bool {
			key := caseKey(c)
			if seen[key] || admissible(g, c, maxN) != nil {
				return true
			}
			seen[key] = true
			want, err := expected(g, c)
			if err != nil {
				return true
			}
			return yield(Case{Args: c, Expected: want})
		}
		game.Shrink(g.Params, args, try)
	}
}

// caseKey is a hash of args, to try each candidate once.
func caseKey(args game.Args) uint64 {
	h := fnv.New64a()
	h.Write([]byte(args.String()))
	return h.Sum64()
}

// Vary is a value of a failing case that may change and the case still
// fails the same way, as Hypothesis's explain phase says it: "stones[2]
// may be any value from 1 to 5: it still fails".
type Vary struct {
	Place    string // "stones[2]", "n", "currentState[0]"
	From, To string // the range of values tried that fail, as LeetCode writes them
	// Less and More say that values below From or above To were not
	// tried (the range may be wider); Gaps, that some values between them
	// break the constraints and were not tried.
	Less, More, Gaps bool
}

// String says it in a sentence, without a final period.
func (v Vary) String() string {
	from, to := v.From, v.To
	if v.Less {
		from += " or less"
	}
	if v.More {
		to += " or more"
	}
	what := "any value"
	if v.Gaps {
		what = "any value the constraints allow"
	}
	return fmt.Sprintf("%s may be %s from %s to %s: it still fails", v.Place, what, from, to)
}

// Cheap enough to vary: at most varyPlaces places, each tried at up to
// 2·varyReach+1 values (every value of its range when there are at most
// 2·varyReach+1).
const (
	varyPlaces = 16
	varyReach  = 16
)

// vary finds, for each value of a wrong answer's case, the values around
// its own that still fail: each place of the case set to the values near
// its own (every value of a small range), all in one batch. It reports
// the places that may vary; nothing for a case of more than varyPlaces
// places, or a failure other than a wrong answer (a crash's every try
// would start a process).
func vary(ctx context.Context, cfg *Config, f *Failure) ([]Vary, error) {
	g, args := cfg.Game, f.Case.Args
	places := game.Places(g.Params, args)
	if f.Kind != Wrong || len(places) == 0 || len(places) > varyPlaces {
		return nil, nil
	}
	type try struct {
		place int
		v     int64
	}
	var cases []Case
	var tries []try
	windows := make([][2]int64, len(places))
	for k, pl := range places {
		v := pl.Value(args)
		lo, hi := pl.Lo, pl.Hi
		if hi-lo > 2*varyReach {
			lo, hi = max(lo, v-varyReach), min(hi, v+varyReach)
		}
		windows[k] = [2]int64{lo, hi}
		for x := lo; x <= hi; x++ {
			c := pl.With(args, x)
			if x == v || valid(g, c, cfg.MaxN) != nil {
				continue
			}
			want, err := expected(g, c)
			if err != nil {
				continue
			}
			cases = append(cases, Case{Args: c, Expected: want})
			tries = append(tries, try{k, x})
		}
	}
	if len(cases) == 0 {
		return nil, nil
	}
	one := *cfg
	one.Jobs = 1
	fs, err := runCases(ctx, &one, cases, len(cases), func(f *Failure) bool { return f.Kind == Wrong }, nil, true)
	if err != nil {
		return nil, err
	}
	// state[place][value]: true fails, false passes; absent, not tried.
	state := make([]map[int64]bool, len(places))
	for i := range state {
		state[i] = map[int64]bool{}
	}
	for _, t := range tries {
		state[t.place][t.v] = false
	}
	for _, f := range fs {
		t := tries[f.Index]
		state[t.place][t.v] = true
	}
	var out []Vary
	for k, pl := range places {
		v, w := pl.Value(args), windows[k]
		lo, hi, gaps := v, v, false
		// Widen while the next value fails or was not tried (the
		// constraints refuse it), up to the window.
		for x := v - 1; x >= w[0]; x-- {
			fails, tried := state[k][x]
			if tried && !fails {
				break
			}
			if tried {
				lo = x
			}
		}
		for x := v + 1; x <= w[1]; x++ {
			fails, tried := state[k][x]
			if tried && !fails {
				break
			}
			if tried {
				hi = x
			}
		}
		if lo == hi {
			continue
		}
		for x := lo; x <= hi; x++ {
			if _, tried := state[k][x]; !tried && x != v {
				gaps = true
			}
		}
		out = append(out, Vary{
			Place: pl.Name, From: pl.Format(lo), To: pl.Format(hi), Gaps: gaps,
			Less: lo == w[0] && w[0] > pl.Lo, More: hi == w[1] && w[1] < pl.Hi,
		})
	}
	return out, nil
}
