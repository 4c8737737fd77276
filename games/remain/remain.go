// Package remain solves Stone Game VII (LeetCode 1690): stones in a row;
// the players alternately remove the stone at either end, and the mover
// scores the sum of the stones that remain after the removal. Alice moves
// first; the answer is Alice's total minus Bob's.
//
// The textbook solution is the interval DP
//
//	dp(i..j) = max(sum(i+1..j) - dp(i+1..j), sum(i..j-1) - dp(i..j-1))
//
// in O(n²) time. This package needs O(n), by one identity: a stone removed
// at move u (counting from 0) was counted in the scores of the u moves
// before it, alternately Alice's and Bob's, so it adds nothing to Alice −
// Bob when u is even (Alice removed it) and its value when u is odd (Bob
// did). Along every line of play,
//
//	Alice − Bob = the sum of the stones Bob removes,
//
// so Bob wants to remove as little as possible, and so does Alice (what she
// removes is the total less what Bob removes). That is the
// take-from-either-end game of package ends played on −a: with V its value,
// 2·(what Bob removes) − Σa = V(−a), so the answer is (Σa + V(−a)) / 2, in
// O(n) by fusion ([ends.Value]). The optimal moves are the same sides too,
// so ends' optimal line on −a is an optimal line here ([Position.Line]).
//
// [Streamer] takes the row one number at a time and keeps only the fusion
// stack, for rows of any length.
package remain

import (
	"errors"
	"fmt"
	"math"
	"math/bits"

	"stonegame/game"
	"stonegame/games/ends"
)

// ErrEmpty is returned for a row with no stones.
var ErrEmpty = errors.New("the row is empty")

// Position is a position of the game: the stones row[lo:hi] remain, and
// Turn is to move. It implements [game.Solvable]; Value, Solve, Options and
// Line run in O(hi-lo) time.
type Position struct {
	neg ends.Position // the same interval and turn, in the game on −row
	row []int64       // the starting row, shared and never modified
	pre []int64       // pre[i] = row[0] + ... + row[i-1]
}

// New returns the starting position on row, Alice (game.First) to move.
// The row is not copied and must not change; New allocates 2n numbers (the
// negated row and the prefix sums). Every total is at most (n−1) times the
// sum of |row[i]|: New returns an error wrapping [game.ErrOverflow] when
// that bound passes math.MaxInt64, and [ErrEmpty] for an empty row. One
// stone is a game of one move that scores 0.
func New(row []int64) (Position, error) {
	if len(row) == 0 {
		return Position{}, ErrEmpty
	}
	var abs uint64
	for i, x := range row {
		var err error
		if abs, err = bound(abs, x, i+1); err != nil {
			return Position{}, err
		}
	}
	neg := make([]int64, len(row))
	pre := make([]int64, len(row)+1)
	for i, x := range row {
		neg[i] = -x // x > math.MinInt64: bound refused it
		pre[i+1] = pre[i] + x
	}
	e, err := ends.New(neg)
	if err != nil {
		return Position{}, err // cannot happen: bound is stricter
	}
	return Position{neg: e, row: row, pre: pre}, nil
}

// bound adds |x|, the n-th number of a row, to abs, the sum of |x| of the
// ones before, and returns the new sum, or an error wrapping
// [game.ErrOverflow] if the sum or (n−1) times it passes math.MaxInt64.
func bound(abs uint64, x int64, n int) (uint64, error) {
	abs += game.Abs(x) // abs <= MaxInt64 and |x| <= 2^63: no wrap
	hi, lo := bits.Mul64(uint64(n-1), abs)
	if abs > math.MaxInt64 || hi != 0 || lo > math.MaxInt64 {
		return 0, fmt.Errorf("stone %d: %d stones whose absolute values add up to %d could score more than %d in total, so %w",
			n, n, abs, int64(math.MaxInt64), game.ErrOverflow)
	}
	return abs, nil
}

// Row returns the starting row (callers must not modify it).
func (p Position) Row() []int64 { return p.row }

// Bounds returns the remaining stones as the half-open range [lo, hi) of
// indices into Row.
func (p Position) Bounds() (lo, hi int) { return p.neg.Bounds() }

// Remaining returns the remaining stones (callers must not modify them).
func (p Position) Remaining() []int64 {
	lo, hi := p.Bounds()
	return p.row[lo:hi]
}

// Sum returns the sum of the remaining stones, in O(1).
func (p Position) Sum() int64 {
	lo, hi := p.Bounds()
	return p.pre[hi] - p.pre[lo]
}

// Turn returns the player to move.
func (p Position) Turn() game.Player { return p.neg.Turn() }

// Moves returns ends.Left and ends.Right, only ends.Left when one stone
// remains, nothing at the end.
func (p Position) Moves() []game.Move { return p.neg.Moves() }

// Play removes the stone at side m (an [ends.Side]) and scores the sum of
// the stones that remain. It returns an error if the row is empty or m is
// not a side.
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	q, err := p.after(m)
	if err != nil {
		return 0, p, err
	}
	return q.Sum(), q, nil
}

func (p Position) after(m game.Move) (Position, error) {
	_, next, err := p.neg.Play(m)
	if err != nil {
		return p, err
	}
	q := p
	q.neg = next.(ends.Position)
	return q, nil
}

// Payoff is 0: the game is scored by totals alone.
func (p Position) Payoff() int64 { return 0 }

// Key identifies the remaining interval.
func (p Position) Key() string { return p.neg.Key() }

// Value returns the differential of the player to move under optimal play
// from here: (sum + V(−remaining)) / 2, in O(hi-lo).
func (p Position) Value() int64 {
	// |Sum| and |V| are at most the sum of |row[i]|; HalfDiff cannot
	// overflow where Sum + V could.
	return game.HalfDiff(p.Sum(), -p.neg.Value())
}

// Solve returns both players' totals from here on along [Position.Line]'s
// optimal line. Unlike the differential, the totals depend on which
// optimal line is played (both players' total is Σ a_i·u_i, u_i the number
// of moves before stone i goes), so they are Line's. O(hi-lo) time, memory
// the fusion stack.
func (p Position) Solve() game.Result {
	var s Streamer
	for _, x := range p.Remaining() {
		s.Push(x) // cannot fail: New checked the whole row
	}
	r := s.Result()
	if p.Turn() == game.Second {
		r = game.Result{First: r.Second, Second: r.First, Differential: -r.Differential}
	}
	return r
}

// Options returns the value of each legal move, left then right: two
// O(hi-lo) evaluations.
func (p Position) Options() []game.Option {
	moves := p.Moves()
	opts := make([]game.Option, len(moves))
	for k, m := range moves {
		q, _ := p.after(m)
		gain := q.Sum()
		opts[k] = game.Option{Move: m, Gain: gain, Value: gain - q.Value()}
	}
	return opts
}

// Line returns an optimal line of play from here to the end, in O(hi-lo)
// time and memory: ends' optimal line on −row, whose moves are optimal
// here too, each step scored with the stones that remain after it. Each
// step's Item is the stone it removes. It collects [Position.Steps].
func (p Position) Line() game.Line {
	lo, hi := p.Bounds()
	line := make(game.Line, 0, hi-lo)
	for st := range p.Steps {
		line = append(line, st)
	}
	return line
}

// Steps yields the steps of [Position.Line], in order, without storing
// them ([game.Stepper]): O(hi-lo) time, memory the fusion stack of ends'
// line on −row.
func (p Position) Steps(yield func(game.Step) bool) {
	lo, hi := p.Bounds()
	for st := range p.neg.Steps {
		if st.Move == ends.Left {
			lo++
		} else {
			hi--
		}
		st.Gain = p.pre[hi] - p.pre[lo]
		st.Item = p.row[st.Index]
		if !yield(st) {
			return
		}
	}
}

// Streamer solves the game on a row given one stone at a time, without
// keeping it. It keeps the fusion stack of ends on −row ([ends.Fuser]),
// negated: on the row itself a fusion takes three items x >= y <= z (a
// valley, where ends fuses a peak of −row) into x − y + z. Those are the
// same fusions in the same order, so the stack is the same, and so is the
// optimal line, [Position.Line]. The totals of that line need where each
// item starts; a fused item starts where the lowest item it takes does.
// For the lowest 1025 items the Streamer keeps every item's start, which
// costs a write a stone but nothing a fusion; above them, where a tall
// stack is mostly stones never fused, it keeps the starts of the fused
// items only, and finds a stone's from the item above it. Its zero value
// is an empty row; Push is amortized O(1); memory is 8 bytes a stack item,
// 24 more for each of the lowest 1025 and 32 more for each fused item
// above them. It implements [game.Streamer], and its Result equals
// [Position.Solve] on the same row.
type Streamer struct {
	stack  []int64 // the items' values, on the row
	starts []mark  // starts[k] is where stack[k] starts, for k < len(stack), k <= dense
	fused  []fused // the fused items at dense and above, bottom to top
	end    mark    // the stones pushed
	abs    uint64  // the sum of their absolute values
}

// dense is the index of the highest stack item whose start is kept
// whether it is fused or not: 24 KiB of starts, in cache. The stack of a
// pseudo-random row stays far below it.
const dense = 1 << 10

// mark is a place in the row: the stones before index i, their sum, and
// Σ j·a[j] over them. The stones between two marks add up to the
// difference of the sums, and to the difference of the wsums when each
// is weighted by its index. wsum is kept modulo 2^64, as Go's signed
// arithmetic is; Push's bound makes every such difference of stones of
// the row fit in an int64, so the differences are exact.
type mark struct {
	i         int64
	sum, wsum int64
}

// after returns the mark after the stone x at m.
func (m mark) after(x int64) mark { return mark{m.i + 1, m.sum + x, m.wsum + m.i*x} }

// before returns the mark before the stone x that ends at m.
func (m mark) before(x int64) mark { return mark{m.i - 1, m.sum - x, m.wsum - (m.i-1)*x} }

// fused is a fused item at dense or above: its index in the stack, and
// where its stones start. They end where the next item's start, or at the
// end of the row.
type fused struct {
	k     int
	start mark
}

// Push appends stone x. It returns an error wrapping [game.ErrOverflow],
// and leaves the Streamer unchanged, when the totals could pass
// math.MaxInt64 (see [New]); it accepts every other number.
func (s *Streamer) Push(x int64) error {
	abs, err := bound(s.abs, x, int(s.end.i)+1)
	if err != nil {
		return err
	}
	// PushAll's loop, for one stone.
	if k := len(s.stack); k >= 2 && s.stack[k-2] >= s.stack[k-1] && s.stack[k-1] <= x { // a valley
		k, y := fuse(s.stack, x)
		if k >= dense {
			s.records(s.stack, k, s.end)
		} else if len(s.fused) > 0 {
			s.fused = s.fused[:0]
		}
		s.stack[k] = y
		s.stack = s.stack[:k+1]
	} else {
		if k <= dense {
			s.start(k, s.end)
		}
		s.stack = append(s.stack, x)
	}
	s.end, s.abs = s.end.after(x), abs
	return nil
}

// PushAll pushes the stones of xs in order, as Push does one at a time,
// and returns how many it took: len(xs), or the index of the stone Push
// would refuse, with Push's error. Push's bound, (n−1)·Σ|a| at most
// math.MaxInt64, holds for every stone of the run while Σ|a| is at most
// math.MaxInt64 / (N−1), N the number of stones at the end of the run:
// PushAll checks that as it goes, and pushes the stones from the first
// that passes it one at a time, as Push does.
func (s *Streamer) PushAll(xs []int64) (int, error) {
	limit := uint64(math.MaxInt64) / uint64(max(int(s.end.i)+len(xs)-1, 1))
	stack, end, abs := s.stack, s.end, s.abs // in registers
	j := 0
	for _, x := range xs {
		a := abs + game.Abs(x) // abs <= MaxInt64 and |x| <= 2^63: no wrap
		if a > limit {
			break
		}
		abs = a
		if k := len(stack); k >= 2 && stack[k-2] >= stack[k-1] && stack[k-1] <= x { // a valley
			k, y := fuse(stack, x)
			// The fused item starts where stack[k] does: below dense,
			// that is already kept.
			if k >= dense {
				s.records(stack, k, end)
			} else if len(s.fused) > 0 {
				s.fused = s.fused[:0] // they were above k
			}
			stack[k] = y
			stack = stack[:k+1]
		} else {
			if k <= dense {
				s.start(k, end)
			}
			stack = append(stack, x)
		}
		end = end.after(x)
		j++
	}
	s.stack, s.end, s.abs = stack, end, abs
	for ; j < len(xs); j++ {
		if err := s.Push(xs[j]); err != nil {
			return j, err
		}
	}
	return len(xs), nil
}

// Bound returns a [game.Bound] for the stones pushed so far: Push's check,
// bound, on n and the sum of |x|.
func (s *Streamer) Bound() game.Bound { return &rowBound{abs: s.abs, n: int(s.end.i)} }

// rowBound is Push's check: abs is the sum of |x| of the n stones so far.
type rowBound struct {
	abs uint64
	n   int
}

func (b *rowBound) Admit(xs []int64) int {
	for j, x := range xs {
		abs, err := bound(b.abs, x, b.n+1)
		if err != nil {
			return j
		}
		b.abs, b.n = abs, b.n+1
	}
	return len(xs)
}

// start records that stack[k], k <= dense, starts at m.
func (s *Streamer) start(k int, m mark) {
	if k >= len(s.starts) {
		s.grow()
	}
	s.starts[k] = m
}

// grow doubles the length of starts, up to dense+1.
func (s *Streamer) grow() {
	n := min(max(2*len(s.starts), 16), dense+1)
	s.starts = append(s.starts, make([]mark, n-len(s.starts))...)
}

// fuse fuses the stone x, which makes a valley x >= y <= z with the top
// two items of stack, for as long as the top makes one, and returns the
// index k of the fused item and its value y: the items stack[k:] and x
// are now one, at k, which starts where stack[k] does. Every fused value
// is at most Σ|a| in absolute value (ends' bound), which Push's bound
// implies.
func fuse(stack []int64, x int64) (k int, y int64) {
	k, y = len(stack), x
	for {
		y = stack[k-2] - stack[k-1] + y
		k -= 2
		if k < 2 || stack[k-2] < stack[k-1] || stack[k-1] > y {
			return k, y
		}
	}
}

// records updates the records of the fused items at dense and above once
// the items stack[k:], k >= dense, and the stone after them, at the mark
// cur, are fused into one at k: it drops the records of the items above
// k, and keeps stack[k]'s or makes it one, walking down to stack[k] from
// the lowest record it drops (or from cur) over the stones between. That
// is O(1) time amortized over the items fused.
func (s *Streamer) records(stack []int64, k int, cur mark) {
	fs := s.fused
	m := len(fs)
	at, j := cur, len(stack) // stack[j] starts at at
	for m > 0 && fs[m-1].k > k {
		m--
		at, j = fs[m].start, fs[m].k
	}
	if m > 0 && fs[m-1].k == k {
		s.fused = fs[:m]
		return
	}
	for j > k {
		j--
		at = at.before(stack[j])
	}
	s.fused = append(fs[:m], fused{k: k, start: at})
}

// Len returns how many stones were pushed.
func (s *Streamer) Len() int { return int(s.end.i) }

// Reset empties the row and keeps the memory.
func (s *Streamer) Reset() {
	*s = Streamer{stack: s.stack[:0], starts: s.starts, fused: s.fused[:0]}
}

// Value returns Alice − Bob under optimal play on the stones pushed so far:
// (Σa + V(−a)) / 2. O(k), k the height of the fusion stack.
func (s *Streamer) Value() int64 {
	_, g := s.walk()
	return game.HalfDiff(s.end.sum, g)
}

// Result returns both totals of [Position.Line]'s optimal line on the stones
// pushed so far, Alice's first. O(k), k the height of the fusion stack.
func (s *Streamer) Result() game.Result {
	total, g := s.walk()
	d := game.HalfDiff(s.end.sum, g)
	bob := game.HalfDiff(total, d)
	return game.Result{First: total - bob, Second: bob, Differential: d}
}

// walk plays the stack greedily as ends' Line does on −row: the mover
// takes the end item whose value on −row is larger, the left one on a tie,
// and removes its stones one by one from that side. It returns what the
// stones add to the two totals together, Σ a[j]·u[j] with u[j] the number
// of stones removed before stone j, and g = −V(−row), the alternating sum
// of the items taken. Both fit in an int64 (Push's bound); the partial
// sums are computed modulo 2^64, so they may wrap, and the results are
// still exact. O(k) time: besides the walk, each stone item is stepped
// over once more at most, to find where the fused item below it ends.
func (s *Streamer) walk() (total, g int64) {
	st, fs := s.stack, s.fused
	fl, fr := 0, len(fs)-1 // the records not yet taken
	var u int64            // stones removed so far
	sign := int64(1)
	for l, r := 0, len(st)-1; l <= r; sign = -sign {
		if st[l] <= st[r] {
			g += sign * st[l]
			if l >= dense && (fl > fr || fs[fl].k != l) { // one stone
				total += u * st[l]
				u++
			} else {
				// Stone j goes after u + j − start.i others.
				var start mark
				if l < dense {
					start = s.starts[l]
				} else {
					start = fs[fl].start
					fl++
				}
				end := s.next(l, fl)
				total += (u-start.i)*(end.sum-start.sum) + end.wsum - start.wsum
				u += end.i - start.i
			}
			l++
		} else {
			g += sign * st[r]
			if r >= dense && (fl > fr || fs[fr].k != r) { // one stone
				total += u * st[r]
				u++
			} else {
				// Stone j goes after u + end.i − 1 − j others.
				var start mark
				end := s.next(r, fr+1)
				if r < dense {
					start = s.starts[r]
				} else {
					start = fs[fr].start
					fr--
				}
				total += (u+end.i-1)*(end.sum-start.sum) - (end.wsum - start.wsum)
				u += end.i - start.i
			}
			r--
		}
	}
	return total, g
}

// next returns the mark where stack[k] ends: where stack[k+1] starts, or
// the end of the row. q is the index of the first record above k: the
// mark is where it starts, or the end of the row, stepped down over the
// stones between.
func (s *Streamer) next(k, q int) mark {
	if k+1 <= dense && k+1 < len(s.stack) {
		return s.starts[k+1]
	}
	at, j := s.end, len(s.stack) // stack[j] starts at at
	if q < len(s.fused) {
		at, j = s.fused[q].start, s.fused[q].k
	}
	for ; j > k+1; j-- {
		at = at.before(s.stack[j-1])
	}
	return at
}
