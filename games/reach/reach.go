// Package reach solves Can I Win (LeetCode 464): the integers 1..m, each
// usable once; the players alternately pick an unused one and add it to a
// running total; whoever first brings the total to desiredTotal or more
// wins. If the numbers run out first, nobody reaches it: LeetCode counts
// that as not a win for the first player, and so does this package (a
// draw).
//
// The total is the sum of the numbers used, so a position is the set of
// used numbers: a bitmask of m bits. The value of each set is computed
// once, on demand, and kept in a table of 2^m bytes shared by every
// position of the instance: 2^m · m steps at most (m = 20: about 2·10^7),
// against the m! orders of play a plain search would try. Two shortcuts
// answer at once: desiredTotal <= 0 is a win before any move (LeetCode's
// example), and 1 + ... + m < desiredTotal a draw (nobody can reach it).
//
// The remoteness (how many picks the game lasts, the winner hurrying and
// the loser delaying) is kept in a second table of 2^m bytes, filled on
// demand by the same recursion without its shortcut: a won set looks at
// all its winning picks, a lost one at all its picks. The Grundy value
// (the game is impartial: both players pick from the same numbers) is
// given only where the game is normal play, where the player who cannot
// move has lost: 1 <= desiredTotal <= 1 + ... + m, so that every game
// ends by reaching the total (see [Position.Grundy]).
package reach

import (
	"fmt"
	"math/bits"
	"strconv"

	"stonegame/game"
)

// MaxM is the largest m accepted: the table of values has 2^m entries.
const MaxM = 20

// MaxTotal bounds desiredTotal either way: ±2^40. No total of 1..MaxM
// passes 210, so a larger target is out of reach as much as 2^40 is.
const MaxTotal = 1 << 40

// Pick is the move "pick the number i".
type Pick int

// String returns "pick 5".
func (p Pick) String() string { return "pick " + strconv.Itoa(int(p)) }

// Label returns what to type: "5".
func (p Pick) Label() string { return strconv.Itoa(int(p)) }

// ParseMove reads "5" or "pick 5".
func ParseMove(s string) (game.Move, error) {
	i, ok := game.ParseCount(s, "pick", 1)
	if !ok {
		return nil, fmt.Errorf("%q is not a move: type an unused number from 1 up", s)
	}
	return Pick(i), nil
}

// instance is what every position of a game shares.
type instance struct {
	m, desired int
	// memo[mask] is 0 when unknown, else the value for the player to move
	// plus 2: 1 (loses), 2 (draw), 3 (wins).
	memo    []int8
	visited int // how many sets were valued
	// rem[mask] is 0 when unknown, else the remoteness plus 1; grundy
	// likewise the Grundy value plus 1. Each is allocated on first use.
	rem, grundy []int8
}

// Position is a position: the numbers in the used set are gone. It
// implements [game.Solvable]. Its methods are not safe for concurrent use:
// positions of one instance share a table they fill.
type Position struct {
	*instance
	used  uint32
	total int
	turn  game.Player
}

// New returns the starting position for the numbers 1..m and the target
// desiredTotal. It refuses m < 1 and m > MaxM (the table of 2^m values)
// and a negative target is accepted (it is reached at once).
func New(m, desired int64) (Position, error) {
	if m < 1 || m > MaxM {
		return Position{}, fmt.Errorf("maxChoosableInteger is %d: it must be 1 to %d (the search keeps a value for each of the 2^m sets of used numbers)", m, MaxM)
	}
	if desired > MaxTotal || desired < -MaxTotal {
		return Position{}, fmt.Errorf("desiredTotal %d is out of range: at most ±2^40", desired)
	}
	in := &instance{m: int(m), desired: int(desired), memo: make([]int8, 1<<m)}
	return Position{instance: in, turn: game.First}, nil
}

// Reached reports whether the total has reached desiredTotal: the player
// who just moved won (at the start, with desiredTotal <= 0, Alice has).
func (p Position) Reached() bool { return p.total >= p.desired }

// Total returns the running total.
func (p Position) Total() int { return p.total }

// Turn returns the player to move.
func (p Position) Turn() game.Player { return p.turn }

// Moves returns every unused number, ascending; none once the total is
// reached.
func (p Position) Moves() []game.Move {
	if p.Reached() {
		return nil
	}
	var ms []game.Move
	for i := 1; i <= p.m; i++ {
		if p.used&(1<<(i-1)) == 0 {
			ms = append(ms, Pick(i))
		}
	}
	return ms
}

// Play picks the number m.
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	q, err := p.after(m)
	return 0, q, err
}

func (p Position) after(m game.Move) (Position, error) {
	k, ok := m.(Pick)
	switch {
	case !ok:
		return p, fmt.Errorf("%v is not a move of this game: pick a number", m)
	case p.Reached():
		return p, fmt.Errorf("the game is over: the total %d has reached %d", p.total, p.desired)
	case k < 1 || int(k) > p.m:
		return p, fmt.Errorf("pick %d: the numbers are 1 to %d", int(k), p.m)
	case p.used&(1<<(k-1)) != 0:
		return p, fmt.Errorf("%d is already used", int(k))
	}
	q := p
	q.used |= 1 << (k - 1)
	q.total += int(k)
	q.turn = p.turn.Other()
	return q, nil
}

// Payoff returns the value of a finished position for the player to move:
// -1 when the opponent reached the total (at the start, with desiredTotal
// <= 0, +1: Alice has reached it without moving), 0 when the numbers ran
// out short of it.
func (p Position) Payoff() int64 {
	switch {
	case p.Reached() && p.used == 0:
		return 1
	case p.Reached():
		return -1
	}
	return 0
}

// Key identifies the position: the used set (the total and the turn follow
// from it).
func (p Position) Key() string { return strconv.FormatUint(uint64(p.used), 16) }

// Value returns +1 if the player to move wins, -1 if they lose, 0 if the
// numbers run out first.
func (p Position) Value() int64 {
	if len(p.Moves()) == 0 {
		return p.Payoff()
	}
	if full := p.m * (p.m + 1) / 2; full < p.desired {
		return 0 // nobody can ever reach it
	}
	return int64(p.value(p.used, p.total))
}

// value is the memoized search: the value for the player to move with the
// used set, the total not yet reached.
func (in *instance) value(used uint32, total int) int8 {
	if v := in.memo[used]; v != 0 {
		return v - 2
	}
	in.visited++
	best := int8(-2)
	for i := 1; i <= in.m; i++ {
		bit := uint32(1) << (i - 1)
		if used&bit != 0 {
			continue
		}
		if total+i >= in.desired {
			best = 1
			break
		}
		v := -in.value(used|bit, total+i)
		best = max(best, v)
		if best == 1 {
			break
		}
	}
	if best == -2 { // every number used, the total short: a draw
		best = 0
	}
	in.memo[used] = best + 2
	return best
}

// remoteness is the memoized remoteness of the used set, whose total is
// not reached and whose value for the player to move is ±1 (not a
// draw): when the player to move wins, 1 + the least over the picks that
// leave the opponent lost, and when they lose, 1 + the most over all
// picks (each leaves the opponent winning: a pick to a draw would make
// the set a draw). Its cost is the value search's without its shortcut,
// m steps per set at most, cut by bounds on the game's length: it lasts at
// least as many picks as the largest unused numbers need to reach the
// total, at most as many as the smallest need, and a win takes an odd
// number of picks, a loss an even one. The winner's search tries the
// largest numbers first and stops at the least bound; the loser's, the
// smallest first, stops at the most.
func (in *instance) remoteness(used uint32, total int) int {
	if in.rem == nil {
		in.rem = make([]int8, len(in.memo))
	}
	if r := in.rem[used]; r != 0 {
		return int(r - 1)
	}
	wins := in.value(used, total) > 0
	least, most := in.lengths(used, in.desired-total)
	best, stop := -1, least|1 // the least odd length
	if !wins {
		stop = most &^ 1 // the most even length
	}
	for k := 1; k <= in.m; k++ {
		i := k // the loser tries small numbers first, the winner large ones
		if wins {
			i = in.m + 1 - k
		}
		bit := uint32(1) << (i - 1)
		if used&bit != 0 {
			continue
		}
		r := 1
		switch {
		case total+i >= in.desired: // a pick that wins at once
		case wins && in.value(used|bit, total+i) != -1:
			continue // not a winning pick
		default:
			r += in.remoteness(used|bit, total+i)
		}
		if best < 0 || wins && r < best || !wins && r > best {
			best = r
		}
		if best == stop {
			break
		}
	}
	in.rem[used] = int8(best + 1)
	return best
}

// lengths bounds how many picks from the unused numbers bring a total
// need short of the target to it: least, by the largest numbers, and
// most, by the smallest. O(m).
func (in *instance) lengths(used uint32, need int) (least, most int) {
	for i, sum := in.m, 0; i >= 1 && sum < need; i-- {
		if used&(1<<(i-1)) == 0 {
			sum += i
			least++
		}
	}
	for i, sum := 1, 0; i <= in.m && sum < need; i++ {
		if used&(1<<(i-1)) == 0 {
			sum += i
			most++
		}
	}
	return least, most
}

// Solve returns the result: Differential +1 if Alice wins, -1 if Bob does,
// 0 if nobody reaches the total; and the remoteness, [game.Unknown] for a
// draw.
func (p Position) Solve() game.Result {
	v := p.Value()
	rem := game.Unknown
	switch {
	case len(p.Moves()) == 0 && v != 0:
		rem = 0
	case v != 0:
		rem = p.remoteness(p.used, p.total)
	}
	return game.MoverResult(p.turn, v, rem)
}

// Options values every move: +1 if it wins, -1 if it loses, 0 if it
// leads to a draw, with the remoteness after it. O(m) once the tables hold
// the values they need.
func (p Position) Options() []game.Option {
	return game.OutcomesBy(p, func(q game.Position) game.Result { return q.(Position).Solve() })
}

// Grundy returns the Sprague–Grundy value of the position, the mex of the
// values of the sets one pick leads to, a finished game (the total
// reached) worth 0. ok is false where the game is not normal play, so the
// value would not say who wins: desiredTotal <= 0 (Alice wins before
// anyone moves, though she cannot move) and desiredTotal > 1 + ... + m
// (the numbers run out in a draw). Between them every game ends by a pick
// that reaches the total, and the player left to move, who cannot, has
// lost: the value is 0 exactly at the lost positions. The values are kept
// in a table of 2^m bytes, filled on demand, m steps per set.
func (p Position) Grundy() (uint64, bool) {
	if p.desired <= 0 || p.m*(p.m+1)/2 < p.desired {
		return 0, false
	}
	return uint64(p.grundyOf(p.used, p.total)), true
}

// grundyOf is the memoized Grundy value of the used set with its total.
func (in *instance) grundyOf(used uint32, total int) int {
	if total >= in.desired {
		return 0
	}
	if in.grundy == nil {
		in.grundy = make([]int8, len(in.memo))
	}
	if g := in.grundy[used]; g != 0 {
		return int(g - 1)
	}
	var seen uint32 // bit v: a pick leads to value v (at most m < 32)
	for i := 1; i <= in.m; i++ {
		if bit := uint32(1) << (i - 1); used&bit == 0 {
			seen |= 1 << in.grundyOf(used|bit, total+i)
		}
	}
	g := bits.TrailingZeros32(^seen)
	in.grundy[used] = int8(g + 1)
	return g
}

// Line returns an optimal line: at every turn the smallest number among
// the best moves. At most m moves.
func (p Position) Line() game.Line { return game.LineBy(p, nil) }

// Touches returns the number m picks, as its index (i − 1).
func (p Position) Touches(m game.Move) (first, n int) {
	if _, err := p.after(m); err != nil {
		return -1, 0
	}
	return int(m.(Pick)) - 1, 1
}

// Used returns how many numbers are used.
func (p Position) Used() int { return bits.OnesCount32(p.used) }
