package check

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"stonegame/game"
)

// A Case is one instance of a game, in the order of its Spec.Params, with
// the answer the registry's solver gives for it.
type Case struct {
	Args     game.Args
	Expected game.Answer
}

// valid reports whether args meet g's LeetCode constraints
// ([game.Spec.CheckArgs]: every Param's bounds, then g.Within), then
// whatever g's New refuses. maxN, when > 0, also bounds sizes (--max-n):
// lengths of lists, strings and grids, and integers. It solves args: a
// caller that wants the answer too calls admissible, then expected.
func valid(g *game.Spec, args game.Args, maxN int) error {
	if err := admissible(g, args, maxN); err != nil {
		return err
	}
	_, err := g.Start(context.Background(), args.Clone())
	return err
}

// admissible is valid without the solve: the constraints and maxN only.
func admissible(g *game.Spec, args game.Args, maxN int) error {
	if err := g.CheckArgs(args); err != nil {
		return err
	}
	for k, p := range g.Params {
		// The smallest size a parameter allows is never above --max-n.
		least, _, _ := p.Sizes()
		if n := args[k].Size(); maxN > 0 && n > maxN && n > least {
			return fmt.Errorf("%s has size %d, above --max-n %d", p.Name, n, maxN)
		}
	}
	return nil
}

// expected solves args with the registry's solver.
func expected(g *game.Spec, args game.Args) (game.Answer, error) {
	p, err := g.Start(context.Background(), args.Clone())
	if err != nil {
		return game.Answer{}, err
	}
	return g.AnswerAt(p, p.Solve()), nil
}

// solverFault reports whether err, from solving an instance that meets
// the constraints, is a mistake of the game's own solver rather than an
// instance it refuses: a rules file's error that is not a limit's (a
// runtime error, a move of the wrong shape: its error has a Limit method
// that names none). check stops on it, and says where, rather than leave
// out every case that meets it.
func solverFault(err error) bool {
	var lim interface{ Limit() string }
	return errors.As(err, &lim) && lim.Limit() == ""
}

// DefaultMaxN returns the largest size check generates for g without
// --max-n: LeetCode's largest length or integer, or 1000 for a length
// LeetCode does not bound, and at most 10^5 for a list (the largest
// LeetCode states for these games).
func DefaultMaxN(g *game.Spec) int {
	n := 0
	for _, p := range g.Params {
		if _, hi, _ := p.Sizes(); hi >= 0 {
			n = max(n, hi)
		} else {
			n = max(n, 1000)
		}
	}
	return n
}

// generator makes the cases of one run: first the edge cases that break
// solutions, then random ones, all within the game's constraints.
type generator struct {
	g      *game.Spec
	budget int64 // the bytes the probe lets one solve allocate (see probe)
	maxN   int
	solved int // the largest size of a case solved
	rng    *rand.Rand
	seen   map[string]bool
}

// Generate returns n cases for g, no larger than maxN (lists' lengths and
// integers; 0 means [DefaultMaxN]), reproducibly from seed. The first ones
// are the edge cases (the smallest sizes, all equal, ties, zeros and
// negatives where allowed, the maxima, even and odd sizes), then random
// ones; every case meets the game's constraints (Params, Within) and is
// distinct. It may return fewer than n when the constraints allow fewer
// distinct cases. Its cost is n solves of at most size maxN, and the
// probe's (see [generator.probe]).
//
// A case the game's solver gives up on at one of its limits (a rules
// file's positions or memory: its error has a Limit method that names
// one) is beyond what check can judge. First a probe finds the largest
// size the solver solves, doubling sizes from 1; then a case drawn that
// still gives up is left out, and the sizes drawn after it are at most
// half its size, or the largest solved so far. Every limit is a count,
// so the same seed gives the same cases anywhere (a rules file's time
// limit, --rules-time, is the one that is not: check sets none).
func Generate(g *game.Spec, n int, seed uint64, maxN int) ([]Case, error) {
	cases, _, err := generate(g, n, seed, maxN, 0)
	return cases, err
}

// generate is Generate, and returns the largest size it drew from: maxN,
// or less when larger cases were beyond the solver's limits.
func generate(g *game.Spec, n int, seed uint64, maxN int, budget int64) ([]Case, int, error) {
	if maxN <= 0 {
		maxN = DefaultMaxN(g)
	}
	if budget <= 0 {
		budget = DefaultSolveMemory
	}
	gen := &generator{g: g, budget: budget, maxN: maxN, rng: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), seen: map[string]bool{}}
	if err := gen.probe(seed); err != nil {
		return nil, 0, err
	}
	var cases []Case
	add := func(args game.Args) error {
		if len(cases) >= n || args == nil {
			return nil
		}
		key := fmt.Sprint(args)
		if gen.seen[key] {
			return nil
		}
		if admissible(g, args, gen.maxN) != nil {
			return nil
		}
		gen.seen[key] = true
		want, err := expected(g, args)
		switch {
		case err == nil:
		case gen.beyond(args, err):
			return nil
		case solverFault(err):
			return fmt.Errorf("check: %w (the exact solver, on the case %s)", err, args)
		default: // an instance that the game's New refuses
			return nil
		}
		cases = append(cases, Case{Args: args, Expected: want})
		gen.solved = max(gen.solved, argsSize(args))
		return nil
	}
	for _, shape := range edgeShapes {
		// A shape that the constraints refuse (all equal, for a game
		// that wants an odd total) gets a few tries at other sizes.
		for range 8 {
			before := len(cases)
			if err := add(gen.make(shape)); err != nil {
				return nil, 0, err
			}
			if len(cases) > before {
				break
			}
		}
	}
	for tries := 0; len(cases) < n && tries < 50*n+1000; tries++ {
		if err := add(gen.make(randomShape)); err != nil {
			return nil, 0, err
		}
	}
	return cases, gen.maxN, nil
}

// probeShapes are the instances the probe tries at each size: the ones
// that reach the most positions in most games.
var probeShapes = []shape{{largest, lowest}, {largest, highest}, {largest, uniform}}

// DefaultSolveMemory is the default of [Config.SolveMemory].
const DefaultSolveMemory = 32 << 20

// probe finds the largest size whose cases the solver can solve, before
// any case is drawn, so that no case is drawn far past it: at sizes 1, 2,
// 4, ... up to maxN it solves a few instances of the size (see
// probeShapes), and stops at the first size that gives up at one of the
// solver's limits (positions, memory), setting maxN to the size below,
// or, for a solver that says what its solved instance keeps (a rules
// file's: Footprint), at the first whose next size would keep more than
// the budget, setting maxN to it: the next size is expected to keep as
// many times more as this one did over the one before, at least twice.
// Every test is on counts (positions, the bytes of the engine's arrays),
// never a clock, so the same seed gives the same sizes on any machine at
// any load. Its cost is about twice that of solving the largest size's
// instances, plus one solve that reaches a limit; it draws from a
// generator of its own, so the cases of a solver well within its limits
// do not change.
func (gen *generator) probe(seed uint64) error {
	p := &generator{g: gen.g, rng: rand.New(rand.NewPCG(seed, 0x0b5e55ed)), seen: map[string]bool{}}
	last := 0
	var before int64 // what the size before kept
	for size := 1; last < gen.maxN; size = min(2*size, gen.maxN) {
		p.maxN = size
		var most int64 // what the size's largest instance keeps
		for _, s := range probeShapes {
			args := p.make(s)
			if args == nil || admissible(gen.g, args, size) != nil {
				continue
			}
			keeps, err := footprint(gen.g, args)
			most = max(most, keeps)
			var lim interface{ Limit() string }
			switch {
			case err == nil:
			case errors.As(err, &lim) && lim.Limit() != "":
				gen.maxN = max(1, last)
				return nil
			case solverFault(err):
				return fmt.Errorf("check: %w (the exact solver, on the case %s)", err, args)
			}
		}
		last = size
		growth := 2.0
		if before > 0 {
			growth = max(growth, float64(most)/float64(before))
		}
		if size < gen.maxN && float64(most)*growth > float64(gen.budget) {
			gen.maxN = size
			return nil
		}
		before = max(most, 1)
	}
	return nil
}

// footprint solves args and returns what the solved instance keeps, in
// bytes, when the solver says (0 otherwise).
func footprint(g *game.Spec, args game.Args) (int64, error) {
	p, err := g.Start(context.Background(), args.Clone())
	if err != nil {
		return 0, err
	}
	p.Solve()
	if f, ok := p.(interface{ Footprint() int64 }); ok {
		return f.Footprint(), nil
	}
	return 0, nil
}

// beyond reports whether err says that the solver gave up on args at one
// of its limits, and then draws sizes below that case's from now on: at
// most half its size, but no fewer than the largest case solved (and
// never below the least a parameter allows: see valid).
func (gen *generator) beyond(args game.Args, err error) bool {
	var lim interface{ Limit() string }
	if !errors.As(err, &lim) || lim.Limit() == "" {
		return false
	}
	size := argsSize(args)
	gen.maxN = max(1, min(gen.maxN, size/2), min(gen.solved, size-1))
	return true
}

// argsSize is the largest size of args' values.
func argsSize(args game.Args) int {
	size := 0
	for _, a := range args {
		size = max(size, a.Size())
	}
	return size
}

// shape is a kind of case: how to choose a list's length and its values.
type shape struct {
	size  func(gen *generator, lo, hi int) int
	value func(gen *generator, p game.Param, i, n int) int64
}

func (gen *generator) intn(lo, hi int) int {
	if hi <= lo {
		return lo
	}
	return lo + gen.rng.IntN(hi-lo+1)
}

func (gen *generator) int64n(lo, hi int64) int64 {
	if hi <= lo {
		return lo
	}
	return lo + gen.rng.Int64N(hi-lo+1)
}

// small returns a small size in [lo, hi]: at most lo+3.
func small(gen *generator, lo, hi int) int { return gen.intn(lo, min(hi, lo+3)) }

func smallest(gen *generator, lo, hi int) int { return lo }
func largest(gen *generator, lo, hi int) int  { return hi }

// anySize is mostly a short size, sometimes any size up to hi.
func anySize(gen *generator, lo, hi int) int {
	switch gen.rng.IntN(4) {
	case 0, 1:
		return gen.intn(lo, min(hi, lo+8))
	case 2:
		return gen.intn(lo, min(hi, lo+40))
	}
	return gen.intn(lo, hi)
}

func evenSize(gen *generator, lo, hi int) int {
	n := gen.intn(lo, min(hi, lo+9))
	if n%2 != 0 && n+1 <= hi {
		n++
	}
	return n
}

func oddSize(gen *generator, lo, hi int) int {
	n := gen.intn(lo, min(hi, lo+9))
	if n%2 == 0 && n+1 <= hi {
		n++
	}
	return n
}

func uniform(gen *generator, p game.Param, i, n int) int64 { return gen.int64n(p.Min, p.Max) }

// near returns a value among the smallest few allowed, or near zero when
// zero is allowed: the values that make ties.
func near(gen *generator, p game.Param, i, n int) int64 {
	lo, hi := p.Min, p.Max
	if lo < 0 && hi > 0 {
		lo, hi = max(lo, -3), min(hi, 3)
	} else {
		hi = min(hi, lo+3)
	}
	return gen.int64n(lo, hi)
}

func lowest(gen *generator, p game.Param, i, n int) int64  { return p.Min }
func highest(gen *generator, p game.Param, i, n int) int64 { return p.Max }

func zeroOr(x int64) func(gen *generator, p game.Param, i, n int) int64 {
	return func(gen *generator, p game.Param, i, n int) int64 {
		return min(max(x, p.Min), p.Max)
	}
}

// edgeShapes are the cases that break solutions, most telling first.
var edgeShapes = []shape{
	{smallest, uniform},
	{smallest, near},
	{func(gen *generator, lo, hi int) int { return min(lo+1, hi) }, uniform},
	{func(gen *generator, lo, hi int) int { return min(lo+1, hi) }, near},
	{small, func(gen *generator, p game.Param, i, n int) int64 { return p.Min + (p.Max-p.Min)/2 }}, // all equal
	{evenSize, near},
	{oddSize, near},
	{small, lowest},
	{small, highest},
	{small, zeroOr(0)}, // zeros, where allowed
	{small, func(gen *generator, p game.Param, i, n int) int64 { // ties: pairs of equal values
		if p.Min >= 0 {
			return p.Min + int64(i/2)%max(1, min(p.Max-p.Min+1, 3))
		}
		return min(max(int64(i/2%3-1), p.Min), p.Max)
	}},
	{evenSize, func(gen *generator, p game.Param, i, n int) int64 { // negatives, where allowed
		return gen.int64n(p.Min, min(p.Max, -1))
	}},
	{evenSize, uniform},
	{oddSize, uniform},
	{largest, highest}, // the maxima: 32-bit overflow
	{largest, lowest},
	{largest, func(gen *generator, p game.Param, i, n int) int64 { // alternating extremes
		if i%2 == 0 {
			return p.Max
		}
		return p.Min
	}},
	{largest, uniform},
	{largest, near},
	{small, func(gen *generator, p game.Param, i, n int) int64 { return gen.int64n(max(p.Min, p.Max-3), p.Max) }},
}

var randomShape = shape{anySize, func(gen *generator, p game.Param, i, n int) int64 {
	if gen.rng.IntN(3) == 0 {
		return near(gen, p, i, n)
	}
	return uniform(gen, p, i, n)
}}

// make builds one case of shape s, or nil when s does not apply (a game of
// positive values has no zeros). The values of a game with several lists,
// strings or grids share their size (stone-game-vi); an integer parameter
// is its size. A game with its own Generate draws its cases there, through
// [game.Spec.Random], which redraws an instance Generate gets wrong.
func (gen *generator) make(s shape) game.Args {
	if gen.g.Generate != nil {
		// The game's own draws, held to its constraints (game.Spec.Random).
		args, err := gen.g.Random(gen.rng, s.size(gen, 1, gen.maxN))
		if err != nil {
			return nil
		}
		return args
	}
	n := -1
	args := make(game.Args, len(gen.g.Params))
	for k, p := range gen.g.Params {
		lo, most, own := p.Sizes()
		hi := gen.maxN
		if most >= 0 {
			hi = min(hi, most)
		}
		hi = max(hi, lo)
		size := n
		if own {
			size = s.size(gen, lo, hi)
		} else if n < 0 {
			n = s.size(gen, lo, hi)
			size = n
		}
		size = min(max(size, lo), hi)
		ok := true
		args[k] = p.Make(size, func(slot game.Slot, lo, hi int64, i int) int64 {
			if slot == game.RowLen {
				return gen.int64n(lo, hi)
			}
			x := s.value(gen, game.Param{Min: lo, Max: hi}, i, n)
			if x < lo || x > hi {
				ok = false
			}
			return x
		})
		if !ok {
			return nil
		}
	}
	return args
}
