// Package upto solves Stone Game II (LeetCode 1140): piles in a row and a
// number M, at first 1; the player to move takes all the stones of the
// first X remaining piles, 1 <= X <= 2M, and then M = max(M, X). Each
// wants the most stones.
//
// With suffix sums s(i), the most the mover can get from pile i on with M
// is
//
//	f(i, M) = s(i)                                        if i + 2M >= n
//	f(i, M) = s(i) − min over 1 <= x <= 2M of f(i+x, max(M, x))   otherwise
//
// The textbook fills the n² states with 2M options each: Θ(n³). Split the
// minimum at x = M: over x <= M the parameter stays M, and the window
// i+1..i+M of f(·, M) slides by one as i falls, so a monotone deque per M
// gives it in O(1) amortised; over M < x <= 2M the terms f(i+x, x) lie on
// a diagonal, and the window (M, 2M] grows at both ends as M rises, so one
// more deque per i gives those. Every state costs O(1) amortised: O(n²)
// time, and n²/4 numbers of memory for the table the positions share.
package upto

import (
	"errors"
	"fmt"
	"math"
	"strconv"

	"stonegame/game"
)

// MaxN is the longest row accepted: the table holds about n²/4 numbers
// (at 8,000 piles, 128 MB).
const MaxN = 8000

// Take is the move "take the first x piles".
type Take int

// String returns "take 3".
func (t Take) String() string { return "take " + strconv.Itoa(int(t)) }

// Label returns what to type: "3".
func (t Take) Label() string { return strconv.Itoa(int(t)) }

// ParseMove reads "3" or "take 3".
func ParseMove(s string) (game.Move, error) {
	x, ok := game.ParseCount(s, "take", 1)
	if !ok {
		return nil, fmt.Errorf("%q is not a move: type how many piles to take, 1 to 2M", s)
	}
	return Take(x), nil
}

// ErrEmpty is returned for a row with no piles.
var ErrEmpty = errors.New("there are no piles")

// instance is what every position of a game shares.
type instance struct {
	piles  []int64
	suffix []int64 // suffix[i] = piles[i] + ... + piles[n-1]; suffix[n] = 0
	// flat[off[i]+M-1] is f(i, M) for the M with i + 2M < n; past those
	// f(i, M) is suffix[i].
	flat []int64
	off  []int
}

// at returns f(i, M).
func (in *instance) at(i, m int) int64 {
	if i+2*m >= len(in.piles) {
		return in.suffix[i]
	}
	return in.flat[in.off[i]+m-1]
}

// deque is a monotone double-ended queue of (key, value) pairs in a ring:
// keys in the order pushed, values rising from the front, so the front
// holds the least value of the keys still in it.
type deque struct {
	key        []int32
	val        []int64
	head, size int
	mask       int // len(key) − 1, a power of two minus one
}

func newDeque(capacity int) deque {
	c := 1
	for c < capacity {
		c *= 2
	}
	return deque{key: make([]int32, c), val: make([]int64, c), mask: c - 1}
}

func (d *deque) reset() { d.head, d.size = 0, 0 }

// push adds (k, v) at the back, first dropping the pairs it dominates.
func (d *deque) push(k int32, v int64) {
	for d.size > 0 {
		b := (d.head + d.size - 1) & d.mask
		if d.val[b] < v {
			break
		}
		d.size--
	}
	b := (d.head + d.size) & d.mask
	d.key[b], d.val[b] = k, v
	d.size++
}

// expire drops the front pairs with a key above k (keys falling).
func (d *deque) expire(k int32) {
	for d.size > 0 && d.key[d.head] > k {
		d.head = (d.head + 1) & d.mask
		d.size--
	}
}

// expireBelow drops the front pairs with a key below k (keys rising).
func (d *deque) expireBelow(k int32) {
	for d.size > 0 && d.key[d.head] < k {
		d.head = (d.head + 1) & d.mask
		d.size--
	}
}

// min returns the front value.
func (d *deque) min() int64 { return d.val[d.head] }

// Position is a position: piles i.. remain, M is the parameter and Turn is
// to move. It implements [game.Solvable]; Options costs O(M), Value O(1).
type Position struct {
	*instance
	i, m int
	turn game.Player
}

// New returns the starting position (M = 1, Alice to move) and fills the
// table in O(n²). It returns [ErrEmpty] for no piles, an error past [MaxN]
// piles or for a negative pile (a pile holds 0 stones or more, and the
// rule "take everything when you may" that the recurrence rests on needs
// it), and one wrapping [game.ErrOverflow] if the sum exceeds
// math.MaxInt64.
func New(piles []int64) (Position, error) {
	n := len(piles)
	switch {
	case n == 0:
		return Position{}, ErrEmpty
	case n > MaxN:
		return Position{}, fmt.Errorf("%d piles is too many: at most %d (the table of values holds about n²/4 numbers)", n, MaxN)
	}
	in := &instance{piles: piles, suffix: make([]int64, n+1)}
	abs := uint64(0)
	for i := n - 1; i >= 0; i-- {
		if piles[i] < 0 {
			return Position{}, fmt.Errorf("pile %d holds %d stones: a pile holds 0 or more", i, piles[i])
		}
		var ok bool
		if abs, ok = game.AbsSum(abs, piles[i]); !ok {
			return Position{}, fmt.Errorf("pile %d: the absolute values add up to more than %d, so %w", i, int64(math.MaxInt64), game.ErrOverflow)
		}
		in.suffix[i] = in.suffix[i+1] + piles[i]
	}
	// Row i of the table holds f(i, M) for M = 1..(n−i−1)/2, one flat
	// slice for all rows.
	in.off = make([]int, n+1)
	for i := range n {
		in.off[i+1] = in.off[i] + (n-i-1)/2
	}
	in.flat = make([]int64, in.off[n])
	// win[M] is the deque of the window j in i+1..i+M of f(j, M): the
	// indices j in the order they entered (falling), their values rising
	// from the front. Every pile enters every window a later state may
	// read, so each M's window is whole when its states begin.
	mMax := (n - 1) / 2
	win := make([]deque, mMax+1)
	for m := 1; m <= mMax; m++ {
		win[m] = newDeque(m + 1)
	}
	diag := newDeque(n + 1) // over x in (M, 2M], of f(i+x, x)
	for i := n - 1; i >= 0; i-- {
		ms := (n - i - 1) / 2 // the M with i + 2M < n: 1..ms
		row := in.flat[in.off[i] : in.off[i]+ms]
		// Part A: for every M, slide window M to i+1..i+M.
		if j := i + 1; j < n {
			rj := in.flat[in.off[j]:in.off[j+1]]
			for m := 1; m <= mMax; m++ {
				v := in.suffix[j]
				if m <= len(rj) {
					v = rj[m-1]
				}
				win[m].push(int32(j), v)
				win[m].expire(int32(i + m))
			}
		}
		// Part B and the value: M rising, window x in (M, 2M].
		diag.reset()
		next := 2 // the next x to enter the window
		for m := 1; m <= ms; m++ {
			for ; next <= 2*m; next++ {
				diag.push(int32(next), in.at(i+next, next))
			}
			diag.expireBelow(int32(m + 1))
			row[m-1] = in.suffix[i] - min(win[m].min(), diag.min())
		}
	}
	return Position{instance: in, m: 1, turn: game.First}, nil
}

// At returns the index of the first remaining pile and M.
func (p Position) At() (i, m int) { return p.i, p.m }

// Turn returns the player to move.
func (p Position) Turn() game.Player { return p.turn }

// Moves returns Take(1) ... Take(min(2M, piles left)).
func (p Position) Moves() []game.Move {
	k := min(2*p.m, len(p.piles)-p.i)
	ms := make([]game.Move, k)
	for x := range ms {
		ms[x] = Take(x + 1)
	}
	return ms
}

// after returns the position after taking x piles, and their stones.
func (p Position) after(m game.Move) (Position, int64, error) {
	t, ok := m.(Take)
	if !ok {
		return p, 0, fmt.Errorf("%v is not a move of this game: take 1 to 2M piles", m)
	}
	left := len(p.piles) - p.i
	if left == 0 {
		return p, 0, errors.New("no piles remain: the game is over")
	}
	if t < 1 || int(t) > min(2*p.m, left) {
		return p, 0, fmt.Errorf("take %d: M is %d, so take 1 to %d piles", int(t), p.m, min(2*p.m, left))
	}
	x := int(t)
	gain := p.suffix[p.i] - p.suffix[p.i+x]
	return Position{instance: p.instance, i: p.i + x, m: max(p.m, x), turn: p.turn.Other()}, gain, nil
}

// Play takes the first x piles.
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	q, gain, err := p.after(m)
	return gain, q, err
}

// Payoff is 0: the game is scored by totals alone.
func (p Position) Payoff() int64 { return 0 }

// Key identifies the position: the first pile left and M (capped where it
// no longer matters, so equal positions share a key).
func (p Position) Key() string {
	return strconv.Itoa(p.i) + "/" + strconv.Itoa(min(p.m, len(p.piles)))
}

// Value returns the mover's differential from here: 2·f(i, M) − s(i).
func (p Position) Value() int64 {
	if p.i == len(p.piles) {
		return 0
	}
	return 2*p.at(p.i, p.m) - p.suffix[p.i]
}

// Options values every move: its stones minus the opponent's value after
// it. O(M).
func (p Position) Options() []game.Option {
	ms := p.Moves()
	opts := make([]game.Option, len(ms))
	for k, m := range ms {
		q, gain, _ := p.after(m)
		opts[k] = game.Option{Move: m, Gain: gain, Value: gain - q.Value()}
	}
	return opts
}

// Line returns an optimal line: at every turn the fewest piles among the
// best moves. O(n·M).
func (p Position) Line() game.Line { return game.LineBy(p, nil) }

// Solve returns both totals from here: the mover gets f(i, M).
func (p Position) Solve() game.Result {
	if p.i == len(p.piles) {
		return game.Result{}
	}
	mine := p.at(p.i, p.m)
	other := p.suffix[p.i] - mine
	if p.turn == game.Second {
		mine, other = other, mine
	}
	return game.Result{First: mine, Second: other, Differential: mine - other}
}

// Touches returns the piles move m takes: x from the first remaining.
func (p Position) Touches(m game.Move) (first, n int) {
	if _, _, err := p.after(m); err != nil {
		return -1, 0
	}
	return p.i, int(m.(Take))
}
