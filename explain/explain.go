// Package explain turns a solved position into an explanation a learner can
// follow: the optimal game move by move with the running differential, why
// each move is right (the value of every option, numbers filled in), the
// recursion tree with its memo hits, the DP table with the optimal line, and
// an insight specific to the game (the parity certificate of stone-game, the
// a+b order of stone-game-vi).
//
// [Build] computes one model, an [Explanation]; printers render it as text
// ([Explanation.Text]), markdown ([Explanation.Markdown]), a standalone SVG
// ([Explanation.SVG]) or a self-contained HTML page ([Explanation.HTML]).
// The web app embeds the pieces: [Explanation.HTMLFragment] with [CSS], and
// the figures [Explanation.ChartSVG], [Explanation.TreeSVG] and
// [Explanation.TableSVG].
//
// Every part has a size limit (see [Options]); past it the part is left out
// and [Explanation.Notes] says what and why. The walk-through, the verdict and
// the values of the first moves (on a row, of the last ones too) always come:
// for 10^5 items the whole explanation is built in well under a second,
// because the line comes from the game's own O(n) solver. On a
// pseudo-random row every move is valued too, in O(n)
// ([ends.Position.LineOptions]); on a row that defeats it (a sorted one)
// the notes say so.
//
//	g, _ := games.Lookup("stone-game")
//	p, _ := g.New([]int64{1, 5, 100, 7})
//	e, _ := explain.Build(g, p, nil)
//	os.Stdout.Write(e.Text(false))
package explain

import (
	"errors"
	"fmt"
	"strings"

	"stonegame/anypick"
	"stonegame/ends"
	"stonegame/game"
	"stonegame/games"
)

// Options limits the parts of an explanation. The zero value (or a nil
// *Options) means the defaults below.
type Options struct {
	// TreeMax is the largest number of items drawn as a full recursion
	// tree (default 12). A game whose tree would have more than TreeCalls
	// calls even with memoization is not drawn either (default 400).
	TreeMax, TreeCalls int
	// TableMax is the largest row with a DP table (default 300). The text
	// and markdown printers show the table only while it fits in 100
	// columns; the SVG and HTML printers draw it as a heatmap up to TableMax.
	TableMax int
	// ExactMax is the largest number of items for which every move of the
	// walk-through is stepped through [game.Solvable.Options] (default
	// 2000): each move is valued, and among equally good take-from-an-end
	// moves the larger item is taken. Past it the walk-through is the game's
	// own optimal line ([game.Solvable.Line], O(n)). On a
	// take-from-either-end row every move is still valued, by
	// [ends.Position.LineOptions], as long as that takes at most Budget
	// steps. Otherwise only the first Edge moves are valued (default 20),
	// plus, on a row (whose positions step in O(1)), the last ExactMax
	// moves: valuing a move one by one costs O(what remains), every move
	// O(n²).
	ExactMax, Edge int
	// Budget bounds the work, in elementary steps, of valuing every move
	// of a row longer than ExactMax (default 128·n + 10^6 for n items:
	// enough for a pseudo-random row, which needs about 50·n, and a
	// random walk of 10^5; not for a sorted row, which would need O(n²)).
	// A step costs a few nanoseconds.
	Budget int
	// ValueMax is the longest row whose every move is valued by
	// [ends.Position.LineOptions] (default 200,000). Valuing is cheap, but
	// printing every move's options is not: at 10^6 items the text would be
	// over 400 MB. Past it, moves are valued as past Budget.
	ValueMax int
}

// budget returns o.Budget, or its default for n items.
func (o Options) budget(n int) int {
	if o.Budget > 0 {
		return o.Budget
	}
	return 128*n + 1_000_000
}

func (o *Options) withDefaults() Options {
	var r Options
	if o != nil {
		r = *o
	}
	def := func(v *int, d int) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&r.TreeMax, 12)
	def(&r.ValueMax, 200_000)
	def(&r.TreeCalls, 400)
	def(&r.TableMax, 300)
	def(&r.ExactMax, 2000)
	def(&r.Edge, 20)
	return r
}

// Explanation is the model every printer renders: everything is computed by
// [Build], nothing by the printers.
type Explanation struct {
	Game *games.Game
	// Row is the starting row of a take-from-either-end game; nil for
	// other games.
	Row []int64
	// Alice and Bob are the stones' values in stone-game-vi; nil for other
	// games.
	Alice, Bob []int64
	N          int         // the number of items (numbers in the row, stones)
	Result     game.Result // optimal totals from the start
	Answer     any         // the answer in the problem's terms: a bool or an int
	// Moves is the optimal game, move by move.
	Moves []Move
	// Valued counts the moves whose options are valued (Move.Choices).
	Valued int
	Tree   *Tree   // nil when left out (see Notes)
	Table  *Table  // nil when left out or not a take-from-either-end game
	Parity *Parity // stone-game only
	Pairs  *Pairs  // stone-game-vi only
	// Notes says what was left out and why, one sentence each.
	Notes []string

	overBudget bool // valuing every move of the row ran past Options.Budget
	overValue  bool // the row is longer than Options.ValueMax
}

// Move is one move of the optimal game.
type Move struct {
	game.Step
	Number int // 1 for the first move
	// Before describes what remains before the move: "1 5 100 7".
	Before string
	// First and Second are both players' running totals after the move.
	First, Second int64
	// Diff is the running differential, player 1's total minus player 2's,
	// after the move.
	Diff int64
	// Value is the value of the position before the move for the player
	// to move: what they end up ahead by, from here on, under optimal play.
	Value int64
	// Choices values the options of the move, nil when it is not valued.
	// A game with many moves lists only the optimal ones and the best
	// other one (at most 8); Omitted counts the rest.
	Choices []Choice
	Omitted int
}

// Choice is one option of a move and its value.
type Choice struct {
	Move  game.Move
	Index int   // the index, in the input, of the item it takes; -1 if none
	Gain  int64 // the points it scores for the mover
	// Rest describes the position after it: "5 100 7".
	Rest string
	// RestValue is the value of the position after it for whoever moves
	// there; Value = Gain - RestValue when the turn passes (Again false),
	// Gain + RestValue when the same player moves again.
	RestValue int64
	Again     bool
	Value     int64 // the mover's differential from here if they choose it
	Optimal   bool  // Value is the best of the move's options
	Chosen    bool  // the walk-through plays it
}

// ErrNoMoves is returned by [Build] for a position where the game is already
// over.
var ErrNoMoves = errors.New("the game is already over: there is nothing to explain")

// Build explains the game g from the position p, which must be a starting
// position built by g.New. It returns an error (never panics) for a nil game
// or position and for a finished position. Its cost is O(n) plus the parts
// within their limits: O(ExactMax²) for the valued walk-through (past
// ExactMax on a row, at most Budget steps to value every move), O(n²) for
// the DP table up to TableMax, the memoized tree up to TreeMax.
func Build(g *games.Game, p game.Solvable, opts *Options) (*Explanation, error) {
	if g == nil || p == nil {
		return nil, errors.New("explain: no game or no position given")
	}
	if len(p.Moves()) == 0 {
		return nil, ErrNoMoves
	}
	o := opts.withDefaults()
	e := &Explanation{Game: g}
	switch q := p.(type) {
	case ends.Position:
		e.Row = q.Remaining()
		e.N = len(e.Row)
	case anypick.Position:
		e.Alice, e.Bob = q.Alice(), q.Bob()
		e.N = len(q.Rest())
	default:
		e.N = len(p.Line())
	}
	if err := e.walk(p, o); err != nil {
		return nil, err
	}
	switch {
	case e.Valued == len(e.Moves):
	case e.overValue:
		e.Notes = append(e.Notes, fmt.Sprintf("Only moves %s of the %d are valued: every move is valued for rows of up to %d numbers; past that, the option values of every move would make the explanation hundreds of megabytes. So the walk-through follows the solver's O(n) optimal line and values only its first and last moves.", e.valuedRanges(), len(e.Moves), o.ValueMax))
	case e.overBudget:
		e.Notes = append(e.Notes, fmt.Sprintf("Only moves %s of the %d are valued: valuing every move takes O(n) on a pseudo-random row, but O(n²) on this one, whose fused stacks stay tall (as a sorted row's do), more than the budget of %d steps. So the walk-through follows the solver's O(n) optimal line and values only the moves it reaches cheaply.", e.valuedRanges(), len(e.Moves), o.budget(e.N)))
	default:
		e.Notes = append(e.Notes, fmt.Sprintf("Only moves %s of the %d are valued: valuing a move costs O(n), every move O(n²) in all, too slow for %d items. So the walk-through follows the solver's O(n) optimal line and values only the moves it reaches cheaply.", e.valuedRanges(), len(e.Moves), e.N))
	}
	last := e.Moves[len(e.Moves)-1]
	e.Result = game.Result{First: last.First, Second: last.Second, Differential: last.Diff}
	e.Answer = g.Answer(e.Result)
	e.tree(p, o)
	e.table(p, o)
	e.insight(p)
	return e, nil
}

// valuedRanges lists the runs of valued moves: "1–20 and 99981–100000".
func (e *Explanation) valuedRanges() string {
	var runs []string
	for k := 0; k < len(e.Moves); k++ {
		if e.Moves[k].Choices == nil {
			continue
		}
		j := k
		for j+1 < len(e.Moves) && e.Moves[j+1].Choices != nil {
			j++
		}
		if j == k {
			runs = append(runs, fmt.Sprint(k+1))
		} else {
			runs = append(runs, fmt.Sprintf("%d–%d", k+1, j+1))
		}
		k = j
	}
	switch len(runs) {
	case 0:
		return "none"
	case 1:
		return runs[0]
	}
	return strings.Join(runs[:len(runs)-1], ", ") + " and " + runs[len(runs)-1]
}

// Verdict states the result in the problem's terms, for example
// "Alice wins 101 to 12, so the answer is true".
func (e *Explanation) Verdict() string {
	return fmt.Sprintf("%s, so the answer is %v", e.Game.Outcome(e.Result, num), e.Answer)
}
