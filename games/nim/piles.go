package nim

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"

	"stonegame/game"
)

// Remove is a move of Nim on several piles: remove Count stones from the
// pile at index Pile (0 is the first).
type Remove struct {
	Pile  int
	Count int64
}

// String returns "pile 2: remove 3".
func (r Remove) String() string {
	return "pile " + strconv.Itoa(r.Pile) + ": remove " + strconv.FormatInt(r.Count, 10)
}

// AppendJSON appends the move as a JSON string, its String: "pile 2:
// remove 3", which [ParseRemove] reads back.
func (r Remove) AppendJSON(b []byte) []byte {
	b = append(b, '"')
	return append(append(b, r.String()...), '"')
}

// MarshalText returns the move's String, so that encoding/json writes the
// same string as AppendJSON.
func (r Remove) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// Label returns what a person types to make the move: "2 3".
func (r Remove) Label() string {
	return strconv.Itoa(r.Pile) + " " + strconv.FormatInt(r.Count, 10)
}

// ParseRemove reads a [Remove] as a person types it: its String "pile 2:
// remove 3", or "pile 2 remove 3", "2 3", "2:3", "2,3" (the pile's index
// from 0, then how many to remove). It does not check that the move is
// legal: [Piles.Play] does.
func ParseRemove(s string) (game.Move, error) {
	t := strings.NewReplacer(":", " ", ",", " ").Replace(strings.ToLower(s))
	var nums []int64
	for _, w := range strings.Fields(t) {
		if w == "pile" || w == "remove" || w == "take" {
			continue
		}
		x, err := strconv.ParseInt(w, 10, 64)
		if err != nil {
			nums = nil
			break
		}
		nums = append(nums, x)
	}
	if len(nums) != 2 || nums[0] < 0 || nums[0] > maxPiles || nums[1] < 1 {
		return nil, fmt.Errorf("%q is not a move: type a pile's index (0 is the first) and how many to remove, as 2 3 or pile 2: remove 3", s)
	}
	return Remove{Pile: int(nums[0]), Count: nums[1]}, nil
}

// The limits of [NewPiles]: Moves lists every stone of every pile, so the
// total is bounded to keep Options (O(total)) and Line (O(total × piles))
// quick.
const (
	maxPiles = 1000      // piles in one game
	maxTotal = 1_000_000 // stones in all the piles together
)

// Piles is a position of Nim: piles of stones; a move removes one or more
// stones from one pile; the player who cannot move (every pile empty)
// loses.
//
// Bouton's theorem: the player to move loses exactly when the XOR of the
// pile sizes (their nim-sum) is 0. From a nim-sum of 0 every move makes it
// non-zero; from a non-zero nim-sum s, some pile p has p XOR s < p, and
// reducing it to p XOR s makes the nim-sum 0. The nim-sum is also the
// position's Grundy value.
//
// The remoteness has a closed form too (see [Piles.Solve]): T moves from
// a nim-sum of 0, T the stones left, and 1 + T − M from a non-zero one, M
// the most stones a winning move removes. So Solve is O(number of piles)
// and each option O(1) in its value, O(number of piles) in its
// remoteness.
type Piles struct {
	piles []int64 // shared between positions: never written after NewPiles
	rest  []int64 // the current sizes, a fresh copy per position
	xor   int64
	total int64
	turn  game.Player
}

// NewPiles returns the start of Nim on piles, player 1 to move. It returns
// an error for a negative pile, more than 1000 piles or more than 10^6
// stones in all (the moves are listed stone by stone). It copies piles.
func NewPiles(piles []int64) (Piles, error) {
	if len(piles) > maxPiles {
		return Piles{}, fmt.Errorf("%d piles: at most %d are supported", len(piles), maxPiles)
	}
	p := Piles{piles: append([]int64(nil), piles...), turn: game.First}
	for i, x := range piles {
		if x < 0 {
			return Piles{}, fmt.Errorf("piles[%d] = %d: a pile cannot hold fewer than 0 stones", i, x)
		}
		if x > maxTotal-p.total {
			return Piles{}, fmt.Errorf("piles[%d]: more than %d stones in all: every stone is a move to list", i, maxTotal)
		}
		p.total += x
		p.xor ^= x
	}
	p.rest = p.piles
	return p, nil
}

// Start returns the piles the game started with. The caller must not
// modify the slice.
func (p Piles) Start() []int64 { return p.piles }

// Rest returns the current pile sizes. The caller must not modify the
// slice.
func (p Piles) Rest() []int64 { return p.rest }

// NimSum returns the XOR of the current pile sizes.
func (p Piles) NimSum() int64 { return p.xor }

// Turn returns the player to move.
func (p Piles) Turn() game.Player { return p.turn }

// Moves returns every legal move, pile by pile, removing 1 up to the whole
// pile: O(total stones).
func (p Piles) Moves() []game.Move {
	ms := make([]game.Move, 0, p.total)
	for i, x := range p.rest {
		for c := int64(1); c <= x; c++ {
			ms = append(ms, Remove{Pile: i, Count: c})
		}
	}
	return ms
}

// Play removes the stones of move m ([Remove]); it returns an error for
// any other move, a pile that is not there or more stones than it holds.
// It copies the pile sizes: O(number of piles).
func (p Piles) Play(m game.Move) (int64, game.Position, error) {
	r, ok := m.(Remove)
	switch {
	case !ok:
		return 0, nil, fmt.Errorf("%v is not a move of Nim: type a pile and how many to remove", m)
	case r.Pile < 0 || r.Pile >= len(p.rest):
		return 0, nil, fmt.Errorf("%v: there is no pile %d (the piles are 0 to %d)", m, r.Pile, len(p.rest)-1)
	case r.Count < 1:
		return 0, nil, fmt.Errorf("%v: remove at least 1 stone", m)
	case r.Count > p.rest[r.Pile]:
		return 0, nil, fmt.Errorf("%v: pile %d has only %d", m, r.Pile, p.rest[r.Pile])
	}
	return 0, p.after(r), nil
}

// after plays the legal move r.
func (p Piles) after(r Remove) Piles {
	rest := append([]int64(nil), p.rest...)
	x := rest[r.Pile]
	rest[r.Pile] = x - r.Count
	return Piles{piles: p.piles, rest: rest, xor: p.xor ^ x ^ rest[r.Pile], total: p.total - r.Count, turn: p.turn.Other()}
}

// Payoff returns -1: with no move left, every pile is empty and the player
// to move has lost.
func (p Piles) Payoff() int64 { return -1 }

// Key returns the current sizes in increasing order, empty piles left out,
// "1 3" for piles 1 0 3: the value depends only on that multiset, so the
// oracle memoizes C(n+k, k) positions rather than (k+1)^n, n piles of at
// most k.
func (p Piles) Key() string {
	var sizes []int64
	for _, x := range p.rest {
		if x > 0 {
			sizes = append(sizes, x)
		}
	}
	slices.Sort(sizes)
	return join(sizes)
}

// Wins reports whether the player to move wins: the nim-sum is not 0.
func (p Piles) Wins() bool { return p.xor != 0 }

// Solve returns the result of optimal play: differential +1 if player 1
// wins, -1 if player 2 does, and the remoteness. O(number of piles).
//
// The remoteness is T, the stones left, when the nim-sum is 0, and 1 + T
// − M otherwise, M the most stones a winning move removes. By induction
// on T: from a non-zero nim-sum every winning move leads to a nim-sum of
// 0, whose remoteness is the stones it leaves, fewest after the move that
// removes the most. From a nim-sum of 0, no move does better than remove
// one stone and let every winning reply remove one, so T moves at most,
// and the loser can always reach that: let t be the fewest trailing zero
// bits of a non-empty pile, and remove one stone from a pile x that has
// t. The nim-sum becomes 2^(t+1) − 1, and a winning reply reduces a pile
// y with bit t set to y XOR (2^(t+1) − 1), which removes 2(y mod 2^t) + 1
// stones; every pile has bits 0 to t−1 clear, and x − 1 has bit t clear,
// so every winning reply removes 1.
func (p Piles) Solve() game.Result {
	return game.MoverResult(p.turn, game.WinValue(p.Wins()), pilesRemoteness(p.rest, -1, 0, p.xor, p.total))
}

// pilesRemoteness returns the remoteness of the piles rest, with pile i (if i
// >= 0) holding v instead, their nim-sum xor and total stones (see
// [Piles.Solve]). O(len(rest)).
func pilesRemoteness(rest []int64, i int, v, xor, total int64) int {
	if xor == 0 {
		return int(total)
	}
	most := int64(0) // the most stones a move to a nim-sum of 0 removes
	for j, y := range rest {
		if j == i {
			y = v
		}
		if z := y ^ xor; z < y {
			most = max(most, y-z)
		}
	}
	return int(1 + total - most)
}

// Grundy returns the position's Sprague–Grundy value: the nim-sum, by
// Bouton's theorem and the Sprague–Grundy theorem (each pile of x is
// worth x, and a sum of games the XOR of its parts). O(1), for every
// position.
func (p Piles) Grundy() (uint64, bool) { return uint64(p.xor), true }

// optionsWork bounds the work of an Options call's remoteness: O(number of
// piles) for each of the total's options. Past it (a thousand piles of a
// thousand stones), each option's Remoteness is [game.Unknown] and its
// value is still exact.
const optionsWork = 1 << 24

// Options values every move, in the order of Moves: +1 when it makes the
// nim-sum 0. Each value is O(1), and each option's remoteness (see
// [Piles.Solve]) O(number of piles) while the piles times the total are
// at most 2^24; past that the remoteness is [game.Unknown].
func (p Piles) Options() []game.Option {
	opts := make([]game.Option, 0, p.total)
	known := int64(len(p.rest))*p.total <= optionsWork
	for i, x := range p.rest {
		for c := int64(1); c <= x; c++ {
			o := game.Option{Move: Remove{Pile: i, Count: c}, Value: -1, Remoteness: game.Unknown}
			xor := p.xor ^ x ^ (x - c)
			if xor == 0 {
				o.Value = 1
			}
			if known || xor == 0 {
				o.Remoteness = pilesRemoteness(p.rest, i, x-c, xor, p.total-c)
			}
			opts = append(opts, o)
		}
	}
	return opts
}

// Winning returns the move to a nim-sum of 0 from the first pile that
// allows one, and false when the nim-sum is already 0 (every move loses).
func (p Piles) Winning() (Remove, bool) {
	if p.xor == 0 {
		return Remove{}, false
	}
	for i, x := range p.rest {
		if y := x ^ p.xor; y < x {
			return Remove{Pile: i, Count: x - y}, true
		}
	}
	return Remove{}, false // cannot happen: the pile with s's top bit qualifies
}

// Line returns an optimal line to the end, the one that follows the
// remoteness ([game.Quickest] over Options): the winner makes the nim-sum
// 0 by the move that removes the most, from the first pile that allows
// it; the loser removes 1 stone from the first pile after which every
// winning reply removes 1 too (see [Piles.Solve]). It has Solve's
// remoteness of moves, at most the total, each found in O(number of
// piles): O(total × piles) time in all.
func (p Piles) Line() game.Line {
	var l game.Line
	rest := append([]int64(nil), p.rest...)
	xor, total, turn := p.xor, p.total, p.turn
	// bad[t] counts the piles with bit t set and a lower bit set too: a
	// loser's stone from a pile with t trailing zeros lets such a pile
	// reply with more than 1.
	var bad [64]int
	count := func(y int64, d int) {
		for b := y & (y - 1); b != 0; b &= b - 1 { // the set bits above the lowest
			bad[bits.TrailingZeros64(uint64(b))] += d
		}
	}
	for _, y := range rest {
		count(y, 1)
	}
	for total > 0 {
		var r Remove
		if xor != 0 {
			for i, x := range rest {
				if y := x ^ xor; y < x && x-y > r.Count {
					r = Remove{Pile: i, Count: x - y}
				}
			}
		} else {
			for i, x := range rest {
				if x > 0 && bad[bits.TrailingZeros64(uint64(x))] == 0 {
					r = Remove{Pile: i, Count: 1}
					break
				}
			}
		}
		l = append(l, game.Step{Player: turn, Move: r, Index: r.Pile})
		x := rest[r.Pile]
		count(x, -1)
		rest[r.Pile] -= r.Count
		count(rest[r.Pile], 1)
		xor ^= x ^ rest[r.Pile]
		total -= r.Count
		turn = turn.Other()
	}
	return l
}

// Touches returns the pile move m takes from: its index, and 1.
func (p Piles) Touches(m game.Move) (first, n int) {
	if r, ok := m.(Remove); ok && r.Pile >= 0 && r.Pile < len(p.rest) && r.Count >= 1 && r.Count <= p.rest[r.Pile] {
		return r.Pile, 1
	}
	return -1, 0
}

// Describe says what remains: "piles 1 2 3", "no piles".
func (p Piles) Describe() string {
	if len(p.rest) == 0 {
		return "no piles"
	}
	return "piles " + join(p.rest)
}

// Board returns one cell per pile, its current size, emptied piles marked
// taken. No cell plays a move (a move needs a count too): the note says
// how to type one.
func (p Piles) Board() game.Board {
	cells := make([]game.Cell, len(p.rest))
	for i, x := range p.rest {
		cells[i] = game.Cell{Values: []int64{x}, Taken: x == 0}
	}
	return game.Board{Cells: cells, Note: "type a pile's index and how many to remove: 2 3 removes 3 from pile 2"}
}

// join writes xs separated by spaces.
func join(xs []int64) string {
	b := make([]byte, 0, 4*len(xs))
	for i, x := range xs {
		if i > 0 {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, x, 10)
	}
	return string(b)
}
