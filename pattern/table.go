package pattern

import (
	"context"
	"fmt"
	"math"

	"stonegame/game"
)

// Cell is one instance of a table and its solution.
type Cell struct {
	Vars   []int64 // the axes' values
	Args   game.Args
	Result game.Result
	// Grundy is the instance's Sprague–Grundy value, or -1 when the game
	// is not impartial or the position does not know it.
	Grundy int64
}

// Table is a game solved over one axis (a strip) or two (a map).
type Table struct {
	Plan  *Plan
	Cells []Cell // row-major: the last axis varies fastest
	// Impartial is true when every cell has a Grundy value.
	Impartial bool
}

// MaxSteps bounds a table's estimated work, in the elementary steps of
// its game's [game.Spec.LineCost] summed over the instances: past it, a
// table is refused before any instance is solved.
const MaxSteps = 2e10

// maxItems bounds the items of all a table's instances together.
const maxItems = 1 << 26

// Estimate returns the table's estimated work in elementary steps (see
// [MaxSteps]), building every instance's parameters (not its position).
// It returns the first error of an instance's expressions.
func (pl *Plan) Estimate() (float64, error) {
	var steps float64
	items := 0
	for i := range pl.Len() {
		vs := pl.at(i)
		args, err := pl.Args(vs)
		if err != nil {
			return 0, fmt.Errorf("%s: %v", pl.Where(vs), err)
		}
		items += args.Numbers()
		if items > maxItems {
			return 0, fmt.Errorf("the table's instances hold more than %d numbers together: narrow the ranges", maxItems)
		}
		steps += pl.Game.LineCost.Of(args.Size())
	}
	return steps, nil
}

// Compute solves every instance of pl, in order, calling progress (when
// not nil) after each with the number done and the total. A game with
// [game.Spec.Batch] solves them all at once, sharing what they have in
// common (a rules file's positions), and falls back to one at a time when
// that fails. It first
// refuses a table whose [Plan.Estimate] is over [MaxSteps], saying the
// estimate; it stops at the first instance the game refuses (naming it
// and why) and returns ctx.Err() soon after ctx is done.
func Compute(ctx context.Context, pl *Plan, progress func(done, total int)) (*Table, error) {
	est, err := pl.Estimate()
	if err != nil {
		return nil, err
	}
	if est > MaxSteps {
		return nil, fmt.Errorf("the table would take about %s steps (%d instances of %s, whose solver costs %v each), more than the limit of %s: narrow the ranges", steps(est), pl.Len(), pl.Game.Name, pl.Game.LineCost, steps(MaxSteps))
	}
	t := &Table{Plan: pl, Cells: make([]Cell, pl.Len()), Impartial: true}
	// A game that solves instances together (a rules file: one graph for
	// all of them) is asked for all of them at once; if that fails, each
	// is started alone, to say which fails and why.
	var batch []game.Solvable
	if pl.Game.Batch != nil {
		list := make([]game.Args, len(t.Cells))
		for i := range list {
			vs := pl.at(i)
			if list[i], err = pl.Args(vs); err != nil {
				return nil, fmt.Errorf("%s: %v", pl.Where(vs), err)
			}
		}
		batch, err = pl.Game.Batch(ctx, list)
		if err != nil || len(batch) != len(list) {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			batch = nil
		}
	}
	for i := range t.Cells {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		vs := pl.at(i)
		args, err := pl.Args(vs)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", pl.Where(vs), err)
		}
		var p game.Solvable
		if batch != nil {
			p = batch[i]
		} else if p, err = pl.Game.Start(ctx, args); err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			return nil, fmt.Errorf("%s (%s): %v", pl.Where(vs), pl.Game.Notation(args), err)
		}
		c := Cell{Vars: vs, Args: args, Result: p.Solve(), Grundy: -1}
		if im, ok := p.(game.Impartial); ok && pl.Game.Kind == game.WinLose {
			if g, ok := im.Grundy(); ok && g <= math.MaxInt64 {
				c.Grundy = int64(g)
			}
		}
		if c.Grundy < 0 {
			t.Impartial = false
		}
		t.Cells[i] = c
		if progress != nil {
			progress(i+1, len(t.Cells))
		}
	}
	return t, nil
}

// steps writes a count of steps for a sentence: "3.2 × 10^10".
func steps(x float64) string {
	if math.IsInf(x, 1) {
		return "more than 10^308"
	}
	if x < 1e6 {
		return fmt.Sprintf("%.0f", x)
	}
	e := math.Floor(math.Log10(x))
	return fmt.Sprintf("%.1f × 10^%d", x/math.Pow(10, e), int(e))
}

// Column is one per-instance quantity of a table.
type Column uint8

const (
	Outcome      Column = iota // who wins: 1 the first player, -1 the second, 0 a draw
	Grundy                     // the Sprague–Grundy value (impartial games)
	Remoteness                 // how many moves a win/lose game lasts
	Differential               // the first player's total minus the second's (scoring games; solo: the score)
)

// String returns the column's name in CSV and JSON: "outcome", "grundy",
// "remoteness", "differential".
func (c Column) String() string {
	switch c {
	case Grundy:
		return "grundy"
	case Remoteness:
		return "remoteness"
	case Differential:
		return "differential"
	}
	return "outcome"
}

// Columns returns the columns that mean something for t's game: outcome
// always; the Grundy value when every instance has one; remoteness for a
// win/lose game when every instance knows it; the differential for a
// scoring game, the score for a solo one.
func (t *Table) Columns() []Column {
	cols := []Column{Outcome}
	if t.Impartial {
		cols = append(cols, Grundy)
	}
	if t.Plan.Game.Kind == game.WinLose {
		known := true
		for _, c := range t.Cells {
			known = known && (c.Result.Remoteness >= 0 || c.Result.Winner() == game.Draw)
		}
		if known {
			cols = append(cols, Remoteness)
		}
	} else {
		cols = append(cols, Differential)
	}
	return cols
}

// Value returns cell c's value in column col; ok is false when it has none
// (a draw's remoteness, an unknown Grundy value).
func (c Cell) Value(col Column, kind game.Kind) (x int64, ok bool) {
	switch col {
	case Grundy:
		return c.Grundy, c.Grundy >= 0
	case Remoteness:
		return int64(c.Result.Remoteness), c.Result.Remoteness >= 0
	case Differential:
		if kind == game.Solo {
			return c.Result.First, true
		}
		return c.Result.Differential, true
	}
	switch c.Result.Winner() {
	case game.FirstWins:
		return 1, true
	case game.SecondWins:
		return -1, true
	}
	return 0, true
}

// Seq returns column col of a one-axis table, one value per instance;
// a missing value is -1 (only a draw's remoteness can be missing there).
func (t *Table) Seq(col Column) []int64 {
	xs := make([]int64, len(t.Cells))
	for i, c := range t.Cells {
		x, ok := c.Value(col, t.Plan.Game.Kind)
		if !ok {
			x = -1
		}
		xs[i] = x
	}
	return xs
}
