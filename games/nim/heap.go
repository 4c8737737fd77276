package nim

import (
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
)

// Take is a move on one heap: take that many stones (or coins).
type Take int64

// String returns "take 3".
func (t Take) String() string { return "take " + strconv.FormatInt(int64(t), 10) }

// AppendJSON appends the move as a JSON number, how many it takes: 3.
func (t Take) AppendJSON(b []byte) []byte { return strconv.AppendInt(b, int64(t), 10) }

// Label returns what a person types to make the move: "3".
func (t Take) Label() string { return strconv.FormatInt(int64(t), 10) }

// ParseTake reads a [Take] as a person types it: "take 3", "3", "t3".
// It does not check that the move is legal: [Heap.Play] does.
func ParseTake(s string) (game.Move, error) {
	t := strings.TrimSpace(strings.ToLower(s))
	t = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(t, "take"), "t"))
	k, err := strconv.ParseInt(t, 10, 64)
	if err != nil || k < 1 {
		return nil, fmt.Errorf("%q is not a move: type how many to take, as 2 or take 2", s)
	}
	return Take(k), nil
}

// Heap is a position of a subtraction game on one heap: the player to move
// takes from 1 to Most stones, and whoever takes the last one wins (the
// player who faces an empty heap has lost). Nim Game (LeetCode 292) is
// Most = 3, Coins in a Line (LintCode 394) Most = 2.
//
// The losing positions (P-positions) are the multiples of Most + 1: from
// one, every move leaves a heap that is not, and from any other heap,
// taking n mod (Most + 1) leaves one. So Solve and each option are O(1),
// for any heap size, remoteness included: with n = q(Most + 1) + j, 0 <= j
// <= Most, the game lasts 2q moves when j = 0 (whatever the loser takes,
// the winner answers with the rest of Most + 1, a round of two moves per
// Most + 1 stones) and 2q + 1 otherwise (the winner's first move takes j).
// It is a subtraction game, so its Grundy value is n mod (Most + 1).
type Heap struct {
	n, most int64
	turn    game.Player
	coins   bool // Coins in a Line: a line of coins, not a heap of stones
}

// NewHeap returns the start of the game on a heap of n, taking 1 to most
// at a time, player 1 to move. It returns an error for n < 0 or most < 1.
func NewHeap(n, most int64) (Heap, error) {
	switch {
	case n < 0:
		return Heap{}, fmt.Errorf("n = %d: a heap cannot hold fewer than 0 stones", n)
	case most < 1:
		return Heap{}, fmt.Errorf("a move must be able to take at least 1 stone, not %d", most)
	}
	return Heap{n: n, most: most, turn: game.First}, nil
}

// N returns the stones left.
func (h Heap) N() int64 { return h.n }

// Most returns the most a move may take.
func (h Heap) Most() int64 { return h.most }

// Turn returns the player to move.
func (h Heap) Turn() game.Player { return h.turn }

// Moves returns take 1 to take min(Most, N), none on an empty heap.
func (h Heap) Moves() []game.Move {
	ms := make([]game.Move, 0, min(h.most, h.n))
	for t := int64(1); t <= min(h.most, h.n); t++ {
		ms = append(ms, Take(t))
	}
	return ms
}

// Play takes the stones of move m ([Take]); it returns an error for any
// other move, or for taking more than Most or than the heap holds.
func (h Heap) Play(m game.Move) (int64, game.Position, error) {
	t, ok := m.(Take)
	switch {
	case !ok:
		return 0, nil, fmt.Errorf("%v is not a move of this game: type how many to take", m)
	case t < 1 || int64(t) > h.most:
		return 0, nil, fmt.Errorf("%v: a move takes 1 to %d", m, h.most)
	case int64(t) > h.n:
		return 0, nil, fmt.Errorf("%v: only %d left", m, h.n)
	}
	return 0, Heap{n: h.n - int64(t), most: h.most, turn: h.turn.Other(), coins: h.coins}, nil
}

// Payoff returns -1: a position without moves has an empty heap, so the
// player to move there lost (the other took the last stone).
func (h Heap) Payoff() int64 { return -1 }

// Key returns "3:7" for a heap of 7 taking up to 3.
func (h Heap) Key() string {
	return strconv.FormatInt(h.most, 10) + ":" + strconv.FormatInt(h.n, 10)
}

// Wins reports whether the player to move wins: N mod (Most+1) != 0. O(1).
func (h Heap) Wins() bool { return h.n%(h.most+1) != 0 }

// Solve returns the result of optimal play: differential +1 if player 1
// wins, -1 if player 2 does, and the remoteness (see [Heap]); no stones
// are scored. O(1).
func (h Heap) Solve() game.Result {
	return game.MoverResult(h.turn, game.WinValue(h.Wins()), heapRemoteness(h.n, h.most))
}

// heapRemoteness returns how many moves a heap of n lasts, taking 1 to most:
// 2q for n = q(most+1), 2q+1 for n = q(most+1) + j, 0 < j <= most. It
// fits in an int: 2q + 1 <= n.
func heapRemoteness(n, most int64) int {
	q, j := n/(most+1), n%(most+1)
	if j == 0 {
		return int(2 * q)
	}
	return int(2*q + 1)
}

// Grundy returns the heap's Sprague–Grundy value, N mod (Most+1), the
// value of a subtraction game of 1 to Most on N ([game.Impartial]). O(1),
// for every heap.
func (h Heap) Grundy() (uint64, bool) { return uint64(h.n % (h.most + 1)), true }

// Options values every move in O(1) each: +1 if it leaves a multiple of
// Most+1, -1 otherwise, and the remoteness of the heap it leaves.
func (h Heap) Options() []game.Option {
	opts := make([]game.Option, 0, min(h.most, h.n))
	for t := int64(1); t <= min(h.most, h.n); t++ {
		v := int64(-1)
		if (h.n-t)%(h.most+1) == 0 {
			v = 1
		}
		opts = append(opts, game.Option{Move: Take(t), Value: v, Remoteness: heapRemoteness(h.n-t, h.most)})
	}
	return opts
}

// Line returns an optimal line to the end: the winner takes N mod
// (Most+1) and then Most+1 minus what the loser took; the loser takes 1
// each time (every move of theirs makes the game last as long, and 1 is
// the first). It has Solve's remoteness of moves, about 2N/(Most+1):
// O(N) time and memory, 48 bytes a move, so about 51 GB for LeetCode
// 292's largest heap, 2^31 - 1. It builds no game tree,
// but a caller that wants a bounded view should range over
// [Heap.Steps] (O(1) memory) instead of calling Line on a large heap.
func (h Heap) Line() game.Line {
	var l game.Line
	for st := range h.Steps {
		l = append(l, st)
	}
	return l
}

// Steps yields the steps of [Heap.Line], in order, without storing them
// ([game.Stepper]): O(1) time a step, O(1) memory.
func (h Heap) Steps(yield func(game.Step) bool) {
	n, p := h.n, h.turn
	for n > 0 {
		t := n % (h.most + 1)
		if t == 0 {
			t = 1 // every move loses: take the least
		}
		if !yield(game.Step{Player: p, Move: Take(t), Index: -1}) {
			return
		}
		n -= t
		p = p.Other()
	}
}

// Describe says what remains: "a heap of 7", "an empty heap"; in Coins
// in a Line "a line of 7 coins", "a line of 1 coin", "an empty line of coins".
func (h Heap) Describe() string {
	switch {
	case h.coins && h.n == 0:
		return "an empty line of coins"
	case h.coins:
		return "a line of " + game.Count(int(h.n), "coin")
	case h.n == 0:
		return "an empty heap"
	}
	return "a heap of " + strconv.FormatInt(h.n, 10)
}

// newLine is NewHeap for Coins in a Line: a line of n coins, taking 1 or
// 2 at a time, in the game's own words.
func newLine(n int64) (Heap, error) {
	h, err := NewHeap(n, 2)
	h.coins = err == nil
	return h, err
}

// LineBound bounds the optimal line's length: every move takes a stone at
// least, so n moves at most.
func (h Heap) LineBound() int64 { return h.n }
