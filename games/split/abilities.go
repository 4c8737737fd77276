package split

import (
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
)

// This file gives Position the optional abilities of package game: what
// remains in words, the stones a move throws away, the row as a board,
// the DP table and the split tree of the optimal line.

// describeMax is the most stones Describe lists one by one.
const describeMax = 12

// Describe says what remains: "6 2 3 4 5 5", the first dozen stones and
// "… (38 more)" past that.
func (p Position) Describe() string {
	var b strings.Builder
	for i := p.l; i <= p.r; i++ {
		if i-p.l == describeMax {
			fmt.Fprintf(&b, " … (%d more)", p.r-i+1)
			break
		}
		if i > p.l {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.FormatInt(p.row[i], 10))
	}
	return b.String()
}

// Touches returns the stones move m throws away (their first index in the
// row and how many), or -1, 0 if m is not legal here.
func (p Position) Touches(m game.Move) (first, n int) {
	a, b, err := p.kept(m)
	if err != nil {
		return -1, 0
	}
	if a == p.l { // the left part is kept
		return b + 1, p.r - b
	}
	return p.l, a - p.l
}

// Board returns the whole row, the stones thrown away marked Taken.
// Selecting a remaining stone splits just before it, when the two parts'
// sums differ; a split between equal parts asks which to keep, so it is
// left to the list of moves.
func (p Position) Board() game.Board {
	cells := make([]game.Cell, len(p.row))
	for i, x := range p.row {
		cells[i] = game.Cell{Values: []int64{x}, Taken: i < p.l || i > p.r}
	}
	var equal []string
	for k := p.l; k < p.r; k++ {
		at := k - p.l + 1
		if p.sum(p.l, k) == p.sum(k+1, p.r) {
			equal = append(equal, strconv.Itoa(at))
			continue
		}
		cells[k+1].Move = Split{At: at}
	}
	var note string
	switch {
	case p.l == p.r:
		note = "one stone remains: the game is over"
	case len(equal) > 0:
		note = fmt.Sprintf("select a stone to split just before it; the parts are equal at %s: type %s left or %s right",
			strings.Join(equal, ", "), equal[0], equal[0])
	default:
		note = "select a stone to split just before it: the part with the larger sum is thrown away"
	}
	return game.Board{Cells: cells, Note: note}
}

// Table returns dp(l..r), Alice's best score from stones l..r, for every
// interval, with the intervals the optimal line keeps as its path, up to
// max stones.
func (p Position) Table(max int) (game.Table, bool) {
	n := p.r - p.l + 1
	if n > max || n < 2 {
		return game.Table{}, false
	}
	t := game.Table{Title: "dp(l..r): Alice's best score from stones l..r (row l, column r)"}
	for i := p.l; i <= p.r; i++ {
		t.Rows = append(t.Rows, strconv.Itoa(i))
		t.Cols = append(t.Cols, strconv.Itoa(i))
	}
	t.Cells = make([][]int64, n)
	t.Has = make([][]bool, n)
	for i := range n {
		t.Cells[i] = make([]int64, n)
		t.Has[i] = make([]bool, n)
		for j := i; j < n; j++ {
			t.Cells[i][j], t.Has[i][j] = p.at(p.l+i, p.l+j), true
		}
	}
	q := p
	t.Path = append(t.Path, [2]int{0, n - 1})
	for _, st := range p.Line() {
		_, next, _ := q.Play(st.Move)
		q = next.(Position)
		t.Path = append(t.Path, [2]int{q.l - p.l, q.r - p.l})
	}
	return t, true
}

// treeMax is the most levels of the split tree Insight lists.
const treeMax = 40

// part writes stones a..b: "[6 2 3]", or "[6 2 3 … 5 5] (40 stones)".
func (p Position) part(a, b int) string {
	var s strings.Builder
	s.WriteByte('[')
	for i := a; i <= b; i++ {
		if b-a+1 > 8 && i == a+3 {
			s.WriteString(" …")
			i = b - 2
		}
		if i > a {
			s.WriteByte(' ')
		}
		s.WriteString(strconv.FormatInt(p.row[i], 10))
	}
	s.WriteByte(']')
	if b-a+1 > 8 {
		fmt.Fprintf(&s, " (%d stones)", b-a+1)
	}
	return s.String()
}

// Insight shows the split tree of the optimal line on the user's row: at
// each level the stones that remain, the split, the two sums, the part
// kept and what it scores, with the running score. O(n²) at worst, the
// cost of the line.
func (p Position) Insight() (game.Insight, bool) {
	in := game.Insight{Title: "The split tree"}
	in.Paragraphs = []string{
		"A split throws one part away for good, so what Alice can still score depends only on the stones that remain, an interval l..r of the row: her best dp(l..r) is the best, over the splits she may make, of the kept part's sum plus dp of the kept part, with dp = 0 on one stone. The kept part is the one with the smaller sum, or either when the sums are equal; so each level of the tree below halves the sum at least.",
		"The values are never negative, so moving the split point right only makes the left part heavier and the right one lighter: the splits that may keep the left part come first, those that may keep the right part last, and for a fixed l the boundary between them only moves right as r grows. The best left keep is then a running maximum over the split points, the best right keep a running maximum over where the right part starts, and each dp(l..r) costs O(1): O(n²) for every interval instead of the textbook O(n³).",
	}
	in.Head = []string{"level", "stones", "split", "sums", "keeps", "scores", "total"}
	q := p
	var total int64
	line := p.Line()
	for k, st := range line {
		sp := st.Move.(Split)
		cut := q.l + sp.At - 1
		ls, rs := q.sum(q.l, cut), q.sum(cut+1, q.r)
		_, next, _ := q.Play(st.Move)
		nq := next.(Position)
		total += st.Gain
		if k < treeMax {
			keep := "left"
			if nq.l > q.l {
				keep = "right"
			}
			switch {
			case ls == rs:
				keep += " (equal: her choice)"
			default:
				keep += " (the smaller)"
			}
			in.Rows = append(in.Rows, []string{
				strconv.Itoa(k + 1),
				fmt.Sprintf("%d..%d", q.l, q.r),
				q.part(q.l, cut) + " | " + q.part(cut+1, q.r),
				fmt.Sprintf("%d | %d", ls, rs),
				keep,
				strconv.FormatInt(st.Gain, 10),
				strconv.FormatInt(total, 10),
			})
		}
		q = nq
	}
	if len(line) > treeMax {
		in.Footer = append(in.Footer, fmt.Sprintf("Only the first %d of the %d levels are shown; the rest add %d.", treeMax, len(line), total-sumGains(line[:treeMax])))
	}
	if len(line) == 0 {
		in.Footer = append(in.Footer, "One stone: there is nothing to split, and Alice scores 0.")
	} else {
		in.Footer = append(in.Footer, fmt.Sprintf("Alice scores %d.", total))
	}
	return in, true
}

func sumGains(l game.Line) int64 {
	first, _ := l.Totals()
	return first
}
