package explain

import (
	"errors"
	"fmt"
	"iter"
	"slices"
	"sort"

	"stonegame/game"
)

// maxChoices is how many options a move lists at most.
const maxChoices = 8

// repeatMax is how many positions of a win/lose game's line the walk
// remembers to notice one that comes back (a loopy game's draw): O(1)
// memory past it, and a line that long comes from the game's own finite
// Line anyway.
const repeatMax = 10_000

// plan is how the walk goes through the game: the moves it follows and
// which of them it values. Each strategy below makes one; [Explanation.follow]
// walks it. Every plan follows the game's own optimal line
// ([game.Solvable.Line], or its steps): the walk-through shows the line
// `solve --line` prints, whatever the strategy.
type plan struct {
	line  game.Line           // the moves, when stored
	steps iter.Seq[game.Step] // the moves past KeepMax, one at a time, never stored (line is nil)
	total int                 // the number of moves of line or steps
	opts  [][]game.Option     // the options of the first moves, from LineOptions
	exact bool                // every move is valued with Options, every position stepped
	long  bool                // line is the first moves of a longer line: the result is the solver's
	why   string              // why not every move is valued; "" when they may all be
}

// walk fills e.Moves, e.Total, e.Valued and e.Result by one of four
// strategies, chosen by the size of the instance and the costs the game
// declares: [prefixPlan] for a line too long to build, [exactPlan] when
// valuing every move one by one fits in ExactMax² steps,
// [lineOptionsPlan] when the position values its whole line at once, and
// [edgesPlan] otherwise. p must have a legal move.
func (e *Explanation) walk(p game.Solvable, o Options, tb *treeBuilder) error {
	g, n := e.Game, e.N
	var pl plan
	lo, isLO := p.(game.LineOptioner)
	switch bound, long := game.LongLine(p); {
	case long:
		pl = prefixPlan(p, o, bound)
	case float64(n)*g.OptionsCost.Of(n) <= exactLimit(o):
		pl = exactPlan(p)
	case isLO && n <= o.ValueMax:
		pl = lineOptionsPlan(lo, n, o)
	case isLO:
		pl = edgesPlan(p, o, fmt.Sprintf("every move is valued for inputs of up to %d numbers; past that, the option values of every move would make the explanation hundreds of megabytes. So the walk-through follows the solver's optimal line and values only its first and last moves.", o.ValueMax))
	default:
		pl = edgesPlan(p, o, fmt.Sprintf("valuing a move costs %v (this game's Options), every move of %d items more than %.0f steps in all. So the walk-through follows the solver's optimal line and values only the moves it reaches cheaply.", g.OptionsCost, n, exactLimit(o)))
	}
	if pl.total == 0 {
		return errors.New("explain: the game has legal moves but its solver's optimal line is empty: please report this input")
	}
	return e.follow(p, o, pl, tb)
}

// exactLimit is the most elementary steps the walk spends valuing moves
// one by one: ExactMax².
func exactLimit(o Options) float64 { return float64(o.ExactMax) * float64(o.ExactMax) }

// prefixPlan is chosen when the position bounds its optimal line above
// [game.LineMax] moves (nim-game's heap of 2^31 − 1 stones): the line is
// too long to build, so the walk-through is its first Keep moves
// ([game.LinePrefix]: one Options call a move), valued at both ends of the
// prefix, and the result is the solver's.
func prefixPlan(p game.Solvable, o Options, bound int64) plan {
	line := game.LinePrefix(p, o.Keep)
	return plan{line: line, total: len(line), long: true,
		why: game.Solution{Line: line, Long: bound}.LineNote()}
}

// exactPlan is chosen when valuing every move one by one fits the budget:
// moves × OptionsCost(n) at most ExactMax². It follows the game's Line,
// steps every position and values every move with Options: the Line's
// cost plus n × OptionsCost(n) steps.
func exactPlan(p game.Solvable) plan {
	line := p.Line()
	return plan{line: line, total: len(line), exact: true}
}

// lineOptionsPlan is chosen for a position that values its whole line at
// once ([game.LineOptioner]: a row, whose fused stacks make it O(n) on a
// pseudo-random row) when the instance has at most ValueMax numbers. One
// LineOptions call within Budget steps values the first moves, every move
// when the budget suffices; past where it ran out, the moves are valued at
// the edges, as [edgesPlan] does. Memory: every valued move's options.
func lineOptionsPlan(lo game.LineOptioner, n int, o Options) plan {
	line, opts, complete := lo.LineOptions(int(min(o.budget(n), 1<<62)))
	pl := plan{line: line, total: len(line), opts: opts}
	if !complete {
		pl.why = fmt.Sprintf("valuing every move takes O(n) on a pseudo-random row, but O(n²) on this one, whose fused stacks stay tall (as a sorted row's do), more than the budget of %.0f steps. So the walk-through follows the solver's optimal line and values only the moves it reaches cheaply.", o.budget(n))
	}
	return pl
}

// edgesPlan is chosen when neither of the others applies: the game's
// options cost too much to value every move, or the instance is past
// ValueMax. It follows the game's Line — past KeepMax moves, for a
// [game.Stepper], its steps, one at a time and never stored (one more
// pass of the solver to count them) — and values the first Edge moves
// and, when the positions step cheaply (the Spec's PlayCost), the last
// moves whose valuing fits in ExactMax² steps. why says, in the notes,
// why the middle is not valued.
func edgesPlan(p game.Solvable, o Options, why string) plan {
	line, steps, total := longLine(p, o)
	if steps == nil {
		total = len(line)
	}
	return plan{line: line, steps: steps, total: total, why: why}
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

// errRepeat stops a walk whose line comes back to a position it has been
// in.
var errRepeat = errors.New("the line repeats a position")

// walker is the state of one walk through a plan.
type walker struct {
	e     *Explanation
	o     Options
	pl    plan
	cur   game.Solvable // the position before the next move; nil once the walk stops stepping
	first int64         // player 1's running total
	sec   int64         // player 2's running total
	// stepAll says that every position of the line is stepped (to
	// describe and value its last moves); tail is how many of the last
	// moves are valued.
	stepAll bool
	tail    int
	// affordable says that one Options call of a position of the
	// instance's size fits in ExactMax² steps: the first and last moves
	// are valued only then.
	affordable bool
	keepAll    bool
	head, rear []Move         // every kept move, or the first and the last Keep
	seen       map[string]int // the positions met, by key: the index of the move they stand before
	wl         bool           // a win/lose game
	tree       *treeBuilder   // the recursion tree's positions, nil without a tree
}

// follow walks the plan pl from p: it steps the positions it can afford,
// values the moves the plan says, keeps the moves the explanation holds
// (every one, or past KeepMax the first and the last Keep: O(Keep)
// memory), and states the result: the line's totals and, in a win/lose
// game, the payoff at its end (from the solver when the walk did not reach
// it) with the remoteness. A win/lose line that comes back to a position
// it has been in stops there (a loopy game's draw, see [Move.Repeat]).
func (e *Explanation) follow(p game.Solvable, o Options, pl plan, tb *treeBuilder) error {
	g, n := e.Game, e.N
	w := &walker{e: e, o: o, pl: pl, cur: p, wl: g.Kind == game.WinLose, tree: tb}
	// Stepping every position of the line costs moves × PlayCost(n); a
	// line given step by step is stepped through up to stepMax moves.
	work := float64(max(pl.total, n))
	w.stepAll = pl.exact || work*g.PlayCost.Of(n) <= o.budget(n) && (pl.steps == nil || pl.total <= stepMax)
	// The last moves valued: the most, tail, with tail × OptionsCost(tail)
	// within ExactMax².
	limit := exactLimit(o)
	w.tail = sort.Search(1<<30, func(t int) bool { return float64(t+1)*g.OptionsCost.Of(t+1) > limit })
	w.keepAll = pl.total <= o.KeepMax
	// The first and last moves are valued when one Options call at the
	// instance's size fits in ExactMax² steps: the 2·10^8 substrings of a
	// string of 20,000 letters do not (and the game may end in a move or
	// two, from a position as large as the start).
	w.affordable = g.OptionsCost.Of(n) <= limit
	if w.wl {
		w.seen = map[string]int{p.Key(): 0}
	}
	t := 0 // the moves visited
	var err error
	if pl.steps != nil {
		for st := range pl.steps {
			if t < pl.total {
				if err = w.visit(t, st); err != nil {
					t++
					break
				}
			}
			t++
		}
		if err == nil && t != pl.total {
			return fmt.Errorf("explain: the solver's line has %d moves, then %d: please report this input", pl.total, t)
		}
	} else {
		for ; t < len(pl.line) && err == nil; t++ {
			err = w.visit(t, pl.line[t])
		}
	}
	repeat := errors.Is(err, errRepeat)
	if err != nil && !repeat {
		return err
	}
	e.Moves, e.Total = append(w.head, w.rear...), t
	switch {
	case e.Valued == 0 && e.Total > 0 && !w.affordable && !pl.exact && len(pl.opts) == 0:
		pl.why = fmt.Sprintf("valuing one move lists every option of a position of %d items, %v (this game's Options), more than %.0f steps. So the walk-through follows the solver's optimal line without valuing its moves.", n, g.OptionsCost, limit)
	case e.Valued < e.Total && pl.why == "" && !repeat:
		pl.why = "past the budget, the walk-through values only the moves it reaches cheaply."
	}
	e.why = pl.why
	// The result: the line's totals and, in a win/lose game, the payoff at
	// the end, from the end position when the walk reached it, otherwise
	// from the solver.
	e.Result = game.Result{First: w.first, Second: w.sec, Differential: w.first - w.sec}
	var solved *game.Result // p.Solve(), once asked
	solve := func() game.Result {
		if solved == nil {
			r := p.Solve()
			solved = &r
		}
		return *solved
	}
	switch {
	case pl.long:
		// The walk stopped mid-game: the result is the solver's.
		e.Result = solve()
		e.Notes = append(e.Notes, e.why) // game.Solution.LineNote's words
		e.why = ""
	case repeat:
		last := e.Moves[len(e.Moves)-1]
		e.Result = solve()
		e.Notes = append(e.Notes, fmt.Sprintf("The walk-through stops after move %d: it comes back to the position before move %d, a repeat, so the game's optimal line goes round for ever from there. The verdict is the game's solver's.", last.Number, last.Repeat))
	case w.cur != nil:
		e.Result = game.Score(nil, w.cur)
		e.Result.First, e.Result.Second = w.first, w.sec
		e.Result.Differential += w.first - w.sec
	case w.wl:
		e.Result.Differential = solve().Differential
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
			if c.Chosen && c.Value != m.Value {
				return fmt.Errorf("explain: move %d: the solver's line and its options disagree (%d, %d): please report this input", m.Number, m.Value, c.Value)
			}
		}
	}
	if w.wl {
		e.Result.Remoteness = e.remoteness(solve, tb.remoteness(p))
	} else {
		e.Result.Remoteness = 0
	}
	return nil
}

// remoteness returns the remoteness of the start of a win/lose game: the
// solver's when it knows it, otherwise the recursion tree's (tree, Unknown
// without a tree) or the one the walk found from the first move's options;
// [game.Unknown] for a draw. It fills in the first move's remoteness from
// it.
func (e *Explanation) remoteness(solve func() game.Result, tree int) int {
	if e.Result.Winner() == game.Draw {
		return game.Unknown
	}
	r := solve().Remoteness
	if r <= 0 {
		r = tree // the start has a move: a 0 is a game's unset field
	}
	if len(e.Moves) == 0 || e.Moves[0].Number != 1 {
		return r
	}
	m := &e.Moves[0]
	switch {
	case r < 0:
		r = m.Remoteness
	case m.Remoteness < 0:
		m.Remoteness = r
	}
	return r
}

// visit plays move t of the line, step st: it values the move when the
// plan says so, steps the position when the walk can afford it, and keeps
// the move when the explanation holds it.
func (w *walker) visit(t int, st game.Step) error {
	e, o, pl := w.e, w.o, w.pl
	reach := w.cur != nil
	keep := w.keepAll || t < o.Keep || pl.total-t <= o.Keep
	valued := reach && (pl.exact || keep && (t < len(pl.opts) || w.affordable && (t < o.Edge || pl.total-t <= w.tail)))
	m := Move{Step: st, Number: t + 1, Remoteness: game.Unknown}
	if reach && keep {
		m.Before = game.Describe(w.cur)
	}
	if valued {
		var opts []game.Option
		if t < len(pl.opts) {
			opts = pl.opts[t]
		} else {
			opts = w.cur.Options()
		}
		if len(opts) == 0 {
			return fmt.Errorf("explain: move %d: the line goes on but the game is over", t+1)
		}
		var rems []int
		if w.wl {
			rems = remotenesses(w.cur, opts, w.tree)
			if m.Remoteness = moverRemoteness(opts, rems); m.Remoteness < 0 {
				m.Remoteness = w.tree.remoteness(w.cur)
			}
		}
		if keep {
			m.Choices, m.Omitted, m.Optimal = e.choices(w.cur, opts, rems, st.Move)
			m.Best = len(m.Optimal)
		}
		e.Valued++
	}
	if reach && (w.stepAll || valued) {
		_, next, err := game.Apply(w.cur, st.Move)
		if err != nil {
			return fmt.Errorf("explain: move %d: %v", t+1, err)
		}
		w.cur = next
		if w.seen != nil && t < repeatMax {
			k := next.Key()
			if j, ok := w.seen[k]; ok {
				m.Repeat = j + 1
			} else {
				w.seen[k] = t + 1
			}
		}
	} else {
		w.cur = nil
	}
	if m.Player == game.First {
		w.first += m.Gain
	} else {
		w.sec += m.Gain
	}
	m.First, m.Second, m.Diff = w.first, w.sec, w.first-w.sec
	switch {
	case w.keepAll || t < o.Keep:
		w.head = append(w.head, m)
	case keep || m.Repeat > 0:
		w.rear = append(w.rear, m)
	}
	if m.Repeat > 0 {
		return errRepeat
	}
	return nil
}

// remotenesses returns the remoteness of each option of p, a position of a
// win/lose game, counted from p (1 + the option's, so 1 for a move that
// ends the game), [game.Unknown] where the game does not know it. A move
// whose remoteness the game gives as 0 or not at all is played to see
// whether it ends the game (a game that fills no Remoteness leaves 0 in
// every option), and otherwise looked up in the recursion tree tb, when
// there is one: one Play for each.
func remotenesses(p game.Solvable, opts []game.Option, tb *treeBuilder) []int {
	rems := make([]int, len(opts))
	for k, o := range opts {
		rems[k] = game.Unknown
		if o.Remoteness > 0 {
			rems[k] = 1 + o.Remoteness
			continue
		}
		_, next, err := p.Play(o.Move)
		switch {
		case err != nil:
		case game.Over(next):
			rems[k] = 1
		case tb.remoteness(next) >= 0:
			rems[k] = 1 + tb.remoteness(next)
		}
	}
	return rems
}

// moverRemoteness returns the remoteness of a position from its options
// and their remoteness (see [remotenesses]): for a won position the least
// over its winning moves, for a lost one the most over all its moves;
// [game.Unknown] for a draw or when the options do not tell.
func moverRemoteness(opts []game.Option, rems []int) int {
	best, _ := game.Best(opts)
	if best == 0 {
		return game.Unknown
	}
	r, unknown := -1, false
	for k, o := range opts {
		switch {
		case best > 0 && o.Value != best:
		case rems[k] < 0:
			unknown = true
		case r < 0 || best > 0 && rems[k] < r || best < 0 && rems[k] > r:
			r = rems[k]
		}
	}
	if unknown && !(best > 0 && r == 1) { // nothing is quicker than ending the game
		return game.Unknown
	}
	return r
}

// judge returns the verdict of [game.Judge] on opts, the options of p,
// with the remoteness the walk knows of them (rems, counted from p: see
// [remotenesses]; nil outside a win/lose game) in place of theirs.
func judge(opts []game.Option, rems []int) (game.Judgment, []game.Option) {
	if rems != nil {
		opts = slices.Clone(opts)
		for k := range opts {
			opts[k].Remoteness = game.Unknown
			if rems[k] >= 1 {
				opts[k].Remoteness = rems[k] - 1
			}
		}
	}
	return game.Judge(opts), opts
}

// choices values the options of p, the move pick being played, and counts
// the optimal ones ([game.Judge], with the remoteness rems the walk knows
// in a win/lose game), which it also returns, all of them. When there are
// more than maxChoices it keeps the optimal ones (the chosen first) and the
// best other one.
func (e *Explanation) choices(p game.Solvable, opts []game.Option, rems []int, pick game.Move) (cs []Choice, omitted int, best []game.Move) {
	j, judged := judge(opts, rems)
	optimal := func(k int) bool { return j.Of(judged[k]).Optimal() }
	for _, o := range j.Best {
		best = append(best, o.Move)
	}
	keep := make([]int, 0, len(opts)) // indexes into opts
	for k := range opts {
		keep = append(keep, k)
	}
	if len(opts) > maxChoices {
		keep = keep[:0]
		other := -1
		for k, o := range opts {
			switch {
			case o.Move == pick:
				keep = append([]int{k}, keep...)
			case optimal(k):
				keep = append(keep, k)
			case other < 0 || o.Value > opts[other].Value:
				other = k
			}
		}
		if len(keep) > maxChoices-1 {
			keep = keep[:maxChoices-1]
		}
		if other >= 0 {
			keep = append(keep, other)
		}
	}
	cs = make([]Choice, len(keep))
	for i, k := range keep {
		o := opts[k]
		first, _ := game.Touches(p, o.Move)
		c := Choice{Move: o.Move, Index: first, Gain: o.Gain, Value: o.Value,
			Optimal: optimal(k), Chosen: o.Move == pick, Remoteness: game.Unknown}
		if rems != nil {
			c.Remoteness = rems[k]
		}
		_, next, err := p.Play(o.Move)
		if err == nil {
			c.Rest = describe(next)
			c.Again = next.Turn() == p.Turn()
			c.End = game.Over(next)
		}
		if c.Again {
			c.RestValue = o.Value - o.Gain
		} else {
			c.RestValue = o.Gain - o.Value
		}
		cs[i] = c
	}
	return cs, len(opts) - len(keep), best
}

// describe says what remains in p, for people: its [game.Describe], or
// "nothing" for a finished position that does not describe itself.
func describe(p game.Position) string {
	if _, ok := p.(game.Describer); !ok && game.Over(p) {
		return "nothing"
	}
	return game.Describe(p)
}
