package explain

import (
	"fmt"
	"strconv"
	"strings"

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

// numbered is a sink that numbers the headings written through it 1, 2,
// 3, ...: the sections an explanation shows are numbered consecutively,
// whichever a game leaves out (a game without a DP table has no section
// for it; the notes say why).
type numbered struct {
	sink
	n int
}

func (s *numbered) heading(title string) {
	s.n++
	s.sink.heading(strconv.Itoa(s.n) + ". " + title)
}

// textWidth is the widest DP table the text and markdown printers show.
const textWidth = 100

// sumTerms is how many terms of the written-out sum are shown at each end
// when there are more than 2*sumTerms+4.
const sumTerms = 10

// winLose reports whether e's game is decided by a terminal payoff.
func (e *Explanation) winLose() bool { return e.Game.Kind == game.WinLose }

// render writes the whole explanation to s. figures says whether s draws
// SVG figures (then the text tree and table are not repeated).
func (e *Explanation) render(s sink, figures bool) {
	g := e.Game
	s.title("Explaining " + g.Title)
	s.para(p("Rules: "), p(g.Rules+"."))
	e.input(s)
	s.para(span{"Verdict: ", strong}, span{e.Verdict(), strong}, p(" ("+g.AnswerRule+")."))

	if !e.Streamed {
		ns := &numbered{sink: s}
		e.walkSection(ns)
		e.whySection(ns)
		e.treeSection(ns, figures)
		e.tableSection(ns, figures)
		e.insightSection(ns)
	}
	if len(e.Notes) > 0 {
		s.heading("What was left out")
		var items [][]span
		for _, n := range e.Notes {
			items = append(items, []span{p(n)})
		}
		s.list(items)
	}
}

// input states the instance from the Spec's parameters: "Input: 4
// numbers: 1 5 100 7." for one list, "Input: n = 7." for an integer,
// "Input: aliceValues, 4 numbers: 5 4 3 2; bobValues, 4 numbers: 4 1 2 3."
// for several ([game.Spec.DescribeArgs]).
func (e *Explanation) input(s sink) {
	if e.Streamed {
		s.para(pf("Input: %d numbers, too many to keep.", e.N))
		return
	}
	if e.Args == nil || len(e.Args) != len(e.Game.Params) {
		return
	}
	s.para(p("Input: "+e.Game.DescribeArgs(e.Args, 20)), p("."))
}

// who names the player of a move.
func (e *Explanation) who(pl game.Player) string { return e.Game.Player(pl) }

// what says what a move takes, in the game's short words: "7 from the
// right", "stone 2 (+3)", "remove 4".
func (e *Explanation) what(m Move) string { return string(e.Game.AppendShort(nil, m.Step)) }

// term is a move's term of the written-out sum: "1", " − 7", " + 100", " − (−3)".
func term(m Move, first bool) string {
	sign := " + "
	if m.Player == game.Second {
		sign = " − "
	}
	if first {
		if m.Player == game.Second {
			return "−" + game.Paren(m.Gain)
		}
		return game.Num(m.Gain)
	}
	return sign + game.Paren(m.Gain)
}

// Sum returns the optimal game written as a sum from player 1's side,
// "1 − 7 + 100 − 5 = 89"; past 2*10+4 moves the middle is elided. A
// win/lose game scores nothing: its Sum is empty.
func (e *Explanation) Sum() string { return e.sum(sumTerms) }

// sum is Sum with k terms at each end (at most Keep).
func (e *Explanation) sum(k int) string {
	if e.winLose() {
		return ""
	}
	var b strings.Builder
	n := e.Total
	elided := false
	for _, m := range e.Moves {
		t := m.Number - 1
		if n > 2*k+4 && t >= k && t < n-k {
			if !elided {
				fmt.Fprintf(&b, " … (%d more terms) …", n-2*k)
				elided = true
			}
			continue
		}
		b.WriteString(term(m, t == 0))
	}
	b.WriteString(" = " + game.Num(e.Result.Differential))
	return b.String()
}

// gap is the elision row of an abridged walk-through, after move k of Moves.
func (e *Explanation) gap(k int) (int, bool) {
	if k+1 >= len(e.Moves) {
		return 0, false
	}
	left := e.Moves[k+1].Number - e.Moves[k].Number - 1
	return left, left > 0
}

func (e *Explanation) walkSection(s sink) {
	s.heading("The optimal game, move by move")
	if e.winLose() {
		s.para(p("Both players play optimally. The game scores nothing: the player who cannot move, or whom the rules declare lost at the end, loses."))
		head := []string{"#", "player", "on", "plays"}
		var rows [][]span
		for k, m := range e.Moves {
			rows = append(rows, []span{p(strconv.Itoa(m.Number)), p(e.who(m.Player)), p(m.Before), p(e.what(m))})
			if left, ok := e.gap(k); ok {
				rows = append(rows, []span{p("…"), pf("%d moves left out", left), p(""), p("")})
			}
		}
		s.table(head, []bool{true, false, false, false}, rows)
		s.para(p("Verdict: "), span{e.Verdict(), strong}, p("."))
		return
	}
	if e.Game.Kind == game.Solo {
		s.para(p(e.who(game.First) + " makes every choice and plays optimally; " + e.who(game.Second) + " scores nothing, so the differential is " + e.who(game.First) + "'s score after each move."))
	} else {
		s.para(p("Both players play optimally. The differential is " + e.who(game.First) + "'s total minus " + e.who(game.Second) + "'s, after each move."))
	}
	head := []string{"#", "player", "takes", e.who(game.First), e.who(game.Second), "differential"}
	right := []bool{true, false, false, true, true, false}
	rows := make([][]span, 0, len(e.Moves)+2)
	cells := make([]span, 6*len(e.Moves)) // one allocation for 10^5 rows
	for k, m := range e.Moves {
		d := game.Num(m.Diff)
		if m.Number > 1 {
			d = game.Num(m.diffBefore()) + term(m, false) + " = " + game.Num(m.Diff)
		}
		row := cells[6*k : 6*k+6 : 6*k+6]
		copy(row, []span{p(strconv.Itoa(m.Number)), p(e.who(m.Player)), p(e.what(m)), p(game.Num(m.First)), p(game.Num(m.Second)), p(d)})
		rows = append(rows, row)
		if left, ok := e.gap(k); ok {
			rows = append(rows, []span{p("…"), pf("%d moves left out", left), p(""), p(""), p(""), p("")})
		}
	}
	s.table(head, right, rows)
	s.figure(e.ChartSVG(), "The running differential after each move.")
	s.para(p("In one line, from "+e.who(game.First)+"'s side: "), span{e.Sum(), strong}, p("."))
	s.para(p("Verdict: "), span{e.Verdict(), strong}, p("."))
}

// outcome says what value v means for the player it is counted for, in a
// win/lose game: "wins", "loses" or "draws".
func outcome(v int64) string {
	switch {
	case v > 0:
		return "wins"
	case v < 0:
		return "loses"
	}
	return "draws"
}

// standing says what a position is worth to its mover in a win/lose game:
// "a winning", "a losing" or "a drawn".
func standing(v int64) string {
	switch {
	case v > 0:
		return "a winning"
	case v < 0:
		return "a losing"
	}
	return "a drawn"
}

func (e *Explanation) whySection(s sink) {
	s.heading("Why each move is right")
	wl := e.winLose()
	if wl {
		s.para(p("A position is winning for the player to move if some move leaves the opponent a losing one, and losing if every move leaves the opponent a winning one; a finished position is decided by the rules. A move wins (value +1) or loses (value −1) for its mover."))
	} else if e.Game.Kind == game.Solo {
		s.para(p("The value of a position is the most " + e.who(game.First) + " can still score from there. A move is worth what it scores plus the value of what it leaves her, since she moves again; the best move has the largest worth, and that worth is the value of the position."))
	} else {
		s.para(p("The value of a position is what the player to move ends up ahead by from there, under optimal play. A move is worth what it takes minus the value of what it leaves to the opponent; the best move has the largest worth, and that worth is the value of the position."))
	}
	var skipFrom, skipTo int
	for k, m := range e.Moves {
		if m.Choices == nil {
			if skipFrom == 0 {
				skipFrom = m.Number
			}
			skipTo = m.Number
		} else {
			if skipFrom != 0 {
				s.para(span{fmt.Sprintf("Moves %d to %d are not valued here (see below).", skipFrom, skipTo), dim})
				skipFrom = 0
			}
			e.whyMove(s, m, wl)
		}
		if left, ok := e.gap(k); ok {
			if skipFrom == 0 {
				skipFrom = m.Number + 1
			}
			skipTo = m.Number + left
		}
	}
	if skipFrom != 0 {
		s.para(span{fmt.Sprintf("Moves %d to %d are not valued here (see below).", skipFrom, skipTo), dim})
	}
}

// whyMove writes the options of one valued move.
func (e *Explanation) whyMove(s sink, m Move, wl bool) {
	if wl {
		sign := "+"
		if m.Value < 0 {
			sign = ""
		}
		s.para(span{fmt.Sprintf("Move %d", m.Number), strong}, pf(": %s to move on %s: %s (value %s%s).", e.who(m.Player), m.Before, outcome(m.Value), sign, game.Num(m.Value)))
	} else {
		s.para(span{fmt.Sprintf("Move %d", m.Number), strong}, pf(": %s to move on %s, value %s.", e.who(m.Player), m.Before, game.Num(m.Value)))
	}
	nopt := 0
	for _, c := range m.Choices {
		if c.Optimal {
			nopt++
		}
	}
	var items [][]span
	for _, c := range m.Choices {
		var item []span
		st := plain
		if c.Optimal {
			st = good
		}
		if wl {
			next := e.who(m.Player.Other())
			if c.Again {
				next = e.who(m.Player)
			}
			item = []span{pf("%v → leaves %s, %s position for %s: ", c.Move, c.Rest, standing(c.RestValue), next), span{outcome(c.Value), st}}
		} else {
			op := "−"
			if c.Again {
				op = "+"
			}
			item = []span{pf("%s: %s %s value(%s) = %s %s %s = ", game.Phrase(c.Move), game.Num(c.Gain), op, c.Rest, game.Num(c.Gain), op, game.Paren(c.RestValue)), span{game.Num(c.Value), st}}
		}
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
		worst := "each worth at most " + game.Num(last.Value)
		if wl {
			worst = "none better"
		}
		items = append(items, []span{pf("… and %d other moves, %s", m.Omitted, worst)})
	} else if m.Omitted > 0 {
		items = append(items, []span{pf("… and %d other moves, not listed", m.Omitted)})
	}
	s.list(items)
}

// nodeValue says what a node of the tree is worth: "value 89", or "wins"
// in a win/lose game.
func (e *Explanation) nodeValue(n *Node) string {
	if e.winLose() {
		return outcome(n.Value)
	}
	return "value " + game.Num(n.Value)
}

// nodeMove is the move that leads to a node: "left (1) → ", or "remove 2 →
// " in a win/lose game.
func (e *Explanation) nodeMove(n *Node) string {
	if n.Move == nil {
		return ""
	}
	if e.winLose() {
		return fmt.Sprintf("%v → ", n.Move)
	}
	return fmt.Sprintf("%v (%s) → ", n.Move, game.Num(n.Gain))
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
		b.WriteString(e.nodeMove(n))
		line := []span{p(b.String())}
		label := fmt.Sprintf("[%s] %s, %s", n.What, e.who(n.Turn), e.nodeValue(n))
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
	s.heading("The recursion tree")
	t := e.Tree
	if t == nil {
		s.para(span{"Left out for this input (see below).", dim})
		return
	}
	if e.winLose() {
		s.para(p("wins(p) = some move leaves the opponent a position they lose; a finished position is decided by the rules. Each node is a call: what remains, whose turn, whether they win. A position met again is a memo hit: its value is reused, not recomputed."))
	} else {
		s.para(p("value(p) = max over moves of (what the move takes − value(what it leaves)). Each node is a call: what remains, whose turn, its value. A position met again is a memo hit: its value is reused, not recomputed."))
	}
	s.para(pf("The plain recursion makes %d calls; with a memo it makes %d (%d distinct positions, %d memo hits), so memoization saved %d calls.", t.Naive, t.Calls, t.Distinct, t.Hits, t.Naive-int64(t.Calls)))
	if figures {
		s.figure(e.TreeSVG(), "The recursion tree with memo hits; the optimal line in bold green.")
		return
	}
	s.para(p("The optimal line is marked *."))
	s.pre(e.treeLines())
}

// cellName names cell (i, j) of t: "value(1..3)".
func cellName(t *game.Table, i, j int) string {
	f := t.Cell
	if f == "" {
		f = "value(%s, %s)"
	}
	return fmt.Sprintf(f, t.Rows[i], t.Cols[j])
}

// has reports whether cell (i, j) of t holds a state.
func has(t *game.Table, i, j int) bool {
	return i < len(t.Has) && j < len(t.Has[i]) && t.Has[i][j] && i < len(t.Cells) && j < len(t.Cells[i])
}

// tableText draws the DP table as text lines, or returns nil if it is wider
// than textWidth.
func (e *Explanation) tableText() [][]span {
	t := e.Table
	nr, nc := len(t.Rows), len(t.Cols)
	onPath := map[[2]int]bool{}
	for _, c := range t.Path {
		onPath[c] = true
	}
	w := len("i\\j") + 1
	for j := range nc {
		w = max(w, width(t.Cols[j]))
	}
	mw := 0 // the margin's width
	if t.Margin != nil {
		mw = max(6, width(t.MarginHead)+2)
	}
	for i := range nr {
		if i < len(t.Margin) {
			w = max(w, width(t.Margin[i])+1)
		}
		for j := range nc {
			if has(t, i, j) {
				w = max(w, width(game.Num(t.Cells[i][j]))+2)
			}
		}
	}
	cw := 1
	for _, r := range t.Rows {
		cw = max(cw, width(r)+1)
	}
	if cw+mw+nc*(w+1) > textWidth {
		return nil
	}
	pad := func(s string, w int) string {
		return strings.Repeat(" ", max(0, w-width(s))) + s
	}
	var lines [][]span
	head := pad("", cw)
	if mw > 0 {
		head += pad(t.MarginHead, mw)
	}
	for j := range nc {
		head += " " + pad(t.Cols[j], w)
	}
	lines = append(lines, []span{span{head, strong}})
	for i := range nr {
		left := pad(t.Rows[i], cw)
		if mw > 0 && i < len(t.Margin) {
			left += pad(t.Margin[i], mw)
		} else if mw > 0 {
			left += pad("", mw)
		}
		line := []span{p(left)}
		for j := range nc {
			switch {
			case !has(t, i, j):
				line = append(line, p(" "+pad("", w)))
			case onPath[[2]int{i, j}]:
				line = append(line, p(" "), span{pad(game.Num(t.Cells[i][j])+"*", w), good})
			default:
				line = append(line, p(" "+pad(game.Num(t.Cells[i][j])+" ", w)))
			}
		}
		lines = append(lines, line)
	}
	return lines
}

func (e *Explanation) tableSection(s sink, figures bool) {
	if !e.hasTable {
		return
	}
	s.heading("The DP table")
	t := e.Table
	if t == nil {
		s.para(span{"Left out for this input (see below).", dim})
		return
	}
	if t.About != "" {
		s.para(marked(t.About)...)
	}
	if figures {
		s.figure(e.TableSVG(), "The DP table as a heatmap: blue where the player to move is ahead, red where behind; outlined cells are the optimal line.")
		return
	}
	if lines := e.tableText(); lines != nil {
		states := t.States
		if states == "" {
			states = "states"
		}
		s.para(p("The " + states + " the optimal game passes through are marked *."))
		s.pre(lines)
		return
	}
	s.para(span{fmt.Sprintf("The table of %d columns does not fit in %d columns of text: use --format svg or --format html to see it as a heatmap.", len(t.Cols), textWidth), dim})
}

// marked splits a paragraph of a game's insight or table at its **
// marks: the text between a pair is strong.
func marked(text string) []span {
	var out []span
	for k, part := range strings.Split(text, "**") {
		if part == "" {
			continue
		}
		st := plain
		if k%2 == 1 {
			st = strong
		}
		out = append(out, span{part, st})
	}
	return out
}

// numeric reports whether a table cell reads as a number (or holds none),
// for the alignment of an insight's columns.
func numeric(cell string) bool {
	c := strings.TrimPrefix(strings.TrimPrefix(cell, "−"), "-")
	if cell == "" || cell == "…" {
		return true
	}
	_, err := strconv.ParseInt(c, 10, 64)
	return err == nil
}

func (e *Explanation) insightSection(s sink) {
	in := e.Insight
	if in == nil {
		return
	}
	s.heading("Insight: " + in.Title)
	for _, par := range in.Paragraphs {
		s.para(marked(par)...)
	}
	if len(in.Rows) > 0 {
		right := make([]bool, len(in.Head))
		for c := range right {
			right[c] = true
			for _, r := range in.Rows {
				if c < len(r) && !numeric(r[c]) {
					right[c] = false
				}
			}
		}
		rows := make([][]span, len(in.Rows))
		for k, r := range in.Rows {
			row := make([]span, len(in.Head))
			for c := range row {
				if c < len(r) {
					row[c] = p(r[c])
				}
			}
			rows[k] = row
		}
		s.table(in.Head, right, rows)
	}
	for _, f := range in.Footer {
		s.para(marked(f)...)
	}
}
