package explain

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"stonegame/anypick"
	"stonegame/ends"
	"stonegame/game"
)

// maxChoices is how many options a move lists at most.
const maxChoices = 8

// walk fills e.Moves and e.Valued. Up to ExactMax items on a
// take-from-either-end row it steps with Options and, among optimal moves,
// takes the larger item. Past that, on a row, it follows the line of
// [ends.Position.LineOptions], which values every move within o.Budget
// steps; otherwise, or past that budget, it follows p.Line and values the
// moves it can reach cheaply.
func (e *Explanation) walk(p game.Solvable, o Options) error {
	q, isEnds := p.(ends.Position)
	exact := e.N <= o.ExactMax
	var line game.Line
	var lineOpts [][]game.Option // the options of the first moves of line
	if !(isEnds && exact) {
		e.overValue = isEnds && e.N > o.ValueMax
		if isEnds && !e.overValue {
			var complete bool
			line, lineOpts, complete = q.LineOptions(o.budget(e.N))
			e.overBudget = !complete
		} else {
			line = p.Line()
		}
		if len(line) == 0 {
			return ErrNoMoves
		}
	}
	cur := p // nil once the walk stops stepping positions
	for t := 0; ; t++ {
		if line != nil && t == len(line) || line == nil && len(cur.Moves()) == 0 {
			break
		}
		// Playing a move of a game other than ends may copy the position:
		// past ExactMax only the first Edge moves are reached that way. On
		// a row, stepping is O(1), so the last ExactMax moves, whose
		// positions are short, are valued too.
		reach := cur != nil
		valued := reach && (exact || t < len(lineOpts) || t < o.Edge || len(line)-t <= max(o.Edge, o.ExactMax))
		m := Move{Number: t + 1}
		if reach {
			m.Before = describe(cur)
		}
		var pick game.Move
		if line != nil {
			m.Step = line[t]
			pick = line[t].Move
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
				pick = prefer(opts)
			}
			m.Choices, m.Omitted = e.choices(cur, opts, pick)
			e.Valued++
		}
		if reach && (isEnds || valued || exact) {
			gain, next, err := cur.Play(pick)
			if err != nil {
				return fmt.Errorf("explain: move %d: %v", t+1, err)
			}
			if line == nil {
				m.Step = game.Step{Player: cur.Turn(), Move: pick, Index: index(cur, pick), Gain: gain}
			}
			cur, _ = next.(game.Solvable)
			if cur == nil && line == nil {
				return fmt.Errorf("explain: move %d leads to a position without a solver", t+1)
			}
		} else {
			cur = nil
		}
		e.Moves = append(e.Moves, m)
	}
	// Running totals, then each position's value from the end: the value
	// before move t is what its mover gains from there on, net.
	var first, second int64
	for k := range e.Moves {
		m := &e.Moves[k]
		if m.Player == game.First {
			first += m.Gain
		} else {
			second += m.Gain
		}
		m.First, m.Second, m.Diff = first, second, first-second
	}
	final := first - second
	before := int64(0)
	for k := range e.Moves {
		m := &e.Moves[k]
		m.Value = game.Result{Differential: final - before}.For(m.Player)
		before = m.Diff
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

// prefer picks the move to play among the optimal options: the one that
// takes the most, the first of those in the order of Moves.
func prefer(opts []game.Option) game.Move {
	_, best := game.Best(opts)
	pick := best[0]
	for _, o := range best[1:] {
		if o.Gain > pick.Gain {
			pick = o
		}
	}
	return pick.Move
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
		c := Choice{Move: o.Move, Index: index(p, o.Move), Gain: o.Gain, Value: o.Value,
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

// index returns the input index of the item move m takes in p, -1 if none.
func index(p game.Position, m game.Move) int {
	switch q := p.(type) {
	case ends.Position:
		if s, ok := m.(ends.Side); ok {
			return q.Take(s)
		}
	case anypick.Position:
		if s, ok := m.(anypick.Stone); ok {
			return int(s)
		}
	}
	return -1
}

// describeMax is the most items describe lists one by one.
const describeMax = 12

// describe says what remains in p, for people: "5 100 7", "stones 1, 3",
// "items 3 to 99998 (99996 numbers)".
func describe(p game.Position) string {
	switch q := p.(type) {
	case ends.Position:
		lo, hi := q.Bounds()
		switch {
		case lo == hi:
			return "nothing"
		case hi-lo > describeMax:
			return fmt.Sprintf("a[%d..%d]", lo, hi-1)
		}
		return nums(q.Remaining(), " ")
	case anypick.Position:
		r := q.Rest()
		switch {
		case len(r) == 0:
			return "no stones"
		case len(r) > describeMax:
			if gone := len(q.Alice()) - len(r); gone > 0 && gone <= describeMax {
				return "all stones but " + strings.Trim(fmt.Sprint(missing(r, len(q.Alice()))), "[]")
			}
			return fmt.Sprintf("%d stones", len(r))
		}
		var b strings.Builder
		b.WriteString("stones ")
		if len(r) == 1 {
			b.Reset()
			b.WriteString("stone ")
		}
		for k, i := range r {
			if k > 0 {
				b.WriteString(", ")
			}
			b.WriteString(strconv.Itoa(i))
		}
		return b.String()
	}
	if len(p.Moves()) == 0 {
		return "nothing"
	}
	return p.Key()
}

// num formats x with a true minus sign: "−6".
func num(x int64) string {
	if x < 0 {
		return "−" + strconv.FormatUint(game.Abs(x), 10)
	}
	return strconv.FormatInt(x, 10)
}

// paren formats x, in parentheses when negative: "(−6)".
func paren(x int64) string {
	if x < 0 {
		return "(" + num(x) + ")"
	}
	return num(x)
}

// nums formats xs with num, separated by sep.
func nums(xs []int64, sep string) string {
	var b strings.Builder
	for k, x := range xs {
		if k > 0 {
			b.WriteString(sep)
		}
		b.WriteString(num(x))
	}
	return b.String()
}

// missing returns the indices below n that are not in rest (ascending).
func missing(rest []int, n int) []int {
	var out []int
	k := 0
	for i := range n {
		if k < len(rest) && rest[k] == i {
			k++
			continue
		}
		out = append(out, i)
	}
	return out
}
