package explain

import (
	"fmt"
	"iter"
	"slices"
	"sort"
	"strconv"

	"stonegame/game"
)

// maxChoices is how many options a move lists at most.
const maxChoices = 8

// walk fills e.Moves, e.Total, e.Valued and e.Result. When the moves are
// cheap to value one by one (moves × OptionsCost(n) within ExactMax²) it
// steps with Options, the game's Prefer picking among optimal moves (or its
// Line's move). Otherwise it follows the game's Line, valued by
// LineOptions within the budget when the position has them, else only at
// the first Edge moves and, when the positions step cheaply, the last
// ones. Past KeepMax moves only the first and last Keep moves are kept,
// and a position that is a [game.Stepper] gives its line step by step, so
// the line is never stored: memory O(Keep) beyond the game's solver.
func (e *Explanation) walk(p game.Solvable, o Options) error {
	g, n := e.Game, e.N
	limit := float64(o.ExactMax) * float64(o.ExactMax)
	exact := float64(n)*g.OptionsCost.Of(n) <= limit
	byPrefer := exact && g.Prefer != nil
	var line game.Line
	var steps iter.Seq[game.Step] // the line past KeepMax moves, never stored
	total := -1                   // the number of moves of the line, if there is one
	var lineOpts [][]game.Option  // the options of the first moves of line
	bound, long := game.LongLine(p)
	if long {
		// A line too long to walk (a heap of 2^31 − 1 stones): its first
		// moves, stepped one by one.
		byPrefer, exact = false, false
		line = game.LinePrefix(p, o.Keep)
		total = len(line)
		e.why = fmt.Sprintf("the optimal line has up to %d moves, too many to build, so the walk-through shows its first %d.", bound, len(line))
	}
	if !byPrefer && !long {
		lo, isLO := p.(game.LineOptioner)
		switch {
		case exact:
			line = p.Line()
		case isLO && n <= o.ValueMax:
			var complete bool
			line, lineOpts, complete = lo.LineOptions(int(min(o.budget(n), 1<<62)))
			e.why = fmt.Sprintf("valuing every move takes O(n) on a pseudo-random row, but O(n²) on this one, whose fused stacks stay tall (as a sorted row's do), more than the budget of %.0f steps. So the walk-through follows the solver's optimal line and values only the moves it reaches cheaply.", o.budget(n))
			if complete {
				e.why = ""
			}
		case isLO:
			line, steps, total = longLine(p, o)
			e.why = fmt.Sprintf("every move is valued for inputs of up to %d numbers; past that, the option values of every move would make the explanation hundreds of megabytes. So the walk-through follows the solver's optimal line and values only its first and last moves.", o.ValueMax)
		default:
			line, steps, total = longLine(p, o)
			e.why = fmt.Sprintf("valuing a move costs %v (this game's Options), every move of %d items more than %.0f steps in all. So the walk-through follows the solver's optimal line and values only the moves it reaches cheaply.", g.OptionsCost, n, limit)
		}
		if steps == nil {
			total = len(line)
		}
		if total == 0 {
			return ErrNoMoves
		}
	}
	hasLine := total >= 0
	// Stepping every position of the line (to describe and value the last
	// moves) costs moves × PlayCost(n); a line given step by step is
	// stepped through up to stepMax moves.
	work := float64(max(total, n))
	stepAll := exact || work*g.PlayCost.Of(n) <= o.budget(n) && (steps == nil || total <= stepMax)
	// The last moves valued: the most, tail, with tail × OptionsCost(tail)
	// within limit.
	tail := sort.Search(1<<30, func(t int) bool { return float64(t+1)*g.OptionsCost.Of(t+1) > limit })
	keepAll := hasLine && total <= o.KeepMax
	kept := func(t int) bool {
		return keepAll || t < o.Keep || hasLine && total-t <= o.Keep
	}
	var head, rear []Move // every kept move, or the first and the last Keep
	cur := p              // nil once the walk stops stepping positions
	var first, second int64
	// visit plays move t: ls is the line's step, nil without a line.
	visit := func(t int, ls *game.Step) error {
		reach := cur != nil
		keep := !hasLine || kept(t)
		valued := reach && (exact || keep && (t < len(lineOpts) || t < o.Edge || total-t <= tail))
		m := Move{Number: t + 1}
		if reach && keep {
			m.Before = game.Describe(cur)
		}
		var pick game.Move
		if ls != nil {
			m.Step = *ls
			pick = ls.Move
		}
		if valued {
			var opts []game.Option
			if t < len(lineOpts) {
				opts = lineOpts[t]
			} else {
				opts = cur.Options()
			}
			if len(opts) == 0 {
				return fmt.Errorf("explain: move %d: the line goes on but the game is over", t+1)
			}
			if pick == nil {
				_, best := game.Best(opts)
				pick = g.Prefer(best)
			}
			if keep {
				m.Choices, m.Omitted = e.choices(cur, opts, pick)
			}
			e.Valued++
		}
		if reach && (stepAll || valued) {
			st, next, err := game.Apply(cur, pick)
			if err != nil {
				return fmt.Errorf("explain: move %d: %v", t+1, err)
			}
			if ls == nil {
				m.Step = st
			}
			cur = next
		} else {
			cur = nil
		}
		if m.Player == game.First {
			first += m.Gain
		} else {
			second += m.Gain
		}
		m.First, m.Second, m.Diff = first, second, first-second
		switch {
		case keepAll || t < o.Keep || !hasLine && t < o.KeepMax:
			// Without a line the length is known at the end only: every
			// move is kept up to KeepMax.
			head = append(head, m)
		case keep:
			if len(head) > o.Keep {
				rear = append(rear[:0], head[len(head)-o.Keep:]...)
				head = slices.Clone(head[:o.Keep]) // frees the moves left out
			}
			if len(rear) == 2*o.Keep {
				rear = append(rear[:0], rear[o.Keep:]...)
			}
			rear = append(rear, m)
		}
		return nil
	}
	t := 0
	switch {
	case steps != nil:
		for st := range steps {
			if t < total {
				if err := visit(t, &st); err != nil {
					return err
				}
			}
			t++
		}
		if t != total {
			return fmt.Errorf("explain: the solver's line has %d moves, then %d: please report this input", total, t)
		}
	case line != nil:
		for ; t < len(line); t++ {
			if err := visit(t, &line[t]); err != nil {
				return err
			}
		}
	default:
		for ; len(cur.Moves()) > 0; t++ {
			if err := visit(t, nil); err != nil {
				return err
			}
		}
	}
	if len(rear) > o.Keep {
		rear = rear[len(rear)-o.Keep:]
	}
	e.Moves, e.Total = append(head, rear...), t
	if e.Valued < e.Total && e.why == "" {
		e.why = "past the budget, the walk-through values only the moves it reaches cheaply."
	}
	// The result: the line's totals and, in a win/lose game, the payoff at
	// the end, from the end position when the walk reached it, otherwise
	// from the solver.
	e.Result = game.Result{First: first, Second: second, Differential: first - second}
	if long {
		// The walk stopped mid-game: the result is the solver's.
		e.Result = p.Solve()
		e.Notes = append(e.Notes, "The walk-through shows the first "+strconv.Itoa(len(e.Moves))+" moves only: "+e.why)
		e.why = ""
	} else if cur != nil {
		e.Result = game.Score(nil, cur)
		e.Result.First, e.Result.Second = first, second
		e.Result.Differential += first - second
	} else if g.Kind == game.WinLose {
		e.Result.Differential = p.Solve().Differential
	}
	// Each position's value from the end: the value before a move is what
	// its mover nets from there on.
	final := e.Result.Differential
	for k := range e.Moves {
		m := &e.Moves[k]
		m.Value = game.Result{Differential: final - m.diffBefore()}.For(m.Player)
		for _, c := range m.Choices {
			// The line and the options come from different algorithms:
			// refuse to show numbers that disagree.
			if c.Chosen && (c.Value != m.Value || !c.Optimal) {
				return fmt.Errorf("explain: move %d: the solver's line and its options disagree (%d, %d): please report this input", m.Number, m.Value, c.Value)
			}
		}
	}
	return nil
}

// stepMax is the longest line given step by step whose every position the
// walk steps through (to describe and value its last moves): stepping a
// position costs about 100 ns, so 2^26 moves take seconds.
const stepMax = 1 << 26

// longLine returns the line of p, a long one: past KeepMax moves, when p is
// a [game.Stepper], as its steps (never stored) and their count (one more
// pass of the solver); otherwise as p.Line(), total -1.
func longLine(p game.Solvable, o Options) (line game.Line, steps iter.Seq[game.Step], total int) {
	if s, ok := p.(game.Stepper); ok {
		if total = game.CountSteps(p); total > o.KeepMax {
			return nil, s.Steps, total
		}
	}
	return p.Line(), nil, -1
}

// choices values the options of p, the move pick being played. When there
// are more than maxChoices it keeps the optimal ones (the chosen first) and
// the best other one.
func (e *Explanation) choices(p game.Solvable, opts []game.Option, pick game.Move) ([]Choice, int) {
	best, _ := game.Best(opts)
	keep := opts
	if len(opts) > maxChoices {
		keep = nil
		var other *game.Option
		for k, o := range opts {
			switch {
			case o.Move == pick:
				keep = slices.Insert(keep, 0, o)
			case o.Value == best:
				keep = append(keep, o)
			case other == nil || o.Value > other.Value:
				other = &opts[k]
			}
		}
		if len(keep) > maxChoices-1 {
			keep = keep[:maxChoices-1]
		}
		if other != nil {
			keep = append(keep, *other)
		}
	}
	cs := make([]Choice, len(keep))
	for k, o := range keep {
		first, _ := game.Touches(p, o.Move)
		c := Choice{Move: o.Move, Index: first, Gain: o.Gain, Value: o.Value,
			Optimal: o.Value == best, Chosen: o.Move == pick}
		_, next, err := p.Play(o.Move)
		if err == nil {
			c.Rest = describe(next)
			c.Again = next.Turn() == p.Turn()
		}
		if c.Again {
			c.RestValue = o.Value - o.Gain
		} else {
			c.RestValue = o.Gain - o.Value
		}
		cs[k] = c
	}
	return cs, len(opts) - len(keep)
}

// describe says what remains in p, for people: its [game.Describe], or
// "nothing" for a finished position that does not describe itself.
func describe(p game.Position) string {
	if _, ok := p.(game.Describer); !ok && len(p.Moves()) == 0 {
		return "nothing"
	}
	return game.Describe(p)
}
