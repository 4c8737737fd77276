// Package ends solves the take-from-either-end game (LeetCode 486 "Predict the
// Winner", 877 "Stone Game", "coins in a row", CSES "Removal Game"): a row of
// integers; the players alternately take the number at either end, and each
// wants the larger total.
//
// The textbook solution is the interval DP
//
//	value(i..j) = max(a[i] - value(i+1..j), a[j] - value(i..j-1))
//
// in O(n²) time. This package finds the same value in O(n) by fusion: scan
// the row with a stack and, whenever the top three items x, y, z satisfy
// x <= y >= z, replace them by the single item x - y + z. What is left has
// no interior peak, and on it the greedy player (take the larger end) is
// optimal. Every fusion keeps the value of the game, whatever the order in
// which they are applied (T. Idziaszek, "An Optimal Algorithm for
// Calculating the Profit in the Coins in a Row Game").
//
// Each stack item covers an odd run of the row; entering it from one side
// and taking all of it from that side is optimal for both players, which
// gives an optimal line in O(n) too ([Position.Line]). Fusion stacks with
// an undo log value every move of that line, both options, in O(n) on a
// pseudo-random row ([Position.LineOptions]).
//
// [Fuser] consumes a row one number at a time and keeps only the stack, so
// a streamed row of any length needs no array. [Table] is the O(n²) DP, kept
// for the DP-table view and as a test oracle.
package ends

import (
	"errors"
	"fmt"
	"math"
	"strconv"

	"stonegame/game"
)

// Side is the end of the row a move takes from.
type Side uint8

const (
	Left  Side = iota // the first remaining item
	Right             // the last remaining item
)

// String returns "left" or "right".
func (s Side) String() string {
	if s == Left {
		return "left"
	}
	return "right"
}

// MarshalText makes a Side a JSON string, "left" or "right".
func (s Side) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// ErrEmpty is returned for a row with no numbers.
var ErrEmpty = errors.New("the row is empty")

// Value returns the differential that the first player achieves on row
// under optimal play: their total minus the second player's. It runs in
// O(n) time and O(k) memory, k the height of the fusion stack (small on
// random rows, n in the worst case). It returns an error wrapping
// [game.ErrOverflow] if the sum of |a[i]| exceeds math.MaxInt64, the bound on
// every total and differential; an empty row has value 0.
func Value(row []int64) (int64, error) {
	var f Fuser
	for _, x := range row {
		if err := f.Push(x); err != nil {
			return 0, err
		}
	}
	return f.Value(), nil
}

// Fuser computes the value of a row given one number at a time. Its zero
// value is an empty row. Push runs in amortized O(1) time; memory is the
// fusion stack.
type Fuser struct {
	stack  []int64
	starts []int // with spans: the index in the row where each stack item starts
	spans  bool
	n      int
	sum    int64
	abs    uint64
}

// Push appends x to the row. It returns an error wrapping [game.ErrOverflow],
// and leaves the Fuser unchanged, if the sum of |a[i]| would pass
// math.MaxInt64.
func (f *Fuser) Push(x int64) error {
	// f.abs <= MaxInt64 and |x| <= 2^63, so the sum cannot wrap.
	abs := f.abs + game.Abs(x)
	if abs > math.MaxInt64 {
		return f.overflow()
	}
	f.abs = abs
	f.sum += x
	f.n++
	if f.spans {
		f.pushSpan(x)
		return nil
	}
	// Fuse the pending top x with the two items below it for as long as
	// they make a peak; then push it.
	s := f.stack
	k := len(s)
	for k >= 2 && s[k-2] <= s[k-1] && s[k-1] >= x {
		x = s[k-2] - s[k-1] + x
		k -= 2
	}
	f.stack = append(s[:k], x)
	return nil
}

// PushAll pushes the numbers of xs in order, as Push does one at a time,
// and returns how many it took: len(xs), or the index of the number that
// Push would refuse, with Push's error. It is Push without a call per
// number.
func (f *Fuser) PushAll(xs []int64) (int, error) {
	if f.spans {
		for j, x := range xs {
			if err := f.Push(x); err != nil {
				return j, err
			}
		}
		return len(xs), nil
	}
	s, abs, sum := f.stack, f.abs, f.sum
	for j, x := range xs {
		a := abs + game.Abs(x)
		if a > math.MaxInt64 {
			f.stack, f.abs, f.sum, f.n = s, abs, sum, f.n+j
			return j, f.overflow()
		}
		abs = a
		sum += x
		k := len(s)
		for k >= 2 && s[k-2] <= s[k-1] && s[k-1] >= x {
			x = s[k-2] - s[k-1] + x
			k -= 2
		}
		s = append(s[:k], x)
	}
	f.stack, f.abs, f.sum, f.n = s, abs, sum, f.n+len(xs)
	return len(xs), nil
}

// Bound returns a [game.Bound] for the numbers pushed so far: Push refuses
// the number that takes the sum of |x| past math.MaxInt64.
func (f *Fuser) Bound() game.Bound { return &absBound{f.abs} }

// absBound is Fuser's check: abs is the sum of |x| so far.
type absBound struct{ abs uint64 }

func (b *absBound) Admit(xs []int64) int {
	abs := b.abs
	for j, x := range xs {
		if abs += game.Abs(x); abs > math.MaxInt64 { // abs was at most MaxInt64: no wrap
			b.abs = abs - game.Abs(x)
			return j
		}
	}
	b.abs = abs
	return len(xs)
}

// Join appends to f's row the row that next, a *Fuser, has taken, as if f
// had taken next's numbers after its own: every fusion keeps the value,
// whatever the order in which fusions are applied, so next's stack is
// pushed onto f's, fusing as Push does. A row cut in two can so be fused
// on two cores. It runs in O(k), k the height of next's stack. It returns
// an error wrapping [game.ErrOverflow], and leaves f unchanged, if the sum
// of |a[i]| of both rows passes math.MaxInt64, and an error if next is not
// a *Fuser or either records spans.
func (f *Fuser) Join(next game.Streamer) error {
	g, ok := next.(*Fuser)
	if !ok || f.spans || g.spans {
		return fmt.Errorf("ends: Join takes a *Fuser, got %T", next)
	}
	abs := f.abs + g.abs // each is at most MaxInt64: no wrap
	if abs > math.MaxInt64 {
		return f.overflow()
	}
	s := f.stack
	for _, x := range g.stack {
		k := len(s)
		for k >= 2 && s[k-2] <= s[k-1] && s[k-1] >= x {
			x = s[k-2] - s[k-1] + x
			k -= 2
		}
		s = append(s[:k], x)
	}
	f.stack, f.abs, f.sum, f.n = s, abs, f.sum+g.sum, f.n+g.n
	return nil
}

// Reset empties the row and keeps the stack's memory, so one Fuser can
// solve many rows without allocating.
func (f *Fuser) Reset() {
	*f = Fuser{stack: f.stack[:0], starts: f.starts[:0], spans: f.spans}
}

func (f *Fuser) overflow() error {
	return fmt.Errorf("the absolute values add up to more than %d, so %w", int64(math.MaxInt64), game.ErrOverflow)
}

// pushSpan is Push's fusion when f.starts records where each item starts.
func (f *Fuser) pushSpan(x int64) {
	s := append(f.stack, x)
	f.starts = append(f.starts, f.n-1)
	for k := len(s); k >= 3 && s[k-3] <= s[k-2] && s[k-2] >= s[k-1]; k = len(s) {
		s[k-3] = s[k-3] - s[k-2] + s[k-1]
		s = s[:k-2]
		f.starts = f.starts[:k-2]
	}
	f.stack = s
}

// Len returns how many numbers were pushed.
func (f *Fuser) Len() int { return f.n }

// Sum returns the sum of the numbers pushed.
func (f *Fuser) Sum() int64 { return f.sum }

// Stack returns the fused row (callers must not modify it): no interior item
// is a peak. Its greedy play has the value of the whole row.
func (f *Fuser) Stack() []int64 { return f.stack }

// Value returns the first player's optimal differential on the row pushed so
// far. It runs in O(k) time, k = len(f.Stack()).
func (f *Fuser) Value() int64 {
	var v int64
	sign := int64(1)
	for l, r := 0, len(f.stack)-1; l <= r; sign = -sign {
		if f.stack[l] >= f.stack[r] {
			v += sign * f.stack[l]
			l++
		} else {
			v += sign * f.stack[r]
			r--
		}
	}
	return v
}

// Result returns both players' optimal totals on the row pushed so far.
func (f *Fuser) Result() game.Result {
	return split(f.sum, f.Value(), game.First)
}

// split turns the sum of a row and the mover's differential into totals.
func split(sum, v int64, mover game.Player) game.Result {
	other := game.HalfDiff(sum, v)
	mine := sum - other
	if mover == game.Second {
		mine, other = other, mine
	}
	return game.Result{First: mine, Second: other, Differential: mine - other}
}

// Position is a position of the game: the items row[lo:hi] remain, and Turn
// is to move. It implements [game.Solvable]; its methods run in O(hi-lo).
type Position struct {
	row    []int64 // the starting row, shared and never modified
	lo, hi int
	turn   game.Player
	kind   kind // which game of the family: its players' names, and stone-game's parity certificate
}

// New returns the starting position on row, player 1 to move. The row is not
// copied and must not change. It returns [ErrEmpty] for an empty row and an
// error wrapping [game.ErrOverflow] if the sum of |row[i]| passes
// math.MaxInt64.
func New(row []int64) (Position, error) {
	if len(row) == 0 {
		return Position{}, ErrEmpty
	}
	abs := uint64(0)
	for i, x := range row {
		var ok bool
		if abs, ok = game.AbsSum(abs, x); !ok {
			return Position{}, fmt.Errorf("item %d: the absolute values add up to more than %d, so %w", i+1, int64(^uint64(0)>>1), game.ErrOverflow)
		}
	}
	return Position{row: row, lo: 0, hi: len(row), turn: game.First}, nil
}

// Row returns the starting row (callers must not modify it).
func (p Position) Row() []int64 { return p.row }

// Bounds returns the remaining items as the half-open range [lo, hi) of
// indices into Row.
func (p Position) Bounds() (lo, hi int) { return p.lo, p.hi }

// Remaining returns the remaining items (callers must not modify them).
func (p Position) Remaining() []int64 { return p.row[p.lo:p.hi] }

// Turn returns the player to move.
func (p Position) Turn() game.Player { return p.turn }

// Moves returns Left and Right, or only Left when one item remains (both
// ends are then the same item), or nothing at the end.
func (p Position) Moves() []game.Move {
	switch p.hi - p.lo {
	case 0:
		return nil
	case 1:
		return []game.Move{Left}
	}
	return []game.Move{Left, Right}
}

// Take returns the index in Row of the item that side s takes.
func (p Position) Take(s Side) int {
	if s == Left {
		return p.lo
	}
	return p.hi - 1
}

// Play takes the item at side m. It returns an error if the row is empty or
// m is not a Side.
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	q, gain, err := p.play(m)
	return gain, q, err
}

// After is Play with the concrete type.
func (p Position) After(s Side) (Position, error) {
	q, _, err := p.play(s)
	return q, err
}

func (p Position) play(m game.Move) (Position, int64, error) {
	s, ok := m.(Side)
	if !ok || s > Right {
		return p, 0, fmt.Errorf("%v is not a move of this game: take left or right", m)
	}
	if p.hi == p.lo {
		return p, 0, errors.New("the row is empty: the game is over")
	}
	i := p.Take(s)
	q := p
	if s == Left {
		q.lo++
	} else {
		q.hi--
	}
	q.turn = p.turn.Other()
	return q, p.row[i], nil
}

// Payoff is 0: the game is scored by totals alone.
func (p Position) Payoff() int64 { return 0 }

// Key identifies the remaining interval.
func (p Position) Key() string {
	return strconv.Itoa(p.lo) + ":" + strconv.Itoa(p.hi)
}

// Value returns the differential of the player to move under optimal play
// from here. O(hi-lo) time.
func (p Position) Value() int64 {
	v, _ := Value(p.row[p.lo:p.hi]) // the whole row was checked by New
	return v
}

// Solve returns both players' totals from here on under optimal play.
func (p Position) Solve() game.Result {
	var sum int64
	for _, x := range p.row[p.lo:p.hi] {
		sum += x
	}
	return split(sum, p.Value(), p.turn)
}

// Options returns the value of each legal move: a[lo] - value(lo+1..hi) and
// a[hi-1] - value(lo..hi-1). Two O(hi-lo) evaluations.
func (p Position) Options() []game.Option {
	moves := p.Moves()
	opts := make([]game.Option, len(moves))
	for k, m := range moves {
		q, gain, _ := p.play(m)
		opts[k] = game.Option{Move: m, Gain: gain, Value: gain - q.Value()}
	}
	return opts
}

// Line returns an optimal line of play from here to the end, in O(hi-lo)
// time and memory: fuse the remaining row keeping where each stack item
// starts, play the stack greedily, and take each chosen item whole from the
// side it was entered. It collects [Position.Steps].
func (p Position) Line() game.Line {
	line := make(game.Line, 0, p.hi-p.lo)
	for st := range p.Steps {
		line = append(line, st)
	}
	return line
}

// Steps yields the steps of [Position.Line], in order, without storing
// them ([game.Stepper]): O(hi-lo) time, memory the fusion stack with where
// each item starts (16 bytes an item: a few on a pseudo-random row, every
// number of a sorted one).
func (p Position) Steps(yield func(game.Step) bool) {
	f := Fuser{spans: true}
	for _, x := range p.row[p.lo:p.hi] {
		f.Push(x) // cannot fail: New checked the whole row
	}
	player := p.turn
	end := func(k int) int { // one past the last index covered by stack item k
		if k+1 < len(f.starts) {
			return p.lo + f.starts[k+1]
		}
		return p.hi
	}
	for l, r := 0, len(f.stack)-1; l <= r; {
		if f.stack[l] >= f.stack[r] {
			for i := p.lo + f.starts[l]; i < end(l); i++ {
				if !yield(game.Step{Player: player, Move: Left, Index: i, Gain: p.row[i]}) {
					return
				}
				player = player.Other()
			}
			l++
		} else {
			for i := end(r) - 1; i >= p.lo+f.starts[r]; i-- {
				if !yield(game.Step{Player: player, Move: Right, Index: i, Gain: p.row[i]}) {
					return
				}
				player = player.Other()
			}
			r--
		}
	}
}

// Table returns the interval DP: t[i][j-i] is the value, for the player to
// move, of the items row[i..j] (inclusive), for 0 <= i <= j < n. It costs
// O(n²) time and n(n+1)/2 numbers of memory; use it for n up to a few
// thousand. It returns an error wrapping [game.ErrOverflow] as [New] does.
func Table(row []int64) ([][]int64, error) {
	if _, err := New(row); err != nil && !errors.Is(err, ErrEmpty) {
		return nil, err
	}
	n := len(row)
	t := make([][]int64, n)
	for i := n - 1; i >= 0; i-- {
		t[i] = make([]int64, n-i)
		t[i][0] = row[i]
		for j := i + 1; j < n; j++ {
			t[i][j-i] = max(row[i]-t[i+1][j-i-1], row[j]-t[i][j-i-1])
		}
	}
	return t, nil
}

// DPValue returns the same value as [Value] by the O(n²) interval DP, in
// O(n) memory. It is the second oracle of the tests and the baseline of the
// benchmarks.
func DPValue(row []int64) (int64, error) {
	if _, err := New(row); err != nil {
		if errors.Is(err, ErrEmpty) {
			return 0, nil
		}
		return 0, err
	}
	n := len(row)
	d := make([]int64, n) // d[i] = value(i..j) for the current j
	for j := 0; j < n; j++ {
		d[j] = row[j]
		for i := j - 1; i >= 0; i-- {
			d[i] = max(row[i]-d[i+1], row[j]-d[i])
		}
	}
	return d[0], nil
}

// AppendJSON appends the side as a JSON string, "left" or "right".
func (s Side) AppendJSON(b []byte) []byte {
	b = append(b, '"')
	b = append(b, s.String()...)
	return append(b, '"')
}
