// Package catmouse2 solves Cat and Mouse II (LeetCode 1728): on a grid of
// floor '.', walls '#' and food 'F', Mouse 'M' and Cat 'C' take turns,
// Mouse first; each jumps up to mouseJump (catJump) cells in one of the
// four directions, not through walls nor off the grid, or stays. Cat wins
// by landing on Mouse or reaching the food first; Mouse wins by reaching
// the food first; and Cat wins if Mouse has not reached the food within
// 1000 turns.
//
// A position is the two cells, whose turn it is, and how many turns have
// been played (a turn is one player's move): with the count the game
// cannot cycle, and the 1000-turn rule is a rule like the others. It is
// solved by retrograde analysis of the counter-free game: from the
// finished states (Cat on Mouse, Cat on the food, Mouse on the food),
// backward along the moves, a state is won once one move leads to a state
// lost for the opponent, and lost once every move leads to a state won
// for them; the states never labelled are draws, where neither can force
// anything. The order of labelling gives each state its remoteness R:
// the winner hurries, the loser holds out. The turn limit then decides:
// with r turns left, a state Mouse wins in R ≤ r is hers in R moves;
// every other state is Cat's, in min(R, r) moves when Cat can force a win
// and in r (the limit) otherwise. All of it is O(s²·j), s the floor
// cells and j the jump, once per grid; a position is O(1).
//
//	p, _ := catmouse2.New([]string{"M.C...F"}, 1, 4)
//	p.Solve() // Mouse wins in 3 moves: she jumps over Cat to the 5th cell, then to the food
package catmouse2

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"stonegame/game"
)

// Turns is LeetCode's limit: Mouse must reach the food within 1000 turns.
const Turns = 1000

// MaxSide is the most rows or columns New takes (LeetCode's is 8): the
// retrograde analysis keeps every pair of cells, 2·(16·16)² states.
const MaxSide = 16

// MaxJump is the longest jump New takes (LeetCode's is 8): a jump past
// the grid's side is the same as one to the wall or the edge.
const MaxJump = 1000

// Players: Mouse moves first.
const (
	mouse = game.First
	cat   = game.Second
)

// Outcomes of the retrograde analysis.
const (
	draw     = 0
	mouseWin = 1
	catWin   = 2
)

// table is a solved grid, shared by the positions of a game.
type table struct {
	rows, cols     int
	grid           []string
	food           int
	mouse0, cat0   int
	jump           [3]int     // by player
	moves          [3][][]int // by player, by cell: the cells a jump reaches, the cell itself first
	res            [][2]uint8 // by state m*n+c, by turn (0 mouse, 1 cat)
	rem            [][2]int32
	limit          int
	floor          int // floor cells (all but walls)
	wins, loss, dr [2]int
}

// Position is a position of the game: Mouse's and Cat's cells, the player
// to move and the turns played. It is immutable.
type Position struct {
	t      *table
	m, c   int
	turn   game.Player
	played int
}

// New returns the start of the game on grid, Mouse to move. It costs
// O(s²·j). It returns an error naming the first row of another length,
// the first character that is not 'C', 'M', 'F', '.' or '#', a piece or
// the food missing or given twice, a negative jump, and a grid past
// [MaxSide] or a jump past [MaxJump].
func New(grid []string, catJump, mouseJump int64) (Position, error) {
	return newLimit(grid, catJump, mouseJump, Turns)
}

// newLimit is New with another turn limit, for tests.
func newLimit(grid []string, catJump, mouseJump int64, limit int) (Position, error) {
	switch {
	case len(grid) == 0:
		return Position{}, fmt.Errorf("grid has no rows")
	case len(grid) > MaxSide:
		return Position{}, fmt.Errorf("grid has %d rows: this solver takes at most %d", len(grid), MaxSide)
	case len(grid[0]) == 0:
		return Position{}, fmt.Errorf("grid[0] is empty")
	case len(grid[0]) > MaxSide:
		return Position{}, fmt.Errorf("grid[0] has %d cells: this solver takes at most %d a row", len(grid[0]), MaxSide)
	}
	for _, j := range []struct {
		name string
		v    int64
	}{{"catJump", catJump}, {"mouseJump", mouseJump}} {
		if j.v < 0 || j.v > MaxJump {
			return Position{}, fmt.Errorf("%s = %d: a jump is 0 to %d cells", j.name, j.v, MaxJump)
		}
	}
	t := &table{rows: len(grid), cols: len(grid[0]), grid: grid, food: -1, mouse0: -1, cat0: -1, limit: limit}
	t.jump[mouse], t.jump[cat] = int(mouseJump), int(catJump)
	for r, row := range grid {
		if len(row) != t.cols {
			return Position{}, fmt.Errorf("grid[%d] has %d cells, grid[0] has %d: the rows must be as long", r, len(row), t.cols)
		}
		for c := 0; c < len(row); c++ {
			at := &t.food
			switch row[c] {
			case '.', '#':
				continue
			case 'M':
				at = &t.mouse0
			case 'C':
				at = &t.cat0
			case 'F':
			default:
				return Position{}, fmt.Errorf("grid[%d][%d] = %s is not 'C', 'M', 'F', '.' or '#'", r, c, quoteChar(row[c]))
			}
			if *at >= 0 {
				return Position{}, fmt.Errorf("grid[%d][%d] is a second '%c': there is one of each of 'C', 'M' and 'F'", r, c, row[c])
			}
			*at = r*t.cols + c
		}
	}
	for _, x := range []struct {
		at *int
		c  string
	}{{&t.mouse0, "'M'"}, {&t.cat0, "'C'"}, {&t.food, "'F'"}} {
		if *x.at < 0 {
			return Position{}, fmt.Errorf("grid has no %s: there is one of each of 'C', 'M' and 'F'", x.c)
		}
	}
	t.solve()
	return Position{t: t, m: t.mouse0, c: t.cat0, turn: mouse}, nil
}

func quoteChar(c byte) string {
	if c >= ' ' && c <= '~' && c != '\'' {
		return "'" + string(c) + "'"
	}
	return fmt.Sprintf("%q", rune(c))
}

// wall reports whether cell i is a wall.
func (t *table) wall(i int) bool { return t.grid[i/t.cols][i%t.cols] == '#' }

// reach returns the cells a jump of at most j from cell i reaches: i
// itself (staying), then up, down, left and right, nearest first.
func (t *table) reach(i, j int) []int {
	out := []int{i}
	r0, c0 := i/t.cols, i%t.cols
	for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		for k := 1; k <= j; k++ {
			r, c := r0+k*d[0], c0+k*d[1]
			if r < 0 || r >= t.rows || c < 0 || c >= t.cols || t.grid[r][c] == '#' {
				break
			}
			out = append(out, r*t.cols+c)
		}
	}
	return out
}

// over returns who has won in state (m, c), or draw while the game goes
// on (the turn limit aside).
func (t *table) over(m, c int) uint8 {
	switch {
	case m == c, c == t.food:
		return catWin
	case m == t.food:
		return mouseWin
	}
	return draw
}

// solve runs the retrograde analysis.
func (t *table) solve() {
	n := t.rows * t.cols
	for _, pl := range []game.Player{mouse, cat} {
		t.moves[pl] = make([][]int, n)
		for i := 0; i < n; i++ {
			if !t.wall(i) {
				t.moves[pl][i] = t.reach(i, t.jump[pl])
			}
		}
	}
	t.res = make([][2]uint8, n*n)
	t.rem = make([][2]int32, n*n)
	degree := make([][2]int, n*n)
	type state struct{ m, c, turn int }
	var queue []state
	for m := 0; m < n; m++ {
		if t.wall(m) {
			continue
		}
		t.floor++
		for c := 0; c < n; c++ {
			if t.wall(c) {
				continue
			}
			s := m*n + c
			degree[s] = [2]int{len(t.moves[mouse][m]), len(t.moves[cat][c])}
			if w := t.over(m, c); w != draw {
				t.res[s] = [2]uint8{w, w}
				queue = append(queue, state{m, c, 0}, state{m, c, 1})
			}
		}
	}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		w := t.res[s.m*n+s.c][s.turn]
		r := t.rem[s.m*n+s.c][s.turn]
		// The previous state: the other player to move, at a cell from
		// which a jump reaches theirs (jumps are reversible).
		pt := 1 - s.turn
		var prevs []int
		if pt == 0 {
			for _, pm := range t.moves[mouse][s.m] {
				prevs = append(prevs, pm*n+s.c)
			}
		} else {
			for _, pc := range t.moves[cat][s.c] {
				prevs = append(prevs, s.m*n+pc)
			}
		}
		for _, p := range prevs {
			if t.res[p][pt] != draw {
				continue
			}
			moverWins := pt == 0 && w == mouseWin || pt == 1 && w == catWin
			if !moverWins {
				degree[p][pt]--
				if degree[p][pt] > 0 {
					continue
				}
			}
			t.res[p][pt] = w
			t.rem[p][pt] = r + 1
			queue = append(queue, state{p / n, p % n, pt})
		}
	}
	for m := 0; m < n; m++ {
		for c := 0; c < n; c++ {
			if t.wall(m) || t.wall(c) || t.over(m, c) != draw {
				continue
			}
			for k := 0; k < 2; k++ {
				switch t.res[m*n+c][k] {
				case mouseWin:
					t.wins[k]++
				case catWin:
					t.loss[k]++
				default:
					t.dr[k]++
				}
			}
		}
	}
}

// Move is a move: jump to this cell (row, column, from 0), or stay on it.
type Move struct{ Row, Col int }

// String returns "to 1,2".
func (m Move) String() string { return "to " + m.Label() }

// Label returns what a person types: "1,2".
func (m Move) Label() string { return strconv.Itoa(m.Row) + "," + strconv.Itoa(m.Col) }

// MarshalText returns the move's String.
func (m Move) MarshalText() ([]byte, error) { return []byte(m.String()), nil }

// ParseMove reads a [Move]: "to 1,2", "1,2", "1 2" (row, then column,
// from 0). Whether the mover can jump there is Play's to check.
func ParseMove(s string) (game.Move, error) {
	t := strings.TrimSpace(strings.TrimPrefix(strings.ToLower(strings.TrimSpace(s)), "to"))
	f := strings.Fields(strings.NewReplacer(",", " ", "(", " ", ")", " ").Replace(t))
	bad := fmt.Errorf("%q is not a move: type the row and the column of the cell to jump to (from 0), as 1,2 or to 1,2", s)
	if len(f) != 2 {
		return nil, bad
	}
	r, err1 := strconv.Atoi(f[0])
	c, err2 := strconv.Atoi(f[1])
	if err1 != nil || err2 != nil || r < 0 || c < 0 {
		return nil, bad
	}
	return Move{r, c}, nil
}

// Turn returns the player to move.
func (p Position) Turn() game.Player { return p.turn }

// at returns the mover's cell.
func (p Position) at() int {
	if p.turn == mouse {
		return p.m
	}
	return p.c
}

// winner returns who has won a finished position, 0 while it goes on.
func (p Position) winner() game.Player {
	switch p.t.over(p.m, p.c) {
	case catWin:
		return cat
	case mouseWin:
		return mouse
	}
	if p.played >= p.t.limit {
		return cat
	}
	return 0
}

func (p Position) cell(i int) Move { return Move{i / p.t.cols, i % p.t.cols} }

// Moves returns the cells the mover can jump to: staying first, then up,
// down, left and right, nearest first; none once the game is over.
func (p Position) Moves() []game.Move {
	if p.winner() != 0 {
		return nil
	}
	cells := p.t.moves[p.turn][p.at()]
	ms := make([]game.Move, len(cells))
	for k, i := range cells {
		ms[k] = p.cell(i)
	}
	return ms
}

// Play jumps the mover to the cell of move m. It returns an error for a
// move that is not a [Move], a cell off the grid, a wall, or one out of
// the mover's reach, and once the game is over.
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	mv, ok := m.(Move)
	if !ok {
		return 0, nil, fmt.Errorf("%v is not a move of this game: jump to a cell, as 1,2", m)
	}
	if p.winner() != 0 {
		return 0, nil, fmt.Errorf("%v: the game is over", m)
	}
	if mv.Row < 0 || mv.Row >= p.t.rows || mv.Col < 0 || mv.Col >= p.t.cols {
		return 0, nil, fmt.Errorf("%v: the grid has rows 0 to %d and columns 0 to %d", m, p.t.rows-1, p.t.cols-1)
	}
	i := mv.Row*p.t.cols + mv.Col
	if p.t.wall(i) {
		return 0, nil, fmt.Errorf("%v is a wall", m)
	}
	for _, j := range p.t.moves[p.turn][p.at()] {
		if j == i {
			return 0, p.after(i), nil
		}
	}
	return 0, nil, fmt.Errorf("%v is out of %s's reach: a jump of at most %d cells up, down, left or right, not through a wall", m, playerName(p.turn), p.t.jump[p.turn])
}

func (p Position) after(i int) Position {
	q := p
	if p.turn == mouse {
		q.m = i
	} else {
		q.c = i
	}
	q.turn = p.turn.Other()
	q.played++
	return q
}

func playerName(pl game.Player) string {
	if pl == cat {
		return "Cat"
	}
	return "Mouse"
}

// Payoff returns, in a finished position, +1 if the player to move has
// won and -1 if not.
func (p Position) Payoff() int64 {
	w := p.winner()
	if w == 0 {
		return 0
	}
	return game.WinValue(w == p.turn)
}

// Key is the two cells, the player to move and the turns played: "m 12
// c 3 mouse 4".
func (p Position) Key() string {
	return fmt.Sprintf("m %d c %d %s %d", p.m, p.c, strings.ToLower(playerName(p.turn)), p.played)
}

// outcome returns who wins from p under optimal play, and in how many
// moves, by the retrograde analysis and the turns left. O(1).
func (p Position) outcome() (game.Player, int) {
	if w := p.winner(); w != 0 {
		return w, 0
	}
	left := p.t.limit - p.played
	s := p.m*p.t.rows*p.t.cols + p.c
	k := 0
	if p.turn == cat {
		k = 1
	}
	r := int(p.t.rem[s][k])
	switch p.t.res[s][k] {
	case mouseWin:
		if r <= left {
			return mouse, r
		}
	case catWin:
		return cat, min(r, left)
	}
	return cat, left
}

// Solve returns who wins and the remoteness. O(1).
func (p Position) Solve() game.Result {
	w, r := p.outcome()
	return game.MoverResult(p.turn, game.WinValue(w == p.turn), r)
}

// Options values every move, in the order of Moves: O(1) each.
func (p Position) Options() []game.Option {
	if p.winner() != 0 {
		return nil
	}
	cells := p.t.moves[p.turn][p.at()]
	opts := make([]game.Option, len(cells))
	for k, i := range cells {
		w, r := p.after(i).outcome()
		opts[k] = game.Option{Move: p.cell(i), Value: game.WinValue(w == p.turn), Remoteness: r}
	}
	return opts
}

// Line returns an optimal line: at each move the winner's quickest and
// the loser's longest, the first in the order of Moves among equals. O(j)
// a move, at most 1000 moves.
func (p Position) Line() game.Line {
	var l game.Line
	for st := range p.Steps {
		l = append(l, st)
	}
	return l
}

// Steps yields the steps of [Position.Line] without storing them.
func (p Position) Steps(yield func(game.Step) bool) {
	for p.winner() == 0 {
		opts := p.Options()
		_, best := game.Best(opts)
		o := game.Quickest(best)
		mv := o.Move.(Move)
		if !yield(game.Step{Player: p.turn, Move: mv, Index: mv.Row*p.t.cols + mv.Col}) {
			return
		}
		p = p.after(mv.Row*p.t.cols + mv.Col)
	}
}

// LineBound is the longest a line can be: the turns left.
func (p Position) LineBound() int64 { return int64(p.t.limit - p.played) }

// Touches returns the cell a move jumps to, in reading order, 1.
func (p Position) Touches(m game.Move) (first, n int) {
	mv, ok := m.(Move)
	if !ok || mv.Row < 0 || mv.Row >= p.t.rows || mv.Col < 0 || mv.Col >= p.t.cols {
		return -1, 0
	}
	return mv.Row*p.t.cols + mv.Col, 1
}

// Describe says where the pieces are and how many turns are left:
// "Mouse at 2,0, Cat at 1,1, food at 0,4; turn 1 of 1000".
func (p Position) Describe() string {
	return fmt.Sprintf("Mouse at %s, Cat at %s, food at %s; turn %d of %d", p.cell(p.m).Label(), p.cell(p.c).Label(), p.cell(p.t.food).Label(), p.played+1, p.t.limit)
}

// Board returns the grid, row by row: walls marked "wall", the food
// "food", Mouse and Cat as pieces taken by their player; each cell the
// player to move can jump to (their own cell: staying) plays that jump.
func (p Position) Board() game.Board {
	n := p.t.rows * p.t.cols
	cells := make([]game.Cell, n)
	for i := range cells {
		c := &cells[i]
		switch {
		case p.t.wall(i):
			c.Text, c.Mark = "#", "wall"
		case i == p.m && i == p.c:
			c.Text, c.Mark, c.Taken, c.By = "C", "piece", true, cat
		case i == p.m:
			c.Text, c.Mark, c.Taken, c.By = "M", "piece", true, mouse
		case i == p.c:
			c.Text, c.Mark, c.Taken, c.By = "C", "piece", true, cat
		case i == p.t.food:
			c.Text, c.Mark = "F", "food"
		default:
			c.Text = "."
		}
	}
	if p.winner() == 0 {
		for _, i := range p.t.moves[p.turn][p.at()] {
			cells[i].Move = p.cell(i)
		}
	}
	return game.Board{Cells: cells, Cols: p.t.cols, Note: fmt.Sprintf("catJump %d, mouseJump %d; turn %d of %d; choose a cell to jump to (your own to stay)", p.t.jump[cat], p.t.jump[mouse], p.played+1, p.t.limit)}
}

// Insight explains the retrograde analysis on this grid: how many states
// each player wins, how many are drawn (Cat's by the 1000-turn rule),
// and what that makes of the position. O(1): the counts are the
// analysis'.
func (p Position) Insight() (game.Insight, bool) {
	t := p.t
	in := game.Insight{
		Title: "Retrograde analysis: from the ends of the game backward",
		Paragraphs: []string{
			"A state is where Mouse and Cat stand and whose turn it is: at most 2·s² of them, s the floor cells. Some are over already: Cat on Mouse, Cat on the food (Cat wins), Mouse on the food (Mouse wins). " +
				"Work **backward** from them: a state is won for the player to move once one of their jumps reaches a state lost for the other, and lost once every jump reaches a state won for the other. " +
				"Labelled in that order, each state gets its **remoteness**, how many turns the game lasts: the winner hurries, the loser holds out.",
			"The states never labelled are **draws**: neither can force anything, and the game would go on for ever. The 1000-turn rule gives them to **Cat**. " +
				"It decides nothing else here: on every grid of up to 8×8 cells tried, no state is won in as many as 1000 turns, so Mouse wins exactly the states the analysis gives her.",
		},
		Head: []string{"to move", "Mouse wins", "Cat wins", "drawn (Cat's)"},
	}
	for k, who := range []string{"Mouse", "Cat"} {
		in.Rows = append(in.Rows, []string{who, strconv.Itoa(t.wins[k]), strconv.Itoa(t.loss[k]), strconv.Itoa(t.dr[k])})
	}
	foot := fmt.Sprintf("The grid has %d floor cells (food included): the table counts the %d states of two cells where the game is not over yet. ", t.floor, t.wins[0]+t.loss[0]+t.dr[0])
	s := p.m*t.rows*t.cols + p.c
	k := 0
	if p.turn == cat {
		k = 1
	}
	w, r := p.outcome()
	switch {
	case p.winner() != 0:
		foot += fmt.Sprintf("Here the game is over: %s has won.", playerName(p.winner()))
	case t.res[s][k] == draw:
		foot += fmt.Sprintf("Here the state is drawn: neither can force a win, and Cat wins when the %d turns run out, in %s.", t.limit, game.Count(r, "move"))
	case w == mouse:
		foot += fmt.Sprintf("Here Mouse wins: she reaches the food in %s, whatever Cat does.", game.Count(r, "move"))
	case t.res[s][k] == mouseWin:
		foot += fmt.Sprintf("Here Mouse would win in %d moves, but only %d turns are left: Cat wins at the limit.", t.rem[s][k], t.limit-p.played)
	default:
		foot += fmt.Sprintf("Here Cat wins by force, catching Mouse or reaching the food first, in %s.", game.Count(r, "move"))
	}
	in.Footer = []string{foot}
	return in, true
}

// Draw draws an instance of about n cells for check and random games,
// within LeetCode's constraints: up to 8×8 cells, about a fifth of them
// walls, one 'M', 'C' and 'F', jumps 1 to 8.
func Draw(r *rand.Rand, n int) (grid []string, catJump, mouseJump int64) {
	n = min(max(n, 3), 64)
	rows := 1 + r.IntN(min(8, n))
	cols := min(8, max(1, n/rows))
	if rows*cols < 3 {
		rows, cols = 1, 3
	}
	b := []byte(strings.Repeat(".", rows*cols))
	for i := range b {
		if r.IntN(5) == 0 {
			b[i] = '#'
		}
	}
	perm := r.Perm(len(b))
	b[perm[0]], b[perm[1]], b[perm[2]] = 'M', 'C', 'F'
	for i := 0; i < rows; i++ {
		grid = append(grid, string(b[i*cols:(i+1)*cols]))
	}
	return grid, 1 + r.Int64N(8), 1 + r.Int64N(8)
}
