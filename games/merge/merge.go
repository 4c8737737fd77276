// Package merge solves Stone Game VIII (LeetCode 1872): a row of stones;
// the player to move picks x > 1, removes the leftmost x stones, scores
// their sum and puts back, on the left, one stone worth that sum; the game
// ends when one stone remains. Each wants the larger total.
//
// After any move the leftmost stone is worth a prefix sum of the row, so a
// position is only how far the merging has reached: the leftmost stone
// covers stones 0..i and is worth p[i] = a[0] + ... + a[i]. A move to j > i
// scores p[j], whatever happened before. So, for the player to move at i,
//
//	f(i) = max over j > i of ( p[j] − f(j) ),   f(n−1) = 0,
//
// and one running maximum from the right gives every f in O(n) ([New]),
// against the textbook's O(n²) double loop, which the tests keep as a
// second oracle. Alice − Bob is f(0).
package merge

import (
	"errors"
	"fmt"
	"math"
	"strconv"

	"stonegame/game"
)

// Take is the move "take the leftmost x stones" (x ≥ 2; the first of them
// is the merged stone).
type Take int

// String returns "take 3".
func (t Take) String() string { return "take " + strconv.Itoa(int(t)) }

// Label returns what to type: "3".
func (t Take) Label() string { return strconv.Itoa(int(t)) }

// ParseMove reads "3" or "take 3".
func ParseMove(s string) (game.Move, error) {
	x, ok := game.ParseCount(s, "take", 2)
	if !ok {
		return nil, fmt.Errorf("%q is not a move: type how many stones to take from the left, 2 or more", s)
	}
	return Take(x), nil
}

// ErrShort is returned for an empty row. A row of one stone is accepted:
// the game is over at once, 0 to 0.
var ErrShort = errors.New("the row is empty")

// instance is what every position of a game shares.
type instance struct {
	row    []int64
	prefix []int64 // prefix[i] = row[0] + ... + row[i]
	f      []int64 // f[i]: the mover's differential when stones 0..i are merged
	arg    []int   // arg[i]: the least j > i with p[j] − f[j] = f[i]; -1 at the end
}

// Position is a position of the game: stones 0..At() are merged into the
// leftmost stone. It implements [game.Solvable]; Options costs O(n − i),
// the rest O(1) but Line, O(n).
type Position struct {
	*instance
	i    int
	turn game.Player
}

// New returns the starting position, Alice to move, and solves it in O(n)
// time and memory. It returns [ErrShort] for an empty row, and an error
// wrapping [game.ErrOverflow] when the absolute prefix sums add up to more
// than math.MaxInt64 (the bound on every total it computes).
func New(row []int64) (Position, error) {
	n := len(row)
	if n == 0 {
		return Position{}, ErrShort
	}
	in := &instance{row: row, prefix: make([]int64, n), f: make([]int64, n), arg: make([]int, n)}
	// Every total and differential is a signed sum of distinct prefix
	// sums p[1..n-1], so Σ|p[j]| within int64 bounds them all.
	abs, pabs := uint64(0), uint64(0)
	for i, x := range row {
		var ok bool
		if abs, ok = game.AbsSum(abs, x); !ok {
			return Position{}, fmt.Errorf("stone %d: the absolute values add up to more than %d, so %w", i, int64(math.MaxInt64), game.ErrOverflow)
		}
		in.prefix[i] = x
		if i > 0 {
			in.prefix[i] += in.prefix[i-1]
			if pabs, ok = game.AbsSum(pabs, in.prefix[i]); !ok {
				return Position{}, fmt.Errorf("stone %d: the scores of a game could add up to more than %d, so %w", i, int64(math.MaxInt64), game.ErrOverflow)
			}
		}
	}
	// best and at: the largest p[j] − f[j] over j > i, and its least j.
	in.f[n-1], in.arg[n-1] = 0, -1
	var best int64
	at := -1
	for j := n - 1; j >= 1; j-- {
		v := in.prefix[j] - in.f[j]
		if at < 0 || v >= best {
			best, at = v, j
		}
		in.f[j-1], in.arg[j-1] = best, at
	}
	return Position{instance: in, turn: game.First}, nil
}

// At returns i: stones 0..i are merged into the leftmost stone.
func (p Position) At() int { return p.i }

// Turn returns the player to move.
func (p Position) Turn() game.Player { return p.turn }

// Moves returns Take(2) ... Take(n − i): every x from 2 to the number of
// stones left.
func (p Position) Moves() []game.Move {
	left := len(p.row) - p.i
	if left < 2 {
		return nil
	}
	ms := make([]game.Move, 0, left-1)
	for x := 2; x <= left; x++ {
		ms = append(ms, Take(x))
	}
	return ms
}

// to returns the index j that move m merges through.
func (p Position) to(m game.Move) (int, error) {
	t, ok := m.(Take)
	if !ok {
		return 0, fmt.Errorf("%v is not a move of this game: take 2 or more stones", m)
	}
	left := len(p.row) - p.i
	if t < 2 || int(t) > left {
		if left < 2 {
			return 0, errors.New("one stone remains: the game is over")
		}
		return 0, fmt.Errorf("take %d: take from 2 to %d stones", int(t), left)
	}
	return p.i + int(t) - 1, nil
}

// Play takes the leftmost x stones and puts back their sum.
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	j, err := p.to(m)
	if err != nil {
		return 0, p, err
	}
	return p.prefix[j], Position{instance: p.instance, i: j, turn: p.turn.Other()}, nil
}

// Payoff is 0: the game is scored by totals alone.
func (p Position) Payoff() int64 { return 0 }

// Key identifies the position: how far the merging has reached.
func (p Position) Key() string { return strconv.Itoa(p.i) }

// Value returns the mover's differential from here under optimal play.
func (p Position) Value() int64 { return p.f[p.i] }

// Options values every move: p[j] − f(j). O(n − i).
func (p Position) Options() []game.Option {
	ms := p.Moves()
	opts := make([]game.Option, len(ms))
	for k, m := range ms {
		j := p.i + k + 1
		opts[k] = game.Option{Move: m, Gain: p.prefix[j], Value: p.prefix[j] - p.f[j]}
	}
	return opts
}

// Line returns the optimal line that takes, at every turn, the fewest
// stones among the best moves. O(n).
func (p Position) Line() game.Line {
	var line game.Line
	for j := p.arg[p.i]; j >= 0; j = p.arg[p.i] {
		line = append(line, game.Step{Player: p.turn, Move: Take(j - p.i + 1), Index: p.i, Count: j - p.i + 1, Gain: p.prefix[j]})
		p = Position{instance: p.instance, i: j, turn: p.turn.Other()}
	}
	return line
}

// Solve returns both totals along [Position.Line] (the differential is the
// same on every optimal line; the totals are those of this one). O(n).
func (p Position) Solve() game.Result {
	return game.Score(p.Line(), nil)
}

// Touches returns the stones move m takes: the merged stone (index i, for
// stones 0..i) and the x − 1 stones after it.
func (p Position) Touches(m game.Move) (first, n int) {
	j, err := p.to(m)
	if err != nil {
		return -1, 0
	}
	return p.i, j - p.i + 1
}
