package tui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"stonegame/anypick"
	"stonegame/ends"
	"stonegame/game"
	"stonegame/match"
)

// This file is the only one that knows the games' positions: how to draw
// each board and how its keys choose a move. A game without a board here
// still plays, through the generic list of its moves.

// shownItems is how many numbers a plain board prints before it shortens
// the row (half from each end).
const shownItems = 40

// board draws one game's position and turns keys into its moves.
type board interface {
	// plain returns the position as plain text, one line per row.
	plain(m *match.Match) string
	// draw renders the position in at most width columns, the cursor (an
	// index into the board's items, if it has a cursor) marked.
	draw(m *match.Match, st *styles, width, cursor int) string
	// key handles a key: a move to play, or a new cursor. ok is false for
	// a key the board does not use.
	key(m *match.Match, k string, cursor int) (mv game.Move, next int, ok bool)
	// home returns the cursor for a new position: it keeps cursor if it is
	// still on a legal item.
	home(m *match.Match, cursor int) int
	// cursor reports whether the board has a cursor (Enter takes).
	hasCursor() bool
}

// boardFor returns the board for m's game.
func boardFor(m *match.Match) board {
	switch m.Start().(type) {
	case ends.Position:
		return rowBoard{}
	case anypick.Position:
		return stoneBoard{}
	}
	return listBoard{}
}

// cells formats numbers right-aligned in cells of equal width, at least min.
func cellWidth(min int, xs ...int64) int {
	w := min
	for _, x := range xs {
		w = max(w, len(strconv.FormatInt(x, 10)))
	}
	return w
}

// shorten joins item(0) ... item(n-1) with spaces, keeping shownItems of
// them (half from each end) and formatting only those.
func shorten(n int, item func(i int) string) string {
	var b strings.Builder
	h := shownItems / 2
	for i := 0; i < n; i++ {
		if n > shownItems && i == h {
			fmt.Fprintf(&b, " ... (%d more) ...", n-2*h)
			i = n - h - 1
			continue
		}
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(item(i))
	}
	return b.String()
}

// rowBoard is the take-from-either-end game: the row, its ends highlighted.
type rowBoard struct{}

func (rowBoard) hasCursor() bool                     { return false }
func (rowBoard) home(m *match.Match, cursor int) int { return 0 }

func (rowBoard) plain(m *match.Match) string {
	rest := m.Position().(ends.Position).Remaining()
	return "row: " + shorten(len(rest), func(i int) string { return strconv.FormatInt(rest[i], 10) })
}

func (rowBoard) key(m *match.Match, k string, cursor int) (game.Move, int, bool) {
	switch k {
	case "left", "h":
		return ends.Left, cursor, true
	case "right", "l":
		return ends.Right, cursor, true
	}
	return nil, cursor, false
}

// draw shows the whole row when it fits, taken numbers faint and marked
// with who took them; otherwise the remaining row from both ends with the
// middle elided.
func (rowBoard) draw(m *match.Match, st *styles, width, _ int) string {
	p := m.Position().(ends.Position)
	row := p.Row()
	lo, hi := p.Bounds()
	if len(row) <= 200 { // small enough to lay out in full
		w := cellWidth(3, row...)
		if len(row)*(w+1) <= width {
			owner := make([]game.Player, len(row))
			l, h := 0, len(row)
			for _, pl := range m.Played() {
				if pl.Move == ends.Left {
					owner[l], l = pl.Player, l+1
				} else {
					owner[h-1], h = pl.Player, h-1
				}
			}
			var nums, marks strings.Builder
			for i, x := range row {
				cell := fmt.Sprintf("%*d", w, x)
				switch {
				case owner[i] == m.Human():
					nums.WriteString(st.you.Faint(true).Render(cell))
					marks.WriteString(st.you.Render(fmt.Sprintf("%*s", w, "you")))
				case owner[i] != 0:
					nums.WriteString(st.cpu.Faint(true).Render(cell))
					marks.WriteString(st.cpu.Render(fmt.Sprintf("%*s", w, "cpu")))
				case i == lo || i == hi-1:
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
	rest := row[lo:hi]
	left := fmt.Sprintf("‹%d taken› ", lo)
	right := fmt.Sprintf(" ‹%d taken›", len(row)-hi)
	w := cellWidth(1, rest[:min(len(rest), 50)]...)
	w = max(w, cellWidth(1, rest[max(0, len(rest)-50):]...))
	room := (width - len(left) - len(right) - 16) / (w + 1)
	var b strings.Builder
	b.WriteString(st.faint.Render(left))
	cell := func(i int) {
		s := fmt.Sprintf("%*d", w, rest[i])
		if i == 0 || i == len(rest)-1 {
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
		b.WriteString(st.faint.Render(fmt.Sprintf("…%d more… ", len(rest)-2*k)))
		for i := len(rest) - k; i < len(rest); i++ {
			cell(i)
		}
	}
	b.WriteString(st.faint.Render(right))
	return b.String()
}

// stoneBoard is stone-game-vi: a column per stone with its index and its
// value to each player; a cursor picks the stone to take.
type stoneBoard struct{}

func (stoneBoard) hasCursor() bool { return true }

func (stoneBoard) plain(m *match.Match) string {
	p := m.Position().(anypick.Position)
	g := m.Game()
	rest := p.Rest()
	return fmt.Sprintf("stones (index:%s/%s): %s", g.Players[0], g.Players[1], shorten(len(rest), func(k int) string {
		i := rest[k]
		return fmt.Sprintf("%d:%d/%d", i, p.Alice()[i], p.Bob()[i])
	}))
}

func (stoneBoard) home(m *match.Match, cursor int) int {
	rest := m.Position().(anypick.Position).Rest()
	if len(rest) == 0 {
		return cursor
	}
	k, _ := slices.BinarySearch(rest, cursor)
	return rest[min(k, len(rest)-1)]
}

func (b stoneBoard) key(m *match.Match, k string, cursor int) (game.Move, int, bool) {
	rest := m.Position().(anypick.Position).Rest()
	if len(rest) == 0 {
		return nil, cursor, false
	}
	at, _ := slices.BinarySearch(rest, cursor)
	switch k {
	case "left", "h":
		return nil, rest[max(at-1, 0)], true
	case "right", "l":
		if at < len(rest) && rest[at] == cursor {
			at++
		}
		return nil, rest[min(at, len(rest)-1)], true
	case "home":
		return nil, rest[0], true
	case "end":
		return nil, rest[len(rest)-1], true
	case "enter", "space":
		return anypick.Stone(cursor), cursor, true
	}
	return nil, cursor, false
}

// draw shows the stones around the cursor, as many as fit: each column has
// the index, the value to each player, and who took it.
func (stoneBoard) draw(m *match.Match, st *styles, width, cursor int) string {
	p := m.Position().(anypick.Position)
	g := m.Game()
	n := len(p.Alice())
	labels := []string{"stone", g.Players[0], g.Players[1], ""}
	if m.Human() == game.First {
		labels[1] += " (you)"
	} else {
		labels[2] += " (you)"
	}
	lw := 0
	for _, l := range labels {
		lw = max(lw, len(l))
	}
	// The window: columns of equal width, centred on the cursor.
	w := cellWidth(3, int64(n-1))
	cols := max((width-lw-2)/(w+1), 1)
	lo := min(max(cursor-cols/2, 0), max(n-cols, 0))
	hi := min(lo+cols, n)
	w = max(w, cellWidth(3, p.Alice()[lo:hi]...), cellWidth(3, p.Bob()[lo:hi]...))
	cols = max((width-lw-2)/(w+1), 1)
	lo = min(max(cursor-cols/2, 0), max(n-cols, 0))
	hi = min(lo+cols, n)

	owner := map[int]game.Player{}
	for _, pl := range m.Played() {
		if s, ok := pl.Move.(anypick.Stone); ok && int(s) >= lo && int(s) < hi {
			owner[int(s)] = pl.Player
		}
	}
	lines := make([]strings.Builder, 4)
	for r, l := range labels {
		lines[r].WriteString(fmt.Sprintf("%-*s  ", lw, l))
	}
	for i := lo; i < hi; i++ {
		cells := []string{strconv.Itoa(i), strconv.FormatInt(p.Alice()[i], 10), strconv.FormatInt(p.Bob()[i], 10), ""}
		style := st.item
		switch o, taken := owner[i]; {
		case taken && o == m.Human():
			style, cells[3] = st.you.Faint(true), "you"
		case taken:
			style, cells[3] = st.cpu.Faint(true), "cpu"
		case i == cursor:
			style, cells[3] = st.end, "^"
		}
		for r, c := range cells {
			s := fmt.Sprintf("%*s", w, c)
			switch {
			case r == 0:
				lines[r].WriteString(st.faint.Render(s))
			case r == 3 && owner[i] == m.Human():
				lines[r].WriteString(st.you.Render(s))
			case r == 3 && owner[i] != 0:
				lines[r].WriteString(st.cpu.Render(s))
			case r == 3:
				lines[r].WriteString(st.end.Render(s))
			default:
				lines[r].WriteString(style.Render(s))
			}
			lines[r].WriteByte(' ')
		}
	}
	out := make([]string, len(lines))
	for r := range lines {
		out[r] = lines[r].String()
	}
	if lo > 0 || hi < n {
		out = append(out, st.faint.Render(fmt.Sprintf("stones %d to %d of %d; %d left", lo, hi-1, n, len(p.Rest()))))
	}
	return strings.Join(out, "\n")
}

// listBoard is any other game: its legal moves in a list, a cursor on one.
type listBoard struct{}

func (listBoard) hasCursor() bool { return true }

func (listBoard) plain(m *match.Match) string {
	moves := m.Position().Moves()
	return "moves: " + shorten(len(moves), func(i int) string { return moves[i].String() })
}

func (listBoard) home(m *match.Match, cursor int) int {
	return min(cursor, max(len(m.Position().Moves())-1, 0))
}

func (listBoard) key(m *match.Match, k string, cursor int) (game.Move, int, bool) {
	moves := m.Position().Moves()
	switch k {
	case "left", "h":
		return nil, max(cursor-1, 0), true
	case "right", "l":
		return nil, min(cursor+1, max(len(moves)-1, 0)), true
	case "enter", "space":
		if cursor < len(moves) {
			return moves[cursor], cursor, true
		}
	}
	return nil, cursor, false
}

func (listBoard) draw(m *match.Match, st *styles, width, cursor int) string {
	var b strings.Builder
	for i, mv := range m.Position().Moves() {
		s := mv.String()
		if i == cursor {
			s = st.end.Render(s)
		}
		b.WriteString(s + "  ")
	}
	return b.String()
}
