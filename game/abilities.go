package game

import (
	"errors"
	"fmt"
	"iter"
)

// This file holds the optional abilities a position may have, each an
// interface a front end asks for with a type assertion, and each with a
// generic fallback here that is correct, if plainer.

// Describer is a position that can say what remains, for people: "1 5 100
// 7", "pile of 13", "stones 0 2 5".
type Describer interface {
	Describe() string
}

// Describe returns what remains in p: its Describe when it is a
// [Describer], otherwise its Key.
func Describe(p Position) string {
	if d, ok := p.(Describer); ok {
		return d.Describe()
	}
	return p.Key()
}

// Toucher is a position that can say which items of the starting instance
// a move takes: n consecutive items from index first (several for a move
// of Stone Game II or III), or n = 0 for none.
type Toucher interface {
	Touches(m Move) (first, n int)
}

// Touches returns the items m takes in p, as [Toucher] does, or -1, 0 when
// p is not a Toucher or m takes no item (a move of a win/lose game on one
// pile).
func Touches(p Position, m Move) (first, n int) {
	if t, ok := p.(Toucher); ok {
		return t.Touches(m)
	}
	return -1, 0
}

// Itemer is a position that can say the value of the first item a move
// takes, for [Step.Item].
type Itemer interface {
	Item(m Move) int64
}

// Cell is one item of a [Board]: a number of the starting instance (or
// several, for stone-game-vi's two values), whether it is taken and by
// whom, and the move that takes it now, if one does.
type Cell struct {
	Values []int64 // the item's numbers: one for a row, aliceValues[i] and bobValues[i] for a stone
	// Text, when set, is what the item shows instead of numbers: a
	// string's character ("+"). Values may then be empty.
	Text  string
	Taken bool
	By    Player // who took it, when Taken and known (0 if not)
	// Move is the move that selecting this item plays, nil when no move
	// does: a row's two ends, every untaken stone, the first three stones
	// of Stone Game III (taking through it).
	Move Move
	// Mark, optional, says what kind of square a cell of a grid is, when
	// the game needs more than its text and owner to draw it: "wall",
	// "piece", "dot", "edge", "box". Front ends may style it; none needs
	// to.
	Mark string
}

// Board is a position drawn as items, for the terminal game and the web:
// one row of cells (a row of numbers, a string's characters, stones), or,
// when Cols is positive, a grid of len(Cells)/Cols rows of Cols cells,
// Cells in reading order (row 0 first, left to right): a tic-tac-toe
// board, a bar of Chomp, Dots and Boxes as a (2r+1)×(2c+1) grid of dots,
// edges and boxes.
type Board struct {
	// Labels name the rows of values ("Alice", "Bob"), one per entry of
	// a Cell's Values; nil for one unnamed row.
	Labels []string
	Cells  []Cell
	// Note says what the board does not show ("M = 2: take 1 to 4 piles").
	Note string
	// Cols, when positive, is the number of columns of a grid: len(Cells)
	// is then a multiple of it. 0 is one row of cells.
	Cols int
}

// Rows returns the number of rows of b's grid: len(Cells)/Cols, or 1 for a
// board of one row (0 when it has no cells).
func (b Board) Rows() int {
	if b.Cols <= 0 {
		return min(len(b.Cells), 1)
	}
	return len(b.Cells) / b.Cols
}

// Grid reports whether b is a grid (Cols > 0) rather than one row.
func (b Board) Grid() bool { return b.Cols > 0 }

// Boarder is a position that can draw itself as a [Board]. Front ends
// without a board show [Describe] and the list of moves.
type Boarder interface {
	Board() Board
}

// Table is a DP table of a game, for explain: Cells[i][j] is the value of
// the state named by Rows[i] and Cols[j]; Has[i][j] is false where the
// state does not exist (below the diagonal of an interval DP).
type Table struct {
	Title      string // "value(i..j): row i, column j", the figure's heading
	Rows, Cols []string
	Cells      [][]int64
	Has        [][]bool
	// Path marks the states the optimal line passes through, in order, as
	// [row, col] pairs.
	Path [][2]int
	// About, optional, says in a paragraph how the table is filled (its
	// recurrence). It may mark emphasis as Insight's paragraphs do.
	About string
	// Margin, optional, is a second label of each row, under the heading
	// MarginHead: the item a[i] of row i of an interval DP.
	MarginHead string
	Margin     []string
	// Cell, optional, names cell (i, j) from Rows[i] and Cols[j], as a
	// format with two %s verbs: "value(%s..%s)". The default is
	// "value(%s, %s)".
	Cell string
	// States, optional, names the states in the plural: "intervals". The
	// default is "states".
	States string
}

// Tabler is a position that can build its game's DP table, up to max items
// (it returns false past that, or when the table would not teach much).
type Tabler interface {
	Table(max int) (Table, bool)
}

// Impartial is a position of an impartial game (both players have the
// same moves from every position) that knows its Sprague–Grundy value:
// the mex of the values of the positions it moves to, 0 exactly when the
// player to move loses under normal play. A sum of independent games
// (Nim's piles, Flip Game's runs of +) has the XOR of its parts' values.
// ok is false when the position does not know it (an instance too large
// to compute it for). Explain shows it in the tree and the table.
type Impartial interface {
	Grundy() (g uint64, ok bool)
}

// Insight is a game's own "aha", drawn from the user's instance, for
// explain: a titled section of paragraphs, with an optional table of text.
// A paragraph (or a footer) may mark emphasis as **like this**, the one
// markup it has. A table column whose cells are all numbers (or "…" or
// empty) is set right-aligned.
type Insight struct {
	Title      string
	Paragraphs []string
	// Head and Rows, when Rows is not empty, are a small table (its
	// header and rows of cells).
	Head []string
	Rows [][]string
	// Footer, optional, follows the table.
	Footer []string
}

// Insighter is a position that can explain its game's insight on the
// instance it starts.
type Insighter interface {
	Insight() (Insight, bool)
}

// LineOptioner is a position that can value every option of every move of
// its optimal line at once, cheaper than calling Options move by move:
// budget bounds the work in elementary steps; complete is false when it
// ran out, and opts then covers the first moves only.
type LineOptioner interface {
	LineOptions(budget int) (line Line, opts [][]Option, complete bool)
}

// Ender is a position that can tell whether the game is over (it has no
// legal move) without listing its moves: a tree of 17,710 nodes lists
// 17,710 cuts to say it has one. [Over] asks it first.
type Ender interface {
	Over() bool
}

// Over reports whether p has no legal move: p's own Over when it is an
// [Ender], otherwise whether its Moves are none.
func Over(p Position) bool {
	if e, ok := p.(Ender); ok {
		return e.Over()
	}
	return len(p.Moves()) == 0
}

// Stepper is a position that can give its optimal line one step at a time,
// without storing it: Steps yields the same steps as its Line, in order,
// and stops when yield returns false. A line of 10^8 moves is 5.6 GB as a
// [Line]; through Steps it costs what the game's solver needs to produce
// the next step (the fusion stack of a row, nothing for a closed form).
type Stepper interface {
	Steps(yield func(Step) bool)
}

// Steps returns the steps of p's optimal line: p's own Steps when p is a
// [Stepper] (memory its solver's, not the line's), otherwise the steps of
// p.Line() (the whole line in memory until the last step is taken).
func Steps(p Solvable) iter.Seq[Step] {
	if s, ok := p.(Stepper); ok {
		return s.Steps
	}
	return func(yield func(Step) bool) {
		for _, st := range p.Line() {
			if !yield(st) {
				return
			}
		}
	}
}

// CountSteps returns the number of moves of p's optimal line, through
// [Steps]: O(1) memory beyond the solver's for a [Stepper].
func CountSteps(p Solvable) int {
	n := 0
	for range Steps(p) {
		n++
	}
	return n
}

// ErrNoSolver is returned by [Apply] when a move of a game leads to a
// position that is not [Solvable]: a bug in that game.
var ErrNoSolver = errors.New("the game's next position has no solver")

// Apply plays m in p and returns the step it makes (who, what, which
// items, what it scored) and the position after it. It is the one way
// front ends make a move.
func Apply(p Solvable, m Move) (Step, Solvable, error) {
	gain, next, err := p.Play(m)
	if err != nil {
		return Step{}, nil, err
	}
	q, ok := next.(Solvable)
	if !ok {
		return Step{}, nil, fmt.Errorf("%v: %w", m, ErrNoSolver)
	}
	st := Step{Player: p.Turn(), Move: m, Index: -1, Gain: gain}
	if first, n := Touches(p, m); n > 0 {
		st.Index = first
		if n > 1 {
			st.Count = n
		}
	}
	if it, ok := p.(Itemer); ok {
		st.Item = it.Item(m)
	}
	return st, q, nil
}

// Replay plays moves from start, in order, and returns the line they make
// and the position they reach. It returns the first error, naming the
// move ("move 3: ..."), for a move that is not legal.
func Replay(start Solvable, moves []Move) (Line, Solvable, error) {
	line := make(Line, 0, len(moves))
	p := start
	for k, m := range moves {
		st, q, err := Apply(p, m)
		if err != nil {
			return line, p, fmt.Errorf("move %d: %w", k+1, err)
		}
		line = append(line, st)
		p = q
	}
	return line, p, nil
}

// Score returns the result of a finished line that ends at position end:
// the totals of its steps and, for a win/lose game, the payoff at end
// counted for the player to move there, with the line's length as its
// remoteness (the remoteness of its start when the line is optimal; 0 in a
// scoring game). end may be nil for a scoring game.
func Score(l Line, end Position) Result {
	var r Result
	r.First, r.Second = l.Totals()
	r.Differential = r.First - r.Second
	if end != nil {
		if pay := end.Payoff(); pay != 0 {
			if end.Turn() == First {
				r.Differential += pay
			} else {
				r.Differential -= pay
			}
			r.Remoteness = len(l)
		}
	}
	return r
}

// Resolve returns the legal move of p that m names: p's own answer when p
// is a [Resolver]; m itself when p.Moves lists it; otherwise the one
// listed move that takes the same items of the instance as m
// ([Touches]): the right end of a row of one number is also its left
// end, so a person may take it with either. ok is
// false when m names no listed move, or when p is not a [Toucher] and m is
// not listed. It costs one Moves and, when m is not listed, one Touches
// per move.
func Resolve(p Position, m Move) (Move, bool) {
	if r, ok := p.(Resolver); ok {
		return r.ResolveMove(m)
	}
	moves := p.Moves()
	for _, l := range moves {
		if l == m {
			return m, true
		}
	}
	first, n := Touches(p, m)
	if n == 0 {
		return m, false
	}
	var found Move
	for _, l := range moves {
		if f, k := Touches(p, l); f == first && k == n {
			if found != nil {
				return m, false // two listed moves take these items: m names neither
			}
			found = l
		}
	}
	if found == nil {
		return m, false
	}
	return found, true
}

// Resolver is a position that knows which of its listed moves a move read
// by [Spec.ParseMove] names, when that is more than equality: a rules
// file's position takes a move's number in its list ("2") for the move
// itself. [Resolve] asks it first.
type Resolver interface {
	ResolveMove(m Move) (Move, bool)
}

// LineBounder is a position that can bound, cheaply, how many moves its
// optimal line has. Games whose instance is a number (a heap of 2^31 − 1
// stones) have lines far longer than their input: front ends ask before
// they build one ([LongLine]).
type LineBounder interface {
	LineBound() int64
}

// LineMax is the most moves a front end builds a whole line of (about
// 560 MB of steps); past it, it shows the line's first moves
// ([LinePrefix]) and says so.
const LineMax = 10_000_000

// LongLine reports whether p's optimal line is known to be longer than
// LineMax, with the bound its position gives (0 when it gives none).
func LongLine(p Position) (bound int64, long bool) {
	if b, ok := p.(LineBounder); ok {
		n := b.LineBound()
		return n, n > LineMax
	}
	return 0, false
}

// LinePrefix returns the first k moves of an optimal line from p, by
// [LineBy]'s rule (the first best option), stepping positions: k Options
// calls, however long the whole line is.
func LinePrefix(p Solvable, k int) Line { return lineBy(p, nil, max(k, 0)) }
