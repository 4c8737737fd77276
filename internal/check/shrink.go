package check

import (
	"context"
	"hash/fnv"
	"iter"

	"stonegame/game"
)

// smallInt is the size up to which shrinking an integer parameter tries
// every smaller value.
const smallInt = 10_000

// shrink makes f's case as small as it can while the program still answers
// it wrongly, staying within the game's constraints: for a list, it tries
// removing a run of items (halves, quarters, ...: a quick start on long
// lists), one item, two adjacent items, and moving a value toward zero (to
// 0, halved, minus one), keeping the first change that still fails, until
// none does; for an integer, it tries every smaller value down to the
// bound when there are at most smallInt of them, else the smallInt
// smallest and then steps of 2^k down from it. Candidates are run in
// batches, a process per batch. It returns the smallest failure, the number
// of changes kept, and whether it is minimal (no candidate fails); it
// stops at cfg.ShrinkBudget with the case found so far.
func shrink(ctx context.Context, cfg *Config, f *Failure) (*Failure, int, bool, error) {
	bctx, cancel := context.WithTimeout(ctx, cfg.ShrinkBudget)
	defer cancel()
	kept := 0
	for {
		cands := candidates(cfg.Game, f.Case.Args, cfg.MaxN)
		found, err := firstWrongInChunks(bctx, cfg, cands)
		switch {
		case err != nil && ctx.Err() != nil:
			return nil, 0, false, ctx.Err()
		case err != nil && bctx.Err() != nil:
			return f, kept, false, nil // out of budget
		case err != nil:
			return nil, 0, false, err
		case found == nil:
			return f, kept, true, nil
		}
		found.Index = f.Index
		f = found
		kept++
	}
}

// firstWrongInChunks runs cands in growing chunks (so that an early
// candidate that fails spares the rest, and a long list's candidates are
// never all in memory) and returns the first one the program answers
// wrongly.
func firstWrongInChunks(ctx context.Context, cfg *Config, cands iter.Seq[Case]) (*Failure, error) {
	size, budget, nums := 4*cfg.Jobs, 1<<14, 0
	var chunk []Case
	flush := func() (*Failure, error) {
		f, err := firstWrong(ctx, cfg, chunk)
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
		changes(g, args, try)
	}
}

// changes calls try with every change of args that shrinking tries, in
// order, until try returns false: the core's [game.Shrink].
func changes(g *game.Spec, args game.Args, try func(game.Args) bool) {
	game.Shrink(g.Params, args, try)
}

// caseKey is a hash of args, to try each candidate once.
func caseKey(args game.Args) uint64 {
	h := fnv.New64a()
	h.Write([]byte(args.String()))
	return h.Sum64()
}
