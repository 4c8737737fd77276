// Package anypick solves stone-game-vi (LeetCode 1686): n stones, stone i
// worth alice[i] to Alice and bob[i] to Bob; the players alternately take any
// remaining stone, Alice first, and each wants the larger total.
//
// If Alice ends with the set S, her differential is
//
//	sum over S of alice[i]  -  sum over the rest of bob[i]
//	  = sum over S of (alice[i] + bob[i])  -  sum of all bob[i]
//
// and the same holds for Bob with the roles swapped. So each player only
// wants the stones with the largest a+b, and optimal play takes the stones in
// decreasing a+b; ties between equal sums change nothing. Sorting costs
// O(n) by counting sort when the sums lie in a small range, O(n) by radix
// sort when they span less than 2^32 values, O(n log n) otherwise. The value of every move at a position then follows in O(1) from
// prefix sums over the sorted order with alternating signs ([Position.Options]).
package anypick

import (
	"cmp"
	"errors"
	"fmt"
	"math"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"

	"stonegame/game"
)

// Stone is the move "take stone i" (i indexes the input, from 0). It
// marshals to JSON as the number i.
type Stone int

// String returns "stone i".
func (s Stone) String() string { return "stone " + strconv.Itoa(int(s)) }

// ErrEmpty is returned for an instance with no stones.
var ErrEmpty = errors.New("there are no stones")

// Position is a position of the game: the stones in Rest remain and Turn is
// to move. It implements [game.Solvable] and [game.Stepper].
type Position struct {
	*stones // shared by every position of the instance
	// rest holds the remaining stones, ascending, and is never modified in
	// place; nil means every stone (the start, which so costs no O(n)
	// memory until a caller asks for the stones one by one: see remaining).
	rest []int
	turn game.Player
}

// stones is what every position of an instance shares.
type stones struct {
	alice, bob []int64 // never modified
	lo, hi     int64   // the least and the largest alice[i]+bob[i]
	once       sync.Once
	moves      []game.Move // moves[i] = Stone(i), made once: see move
	allOnce    sync.Once
	all        []int // 0, 1, ..., n-1, made once: see remaining
}

// move returns Stone(i) as a game.Move. Converting an int to an interface
// allocates, and Moves and Options would do it for every stone at every
// call (a fifth of a move's time at 10^6 stones); the table of boxed moves
// is made on first use and shared.
func (s *stones) move(i int) game.Move {
	s.once.Do(func() {
		s.moves = make([]game.Move, len(s.alice))
		for k := range s.moves {
			s.moves[k] = Stone(k)
		}
	})
	return s.moves[i]
}

// New returns the starting position, Alice (player 1) to move. The slices are
// not copied and must not change. It returns an error if the lengths differ,
// for no stones, and wrapping [game.ErrOverflow] if the sum of all |alice[i]|
// and |bob[i]| exceeds math.MaxInt64 (the bound on every sum it computes).
func New(alice, bob []int64) (Position, error) {
	if len(alice) != len(bob) {
		return Position{}, fmt.Errorf("aliceValues has %s but bobValues has %d: they must have the same length", values(len(alice)), len(bob))
	}
	if len(alice) == 0 {
		return Position{}, ErrEmpty
	}
	bob = bob[:len(alice)]
	abs := uint64(0)
	lo, hi := int64(math.MaxInt64), int64(math.MinInt64)
	for i, a := range alice {
		b := bob[i]
		// Each term is at most 2^63, so a sum checked before each cannot wrap.
		if abs += game.Abs(a); abs > math.MaxInt64 {
			return Position{}, fmt.Errorf("stone %d: the absolute values add up to more than %d, so %w", i, int64(math.MaxInt64), game.ErrOverflow)
		}
		if abs += game.Abs(b); abs > math.MaxInt64 {
			return Position{}, fmt.Errorf("stone %d: the absolute values add up to more than %d, so %w", i, int64(math.MaxInt64), game.ErrOverflow)
		}
		lo, hi = min(lo, a+b), max(hi, a+b)
	}
	return Position{stones: &stones{alice: alice, bob: bob, lo: lo, hi: hi}, turn: game.First}, nil
}

// remaining returns the remaining stones, ascending. At the start (rest
// nil) that is every stone: the list is made on the first call, O(n), and
// shared by the later ones, so Solve from the start, which never calls
// it, allocates nothing of size n, and a front end that shows the start
// again and again pays once.
func (p Position) remaining() []int {
	if p.rest != nil {
		return p.rest
	}
	p.allOnce.Do(func() {
		p.all = make([]int, len(p.alice))
		for i := range p.all {
			p.all[i] = i
		}
	})
	return p.all
}

// left returns the number of remaining stones.
func (p Position) left() int {
	if p.rest == nil {
		return len(p.alice)
	}
	return len(p.rest)
}

// values returns "1 value" or "n values".
func values(n int) string {
	if n == 1 {
		return "1 value"
	}
	return strconv.Itoa(n) + " values"
}

// Alice returns every stone's value to Alice (callers must not modify it).
func (p Position) Alice() []int64 { return p.alice }

// Bob returns every stone's value to Bob (callers must not modify it).
func (p Position) Bob() []int64 { return p.bob }

// Rest returns the remaining stones in ascending order (callers must not
// modify it). At the start position the list of every stone is made by
// the first call (O(n) time and memory) and shared by the later ones.
func (p Position) Rest() []int { return p.remaining() }

// Turn returns the player to move.
func (p Position) Turn() game.Player { return p.turn }

// Moves returns one Stone per remaining stone, in ascending order.
func (p Position) Moves() []game.Move {
	m := make([]game.Move, p.left())
	for k, i := range p.remaining() {
		m[k] = p.move(i)
	}
	return m
}

// worth returns stone i's value to player pl.
func (p Position) worth(pl game.Player, i int) int64 {
	if pl == game.First {
		return p.alice[i]
	}
	return p.bob[i]
}

// Play takes stone m. It costs O(len(Rest)): the position is copied. It
// returns an error if m is not a remaining stone.
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	q, gain, err := p.After(m)
	return gain, q, err
}

// After is Play with the concrete type.
func (p Position) After(m game.Move) (Position, int64, error) {
	s, ok := m.(Stone)
	if !ok {
		return p, 0, fmt.Errorf("%v is not a move of this game: take a stone", m)
	}
	k, found := int(s), s >= 0 && int(s) < len(p.alice) // at the start
	if p.rest != nil {
		k, found = slices.BinarySearch(p.rest, int(s))
	}
	if !found {
		return p, 0, fmt.Errorf("stone %d is not on the table", int(s))
	}
	q := p
	q.rest = slices.Delete(slices.Clone(p.remaining()), k, k+1)
	if q.rest == nil { // the last stone: empty, not "every stone"
		q.rest = []int{}
	}
	q.turn = p.turn.Other()
	return q, p.worth(p.turn, int(s)), nil
}

// Payoff is 0: the game is scored by totals alone.
func (p Position) Payoff() int64 { return 0 }

// Key identifies the remaining stones and the player to move.
func (p Position) Key() string {
	var b strings.Builder
	b.WriteByte(byte('0' + p.turn))
	for _, i := range p.remaining() {
		b.WriteByte(',')
		b.WriteString(strconv.Itoa(i))
	}
	return b.String()
}

// Order returns the remaining stones in the order optimal play takes them:
// decreasing alice[i]+bob[i], ties by increasing index. It costs O(m) by
// counting sort when the sums span at most 4m+1024 values, O(m) by a radix
// sort of at most two 16-bit passes when they span less than 2^32 values
// and m >= 2^12, and O(m log m) otherwise, m = len(Rest).
func (p Position) Order() []int {
	ord, rest := p.ranks()
	for r, k := range ord {
		ord[r] = rest[k]
	}
	return ord
}

// ranks returns the positions in rest of the remaining stones in the
// order of [Position.Order], and rest, the remaining stones.
func (p Position) ranks() (ord, rest []int) {
	rest = p.remaining()
	out := make([]int, len(rest))
	p.eachRank(func(r, k int) { out[r] = k })
	return out, rest
}

// eachRank calls visit(r, k) once for every remaining stone: k its position
// in the remaining stones, r its rank in [Position.Order]. The order of the
// calls is the sort's: by position for the counting sort, by the low bits
// of the sums for the radix sort, by rank for the comparison sort. Callers
// that need only each stone's rank, like Solve, never build the order. For
// many stones the radix sort calls visit from two goroutines at once
// (radixHalves): every caller writes only the element of r or of k.
func (p Position) eachRank(visit func(r, k int)) {
	a, b, rest := p.alice, p.bob, p.rest
	m := p.left()
	if m == 0 {
		return
	}
	hi, span := p.sumRange()
	key := func(i int) uint64 { return uint64(hi) - uint64(a[i]+b[i]) }
	switch {
	case p.counted(hi, span, visit):
	case span < 1<<32 && m >= 1<<12 && uint64(m) < 1<<32:
		p.radix(hi, span, visit)
	default:
		rest = p.remaining()
		out := make([]int, m)
		for k := range out {
			out[k] = k
		}
		slices.SortFunc(out, func(j, k int) int {
			if c := cmp.Compare(key(rest[j]), key(rest[k])); c != 0 {
				return c
			}
			return j - k
		})
		for r, k := range out {
			visit(r, k)
		}
	}
}

// radix is the radix sort of eachRank, for sums spanning span < 2^32 below
// hi and m < 2^32 stones: keys hi-(a+b) by their low then their high 16
// bits, each pass stable, so ties keep ascending position. One pass counts
// both digits of every key; if the keys have one digit, a second pass
// visits every stone with its rank; otherwise it places (high digit,
// position) by the low digit in an array of m words, and a last pass over
// it visits each stone with its rank, which is where the high digit's pass
// would place it (so that pass writes nothing). It reads the values twice,
// writes 8m bytes and allocates 8m bytes plus 1 MiB of counts. From
// parMin stones on, with two cores, each pass runs in two halves at once
// (radixHalves): visit is then called from two goroutines.
func (p Position) radix(hi int64, span uint64, visit func(r, k int)) {
	a, b, rest := p.alice, p.bob, p.rest
	m := p.left()
	key := func(k int) uint64 {
		i := k
		if rest != nil {
			i = rest[k]
		}
		return uint64(hi) - uint64(a[i]+b[i])
	}
	if span >= 1<<16 && m >= parMin && runtime.GOMAXPROCS(0) >= 2 {
		radixHalves(m, key, visit)
		return
	}
	// low[d+1] and high[d+1] count the keys of low and high digit d; then
	// low[d] and high[d] are where the first key of digit d goes.
	low, high := make([]int, 1<<16+1), make([]int, 1<<16+1)
	for k := range m {
		x := key(k)
		low[x&0xffff+1]++
		high[x>>16+1]++
	}
	for d := 1; d < len(low); d++ {
		low[d] += low[d-1]
		high[d] += high[d-1]
	}
	if span < 1<<16 {
		for k := range m {
			d := key(k)
			visit(low[d], k)
			low[d]++
		}
		return
	}
	w := make([]uint64, m)
	for k := range m {
		x := key(k)
		d := x & 0xffff
		w[low[d]] = x>>16<<32 | uint64(k)
		low[d]++
	}
	for _, x := range w {
		d := x >> 32
		visit(high[d], int(uint32(x)))
		high[d]++
	}
}

// parMin is the fewest stones radix sorts on two cores.
const parMin = 1 << 20

// radixHalves is radix's sort of two digits, each pass in two halves at
// once: counts of the low digit over each half of the positions, where
// each half's keys of a digit go (the first half's before the second's,
// so the pass stays stable), the placing; then the same for the high digit
// over each half of the placed array, visiting instead of placing.
func radixHalves(m int, key func(k int) uint64, visit func(r, k int)) {
	half := m / 2
	bounds := [3]int{0, half, m}
	var counts [2][]int
	both := func(f func(h int)) {
		var wg sync.WaitGroup
		wg.Add(1)
		go func() { defer wg.Done(); f(1) }()
		f(0)
		wg.Wait()
	}
	// starts turns the two halves' counts of each digit (at d+1) into
	// where each half's first key of digit d goes.
	starts := func() {
		c0, c1 := counts[0], counts[1]
		at := 0
		for d := 0; d < 1<<16; d++ {
			n0, n1 := c0[d+1], c1[d+1]
			c0[d], c1[d] = at, at+n0
			at += n0 + n1
		}
	}
	for h := range counts {
		counts[h] = make([]int, 1<<16+1)
	}
	both(func(h int) {
		c := counts[h]
		for k := bounds[h]; k < bounds[h+1]; k++ {
			c[key(k)&0xffff+1]++
		}
	})
	starts()
	w := make([]uint64, m)
	both(func(h int) {
		c := counts[h]
		for k := bounds[h]; k < bounds[h+1]; k++ {
			x := key(k)
			d := x & 0xffff
			w[c[d]] = x>>16<<32 | uint64(k)
			c[d]++
		}
	})
	for h := range counts {
		clear(counts[h])
	}
	both(func(h int) {
		c := counts[h]
		for _, x := range w[bounds[h]:bounds[h+1]] {
			c[x>>32+1]++
		}
	})
	starts()
	both(func(h int) {
		c := counts[h]
		for _, x := range w[bounds[h]:bounds[h+1]] {
			d := x >> 32
			visit(c[d], int(uint32(x)))
			c[d]++
		}
	})
}

// sumRange returns the largest a+b among the remaining stones and how far
// below it the smallest lies. The keys of the sorts are hi - (a+b), in
// [0, span]: ascending keys are decreasing sums. New bounds every |a+b| by
// math.MaxInt64, so hi - (a+b) fits a uint64.
func (p Position) sumRange() (hi int64, span uint64) {
	a, b, rest := p.alice, p.bob, p.rest
	if rest == nil {
		return p.hi, uint64(p.hi) - uint64(p.lo)
	}
	if len(rest) == 0 {
		return 0, 0
	}
	hi = a[rest[0]] + b[rest[0]]
	lo := hi
	for _, i := range rest {
		c := a[i] + b[i]
		lo, hi = min(lo, c), max(hi, c)
	}
	return hi, uint64(hi) - uint64(lo)
}

// counted is the counting sort: if the span of the sums is at most
// 4m+1024, it calls visit(r, k) for every remaining stone, in the order of
// the positions k in p.rest, with its rank r in [Position.Order], and
// returns true. Ranks are stable: ties keep ascending position. It reads
// the stones in order, so a caller that only needs each stone's rank (like
// Solve) never jumps around the values.
func (p Position) counted(hi int64, span uint64, visit func(r, k int)) bool {
	if !p.small(span) {
		return false
	}
	a, b, rest := p.alice, p.bob, p.remaining()
	count := make([]int, span+2)
	for _, i := range rest {
		count[uint64(hi)-uint64(a[i]+b[i])+1]++
	}
	for k := 1; k < len(count); k++ {
		count[k] += count[k-1]
	}
	for k, i := range rest {
		c := uint64(hi) - uint64(a[i]+b[i])
		visit(count[c], k)
		count[c]++
	}
	return true
}

// small reports whether sums spanning span take the counting sort: span at
// most 4m+1024, m the number of remaining stones.
func (p Position) small(span uint64) bool { return span <= uint64(4*p.left()+1024) }

// Line returns the optimal line: the stones in [Position.Order], the players
// alternating. O(m) or O(m log m) as Order: the steps of
// [Position.Steps], collected.
func (p Position) Line() game.Line {
	line := make(game.Line, 0, p.left())
	for st := range p.Steps {
		line = append(line, st)
	}
	return line
}

// Steps yields the steps of [Position.Line] one at a time, without storing
// them ([game.Stepper]): the order of the stones is made first, as Order
// makes it (O(m) or O(m log m), 8m bytes), and the line's 56 bytes a
// step are never held. Each step's move is boxed as it is yielded, not
// taken from the table of boxed moves that Moves and Options share,
// which would cost 24 bytes a stone for as long as the instance lives.
func (p Position) Steps(yield func(game.Step) bool) {
	pl := p.turn
	ord, rest := p.ranks()
	for _, k := range ord {
		i := rest[k]
		if !yield(game.Step{Player: pl, Move: Stone(i), Index: i, Gain: p.worth(pl, i)}) {
			return
		}
		pl = pl.Other()
	}
}

// Solve returns both players' totals from here on along [Position.Line],
// without building it. The differential is the same for every optimal line;
// the totals are not (stones with equal a+b split the points differently),
// so Solve reports those of the canonical line: decreasing a+b, ties by
// index. When the sums span at most 4m+1024 values it makes one pass over
// the remaining stones and allocates only O(span) buckets (no order, no
// list of stones, even at the start); otherwise O(m) or O(m log m) as
// Order, with O(m) memory.
func (p Position) Solve() game.Result {
	var own, other int64 // the mover's and the opponent's totals
	mine, theirs := p.alice, p.bob
	if p.turn == game.Second {
		mine, theirs = theirs, mine
	}
	if hi, span := p.sumRange(); p.small(span) {
		own, other = p.tally(hi, span, mine, theirs)
	} else {
		// Mark who takes each stone (the parity of its rank), then add
		// up in position order: the sorts visit stones in rank order,
		// and jumping through the values by rank costs a cache miss a
		// stone.
		odd := make([]bool, p.left())
		p.eachRank(func(r, k int) { odd[k] = r%2 == 1 })
		for k, o := range odd {
			i := k
			if p.rest != nil {
				i = p.rest[k]
			}
			if o {
				other += theirs[i]
			} else {
				own += mine[i]
			}
		}
	}
	r := game.Result{First: own, Second: other}
	if p.turn == game.Second {
		r.First, r.Second = other, own
	}
	r.Differential = r.First - r.Second
	return r
}

// bucket is what [Position.tally] keeps of the stones with one sum a+b:
// how many, and the mover's and the opponent's values added up separately
// over the stones at even and at odd places among them (in index order).
type bucket struct {
	n            int
	mine, theirs [2]int64
}

// tally returns the mover's and the opponent's totals along the canonical
// line, for sums spanning span below hi (the counting sort's case), in
// one pass over the remaining stones and one over the O(span) buckets:
// no order is built. A stone's rank is the number of stones of larger sum
// (its bucket's offset) plus its place among the stones of its own sum, so
// whether the mover takes it depends only on the two parities. The
// partial sums fit an int64: New bounds the sum of every |value|.
func (p Position) tally(hi int64, span uint64, mine, theirs []int64) (own, other int64) {
	a, b, rest := p.alice, p.bob, p.rest
	bs := make([]bucket, span+1)
	add := func(i int) {
		t := &bs[uint64(hi)-uint64(a[i]+b[i])]
		j := t.n & 1
		t.n++
		t.mine[j] += mine[i]
		t.theirs[j] += theirs[i]
	}
	if rest == nil {
		for i := range a {
			add(i)
		}
	} else {
		for _, i := range rest {
			add(i)
		}
	}
	off := 0 // stones of larger sum: the rank of the bucket's first stone
	for _, t := range bs {
		// The mover takes the ranks 0, 2, 4, ...: the bucket's even
		// places if off is even, its odd places otherwise.
		j := off & 1
		own += t.mine[j]
		other += t.theirs[1-j]
		off += t.n
	}
	return own, other
}

// Options returns the value of taking each remaining stone, in the order of
// Moves. With the stones sorted by decreasing c = a+b as s[0], s[1], ...,
// taking s[r] first leaves the mover the stones at odd ranks below r and at
// even ranks above r, so its value is
//
//	c[s[r]] + (odd-rank sums below r) + (even-rank sums above r) - (opponent's values of all remaining)
//
// from two prefix sums. O(m) after the sort.
func (p Position) Options() []game.Option {
	ord, rest := p.ranks()
	m := len(ord)
	c := func(r int) int64 { i := rest[ord[r]]; return p.alice[i] + p.bob[i] }
	// even[r] = sum of c over even ranks >= r.
	even := make([]int64, m+1)
	var oppAll int64
	opp := p.turn.Other()
	for r := m - 1; r >= 0; r-- {
		even[r] = even[r+1]
		if r%2 == 0 {
			even[r] += c(r)
		}
		oppAll += p.worth(opp, rest[ord[r]])
	}
	opts := make([]game.Option, m)
	var odd int64 // sum of c over odd ranks < r
	for r, k := range ord {
		i := rest[k]
		opts[k] = game.Option{Move: p.move(i), Gain: p.worth(p.turn, i), Value: c(r) + odd + even[r+1] - oppAll}
		if r%2 == 1 {
			odd += c(r)
		}
	}
	return opts
}

// Value returns the differential of the player to move under optimal play.
func (p Position) Value() int64 { return p.Solve().For(p.turn) }

// AppendJSON appends the stone as a JSON number, its index.
func (s Stone) AppendJSON(b []byte) []byte { return strconv.AppendInt(b, int64(s), 10) }
