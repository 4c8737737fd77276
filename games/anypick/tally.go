package anypick

import (
	"fmt"
	"math"

	"stonegame/game"
)

// Tally solves stone-game-vi from the start with aliceValues given first
// ([Tally.PushAlice]) and then bobValues ([Tally.PushBob]), in index
// order, without storing bobValues: its [Tally.Result] equals [New](alice,
// bob) followed by [Position.Solve] (the same totals along the canonical
// line, not just the differential), and its error is New's for the same
// lists. It is how `stonegame solve --json` reads a pair it need not
// show the line of.
//
// When bob[i] arrives, stone i goes into the bucket of its sum c =
// alice[i]+bob[i]. Stones of one sum arrive in increasing index, their
// order on the canonical line, so stone i is the j-th of its bucket; a
// bucket keeps its count and the sums of alice's and of bob's values over
// the stones of even and of odd j. At the end the buckets are walked from
// the largest c down: a bucket's stones have ranks off+j, off the number of
// stones of larger sum, and Alice takes the even ranks.
//
// aliceValues are kept as int32 (4 bytes a value) until one does not fit,
// then as int64 (the list is copied once).
//
// The bucket table grows around the sums seen, by doubling. If the sums
// come to span more than 4n+1024 values (n = len(alice), the bound of the
// counting sort in [Position.Order]), the Tally stores the later bob values
// instead (8 bytes each) and Result sorts those stones as Solve does and
// merges them with the buckets. So a Tally costs O(1) time per value while
// the sums are narrow, and O(span) memory for the buckets, at most
// 40(4n+1025) bytes; wide values cost what [Position.Solve] costs on the
// stones that came after the span grew too wide.
//
// The zero Tally is not usable: make one with [NewTally].
type Tally struct {
	a32   []int32 // aliceValues while they fit int32
	a64   []int64 // aliceValues once one does not (then a32 is nil)
	na    int     // len of aliceValues
	n     int     // bob values pushed
	abs   uint64  // sum of |alice[i]| and |bob[i]| over the stones pushed, until bad
	bad   int     // the stone where abs passed math.MaxInt64, or -1
	limit uint64  // the widest span of sums the buckets may take
	base  int64   // the sum of bs[0]
	bs    []bucket
	cnt   int     // stones in the buckets
	wide  int     // the first stone not in the buckets, or -1
	bob   []int64 // bob[wide:] once the sums are too wide
	// stored counts the stones of bob by their sum's slot among the
	// buckets: the offset, len(bs) below the table, len(bs)+1 above.
	stored []int
	lo     int64 // the least sum among the stones of bob
	hi     int64 // the largest sum among the stones of bob
	from   int   // for a Fork: the stone it starts at
}

// NewTally returns an empty Tally. If expect > 0, aliceValues are about
// to be that many or fewer: their list is then made once with that
// capacity (up to 2^27), not grown by doubling, which copies it and
// faults in about twice its memory; the part never written is address
// space, not memory the process touches.
func NewTally(expect int) *Tally {
	t := &Tally{bad: -1, wide: -1}
	if expect > 0 {
		t.a32 = make([]int32, 0, min(expect, 1<<27))
	}
	return t
}

// Reset empties t for another instance, keeping the memory of its lists
// and of a bucket table of at most 2^16 buckets (cleared, O(buckets)).
func (t *Tally) Reset() {
	a32, bs := t.a32[:0], t.bs
	if len(bs) > 1<<16 {
		bs = nil
	}
	clear(bs)
	// Any base will do for an empty table: grow places it anew when a
	// sum falls outside.
	*t = Tally{a32: a32, bs: bs, bad: -1, wide: -1}
}

// PushAlice appends xs to aliceValues. It must come before every
// [Tally.PushBob]; later calls are ignored. It costs O(len(xs)), and
// O(len(aliceValues)) once for the first value outside int32.
func (t *Tally) PushAlice(xs []int64) {
	if t.n > 0 {
		return
	}
	if t.a64 != nil {
		t.a64 = append(grow(t.a64, len(xs)), xs...)
		t.na = len(t.a64)
		return
	}
	a32 := grow(t.a32, len(xs))
	for k, x := range xs {
		if x != int64(int32(x)) {
			t.a64 = make([]int64, len(a32), max(2*len(a32), len(a32)+len(xs)))
			for i, a := range a32 {
				t.a64[i] = int64(a)
			}
			t.a32 = nil
			t.PushAlice(xs[k:])
			return
		}
		a32 = append(a32, int32(x))
	}
	t.a32, t.na = a32, len(a32)
}

// grow returns s with room for n more elements. It at least doubles s,
// with make and copy rather than append's growth, which clears the new
// capacity and so faults in every page of it before it is written.
func grow[T int32 | int64](s []T, n int) []T {
	if len(s)+n <= cap(s) {
		return s
	}
	ns := make([]T, len(s), len(s)+max(n, len(s), 16))
	copy(ns, s)
	return ns
}

// Len returns how many bob values were pushed.
func (t *Tally) Len() int { return t.n }

// PushBob adds bob's values of the next stones, in order. It never fails:
// values past len(aliceValues), or one that makes the totals able to
// overflow, are counted, and Result reports them as New would. It costs
// O(len(xs)) amortized, in loops that keep their state in registers.
func (t *Tally) PushBob(bs []int64) {
	if t.n == 0 && t.limit == 0 {
		t.limit = uint64(4*t.na + 1024)
	}
	for len(bs) > 0 {
		i := t.n
		if i >= t.na || t.bad >= 0 {
			t.n += len(bs) // counted for the error
			return
		}
		m := min(len(bs), t.na-i)
		var k int
		switch {
		case t.wide >= 0:
			k = spread(t, t.a64[i:i+m], bs[:m])
		case t.a32 != nil:
			k = narrow(t, t.a32[i:i+m], bs[:m])
		default:
			k = narrow(t, t.a64[i:i+m], bs[:m])
		}
		bs = bs[k:]
	}
}

// narrow adds the stones of bs (len(bs) <= len(alice)-n) into the buckets,
// growing the table as needed, and returns how many it took: fewer than
// len(bs) if one made the totals able to overflow (t.bad is set) or made
// the sums too wide (t.wide is set, and spread takes it and the rest).
func narrow[T int32 | int64](t *Tally, alice []T, bs []int64) int {
	tab, base, abs := t.bs, t.base, t.abs
	k := 0
	defer func() { t.n, t.cnt, t.abs = t.n+k, t.cnt+k, abs }()
	for ; k < len(bs); k++ {
		a, b := int64(alice[k]), bs[k]
		// Each term is at most 2^63, so a sum checked before each cannot
		// wrap; the checks are New's, in its order.
		if abs += game.Abs(a); abs > math.MaxInt64 {
			t.bad = t.n + k
			return k
		}
		if abs += game.Abs(b); abs > math.MaxInt64 {
			t.bad = t.n + k
			return k
		}
		c := a + b
		o := uint64(c) - uint64(base)
		if o >= uint64(len(tab)) {
			if !t.grow(c, c) {
				abs -= game.Abs(a) + game.Abs(b) // spread checks them again
				t.wide, t.lo, t.hi = t.n+k, c, c
				t.bob = make([]int64, 0, t.na-t.wide)
				if t.a32 != nil { // Position needs int64s
					t.a64 = make([]int64, t.na)
					for i, a := range t.a32 {
						t.a64[i] = int64(a)
					}
					t.a32 = nil
				}
				t.stored = make([]int, len(t.bs)+2)
				return k
			}
			tab, base = t.bs, t.base
			o = uint64(c) - uint64(base)
		}
		bk := &tab[o]
		j := bk.n & 1
		bk.n++
		bk.mine[j] += a
		bk.theirs[j] += b
	}
	return k
}

// spread is narrow once the sums are too wide: it stores the values of bs
// and counts them by slot, and returns how many it took (fewer than
// len(bs) only on overflow).
func spread(t *Tally, alice, bs []int64) int {
	abs, lo, hi, stored := t.abs, t.lo, t.hi, t.stored
	k := 0
	defer func() { t.n, t.abs, t.lo, t.hi = t.n+k, abs, lo, hi }()
	for ; k < len(bs); k++ {
		a, b := alice[k], bs[k]
		if abs += game.Abs(a); abs > math.MaxInt64 {
			t.bad = t.n + k
			return k
		}
		if abs += game.Abs(b); abs > math.MaxInt64 {
			t.bad = t.n + k
			return k
		}
		c := a + b
		lo, hi = min(lo, c), max(hi, c)
		stored[t.slot(c)]++
	}
	t.bob = append(t.bob, bs[:k]...)
	return k
}

// grow makes the bucket table cover the sums clo to chi and reports
// whether it could: false if the sums of the bucketed stones would then
// span more than t.limit values. The new table is twice as long as the span of the
// sums (at least 64 buckets, at most t.limit+1), with the sums in its
// middle: a sum outside it then widens the span by half, so the spans
// grow geometrically and growing costs O(1) a stone amortized, whichever
// side the sums fall on. Sums differ by at most math.MaxInt64 (the
// overflow bound), so spans fit a uint64.
func (t *Tally) grow(clo, chi int64) bool {
	lo, hi := clo, chi
	if ulo, uhi, ok := t.used(); ok {
		lo, hi = min(ulo, clo), max(uhi, chi)
	}
	if uint64(hi)-uint64(lo) > t.limit {
		return false
	}
	need := uint64(hi) - uint64(lo) + 1
	l := min(max(2*need, 64), t.limit+1)
	// The table is [base, base+l-1], within the int64s.
	var base int64 = math.MinInt64
	if pad := (l - need) / 2; uint64(lo)+(1<<63) >= pad { // lo - MinInt64 >= pad
		base = int64(uint64(lo) - pad)
	}
	if uint64(math.MaxInt64)-uint64(base) < l-1 {
		base = math.MaxInt64 - int64(l-1)
	}
	bs := make([]bucket, l)
	for o := range t.bs {
		if t.bs[o].n > 0 {
			bs[uint64(t.base)+uint64(o)-uint64(base)] = t.bs[o]
		}
	}
	t.bs, t.base = bs, base
	return true
}

// used returns the least and the largest sum with a bucket that holds
// stones, and false if none does. It costs O(len(t.bs)), which the
// table's doubling amortizes.
func (t *Tally) used() (lo, hi int64, ok bool) {
	i, j := 0, len(t.bs)-1
	for i < len(t.bs) && t.bs[i].n == 0 {
		i++
	}
	if i == len(t.bs) {
		return 0, 0, false
	}
	for t.bs[j].n == 0 {
		j--
	}
	return t.base + int64(i), t.base + int64(j), true
}

// Fork returns a Tally for the bob values of the stones from
// t.Len()+skip on, which shares t's aliceValues (all pushed, and no more
// pushed after): it can take those values on another goroutine while t
// takes the skip values before them, and [Tally.Join] then adds what it
// took to t. O(1). It returns nil when t went past its buckets (too wide)
// or the overflow bound: a Fork could not be joined.
func (t *Tally) Fork(skip int) game.PairStreamer {
	if t.wide >= 0 || t.bad >= 0 {
		return nil
	}
	if t.limit == 0 {
		t.limit = uint64(4*t.na + 1024) // as PushBob sets it
	}
	return &Tally{a32: t.a32, a64: t.a64, na: t.na, n: t.n + skip, from: t.n + skip, bad: -1, wide: -1, limit: t.limit}
}

// Join adds to t the stones that f, a [Tally.Fork] of t, took, once t has
// taken every stone before them: t's Result is then the one it would give
// had it taken them itself. It reports false, and changes nothing, when it
// cannot: either went past its buckets (too wide) or past the overflow
// bound, or the sums of both would span too wide for the buckets; t can
// then take f's stones itself. O(buckets).
func (t *Tally) Join(f game.PairStreamer) bool {
	u, ok := f.(*Tally)
	if !ok || t.n != u.from || t.wide >= 0 || u.wide >= 0 || t.bad >= 0 || u.bad >= 0 || t.abs+u.abs > math.MaxInt64 {
		return false // (abs each at most MaxInt64: the sum cannot wrap)
	}
	if lo, hi, ok := u.used(); ok {
		if !t.grow(lo, hi) {
			return false
		}
		for o := range u.bs {
			ub := &u.bs[o]
			if ub.n == 0 {
				continue
			}
			// u's j-th stone of the bucket is the bucket's n+j-th.
			tb := &t.bs[uint64(u.base)+uint64(o)-uint64(t.base)]
			j := tb.n & 1
			tb.mine[j] += ub.mine[0]
			tb.mine[1-j] += ub.mine[1]
			tb.theirs[j] += ub.theirs[0]
			tb.theirs[1-j] += ub.theirs[1]
			tb.n += ub.n
		}
	}
	t.n, t.cnt, t.abs = u.n, t.cnt+u.cnt, t.abs+u.abs
	return true
}

// Result returns both players' totals along the canonical line, as
// [Position.Solve] does from the start, or New's error for the same lists:
// different lengths, no stones, or totals that could overflow (wrapping
// [game.ErrOverflow]). It costs O(span) for the buckets, plus the cost of
// Solve on the stones stored after the sums grew too wide.
func (t *Tally) Result() (game.Result, error) {
	if t.n != t.na {
		return game.Result{}, fmt.Errorf("aliceValues has %s but bobValues has %d: they must have the same length", values(t.na), t.n)
	}
	if t.n == 0 {
		return game.Result{}, ErrEmpty
	}
	if t.bad >= 0 {
		return game.Result{}, fmt.Errorf("stone %d: the absolute values add up to more than %d, so %w", t.bad, int64(math.MaxInt64), game.ErrOverflow)
	}
	var r game.Result
	if t.wide < 0 {
		off := 0 // stones of larger sum
		for k := len(t.bs) - 1; k >= 0; k-- {
			bk := &t.bs[k]
			j := off & 1
			r.First += bk.mine[j]
			r.Second += bk.theirs[1-j]
			off += bk.n
		}
	} else {
		r = t.merged()
	}
	r.Differential = r.First - r.Second
	return r, nil
}

// merged is Result once the sums grew too wide: the stones before t.wide
// are in the buckets, the others (stored) are ranked among themselves by
// the sorts of [Position.Solve]. A stored stone comes after every bucketed
// stone of its sum (its index is larger), so its rank overall is its rank
// among the stored ones plus the bucketed stones of larger or equal sum; a
// bucket's first stone has for rank the stones of larger sum, bucketed or
// stored.
func (t *Tally) merged() game.Result {
	var r game.Result
	l, stored := len(t.bs), t.stored
	// atOrAbove[s]: bucketed stones of sum at least slot s's.
	atOrAbove := make([]int, l+2)
	atOrAbove[l] = t.cnt
	off := stored[l+1] // stones of larger sum than the bucket's, bucketed or stored
	for o, n := l-1, 0; o >= 0; o-- {
		bk := &t.bs[o]
		j := off & 1
		r.First += bk.mine[j]
		r.Second += bk.theirs[1-j]
		off += bk.n + stored[o]
		n += bk.n
		atOrAbove[o] = n
	}
	// As in Solve: mark the parity of each stored stone's rank among them,
	// then add up in index order (the sorts visit the stones by rank, and
	// reading the values in that order costs a cache miss a stone).
	alice, bob := t.a64[t.wide:], t.bob
	p := Position{stones: &stones{alice: alice, bob: bob, lo: t.lo, hi: t.hi}, turn: game.First}
	odd := make([]uint8, len(alice))
	p.eachRank(func(rk, k int) { odd[k] = uint8(rk & 1) })
	for k, b := range bob {
		a := alice[k]
		// Bob's if the rank overall is odd: mask is then all ones.
		mask := -int64((int(odd[k]) + atOrAbove[t.slot(a+b)]) & 1)
		r.First += a &^ mask
		r.Second += b & mask
	}
	return r
}

// slot returns the offset of sum c's bucket, len(t.bs) if c is below the
// table, len(t.bs)+1 above it; without branches, as the sums of wide
// values fall on either side at random.
func (t *Tally) slot(c int64) int {
	l := len(t.bs)
	s := l
	if c > t.base+int64(l-1) {
		s = l + 1
	}
	if o := uint64(c) - uint64(t.base); o < uint64(l) {
		s = int(o)
	}
	return s
}
