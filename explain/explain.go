// Package explain turns a solved position into an explanation a learner can
// follow: the optimal game move by move with the running differential, why
// each move is right (the value of every option, numbers filled in), the
// recursion tree with its memo hits, the DP table with the optimal line, and
// an insight specific to the game (the parity certificate of stone-game, the
// a+b order of stone-game-vi).
//
// It knows no game: it reads the game's [game.Spec] (names, parameters,
// kind, the words for a move, the costs of its operations) and asks the
// position for the optional abilities of package game — [game.Describer]
// for what remains, [game.Tabler] for the DP table, [game.Insighter] for the
// insight, [game.LineOptioner] to value every move at once — falling back
// to a plainer, still correct, explanation when one is absent. Each kind
// of game is shown as it is: a scoring game by both totals and the running
// differential; a win/lose game ([game.WinLose]) by who wins and in how
// many moves (the remoteness), position by position and node by node, with
// the Grundy value of each position of an impartial game
// ([game.Impartial]); a solo game ([game.Solo]) by its one player's score,
// with no opponent anywhere. A game over before its first move is explained
// too: the verdict and why ([Explanation.Over]). The walk-through is the
// game's own optimal line, the one solve prints, and no part recurses
// without bound: a position met again on the path to it (a loopy game) is
// shown as a repeat.
//
// [Build] computes one model, an [Explanation]; printers render it as text
// ([Explanation.Text]), markdown ([Explanation.Markdown]), a standalone SVG
// ([Explanation.SVG]) or a self-contained HTML page ([Explanation.HTML]).
// The web app embeds the pieces: [Explanation.HTMLFragment] with [CSS], and
// the figures [Explanation.ChartSVG], [Explanation.TreeSVG] and
// [Explanation.TableSVG].
//
// Every part has a size limit (see [Options]); past it the part is left out
// and [Explanation.Notes] says what and why. The walk-through, the verdict
// and the values of the first moves always come; past KeepMax moves the
// walk-through keeps only its first and last Keep moves, so the model and
// its printouts stay small (the totals are still the whole game's). The
// line comes from the game's own solver, so a row of 10^5 numbers is
// explained in well under a second.
//
//	g, _ := games.Lookup("stone-game")
//	args := game.Args{game.ListOf(1, 5, 100, 7)}
//	p, _ := g.Start(context.Background(), args)
//	e, _ := explain.Build(g, args, p, nil)
//	os.Stdout.Write(e.Text(false))
package explain

import (
	"errors"
	"fmt"
	"strings"

	"stonegame/game"
)

// Options limits the parts of an explanation. The zero value (or a nil
// *Options) means the defaults below. n is the size of the instance: its
// longest list, or its integer.
type Options struct {
	// TreeMax is the largest size drawn as a full recursion tree (default
	// 12). A game whose tree would have more than TreeCalls calls even
	// with memoization is not drawn either (default 400).
	TreeMax, TreeCalls int
	// TableMax is the largest size with a DP table, for a game that has
	// one (default 300). The text and markdown printers show the table
	// only while it fits in 100 columns; the SVG and HTML printers draw it
	// as a heatmap up to TableMax.
	TableMax int
	// ExactMax bounds the work of valuing every move with
	// [game.Solvable.Options]: the walk does so when moves × OptionsCost(n)
	// is at most ExactMax² (default 2000: a game of 2000 items whose
	// Options cost O(n), of 158 if they cost O(n²)). The walk-through is
	// always the game's own optimal line ([game.Solvable.Line]), the one
	// solve prints; past ExactMax every move is still valued by
	// [game.LineOptioner], when the position has it, within Budget steps;
	// otherwise only the first Edge moves (default 20) and, when the
	// positions step cheaply (the Spec's PlayCost), the last moves whose
	// valuing fits in ExactMax² steps (the last 2000 of a game whose
	// Options cost O(n)).
	ExactMax, Edge int
	// Budget bounds the work, in elementary steps, of valuing every move
	// by LineOptions, and of stepping every position of the line (default
	// 128·n + 10^6 for size n: enough for a pseudo-random row, which needs
	// about 50·n; not for a sorted row, which would need O(n²)). A step
	// costs a few nanoseconds.
	Budget int
	// ValueMax is the largest size whose every move is valued by
	// LineOptions (default 200,000). Valuing is cheap, but holding every
	// move's options is not.
	ValueMax int
	// KeepMax is the longest walk-through kept whole (default 200,000
	// moves); past it the explanation keeps the first and the last Keep
	// moves (default 1000) and a note says how many were left out, so its
	// memory stays O(Keep) whatever the length of the game.
	KeepMax, Keep int
	// Place, optional, says where an instance sits in the table of its
	// game over its parameter, in paragraphs (nil for none): the CLI and
	// the web app pass pattern.Place. This package computes no table.
	Place func(g *game.Spec, args game.Args, winner game.Outcome) []string
}

// budget returns o.Budget, or its default for size n.
func (o Options) budget(n int) float64 {
	if o.Budget > 0 {
		return float64(o.Budget)
	}
	return 128*float64(n) + 1_000_000
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
	def(&r.KeepMax, 200_000)
	def(&r.Keep, 1000)
	return r
}

// Explanation is the model every printer renders: everything is computed by
// [Build], nothing by the printers.
type Explanation struct {
	Game *game.Spec
	// Args are the instance's parameters, in the order of Game.Params;
	// nil when Build was not given them (the input is then not shown).
	Args   game.Args
	N      int         // the size of the instance: its longest list, or its integer
	Result game.Result // optimal totals from the start (a win/lose game's differential is its payoff)
	Answer game.Answer // the answer in the problem's terms
	// Moves is the optimal game, move by move: every move, or past
	// Options.KeepMax moves the first and the last Options.Keep of them
	// (see Total and Abridged).
	Moves []Move
	// Total is the number of moves of the whole game.
	Total int
	// Valued counts the moves whose options were valued (among them the
	// Moves with Choices).
	Valued  int
	Tree    *Tree         // nil when left out (see Notes)
	Table   *game.Table   // nil when left out or the game has no table
	Insight *game.Insight // the game's insight, nil when it has none
	// Place says in a few paragraphs (marked as an Insight's) where the
	// instance sits in the table of its game over its integer, from
	// [Options.Place]; empty without one.
	Place []string
	// Notes says what was left out and why, one sentence or two each.
	Notes []string

	// Start describes the starting position ([game.Describe]) and Turn
	// is the player to move there: what the explanation of a game over
	// before the first move (Total 0, see [Explanation.Over]) states.
	Start string
	Turn  game.Player

	// Streamed says that the instance was too large to hold in memory
	// and was solved by the game's streaming solver: the explanation has
	// the verdict and Notes only (see [Streamed]).
	Streamed bool

	hasTable bool // the position is a game.Tabler
	why      string
}

// Abridged reports whether Moves leaves out moves of the game.
func (e *Explanation) Abridged() bool { return len(e.Moves) < e.Total }

// Over reports whether the game is over before the first move (can-i-win
// with desiredTotal 0, divisor-game with n = 1): the explanation then has
// the verdict and why, no walk-through, no tree and no table.
func (e *Explanation) Over() bool { return e.Total == 0 && !e.Streamed }

// Move is one move of the optimal game.
type Move struct {
	game.Step
	Number int // 1 for the first move
	// Before describes what remains before the move: "1 5 100 7"; empty
	// when the walk did not step through that position.
	Before string
	// First and Second are both players' running totals after the move.
	First, Second int64
	// Diff is the running differential, player 1's total minus player 2's,
	// after the move.
	Diff int64
	// Value is the value of the position before the move for the player
	// to move: what they end up ahead by, from here on, under optimal
	// play (in a win/lose game +1 for a win, −1 for a loss, 0 for a
	// draw).
	Value int64
	// Remoteness, in a win/lose game, is the remoteness of the position
	// before the move ([game.Result.Remoteness]): the mover wins or loses
	// in that many moves. It is [game.Unknown] when neither the game nor
	// the move's options tell it, and for a draw.
	Remoteness int
	// Choices values the options of the move, nil when it is not valued.
	// A game with many moves lists only the optimal ones and the best
	// other one (at most 8); Omitted counts the rest, and Best counts the
	// optimal ones among all the options, listed or not.
	Choices []Choice
	Omitted int
	Best    int
	// Optimal are all the optimal moves ([game.Judge]), listed or not,
	// in the order of the options; nil when the move is not valued.
	Optimal []game.Move
	// Repeat, when not 0, says that the move comes back to the position
	// that stood before move Repeat (a loopy game): the walk-through ends
	// with it.
	Repeat int
}

// diffBefore returns the running differential before m.
func (m Move) diffBefore() int64 {
	if m.Player == game.First {
		return m.Diff - m.Gain
	}
	return m.Diff + m.Gain
}

// Choice is one option of a move and its value.
type Choice struct {
	Move  game.Move
	Index int   // the index, in the input, of the first item it takes; -1 if none
	Gain  int64 // the points it scores for the mover
	// Rest describes the position after it: "5 100 7".
	Rest string
	// RestValue is the value of the position after it for whoever moves
	// there; Value = Gain - RestValue when the turn passes (Again false),
	// Gain + RestValue when the same player moves again.
	RestValue int64
	Again     bool
	// End says that the move ends the game: Rest is a finished position.
	End   bool
	Value int64 // the mover's differential from here if they choose it
	// Remoteness, in a win/lose game, is how many moves the game lasts
	// from here if the mover chooses it, this one included (1 when it
	// ends the game); [game.Unknown] when the game does not tell.
	Remoteness int
	// Optimal says that the option is one of the best ([game.Judge]): of
	// the best Value and, in a win/lose game whose remoteness is known,
	// the quickest win or the latest loss.
	Optimal bool
	Chosen  bool // the walk-through plays it
}

// Build explains the game g from the position p, which must be the
// starting position g.New builds from args. args may be nil: the input is
// then not shown and the size of the instance is taken as the length of
// the line. A finished position (no legal move: divisor-game with n = 1)
// gets the verdict and why the game is over ([Explanation.Over]). Build
// returns an error (never panics) for a nil game or position. Its cost is the game's Line plus
// the parts within their limits (see [Options]): O(ExactMax²) elementary
// steps for a walk-through valued move by move, Budget for one valued by
// LineOptions, the DP table up to TableMax, the memoized tree up to
// TreeMax. Its memory is the line's plus O(Keep) moves, and past KeepMax
// moves, for a position that is a [game.Stepper], O(Keep) moves and the
// solver's own memory: the line is then given step by step, never stored.
func Build(g *game.Spec, args game.Args, p game.Solvable, opts *Options) (*Explanation, error) {
	if g == nil || p == nil {
		return nil, errors.New("explain: no game or no position given")
	}
	o := opts.withDefaults()
	e := &Explanation{Game: g, Args: args, N: args.Size(), Start: describe(p), Turn: p.Turn()}
	if game.Over(p) {
		e.over(p)
		e.place(o)
		return e, nil
	}
	if args == nil {
		if _, long := game.LongLine(p); !long {
			e.N = game.CountSteps(p)
		}
	}
	tableNote := e.table(p, o)
	tb, treeNote := e.tree(p, o)
	if err := e.walk(p, o, tb); err != nil {
		return nil, err
	}
	if e.Abridged() {
		e.Notes = append(e.Notes, fmt.Sprintf("The walk-through lists moves 1–%d and %d–%d of the %d: past %d moves, listing every move would take hundreds of megabytes. The totals and the verdict are the whole game's, from the solver.", e.Moves[o.Keep-1].Number, e.Moves[o.Keep].Number, e.Total, e.Total, o.KeepMax))
	}
	switch {
	case e.Valued == 0 && e.why != "":
		e.Notes = append(e.Notes, "No move is valued: "+e.why)
	case e.Valued < e.Total && e.why != "":
		e.Notes = append(e.Notes, fmt.Sprintf("Only moves %s of the %d are valued: %s", e.valuedRanges(), e.Total, e.why))
	}
	e.Answer = g.AnswerAt(p, e.Result)
	e.markLine()
	for _, note := range []string{treeNote, tableNote} {
		if note != "" {
			e.Notes = append(e.Notes, note)
		}
	}
	e.insight(p)
	e.place(o)
	if !e.hasTable && (e.Insight == nil || len(e.Insight.Rows) == 0) {
		// A game whose insight draws a table has a table of its own.
		note := "There is no DP table: this game's solver does not fill a table of subproblems."
		if e.Tree != nil {
			note += " The recursion tree shows the value of every position it reaches."
		}
		e.Notes = append(e.Notes, note)
	}
	if e.Insight == nil {
		e.Notes = append(e.Notes, "There is no insight section: this game has no idea of its own to teach beyond the recursion.")
	}
	return e, nil
}

// over fills e for a start p where the game is already over: the result
// is p's payoff (totals of 0), counted from player 1's side, reached in no
// move, and the game's insight, if it has one. The walk-through, the tree
// and the table would be empty: they are left out, without a note.
func (e *Explanation) over(p game.Solvable) {
	e.Result = game.Score(nil, p)
	e.Result.Remoteness = 0
	if e.Game.Kind == game.WinLose && e.Result.Winner() == game.Draw {
		e.Result.Remoteness = game.Unknown
	}
	e.Answer = e.Game.AnswerAt(p, e.Result)
	e.insight(p)
}

// place fills e.Place by o.Place, when the instance is known.
func (e *Explanation) place(o Options) {
	if o.Place != nil && e.Args != nil {
		e.Place = o.Place(e.Game, e.Args, e.Result.Winner())
	}
}

// insight fills e.Insight from p, when the game offers one.
func (e *Explanation) insight(p game.Solvable) {
	if in, ok := p.(game.Insighter); ok {
		if ins, ok := in.Insight(); ok {
			e.Insight = &ins
		}
	}
}

// Streamed returns the explanation of an instance too large to hold in
// memory, of n numbers, whose optimal totals r a streaming solver of the
// game found ([game.Spec.Stream], [game.Spec.StreamPair]): the input's
// size, the verdict and why the rest is left out (note). The walk-through,
// the options and the figures need the whole instance in memory, and are
// absent. O(1) memory.
func Streamed(g *game.Spec, n int, r game.Result, note string) *Explanation {
	if g.Kind == game.WinLose && r.Remoteness == 0 {
		r.Remoteness = game.Unknown // a streaming solver that does not count it leaves 0
	}
	e := &Explanation{Game: g, N: n, Result: r, Answer: g.Answer(r), Streamed: true}
	if note != "" {
		e.Notes = []string{note}
	}
	return e
}

// table fills e.Table for a game with one, within TableMax, and returns the
// note to add when it is left out.
func (e *Explanation) table(p game.Solvable, o Options) string {
	tb, ok := p.(game.Tabler)
	if !ok {
		return ""
	}
	e.hasTable = true
	if e.N > o.TableMax {
		return fmt.Sprintf("The DP table is drawn up to %d items; this input has %d, so its table is left out. The values above come from the game's own solver, not from the table.", o.TableMax, e.N)
	}
	t, ok := tb.Table(o.TableMax)
	if !ok {
		return "The game offers no DP table for this input."
	}
	e.Table = &t
	return ""
}

// valuedRanges lists the runs of valued moves: "1–20 and 99981–100000".
func (e *Explanation) valuedRanges() string {
	var runs []string
	for k := 0; k < len(e.Moves); k++ {
		if e.Moves[k].Choices == nil {
			continue
		}
		j := k
		for j+1 < len(e.Moves) && e.Moves[j+1].Choices != nil && e.Moves[j+1].Number == e.Moves[j].Number+1 {
			j++
		}
		if j == k {
			runs = append(runs, fmt.Sprint(e.Moves[k].Number))
		} else {
			runs = append(runs, fmt.Sprintf("%d–%d", e.Moves[k].Number, e.Moves[j].Number))
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

// Verdict states the result in the problem's terms, by the game's kind:
// "Alice wins 101 to 12, so the answer is true"; in a win/lose game with
// the remoteness when it is known, "Alice wins in 3 moves, so the answer
// is true"; in a solo game "Alice scores 18, so the answer is 18".
func (e *Explanation) Verdict() string {
	v := e.Game.Outcome(e.Result, game.Num)
	if e.winLose() {
		v += e.Result.InMoves()
	}
	return fmt.Sprintf("%s, so the answer is %v", v, e.Answer)
}
