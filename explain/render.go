package explain

import (
	"fmt"
	"strconv"
	"strings"

	"stonegame/ends"
	"stonegame/game"
)

// style is how a span of text is set.
type style uint8

const (
	plain  style = iota
	strong       // headings inside paragraphs, the verdict
	good         // optimal moves, cells of the optimal line
	dim          // memo hits, notes
)

// span is a run of text in one style.
type span struct {
	text string
	style
}

func p(s string) span            { return span{s, plain} }
func pf(f string, a ...any) span { return span{fmt.Sprintf(f, a...), plain} }

// merge joins adjacent spans of the same style.
func merge(ss []span) []span {
	var out []span
	for _, s := range ss {
		if k := len(out) - 1; k >= 0 && out[k].style == s.style {
			out[k].text += s.text
			continue
		}
		out = append(out, s)
	}
	return out
}

// sink is one output format. The sections are written once, in render,
// against this interface; text, markdown and HTML implement it.
type sink interface {
	title(s string)
	heading(s string)
	para(spans ...span)
	list(items [][]span)
	// table writes a table; right marks right-aligned columns.
	table(head []string, right []bool, rows [][]span)
	// pre writes preformatted lines (the tree, the text DP table).
	pre(lines [][]span)
	// figure includes an SVG drawing; formats without drawings skip it.
	figure(svg []byte, caption string)
}

// textWidth is the widest DP table the text and markdown printers show.
const textWidth = 100

// sumTerms is how many terms of the written-out sum are shown at each end
// when there are more than 2*sumTerms+4.
const sumTerms = 10

// pairRows is how many stones the stone-game-vi table lists at each end.
const pairRows = 25

// render writes the whole explanation to s. figures says whether s draws
// SVG figures (then the text tree and table are not repeated).
func (e *Explanation) render(s sink, figures bool) {
	g := e.Game
	s.title("Explaining " + g.Title)
	s.para(p("Rules: "), p(g.Rules+"."))
	e.input(s)
	s.para(span{"Verdict: ", strong}, span{e.Verdict(), strong}, p(" ("+g.AnswerRule+")."))

	e.walkSection(s)
	e.whySection(s)
	e.treeSection(s, figures)
	e.tableSection(s, figures)
	e.paritySection(s)
	e.pairsSection(s)
	if len(e.Notes) > 0 {
		s.heading("What was left out")
		var items [][]span
		for _, n := range e.Notes {
			items = append(items, []span{p(n)})
		}
		s.list(items)
	}
}

// abbrev lists xs, the middle elided past 2*k+4 items.
func abbrev(xs []int64, k int) string {
	if len(xs) <= 2*k+4 {
		return nums(xs, " ")
	}
	return fmt.Sprintf("%s … (%d more) … %s", nums(xs[:k], " "), len(xs)-2*k, nums(xs[len(xs)-k:], " "))
}

func (e *Explanation) input(s sink) {
	switch {
	case e.Row != nil:
		s.para(pf("Input: %d numbers: ", e.N), p(abbrev(e.Row, 20)), p("."))
	case e.Alice != nil:
		s.para(pf("Input: %d stones; worth to Alice: ", e.N), p(abbrev(e.Alice, 20)), p("; worth to Bob: "), p(abbrev(e.Bob, 20)), p("."))
	}
}

// who names the player of a move.
func (e *Explanation) who(pl game.Player) string { return e.Game.Player(pl) }

// what says what a move takes: "7 from the right", "stone 2 (worth 3 to Alice)".
func (e *Explanation) what(m Move) string {
	switch mv := m.Move.(type) {
	case ends.Side:
		return num(m.Gain) + " from the " + mv.String()
	}
	if e.Alice != nil {
		return fmt.Sprintf("%v (worth %s to %s)", m.Move, num(m.Gain), e.who(m.Player))
	}
	return fmt.Sprintf("%v (%s)", m.Move, num(m.Gain))
}

// term is a move's term of the written-out sum: "1", " − 7", " + 100", " − (−3)".
func term(m Move, first bool) string {
	sign := " + "
	if m.Player == game.Second {
		sign = " − "
	}
	if first {
		if m.Player == game.Second {
			return "−" + paren(m.Gain)
		}
		return num(m.Gain)
	}
	return sign + paren(m.Gain)
}

// Sum returns the optimal game written as a sum from player 1's side,
// "1 − 7 + 100 − 5 = 89"; past 2*10+4 moves the middle is elided.
func (e *Explanation) Sum() string { return e.sum(sumTerms) }

// sum is Sum with k terms at each end.
func (e *Explanation) sum(k int) string {
	var b strings.Builder
	n := len(e.Moves)
	for t, m := range e.Moves {
		if n > 2*k+4 && t == k {
			fmt.Fprintf(&b, " … (%d more terms) …", n-2*k)
		}
		if n > 2*k+4 && t >= k && t < n-k {
			continue
		}
		b.WriteString(term(m, t == 0))
	}
	b.WriteString(" = " + num(e.Result.Differential))
	return b.String()
}

func (e *Explanation) walkSection(s sink) {
	s.heading("1. The optimal game, move by move")
	s.para(p("Both players play optimally. The differential is " + e.who(game.First) + "'s total minus " + e.who(game.Second) + "'s, after each move."))
	head := []string{"#", "player", "takes", e.who(game.First), e.who(game.Second), "differential"}
	right := []bool{true, false, false, true, true, false}
	rows := make([][]span, len(e.Moves))
	prev := int64(0)
	cells := make([]span, 6*len(e.Moves)) // one allocation for 10^5 rows
	for k, m := range e.Moves {
		d := num(m.Diff)
		if k > 0 {
			d = num(prev) + term(m, false) + " = " + num(m.Diff)
		}
		rows[k] = cells[6*k : 6*k+6 : 6*k+6]
		copy(rows[k], []span{p(strconv.Itoa(m.Number)), p(e.who(m.Player)), p(e.what(m)), p(num(m.First)), p(num(m.Second)), p(d)})
		prev = m.Diff
	}
	s.table(head, right, rows)
	s.figure(e.ChartSVG(), "The running differential after each move.")
	s.para(p("In one line, from "+e.who(game.First)+"'s side: "), span{e.Sum(), strong}, p("."))
	s.para(p("Verdict: "), span{e.Verdict(), strong}, p("."))
}

func (e *Explanation) whySection(s sink) {
	s.heading("2. Why each move is right")
	s.para(p("The value of a position is what the player to move ends up ahead by from there, under optimal play. A move is worth what it takes minus the value of what it leaves to the opponent; the best move has the largest worth, and that worth is the value of the position."))
	var skipFrom, skipTo int
	for _, m := range e.Moves {
		if m.Choices == nil {
			if skipFrom == 0 {
				skipFrom = m.Number
			}
			skipTo = m.Number
			continue
		}
		if skipFrom != 0 {
			s.para(span{fmt.Sprintf("Moves %d to %d are not valued here (see below).", skipFrom, skipTo), dim})
			skipFrom = 0
		}
		s.para(span{fmt.Sprintf("Move %d", m.Number), strong}, pf(": %s to move on %s, value %s.", e.who(m.Player), m.Before, num(m.Value)))
		nopt := 0
		for _, c := range m.Choices {
			if c.Optimal {
				nopt++
			}
		}
		var items [][]span
		for _, c := range m.Choices {
			op := "−"
			rv := paren(c.RestValue)
			if c.Again {
				op = "+"
			}
			item := []span{pf("take %v: %s %s value(%s) = %s %s %s = ", c.Move, num(c.Gain), op, c.Rest, num(c.Gain), op, rv)}
			st := plain
			if c.Optimal {
				st = good
			}
			item = append(item, span{num(c.Value), st})
			switch {
			case c.Optimal && nopt == 2:
				item = append(item, span{" (both optimal)", good})
			case c.Optimal && nopt > 2:
				item = append(item, span{fmt.Sprintf(" (all %d optimal)", nopt), good})
			case c.Optimal:
				item = append(item, span{" (optimal)", good})
			}
			if c.Chosen && len(m.Choices) > 1 {
				item = append(item, p(" ← played"))
			}
			items = append(items, item)
		}
		if last := m.Choices[len(m.Choices)-1]; m.Omitted > 0 && !last.Optimal {
			items = append(items, []span{pf("… and %d other moves, each worth at most %s", m.Omitted, num(last.Value))})
		} else if m.Omitted > 0 {
			items = append(items, []span{pf("… and %d other moves, not listed", m.Omitted)})
		}
		s.list(items)
	}
	if skipFrom != 0 {
		s.para(span{fmt.Sprintf("Moves %d to %d are not valued here (see below).", skipFrom, skipTo), dim})
	}
}

// treeLines draws the tree as text lines.
func (e *Explanation) treeLines() [][]span {
	var lines [][]span
	e.Tree.Walk(func(n *Node, depth int, last []bool) {
		var b strings.Builder
		for k, l := range last {
			switch {
			case k == len(last)-1 && l:
				b.WriteString("└─ ")
			case k == len(last)-1:
				b.WriteString("├─ ")
			case l:
				b.WriteString("   ")
			default:
				b.WriteString("│  ")
			}
		}
		if n.Move != nil {
			fmt.Fprintf(&b, "%v (%s) → ", n.Move, num(n.Gain))
		}
		line := []span{p(b.String())}
		label := fmt.Sprintf("[%s] %s, value %s", n.What, e.who(n.Turn), num(n.Value))
		switch {
		case n.Line:
			line = append(line, span{label + " *", good})
		default:
			line = append(line, p(label))
		}
		if n.Memo {
			line = append(line, span{" (memo hit)", dim})
		}
		lines = append(lines, line)
	})
	return lines
}

func (e *Explanation) treeSection(s sink, figures bool) {
	s.heading("3. The recursion tree")
	t := e.Tree
	if t == nil {
		s.para(span{"Left out for this input (see below).", dim})
		return
	}
	s.para(p("value(p) = max over moves of (what the move takes − value(what it leaves)). Each node is a call: what remains, whose turn, its value. A position met again is a memo hit: its value is reused, not recomputed."))
	s.para(pf("The plain recursion makes %d calls; with a memo it makes %d (%d distinct positions, %d memo hits), so memoization saved %d calls.", t.Naive, t.Calls, t.Distinct, t.Hits, t.Naive-int64(t.Calls)))
	if figures {
		s.figure(e.TreeSVG(), "The recursion tree with memo hits; the optimal line in bold green.")
		return
	}
	s.para(p("The optimal line is marked *."))
	s.pre(e.treeLines())
}

// tableText draws the DP table as text lines, or returns nil if it is wider
// than textWidth.
func (e *Explanation) tableText() [][]span {
	t := e.Table
	n := len(t.Row)
	w := len("i\\j") + 1
	for i := range n {
		w = max(w, len([]rune(num(t.Row[i])))+1)
		for j := i; j < n; j++ {
			w = max(w, len([]rune(num(t.At(i, j))))+2)
		}
	}
	cw := len(fmt.Sprint(n-1)) + 1
	if cw+6+n*(w+1) > textWidth {
		return nil
	}
	pad := func(s string, w int) string {
		return strings.Repeat(" ", max(0, w-len([]rune(s)))) + s
	}
	var lines [][]span
	head := pad("", cw) + pad("a[i]", 6)
	for j := range n {
		head += " " + pad(fmt.Sprint(j), w)
	}
	lines = append(lines, []span{span{head, strong}})
	for i := range n {
		line := []span{p(pad(fmt.Sprint(i), cw) + pad(num(t.Row[i]), 6))}
		line = append(line, p(strings.Repeat(" ", (w+1)*i)))
		for j := i; j < n; j++ {
			v := num(t.At(i, j))
			if t.OnPath(i, j) {
				line = append(line, p(" "), span{pad(v+"*", w), good})
			} else {
				line = append(line, p(" "+pad(v+" ", w)))
			}
		}
		lines = append(lines, line)
	}
	return lines
}

func (e *Explanation) tableSection(s sink, figures bool) {
	if e.Row == nil {
		return
	}
	s.heading("4. The DP table")
	t := e.Table
	if t == nil {
		s.para(span{"Left out for this input (see below).", dim})
		return
	}
	s.para(p("value(i..j) = max(a[i] − value(i+1..j), a[j] − value(i..j−1)), with value(i..i) = a[i]: row i, column j. It is filled from the short intervals up; the top right cell is the value of the whole row."))
	if figures {
		s.figure(e.TableSVG(), "The DP table as a heatmap: blue where the player to move is ahead, red where behind; outlined cells are the optimal line.")
		return
	}
	if lines := e.tableText(); lines != nil {
		s.para(p("The intervals the optimal game passes through are marked *."))
		s.pre(lines)
		return
	}
	s.para(span{fmt.Sprintf("The table of %d columns does not fit in %d columns of text: use --format svg or --format html to see it as a heatmap.", len(t.Row), textWidth), dim})
}

func (e *Explanation) paritySection(s sink) {
	par := e.Parity
	if par == nil {
		return
	}
	s.heading("5. Insight: the parity certificate")
	a, b := e.who(game.First), e.who(game.Second)
	s.para(pf("Number the piles from 0. The piles at even indices (0, 2, 4, …) add up to %s; those at odd indices (1, 3, 5, …) to %s.", num(par.Even), num(par.Odd)))
	if !par.EvenCount {
		s.para(span{fmt.Sprintf("This input breaks LeetCode 877's premise of an even number of piles: it has %d.", e.N), strong},
			pf(" With an odd count both ends have the same index parity whenever %s moves, so %s cannot pick a class and the certificate does not apply; %s also gets one pile more than %s. Only the DP (or the O(n) solver) decides: here %s's differential is %s.", a, a, a, b, a, num(e.Result.Differential)))
	} else {
		s.para(pf("With an even number of piles, the ends have different parities whenever %s moves: at the start index 0 is even and index %d is odd. If %s takes from one class, both ends left to %s are of the other class, and whatever %s takes, the ends again differ in parity. So %s can take every pile of the class she chooses, and %s gets the other class.", a, e.N-1, a, b, b, a, b))
		big, cls := par.Even, "even"
		if par.Odd > par.Even {
			big, cls = par.Odd, "odd"
		}
		small := par.Total - big
		if par.Even == par.Odd {
			s.para(span{"The two sums tie", strong}, pf(" (%s each), so the certificate only guarantees %s a draw; the exact value, %s, comes from the DP.", num(par.Even), a, num(e.Result.Differential)))
		} else {
			s.para(pf("Here %s takes all the %s-index piles: %s against %s, a lead of %s. That proves %s cannot lose; optimal play does at least as well: the exact differential, from the DP, is %s.", a, cls, num(big), num(small), num(big-small), a, num(e.Result.Differential)))
			if e.Result.Differential > big-small {
				s.para(pf("The DP beats the certificate by %s: mixing the classes can be better than either class whole.", num(e.Result.Differential-(big-small))))
			}
		}
	}
	if !par.OddTotal {
		s.para(span{fmt.Sprintf("This input breaks LeetCode 877's other premise, an odd total: the total is %s, so a draw is possible, and a draw answers false (%s must end with strictly more).", num(par.Total), a), strong})
	}
}

func (e *Explanation) pairsSection(s sink) {
	ps := e.Pairs
	if ps == nil {
		return
	}
	s.heading("5. Insight: take the stones in decreasing a+b")
	s.para(p("Write a for a stone's value to Alice and b for its value to Bob. If Alice ends with the set S of stones, her differential is"))
	s.para(span{"Σ over S of a − Σ over the rest of b = Σ over S of (a+b) − Σ of all b", strong})
	s.para(p("(add and subtract the b of Alice's own stones). The second sum does not depend on the play, so Alice wants the stones of largest a+b. The same holds for Bob with the roles swapped: his differential is Σ over his stones of (a+b) − Σ of all a. So every stone is worth its a+b to whoever takes it, and both players take the stones in decreasing a+b; stones with equal a+b are interchangeable."))
	var rows [][]span
	n := len(ps.Stones)
	for k, r := range ps.Stones {
		if n > 2*pairRows+4 && k == pairRows {
			rows = append(rows, []span{p("…"), pf("%d more", n-2*pairRows), p(""), p(""), p(""), p("")})
		}
		if n > 2*pairRows+4 && k >= pairRows && k < n-pairRows {
			continue
		}
		rows = append(rows, []span{pf("%d", k+1), pf("%d", r.Stone), p(num(r.A)), p(num(r.B)), p(num(r.Sum)), pf("%s (gets %s)", e.who(r.Taker), num(r.TakerValue))})
	}
	s.table([]string{"rank", "stone", "a", "b", "a+b", "taken by"}, []bool{true, true, true, true, true, false}, rows)
	s.para(pf("Alice's stones add up to %s in a+b; Bob's values add up to %s in all; %s − %s = %s, which is Alice's %s minus Bob's %s.",
		num(ps.AliceSum), num(ps.BobAll), num(ps.AliceSum), paren(ps.BobAll), num(ps.AliceSum-ps.BobAll), num(e.Result.First), num(e.Result.Second)))
}
