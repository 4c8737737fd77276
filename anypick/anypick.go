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
// to move. It implements [game.Solvable].
type Position struct {
	*stones       // shared by every position of the instance
	rest    []int // the remaining stones, ascending; never modified in place
	turn    game.Player
}

// stones is what every position of an instance shares.
type stones struct {
	alice, bob []int64 // never modified
	once       sync.Once
	moves      []game.Move // moves[i] = Stone(i), made once: see move
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
	abs := uint64(0)
	for i := range alice {
		var ok bool
		if abs, ok = game.AbsSum(abs, alice[i], bob[i]); !ok {
			return Position{}, fmt.Errorf("stone %d: the absolute values add up to more than %d, so %w", i, int64(^uint64(0)>>1), game.ErrOverflow)
		}
	}
	rest := make([]int, len(alice))
	for i := range rest {
		rest[i] = i
	}
	return Position{stones: &stones{alice: alice, bob: bob}, rest: rest, turn: game.First}, nil
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
// modify it).
func (p Position) Rest() []int { return p.rest }

// Turn returns the player to move.
func (p Position) Turn() game.Player { return p.turn }

// Moves returns one Stone per remaining stone, in ascending order.
func (p Position) Moves() []game.Move {
	m := make([]game.Move, len(p.rest))
	for k, i := range p.rest {
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
	k, found := slices.BinarySearch(p.rest, int(s))
	if !found {
		return p, 0, fmt.Errorf("stone %d is not on the table", int(s))
	}
	q := p
	q.rest = slices.Delete(slices.Clone(p.rest), k, k+1)
	q.turn = p.turn.Other()
	return q, p.worth(p.turn, int(s)), nil
}

// Payoff is 0: the game is scored by totals alone.
func (p Position) Payoff() int64 { return 0 }

// Key identifies the remaining stones and the player to move.
func (p Position) Key() string {
	var b strings.Builder
	b.WriteByte(byte('0' + p.turn))
	for _, i := range p.rest {
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
	ord := p.ranks()
	for r, k := range ord {
		ord[r] = p.rest[k]
	}
	return ord
}

// ranks returns the positions in p.rest of the remaining stones in the
// order of [Position.Order].
func (p Position) ranks() []int {
	out := make([]int, len(p.rest))
	p.eachRank(func(r, k int) { out[r] = k })
	return out
}

// eachRank calls visit(r, k) once for every remaining stone: k its position
// in p.rest, r its rank in [Position.Order]. The order of the calls is the
// sort's: by position for the counting sort, by rank otherwise. Callers
// that need only each stone's rank, like Solve, never build the order.
func (p Position) eachRank(visit func(r, k int)) {
	a, b, rest := p.alice, p.bob, p.rest
	m := len(rest)
	if m == 0 {
		return
	}
	hi, span := p.sumRange()
	key := func(i int) uint64 { return uint64(hi) - uint64(a[i]+b[i]) }
	switch {
	case p.counted(hi, span, visit):
	case span < 1<<32 && m >= 1<<12 && uint64(m) < 1<<32:
		// Radix sort of key<<32 | position by its upper half, least
		// significant 16 bits first; each pass is stable and the words
		// start in position order, so ties keep ascending position.
		w := make([]uint64, m)
		for k, i := range rest {
			w[k] = key(i)<<32 | uint64(k)
		}
		tmp := make([]uint64, m)
		for shift := uint(32); shift < 64 && span>>(shift-32) > 0; shift += 16 {
			var count [1<<16 + 1]int
			for _, x := range w {
				count[(x>>shift)&0xffff+1]++
			}
			for d := 1; d < len(count); d++ {
				count[d] += count[d-1]
			}
			for _, x := range w {
				d := (x >> shift) & 0xffff
				tmp[count[d]] = x
				count[d]++
			}
			w, tmp = tmp, w
		}
		for r, x := range w {
			visit(r, int(uint32(x)))
		}
	default:
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

// sumRange returns the largest a+b among the remaining stones and how far
// below it the smallest lies. The keys of the sorts are hi - (a+b), in
// [0, span]: ascending keys are decreasing sums. New bounds every |a+b| by
// math.MaxInt64, so hi - (a+b) fits a uint64.
func (p Position) sumRange() (hi int64, span uint64) {
	a, b, rest := p.alice, p.bob, p.rest
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
	a, b, rest := p.alice, p.bob, p.rest
	if span > uint64(4*len(rest)+1024) {
		return false
	}
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

// Line returns the optimal line: the stones in [Position.Order], the players
// alternating. O(m) or O(m log m) as Order.
func (p Position) Line() game.Line {
	line := make(game.Line, 0, len(p.rest))
	pl := p.turn
	for _, k := range p.ranks() {
		i := p.rest[k]
		line = append(line, game.Step{Player: pl, Move: p.move(i), Index: i, Gain: p.worth(pl, i)})
		pl = pl.Other()
	}
	return line
}

// Solve returns both players' totals from here on along [Position.Line],
// without building it. The differential is the same for every optimal line;
// the totals are not (stones with equal a+b split the points differently),
// so Solve reports those of the canonical line: decreasing a+b, ties by
// index. O(m) or O(m log m) as Order.
func (p Position) Solve() game.Result {
	var own, other int64 // the mover's and the opponent's totals
	mine, theirs := p.alice, p.bob
	if p.turn == game.Second {
		mine, theirs = theirs, mine
	}
	// Mark who takes each stone (the parity of its rank), then add up in
	// position order: the sorts visit stones in rank order, and jumping
	// through the values by rank costs a cache miss a stone.
	odd := make([]bool, len(p.rest))
	p.eachRank(func(r, k int) { odd[k] = r%2 == 1 })
	for k, i := range p.rest {
		if odd[k] {
			other += theirs[i]
		} else {
			own += mine[i]
		}
	}
	r := game.Result{First: own, Second: other}
	if p.turn == game.Second {
		r.First, r.Second = other, own
	}
	r.Differential = r.First - r.Second
	return r
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
	ord := p.ranks()
	m := len(ord)
	c := func(r int) int64 { i := p.rest[ord[r]]; return p.alice[i] + p.bob[i] }
	// even[r] = sum of c over even ranks >= r.
	even := make([]int64, m+1)
	var oppAll int64
	opp := p.turn.Other()
	for r := m - 1; r >= 0; r-- {
		even[r] = even[r+1]
		if r%2 == 0 {
			even[r] += c(r)
		}
		oppAll += p.worth(opp, p.rest[ord[r]])
	}
	opts := make([]game.Option, m)
	var odd int64 // sum of c over odd ranks < r
	for r, k := range ord {
		i := p.rest[k]
		opts[k] = game.Option{Move: p.move(i), Gain: p.worth(p.turn, i), Value: c(r) + odd + even[r+1] - oppAll}
		if r%2 == 1 {
			odd += c(r)
		}
	}
	return opts
}

// Value returns the differential of the player to move under optimal play.
func (p Position) Value() int64 { return p.Solve().For(p.turn) }
