package pattern

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"stonegame/game"
)

// Period is what a column of a one-axis table shows about its eventual
// period.
type Period struct {
	Column Column
	// Found is false when no period was seen (see [detect]); the other
	// fields but Checked are then zero.
	Found bool
	P     int   // the period
	From  int64 // the pre-period's end: values repeat with period P from n = From on
	// Checked is the last n computed: a period that is not Proven holds
	// up to it.
	Lo, Checked int64
	// Proven is true when a theorem shows the period holds for every n ≥
	// From; Proof says which and what was checked.
	Proven bool
	Proof  string
	// Exceptions are the n < From whose value is not the periodic one
	// (the value at n + kP for the k that brings it past From).
	Exceptions []int64
	// Residues, for the outcome column, map a value (1: the first player
	// wins, -1: the second, 0: a draw) to the n mod P at which it holds
	// from From on.
	Residues map[int64][]int
}

// detect finds the least period p of xs that holds over its tail, and the
// start i0 of that tail. So that no sequence is given a period it does not
// show, the tail must hold the period at least three times and cover at
// least half of xs. ok is false when no p does.
func detect(xs []int64) (p, i0 int, ok bool) {
	n := len(xs)
	for p = 1; 3*p <= n; p++ {
		i0 = 0
		for i := n - p - 1; i >= 0; i-- {
			if xs[i] != xs[i+p] {
				i0 = i + 1
				break
			}
		}
		if tail := n - i0; tail >= 3*p && 2*tail >= n {
			return p, i0, true
		}
	}
	return 0, 0, false
}

// exceptions returns the i < i0 (offset by lo) where xs[i] differs from
// the periodic value.
func exceptions(xs []int64, p, i0 int, lo int64) []int64 {
	var out []int64
	for i := range i0 {
		j := i + (i0-i+p-1)/p*p
		if j < len(xs) && xs[i] != xs[j] {
			out = append(out, lo+int64(i))
		}
	}
	return out
}

// residues maps each value of one period of xs from i0 to its residues n
// mod p, n = lo + i.
func residues(xs []int64, p, i0 int, lo int64) map[int64][]int {
	m := map[int64][]int{}
	for i := i0; i < i0+p && i < len(xs); i++ {
		r := int(((lo+int64(i))%int64(p) + int64(p)) % int64(p))
		m[xs[i]] = append(m[xs[i]], r)
	}
	for _, rs := range m {
		slices.Sort(rs)
	}
	return m
}

// Periods returns the period of each of t's columns. A one-axis table
// only: a map has none. When rule is not nil, the table's values must be
// the rule's (the Grundy values, or the outcomes of a game that has none)
// on every instance, else Periods says where they differ; the Grundy and
// outcome columns are then proven by the rule's theorem.
func (t *Table) Periods(rule *Rule) ([]Period, error) {
	if len(t.Plan.Axes) != 1 {
		return nil, nil
	}
	ax := t.Plan.Axes[0]
	var ext []int64 // the rule's Grundy values, far enough for its proof
	var proof *proof
	if rule != nil {
		if ax.Lo < 0 {
			return nil, fmt.Errorf("%s: a heap of %s has no negative size: start the range at 0 or more", rule.Name, ax.Name)
		}
		if ax.Hi >= maxProof {
			return nil, fmt.Errorf("%s: the rule's values are computed up to %d heaps: end the range below %d", rule.Name, maxProof, maxProof)
		}
		if err := t.agree(rule); err != nil {
			return nil, err
		}
		var err error
		if ext, proof, err = rule.prove(int(ax.Hi) + 1); err != nil {
			return nil, err
		}
	}
	var out []Period
	for _, col := range t.Columns() {
		xs := t.Seq(col)
		per := Period{Column: col, Lo: ax.Lo, Checked: ax.Hi}
		if proof != nil && (col == Grundy || col == Outcome) {
			per = proof.period(col, ext, ax)
		} else if p, i0, ok := detect(xs); ok {
			per.Found, per.P, per.From = true, p, ax.Lo+int64(i0)
			per.Exceptions = exceptions(xs, p, i0, ax.Lo)
			if col == Outcome {
				per.Residues = residues(xs, p, i0, ax.Lo)
			}
		}
		out = append(out, per)
	}
	return out, nil
}

// agree reports the first instance where t's values are not rule's.
func (t *Table) agree(rule *Rule) error {
	seq := rule.Seq(int(t.Plan.Axes[0].Hi) + 1)
	for _, c := range t.Cells {
		n := c.Vars[0]
		want := seq[n]
		if t.Impartial {
			if c.Grundy != want {
				return fmt.Errorf("%s is not the %s: at %s = %d its Grundy value is %d, the %s's is %d", t.Plan.Game.Name, rule.Name, t.Plan.Axes[0].Name, n, c.Grundy, rule.Name, want)
			}
			continue
		}
		got, _ := c.Value(Outcome, t.Plan.Game.Kind)
		if (got == -1) != (want == 0) || got == 0 {
			return fmt.Errorf("%s is not the %s: at %s = %d %s, while in the %s %s wins", t.Plan.Game.Name, rule.Name, t.Plan.Axes[0].Name, n, winsWords(got, SidesOf(t.Plan.Game)), rule.Name, SidesOf(t.Plan.Game)[map[bool]int{true: 1, false: 0}[want == 0]])
		}
	}
	return nil
}

func winsWords(x int64, sides Sides) string {
	switch x {
	case 1:
		return sides[0] + " wins"
	case -1:
		return sides[1] + " wins"
	}
	return "it is a draw"
}

// Sides names the two players in a table's words: the game's own names
// ("Alice", "Bob"), or "the first player" and "the second player" for a
// game that leaves them "player 1" and "player 2".
type Sides [2]string

// SidesOf returns the names of g's players for a table's words.
func SidesOf(g *game.Spec) Sides {
	if g.Players == [2]string{"player 1", "player 2"} || g.Players == [2]string{} {
		return Sides{"the first player", "the second player"}
	}
	return Sides(g.Players)
}

// ClosedForm states an outcome column's period as a rule, in the words of
// sides: "the second player wins iff n mod 7 ∈ {0, 2}", "Bob wins iff n
// mod 4 = 0", for n ≥ From when From is past the range's start. It is ""
// for another column or when no period was found.
func (per Period) ClosedForm(name string, sides Sides) string {
	if per.Column != Outcome || !per.Found {
		return ""
	}
	var parts []string
	set := func(rs []int) string {
		if len(rs) == 1 {
			return "= " + strconv.Itoa(rs[0])
		}
		s := make([]string, len(rs))
		for k, r := range rs {
			s[k] = strconv.Itoa(r)
		}
		return "∈ {" + strings.Join(s, ", ") + "}"
	}
	second, draw := per.Residues[-1], per.Residues[0]
	switch {
	case len(second) == 0 && len(draw) == 0:
		parts = append(parts, sides[0]+" always wins")
	case len(second) == per.P:
		parts = append(parts, sides[1]+" always wins")
	case per.P == 1 && len(draw) == 1:
		parts = append(parts, "always a draw")
	default:
		if len(second) > 0 {
			parts = append(parts, fmt.Sprintf("%s wins iff %s mod %d %s", sides[1], name, per.P, set(second)))
		}
		if len(draw) > 0 {
			parts = append(parts, fmt.Sprintf("a draw iff %s mod %d %s", name, per.P, set(draw)))
		}
	}
	s := strings.Join(parts, "; ")
	if per.From > per.Lo {
		s = fmt.Sprintf("for %s ≥ %d, %s", name, per.From, s)
	}
	return s
}

// Say states the period in a sentence: "period 7 from n = 0, proven" (the
// proof is [Period.Proof]),
// "period 3 from n = 12, checked up to n = 500, not proven", "no period
// found up to n = 500 (none of 1..167 repeats over the last half)".
func (per Period) Say(name string) string {
	if !per.Found {
		return fmt.Sprintf("no period found up to %s = %d (none repeats 3 times over the last half of the range)", name, per.Checked)
	}
	s := fmt.Sprintf("period %d from %s = %d", per.P, name, per.From)
	if per.Proven {
		return s + ", proven"
	}
	return s + fmt.Sprintf(", checked up to %s = %d, not proven", name, per.Checked)
}
