package pattern

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Rule is a take-and-break game on one heap whose theory gives periods a
// proof: a finite subtraction game or an octal game. A table is told its
// game is one ([ParseOctal], [Subtraction]); [Table.Periods] checks that
// the game's values are the rule's on every instance computed, then
// proves the rule's period.
type Rule struct {
	Name string // "octal game 0.07", "subtraction game {1, 3, 4}"
	// digits[k], k >= 1, is the octal code's digit for removing k tokens:
	// +1 when they may be the whole heap, +2 when they may leave one
	// heap, +4 when they may leave two.
	digits []uint8
	// sub is the subtraction set, sorted; nil for an octal game.
	sub []int
}

// ParseOctal reads an octal game's code, "0.07" (Dawson's Kayles), "0.77"
// (Kayles), "0.3033": "0." and one octal digit per number of tokens a move
// removes, 1 first.
func ParseOctal(code string) (*Rule, error) {
	ds, ok := strings.CutPrefix(code, "0.")
	if !ok || ds == "" {
		return nil, fmt.Errorf("octal code %q: write 0. and then a digit 0..7 per number of tokens removed, as 0.07", code)
	}
	r := &Rule{Name: "octal game " + code, digits: []uint8{0}}
	for i := 0; i < len(ds); i++ {
		if ds[i] < '0' || ds[i] > '7' {
			return nil, fmt.Errorf("octal code %q: %q is not an octal digit", code, ds[i:i+1])
		}
		r.digits = append(r.digits, ds[i]-'0')
	}
	for len(r.digits) > 1 && r.digits[len(r.digits)-1] == 0 {
		r.digits = r.digits[:len(r.digits)-1]
	}
	if len(r.digits) == 1 {
		return nil, fmt.Errorf("octal code %q allows no move", code)
	}
	if len(r.digits) > 64 {
		return nil, fmt.Errorf("octal code %q: at most 64 digits", code)
	}
	return r, nil
}

// Subtraction returns the subtraction game whose moves take s tokens, s
// in set: a heap of n moves to n - s.
func Subtraction(set []int) (*Rule, error) {
	s := slices.Clone(set)
	slices.Sort(s)
	s = slices.Compact(s)
	if len(s) == 0 || s[0] < 1 {
		return nil, fmt.Errorf("a subtraction set holds positive integers, one at least")
	}
	if s[len(s)-1] > 1000 {
		return nil, fmt.Errorf("subtraction set: %d is more than 1000", s[len(s)-1])
	}
	words := make([]string, len(s))
	for k, x := range s {
		words[k] = strconv.Itoa(x)
	}
	r := &Rule{Name: "subtraction game {" + strings.Join(words, ", ") + "}", sub: s, digits: make([]uint8, s[len(s)-1]+1)}
	for _, x := range s {
		r.digits[x] = 3
	}
	return r, nil
}

// ParseSubtraction reads a subtraction set: "1,3,4".
func ParseSubtraction(list string) (*Rule, error) {
	var set []int
	for f := range strings.SplitSeq(list, ",") {
		x, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil {
			return nil, fmt.Errorf("subtraction set %q: %q is not an integer", list, strings.TrimSpace(f))
		}
		set = append(set, x)
	}
	return Subtraction(set)
}

// t is the most tokens a move removes.
func (r *Rule) t() int { return len(r.digits) - 1 }

// Seq returns the rule's Grundy values of the heaps 0..n-1. It takes
// O(n²) steps for an octal game that splits heaps, O(n·t) otherwise.
func (r *Rule) Seq(n int) []int64 {
	g := make([]int64, n)
	seen := make([]int, 0, 64)
	mark := map[int64]bool{}
	for h := 1; h < n; h++ {
		clear(mark)
		seen = seen[:0]
		for k := 1; k <= r.t() && k <= h; k++ {
			d, rest := r.digits[k], h-k
			if d&1 != 0 && rest == 0 {
				mark[0] = true
			}
			if d&2 != 0 && rest > 0 {
				mark[g[rest]] = true
			}
			if d&4 != 0 && rest >= 2 {
				for a := 1; a <= rest/2; a++ {
					mark[g[a]^g[rest-a]] = true
				}
			}
		}
		x := int64(0)
		for mark[x] {
			x++
		}
		g[h] = x
	}
	return g
}

// maxProof is the longest Grundy sequence a rule computes to prove a
// period: a period or pre-period past it is reported as not proven.
const maxProof = 1 << 14

// proof is a rule's proven period.
type proof struct {
	rule  *Rule
	p, n0 int
	upto  int // the last heap the theorem's condition was checked on
}

// prove computes the rule's Grundy values (at least the first n) and
// proves their period by the theorem that applies. It returns the values,
// and a nil proof when no period is found within maxProof heaps.
func (r *Rule) prove(n int) ([]int64, *proof, error) {
	for m := max(1024, 2*n); ; m *= 2 {
		m = min(m, maxProof)
		g := r.Seq(max(m, n))
		if p, n0, ok := detect(g[:m]); ok {
			// The condition, checked on the computed values.
			end := n0 + r.t() // a subtraction game: max(S) values in a row
			if r.sub == nil {
				end = 2*n0 + p + r.t() // an octal game: Guy and Smith's bound
			}
			if end+p <= m {
				holds := true
				for i := n0; i < end; i++ {
					holds = holds && g[i] == g[i+p]
				}
				if holds {
					return g, &proof{rule: r, p: p, n0: n0, upto: end - 1}, nil
				}
			}
		}
		if m == maxProof {
			return g, nil, nil
		}
	}
}

// period states the proven period of the Grundy or the outcome column,
// for the axis ax, from the rule's values g.
func (pf *proof) period(col Column, g []int64, ax Axis) Period {
	how := fmt.Sprintf("the game is taken to be the %s, whose values it has on %s = %d..%d; ", pf.rule.Name, ax.Name, ax.Lo, ax.Hi)
	if pf.rule.sub != nil {
		how += fmt.Sprintf("its Grundy values repeat %d in a row (max of the set) with period %d from %d, so for ever", pf.rule.t(), pf.p, pf.n0)
	} else {
		how += fmt.Sprintf("its Grundy values repeat with period %d on the heaps %d..%d (2·%d + %d + %d − 1), so for ever by the octal periodicity theorem", pf.p, pf.n0, pf.upto, pf.n0, pf.p, pf.rule.t())
	}
	per := Period{Column: col, Lo: ax.Lo, Checked: ax.Hi, Found: true, Proven: true, Proof: how, P: pf.p, From: int64(pf.n0)}
	xs := g
	if col == Outcome {
		xs = make([]int64, len(g))
		for i, x := range g {
			xs[i] = 1
			if x == 0 {
				xs[i] = -1
			}
		}
		// The outcomes are a function of the Grundy values, periodic with
		// p from n0; their own least period q from m0 holds for ever once
		// it holds over one period p past max(m0, n0).
		if q, m0, ok := detect(xs[:min(len(xs), maxProof)]); ok && q <= pf.p {
			start := max(m0, pf.n0)
			holds := start+pf.p+q <= len(xs)
			for i := m0; holds && i < start+pf.p; i++ {
				holds = xs[i] == xs[i+q]
			}
			if holds {
				per.P, per.From = q, int64(m0)
				per.Proof = how + fmt.Sprintf("; the outcomes, which follow from them, repeat with period %d from %d over one whole period past %d", q, m0, start)
			}
		}
		if per.P == pf.p && per.From == int64(pf.n0) {
			per.Proof = how + "; the outcomes follow from them"
		}
		per.Residues = residues(xs, per.P, int(per.From), 0)
	}
	per.Exceptions = exceptions(xs, per.P, int(per.From), 0)
	return per
}
