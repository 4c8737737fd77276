// Package squares solves Stone Game IV (LeetCode 1510): one pile of n
// stones; the players alternately remove a non-zero square number of stones
// (1, 4, 9, ...); a player who cannot move loses.
//
// A pile size is losing for the player to move (a P-position) when every
// move leaves a winning size, and winning when some move leaves a losing
// one; 0 is losing. The textbook DP decides every size up to n by trying
// squares, win[p] = some k with !win[p-k²], in O(n√n). This package sieves
// instead: it scans the sizes upward, and a size that no earlier losing
// size has marked is losing and marks every size a square above it as
// winning. Only the losing sizes do any marking, and they are sparse (about
// n^0.7 of them: 69,489 up to 10^7), so the sieve does about n^1.2 steps
// (1.6·10^8 at n = 10^7); it is 14 times faster than the DP at 10^6, even
// with the DP's search stopped at the first losing size. No closed form is
// known. The result is one bit per size, n/8 bytes, shared by every
// position of a game: who wins is O(1) after [New], and [Position.Options]
// O(√n).
//
// The remoteness (how long the game lasts, the winner hurrying and the
// loser delaying) follows the same sparse structure: a losing size's is 1
// + the most over its moves, a winning size's 1 + the least over its moves
// to losing sizes, so only the losing sizes look at their √n moves again,
// and about twice the sieve's steps fill a byte per size (three times its
// time: bytes do not stay in cache as bits do). Games up to
// [RemotenessMax] stones compute it once, on the first call that needs
// it; past that it is [game.Unknown]. The Grundy values (the mex of a
// size's moves, for sums of games) have no such shortcut: every size
// looks at all its √n moves, so they are computed up to [GrundyMax].
//
// For example, 0 is losing, so 1, 4, 9, ... are winning; 2 is losing (its only
// move leaves 1), so 3, 6 and 11 are winning; 5 is losing, and so on:
//
//	losing: 0 2 5 7 10 12 15 17 20 22 34 39 44 52 57 62 65 67 72 85 ...
package squares

import (
	"errors"
	"fmt"
	"math"
	"math/bits"
	"strconv"
	"sync"

	"stonegame/game"
)

// MaxN is the largest pile [New] takes. The sieve there does about 1.1·10^9
// steps in a 6 MB bitset: about 2 seconds. LeetCode's n is at most 10^5.
const MaxN = 50_000_000

// ErrTooLarge is wrapped by New's error for a pile of more than [MaxN]
// stones.
var ErrTooLarge = errors.New("the pile is too large")

// players are the game's players, as its Spec names them.
var players = [2]string{"Alice", "Bob"}

// Remove is a move: remove that many stones, a positive square.
type Remove int64

// String returns "remove 4".
func (r Remove) String() string { return "remove " + strconv.FormatInt(int64(r), 10) }

// Label returns the number of stones, what a person types: "4".
func (r Remove) Label() string { return strconv.FormatInt(int64(r), 10) }

// AppendJSON appends the move as a JSON number: 4.
func (r Remove) AppendJSON(b []byte) []byte { return strconv.AppendInt(b, int64(r), 10) }

// RemotenessMax is the largest starting pile of a game whose positions'
// remoteness Solve, Options and Line know (in a larger game every
// position's is [game.Unknown]): a byte per size up to the start's pile,
// filled once on the first call that needs it, in about three times the
// sieve's time (28 ms of CPU at 10^6, after the sieve's 9; the remoteness
// is at most 128 there). LeetCode's n is at most 10^5.
const RemotenessMax = 1_000_000

// GrundyMax is the largest starting pile of a game whose positions'
// Grundy values [Position.Grundy] knows (none in a larger game): the mex
// table looks at every move of every size up to the start's pile, n√n
// steps (about 2·10^7, 18 ms of CPU, at 10^5), on the first call.
const GrundyMax = 100_000

// sieve holds whether each pile size 0..n is a win for the player to move,
// one bit per size, and, when first asked, the remoteness and the Grundy
// value of each size.
type sieve struct {
	n      int64
	win    []uint64 // bit p is set iff p is winning
	losing int64    // how many sizes in 0..n are losing

	remOnce    sync.Once
	rem        []uint8 // rem[p], the remoteness of p; filled by remoteness
	grundyOnce sync.Once
	grundy     []uint8 // grundy[p]; filled by grundyOf (at most 74 up to 10^5)
}

// newSieve decides every size 0..n by the sieve of losing positions. It
// runs in O(n + L√n) time, L the number of losing sizes (about n^0.7), and
// uses n/8 bytes.
func newSieve(n int64) *sieve {
	s := &sieve{n: n, win: make([]uint64, n/64+1)}
	for p := int64(0); p <= n; p++ {
		if s.win[p>>6]&(1<<(p&63)) != 0 {
			continue
		}
		s.losing++
		// p + k² for k = 1, 2, ...: the squares' gaps are 3, 5, 7, ...
		for q, d := p+1, int64(3); q <= n; q, d = q+d, d+2 {
			s.win[q>>6] |= 1 << (q & 63)
		}
	}
	return s
}

// wins reports whether a pile of p stones, 0 <= p <= s.n, is a win for the
// player to move. A nil sieve knows only that 0 is losing.
func (s *sieve) wins(p int64) bool {
	if p == 0 || s == nil {
		return false
	}
	return s.win[p>>6]&(1<<(p&63)) != 0
}

// remoteness returns the remoteness of a pile of p stones, 0 <= p <=
// s.n, or game.Unknown past RemotenessMax. The first call fills the table
// of every size: upward, a losing size takes 1 + the most of its moves
// (all to winning sizes, final by then) and offers 1 + its own to every
// size a square above it, each winning size keeping the least offer.
// O(n + L√n), L the losing sizes, like the sieve.
func (s *sieve) remoteness(p int64) int {
	switch {
	case p == 0:
		return 0
	case s == nil || s.n > RemotenessMax:
		return game.Unknown
	}
	s.remOnce.Do(func() {
		rem := make([]uint8, s.n+1) // 0: no offer yet (a winning size's is at least 1)
		for p := int64(0); p <= s.n; p++ {
			if s.wins(p) {
				continue
			}
			r := uint8(0)
			for q, d := p-1, int64(3); q >= 0; q, d = q-d, d+2 {
				r = max(r, rem[q]+1)
			}
			rem[p] = r
			for q, d := p+1, int64(3); q <= s.n; q, d = q+d, d+2 {
				if rem[q] == 0 || rem[q] > r+1 {
					rem[q] = r + 1
				}
			}
		}
		s.rem = rem
	})
	return int(s.rem[p])
}

// grundyOf returns the Grundy value of a pile of p stones, 0 <= p <=
// s.n, and false past GrundyMax. The first call fills the table of every
// size by mex: O(n√n).
func (s *sieve) grundyOf(p int64) (uint64, bool) {
	switch {
	case p == 0:
		return 0, true
	case s == nil || s.n > GrundyMax:
		return 0, false
	}
	s.grundyOnce.Do(func() {
		g := make([]uint8, s.n+1)
		var seen [256]int64 // seen[v] == q+1: some move of q reaches value v
		for q := int64(1); q <= s.n; q++ {
			for k := int64(1); k*k <= q; k++ {
				seen[g[q-k*k]] = q + 1
			}
			v := uint8(0)
			for seen[v] == q+1 {
				v++
			}
			g[q] = v
		}
		s.grundy = g
	})
	return uint64(s.grundy[p]), true
}

// losingUpTo returns how many sizes in 0..p are losing: O(p/64).
func (s *sieve) losingUpTo(p int64) int64 {
	if s == nil {
		return 1
	}
	if p == s.n {
		return s.losing
	}
	ones := 0
	for _, w := range s.win[:p>>6] {
		ones += bits.OnesCount64(w)
	}
	last := s.win[p>>6] & (uint64(1)<<(p&63+1) - 1) // bits 0..p&63; the shift is at most 64
	ones += bits.OnesCount64(last)
	return p + 1 - int64(ones)
}

// lastLosing returns the largest losing sizes of 0..p, at most max of
// them, in increasing order. It scans the bitset down from p, a word at a
// time.
func (s *sieve) lastLosing(p int64, max int) []int64 {
	var out []int64
	for q := p; q >= 0 && len(out) < max; q-- {
		if q&63 == 63 && s != nil && s.win[q>>6] == math.MaxUint64 {
			q -= 63 // a word of winning sizes only
			continue
		}
		if !s.wins(q) {
			out = append(out, q)
		}
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// Wins reports whether the first player wins a pile of n stones: LeetCode's
// winnerSquareGame(n). It runs the sieve (see the package comment) and
// returns New's error for n < 0 or n > [MaxN].
func Wins(n int64) (bool, error) {
	p, err := New(n)
	if err != nil {
		return false, err
	}
	return p.Wins(), nil
}

// Position is a pile of stones and the player to move. Its zero value is an
// empty pile with player 1 to move (who has lost). Positions are values;
// every position of one game shares its starting position's sieve.
type Position struct {
	s    *sieve
	n    int64
	turn game.Player
}

// New returns the start of a game on a pile of n stones, player 1 to move,
// with every size up to n decided by the sieve: about n^1.2 steps (0.3 s at
// 10^7) and n/8 bytes. n = 0 is a finished game, which player 1 has lost.
// It returns an error for n < 0, and one wrapping [ErrTooLarge] for n >
// [MaxN].
func New(n int64) (Position, error) {
	switch {
	case n < 0:
		return Position{}, fmt.Errorf("n = %d: a pile cannot hold fewer than 0 stones", n)
	case n > MaxN:
		return Position{}, fmt.Errorf("n = %d: %w: this solver takes at most %d stones (its sieve needs about 2 seconds and 6 MB there)", n, ErrTooLarge, MaxN)
	}
	return Position{s: newSieve(n), n: n, turn: game.First}, nil
}

// Stones returns how many stones are left.
func (p Position) Stones() int64 { return p.n }

// Wins reports whether the player to move wins with optimal play: O(1).
func (p Position) Wins() bool { return p.s.wins(p.n) }

// Turn returns the player to move.
func (p Position) Turn() game.Player {
	if p.turn == 0 {
		return game.First
	}
	return p.turn
}

// Moves returns every legal move, the squares up to the pile in increasing
// order: O(√n).
func (p Position) Moves() []game.Move {
	var ms []game.Move
	for k := int64(1); k*k <= p.n; k++ {
		ms = append(ms, Remove(k*k))
	}
	return ms
}

// Play removes m's stones. It returns an error for a move that is not a
// Remove, not a positive square, or larger than the pile. The gain is 0.
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	q, err := p.after(m)
	if err != nil {
		return 0, nil, err
	}
	return 0, q, nil
}

// after is Play's position.
func (p Position) after(m game.Move) (Position, error) {
	r, ok := m.(Remove)
	switch {
	case !ok:
		return p, fmt.Errorf("%v is not a move of this game: remove a square number of stones", m)
	case !isSquare(int64(r)):
		return p, fmt.Errorf("%v: %d is not a positive square (1, 4, 9, ...)", m, int64(r))
	case int64(r) > p.n:
		return p, fmt.Errorf("%v: only %s left", m, stones(p.n))
	}
	return Position{s: p.s, n: p.n - int64(r), turn: p.Turn().Other()}, nil
}

// Payoff returns -1 for an empty pile (the player to move has lost), 0
// otherwise.
func (p Position) Payoff() int64 {
	if p.n == 0 {
		return -1
	}
	return 0
}

// Key returns the number of stones: the value does not depend on who
// moves.
func (p Position) Key() string { return strconv.FormatInt(p.n, 10) }

// Solve returns the result of optimal play: no totals, a differential of
// +1 if player 1 wins, -1 if player 2 does, and the remoteness,
// [game.Unknown] past [RemotenessMax]. O(1) after New and the first call
// (see RemotenessMax).
func (p Position) Solve() game.Result {
	return game.MoverResult(p.Turn(), game.WinValue(p.Wins()), p.s.remoteness(p.n))
}

// Grundy returns the Sprague–Grundy value of the pile, for sums of
// piles: the mex of the values of the sizes it moves to, and false past
// [GrundyMax]. O(1) after the first call (see GrundyMax).
func (p Position) Grundy() (uint64, bool) { return p.s.grundyOf(p.n) }

// Options returns every move, in the order of Moves, with gain 0, value
// +1 if it leaves a losing pile (it wins) or -1 if it leaves a winning
// one, and the remoteness of the pile it leaves. O(√n).
func (p Position) Options() []game.Option {
	var opts []game.Option
	for k := int64(1); k*k <= p.n; k++ {
		v := int64(-1)
		if !p.s.wins(p.n - k*k) {
			v = 1
		}
		opts = append(opts, game.Option{Move: Remove(k * k), Value: v, Remoteness: p.s.remoteness(p.n - k*k)})
	}
	return opts
}

// Line returns an optimal line to the end, the one that follows the
// remoteness ([game.Quickest] over Options): the winner removes the
// smallest square that leaves a losing pile of the least remoteness, the
// loser the smallest square that leaves a winning pile of the most. Up
// to RemotenessMax it has Solve's remoteness of moves (at most 128), each
// found in O(√n). Past it, the winner removes the smallest square that
// leaves a losing pile and the loser removes 1 (the first optimal moves):
// at most n moves in O(n) time, the winner's search for k costing k steps
// and removing k² stones.
func (p Position) Line() game.Line {
	var line game.Line
	for p.n > 0 {
		k := p.quickest()
		line = append(line, game.Step{Player: p.Turn(), Move: Remove(k * k), Index: -1})
		p = Position{s: p.s, n: p.n - k*k, turn: p.Turn().Other()}
	}
	return line
}

// quickest returns the root k of the square the line removes from p:
// [game.Quickest]'s among the best options when the remoteness is known
// (O(√n)), else the smallest winning square, or 1 when p loses (O(k)).
func (p Position) quickest() int64 {
	if p.s.remoteness(p.n) >= 0 {
		_, best := game.Best(p.Options())
		return isqrt(int64(game.Quickest(best).Move.(Remove)))
	}
	k := int64(1)
	if p.Wins() {
		for p.s.wins(p.n - k*k) {
			k++
		}
	}
	return k
}

// winningMoves returns the squares that leave a losing pile, in increasing
// order: none when the player to move loses. O(√n).
func (p Position) winningMoves() []int64 {
	var out []int64
	for k := int64(1); k*k <= p.n; k++ {
		if !p.s.wins(p.n - k*k) {
			out = append(out, k*k)
		}
	}
	return out
}

// reply returns the smallest square that wins from a winning pile q, or 0
// if q is losing. O(√q).
func (s *sieve) reply(q int64) int64 {
	if !s.wins(q) {
		return 0
	}
	k := int64(1)
	for s.wins(q - k*k) {
		k++
	}
	return k * k
}

// maxRoot is the largest r whose square fits in an int64.
const maxRoot = 3037000499

// isqrt returns ⌊√x⌋ for x >= 0.
func isqrt(x int64) int64 {
	r := int64(math.Sqrt(float64(x)))
	for r > 0 && r*r > x {
		r--
	}
	for r < maxRoot && (r+1)*(r+1) <= x {
		r++
	}
	return r
}

// isSquare reports whether x is a positive perfect square.
func isSquare(x int64) bool {
	if x <= 0 {
		return false
	}
	r := isqrt(x)
	return r*r == x
}

// stones writes "1 stone", "13 stones".
func stones(n int64) string {
	if n == 1 {
		return "1 stone"
	}
	return strconv.FormatInt(n, 10) + " stones"
}
