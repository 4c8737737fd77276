package flipgame

import (
	"math/bits"

	"stonegame/game"
)

// Line returns an optimal line to the end of the game: at every turn the
// move [game.LineBy] plays, [game.Quickest] of the best options. While
// more than RemoteMax + 4 live pluses remain, every option's remoteness is
// unknown, so that is the first best option: the winner's first move (in
// string order) that makes the XOR 0, the loser's first move. Those are
// found with a tree over the runs in O(log n) a move; the last moves (at
// most 32) step Options. The line has at most n/2 moves and takes
// O(n log n) time in all, O(n) memory.
func (p Position) Line() game.Line {
	var line game.Line
	if p.live > RemoteMax+4 {
		line, p = p.fastLine()
	}
	for {
		opts := p.Options()
		if len(opts) == 0 {
			return line
		}
		_, best := game.Best(opts)
		m := game.Quickest(best).Move
		q, err := p.after(m)
		if err != nil {
			return line // unreachable: Options lists legal moves
		}
		line = append(line, game.Step{Player: p.Turn(), Move: m, Index: int(m.(Flip)), Count: 2})
		p = q
	}
}

// fastLine plays the first best move at every turn while more than
// RemoteMax + 4 live pluses remain, and returns the line and the position
// it reaches.
func (p Position) fastLine() (game.Line, Position) {
	n := len(p.s)
	b := []byte(p.s)
	length := make([]int32, n) // the length of the run that starts at i, where one does
	t := newRunTree(n)
	for _, r := range liveRuns(p.s) {
		length[r.start] = int32(r.len)
		t.set(r.start, winsAt(r.len))
	}
	line := make(game.Line, 0, p.live/2) // a move takes 2 live pluses at least
	turn, x, live, first := p.Turn(), p.x, p.live, 0
	for live > RemoteMax+4 {
		var start, a int
		if x != 0 {
			start = t.leftmost(x)
			L := int(length[start])
			a, _ = split(L, x^Value(L))
		} else {
			for b[first] != '+' || b[first+1] != '+' {
				first++ // no live run lies left of the first ++
			}
			start = first
		}
		L := int(length[start])
		i, rest := start+a, L-2-a
		b[i], b[i+1] = '-', '-'
		length[start] = int32(a)
		t.set(start, winsAt(a))
		if rest > 0 {
			length[i+2] = int32(rest)
			t.set(i+2, winsAt(rest))
		}
		x ^= Value(L) ^ Value(a) ^ Value(rest)
		live += livePluses(a) + livePluses(rest) - L
		line = append(line, game.Step{Player: turn, Move: Flip(i), Index: i, Count: 2})
		turn = turn.Other()
	}
	return line, Position{s: string(b), turn: turn, x: x, live: live, memo: p.memo}
}

// winsAt returns the XORs of the whole string from which a run of L has a
// move to XOR 0, as a bit mask: bit v when a flip in the run changes its
// value g(L) to g(L) XOR v.
func winsAt(L int) uint16 {
	r, g := reached(L), Value(L)
	var w uint16
	for m := r; m != 0; m &= m - 1 {
		w |= 1 << (uint64(bits.TrailingZeros16(m)) ^ g)
	}
	return w
}

// runTree finds the first run that has a move to XOR 0: leaf i holds the
// winsAt mask of the run starting at i (0 where none starts), every node
// the OR of its children.
type runTree struct {
	size int
	node []uint16
}

func newRunTree(n int) *runTree {
	size := 1
	for size < n {
		size *= 2
	}
	return &runTree{size: size, node: make([]uint16, 2*size)}
}

// set sets leaf i to mask. O(log n).
func (t *runTree) set(i int, mask uint16) {
	k := t.size + i
	t.node[k] = mask
	for k > 1 {
		k /= 2
		t.node[k] = t.node[2*k] | t.node[2*k+1]
	}
}

// leftmost returns the first leaf whose mask has bit x: the start of the
// first run with a move to XOR 0. There is one whenever x is the XOR of
// the runs and not 0 (the Sprague–Grundy theorem). O(log n).
func (t *runTree) leftmost(x uint64) int {
	bit := uint16(1) << x
	k := 1
	for k < t.size {
		k *= 2
		if t.node[k]&bit == 0 {
			k++
		}
	}
	return k - t.size
}
