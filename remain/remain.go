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

	"stonegame/ends"
	"stonegame/game"
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
// keeping it: the fusion stack of −row ([ends.Fuser]), and beside each stack
// item the length, sum and weighted sum of the stones it covers, which give
// the totals of [Position.Line]. Its zero value is an empty row; Push is
// amortized O(1), memory twice the fusion stack. It implements
// [game.Streamer], and its Result equals [Position.Solve] on the same row.
type Streamer struct {
	f     ends.Fuser // on −row
	spans []span     // spans[k] covers the stones of f.Stack()[k]
	abs   uint64
}

// span summarizes the consecutive stones a stack item covers: how many,
// their sum, and Σ a[start+k]·k, what they add to both totals when they
// are removed left to right after the stones before them.
type span struct {
	n         int64
	sum, wsum int64
}

// then returns the span of s followed by t. Every partial sum is bounded
// by (n−1)·Σ|a|, which Push checked.
func (s span) then(t span) span {
	return span{n: s.n + t.n, sum: s.sum + t.sum, wsum: s.wsum + t.wsum + s.n*t.sum}
}

// Push appends stone x. It returns an error wrapping [game.ErrOverflow],
// and leaves the Streamer unchanged, when the totals could pass
// math.MaxInt64 (see [New]); it accepts every other number.
func (s *Streamer) Push(x int64) error {
	abs, err := bound(s.abs, x, s.f.Len()+1)
	if err != nil {
		return err
	}
	s.abs = abs
	s.push(x)
	return nil
}

// PushAll pushes the stones of xs in order, as Push does one at a time,
// and returns how many it took: len(xs), or the index of the stone Push
// would refuse, with Push's error. The bound only grows with the stones,
// so it is checked once for the whole run; a run that passes it is pushed
// one stone at a time to find where.
func (s *Streamer) PushAll(xs []int64) (int, error) {
	abs := s.abs
	for _, x := range xs {
		if abs += game.Abs(x); abs > math.MaxInt64 { // abs was <= MaxInt64: no wrap
			break
		}
	}
	n := s.f.Len() + len(xs)
	if hi, lo := bits.Mul64(uint64(max(n-1, 0)), abs); abs > math.MaxInt64 || hi != 0 || lo > math.MaxInt64 {
		for j, x := range xs {
			if err := s.Push(x); err != nil {
				return j, err
			}
		}
		return len(xs), nil
	}
	for _, x := range xs {
		s.push(x)
	}
	s.abs = abs
	return len(xs), nil
}

// push is Push once the bound is checked.
func (s *Streamer) push(x int64) {
	before := len(s.f.Stack())
	s.f.Push(-x) // cannot fail: |x| <= abs <= math.MaxInt64
	after := len(s.f.Stack())
	// The fusions took the old items after-1.. with x into one.
	sp := span{n: 1, sum: x}
	if after <= before {
		acc := s.spans[after-1]
		for _, t := range s.spans[after:before] {
			acc = acc.then(t)
		}
		sp = acc.then(sp)
	}
	s.spans = append(s.spans[:after-1], sp)
}

// Len returns how many stones were pushed.
func (s *Streamer) Len() int { return s.f.Len() }

// Reset empties the row and keeps the memory.
func (s *Streamer) Reset() {
	s.f.Reset()
	s.spans, s.abs = s.spans[:0], 0
}

// Value returns Alice − Bob under optimal play on the stones pushed so far:
// (Σa + V(−a)) / 2. O(k), k the height of the fusion stack.
func (s *Streamer) Value() int64 { return game.HalfDiff(-s.f.Sum(), -s.f.Value()) }

// Result returns both totals of [Position.Line]'s optimal line on the stones
// pushed so far, Alice's first. O(k), k the height of the fusion stack.
func (s *Streamer) Result() game.Result {
	// Play the stack greedily as ends' Line does; a stone removed after u
	// others adds u·a to the two totals together.
	st := s.f.Stack()
	var total, u int64
	for l, r := 0, len(st)-1; l <= r; {
		var sp span
		if st[l] >= st[r] {
			sp = s.spans[l]
			total += u*sp.sum + sp.wsum
			l++
		} else {
			sp = s.spans[r]
			total += u*sp.sum + (sp.n-1)*sp.sum - sp.wsum
			r--
		}
		u += sp.n
	}
	d := s.Value()
	bob := game.HalfDiff(total, d)
	return game.Result{First: total - bob, Second: bob, Differential: d}
}
