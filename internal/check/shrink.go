package check

import (
	"context"
	"hash/fnv"
	"iter"
	"slices"

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
		for _, a := range c.Args {
			nums += len(a)
		}
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
			if seen[key] || valid(g, c, maxN) != nil {
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
// order, until try returns false. Each change costs a copy of args.
func changes(g *game.Spec, args game.Args, try func(game.Args) bool) {
	for k, p := range g.Params {
		a := args[k]
		if p.Kind == game.Int {
			if len(a) != 1 {
				continue
			}
			v := a[0]
			lo := p.Min
			for x := lo; x < v && x < lo+smallInt; x++ {
				if !try(with(args, k, []int64{x})) {
					return
				}
			}
			for step := int64(1) << 62; step > 0; step >>= 1 {
				if x := v - step; x >= lo+smallInt && x < v {
					if !try(with(args, k, []int64{x})) {
						return
					}
				}
			}
			continue
		}
		// Removals: a run of items, then one, then two adjacent. Lists of
		// the same length (aliceValues and bobValues) lose the same items
		// together first.
		remove := func(i, j int) bool {
			joint, alone := cloneArgs(args), 0
			for m := range joint {
				if g.Params[m].Kind == game.List && len(args[m]) == len(a) {
					joint[m] = slices.Delete(joint[m], i, j)
					alone++
				}
			}
			if !try(joint) {
				return false
			}
			return alone == 1 || try(with(args, k, slices.Delete(slices.Clone(a), i, j)))
		}
		for run := len(a) / 2; run > 2; run /= 2 {
			for i := 0; i+run <= len(a); i += run {
				if !remove(i, i+run) {
					return
				}
			}
		}
		for i := range a {
			if !remove(i, i+1) {
				return
			}
		}
		for i := 0; i+1 < len(a); i++ {
			if !remove(i, i+2) {
				return
			}
		}
		// Values toward zero: to 0 (or the bound nearest it), v/2^k,
		// halved, v less v/2^k, minus one, smallest first: the first
		// that fails is kept, so a value falls close to its smallest
		// failing value in one round and to it in a few more.
		zero := min(max(0, p.Min), p.Max)
		for i, v := range a {
			for _, x := range toward(v, zero) {
				if x >= p.Min && x <= p.Max {
					c := cloneArgs(args)
					c[k][i] = x
					if !try(c) {
						return
					}
				}
			}
		}
	}
}

// toward returns the values between zero and v (v excluded) that shrinking
// tries, nearest zero first: at distance d = |v - zero| from zero, the
// distances 0, d/2^k for k from 62 to 1 (d/2 is v halved when zero is 0),
// d - d/2^k for k from 2 to 62, and d - 1 (v one closer).
func toward(v, zero int64) []int64 {
	d, sign := v-zero, int64(1)
	if d < 0 {
		d, sign = -d, -1
	}
	if d <= 0 { // v == zero, or a distance past int64
		return nil
	}
	es := []int64{0}
	for k := 62; k >= 1; k-- {
		es = append(es, d>>k)
	}
	for k := 2; k <= 62; k++ {
		es = append(es, d-d>>k)
	}
	es = append(es, d-1)
	slices.Sort(es)
	es = slices.Compact(es)
	xs := make([]int64, 0, len(es))
	for _, e := range es {
		if e < d {
			xs = append(xs, zero+sign*e)
		}
	}
	return xs
}

func abs(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// with returns a copy of args whose parameter k is a.
func with(args game.Args, k int, a []int64) game.Args {
	c := cloneArgs(args)
	c[k] = a
	return c
}

// caseKey is a hash of args, to try each candidate once.
func caseKey(args game.Args) uint64 {
	h := fnv.New64a()
	h.Write(AppendCase(nil, &game.Spec{}, args))
	return h.Sum64()
}
