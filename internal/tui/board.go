package tui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"charm.land/lipgloss/v2"
	"github.com/charmbracelet/x/ansi"

	"stonegame/game"
	"stonegame/match"
)

// This file draws a position and turns keys into its moves, for every game
// alike: the position's [game.Board] when it is a [game.Boarder], with a
// cursor over the cells a move selects, or else what [game.Describe] says
// and a numbered list of the legal moves. It knows no game.

// shownItems is how many numbers a plain board prints before it shortens
// the row (half from each end).
const shownItems = 40

// shownMoves is how many moves the list of a board-less position shows
// around the cursor.
const shownMoves = 9

// mode is how a board is played.
type mode uint8

const (
	// modeEnds is a row whose only selectable cells are its two ends
	// (Predict the Winner): ← or L takes the left one, → or R the right
	// one, no cursor.
	modeEnds mode = iota
	// modeCursor is a board with a cursor over its selectable cells: ←/L
	// and →/R move it, b puts it on a best move, Enter plays the cell's
	// move.
	modeCursor
	// modeList is a position without a board, or whose board selects no
	// move (a pile, several piles: a move needs a count): its moves in a
	// list, a cursor on one, the board (if any) drawn above it.
	modeList
	// modeAuto asks newBoard to choose the mode from the position.
	modeAuto
	// modeGrid is a grid board (tic-tac-toe) with a cursor over its
	// cells: the arrows (and L, R) move it a cell at a time in two
	// dimensions, b puts it on a best move, Enter plays the cell's move.
	modeGrid
)

// modeOf returns how a board b is played (ok: the position has one): a
// row with only its two ends selectable is played with ← and →, a board
// without any selectable cell from a list of moves, any other board with
// a cursor. A match keeps the mode of its start, so a row of ends stays
// one to the last item.
func modeOf(b game.Board, ok bool) mode {
	if !ok || !slices.ContainsFunc(b.Cells, func(c game.Cell) bool { return c.Move != nil }) {
		return modeList
	}
	if b.Grid() {
		return modeGrid
	}
	if len(b.Labels) > 1 {
		return modeCursor
	}
	lo, hi := untaken(b)
	for i, c := range b.Cells {
		if c.Move != nil && i != lo && i != hi-1 {
			return modeCursor
		}
	}
	if lo < hi && (b.Cells[lo].Move == nil || b.Cells[hi-1].Move == nil) {
		return modeCursor
	}
	return modeEnds
}

// untaken returns the first untaken cell and one past the last.
func untaken(b game.Board) (lo, hi int) {
	lo, hi = 0, len(b.Cells)
	for lo < hi && b.Cells[lo].Taken {
		lo++
	}
	for hi > lo && b.Cells[hi-1].Taken {
		hi--
	}
	return lo, hi
}

// board is the current position of a match as the screen shows it. It is
// built once per position ([newBoard]) and not changed after.
type board struct {
	mode     mode
	pos      game.Solvable
	hasBoard bool // the position is a game.Boarder: b is its board
	b        game.Board
	owner    []game.Player // who took each cell: its By, or the line's step that took it
	sel      []int         // the selectable cells, ascending (none in list mode)
	moves    []game.Move   // list mode: the legal moves
	best     []game.Move   // the best moves, once bestMoves found them
	bestDone bool          // best is set
	human    game.Player
	names    [2]string // the players' names
	// state is what the position is, for a win/lose game, whose board
	// (a row of numbers, a pile) does not say it: its Describe ("a pile
	// of 15 stones", "total 7 of 11; unused 1 2 5"); "" in the other
	// kinds, whose board is their state.
	state string
}

// newBoard builds the board of m's current position, played in mode md
// (modeAuto: the position's, [modeOf]). It costs one Board of the
// position (O(n)) or one Moves.
func newBoard(m *match.Match, md mode) *board {
	p := m.Position()
	bd := &board{mode: md, pos: p, human: m.Human(), names: m.Game().Players}
	if m.Game().Kind == game.WinLose {
		bd.state = game.Describe(p)
	}
	b, ok := p.(game.Boarder)
	if ok {
		bd.b, bd.hasBoard = b.Board(), true
	}
	if md == modeAuto {
		bd.mode = modeOf(bd.b, ok)
	}
	if !ok {
		bd.mode = modeList
	}
	if bd.mode == modeGrid && !bd.b.Grid() {
		bd.mode = modeList // a grid game whose position draws no grid now
	}
	if bd.mode == modeList || bd.b.Grid() {
		bd.moves = p.Moves() // a grid lists the moves beside it in --plain
		if !ok {
			return bd
		}
	}
	bd.owner = make([]game.Player, len(bd.b.Cells))
	for _, st := range m.Line() {
		if m.Game().Kind == game.Solo {
			break // one player: no mark says who took what (V throws stones away)
		}
		first, n := st.Span()
		for i := max(first, 0); i < first+n && i < len(bd.owner); i++ {
			bd.owner[i] = st.Player
		}
	}
	for i, c := range bd.b.Cells {
		if c.Taken && c.By != 0 {
			bd.owner[i] = c.By
		}
		if c.Move != nil && bd.mode != modeList {
			bd.sel = append(bd.sel, i)
		}
	}
	return bd
}

// home returns the cursor for this position: cursor if it is still on a
// selectable item, otherwise the next one (or the last).
func (bd *board) home(cursor int) int {
	if bd.mode == modeList {
		return min(max(cursor, 0), max(len(bd.moves)-1, 0))
	}
	if bd.mode == modeGrid {
		if cursor >= 0 && cursor < len(bd.b.Cells) {
			return cursor // a grid's cursor stays where the player left it
		}
		if len(bd.sel) > 0 {
			return bd.sel[0]
		}
		return 0
	}
	if len(bd.sel) == 0 {
		return cursor
	}
	k, _ := slices.BinarySearch(bd.sel, cursor)
	return bd.sel[min(k, len(bd.sel)-1)]
}

// key handles a key: a move to play, or a new cursor. ok is false for a
// key the board does not use. The letters say the direction in every
// mode, as the arrows do: L (or l) is left, R (or r) is right.
func (bd *board) key(k string, cursor int) (mv game.Move, next int, ok bool) {
	left := k == "left" || k == "l" || k == "L"
	right := k == "right" || k == "r" || k == "R"
	switch bd.mode {
	case modeEnds:
		if len(bd.sel) == 0 {
			return nil, cursor, false
		}
		switch {
		case left:
			return bd.b.Cells[bd.sel[0]].Move, cursor, true
		case right:
			return bd.b.Cells[bd.sel[len(bd.sel)-1]].Move, cursor, true
		}
	case modeCursor:
		sel := bd.sel
		if len(sel) == 0 {
			return nil, cursor, false
		}
		at, found := slices.BinarySearch(sel, cursor)
		switch {
		case left:
			return nil, sel[max(at-1, 0)], true
		case right:
			if found {
				at++
			}
			return nil, sel[min(at, len(sel)-1)], true
		}
		switch k {
		case "home":
			return nil, sel[0], true
		case "end":
			return nil, sel[len(sel)-1], true
		case "enter", "space":
			if cursor >= 0 && cursor < len(bd.b.Cells) && bd.b.Cells[cursor].Move != nil {
				return bd.b.Cells[cursor].Move, cursor, true
			}
		}
	case modeGrid:
		cols, n := bd.b.Cols, len(bd.b.Cells)
		r, c := cursor/cols, cursor%cols
		switch {
		case left:
			return nil, r*cols + max(c-1, 0), true
		case right:
			return nil, r*cols + min(c+1, cols-1), true
		case k == "up":
			return nil, max(r-1, 0)*cols + c, true
		case k == "down":
			return nil, min(r+1, n/cols-1)*cols + c, true
		}
		switch k {
		case "home":
			if len(bd.sel) > 0 {
				return nil, bd.sel[0], true
			}
		case "end":
			if len(bd.sel) > 0 {
				return nil, bd.sel[len(bd.sel)-1], true
			}
		case "enter", "space":
			if cursor >= 0 && cursor < n && bd.b.Cells[cursor].Move != nil {
				return bd.b.Cells[cursor].Move, cursor, true
			}
		}
	case modeList:
		n := len(bd.moves)
		if n == 0 {
			return nil, cursor, false
		}
		switch {
		case left || k == "up":
			return nil, max(cursor-1, 0), true
		case right || k == "down":
			return nil, min(cursor+1, n-1), true
		}
		switch k {
		case "home":
			return nil, 0, true
		case "end":
			return nil, n - 1, true
		case "enter", "space":
			if cursor >= 0 && cursor < n {
				return bd.moves[cursor], cursor, true
			}
		}
	}
	return nil, cursor, false
}

// typesMoves reports whether moves are typed on this board (m, or a
// digit to start one): everywhere but a row of ends, where L and R are
// the moves.
func (bd *board) typesMoves() bool { return bd.mode != modeEnds }

// find returns where the cursor must go to select one of the moves ms: the
// first cell (or list entry) after cursor that plays one, wrapping around,
// and false when none does. O(n) in the cells or moves.
func (bd *board) find(ms []game.Move, cursor int) (int, bool) {
	var n int
	var at func(i int) game.Move
	switch bd.mode {
	case modeCursor, modeGrid:
		n, at = len(bd.b.Cells), func(i int) game.Move { return bd.b.Cells[i].Move }
	case modeList:
		n, at = len(bd.moves), func(i int) game.Move { return bd.moves[i] }
	default:
		return cursor, false
	}
	for k := 1; k <= n; k++ {
		i := ((cursor+k)%n + n) % n
		if mv := at(i); mv != nil && slices.Contains(ms, mv) {
			return i, true
		}
	}
	return cursor, false
}

// bestMoves returns the best moves of m's position, which is bd's: one
// Hint (one Options, O(n)) the first time, kept for the next b.
func (bd *board) bestMoves(m *match.Match) []game.Move {
	if !bd.bestDone {
		for _, o := range m.Hint().Best {
			bd.best = append(bd.best, o.Move)
		}
		bd.bestDone = true
	}
	return bd.best
}

// howto says how to move, for the turn line.
func (bd *board) howto() string {
	switch bd.mode {
	case modeEnds:
		return "L or ← takes the left end, R or → the right one"
	case modeCursor:
		return "←/→ move the cursor ^ and Enter takes, or type a move"
	case modeGrid:
		return "the arrows move the cursor [ ] and Enter plays its cell, or type a move"
	}
	return "←/→ choose a move and Enter plays it, or type one"
}

// hintKeys says, under a hint, how the keys of this board reach a best
// move; "" for a row of ends, whose hint names its keys (L, R).
func (bd *board) hintKeys() string {
	switch bd.mode {
	case modeCursor, modeGrid:
		return "b puts the cursor on a best move, Enter takes it; or type it and press Enter."
	case modeList:
		return "b chooses a best move, Enter plays it; or type it (m) and press Enter."
	}
	return ""
}

// cellWidth returns the width of the widest number, at least min.
func cellWidth(min int, xs ...int64) int {
	w := min
	for _, x := range xs {
		w = max(w, len(strconv.FormatInt(x, 10)))
	}
	return w
}

// shorten joins item(0) ... item(n-1) with spaces, keeping shownItems of
// them (half from each end) and formatting only those.
func shorten(n int, item func(i int) string) string { return shortenSep(n, " ", item) }

// shortenSep is shorten with the separator sep.
func shortenSep(n int, sep string, item func(i int) string) string {
	var b strings.Builder
	h := shownItems / 2
	for i := 0; i < n; i++ {
		if n > shownItems && i == h {
			fmt.Fprintf(&b, " ... (%d more) ...", n-2*h)
			i = n - h - 1
			continue
		}
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteString(item(i))
	}
	return b.String()
}

// values writes a cell's values: "7", or "2/1" for two rows, with
// game.Num's minus sign ("−3").
func values(c game.Cell) string {
	if c.Text != "" {
		return c.Text
	}
	var b []byte
	for k, x := range c.Values {
		if k > 0 {
			b = append(b, '/')
		}
		b = game.AppendNum(b, x)
	}
	return string(b)
}

// width is how many columns s takes on the screen ("−3" takes two).
func width(s string) int { return ansi.StringWidth(s) }

// padLeft right-aligns s in w columns, as "%*s" would if every character
// took one byte.
func padLeft(s string, w int) string {
	if n := width(s); n < w {
		return strings.Repeat(" ", w-n) + s
	}
	return s
}

// plain returns the position as plain text, for --plain: the untaken
// items ("row: 1 5 100"; with several rows of values "stones
// (index:Alice/Bob): 0:2/1 2:3/7") and the board's note; without a board
// what remains and the moves. A win/lose game's position is what it is
// ("position: a pile of 15 stones", "position: piles 5 2 2"), with the
// note of a board played from a list (how to type a move) when it says
// more.
func (bd *board) plain() string {
	if !bd.hasBoard {
		return "position: " + game.Describe(bd.pos) + "\nmoves: " +
			shortenSep(len(bd.moves), ", ", func(i int) string { return game.Label(bd.moves[i]) })
	}
	if bd.b.Grid() {
		return bd.plainGrid()
	}
	if bd.state != "" {
		s := "position: " + bd.state
		if n := bd.b.Note; n != "" && bd.mode == modeList && !strings.Contains(bd.state, n) {
			s += "\n" + n
		}
		return s
	}
	var rest []int
	for i, c := range bd.b.Cells {
		if !c.Taken {
			rest = append(rest, i)
		}
	}
	var s string
	if len(bd.b.Labels) > 1 {
		s = fmt.Sprintf("stones (index:%s): %s", strings.Join(bd.b.Labels, "/"), shorten(len(rest), func(k int) string {
			return strconv.Itoa(rest[k]) + ":" + values(bd.b.Cells[rest[k]])
		}))
	} else {
		s = "row: " + shorten(len(rest), func(k int) string { return values(bd.b.Cells[rest[k]]) })
	}
	if bd.b.Note != "" {
		s += "\n" + bd.b.Note
	}
	return s
}

// draw renders the position in at most width columns, the cursor marked:
// main is the board, extra what it does not show (its note, which items
// are shown), list the moves of a board played from a list.
func (bd *board) draw(st *styles, width, cursor int) (main, extra, list []string) {
	var info string
	if bd.hasBoard && bd.state != "" {
		main = strings.Split(lipgloss.Wrap("Position: "+bd.state, width, " "), "\n")
	}
	switch {
	case bd.b.Grid():
		c := -1
		if bd.mode == modeGrid {
			c = cursor
		}
		main = append(main, bd.drawGrid(st, c)...)
	case bd.mode == modeEnds:
		main = append(main, strings.Split(bd.drawEnds(st, width), "\n")...)
	case bd.mode == modeCursor:
		cols, i := bd.drawColumns(st, width, cursor)
		main, info = append(main, cols...), i
	case bd.hasBoard: // a board to look at, played from the list
		cols, i := bd.drawColumns(st, width, -1)
		main, info = append(main, cols...), i
	}
	if info != "" {
		extra = append(extra, strings.Split(lipgloss.Wrap(info, width, " "), "\n")...)
	}
	if n := bd.b.Note; bd.hasBoard && n != "" && !strings.Contains(bd.state, n) { // can-i-win's total is in its state
		extra = append(extra, strings.Split(lipgloss.Wrap(n, width, " "), "\n")...)
	}
	for i, l := range extra {
		extra[i] = st.faint.Render(l)
	}
	if bd.mode == modeList {
		list = strings.Split(bd.drawList(st, width, cursor), "\n")
	}
	for _, ls := range [][]string{main, list} {
		for i, l := range ls {
			ls[i] = ansi.Truncate(l, width, "…")
		}
	}
	return main, extra, list
}

// mark returns the mark under cell i and its style: "you", "cpu", or "".
func (bd *board) mark(i int) (string, bool) {
	switch o := bd.owner[i]; {
	case o == bd.human:
		return "you", true
	case o != 0:
		return "cpu", true
	}
	return "", false
}

// drawEnds shows a row whose ends are taken from: the whole row when it
// fits, taken numbers faint and marked with who took them; otherwise the
// remaining row from both ends with the middle elided.
func (bd *board) drawEnds(st *styles, cols int) string {
	cells := bd.b.Cells
	lo, hi := untaken(bd.b)
	if len(cells) <= 200 { // small enough to lay out in full
		w := 3
		for _, c := range cells {
			w = max(w, width(values(c)))
		}
		if len(cells)*(w+1) <= cols {
			var nums, marks strings.Builder
			for i, c := range cells {
				cell := padLeft(values(c), w)
				mk, _ := bd.mark(i)
				switch {
				case mk == "you":
					nums.WriteString(st.you.Faint(true).Render(cell))
					marks.WriteString(st.you.Render(padLeft(mk, w)))
				case mk != "" || c.Taken:
					nums.WriteString(st.cpu.Faint(true).Render(cell))
					marks.WriteString(st.cpu.Render(padLeft(mk, w)))
				case c.Move != nil:
					nums.WriteString(st.end.Render(cell))
					marks.WriteString(strings.Repeat(" ", w))
				default:
					nums.WriteString(st.item.Render(cell))
					marks.WriteString(strings.Repeat(" ", w))
				}
				nums.WriteByte(' ')
				marks.WriteByte(' ')
			}
			return nums.String() + "\n" + marks.String()
		}
	}
	// A long row: the remaining numbers from both ends, as many as fit.
	rest := cells[lo:hi]
	left := fmt.Sprintf("‹%d taken› ", lo)
	right := fmt.Sprintf(" ‹%d taken›", len(cells)-hi)
	w := 1
	for _, c := range rest[:min(len(rest), 50)] {
		w = max(w, width(values(c)))
	}
	for _, c := range rest[max(0, len(rest)-50):] {
		w = max(w, width(values(c)))
	}
	room := (cols - width(left) - width(right) - 16) / (w + 1)
	if room < 2 { // a narrow window: the numbers matter more than the counts
		left, right = "", ""
		room = (cols - 2) / (w + 1)
	}
	var b strings.Builder
	b.WriteString(st.faint.Render(left))
	cell := func(i int) {
		s := padLeft(values(rest[i]), w)
		if rest[i].Move != nil {
			b.WriteString(st.end.Render(s))
		} else {
			b.WriteString(st.item.Render(s))
		}
		b.WriteByte(' ')
	}
	if len(rest) <= room {
		for i := range rest {
			cell(i)
		}
	} else {
		k := max(room/2, 1)
		for i := range k {
			cell(i)
		}
		more := fmt.Sprintf("…%d more… ", len(rest)-2*k)
		if left == "" {
			more = "… "
		}
		b.WriteString(st.faint.Render(more))
		for i := len(rest) - k; i < len(rest); i++ {
			cell(i)
		}
	}
	b.WriteString(st.faint.Render(right))
	return b.String()
}

// drawColumns shows the cells around the cursor, as many as fit: each
// column has the index, the cell's values (a row per label) and who took
// it, or ^ under the cursor. info, when not all cells fit, says which are
// shown. In a narrow window the rows of the players are labelled "you"
// and "cpu", as their cells are marked.
func (bd *board) drawColumns(st *styles, width, cursor int) (lines []string, info string) {
	cells := bd.b.Cells
	n := len(cells)
	rows := max(len(bd.b.Labels), 1)
	labels := make([]string, 0, rows+2)
	labels = append(labels, "#")
	for r := range rows {
		l := ""
		if r < len(bd.b.Labels) {
			l = bd.b.Labels[r]
			if l == bd.names[bd.human-1] {
				l += " (you)"
			}
		}
		labels = append(labels, l)
	}
	labels = append(labels, "")
	lw := 0
	for _, l := range labels {
		lw = max(lw, len(l))
	}
	pad := 2
	if lw == 1 && len(bd.b.Labels) == 0 {
		lw, pad, labels = 0, 0, make([]string, len(labels))
	}
	if lw > 0 && width-lw-pad < 3*4 { // room for fewer than three columns
		lw = 3
		for r := 1; r <= len(bd.b.Labels); r++ {
			switch l := bd.b.Labels[r-1]; l {
			case bd.names[bd.human-1]:
				labels[r] = "you"
			case bd.names[2-bd.human]:
				labels[r] = "cpu"
			default:
				labels[r] = string([]rune(l)[:min(3, len([]rune(l)))])
			}
		}
	}
	// The window: columns of equal width, centred on the cursor.
	window := func(w int) (lo, hi int) {
		cols := max((width-lw-pad)/(w+1), 1)
		lo = min(max(cursor-cols/2, 0), max(n-cols, 0))
		return lo, min(lo+cols, n)
	}
	w := cellWidth(3, int64(n-1))
	lo, hi := window(w)
	for _, c := range cells[lo:hi] {
		w = max(w, cellWidth(3, c.Values...), ansi.StringWidth(c.Text))
	}
	lo, hi = window(w)
	rowsb := make([]strings.Builder, len(labels))
	for r, l := range labels {
		if lw > 0 {
			rowsb[r].WriteString(fmt.Sprintf("%-*s  ", lw, l))
		}
	}
	left := 0
	for _, c := range cells {
		if !c.Taken {
			left++
		}
	}
	for i := lo; i < hi; i++ {
		c := cells[i]
		col := make([]string, len(labels))
		col[0] = strconv.Itoa(i)
		for r := range rows {
			if r < len(c.Values) {
				col[r+1] = game.Num(c.Values[r])
			}
		}
		if c.Text != "" && len(col) > 1 {
			col[1] = c.Text
		}
		style := st.item
		mk, taken := bd.mark(i)
		switch {
		case mk == "you":
			style = st.you.Faint(true)
		case taken || c.Taken:
			style = st.cpu.Faint(true)
		case i == cursor && c.Move != nil:
			style, mk = st.end, "^"
		case c.Move != nil:
			style = st.title
		}
		col[len(col)-1] = mk
		for r, s := range col {
			s = padLeft(s, w)
			switch {
			case r == 0 && mk == "^":
				rowsb[r].WriteString(st.end.Render(s))
			case r == 0:
				rowsb[r].WriteString(st.faint.Render(s))
			case r == len(col)-1 && mk == "you":
				rowsb[r].WriteString(st.you.Render(s))
			case r == len(col)-1 && mk == "cpu":
				rowsb[r].WriteString(st.cpu.Render(s))
			case r == len(col)-1:
				rowsb[r].WriteString(st.title.Render(s)) // ^ under the cursor, blank elsewhere
			default:
				rowsb[r].WriteString(style.Render(s))
			}
			rowsb[r].WriteByte(' ')
		}
	}
	lines = make([]string, len(rowsb))
	for r := range rowsb {
		lines[r] = rowsb[r].String()
	}
	if strings.TrimSpace(stripStyle(lines[len(lines)-1])) == "" { // no mark, no cursor: no row for them
		lines = lines[:len(lines)-1]
	}
	if lo > 0 || hi < n {
		info = fmt.Sprintf("items %d to %d of %d; %d left", lo, hi-1, n, left)
	}
	return lines, info
}

// listRows is the most rows the list of moves takes.
const listRows = 2

// drawList shows the legal moves as they are typed, the one under the
// cursor in brackets (and reverse video), as many around it as fit on
// listRows rows (at most shownMoves); without a board, what remains
// first.
func (bd *board) drawList(st *styles, width, cursor int) string {
	var head string
	if !bd.hasBoard {
		head = lipgloss.Wrap("Position: "+game.Describe(bd.pos), width, " ") + "\n"
	}
	n := len(bd.moves)
	if n == 0 {
		return head + "No moves left."
	}
	var list string
	for shown := min(shownMoves, n); shown >= 1; shown-- {
		list = bd.listOf(st, width, cursor, shown)
		if strings.Count(list, "\n") < listRows {
			break
		}
	}
	return head + list
}

// listOf is the list of shown moves around the cursor, wrapped to width.
func (bd *board) listOf(st *styles, width, cursor, shown int) string {
	n := len(bd.moves)
	var b strings.Builder
	b.WriteString("Moves: ")
	lo := min(max(cursor-shown/2, 0), max(n-shown, 0))
	hi := min(lo+shown, n)
	if lo > 0 {
		b.WriteString(st.faint.Render(fmt.Sprintf("…%d ", lo)))
	}
	for i := lo; i < hi; i++ {
		s := game.Label(bd.moves[i])
		if i == cursor {
			s = st.end.Render("[" + s + "]")
		} else {
			s = " " + s + " "
		}
		b.WriteString(s + " ")
	}
	if hi < n {
		b.WriteString(st.faint.Render(fmt.Sprintf("…%d more", n-hi)))
	}
	return lipgloss.Wrap(strings.TrimRight(b.String(), " "), width, " ")
}

// stripStyle returns s without its escape sequences.
func stripStyle(s string) string { return ansi.Strip(s) }

// gridWidth returns the width of the widest text of a grid's cells, at
// least 1.
func (bd *board) gridWidth() int {
	w := 1
	for _, c := range bd.b.Cells {
		w = max(w, width(values(c)))
	}
	return w
}

// plainGrid returns a grid's position as plain text, for --plain: what the
// position is, the grid a row a line (each cell's text, "." for none,
// centred in the widest's width), its note, and the moves, typed by their
// labels.
func (bd *board) plainGrid() string {
	var b strings.Builder
	if bd.state != "" {
		b.WriteString("position: " + bd.state + "\n")
	}
	b.WriteString("board:")
	w := bd.gridWidth()
	for i, c := range bd.b.Cells {
		if i%bd.b.Cols == 0 {
			b.WriteString("\n ")
		}
		t := values(c)
		if t == "" {
			t = "."
		}
		b.WriteString(" " + padLeft(t, w))
	}
	if n := bd.b.Note; n != "" {
		b.WriteString("\n" + n)
	}
	if len(bd.moves) > 0 {
		b.WriteString("\nmoves: " + shortenSep(len(bd.moves), ", ", func(i int) string { return game.Label(bd.moves[i]) }))
	}
	return b.String()
}

// drawGrid draws a grid board a row a line, each cell its text centred in
// a column of the widest's width with a space either side: the cell under
// the cursor in brackets and reverse video, cells a move selects bold,
// taken ones in their taker's colour (you, the computer) or faint. The
// move under the cursor is named under the grid. A cursor of -1 marks
// none (a grid played from a list).
func (bd *board) drawGrid(st *styles, cursor int) []string {
	w := bd.gridWidth()
	var lines []string
	var row strings.Builder
	for i, c := range bd.b.Cells {
		t := values(c)
		if t == "" {
			t = " "
		}
		pad := w - width(t)
		t = strings.Repeat(" ", pad/2) + t + strings.Repeat(" ", pad-pad/2)
		style := st.item
		switch mk, _ := bd.mark(i); {
		case mk == "you":
			style = st.you
		case mk == "cpu":
			style = st.cpu
		case c.Taken:
			style = st.faint
		case c.Move != nil:
			style = st.title
		}
		if i == cursor {
			row.WriteString(st.end.Render("[" + t + "]"))
		} else {
			row.WriteString(" " + style.Render(t) + " ")
		}
		if (i+1)%bd.b.Cols == 0 {
			lines = append(lines, strings.TrimRight(row.String(), " "))
			row.Reset()
		}
	}
	if cursor >= 0 && cursor < len(bd.b.Cells) {
		r, c := cursor/bd.b.Cols, cursor%bd.b.Cols
		if mv := bd.b.Cells[cursor].Move; mv != nil {
			lines = append(lines, st.faint.Render(fmt.Sprintf("row %d, column %d: Enter plays %s", r+1, c+1, game.Label(mv))))
		} else {
			lines = append(lines, st.faint.Render(fmt.Sprintf("row %d, column %d: no move here", r+1, c+1)))
		}
	}
	return lines
}
