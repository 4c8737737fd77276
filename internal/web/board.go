package web

import (
	"encoding/json"

	"stonegame/game"
)

// This file draws a position for the pages, for every game alike: its
// game.Board when the position is a game.Boarder (each cell's values,
// whether it is taken and by whom, and the move selecting it plays), and
// always what remains in words (game.Describe), so that a page without a
// board can show that and the legal moves as buttons.

// MaxBoard is the most items a board of /api/play and /api/move has; a
// longer instance gets no board (the page shows the position in words and
// the moves), as the board's JSON grows with it.
const MaxBoard = 10_000

// boardJS is a game.Board as the pages draw it.
type boardJS struct {
	Labels []string `json:"labels,omitempty"` // the rows of values: ["Alice","Bob"]; none for one row
	Cells  []cellJS `json:"cells"`
	Note   string   `json:"note,omitempty"`
	// Cols, for a grid, is its number of columns: the cells are its rows,
	// top first, each left to right. Absent for one row of items.
	Cols int `json:"cols,omitempty"`
}

// cellJS is one item of a board.
type cellJS struct {
	Values []int64 `json:"values"`
	Text   string  `json:"text,omitempty"` // what the item shows instead of values: a string's "+"
	Taken  bool    `json:"taken"`
	By     int     `json:"by,omitempty"` // who took it, 1 or 2, when known
	// Move is the move selecting the item plays, as its JSON (send it
	// back as "move"); absent when it plays none.
	Move json.RawMessage `json:"move,omitempty"`
	// Mark, optional, is what kind of square a grid's cell is ("wall").
	Mark string `json:"mark,omitempty"`
}

// boardOf returns p's board for the pages, nil when p draws none or the
// instance has more than MaxBoard items (n). Who took a cell is its By or
// else the step of line (the moves from the start to p) that took it: a
// step takes Count items from Index, all marked. O(n + len(line)).
func boardOf(p game.Solvable, line game.Line, n int) *boardJS {
	bd, ok := p.(game.Boarder)
	if !ok || n > MaxBoard {
		return nil
	}
	b := bd.Board()
	if len(b.Cells) > MaxBoard {
		return nil
	}
	out := &boardJS{Labels: b.Labels, Cells: make([]cellJS, len(b.Cells)), Note: b.Note}
	if b.Cols > 0 && len(b.Cells)%b.Cols == 0 {
		out.Cols = b.Cols
	}
	if len(out.Labels) < 2 {
		out.Labels = nil
	}
	for _, st := range line {
		first, k := st.Span()
		for i := max(first, 0); i < first+k && i < len(out.Cells); i++ {
			out.Cells[i].By = int(st.Player)
		}
	}
	for i, c := range b.Cells {
		js := &out.Cells[i]
		js.Values, js.Text, js.Taken, js.Mark = c.Values, c.Text, c.Taken, c.Mark
		if js.Values == nil {
			js.Values = []int64{}
		}
		if !c.Taken {
			js.By = 0
		} else if c.By != 0 {
			js.By = int(c.By)
		}
		if c.Move != nil {
			js.Move = moveJSON(c.Move)
		}
	}
	return out
}

// span returns the item a move takes in p and how many, as the JSON of a
// move says it: "index" (-1 if none) and "count" (given only when more than
// one).
func span(p game.Solvable, m game.Move) (index, count int) {
	first, n := game.Touches(p, m)
	if n <= 0 {
		return -1, 0
	}
	if n == 1 {
		return first, 0
	}
	return first, n
}
