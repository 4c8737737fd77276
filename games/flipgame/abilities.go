package flipgame

import (
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
)

// This file gives Position the optional abilities of package game that
// front ends ask for: the string in words, what a move touches, the
// string as a board, and the game's insight on the user's string.

// describeMax is the longest string Describe writes whole; past it, the
// middle is elided.
const describeMax = 100

// Describe returns the string, "+--+", its middle elided past 100
// characters (the first and last 40, "++-+…+ … (999920 more) … +-…++"),
// or "an empty string".
func (p Position) Describe() string {
	switch n := len(p.s); {
	case n == 0:
		return "an empty string"
	case n > describeMax:
		const edge = 40
		return fmt.Sprintf("%s … (%d more) … %s", p.s[:edge], n-2*edge, p.s[n-edge:])
	}
	return p.s
}

// Touches returns the two characters a flip turns: i and i+1, or -1, 0
// for a move that is not a Flip or not within the string.
func (p Position) Touches(m game.Move) (first, n int) {
	f, ok := m.(Flip)
	if !ok || int(f) < 0 || int(f) >= len(p.s)-1 {
		return -1, 0
	}
	return int(f), 2
}

// Board returns the string as cells, one a character: a + holds 1 and is
// free, a - holds 0 and is taken (flipped, or a - from the start); the
// first + of every ++ plays the flip there. A cell holds only numbers, so
// the note gives the string itself ([Position.Describe]). The cells'
// values are a copy: O(n).
func (p Position) Board() game.Board {
	cells := make([]game.Cell, len(p.s))
	for i := range cells {
		c := &cells[i]
		c.Text = p.s[i : i+1]
		if p.s[i] != '+' {
			c.Taken = true // flipped
			continue
		}
		if i+1 < len(p.s) && p.s[i+1] == '+' {
			c.Move = Flip(i)
		}
	}
	return game.Board{Cells: cells, Note: "select the first + of a ++ to flip both"}
}

// Insight limits: the runs listed in the table, the values of g listed.
const (
	insightRuns   = 24
	insightValues = 40
)

// Insight explains the Sprague–Grundy solution on this string: its runs
// of +, each run's length and Grundy value, their XOR, and what it means:
// the move that makes it 0 (the optimal line's first move) when it is not
// 0, or why every move loses when it is. It costs O(n) and one Options.
func (p Position) Insight() (game.Insight, bool) {
	me, you := p.Turn(), p.Turn().Other()
	rs := runs(p.s)
	longest := 0
	for _, r := range rs {
		longest = max(longest, r.len)
	}
	in := game.Insight{
		Title: "Sprague–Grundy: each run of + is a heap",
		Paragraphs: []string{
			"A flip turns two neighbouring + of one run of + into --, so it never touches the other runs: the string is a **sum of independent games**, one per maximal run of +. " +
				"A run of L pluses is a heap of Dawson's Kayles (octal game 0.07): a flip removes two neighbours and leaves runs of a and L − 2 − a. " +
				"Its Grundy value is the least value no move reaches: g(0) = g(1) = 0 and g(L) = mex{ g(a) XOR g(L − 2 − a) : 0 ≤ a ≤ L − 2 }.",
			"The **Sprague–Grundy theorem** says a sum of games is worth the XOR of its parts' values, the same theorem as Nim's XOR of piles: the player to move loses exactly when the XOR is 0. " +
				"The values repeat with period 34 from L = 53 on (g(L) = g(L − 34) for every L ≥ 87), so each run's value is a table lookup, and any string is decided in O(n).",
			"g(0 … " + strconv.Itoa(min(max(longest, 20), insightValues)) + ") = " + valuesUpTo(min(max(longest, 20), insightValues)) + ".",
		},
		Head: []string{"run", "start", "length", "Grundy value"},
	}
	var x uint64
	for k, r := range rs {
		x ^= Value(r.len)
		if k < insightRuns {
			in.Rows = append(in.Rows, []string{strconv.Itoa(k), strconv.Itoa(r.start), strconv.Itoa(r.len), strconv.FormatUint(Value(r.len), 10)})
		} else if k == insightRuns {
			in.Rows = append(in.Rows, []string{"…", "", fmt.Sprintf("%d more", len(rs)-k), ""})
		}
	}
	in.Rows = append(in.Rows, []string{"XOR", "", "", strconv.FormatUint(x, 10)})
	switch {
	case len(rs) == 0:
		in.Footer = []string{fmt.Sprintf("The string has no +: %v, to move, cannot flip and has lost. The XOR of no runs is 0.", me)}
	case p.live == 0:
		in.Footer = []string{fmt.Sprintf("Every run holds a single +, worth g(1) = 0: no ++ is left, so %v, to move, cannot flip and has lost. The XOR is 0.", me)}
	case x == 0:
		in.Footer = []string{fmt.Sprintf("The XOR is 0: %v, to move, loses whatever they flip. A flip changes one run's value, so it leaves a XOR that is not 0, and %v answers with a flip that makes it 0 again, until %v has no ++ left.", me, you, me)}
	default:
		opts := p.Options()
		_, best := game.Best(opts)
		f := game.Quickest(best).Move.(Flip)
		r := runAt(rs, int(f))
		a, b := int(f)-r.start, r.start+r.len-int(f)-2
		in.Footer = []string{fmt.Sprintf("The XOR is %d, not 0: %v, to move, wins. %v flips the ++ at characters %d and %d, in run %d (%d pluses from character %d, worth %d; runs and characters are counted from 0, as a flip is): it leaves runs of %d and %d there, worth g(%d) XOR g(%d) = %d XOR %d = %d, and the XOR of the whole string becomes %d XOR %d XOR %d = 0. Whatever %v flips then makes it non-zero again, and %v makes it 0 again, until %v has no ++ left. %s.",
			x, me, capital(me.String()), int(f), int(f)+1, runIndex(rs, r), r.len, r.start, Value(r.len),
			a, b, a, b, Value(a), Value(b), Value(a)^Value(b), x, Value(r.len), Value(a)^Value(b),
			you, me, you, winningCount(len(best)))}
	}
	return in, true
}

// valuesUpTo writes g(0) … g(n): "0 0 1 1 2 0 3".
func valuesUpTo(n int) string {
	var b strings.Builder
	for L := 0; L <= n; L++ {
		if L > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.FormatUint(Value(L), 10))
	}
	return b.String()
}

// runAt returns the run that holds index i.
func runAt(rs []run, i int) run {
	for _, r := range rs {
		if r.start <= i && i < r.start+r.len {
			return r
		}
	}
	return run{}
}

// runIndex returns the index of r in rs.
func runIndex(rs []run, r run) int {
	for k, q := range rs {
		if q == r {
			return k
		}
	}
	return -1
}

// winningCount writes "It is the only winning flip", "It is one of 3
// winning flips".
func winningCount(n int) string {
	if n == 1 {
		return "It is the only winning flip"
	}
	return fmt.Sprintf("It is one of %d winning flips", n)
}

// capital returns s with its first letter in upper case: "Player 1".
func capital(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
