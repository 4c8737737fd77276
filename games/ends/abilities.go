package ends

import (
	"fmt"
	"strings"

	"stonegame/game"
)

// This file gives Position the optional abilities of package game that
// front ends ask for: what remains in words, which item a move takes, and
// the row as a board.

// describeMax is the most items Describe lists one by one.
const describeMax = 12

// Describe says what remains, for people: "5 100 7" (with a true minus
// sign, "−6"), "a[3..99998]" past a dozen numbers, "nothing" at the end.
func (p Position) Describe() string {
	switch {
	case p.lo == p.hi:
		return "nothing"
	case p.hi-p.lo > describeMax:
		return fmt.Sprintf("a[%d..%d]", p.lo, p.hi-1)
	}
	var b strings.Builder
	for k, x := range p.Remaining() {
		if k > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(game.Num(x))
	}
	return b.String()
}

// Touches returns the index in Row of the item move m takes, or -1, 0 if
// m is not a legal move here.
func (p Position) Touches(m game.Move) (first, n int) {
	if i := p.Index(m); i >= 0 {
		return i, 1
	}
	return -1, 0
}

// Board returns the whole row, the taken numbers marked, the two ends
// selectable (Left and Right; Left alone when one number remains). The
// cells' Values are a copy of the row, the caller's to change (stone-game-
// vii writes its own values into them). O(n) time, two allocations.
func (p Position) Board() game.Board {
	cells := make([]game.Cell, len(p.row))
	values := append([]int64(nil), p.row...)
	for i := range p.row {
		cells[i] = game.Cell{Values: values[i : i+1 : i+1], Taken: i < p.lo || i >= p.hi}
	}
	if p.hi > p.lo {
		cells[p.hi-1].Move = Right
		cells[p.lo].Move = Left
	}
	return game.Board{Cells: cells}
}
