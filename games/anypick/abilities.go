package anypick

import (
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
)

// This file gives Position the optional abilities of package game that
// front ends ask for: what remains in words, which stone a move takes, and
// the stones as a board.

// describeMax is the most stones Describe lists one by one.
const describeMax = 12

// Describe says which stones remain: "stones 1, 3", "stone 2", "all stones
// but 0, 4", "20 stones", "no stones".
func (p Position) Describe() string {
	r := p.remaining()
	switch {
	case len(r) == 0:
		return "no stones"
	case len(r) > describeMax:
		if gone := len(p.alice) - len(r); gone > 0 && gone <= describeMax {
			return "all stones but " + strings.Trim(fmt.Sprint(missing(r, len(p.alice))), "[]")
		}
		return fmt.Sprintf("%d stones", len(r))
	}
	var b strings.Builder
	if len(r) == 1 {
		b.WriteString("stone ")
	} else {
		b.WriteString("stones ")
	}
	for k, i := range r {
		if k > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(i))
	}
	return b.String()
}

// missing returns the indices below n that are not in rest (ascending).
func missing(rest []int, n int) []int {
	var out []int
	k := 0
	for i := range n {
		if k < len(rest) && rest[k] == i {
			k++
			continue
		}
		out = append(out, i)
	}
	return out
}

// Touches returns the stone move m takes, or -1, 0 if it is not on the
// table. O(log m).
func (p Position) Touches(m game.Move) (first, n int) {
	if i := p.Index(m); i >= 0 {
		return i, 1
	}
	return -1, 0
}

// Board returns every stone with its two values, the taken ones marked and
// each remaining one selectable. O(n).
func (p Position) Board() game.Board {
	cells := make([]game.Cell, len(p.alice))
	for i := range cells {
		cells[i] = game.Cell{Values: []int64{p.alice[i], p.bob[i]}, Taken: true}
	}
	for _, i := range p.remaining() {
		cells[i].Taken = false
		cells[i].Move = p.move(i)
	}
	return game.Board{Labels: []string{"Alice", "Bob"}, Cells: cells}
}
