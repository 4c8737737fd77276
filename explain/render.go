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

// textWidth is the widest DP table the text and markdown printers show,
// and the column at which text is wrapped when no width is given.
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

	switch {
	case e.Streamed:
	case e.Over():
		ns := &numbered{sink: s}
		e.overSection(ns)
		e.insightSection(ns)
		e.placeSection(ns)
	default:
		ns := &numbered{sink: s}
		e.walkSection(ns)
		e.whySection(ns)
		e.treeSection(ns, figures)
		e.tableSection(ns, figures)
		e.insightSection(ns)
		e.placeSection(ns)
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

// solo reports whether e's game has one player, who scores alone.
func (e *Explanation) solo() bool { return e.Game.Kind == game.Solo }

// overSection says why a game is over before its first move, from the
// start position: no legal move, or the rules' end, and what that means
// for the player to move.
func (e *Explanation) overSection(s sink) {
	s.heading("The game is over before the first move")
	who, other := e.who(e.Turn), e.who(e.Turn.Other())
	var why string
	switch pay := e.Result.For(e.Turn); {
	case e.solo():
		why = fmt.Sprintf("%s is to move on %s, but there is no legal move: the game ends before it begins, and %s.", who, e.Start, e.Game.Outcome(e.Result, game.Num))
	case !e.winLose():
		why = fmt.Sprintf("%s is to move on %s, but there is no legal move: the game ends before it begins, nobody scores, and it is %s.", who, e.Start, e.Game.Outcome(e.Result, game.Num))
	case pay < 0:
		why = fmt.Sprintf("%s is to move on %s, but has no legal move, and a player who cannot move loses: %s wins without a move being made.", who, e.Start, other)
	case pay > 0:
		why = fmt.Sprintf("%s is to move on %s, but the rules end the game there before anyone moves, and declare %s, the player to move, the winner.", who, e.Start, who)
	default:
		why = fmt.Sprintf("%s is to move on %s, but the rules end the game there before anyone moves, in a draw.", who, e.Start)
	}
	s.para(p(capital(why)))
}

// capital returns s with its first letter upper case: a sentence that
// starts with a player's name ("player 1").
func capital(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
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
	switch {
	case e.winLose():
		e.walkWinLose(s)
	case e.solo():
		e.walkSolo(s)
	default:
		e.walkScoring(s)
	}
	s.para(p("Verdict: "), span{e.Verdict(), strong}, p("."))
}

// walkWinLose is the walk-through of a win/lose game: who moves on what,
// what they play, and how the game stands for them (who wins, in how many
// moves).
func (e *Explanation) walkWinLose(s sink) {
	s.para(p("Both players play optimally: the winner wins as quickly as they can, the loser loses as late as they can. The game scores nothing: the player who cannot move, or whom the rules declare lost at the end, loses."))
	head := []string{"#", "player", "on", "plays", "outcome"}
	var rows [][]span
	for k, m := range e.Moves {
		plays := e.what(m)
		if m.Repeat > 0 {
			plays += fmt.Sprintf(" (back to the position before move %d: a repeat)", m.Repeat)
		}
		rows = append(rows, []span{p(strconv.Itoa(m.Number)), p(e.who(m.Player)), p(m.Before), p(plays), p(outcome(m.Value) + within(m.Remoteness))})
		if left, ok := e.gap(k); ok {
			rows = append(rows, []span{p("…"), p(game.Count(left, "move") + " left out"), p(""), p(""), p("")})
		}
	}
	s.table(head, []bool{true, false, false, false, false}, rows)
}

// walkSolo is the walk-through of a solo game: each move and the score
// after it; there is no opponent.
func (e *Explanation) walkSolo(s sink) {
	a := e.who(game.First)
	s.para(p(a + " makes every choice and plays optimally; the score after each move is what " + a + "'s moves have scored so far."))
	rows := make([][]span, 0, len(e.Moves)+2)
	for k, m := range e.Moves {
		score := game.Num(m.First)
		if m.Number > 1 {
			score = game.Num(m.First-m.Gain) + " + " + game.Paren(m.Gain) + " = " + score
		}
		rows = append(rows, []span{p(strconv.Itoa(m.Number)), p(e.what(m)), p(score)})
		if left, ok := e.gap(k); ok {
			rows = append(rows, []span{p("…"), p(game.Count(left, "move") + " left out"), p("")})
		}
	}
	s.table([]string{"#", "takes", "score"}, []bool{true, false, false}, rows)
	s.figure(e.ChartSVG(), "The score after each move.")
	s.para(p("In one line: "), span{e.Sum(), strong}, p("."))
}

// walkScoring is the walk-through of a scoring game: each move, both
// totals and the running differential.
func (e *Explanation) walkScoring(s sink) {
	s.para(p("Both players play optimally. The differential is " + e.who(game.First) + "'s total minus " + e.who(game.Second) + "'s, after each move."))
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
			rows = append(rows, []span{p("…"), p(game.Count(left, "move") + " left out"), p(""), p(""), p(""), p("")})
		}
	}
	s.table(head, right, rows)
	s.figure(e.ChartSVG(), "The running differential after each move.")
	s.para(p("In one line, from "+e.who(game.First)+"'s side: "), span{e.Sum(), strong}, p("."))
}

// within says how soon an outcome comes, from a remoteness: " in 3"; ""
// when it is not known (a draw).
func within(remoteness int) string {
	if remoteness < 0 {
		return ""
	}
	return " in " + strconv.Itoa(remoteness)
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

// again reports whether some move of the optimal game or of its options
// is an extra turn: the same player moves after it.
func (e *Explanation) again() bool {
	if e.Tree != nil && e.Tree.Again {
		return true
	}
	for _, m := range e.Moves {
		for _, c := range m.Choices {
			if c.Again {
				return true
			}
		}
	}
	return false
}

func (e *Explanation) whySection(s sink) {
	s.heading("Why each move is right")
	wl := e.winLose()
	switch {
	case wl:
		again := ""
		if e.again() {
			again = " A move after which the same player moves again (an extra turn) wins if it leaves a winning position, since the mover plays on."
		}
		s.para(p("A position is winning for the player to move if some move leaves the opponent a losing one, and losing if every move leaves the opponent a winning one; a finished position is decided by the rules. A move wins (value +1) or loses (value −1) for its mover." + again + " Among winning moves the quickest is optimal; when every move loses, the one that loses latest is."))
	case e.solo():
		a := e.who(game.First)
		s.para(p("The value of a position is the most " + a + " can still score from there. A move is worth what it scores plus the value of what it leaves, since " + a + " moves again; the best move has the largest worth, and that worth is the value of the position."))
	case e.again():
		s.para(p("The value of a position is what the player to move ends up ahead by from there, under optimal play. A move is worth what it takes minus the value of what it leaves to the opponent, or plus the value of what it leaves when the same player moves again (an extra turn); the best move has the largest worth, and that worth is the value of the position."))
	default:
		s.para(p("The value of a position is what the player to move ends up ahead by from there, under optimal play. A move is worth what it takes minus the value of what it leaves to the opponent; the best move has the largest worth, and that worth is the value of the position."))
	}
	var skipFrom, skipTo int
	skipped := func() {
		if skipFrom != 0 {
			what := fmt.Sprintf("Moves %d to %d are", skipFrom, skipTo)
			if skipFrom == skipTo {
				what = fmt.Sprintf("Move %d is", skipFrom)
			}
			s.para(span{what + " not valued here (see below).", dim})
			skipFrom = 0
		}
	}
	for k, m := range e.Moves {
		if m.Choices == nil {
			if skipFrom == 0 {
				skipFrom = m.Number
			}
			skipTo = m.Number
		} else {
			skipped()
			e.whyMove(s, m, wl)
		}
		if left, ok := e.gap(k); ok {
			if skipFrom == 0 {
				skipFrom = m.Number + 1
			}
			skipTo = m.Number + left
		}
	}
	skipped()
}

// signed writes a win/lose value with its sign: "+1", "−1", "0".
func signed(v int64) string {
	if v > 0 {
		return "+" + game.Num(v)
	}
	return game.Num(v)
}

// whyMove writes the options of one valued move.
func (e *Explanation) whyMove(s sink, m Move, wl bool) {
	head := []span{span{fmt.Sprintf("Move %d", m.Number), strong}}
	options := len(m.Choices) + m.Omitted
	if wl {
		head = append(head, pf(": %s to move on %s: %s%s (value %s).", e.who(m.Player), m.Before, outcome(m.Value), within(m.Remoteness), signed(m.Value)))
		switch {
		case m.Value >= 0:
		case options == 1:
			head = append(head, p(" Its only move loses."))
		case m.Remoteness >= 0:
			head = append(head, pf(" Every move loses; %s plays one that loses latest.", e.who(m.Player)))
		default:
			head = append(head, p(" Every move loses."))
		}
	} else {
		head = append(head, pf(": %s to move on %s, value %s.", e.who(m.Player), m.Before, game.Num(m.Value)))
	}
	s.para(head...)
	var items [][]span
	for _, c := range m.Choices {
		var item []span
		st := plain
		if c.Optimal {
			st = good
		}
		switch {
		case wl && c.End:
			item = []span{pf("%v → leaves %s, the end of the game: ", c.Move, c.Rest), span{outcome(c.Value) + " at once", st}}
		case wl:
			next := e.who(m.Player.Other())
			if c.Again {
				next = e.who(m.Player)
			}
			item = []span{pf("%v → leaves %s, %s position for %s: ", c.Move, c.Rest, standing(c.RestValue), next), span{outcome(c.Value) + within(c.Remoteness), st}}
		default:
			op := "−"
			if c.Again {
				op = "+"
			}
			item = []span{pf("%s: %s %s value(%s) = %s %s %s = ", game.Phrase(c.Move), game.Num(c.Gain), op, c.Rest, game.Num(c.Gain), op, game.Paren(c.RestValue)), span{game.Num(c.Value), st}}
		}
		if mark := optimalMark(c, m, options, wl); mark != "" {
			item = append(item, span{mark, good})
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
		items = append(items, []span{pf("… and %s, %s", game.Count(m.Omitted, "other move"), worst)})
	} else if m.Omitted > 0 {
		items = append(items, []span{pf("… and %s, not listed", game.Count(m.Omitted, "other move"))})
	}
	s.list(items)
}

// optimalMark is what an option of m says of itself when it is optimal,
// options being how many m has: "(optimal)", "(both optimal)", "(all 6
// optimal)", "(one of 3 optimal)", "(the only move)"; in a win/lose position where every
// move loses, "(the latest)" for the moves that lose latest when some lose
// sooner, and nothing otherwise: none of them is better than another.
func optimalMark(c Choice, m Move, options int, wl bool) string {
	switch {
	case !c.Optimal:
		return ""
	case options == 1:
		return " (the only move)"
	case wl && m.Value < 0 && m.Best < options:
		return " (the latest)"
	case wl && m.Value < 0:
		return ""
	case m.Best == 1:
		return " (optimal)"
	case m.Best == 2 && options == 2:
		return " (both optimal)"
	case m.Best == options:
		return fmt.Sprintf(" (all %d optimal)", m.Best)
	}
	return fmt.Sprintf(" (one of %d optimal)", m.Best)
}

// nodeLabel says what a node of the tree is: "[5 100 7] Bob, value 93";
// in a win/lose game "[a pile of 3 stones] Bob, wins in 3", with ", g = 1"
// where the position knows its Grundy value; a finished position "[an
// empty pile] the end: Bob loses" ("[nothing] the end, value 0" in a
// scoring game); a repeat "[...] Alice, back to a position on this path: a
// repeat, draws".
func (e *Explanation) nodeLabel(n *Node) string {
	var b strings.Builder
	b.WriteString("[" + n.What + "] ")
	switch {
	case n.End && e.winLose():
		b.WriteString("the end: ")
		switch {
		case n.Value > 0:
			b.WriteString(e.who(n.Turn) + " wins")
		case n.Value < 0:
			b.WriteString(e.who(n.Turn) + " loses")
		default:
			b.WriteString("a draw")
		}
	case n.End:
		b.WriteString("the end, value " + game.Num(n.Value))
	default:
		b.WriteString(e.who(n.Turn) + ", ")
		if n.Repeat {
			b.WriteString("back to a position on this path: a repeat, ")
		}
		if e.winLose() {
			b.WriteString(outcome(n.Value) + within(n.Remoteness))
		} else {
			b.WriteString("value " + game.Num(n.Value))
		}
	}
	if n.HasGrundy {
		b.WriteString(", g = " + strconv.FormatUint(n.Grundy, 10))
	}
	return b.String()
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

// rowMove is the move, or the moves of a group, that lead to a row of the
// tree: "left (1) → ", "pick 5, pick 6, pick 7 → ".
func (e *Explanation) rowMove(r treeRow) string {
	if r.group == nil {
		return e.nodeMove(r.n)
	}
	names := make([]string, len(r.group))
	for k, n := range r.group {
		names[k] = strings.TrimSuffix(e.nodeMove(n), " → ")
	}
	return strings.Join(names, ", ") + " → "
}

// rowLabel is what a row of the tree says of its node, or of its group's
// common end: "the end: player 2 loses".
func (e *Explanation) rowLabel(r treeRow) string {
	label := e.nodeLabel(r.n)
	if r.group != nil {
		label = label[strings.Index(label, "] ")+2:] // the positions differ; their end does not
	}
	return label
}

// treeLines draws the tree as text lines.
func (e *Explanation) treeLines() [][]span {
	var lines [][]span
	for _, r := range e.Tree.rows() {
		var b strings.Builder
		for k, l := range r.last {
			switch {
			case k == len(r.last)-1 && l:
				b.WriteString("└─ ")
			case k == len(r.last)-1:
				b.WriteString("├─ ")
			case l:
				b.WriteString("   ")
			default:
				b.WriteString("│  ")
			}
		}
		b.WriteString(e.rowMove(r))
		line := []span{p(b.String())}
		label := e.rowLabel(r)
		switch {
		case r.n.Line:
			line = append(line, span{label + " *", good})
		default:
			line = append(line, p(label))
		}
		if r.n.Memo {
			line = append(line, span{" (memo hit)", dim})
		}
		lines = append(lines, line)
	}
	return lines
}

func (e *Explanation) treeSection(s sink, figures bool) {
	s.heading("The recursion tree")
	t := e.Tree
	if t == nil {
		s.para(span{"Left out for this input (see below).", dim})
		return
	}
	const calls = " Each node is a call: what remains, whose turn, "
	leaves := " A move that ends the game leads to a leaf, the end, whose value the rules give: it is not a call"
	if t.grouped() {
		leaves += " (several that end the game alike share a line)"
	}
	leaves += ". A position met again is a memo hit: its value is reused, not recomputed."
	switch {
	case e.winLose():
		again, counts := "", ""
		if t.Again {
			again, counts = " (or, after a move that keeps the turn, a position the mover wins)", ", each move of an extra turn too"
		}
		s.para(p("wins(p) = some move leaves the opponent a position they lose" + again + "; a finished position is decided by the rules. The remoteness counts the moves left" + counts + ": 1 + the least over the winning moves for the player who wins, 1 + the most over all moves for the one who loses." + calls + "whether they win and in how many moves." + leaves))
	case e.solo():
		s.para(p("value(p) = max over moves of (what the move scores + value(what it leaves)), since the same player moves again." + calls + "its value." + leaves))
	case t.Again:
		s.para(p("value(p) = max over moves of (what the move takes − value(what it leaves)), or + value(what it leaves) after a move that keeps the turn (an extra turn: the same player moves again)." + calls + "its value." + leaves))
	default:
		s.para(p("value(p) = max over moves of (what the move takes − value(what it leaves))." + calls + "its value." + leaves))
	}
	if t.Grundy {
		g := "g is the position's Grundy value: the least natural number that is not the g of a position it moves to (the mex), so 0 at the end; it is 0 exactly when the player to move loses."
		// A position that is a sum of games (Nim's piles, Flip Game's
		// runs) has an insight that says so with an XOR; the theorem that
		// ties it to g is said here unless the insight names it already.
		if e.insightSays("XOR") && !e.insightSays("Sprague") {
			g += " By the Sprague–Grundy theorem, a position made of independent games side by side has the XOR of their g values as its own: the XOR of the insight below."
		}
		s.para(p(g))
	}
	counts := fmt.Sprintf("%s, %s", game.Count(t.Distinct, "distinct position"), game.Count(t.Hits, "memo hit"))
	if t.Repeats > 0 {
		s.para(pf("The plain recursion would never end: it comes back to a position it is still solving. With a memo, and each repeat cut short, it makes %s (%s, %s).", game.Count(t.Calls, "call"), counts, game.Count(t.Repeats, "repeat")))
	} else {
		s.para(pf("The plain recursion makes %s; with a memo it makes %d (%s), so memoization saved %s.", game.Count(int(t.Naive), "call"), t.Calls, counts, game.Count(int(t.Naive-int64(t.Calls)), "call")))
	}
	if figures {
		s.figure(e.TreeSVG(), "The recursion tree with memo hits; the optimal line in bold green.")
		return
	}
	s.para(p("The optimal line is marked *."))
	s.pre(e.treeLines())
}

// insightSays reports whether the game's insight mentions word.
func (e *Explanation) insightSays(word string) bool {
	if e.Insight == nil {
		return false
	}
	for _, t := range [][]string{{e.Insight.Title}, e.Insight.Paragraphs, e.Insight.Footer} {
		for _, s := range t {
			if strings.Contains(s, word) {
				return true
			}
		}
	}
	return false
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
