package merge

import (
	"fmt"
	"math"
	"math/bits"

	"stonegame/game"
)

// Streamer solves a row given one stone at a time ([game.Streamer]). The
// DP runs from the right, so a row read from the left must be kept: it
// keeps the stones themselves, 2 bytes each in blocks whose values fit in
// an int16 (LeetCode's −10^4..10^4 do) and 8 bytes otherwise, and
// [Streamer.Result] makes the one pass from the right that [New] makes,
// rebuilding the prefix sums from the total on the way, without New's other
// tables: the running maximum gives f(0), and the positions where it is
// reached again (p[j] − f(j) at least every later one) are exactly the
// moves of the line [Position.Line] plays, in reverse, so their scores add
// up to the same totals.
type Streamer struct {
	blocks []block
	n      int
	last   int64  // the last prefix sum: the total
	abs    uint64 // Σ|a[i]|, bounding every prefix sum
	pabs   uint64 // Σ|p[j]| over j ≥ 1, bounding every total; a bound of it if loose
	loose  bool   // after a Join: pabs bounds the sum, see tighten
}

// block holds blockLen stones (fewer in the last): small while every one
// fits in an int16, wide once one does not.
type block struct {
	small []int16
	wide  []int64
}

func (b *block) len() int { return len(b.small) + len(b.wide) }

func (b *block) at(i int) int64 {
	if b.wide != nil {
		return b.wide[i]
	}
	return int64(b.small[i])
}

// widen turns a small block into a wide one.
func (b *block) widen() {
	b.wide = make([]int64, len(b.small), blockLen)
	for i, x := range b.small {
		b.wide[i] = int64(x)
	}
	b.small = nil
}

const blockLen = 1 << 16

// Push appends a stone. It returns an error wrapping [game.ErrOverflow],
// and takes nothing, when a sum could leave int64, as New does.
func (s *Streamer) Push(x int64) error {
	_, err := s.PushAll([]int64{x})
	return err
}

// PushAll pushes the stones of xs in order, as Push does one at a time,
// and returns how many it took: len(xs), or the index of the stone Push
// would refuse, with Push's error.
func (s *Streamer) PushAll(xs []int64) (int, error) {
	s.tighten()
	taken := 0
	for len(xs) > 0 {
		if len(s.blocks) == 0 || s.blocks[len(s.blocks)-1].len() == blockLen {
			s.blocks = append(s.blocks, block{small: make([]int16, 0, blockLen)})
		}
		b := &s.blocks[len(s.blocks)-1]
		run := xs[:min(blockLen-b.len(), len(xs))]
		k, err := s.fill(b, run)
		taken += k
		if err != nil {
			return taken, err
		}
		xs = xs[len(run):]
	}
	return taken, nil
}

// Join appends to s's row the stones next, a *Streamer, has taken, as if
// s had taken them after its own, so a row cut in two can be read on two
// cores. It checks the bounds Push checks, exactly (with a bound that
// shows no sum can leave int64, or else in one pass over next's stones,
// whose prefix sums shift by s's total), and returns an error
// wrapping [game.ErrOverflow], leaving s unchanged, when a sum could leave
// int64.
func (s *Streamer) Join(next game.Streamer) error {
	t, ok := next.(*Streamer)
	if !ok {
		return fmt.Errorf("merge: Join takes a *Streamer, got %T", next)
	}
	if t.n == 0 {
		return nil
	}
	s.tighten()
	t.tighten()
	if bound, ok := s.joinBound(t); ok {
		// No sum can leave int64: take next's stones without a pass over
		// them, and keep the bound until a check needs the sum itself.
		s.blocks = append(s.blocks, t.blocks...)
		s.abs, s.pabs, s.last, s.n = s.abs+t.abs, bound, s.last+t.last, s.n+t.n
		s.loose = true
		return nil
	}
	// One pass over next's stones with s's Bound, which makes fill's
	// checks.
	b := s.Bound().(*sumBound)
	var buf []int64
	for bi := range t.blocks {
		blk := &t.blocks[bi]
		xs := blk.wide
		if xs == nil {
			buf = buf[:0]
			for _, x := range blk.small {
				buf = append(buf, int64(x))
			}
			xs = buf
		}
		if k := b.Admit(xs); k < len(xs) {
			return fmt.Errorf("stone %d: the scores of a game could add up to more than %d, so %w", b.n, int64(math.MaxInt64), game.ErrOverflow)
		}
	}
	s.blocks = append(s.blocks, t.blocks...)
	s.abs, s.pabs, s.last, s.n = b.abs, b.pabs, b.last, b.n
	return nil
}

// joinBound returns a bound on the sum of |p[j]| of s's row followed by
// t's, and whether it (and so every sum Join checks) is at most
// math.MaxInt64; both are exact (not loose). t's prefix sums q[j] shift by
// s's total d: |d + q[j]| <= |d| + |q[j]|, and t.pabs sums |q[j]| but for
// j = 0, which in the joined row ends a move (unless s is empty).
func (s *Streamer) joinBound(t *Streamer) (uint64, bool) {
	if s.abs+t.abs > math.MaxInt64 { // each at most MaxInt64: no wrap
		return 0, false
	}
	if s.n == 0 {
		return t.pabs, true
	}
	d := game.Abs(s.last)
	first := game.Abs(s.last + t.blocks[0].at(0)) // |d + q[0]|: s.abs + t.abs bound it, no wrap
	hi, rest := bits.Mul64(d, uint64(t.n-1))
	sum, carry := bits.Add64(s.pabs, t.pabs, 0)
	sum, c2 := bits.Add64(sum, first, 0)
	sum, c3 := bits.Add64(sum, rest, 0)
	if hi != 0 || carry|c2|c3 != 0 || sum > math.MaxInt64 {
		return 0, false
	}
	return sum, true
}

// tighten makes s.pabs the sum of |p[j]| itself again after a Join left a
// bound of it, in one pass over the row. Every check calls it first, so
// they are exact; the CLI, which joins and then asks for the Result only,
// never pays it.
func (s *Streamer) tighten() {
	if !s.loose {
		return
	}
	var pabs uint64
	var p int64
	j := 0
	for bi := range s.blocks {
		b := &s.blocks[bi]
		for i := range b.len() {
			p += b.at(i)
			if j > 0 {
				pabs += game.Abs(p) // at most the bound, at most MaxInt64
			}
			j++
		}
	}
	s.pabs, s.loose = pabs, false
}

// Bound returns a [game.Bound] for the stones pushed so far: it makes
// fill's checks, on the sum of |x| and of the prefix sums' |p|.
func (s *Streamer) Bound() game.Bound {
	s.tighten()
	return &sumBound{abs: s.abs, pabs: s.pabs, last: s.last, n: s.n}
}

// sumBound is fill's check, without the blocks.
type sumBound struct {
	abs, pabs uint64
	last      int64
	n         int
}

func (b *sumBound) Admit(xs []int64) int {
	for j, x := range xs {
		if b.n == 0 { // p[0] ends no move: as in fill
			b.abs, b.last, b.n = game.Abs(x), x, 1
			continue
		}
		p := b.last + x
		abs, pabs := b.abs+game.Abs(x), b.pabs+game.Abs(p)
		if abs > math.MaxInt64 || pabs > math.MaxInt64 {
			return j
		}
		b.abs, b.pabs, b.last, b.n = abs, pabs, p, b.n+1
	}
	return len(xs)
}

// fill appends run, which fits in b, and returns how many stones it took
// before one whose sums could overflow, with that error.
func (s *Streamer) fill(b *block, run []int64) (int, error) {
	abs, pabs, last, n := s.abs, s.pabs, s.last, s.n
	defer func() { s.abs, s.pabs, s.last, s.n = abs, pabs, last, n }()
	k := 0
	if n == 0 && len(run) > 0 { // p[0] ends no move: no score to bound
		x := run[0]
		abs, last, n, k = game.Abs(x), x, 1, 1
		b.push(x)
	}
	small := b.small
	for ; k < len(run); k++ {
		// |x| and |p| are each at most 2^63, and abs, pabs at most
		// MaxInt64 before the addition, so the sums cannot wrap.
		x := run[k]
		p := last + x
		abs += game.Abs(x)
		pabs += game.Abs(p)
		if abs > math.MaxInt64 || pabs > math.MaxInt64 {
			abs -= game.Abs(x)
			pabs -= game.Abs(p)
			b.small = small
			if abs+game.Abs(x) > math.MaxInt64 {
				return k, fmt.Errorf("stone %d: the absolute values add up to more than %d, so %w", n, int64(math.MaxInt64), game.ErrOverflow)
			}
			return k, fmt.Errorf("stone %d: the scores of a game could add up to more than %d, so %w", n, int64(math.MaxInt64), game.ErrOverflow)
		}
		if b.wide == nil && int64(int16(x)) == x {
			small = append(small, int16(x))
		} else {
			b.small = small
			b.push(x)
			small = b.small
		}
		last, n = p, n+1
	}
	b.small = small
	return len(run), nil
}

// push appends x to the block, widening it when x does not fit an int16.
func (b *block) push(x int64) {
	switch {
	case b.wide != nil:
		b.wide = append(b.wide, x)
	case int64(int16(x)) == x:
		b.small = append(b.small, int16(x))
	default:
		b.widen()
		b.wide = append(b.wide, x)
	}
}

// Len returns how many stones were pushed.
func (s *Streamer) Len() int { return s.n }

// Result returns the totals of [Position.Line] from the start, the same as
// New's position gives, in one pass from the right: O(n) time, O(1) memory
// beyond the stones kept. A row of fewer than two stones gives the zero
// Result.
func (s *Streamer) Result() game.Result {
	if s.n < 2 {
		return game.Result{}
	}
	// p is p[j], rebuilt from the right: p[j−1] = p[j] − a[j]. f is f(j)
	// (f(j) = max over t > j of p[t] − f(t)); a record at j, p[j] − f(j)
	// >= best, is a move of the line. Records are met from the right: the
	// k-th from the right scores p[j], and belongs to Alice when its rank
	// from the left, m − k + 1, is odd, known once all m are counted: so
	// sum by the parity of k.
	var best int64
	var sums [2]int64 // by the parity of k
	m := 0
	f, p := int64(0), s.last // f(n−1) = 0, p[n−1] = the total
	for bi := len(s.blocks) - 1; bi >= 0; bi-- {
		b := &s.blocks[bi]
		lo := 0
		if bi == 0 {
			lo = 1 // j ≥ 1: stone 0 alone is never a move's end
		}
		step := func(a int64) {
			if v := p - f; m == 0 || v >= best {
				best = v
				m++
				sums[m%2] += p
			}
			f = best // f(j−1)
			p -= a
		}
		if b.wide != nil {
			for i := len(b.wide) - 1; i >= lo; i-- {
				step(b.wide[i])
			}
		} else {
			for i := len(b.small) - 1; i >= lo; i-- {
				step(int64(b.small[i]))
			}
		}
	}
	// Move k from the right has rank m − k + 1 from the left: Alice's
	// when m − k is even, so when k has m's parity.
	alice, bob := sums[m%2], sums[(m+1)%2]
	return game.Result{First: alice, Second: bob, Differential: alice - bob}
}
