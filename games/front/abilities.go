package front

import (
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
)

// This file gives Position the optional abilities of package game that
// front ends ask for: what remains in words, which stones a move takes,
// the row as a board, and the suffix values on the user's row.

// describeMax is the most stones Describe lists one by one.
const describeMax = 12

func stone(x int64) string { return game.Num(x) }

// Describe says which stones remain: "1 2 −3", "a[3..99998]" past a dozen,
// "nothing" at the end.
func (p Position) Describe() string {
	n := len(p.in.row)
	switch {
	case p.i == n:
		return "nothing"
	case n-p.i > describeMax:
		return fmt.Sprintf("a[%d..%d]", p.i, n-1)
	}
	var b []byte
	for k, x := range p.in.row[p.i:] {
		if k > 0 {
			b = append(b, ' ')
		}
		b = game.AppendNum(b, x)
	}
	return string(b)
}

// Touches returns the stones move m takes: k of them from the first
// remaining one, or -1, 0 if m is not legal here.
func (p Position) Touches(m game.Move) (first, n int) {
	k, err := p.legal(m)
	if err != nil {
		return -1, 0
	}
	return p.i, k
}

// Board returns the whole row, the taken stones marked, and the first
// three remaining ones selectable: selecting the j-th (from 0) takes j+1
// stones, through it. O(n).
func (p Position) Board() game.Board {
	cells := make([]game.Cell, len(p.in.row))
	for i, x := range p.in.row {
		cells[i] = game.Cell{Values: []int64{x}, Taken: i < p.i}
	}
	for k := range p.most() {
		cells[p.i+k].Move = p.in.move(k + 1)
	}
	return game.Board{Cells: cells, Note: fmt.Sprintf("select a %s to take every %s up to it (at most %d)", p.in.item, p.in.item, p.in.most)}
}

// insightRows is the most positions Insight's table shows.
const insightRows = 30

// Insight shows the suffix DP on the instance that starts here, from the
// right: for each position, the value of taking 1, 2 or 3 stones and the
// best, up to insightRows positions (from the start, the rest said to be
// left out); and whether grabbing the most points at once would be a
// mistake on this row, with the first position where it is. O(n).
func (p Position) Insight() (game.Insight, bool) {
	n := len(p.in.row)
	if p.i == n {
		return game.Insight{}, false
	}
	item := p.in.item
	in := game.Insight{
		Title: "value(i) from the right: what the player to move nets from " + item + " i on",
		Paragraphs: []string{
			"A position is only how many " + item + "s were taken. The player to move at " + item + " i takes k = " + upTo(p.in.most) + " " + item + "s, scores their sum, " +
				"and the opponent then nets value(i+k) from what is left: value(i) = max over k of (a[i] + … + a[i+k−1] − value(i+k)), " +
				"with value(n) = 0 past the last " + item + ". Filled from the right, each value needs the " + strconv.Itoa(p.in.most) + " after it: O(n) in all.",
		},
		Head: []string{"i", item},
	}
	for k := 1; k <= p.in.most; k++ {
		in.Head = append(in.Head, "take "+strconv.Itoa(k))
	}
	in.Head = append(in.Head, "value(i)", "best")
	last := min(n, p.i+insightRows) // the rows p.i..last-1, shown from the right
	for i := last - 1; i >= p.i; i-- {
		q := Position{in: p.in, i: i, turn: p.turn}
		row := []string{strconv.Itoa(i), stone(p.in.row[i])}
		for k := 1; k <= p.in.most; k++ {
			if k <= q.most() {
				row = append(row, stone(q.gain(k)-p.in.val[i+k]))
			} else {
				row = append(row, "")
			}
		}
		row = append(row, stone(p.in.val[i]), Take(q.best()).String())
		in.Rows = append(in.Rows, row)
	}
	if last < n {
		in.Footer = append(in.Footer, fmt.Sprintf("Positions %d to %d are left out; value(%d) = %s.", last, n-1, last, stone(p.in.val[last])))
	}
	in.Footer = append(in.Footer, p.greedyNote())
	return in, true
}

// greedyNote says whether "take the most points now" (the k with the
// largest sum, more stones on a tie) is optimal along the optimal line, or
// the first position where it gives something away.
func (p Position) greedyNote() string {
	who := func(q Position) string {
		if q.turn == game.Second {
			return q.in.players[1]
		}
		return q.in.players[0]
	}
	for q := p; q.most() > 0; q = q.after(q.best()) {
		g := 1
		for k := 2; k <= q.most(); k++ {
			if q.gain(k) >= q.gain(g) {
				g = k
			}
		}
		gv := q.gain(g) - q.in.val[q.i+g]
		if gv < q.in.val[q.i] {
			b := q.best()
			var terms []string
			for _, x := range q.in.row[q.i : q.i+g] {
				terms = append(terms, stone(x))
			}
			return fmt.Sprintf("Grabbing the most points now is a mistake on this row: at "+q.in.item+" %d, %s would take %d (%s = %s), "+
				"but the opponent then nets %s from what is left, for %s; take %d scores %s, the opponent nets %s, for %s.",
				q.i, who(q), g, strings.Join(terms, " + "), stone(q.gain(g)), stone(q.in.val[q.i+g]), stone(gv),
				b, stone(q.gain(b)), stone(q.in.val[q.i+b]), stone(q.in.val[q.i]))
		}
	}
	return "On this row, taking the " + p.in.item + "s worth the most right now happens to be optimal at every turn of the optimal line."
}

// upTo returns "1, 2 or 3", "1 or 2", "1".
func upTo(most int) string {
	var ks []string
	for k := 1; k <= most; k++ {
		ks = append(ks, strconv.Itoa(k))
	}
	if len(ks) == 1 {
		return ks[0]
	}
	return strings.Join(ks[:len(ks)-1], ", ") + " or " + ks[len(ks)-1]
}
