package rules

import (
	"fmt"
	"sync"
	"unicode/utf8"

	"go.starlark.net/starlark"

	"stonegame/game"
)

// This file is the board hook of a rules file: board(state) draws a
// position as a grid of cells, and cell(label) ties each move to the cell
// that selecting it plays, so that the terminal game and the web let
// people play by choosing cells. A file without board draws no board (the
// front ends show describe and the moves).

// MaxBoardCells is the most cells a rules file's board may have.
const MaxBoardCells = 10_000

// maxCellText is the most characters a cell's text may have.
const maxCellText = 8

// checkBoard checks, when the file loads, what board and cell take.
func (r *rules) checkBoard() error {
	if r.cell == nil {
		return nil
	}
	if r.board == nil {
		return errorAt(r.file, r.cell.fn.Position(), "cell needs board: def board(state) returns the rows of cells that cell's (row, col) index")
	}
	if !containsInt(r.cell.from, fromLabel) {
		return errorAt(r.file, r.cell.fn.Position(), "cell takes label, the move's label, and returns its (row, col) on the board: def cell(label)")
	}
	return nil
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if x == y {
			return true
		}
	}
	return false
}

// position returns p as the front ends get it, after checking the labels
// of the start and of its optimal line (see [Position.lineErr]): a
// [game.Boarder] when the file
// defines board, after drawing the start's board once, so that a mistake
// in board or cell is an error of the instance, at its line.
// args are the instance's: a graph that holds several instances
// ([game.Spec.Batch]) keeps the first one's.
func (r *rules) position(p Position, args game.Args) (game.Solvable, error) {
	if err := p.lineErr(); err != nil {
		return nil, err
	}
	if r.board == nil {
		return p, nil
	}
	b := boarded{Position: p, params: r.paramValues(args), memo: new(boardMemo)}
	if _, err := b.drawn(); err != nil {
		return nil, err
	}
	return b, nil
}

// boarded is a Position of a file that defines board: it draws itself,
// with the parameters of its instance, and says which cell a move selects.
type boarded struct {
	Position
	params []starlark.Value
	memo   *boardMemo // the board, drawn once for this position
}

// boardMemo keeps a position's board once drawn: front ends ask Touches of
// every move, each answered from one board.
type boardMemo struct {
	once sync.Once
	b    game.Board
	err  error
}

var (
	_ game.Boarder = boarded{}
	_ game.Toucher = boarded{}
)

// drawn returns the position's board, drawn the first time.
func (b boarded) drawn() (game.Board, error) {
	b.memo.once.Do(func() { b.memo.b, b.memo.err = b.board() })
	return b.memo.b, b.memo.err
}

// Touches returns the cell that m selects, as an index in reading order
// of the board's cells (row·cols + col), and 1; or -1, 0 when no cell
// does (cell returned None, or the file has no cell). So a line's steps,
// the moves of play and the web mark the cell each move chose.
func (b boarded) Touches(m game.Move) (first, n int) {
	bd, err := b.drawn()
	if err != nil {
		return -1, 0
	}
	if l, ok := b.ResolveMove(m); ok {
		m = l
	}
	for i, c := range bd.Cells {
		if c.Move != nil && c.Move == m {
			return i, 1
		}
	}
	return -1, 0
}

// Board returns the position's board: the file's board(state), each cell
// that a move selects (cell(label)) with that move. A mistake in board
// or cell that the start's board did not show gives a board of no cells
// whose note says what went wrong.
func (b boarded) Board() game.Board {
	bd, err := b.drawn()
	if err != nil {
		return game.Board{Note: "the board could not be drawn: " + err.Error()}
	}
	// A copy: nothing a position hands out aliases what it keeps.
	bd.Cells = append([]game.Cell(nil), bd.Cells...)
	return bd
}

// Play makes the move as [Position.Play] does; the position after it
// draws itself too.
func (b boarded) Play(m game.Move) (int64, game.Position, error) {
	gain, q, err := b.Position.Play(m)
	if p, ok := q.(Position); ok {
		return gain, boarded{Position: p, params: b.params, memo: new(boardMemo)}, nil
	}
	return gain, q, err
}

// lineCells bounds the work of [boarded.Line]: the steps of the line
// times the cells of the board.
const lineCells = 1 << 20

// Line returns the optimal line as [Position.Line] does, each step's
// Index the cell its move selects (as [boarded.Touches] says), when the
// line's steps times the board's cells are at most lineCells; past that,
// or when a board cannot be drawn, the steps name no cell (-1). It draws
// the board of every position of the line.
func (b boarded) Line() game.Line {
	line := b.Position.Line()
	bd, err := b.drawn()
	if err != nil || len(line)*max(len(bd.Cells), 1) > lineCells {
		return line
	}
	q := b
	for k := range line {
		if first, n := q.Touches(line[k].Move); n > 0 {
			line[k].Index = first
		}
		_, next, err := q.Play(line[k].Move)
		nq, ok := next.(boarded)
		if err != nil || !ok {
			break
		}
		q = nq
	}
	return line
}

// board calls the file's board on p's state and cell on each of its
// moves' labels. It costs one call of board and one of cell per move.
func (b boarded) board() (game.Board, error) {
	p := b.Position
	r := p.g.r
	state, err := p.g.state(p.id)
	if err != nil {
		return game.Board{}, err
	}
	c := r.newCaller()
	what := func() string { return "board on state " + brief(state) }
	v, err := c.call(r.board, r.board.args(nil, state, players[p.turn], b.params), what)
	if err != nil {
		return game.Board{}, err
	}
	fail := func(format string, args ...any) error {
		return errorAt(r.file, r.board.fn.Position(), "board on state %s: %s", brief(state), fmt.Sprintf(format, args...))
	}
	rows, ok := v.(starlark.Indexable)
	if _, isStr := v.(starlark.String); !ok || isStr {
		return game.Board{}, fail("returned %s: board returns a list of rows, each a string (a character a cell) or a list of cells", brief(v))
	}
	if rows.Len() == 0 {
		return game.Board{}, fail("returned no rows: a board has at least one row of one cell")
	}
	var bd game.Board
	for i := range rows.Len() {
		row, err := boardRow(rows.Index(i))
		if err != nil {
			return game.Board{}, fail("rows[%d]: %v", i, err)
		}
		switch {
		case len(row) == 0:
			return game.Board{}, fail("rows[%d] has no cells: every row has at least one", i)
		case i == 0:
			bd.Cols = len(row)
		case len(row) != bd.Cols:
			return game.Board{}, fail("rows[%d] has %d cells, rows[0] has %d: every row has as many cells", i, len(row), bd.Cols)
		}
		if len(bd.Cells)+len(row) > MaxBoardCells {
			return game.Board{}, fail("more than %d cells: a board has at most %d", MaxBoardCells, MaxBoardCells)
		}
		bd.Cells = append(bd.Cells, row...)
	}
	if r.cell == nil {
		return bd, nil
	}
	labels := p.labels()
	by := make(map[int]string, len(labels))
	nrows := len(bd.Cells) / bd.Cols
	for _, l := range labels {
		what := func() string { return fmt.Sprintf("cell(%q) on state %s", l, brief(state)) }
		v, err := c.call(r.cell, b.cellArgs(l, state), what)
		if err != nil {
			return game.Board{}, err
		}
		if v == starlark.None {
			continue // a move no cell selects: it is listed
		}
		failCell := func(format string, args ...any) error {
			return errorAt(r.file, r.cell.fn.Position(), "%s: %s", what(), fmt.Sprintf(format, args...))
		}
		row, col, ok := rowCol(v)
		if !ok {
			return game.Board{}, failCell("returned %s: cell returns (row, col), both from 0, or None for a move no cell selects", brief(v))
		}
		if row < 0 || row >= nrows || col < 0 || col >= bd.Cols {
			return game.Board{}, failCell("returned (%d, %d), not a cell of the board: it has %d rows and %d columns, numbered from 0", row, col, nrows, bd.Cols)
		}
		k := row*bd.Cols + col
		if o, dup := by[k]; dup {
			return game.Board{}, failCell("the moves %q and %q both select cell (%d, %d): a cell selects one move", o, l, row, col)
		}
		by[k] = l
		bd.Cells[k].Move = Move(l)
	}
	return bd, nil
}

// cellArgs returns the arguments of cell for the move labelled label.
func (bp boarded) cellArgs(label string, state starlark.Value) starlark.Tuple {
	b := bp.g.r.cell
	args := make(starlark.Tuple, 0, len(b.from))
	for i, src := range b.from {
		switch src {
		case fromLabel:
			args = append(args, starlark.String(label))
		case fromState:
			args = append(args, state)
		case fromPlayer:
			args = append(args, players[bp.turn])
		case fromDefault:
			args = append(args, b.fn.ParamDefault(i))
		default:
			args = append(args, bp.params[src])
		}
	}
	return args
}

// rowCol reads cell's (row, col).
func rowCol(v starlark.Value) (row, col int, ok bool) {
	t, isTuple := v.(starlark.Tuple)
	if l, isList := v.(*starlark.List); isList {
		t = make(starlark.Tuple, l.Len())
		for i := range l.Len() {
			t[i] = l.Index(i)
		}
		isTuple = true
	}
	if !isTuple || len(t) != 2 {
		return 0, 0, false
	}
	var rc [2]int
	for i, x := range t {
		n, isInt := x.(starlark.Int)
		if !isInt {
			return 0, 0, false
		}
		k, exact := n.Int64()
		if !exact || k < -1<<30 || k > 1<<30 {
			return 0, 0, false
		}
		rc[i] = int(k)
	}
	return rc[0], rc[1], true
}

// boardRow reads a row of a board: a string, one cell a character, or a
// list of cells, each a string (its text) or a dict of text, owner (1, 2
// or None) and taken (a bool; an owner means taken) and mark.
func boardRow(v starlark.Value) ([]game.Cell, error) {
	if s, ok := v.(starlark.String); ok {
		cells := make([]game.Cell, 0, utf8.RuneCountInString(string(s)))
		for _, ch := range string(s) {
			cells = append(cells, game.Cell{Text: string(ch)})
		}
		return cells, nil
	}
	l, ok := v.(starlark.Indexable)
	if !ok {
		return nil, fmt.Errorf("%s is not a row: a row is a string or a list of cells", brief(v))
	}
	cells := make([]game.Cell, l.Len())
	for j := range l.Len() {
		c, err := boardCell(l.Index(j))
		if err != nil {
			return nil, fmt.Errorf("cell %d: %v", j, err)
		}
		cells[j] = c
	}
	return cells, nil
}

// boardCell reads one cell of a row given as a list.
func boardCell(v starlark.Value) (game.Cell, error) {
	var c game.Cell
	switch x := v.(type) {
	case starlark.String:
		c.Text = string(x)
	case starlark.Int:
		c.Text = x.String()
	case *starlark.Dict:
		for _, kv := range x.Items() {
			k, ok := kv[0].(starlark.String)
			if !ok {
				return c, fmt.Errorf("the key %s is not text, owner, taken or mark", brief(kv[0]))
			}
			switch val := kv[1]; string(k) {
			case "text":
				switch t := val.(type) {
				case starlark.String:
					c.Text = string(t)
				case starlark.Int:
					c.Text = t.String()
				default:
					return c, fmt.Errorf("text is %s, not a string", brief(val))
				}
			case "owner":
				if val == starlark.None {
					continue
				}
				n, ok := val.(starlark.Int)
				var o int64
				exact := false
				if ok {
					o, exact = n.Int64()
				}
				if !exact || o != 1 && o != 2 {
					return c, fmt.Errorf("owner is %s: it is 1, 2 or None", brief(val))
				}
				c.By, c.Taken = game.Player(o), true
			case "taken":
				b, ok := val.(starlark.Bool)
				if !ok {
					return c, fmt.Errorf("taken is %s, not True or False", brief(val))
				}
				c.Taken = c.Taken || bool(b)
			case "mark":
				m, ok := val.(starlark.String)
				if !ok {
					return c, fmt.Errorf("mark is %s, not a string", brief(val))
				}
				c.Mark = string(m)
			default:
				return c, fmt.Errorf("the key %q is not text, owner, taken or mark", string(k))
			}
		}
	default:
		return c, fmt.Errorf("%s is not a cell: a cell is a string or a dict of text, owner, taken and mark", brief(v))
	}
	if n := utf8.RuneCountInString(c.Text); n > maxCellText {
		return c, fmt.Errorf("the text %q has %d characters: a cell shows at most %d", c.Text, n, maxCellText)
	}
	return c, nil
}
