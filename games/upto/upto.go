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
// i+1..i+M of f(·, M) slides by one as i falls, a window of width M that
// meets two blocks of M rows, so a running minimum and the next block's
// prefix minima give it in O(1) amortised; over M < x <= 2M the terms
// f(i+x, x) lie on a diagonal, and the window (M, 2M] is a suffix of one
// dyadic block (2^k, 2^(k+1)] and a prefix of the next, so prefix and
// suffix minima within those blocks give it in O(1). Only the states a
// game from the start reaches are stored, M <= max(1, i): O(n²) time, and
// n²/6 numbers of memory for the table the positions share.
package upto

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strconv"

	"stonegame/game"
)

// MaxN is the longest row accepted: the table holds about n²/6 numbers
// (at 8,000 piles, 85 MB), and New's scratch n²/18 more.
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
	// flat[off[i]+M-1] is f(i, M) for the M with i + 2M < n that a game
	// from the start can reach, M <= max(1, i) ([rowLen]); past 2M the
	// mover takes all, f(i, M) = suffix[i].
	flat []int64
	off  []int
}

// rowLen returns how many M row i of the table holds: those with
// i + 2M < n and M <= max(1, i). Only those are reached from the start (M
// is the largest take so far, or 1, and the takes add up to i), and their
// recurrence reads only states of the same kind (i + x >= max(M, x)).
func rowLen(n, i int) int { return min((n-i-1)/2, max(i, 1)) }

// at returns f(i, M): from the table in O(1), or for an M past max(1, i),
// which no game from the start reaches (explain's table shows some), by
// [instance.unreached].
func (in *instance) at(i, m int) int64 {
	if i+2*m >= len(in.piles) {
		return in.suffix[i]
	}
	if m <= max(i, 1) {
		return in.flat[in.off[i]+m-1]
	}
	return in.unreached(i, m)
}

// unreached returns f(i, M) for M > max(1, i) by the recurrence, the rows
// r = M−1 down to i of column M kept in a local slice: their terms are
// those rows or stored states. O(M·(M−i)) time, O(M) memory.
func (in *instance) unreached(i, m int) int64 {
	n := len(in.piles)
	g := make([]int64, m-i) // g[r−i] = f(r, M) for i <= r < M
	for r := m - 1; r >= i; r-- {
		if r+2*m >= n {
			g[r-i] = in.suffix[r]
			continue
		}
		best := int64(math.MaxInt64)
		for x := 1; x <= 2*m; x++ {
			j, mm := r+x, max(m, x)
			var v int64
			if mm == m && j < m && j+2*m < n {
				v = g[j-i]
			} else {
				v = in.at(j, mm) // stored, or s(j): mm <= j or j + 2mm >= n
			}
			best = min(best, v)
		}
		g[r-i] = in.suffix[r] - best
	}
	return g[0]
}

// Position is a position: piles i.. remain, M is the parameter and Turn is
// to move. It implements [game.Solvable]; Options costs O(M), Value O(1).
type Position struct {
	*instance
	i, m int
	turn game.Player
}

// New returns the starting position (M = 1, Alice to move) and fills the
// table in O(n²) time and n²/6 + n²/18 numbers of memory
// ([instance.fill]). It returns [ErrEmpty] for no piles, an error past
// [MaxN] piles or for a negative pile (a pile holds 0 stones or more, and the
// rule "take everything when you may" that the recurrence rests on needs
// it), and one wrapping [game.ErrOverflow] if the sum exceeds
// math.MaxInt64.
func New(piles []int64) (Position, error) { return NewContext(context.Background(), piles) }

// NewContext is [New] that stops when ctx ends: it looks at ctx every
// [checkEvery] states or so (a row of the table at most, a few
// microseconds apart, at no measurable cost), and returns ctx.Err()
// within that time of ctx's end, keeping nothing of the table, which
// becomes garbage.
func NewContext(ctx context.Context, piles []int64) (Position, error) {
	n := len(piles)
	switch {
	case n == 0:
		return Position{}, ErrEmpty
	case n > MaxN:
		return Position{}, fmt.Errorf("%d piles is too many: at most %d (the table of values holds about n²/6 numbers)", n, MaxN)
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
	// Row i of the table holds f(i, M) for M = 1..rowLen(i), one flat
	// slice for all rows: about n²/6 numbers.
	in.off = make([]int, n+1)
	for i := range n {
		in.off[i+1] = in.off[i] + rowLen(n, i)
	}
	in.flat = make([]int64, in.off[n])
	if err := in.fill(ctx); err != nil {
		return Position{}, err
	}
	return Position{instance: in, m: 1, turn: game.First}, nil
}

// checkEvery is about how many states fill computes between two looks at
// the context: a few microseconds of work.
const checkEvery = 4096

// column is the state of part A for one M: the window minimum of f(j, M)
// over j in i+1..i+M, by blocks of M consecutive j (the last block ending
// at j = n−1−M, the first j any state reads). r is the minimum of f(j, M)
// from j to the end of j's block; o is j's offset in its block; the M
// numbers at base of fill's scratch hold, below o, the prefix minima of the
// block after j's (those the window still needs) and, from o on, f of the
// block's own j, which become its prefix minima when the block is whole.
type column struct {
	r    int64
	o    int32
	base int32
}

// fill computes every stored f(i, M) (i + 2M < n, M <= max(1, i)) into
// the table, i falling.
//
// Part A, the minimum over x <= M of f(i+x, M), is a window of M
// consecutive j in column M. A window of width M meets at most two blocks
// of width M: its part in j's block is a suffix of that block (the running
// minimum r), its part in the next block a prefix (the prefix minima
// computed once that block was whole). Every (j, M) costs O(1), without a
// branch that depends on the values, and the scratch holds n²/18 numbers
// whose places move by one at each step: the columns' state is visited in
// M order and the lines they touch stay in cache.
//
// Part B, the minimum over M < x <= 2M of f(i+x, x), is a window on the
// diagonal of the table: read once per i into an array, then prefix and
// suffix minima within dyadic blocks (see the loop). The diagonal's
// neighbours in memory are the next i's diagonal, so its lines are read
// from cache too.
//
// It looks at ctx every checkEvery states, or once per row when rows are
// longer, and returns ctx.Err() when ctx has ended, the table half filled.
func (in *instance) fill(ctx context.Context) error {
	n := len(in.piles)
	mMax := max((n-1)/3, 1) // the columns with a state: M <= i <= n−1−2M, and (0, 1)
	cols := make([]column, mMax+1)
	base := 0
	for m := 1; m <= mMax; m++ {
		cols[m].base = int32(base)
		base += m
	}
	scratch := make([]int64, base)
	pre := make([]int64, n+1)
	suf := make([]int64, n+1)
	suffix, flat, off := in.suffix, in.flat, in.off
	states := 0 // computed since the last look at ctx
	for i := n - 2; i >= 0; i-- {
		j := i + 1
		ms := rowLen(n, i) // the M of row i: 1..ms
		if ms <= 0 {
			continue
		}
		if states += 2 * ms; states >= checkEvery { // parts A and B
			states = 0
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		row := flat[off[i] : off[i]+ms]
		rj := flat[off[j]:off[j+1]] // f(j, M) for M <= len(rj); s(j) past
		sj := suffix[j]
		old := ms // the columns with a state at i + 1 too
		if i == n-1-2*ms {
			// Column ms begins: its window j in n−2M..n−1−M lies where
			// f(j, M) = s(j), which falls with j, so its minimum is the
			// last, and as a whole block its prefix minima are s itself.
			m := ms
			old--
			c := &cols[m]
			blk := scratch[int(c.base) : int(c.base)+m]
			copy(blk, suffix[n-2*m:n-m])
			c.o = int32(m - 1)
			row[m-1] = suffix[n-1-m]
		}
		// Part A for the older columns.
		cs := cols[1 : old+1]
		for k := range cs {
			m := k + 1
			v := sj
			if k < len(rj) {
				v = rj[k]
			}
			c := &cs[k]
			o := int(c.o)
			blk := scratch[int(c.base) : int(c.base)+m]
			blk[o] = v
			if o == m-1 {
				c.r = v
			} else {
				c.r = min(c.r, v)
			}
			w := c.r
			if o > 0 {
				w = min(w, blk[o-1])
				c.o = int32(o - 1)
			} else {
				run := blk[0]
				for t, u := range blk {
					run = min(run, u)
					blk[t] = run
				}
				c.o = int32(m - 1)
			}
			row[k] = w // part A's minimum, for now
		}
		// Part B: h(x) = f(i+x, x) for M < x <= 2M. Where i + 3x >= n it
		// is s(i+x), which does not rise with x (no pile is negative), so
		// over those x the least is s(i+2M). The others, x in 2..xt, are
		// read down the diagonal of the table, and replaced by their
		// prefix minima p and suffix minima h within the blocks
		// (2^k, 2^(k+1)]: for M in [2^k, 2^(k+1)) the window's part
		// (M, e], e = min(2M, xt), is a suffix of the block of M+1 and,
		// when e passes 2^(k+1), a prefix of the next.
		xt := min((n-1-i)/3, 2*ms)
		h, p := suf[:xt+1], pre[:xt+1]
		for x := 2; x <= xt; x++ {
			h[x] = flat[off[i+x]+x-1]
		}
		for b := 1; b < xt; b *= 2 { // the block b < x <= 2b
			lo, end := b+1, min(2*b, xt)
			hb := h[lo : end+1]
			pb := p[lo : end+1]
			pb = pb[:len(hb)]
			run := hb[0]
			for t, v := range hb {
				run = min(run, v)
				pb[t] = run
			}
			run = hb[len(hb)-1]
			for t := len(hb) - 2; t >= 0; t-- {
				run = min(run, hb[t])
				hb[t] = run
			}
		}
		si := suffix[i]
		for b := 1; b <= ms; b *= 2 { // the M in [b, 2b)
			for m := b; m < min(2*b, ms+1); m++ {
				w := row[m-1]
				e := 2 * m
				if e > xt {
					w = min(w, suffix[i+e])
					e = xt
				}
				if e > m {
					w = min(w, h[m+1])
					if e > 2*b {
						w = min(w, p[e])
					}
				}
				row[m-1] = si - w
			}
		}
	}
	return nil
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
