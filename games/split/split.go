// Package split solves Stone Game V (LeetCode 1563): a row of stones with
// non-negative values; Alice splits it into two non-empty parts, the part
// with the larger sum is thrown away and Alice scores the sum of the other
// (when the sums are equal she chooses which to keep); she goes on with
// the kept part until one stone remains. Only Alice moves and scores; the
// answer is her best total.
//
// With S(l, r) the sum of stones l..r and dp(l, r) Alice's best score from
// them (dp(l, l) = 0), a split after stone k keeps the left part for
// L(l, k) = S(l, k) + dp(l, k) or the right part for R(k+1, r) =
// S(k+1, r) + dp(k+1, r):
//
//	dp(l, r) = max( max over k ≤ m of L(l, k),  max over k ≥ m' of R(k+1, r) )
//
// where m is the last k with S(l, k) ≤ S(k+1, r) (keeping the left part
// is allowed) and m' the first k with S(l, k) ≥ S(k+1, r) (keeping the
// right part is). Because the values are non-negative, S(l, k) − S(k+1, r)
// grows with k, so the left keeps are a prefix of the splits and the
// right keeps a suffix; and as r grows with l fixed, m and m' only move
// right. So with the prefix maxima of L over k (one array per l) and the
// suffix maxima of R over the start of the right part (a table per r),
// each dp is O(1) amortised, O(n²) in all ([New]), against the textbook's
// O(n³), which the tests keep as a second oracle.
//
// For example, on 6 2 3 4 5 5 Alice splits [6 2 3] | [4 5 5] and keeps
// the left part (11), then [6] | [2 3] and keeps the right (5), then
// [2] | [3] and keeps the left (2): 11 + 5 + 2 = 18.
package split

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"stonegame/game"
)

// Keep says which part of a split Alice keeps.
type Keep uint8

const (
	Smaller Keep = iota // the part with the smaller sum, as the rules force when the sums differ
	Left                // the left part, Alice's choice when the sums are equal
	Right               // the right part, Alice's choice when the sums are equal
)

// String returns "smaller", "left" or "right".
func (k Keep) String() string {
	switch k {
	case Left:
		return "left"
	case Right:
		return "right"
	}
	return "smaller"
}

// Split is a move: split the remaining stones after the first At of them.
// Keep is [Smaller] when the sums of the two parts differ (the rules
// decide), and [Left] or [Right] when they are equal (Alice does).
type Split struct {
	At   int // the left part's length, from 1 to the stones remaining − 1
	Keep Keep
}

// String returns "split at 2", or "split at 2, keep left" for a choice.
func (s Split) String() string {
	if s.Keep == Smaller {
		return "split at " + strconv.Itoa(s.At)
	}
	return "split at " + strconv.Itoa(s.At) + ", keep " + s.Keep.String()
}

// Label returns what to type: "2", or "2 left".
func (s Split) Label() string {
	if s.Keep == Smaller {
		return strconv.Itoa(s.At)
	}
	return strconv.Itoa(s.At) + " " + s.Keep.String()
}

// MarshalText returns String's text, so a move marshals to JSON as
// "split at 2".
func (s Split) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// AppendJSON appends the move as a JSON string: "split at 2, keep left".
func (s Split) AppendJSON(b []byte) []byte {
	b = append(b, '"')
	b = append(b, s.String()...)
	return append(b, '"')
}

// ParseMove reads a split as a person types it: "split at 2", "split at
// 2, keep left", "2", "2 left", "2 keep right" (case and the comma do not
// matter). It checks the syntax only; [Position.Play] checks that the
// split and the keep fit the stones.
func ParseMove(s string) (game.Move, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	t = strings.TrimPrefix(t, "split")
	t = strings.TrimSpace(t)
	t = strings.TrimPrefix(t, "at")
	f := strings.Fields(strings.ReplaceAll(t, ",", " "))
	bad := fmt.Errorf("%q is not a move: type where to split (the left part's length, 2 for after the second stone), and left or right when the sums are equal: 2, 2 left", s)
	if len(f) == 0 {
		return nil, bad
	}
	at, err := strconv.Atoi(f[0])
	if err != nil || at < 1 {
		return nil, bad
	}
	f = f[1:]
	keep := len(f) > 0 && f[0] == "keep"
	if keep {
		f = f[1:]
	}
	switch {
	case len(f) == 0 && !keep:
		return Split{At: at}, nil
	case len(f) != 1:
		return nil, bad
	case f[0] == "left" || f[0] == "l":
		return Split{At: at, Keep: Left}, nil
	case f[0] == "right" || f[0] == "r":
		return Split{At: at, Keep: Right}, nil
	}
	return nil, bad
}

// MaxStones is the longest row [New] accepts. The solver keeps two
// triangular tables of n(n+1)/2 eight-byte values while it runs (about
// 200 MB at 5000 stones) and one of them afterwards.
const MaxStones = 5000

// Errors [New] returns (wrapped, with the details).
var (
	ErrEmpty    = errors.New("the row is empty")
	ErrNegative = errors.New("a stone's value is negative")
	ErrTooLong  = errors.New("the row is too long")
)

// instance is what every position of a game shares: the row, its prefix
// sums and the table of values.
type instance struct {
	row    []int64
	prefix []int64 // prefix[i] = row[0] + … + row[i−1]; prefix[0] = 0
	start  []int   // start[l]: where row l of the triangular table begins
	dp     []int64 // dp[start[l]+r−l] = Alice's best score from stones l..r
}

// at returns dp(l, r), for l ≤ r.
func (in *instance) at(l, r int) int64 { return in.dp[in.start[l]+r-l] }

// sum returns S(l, r) = stones l..r added up.
func (in *instance) sum(l, r int) int64 { return in.prefix[r+1] - in.prefix[l] }

// Position is a position of the game: stones l..r of the row remain.
// Positions of one game share its tables, so they are cheap to copy;
// Value and Solve cost O(1), Moves and Options O(r − l), Line O((r − l)²)
// at worst.
type Position struct {
	*instance
	l, r int
}

// New returns the starting position, every stone remaining, and solves
// every interval of the row in O(n²) time, with two tables of n(n+1)/2
// int64s (one of which it frees at the end).
//
// It returns an error wrapping [ErrEmpty] for an empty row, [ErrNegative]
// for a negative value (the "larger part" of the rules and the algorithm
// both rest on values ≥ 0; zero is fine), [ErrTooLong] past [MaxStones]
// stones, and [game.ErrOverflow] when the values add up to more than
// math.MaxInt64 (every score is at most the total: each kept part is at
// most half of the part before it).
func New(row []int64) (Position, error) { return NewContext(context.Background(), row) }

// NewContext is [New] that stops when ctx ends: it looks at ctx once per
// row of the tables, every n cells at most (tens of microseconds apart at
// 5000 stones, at no measurable cost), and returns ctx.Err() within that
// time of ctx's end, keeping nothing of the tables, which become garbage.
func NewContext(ctx context.Context, row []int64) (Position, error) {
	n := len(row)
	switch {
	case n == 0:
		return Position{}, ErrEmpty
	case n > MaxStones:
		return Position{}, fmt.Errorf("%w: %d stones, at most %d, because the solver keeps tables of n² eight-byte values (%d MB at %d stones)",
			ErrTooLong, n, MaxStones, 8*uint64(n)*uint64(n+1)>>20, n)
	}
	prefix := make([]int64, n+1)
	for i, x := range row {
		if x < 0 {
			return Position{}, fmt.Errorf("stoneValue[%d] is %d: %w; the rules (the larger part is thrown away) and the O(n²) algorithm hold for values ≥ 0", i, x, ErrNegative)
		}
		if prefix[i] > math.MaxInt64-x {
			return Position{}, fmt.Errorf("stoneValue[%d]: the values add up to more than %d, so %w", i, int64(math.MaxInt64), game.ErrOverflow)
		}
		prefix[i+1] = prefix[i] + x
	}
	in := &instance{row: row, prefix: prefix}
	if err := in.solve(ctx); err != nil {
		return Position{}, err
	}
	return Position{instance: in, l: 0, r: n - 1}, nil
}

// solve fills in.dp: for l from right to left and r from l to the right,
// dp(l, r) from the prefix maxima pl of L(l, ·) and the suffix maxima sr
// of R(·, r), moving the last left keep m forward only. The first right
// keep is m + 1, or earlier when the split at m has equal parts (then
// also every split before it that only moves zeros across). It looks at
// ctx once per l (one atomic load, against the row's n − l cells) and
// returns ctx.Err() when ctx has ended, leaving in.dp unset.
func (in *instance) solve(ctx context.Context) error {
	n, row, p := len(in.row), in.row, in.prefix
	start := make([]int, n)
	size := 0
	for l := range n {
		start[l] = size
		size += n - l
	}
	dp := make([]int64, size)
	// sr[start[j]+r−j] = max over i in j..r of S(i, r) + dp(i, r): the best
	// right keep whose part starts at i ≥ j and ends at r.
	sr := make([]int64, size)
	// pl[k+1] = max over j in l..k of S(l, j) + dp(l, j), for the current
	// l; pl[l] = −1 stands for no left keep (every score is ≥ 0).
	pl := make([]int64, n+1)
	// zeros[i]: how many zeros end at stone i (row[i], row[i−1], …).
	zeros := make([]int, n)
	for i, x := range row {
		if x == 0 {
			zeros[i] = 1
			if i > 0 {
				zeros[i] += zeros[i-1]
			}
		}
	}
	// Overflow: S(l, r) + dp(l, r) < 2·S(l, r) may leave int64 when the
	// total is over math.MaxInt64/2, but only for an interval of more than
	// half the total, which no larger interval may keep: pl and sr are read
	// only over allowed keeps, each of at most half the total. The tests
	// check rows whose total is math.MaxInt64.
	for l := n - 1; l >= 0; l-- {
		w := n - l // the stones l..n−1; interval l..r is at index r−l
		if err := ctx.Err(); err != nil {
			return err
		}
		dpl := dp[start[l]:][:w]
		srl := sr[start[l]:][:w]
		// srn[r−l] is sr(l+1, r), for r > l (srn[0] is not used).
		srn := srl
		if l+1 < n {
			srn = sr[start[l+1]-1:][:w]
		}
		pl[l], pl[l+1], srl[0] = -1, row[l], row[l]
		pL, run := p[l], row[l] // run = pl[r], the best left keep of l..r−1
		m := l - 1              // the last split k with S(l, k) ≤ S(k+1, r)
		for i := 1; i < w; i++ {
			r := l + i
			pr := p[r+1]
			// m moves by one stone at most, usually: that step without
			// a branch to mispredict, then the rare others.
			step := 0
			if q := p[m+2]; q-pL <= pr-q {
				step = 1
			}
			if m+1 >= r {
				step = 0
			}
			m += step
			for m+1 < r && p[m+2]-pL <= pr-p[m+2] {
				m++
			}
			best := pl[m+1]
			mp := m + 1 // the first split k with S(l, k) ≥ S(k+1, r)
			if m >= l && p[m+1]-pL == pr-p[m+1] {
				mp = max(l, m-zeros[m])
			}
			if mp < r {
				best = max(best, sr[start[mp+1]+r-mp-1])
			}
			dpl[i] = best
			s := pr - pL + best
			run = max(run, s)
			pl[r+1] = run
			srl[i] = max(s, srn[i])
		}
	}
	in.start, in.dp = start, dp
	return nil
}

// Row returns the whole row the game started with; it must not be
// modified.
func (p Position) Row() []int64 { return p.row }

// Bounds returns l and r: stones l..r remain.
func (p Position) Bounds() (l, r int) { return p.l, p.r }

// Turn returns game.First: Alice makes every move.
func (p Position) Turn() game.Player { return game.First }

// Moves returns every legal split, by where it splits: one move
// ([Smaller]) when the parts' sums differ, two ([Left], then [Right])
// when they are equal. None when one stone remains.
func (p Position) Moves() []game.Move {
	var ms []game.Move
	for k := p.l; k < p.r; k++ {
		at := k - p.l + 1
		if p.sum(p.l, k) == p.sum(k+1, p.r) {
			ms = append(ms, Split{At: at, Keep: Left}, Split{At: at, Keep: Right})
		} else {
			ms = append(ms, Split{At: at})
		}
	}
	return ms
}

// kept returns the stones a..b that move m keeps, or an error saying why
// m is not legal here.
func (p Position) kept(m game.Move) (a, b int, err error) {
	s, ok := m.(Split)
	if !ok {
		return 0, 0, fmt.Errorf("%v is not a move of this game: split at k", m)
	}
	n := p.r - p.l + 1
	switch {
	case n == 1:
		return 0, 0, errors.New("one stone remains: the game is over")
	case s.At < 1 || s.At >= n:
		return 0, 0, fmt.Errorf("%v: the left part has from 1 to %d of the %d stones", s, n-1, n)
	case s.Keep > Right:
		return 0, 0, fmt.Errorf("%v: keep left, right or the smaller part", s)
	}
	k := p.l + s.At - 1
	ls, rs := p.sum(p.l, k), p.sum(k+1, p.r)
	if ls == rs {
		switch s.Keep {
		case Left:
			return p.l, k, nil
		case Right:
			return k + 1, p.r, nil
		}
		return 0, 0, fmt.Errorf("the parts are equal (%d and %d): say %v, keep left or keep right", ls, rs, s)
	}
	smaller := Left
	if ls > rs {
		smaller = Right
	}
	switch {
	case s.Keep != Smaller && s.Keep != smaller:
		return 0, 0, fmt.Errorf("%v: the %s part is the larger (%d against %d), so it is thrown away: say %v",
			s, s.Keep, max(ls, rs), min(ls, rs), Split{At: s.At})
	case s.Keep != Smaller:
		return 0, 0, fmt.Errorf("%v: the %s part is the smaller (%d against %d) and is kept anyway: say %v",
			s, s.Keep, min(ls, rs), max(ls, rs), Split{At: s.At})
	case smaller == Right:
		return k + 1, p.r, nil
	}
	return p.l, k, nil
}

// Play makes split m and returns the kept part's sum and the position of
// the kept stones, Alice to move again. It refuses a split out of range,
// a split of equal parts that does not say which to keep, and a keep the
// sums decide otherwise (or decide anyway: the move is then typed without
// it, as [Position.Moves] lists it).
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	a, b, err := p.kept(m)
	if err != nil {
		return 0, p, err
	}
	return p.sum(a, b), Position{instance: p.instance, l: a, r: b}, nil
}

// Payoff is 0: the game is scored by Alice's total alone.
func (p Position) Payoff() int64 { return 0 }

// Key identifies the position: the interval "l,r" of the row.
func (p Position) Key() string { return strconv.Itoa(p.l) + "," + strconv.Itoa(p.r) }

// Value returns Alice's best score from here. O(1).
func (p Position) Value() int64 { return p.at(p.l, p.r) }

// Options values every move, in the order of Moves: the kept part's sum
// plus Alice's best from it. O(r − l).
func (p Position) Options() []game.Option {
	ms := p.Moves()
	opts := make([]game.Option, len(ms))
	for i, m := range ms {
		a, b, _ := p.kept(m)
		s := p.sum(a, b)
		opts[i] = game.Option{Move: m, Gain: s, Value: s + p.at(a, b)}
	}
	return opts
}

// Line returns an optimal line from here: at every split the first best
// move of Options. O(len²) at worst (a part may keep all stones but one).
func (p Position) Line() game.Line {
	var line game.Line
	for p.l < p.r {
		_, best := game.Best(p.Options())
		m := best[0].Move
		st, next, err := game.Apply(p, m)
		if err != nil { // cannot happen: m is one of Moves
			break
		}
		line = append(line, st)
		p = next.(Position)
	}
	return line
}

// Solve returns Alice's best score as the result: First is the score,
// Second 0 (Bob never moves), Differential the score. O(1).
func (p Position) Solve() game.Result {
	v := p.Value()
	return game.Result{First: v, Differential: v}
}
