// Package mod3 solves Stone Game IX (LeetCode 2029): stones with values;
// the players alternately remove any stone, Alice first; whoever makes the
// sum of the removed stones divisible by 3 loses; if no stones remain
// (and nobody has lost that way), Bob wins, even on Alice's turn.
//
// Only the values mod 3 matter, so a position is how many stones of each
// residue remain, the removed sum mod 3 and whose turn it is. With the sum
// s ≠ 0, the only safe stones are the zeros and the residue s itself
// (taking 3−s makes the sum divisible by 3), and taking an s turns the sum
// to 3−s: so the safe non-zero stones must come in the alternating order
// s, 3−s, s, ... whoever plays, and the zeros are passes. The game then
// lasts exactly as many safe moves as that chain allows plus the zeros,
// whatever the players do; the player to move after them loses if a stone
// is left (it is unsafe), and Bob wins if none is. That gives the value of
// every position in O(1); at the start (s = 0, where a zero loses at once)
// Alice chooses the residue of the chain. On the counts c0, c1, c2 this
// is FAMILY.md's closed form: with c0 even Alice wins iff c1 ≥ 1 and c2 ≥
// 1; with c0 odd iff |c1 − c2| > 2.
//
// [StoneGameIX] is the game for the registry. A row of any length is solved in
// O(1) memory by counting residues ([Counter]).
package mod3

import (
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
)

// Residue is the move "remove a stone whose value is r mod 3" (r is 0, 1
// or 2): the first remaining such stone, since stones of one residue are
// interchangeable.
type Residue uint8

// String returns "take 1 mod 3".
func (r Residue) String() string { return "take " + strconv.Itoa(int(r)) + " mod 3" }

// Label returns what to type and what it means: "1 (a stone ≡ 1 mod 3)".
func (r Residue) Label() string {
	return strconv.Itoa(int(r)) + " (a stone ≡ " + strconv.Itoa(int(r)) + " mod 3)"
}

// ParseMove reads a residue: "1", "take 1", "take 1 mod 3", "≡1".
func ParseMove(s string) (game.Move, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	t = strings.TrimPrefix(t, "take")
	t = strings.TrimSuffix(strings.TrimSpace(t), "mod 3")
	t = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(t), "≡"))
	if len(t) == 1 && t[0] >= '0' && t[0] <= '2' {
		return Residue(t[0] - '0'), nil
	}
	return nil, fmt.Errorf("%q is not a move: type 0, 1 or 2, the residue mod 3 of the stone to take", s)
}

// instance is what every position of a game shares.
type instance struct {
	values []int64
	class  [3][]int // the indexes of the stones of each residue, ascending
}

// Position is a position of the game. It implements [game.Solvable] and
// [game.Stepper]; every method but Line, Board and Insight runs in O(1),
// and Steps in O(1) a step.
type Position struct {
	*instance
	taken [3]int // how many stones of each residue are gone: the first ones
	sum   uint8  // the removed sum mod 3
	over  bool   // the last removal made the sum divisible by 3
	turn  game.Player
}

// residue returns x mod 3 in 0..2, for negative x too, with one unsigned
// division by a constant (a multiplication): x read as a uint64 is x, or
// x + 2^64 for a negative x, and 2^64 is 1 mod 3, so a negative x's
// residue is that of its uint64 plus 2.
func residue(x int64) uint8 {
	u := uint64(x)
	return residues[(u%3+3*(u>>63))&7]
}

// residues[m + 3·neg] is the residue of a number whose uint64 is m mod 3.
var residues = [8]uint8{0, 1, 2, 2, 0, 1}

// New returns the starting position, Alice to move. The values are not
// copied. Any integers are accepted (a negative value has its residue);
// with no stones Alice cannot move and Bob wins.
func New(values []int64) Position {
	in := &instance{values: values}
	for i, x := range values {
		r := residue(x)
		in.class[r] = append(in.class[r], i)
	}
	return Position{instance: in, turn: game.First}
}

// Counts returns how many stones of each residue remain.
func (p Position) Counts() [3]int {
	var c [3]int
	for r := range c {
		c[r] = len(p.class[r]) - p.taken[r]
	}
	return c
}

// Sum returns the removed sum mod 3.
func (p Position) Sum() int { return int(p.sum) }

// Turn returns the player to move.
func (p Position) Turn() game.Player { return p.turn }

// Moves returns the residues of the remaining stones, in order, none when
// the game is over.
func (p Position) Moves() []game.Move {
	if p.over {
		return nil
	}
	var ms []game.Move
	for r, c := range p.Counts() {
		if c > 0 {
			ms = append(ms, Residue(r))
		}
	}
	return ms
}

// Play removes the first remaining stone of residue m.
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	q, err := p.after(m)
	return 0, q, err
}

func (p Position) after(m game.Move) (Position, error) {
	r, ok := m.(Residue)
	if !ok || r > 2 {
		return p, fmt.Errorf("%v is not a move of this game: take 0, 1 or 2 mod 3", m)
	}
	if p.over {
		return p, fmt.Errorf("the game is over")
	}
	if p.Counts()[r] == 0 {
		return p, fmt.Errorf("no stone ≡ %d mod 3 remains", r)
	}
	q := p
	q.taken[r]++
	q.sum = (p.sum + uint8(r)) % 3
	q.over = q.sum == 0
	q.turn = p.turn.Other()
	return q, nil
}

// Payoff returns the value of a finished position for the player to move:
// +1 when the opponent just made the sum divisible by 3; with no stones
// left, +1 for Bob and -1 for Alice.
func (p Position) Payoff() int64 {
	switch {
	case p.over:
		return 1
	case p.turn == game.Second:
		return 1
	}
	return -1
}

// Key identifies the position for the oracle.
func (p Position) Key() string {
	return fmt.Sprintf("%d,%d,%d/%d/%d/%v", p.taken[0], p.taken[1], p.taken[2], p.sum, p.turn, p.over)
}

// Value returns +1 if the player to move wins under optimal play, -1 if
// not. O(1).
func (p Position) Value() int64 {
	v, _ := outcome(p.Counts(), p.sum, p.over, p.turn)
	return v
}

// outcome is the value, for the player to move, and the remoteness of a
// position given by its counts, shared with [Counter]. O(1).
//
// Mid-game (s ≠ 0) every safe move is forced in kind: a zero (a pass) or
// the next stone of the chain s, 3−s, s, …, and each takes one safe move
// away, so the game lasts all of them, plus the unsafe stone the player
// left stuck must take if one remains (a move to a finished position): the
// remoteness is the chain plus the zeros, plus 1 if a stone is left. It
// is the same whoever wins: the winner cannot end it sooner (an unsafe
// stone loses), and the loser cannot last longer. At the start (s = 0) a
// zero loses at once, in one move, and Alice picks the chain by her first
// stone: 1 + the least remoteness of her winning first moves, or 1 + the
// most of all her moves when every one loses.
func outcome(c [3]int, s uint8, over bool, turn game.Player) (v int64, rem int) {
	if over {
		return 1, 0
	}
	if c[0]+c[1]+c[2] == 0 {
		return exhausted(turn), 0
	}
	if s == 0 { // the start: a zero loses at once; Alice picks the chain
		v, rem = -1, 0
		if c[0] > 0 {
			rem = 1 // the zero: a loss in one move
		}
		for _, r := range []uint8{1, 2} {
			if c[r] == 0 {
				continue
			}
			d := c
			d[r]--
			w, n := outcome(d, r, false, turn.Other())
			switch {
			case -w > v: // the first winning move
				v, rem = -w, 1+n
			case -w == v && v > 0:
				rem = min(rem, 1+n)
			case -w == v:
				rem = max(rem, 1+n)
			}
		}
		return v, rem
	}
	// The safe moves: the chain s, 3−s, s, ... and the zeros.
	a, b := c[s], c[3-s]
	chain := 2 * a
	if a > b {
		chain = 2*b + 1
	}
	safe := chain + c[0]
	stuck := turn // who moves when the safe moves are gone
	if safe%2 == 1 {
		stuck = turn.Other()
	}
	if a+b > chain { // a stone is left, and it is unsafe
		if stuck == turn {
			return -1, safe + 1
		}
		return 1, safe + 1
	}
	return exhausted(turn), safe // no stone is left: Bob wins
}

// exhausted is the value, for the player to move, of running out of
// stones: Bob wins.
func exhausted(turn game.Player) int64 {
	if turn == game.Second {
		return 1
	}
	return -1
}

// Solve returns the result: Differential +1 if Alice wins, -1 if Bob
// does, and the remoteness (see [outcome]). O(1).
func (p Position) Solve() game.Result {
	v, rem := outcome(p.Counts(), p.sum, p.over, p.turn)
	return game.MoverResult(p.turn, v, rem)
}

// Options values every move: +1 if it wins, -1 if it loses, and the
// remoteness after it. O(1).
func (p Position) Options() []game.Option {
	return game.OutcomesBy(p, func(q game.Position) game.Result { return q.(Position).Solve() })
}

// Line returns an optimal line to the end, the one that follows the
// remoteness (as [game.LineBy] does): at the start Alice's first stone
// wins soonest or, when every first stone loses, loses latest (never a
// zero when another stone remains); after it every safe move lasts as
// long, and the line takes the first. O(n) for n stones: the steps of
// [Position.Steps], collected.
func (p Position) Line() game.Line {
	c := p.Counts()
	line := make(game.Line, 0, min(c[0]+c[1]+c[2], 1<<16))
	for st := range p.Steps {
		line = append(line, st)
	}
	return line
}

// Steps yields the steps of [Position.Line] one at a time, without storing
// them ([game.Stepper]): O(1) time a step and no memory. The first move
// from the start is [game.Quickest] over the three options; every later
// one is the first safe move in residue order, a zero before the chain's
// next stone (every safe move leaves a game as long, with the same
// winner: see [outcome]), and the unsafe stone when no safe one is left.
func (p Position) Steps(yield func(game.Step) bool) {
	for q := p; !q.over; {
		r, ok := q.next()
		if !ok {
			return
		}
		if !yield(game.Step{Player: q.turn, Move: r, Index: q.class[r][q.taken[r]]}) {
			return
		}
		q, _ = q.after(r)
	}
}

// next returns the move of the optimal line at p, a position not over:
// false when no stone remains.
func (p Position) next() (Residue, bool) {
	c := p.Counts()
	if p.sum == 0 { // the start: Alice chooses
		opts := p.Options()
		if len(opts) == 0 {
			return 0, false
		}
		_, best := game.Best(opts)
		return game.Quickest(best).Move.(Residue), true
	}
	for _, r := range [3]uint8{0, p.sum, 3 - p.sum} {
		if c[r] > 0 {
			return Residue(r), true
		}
	}
	return 0, false
}

// Touches returns the stone m takes: the first remaining one of its
// residue.
func (p Position) Touches(m game.Move) (first, n int) {
	r, ok := m.(Residue)
	if !ok || r > 2 || p.Counts()[r] == 0 {
		return -1, 0
	}
	return p.class[r][p.taken[r]], 1
}
