package remain

import (
	"fmt"
	"strings"

	"stonegame/game"
)

// This file gives Position the optional abilities of package game that
// front ends ask for: what remains in words, which stone a move takes and
// its value, the row as a board, the identity on the user's row, and the
// interval DP table.

// describeMax is the most stones Describe lists one by one.
const describeMax = 12

// Describe says which stones remain: "5 3 1" (with a true minus sign,
// "−6"), "a[3..99998]" past a dozen, "nothing" at the end.
func (p Position) Describe() string {
	lo, hi := p.Bounds()
	switch {
	case lo == hi:
		return "nothing"
	case hi-lo > describeMax:
		return fmt.Sprintf("a[%d..%d]", lo, hi-1)
	}
	var b []byte
	for k, x := range p.row[lo:hi] {
		if k > 0 {
			b = append(b, ' ')
		}
		b = game.AppendNum(b, x)
	}
	return string(b)
}

// Touches returns the index in Row of the stone move m removes, or -1, 0
// if m is not a legal move here.
func (p Position) Touches(m game.Move) (first, n int) { return p.neg.Touches(m) }

// Item returns the stone move m removes, for [game.Step.Item] (its gain
// is the stones that remain), or 0 if m is not legal here.
func (p Position) Item(m game.Move) int64 {
	i, n := p.Touches(m)
	if n == 0 {
		return 0
	}
	return p.row[i]
}

// Board returns the whole row, the removed stones marked, the two ends
// selectable (Left alone when one stone remains). O(n).
func (p Position) Board() game.Board {
	b := p.neg.Board()
	for i := range b.Cells {
		b.Cells[i].Values[0] = p.row[i]
	}
	b.Note = "each move scores the sum of the stones that remain"
	return b
}

// insightMax is the most removed stones Insight lists one by one.
const insightMax = 24

// Insight shows the game's identity on the instance that starts here:
// Alice − Bob is the sum of the stones Bob removes, listed along the
// optimal line. O(n) time, memory the solver's ([Position.Steps]).
func (p Position) Insight() (game.Insight, bool) {
	if lo, hi := p.Bounds(); lo == hi {
		return game.Insight{}, false
	}
	mover, other := "Alice", "Bob"
	if p.Turn() == game.Second {
		mover, other = other, mover
	}
	var terms []string
	var sum int64
	count := 0
	for st := range p.Steps {
		if st.Player == p.Turn() {
			continue
		}
		count++
		sum += p.row[st.Index]
		if count <= insightMax {
			terms = append(terms, string(game.AppendNum(nil, p.row[st.Index])))
		}
	}
	sumText := strings.Join(terms, " + ")
	switch {
	case count == 0:
		sumText = "nothing"
	case count > insightMax:
		sumText += fmt.Sprintf(" + … (%d more)", count-insightMax)
	}
	total := p.Sum()
	return game.Insight{
		Title: fmt.Sprintf("%s − %s is the sum of the stones %s removes", mover, other, other),
		Paragraphs: []string{
			"Each move scores the stones still in the row after it. So a stone removed after u other moves was counted u times before it went, " +
				"alternately for " + mover + " and for " + other + ": it adds nothing to " + mover + " − " + other + " when u is even (" + mover + " removed it), " +
				"and its own value when u is odd (" + other + " removed it). Along every line of play, " + mover + " − " + other + " is the sum of the stones " + other + " removes.",
			fmt.Sprintf("So %s wants to remove as little as possible, and so does %s: what %s removes is the whole row (%s) less what %s removes. "+
				"That is the take-from-either-end game on the negated stones, with the same optimal moves: "+
				"%s − %s = (sum + V(−stones)) / 2, in linear time by fusion instead of the O(n²) interval DP.",
				other, mover, mover, appendStoneString(total), other, mover, other),
			fmt.Sprintf("On this row, along the optimal line, %s removes %s = %s, and that is %s − %s.",
				other, sumText, appendStoneString(sum), mover, other),
		},
	}, true
}

func appendStoneString(x int64) string { return string(game.AppendNum(nil, x)) }

// Table returns the interval DP of the game on the remaining stones, up to
// limit of them: Cells[i][j] = dp(i..j), the mover's differential on stones
// i..j, with the states of Line's optimal line marked. O(n²).
func (p Position) Table(limit int) (game.Table, bool) {
	lo, hi := p.Bounds()
	n := hi - lo
	if n == 0 || n > limit {
		return game.Table{}, false
	}
	t := game.Table{
		Title: "dp(i..j): the mover's differential on stones i..j (each move scores the stones left)",
		Cells: make([][]int64, n),
		Has:   make([][]bool, n),
	}
	for i := range n {
		t.Rows = append(t.Rows, fmt.Sprint(lo+i))
		t.Cols = append(t.Cols, fmt.Sprint(lo+i))
		t.Cells[i] = make([]int64, n)
		t.Has[i] = make([]bool, n)
	}
	sum := func(i, j int) int64 { return p.pre[lo+j+1] - p.pre[lo+i] } // stones i..j, 0-based here
	for i := n - 1; i >= 0; i-- {
		t.Has[i][i] = true
		for j := i + 1; j < n; j++ {
			t.Cells[i][j] = max(sum(i+1, j)-t.Cells[i+1][j], sum(i, j-1)-t.Cells[i][j-1])
			t.Has[i][j] = true
		}
	}
	i, j := 0, n-1
	for _, st := range p.Line() {
		t.Path = append(t.Path, [2]int{i, j})
		if st.Index == lo+i {
			i++
		} else {
			j--
		}
	}
	return t, true
}
