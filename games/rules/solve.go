package rules

import (
	"fmt"
	"math/bits"

	"stonegame/game"
)

// This file solves an explored graph, without recursion, in O(positions +
// moves) time:
//
//   - win/lose games by retrograde analysis: the finished positions are
//     queued, and each position taken from the queue decides its
//     predecessors: one that can move to a lost position is won, one all of
//     whose moves lead to won positions is lost. The queue is first in,
//     first out, so positions leave it in order of remoteness: the first
//     lost successor a won position hears of is its nearest (the winner
//     hurries), and the last won successor a lost position hears of is
//     its farthest (the loser delays). What is never decided is a draw:
//     neither player can force a win.
//   - scoring games by negamax in reverse topological order (Kahn's
//     algorithm on the same predecessor lists); a position that can repeat
//     is refused.
//   - impartial games, in addition, by their Grundy values (mex in the same
//     order) when the graph is acyclic and no move is an extra turn.
//
// A move after which the same player moves again (an extra turn, see
// [graph.isAgain]) adds the value of the position it leads to instead of
// subtracting it: in retrograde analysis, it wins when it leads to a won
// position rather than a lost one. Remoteness counts moves, not turns.

// preds returns the predecessor lists: the positions that move to i are
// from[off[i]:off[i+1]], once per move; again[j], when again is not nil
// (some move is an extra turn), says whether the move of from[j] is one.
func (g *graph) preds() (off, from []int32, again []bool) {
	off = make([]int32, g.n+1)
	for _, c := range g.edges {
		off[c+1]++
	}
	for i := range g.n {
		off[i+1] += off[i]
	}
	from = make([]int32, len(g.edges))
	if g.again != nil {
		again = make([]bool, len(g.edges))
	}
	fill := make([]int32, g.n)
	copy(fill, off[:g.n])
	for p := range g.n {
		for e := g.edgeOff[p]; e < g.edgeOff[p+1]; e++ {
			c := g.edges[e]
			from[fill[c]] = p
			if again != nil {
				again[fill[c]] = g.isAgain(e)
			}
			fill[c]++
		}
	}
	return off, from, again
}

// solve fills the graph's values.
func (g *graph) solve() error {
	if g.dfs {
		return nil // solved while exploring (dfs.go)
	}
	off, from, again := g.preds()
	if g.r.scoring {
		return g.negamax(off, from)
	}
	g.retrograde(off, from, again)
	if g.r.impartial && g.again == nil {
		g.mex(off, from)
	}
	return nil
}

func (g *graph) retrograde(off, from []int32, again []bool) {
	n := g.n
	value := make([]int8, n)
	rem := make([]int32, n)
	left := make([]int32, n) // moves not yet known to lead to a won position
	queue := make([]int32, 0, n)
	for i := range n {
		rem[i] = -1
		k := g.edgeOff[i+1] - g.edgeOff[i]
		left[i] = k
		switch {
		case g.termOf(i) == termWin:
			value[i], rem[i] = 1, 0
			queue = append(queue, i)
		case g.termOf(i) == termLose || g.termOf(i) == termNone && k == 0:
			value[i], rem[i] = -1, 0
			queue = append(queue, i)
		case g.termOf(i) == termDraw:
			rem[i] = 0 // a finished draw; value stays 0, and it is never queued
		}
	}
	decided := make([]bool, n)
	for _, i := range queue {
		decided[i] = true
	}
	for head := 0; head < len(queue); head++ {
		c := queue[head]
		for j := off[c]; j < off[c+1]; j++ {
			p := from[j]
			if decided[p] {
				continue
			}
			if again != nil && again[j] && value[c] > 0 || (again == nil || !again[j]) && value[c] < 0 {
				value[p], rem[p] = 1, rem[c]+1
			} else if left[p]--; left[p] == 0 {
				value[p], rem[p] = -1, rem[c]+1
			} else {
				continue
			}
			decided[p] = true
			queue = append(queue, p)
		}
	}
	for i := range n {
		if !decided[i] && g.termOf(i) != termDraw {
			rem[i] = -1 // a draw by repetition
		}
	}
	g.value = columnOf(n, func(i int32) uint64 { return uint64(value[i] + 1) })
	g.rem = columnOf(n, func(i int32) uint64 { return uint64(rem[i] + 1) })
}

// order returns the positions in reverse topological order (every
// position after all those it moves to), or, when the graph has a cycle,
// a position on one and false.
func (g *graph) order(off, from []int32) ([]int32, int32, bool) {
	n := g.n
	left := make([]int32, n)
	queue := make([]int32, 0, n)
	for i := range n {
		if left[i] = g.edgeOff[i+1] - g.edgeOff[i]; left[i] == 0 {
			queue = append(queue, i)
		}
	}
	for head := 0; head < len(queue); head++ {
		c := queue[head]
		for _, p := range from[off[c]:off[c+1]] {
			if left[p]--; left[p] == 0 {
				queue = append(queue, p)
			}
		}
	}
	if len(queue) == int(n) {
		return queue, 0, true
	}
	// Every position left over moves to one left over: walk until one
	// repeats, which is on a cycle.
	seen := make([]bool, n)
	u := int32(-1)
	for i := range n {
		if left[i] > 0 {
			u = i
			break
		}
	}
	for !seen[u] {
		seen[u] = true
		for _, c := range g.edges[g.edgeOff[u]:g.edgeOff[u+1]] {
			if left[c] > 0 {
				u = c
				break
			}
		}
	}
	return nil, u, false
}

func (g *graph) negamax(off, from []int32) error {
	ord, cyc, ok := g.order(off, from)
	if !ok {
		return fmt.Errorf("the position %s can repeat: a scoring game must end, and this one could go on for ever", g.describeNode(cyc))
	}
	score := make([]int64, g.n)
	for _, p := range ord {
		lo, hi := g.edgeOff[p], g.edgeOff[p+1]
		for e := lo; e < hi; e++ {
			v, ok := sub(g.gains[e], score[g.edges[e]])
			if g.again != nil && g.isAgain(e) {
				v, ok = add(g.gains[e], score[g.edges[e]])
			}
			if !ok {
				return fmt.Errorf("the totals of the position %s do not fit in 64 bits: %w", g.describeNode(p), game.ErrOverflow)
			}
			if e == lo || v > score[p] {
				score[p] = v
			}
		}
	}
	g.score = columnOf(g.n, func(i int32) uint64 { return zigzag(score[i]) })
	return nil
}

// add returns a + b and whether it fits in an int64.
func add(a, b int64) (int64, bool) {
	s := a + b
	return s, (a >= 0) != (b >= 0) || (s >= 0) == (a >= 0)
}

// sub returns a - b and whether it fits in an int64.
func sub(a, b int64) (int64, bool) {
	d := a - b
	return d, (a >= 0) == (b >= 0) || (d >= 0) == (a >= 0)
}

func (g *graph) mex(off, from []int32) {
	ord, _, ok := g.order(off, from)
	if !ok {
		return // a loopy impartial game: no Grundy values
	}
	gr := make([]uint32, g.n)
	var seen []uint64 // a bit set of the values met, of the size of the moves
	for _, p := range ord {
		kids := g.edges[g.edgeOff[p]:g.edgeOff[p+1]]
		words := len(kids)/64 + 1
		if cap(seen) < words {
			seen = make([]uint64, words)
		}
		seen = seen[:words]
		clear(seen)
		for _, c := range kids {
			if v := gr[c]; int(v) <= len(kids) {
				seen[v/64] |= 1 << (v % 64)
			}
		}
		m := uint32(0)
		for _, w := range seen {
			if w != ^uint64(0) {
				m += uint32(bits.TrailingZeros64(^w))
				break
			}
			m += 64
		}
		gr[p] = m
	}
	g.grundy = columnOf(g.n, func(i int32) uint64 { return uint64(gr[i]) })
}

// describeNode names position i for a message: its state, and the player
// to move when positions have one.
func (g *graph) describeNode(i int32) string {
	k := g.key(i)
	player := ""
	if g.r.byPlayer {
		player = fmt.Sprintf(" (player %d to move)", k[0])
	}
	v, err := decodeKey(k[g.r.keyHead():])
	if err != nil {
		return fmt.Sprintf("#%d", i)
	}
	return brief(v) + player
}
