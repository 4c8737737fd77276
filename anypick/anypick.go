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
// O(n) by counting sort when the sums lie in a small range, O(n log n)
// otherwise. The value of every move at a position then follows in O(1) from
// prefix sums over the sorted order with alternating signs ([Position.Options]).
package anypick

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

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
	alice, bob []int64 // shared, never modified
	rest       []int   // the remaining stones, ascending; never modified in place
	turn       game.Player
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
	return Position{alice: alice, bob: bob, rest: rest, turn: game.First}, nil
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
		m[k] = Stone(i)
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
// counting sort when the sums span at most 4m+1024 values, O(m log m)
// otherwise, m = len(Rest).
func (p Position) Order() []int {
	return order(p.alice, p.bob, p.rest)
}

func order(a, b []int64, rest []int) []int {
	out := make([]int, len(rest))
	if len(rest) == 0 {
		return out
	}
	lo, hi := a[rest[0]]+b[rest[0]], a[rest[0]]+b[rest[0]]
	for _, i := range rest {
		c := a[i] + b[i]
		lo, hi = min(lo, c), max(hi, c)
	}
	if span := uint64(hi) - uint64(lo); span <= uint64(4*len(rest)+1024) {
		// Counting sort, from the largest sum down; stable, so ties keep
		// ascending index.
		count := make([]int, span+2)
		for _, i := range rest {
			count[uint64(hi)-uint64(a[i]+b[i])+1]++
		}
		for k := 1; k < len(count); k++ {
			count[k] += count[k-1]
		}
		for _, i := range rest {
			k := uint64(hi) - uint64(a[i]+b[i])
			out[count[k]] = i
			count[k]++
		}
		return out
	}
	copy(out, rest)
	slices.SortStableFunc(out, func(i, j int) int {
		ci, cj := a[i]+b[i], a[j]+b[j]
		switch {
		case ci > cj:
			return -1
		case ci < cj:
			return 1
		}
		return 0
	})
	return out
}

// Line returns the optimal line: the stones in [Position.Order], the players
// alternating. O(m) or O(m log m) as Order.
func (p Position) Line() game.Line {
	line := make(game.Line, 0, len(p.rest))
	pl := p.turn
	for _, i := range p.Order() {
		line = append(line, game.Step{Player: pl, Move: Stone(i), Index: i, Gain: p.worth(pl, i)})
		pl = pl.Other()
	}
	return line
}

// Solve returns both players' totals from here on along [Position.Line].
// The differential is the same for every optimal line; the totals are not
// (stones with equal a+b split the points differently), so Solve reports
// those of the canonical line: decreasing a+b, ties by index.
func (p Position) Solve() game.Result {
	var r game.Result
	for _, s := range p.Line() {
		if s.Player == game.First {
			r.First += s.Gain
		} else {
			r.Second += s.Gain
		}
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
	ord := p.Order()
	m := len(ord)
	// odd[r] = sum of c over odd ranks < r; even[r] = sum of c over even ranks >= r.
	odd := make([]int64, m+1)
	even := make([]int64, m+1)
	var oppAll int64
	opp := p.turn.Other()
	for r, i := range ord {
		odd[r+1] = odd[r]
		if r%2 == 1 {
			odd[r+1] += p.alice[i] + p.bob[i]
		}
		oppAll += p.worth(opp, i)
	}
	for r := m - 1; r >= 0; r-- {
		even[r] = even[r+1]
		if r%2 == 0 {
			even[r] += p.alice[ord[r]] + p.bob[ord[r]]
		}
	}
	value := make(map[int]int64, m)
	for r, i := range ord {
		value[i] = p.alice[i] + p.bob[i] + odd[r] + even[r+1] - oppAll
	}
	opts := make([]game.Option, m)
	for k, i := range p.rest {
		opts[k] = game.Option{Move: Stone(i), Gain: p.worth(p.turn, i), Value: value[i]}
	}
	return opts
}

// Value returns the differential of the player to move under optimal play.
func (p Position) Value() int64 { return p.Solve().For(p.turn) }
