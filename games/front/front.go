// Package front solves Stone Game III (LeetCode 1406): stones in a row; the
// players alternately take 1, 2 or 3 stones from the front of the row and
// score their values (negative values allowed); Alice moves first; the
// answer is "Alice", "Bob" or "Tie". Coins in a Line II (LintCode 395) is
// the same game with moves of 1 or 2 coins ([NewUpTo]).
//
// A position is only how many stones were taken, i, so its value for the
// player to move is the suffix DP
//
//	value(i) = max over k in 1..3 of ( a[i] + ... + a[i+k−1] − value(i+k) ),  value(n) = 0
//
// computed once from the right in O(n) time ([New]). Every position of the
// game shares those n values, so its Options cost O(1) and its Line O(n).
package front

import (
	"errors"
	"fmt"
	"math"
	"strconv"

	"stonegame/game"
)

// ErrEmpty is returned for a row with no stones.
var ErrEmpty = errors.New("the row is empty")

// MaxTake is the most stones a move of Stone Game III takes.
const MaxTake = 3

// MaxStones is the longest row [New] takes: the suffix DP keeps two tables
// of n+1 eight-byte values beside the row, 24 bytes a stone, 2.4 GB at
// 10^8 (LeetCode's rows are at most 5·10^4 long).
const MaxStones = 100_000_000

// maxStones is MaxStones, lowered by tests.
var maxStones = MaxStones

// limitWhy is the reason for MaxStones, in the games' Param.LimitWhy.
const limitWhy = "the solver keeps two tables of n+1 eight-byte values beside the row: 24 bytes a stone, 2.4 GB at 10^8"

// Take is a move: take that many stones (1, 2 or 3) from the front.
type Take int

// String returns "take 2".
func (t Take) String() string { return "take " + strconv.Itoa(int(t)) }

// Label returns "2 (take 2 stones)": what to type, and what it does.
func (t Take) Label() string { return label(int(t), "stone") }

// label returns "2 (take 2 coins)", "1 (take 1 coin)".
func label(k int, item string) string {
	return fmt.Sprintf("%d (take %s)", k, game.Count(k, item))
}

// AppendJSON appends the move as a JSON number: how many stones it takes.
func (t Take) AppendJSON(b []byte) []byte { return strconv.AppendInt(b, int64(t), 10) }

// MarshalJSON returns AppendJSON's number.
func (t Take) MarshalJSON() ([]byte, error) { return t.AppendJSON(nil), nil }

// TakeCoins is a move of Coins in a Line II: take that many coins (1 or 2)
// from the front. It is [Take] in the game's own words: its label and the
// sentences about it say coins, not stones.
type TakeCoins int

// String returns "take 2".
func (t TakeCoins) String() string { return Take(t).String() }

// Label returns "2 (take 2 coins)": what to type, and what it does.
func (t TakeCoins) Label() string { return label(int(t), "coin") }

// AppendJSON appends the move as a JSON number: how many coins it takes.
func (t TakeCoins) AppendJSON(b []byte) []byte { return Take(t).AppendJSON(b) }

// MarshalJSON returns AppendJSON's number.
func (t TakeCoins) MarshalJSON() ([]byte, error) { return t.AppendJSON(nil), nil }

// size returns how many items m takes, if m is a Take or a TakeCoins.
func size(m game.Move) (int, bool) {
	switch t := m.(type) {
	case Take:
		return int(t), true
	case TakeCoins:
		return int(t), true
	}
	return 0, false
}

// ParseMove reads "2" or "take 2" (any case, spaces around), for k = 1..3.
func ParseMove(s string) (game.Move, error) {
	k, ok := game.ParseCount(s, "take", 1)
	if !ok || k > MaxTake {
		return nil, fmt.Errorf("%q is not a move: type 1, 2 or 3 (how many stones to take from the front)", s)
	}
	return Take(k), nil
}

// instance is what every position of one game shares, computed once.
type instance struct {
	most int // the most stones a move takes
	// item and players are the game's words: "stone", Alice and Bob for
	// Stone Game III, "coin" and the first and second player for Coins in
	// a Line II.
	item    string
	players [2]string
	coins   bool // moves are TakeCoins, not Take
	row     []int64
	suf     []int64 // suf[i] = row[i] + ... + row[n-1]
	val     []int64 // val[i] = value(i) for the player to move
}

// Position is a position of the game: the stones row[i:] remain and Turn is
// to move. It implements [game.Solvable] and [game.Stepper]; Options and
// Value run in O(1), Solve in O(1), Line in O(n−i), Steps in O(1) a step.
type Position struct {
	in   *instance
	i    int
	turn game.Player
}

// New returns the starting position on row, Alice (game.First) to move,
// after the O(n) suffix DP (2n+2 numbers). The row is not copied and must
// not change. It returns [ErrEmpty] for an empty row, an error for a row
// of more than [MaxStones], and one wrapping [game.ErrOverflow] if the sum
// of |row[i]|, the bound on every total and value, passes math.MaxInt64.
func New(row []int64) (Position, error) { return NewUpTo(row, MaxTake) }

// NewUpTo is New for the game whose moves take 1 to most stones (most >= 1):
// 3 for Stone Game III, 2 for Coins in a Line II.
func NewUpTo(row []int64, most int) (Position, error) {
	if most < 1 {
		return Position{}, fmt.Errorf("a move must be able to take at least 1 stone, not %d", most)
	}
	switch n := len(row); {
	case n == 0:
		return Position{}, ErrEmpty
	case n > maxStones:
		return Position{}, fmt.Errorf("%d stones, more than %d: %s (%.1f GB for these)", n, maxStones, limitWhy, float64(24*(n+1))/1e9)
	}
	var abs uint64
	for i, x := range row {
		var ok bool
		if abs, ok = game.AbsSum(abs, x); !ok {
			return Position{}, fmt.Errorf("stone %d: the absolute values add up to more than %d, so %w", i+1, int64(math.MaxInt64), game.ErrOverflow)
		}
	}
	n := len(row)
	in := &instance{most: most, row: row, suf: make([]int64, n+1), val: make([]int64, n+1), item: "stone", players: stonePlayers}
	for i := n - 1; i >= 0; i-- {
		in.suf[i] = in.suf[i+1] + row[i]
		best := int64(math.MinInt64)
		for k := 1; k <= most && i+k <= n; k++ {
			best = max(best, in.suf[i]-in.suf[i+k]-in.val[i+k])
		}
		in.val[i] = best
	}
	return Position{in: in, turn: game.First}, nil
}

// Row returns the starting row (callers must not modify it).
func (p Position) Row() []int64 { return p.in.row }

// Taken returns how many stones were taken: row[Taken():] remain.
func (p Position) Taken() int { return p.i }

// Turn returns the player to move.
func (p Position) Turn() game.Player { return p.turn }

// move returns the move that takes k items: a Take, or a TakeCoins in
// Coins in a Line II.
func (in *instance) move(k int) game.Move {
	if in.coins {
		return TakeCoins(k)
	}
	return Take(k)
}

// most returns how many stones the next move may take.
func (p Position) most() int { return min(p.in.most, len(p.in.row)-p.i) }

// Moves returns take 1 up to take 3, fewer when fewer stones remain,
// nothing at the end.
func (p Position) Moves() []game.Move {
	moves := make([]game.Move, p.most())
	for k := range moves {
		moves[k] = p.in.move(k + 1)
	}
	return moves
}

// legal returns m's k if m is a Take (or a TakeCoins) of a legal size here.
func (p Position) legal(m game.Move) (int, error) {
	k, ok := size(m)
	if !ok {
		return 0, fmt.Errorf("%v is not a move of this game: take %s %ss", m, upTo(p.in.most), p.in.item)
	}
	switch {
	case p.most() == 0:
		return 0, fmt.Errorf("no %ss remain: the game is over", p.in.item)
	case k < 1 || k > p.most():
		return 0, fmt.Errorf("%v: only 1 to %s can be taken here", m, game.Count(p.most(), p.in.item))
	default:
		return k, nil
	}
}

// Play takes the first k stones of what remains and scores their sum.
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	k, err := p.legal(m)
	if err != nil {
		return 0, p, err
	}
	return p.gain(k), p.after(k), nil
}

func (p Position) gain(k int) int64 { return p.in.suf[p.i] - p.in.suf[p.i+k] }

func (p Position) after(k int) Position {
	return Position{in: p.in, i: p.i + k, turn: p.turn.Other()}
}

// Payoff is 0: the game is scored by totals alone.
func (p Position) Payoff() int64 { return 0 }

// Key identifies the position: how many stones were taken.
func (p Position) Key() string { return strconv.Itoa(p.i) }

// Value returns value(i), the differential of the player to move under
// optimal play from here, in O(1).
func (p Position) Value() int64 { return p.in.val[p.i] }

// Solve returns both players' totals from here on under optimal play, in
// O(1): every stone is scored by one of them, so the sum of what remains
// and the value give both.
func (p Position) Solve() game.Result {
	sum, v := p.in.suf[p.i], p.in.val[p.i]
	other := game.HalfDiff(sum, v)
	mine := sum - other
	if p.turn == game.Second {
		mine, other = other, mine
	}
	return game.Result{First: mine, Second: other, Differential: mine - other}
}

// Options returns take 1, 2, 3 (as many as are legal) with their values, in
// O(1).
func (p Position) Options() []game.Option {
	opts := make([]game.Option, p.most())
	for k := range opts {
		g := p.gain(k + 1)
		opts[k] = game.Option{Move: p.in.move(k + 1), Gain: g, Value: g - p.in.val[p.i+k+1]}
	}
	return opts
}

// best returns the fewest stones that reach value(i).
func (p Position) best() int {
	for k := 1; k <= p.most(); k++ {
		if p.gain(k)-p.in.val[p.i+k] == p.in.val[p.i] {
			return k
		}
	}
	return 0 // cannot happen while stones remain
}

// Line returns an optimal line from here to the end, taking the fewest
// stones among the optimal moves, in O(n−i): the steps of
// [Position.Steps], collected.
func (p Position) Line() game.Line {
	line := make(game.Line, 0, min(len(p.in.row)-p.i, 1<<16))
	for st := range p.Steps {
		line = append(line, st)
	}
	return line
}

// Steps yields the steps of [Position.Line] one at a time, without storing
// them ([game.Stepper]): O(1) time a step and no memory beyond the
// position's tables, so text output of a row of 10^7 stones keeps the 40
// moves it shows, not a line of up to 10^7 steps (560 MB).
func (p Position) Steps(yield func(game.Step) bool) {
	for q := p; q.most() > 0; {
		k := q.best()
		st := game.Step{Player: q.turn, Move: q.in.move(k), Index: q.i, Gain: q.gain(k)}
		if k > 1 {
			st.Count = k // one item is Index alone, as game.Step says
		}
		if !yield(st) {
			return
		}
		q = q.after(k)
	}
}
