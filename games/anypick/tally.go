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
	// pairs: the stones come by PushStones, aliceValues with them; wa
	// then holds alice[wide:] once the sums are too wide.
	pairs  bool
	wa     []int64
	expect int // NewTally's
}

// NewTally returns an empty Tally. If expect > 0, aliceValues are about
// to be that many or fewer: their list is then made once with that
// capacity (up to 2^27), not grown by doubling, which copies it and
// faults in about twice its memory; the part never written is address
// space, not memory the process touches.
func NewTally(expect int) *Tally {
	t := &Tally{bad: -1, wide: -1, expect: expect}
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

// PushStones adds the next stones, as and bs their values to Alice and
// to Bob (of the same length), in place of [Tally.PushAlice] and
// [Tally.PushBob]: a Tally fed this way keeps neither list, only its
// buckets (and, once the sums grow too wide, the values of the stones
// after). A Tally takes its stones one way or the other, not both. It
// costs O(len(as)) amortized and never fails; Result reports an overflow
// as New would.
func (t *Tally) PushStones(as, bs []int64) {
	if t.n == 0 && !t.pairs {
		if t.na > 0 {
			return // aliceValues came by PushAlice
		}
		t.pairs, t.a32 = true, nil
	}
	as = as[:len(bs)]
	for len(bs) > 0 && t.bad < 0 {
		t.na = t.n + len(bs)
		if t.limit == 0 {
			t.limit = uint64(4*max(t.expect, t.na) + 1024)
		}
		var k int
		if t.wide >= 0 {
			k = spread(t, as, bs)
		} else if k = narrow(t, as, bs); k < len(bs) && t.edge(as[k], bs[k]) {
			k++
		}
		as, bs = as[k:], bs[k:]
	}
	if len(bs) > 0 { // past the overflow bound: counted for the lengths
		t.n += len(bs)
		t.na = t.n
	}
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
			if k = narrow(t, t.a32[i:i+m], bs[:m]); k < m && t.edge(int64(t.a32[i+k]), bs[k]) {
				k++
			}
		default:
			if k = narrow(t, t.a64[i:i+m], bs[:m]); k < m && t.edge(t.a64[i+k], bs[k]) {
				k++
			}
		}
		bs = bs[k:]
	}
}

// narrow adds the stones of bs (len(bs) <= len(alice)-n) into the buckets
// and returns how many it took: all of them or the first 1024, or those
// before the first stone that falls outside the table or passes the
// overflow bound, which edge then takes. Its loop (bucketRun) checks the
// overflow bound for the whole run at once: when no value is negative,
// the absolute values add up to the sums, and 1024 sums under 2^52 to
// less than 2^63. A run that is not so is taken back and given to
// narrowChecked, which checks each value.
func narrow[T int32 | int64](t *Tally, alice []T, bs []int64) int {
	bs = bs[:min(len(bs), 1024)]
	alice = alice[:len(bs)]
	tab, base := t.bs, t.base
	k, neg, sum := bucketRun(tab, base, alice, bs)
	if neg < 0 || base+int64(len(tab)) > 1<<52 || t.abs+uint64(sum) > math.MaxInt64 {
		for i := k - 1; i >= 0; i-- { // back out, last first
			a, b := int64(alice[i]), bs[i]
			bk := &tab[uint64(a+b)-uint64(base)]
			bk.n--
			j := bk.n & 1
			bk.mine[j] -= a
			bk.theirs[j] -= b
		}
		return narrowChecked(t, alice, bs)
	}
	t.n, t.cnt, t.abs = t.n+k, t.cnt+k, t.abs+uint64(sum)
	return k
}

// bucketRun is narrow's loop: it adds the stones of bs to the buckets tab
// (tab[0] for the sum base) up to the first that falls outside it, and
// returns how many it took, the OR of their values (negative if one is)
// and the sum of their sums. A function of its own, with no more state
// than the loop needs, so that it stays in registers: about 20
// instructions a stone, against 53 with New's checks in the loop.
func bucketRun[T int32 | int64](tab []bucket, base int64, alice []T, bs []int64) (k int, neg, sum int64) {
	alice = alice[:len(bs)]
	var offs uint64 // the sums less base
	for ; k < len(bs); k++ {
		a, b := int64(alice[k]), bs[k]
		o := uint64(a+b) - uint64(base)
		if o >= uint64(len(tab)) {
			break
		}
		bk := &tab[o]
		j := bk.n & 1
		bk.n++
		bk.mine[j] += a
		bk.theirs[j] += b
		neg |= a | b
		offs += o
	}
	return k, neg, int64(offs) + int64(k)*base
}

// narrowChecked is narrow with New's overflow check at every value, for
// a run that holds a large one.
func narrowChecked[T int32 | int64](t *Tally, alice []T, bs []int64) int {
	k := 0
	for ; k < len(bs); k++ {
		a, b := int64(alice[k]), bs[k]
		// Each term is at most 2^63, so a sum checked before each cannot
		// wrap.
		abs1 := t.abs + game.Abs(a)
		abs2 := abs1 + game.Abs(b)
		o := uint64(a+b) - uint64(t.base)
		if abs1 > math.MaxInt64 || abs2 > math.MaxInt64 || o >= uint64(len(t.bs)) {
			break
		}
		bk := &t.bs[o]
		j := bk.n & 1
		bk.n++
		bk.mine[j] += a
		bk.theirs[j] += b
		t.n, t.cnt, t.abs = t.n+1, t.cnt+1, abs2
	}
	return k
}

// edge takes the next stone, a and b its values, which narrow could not:
// it reports whether it did, into a grown table; otherwise t.bad is set
// (the stone passes the overflow bound, New's check, in its order) or t.wide
// (the sums would span too wide: spread takes the stone).
func (t *Tally) edge(a, b int64) bool {
	if t.abs+game.Abs(a) > math.MaxInt64 || t.abs+game.Abs(a)+game.Abs(b) > math.MaxInt64 {
		t.bad = t.n
		return false
	}
	c := a + b
	if !t.grow(c, c) {
		t.wide, t.lo, t.hi = t.n, c, c
		if t.pairs {
			// expect is an estimate: room for an eighth more, so that
			// an estimate a little short does not double both lists
			// (room never written is address space, not memory).
			room := max(t.expect, t.na)
			room += room/8 + 1024 - t.wide
			t.bob = make([]int64, 0, room)
			t.wa = make([]int64, 0, room)
		} else {
			t.bob = make([]int64, 0, t.na-t.wide)
		}
		if t.a32 != nil { // Position needs int64s
			t.a64 = make([]int64, t.na)
			for i, a := range t.a32 {
				t.a64[i] = int64(a)
			}
			t.a32 = nil
		}
		t.stored = make([]int, len(t.bs)+2)
		return false
	}
	bk := &t.bs[uint64(c)-uint64(t.base)]
	j := bk.n & 1
	bk.n++
	bk.mine[j] += a
	bk.theirs[j] += b
	t.n, t.cnt, t.abs = t.n+1, t.cnt+1, t.abs+game.Abs(a)+game.Abs(b)
	return true
}

// spread is narrow once the sums are too wide: it stores the values of bs
// and counts them by slot, and returns how many it took (fewer than
// len(bs) only on overflow: t.bad is then set).
func spread(t *Tally, alice, bs []int64) int {
	abs, lo, hi, stored := t.abs, t.lo, t.hi, t.stored
	alice = alice[:len(bs)]
	k := 0
	for ; k < len(bs); k++ {
		a, b := alice[k], bs[k]
		abs1 := abs + game.Abs(a)
		abs2 := abs1 + game.Abs(b)
		if abs1 > math.MaxInt64 || abs2 > math.MaxInt64 {
			t.bad = t.n + k
			break
		}
		abs = abs2
		c := a + b
		lo, hi = min(lo, c), max(hi, c)
		stored[t.slot(c)]++
	}
	t.n, t.abs, t.lo, t.hi = t.n+k, abs, lo, hi
	t.bob = append(t.bob, bs[:k]...)
	if t.pairs {
		t.wa = append(t.wa, alice[:k]...)
	}
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
	alice, bob := t.wa, t.bob
	if !t.pairs {
		alice = t.a64[t.wide:]
	}
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
