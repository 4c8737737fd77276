package pattern

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"stonegame/game"
)

// Axis is one variable of a table and the range it runs over, lo to hi
// inclusive.
type Axis struct {
	Name   string
	Lo, Hi int64
}

// Len returns how many values the axis takes.
func (a Axis) Len() int { return int(a.Hi - a.Lo + 1) }

// Plan is what a table computes: a game, its one or two axes, and how
// each of the game's parameters is built from the axes' values.
type Plan struct {
	Game *game.Spec
	Axes []Axis
	// Bind holds, for each of Game's parameters in order, its expression
	// as typed ("n", "[1]*k", "10").
	Bind []string
	expr []expr
}

// MaxInstances is the most instances one table solves.
const MaxInstances = 250_000

// Parse reads a table's ranges for game g: items separated by commas (the
// command line's words are joined with spaces first), each NAME=RANGE or
// NAME=EXPR. A RANGE is LO..HI. A NAME that is one of g's parameters binds
// it: to the range (the parameter is an axis itself, "n=0..500"), or to an
// expression of the axes ("stones=[1]*k" or "maxChoosableInteger=10").
// Any other NAME is an axis ("k=1..60"). There are one or two axes, and
// every parameter is bound.
func Parse(g *game.Spec, words []string) (*Plan, error) {
	items, err := splitItems(strings.Join(words, " "))
	if err != nil {
		return nil, err
	}
	if len(items) == 0 {
		return nil, fmt.Errorf("no range given: write for instance %s", example(g))
	}
	pl := &Plan{Game: g, Bind: make([]string, len(g.Params)), expr: make([]expr, len(g.Params))}
	seen := map[string]bool{}
	for _, item := range items {
		name, rhs, ok := strings.Cut(item, "=")
		name, rhs = strings.TrimSpace(name), strings.TrimSpace(rhs)
		if !ok || name == "" || rhs == "" {
			return nil, fmt.Errorf("%q is not NAME=LO..HI or NAME=EXPRESSION: write for instance %s", item, example(g))
		}
		if !validName(name) {
			return nil, fmt.Errorf("%q: %q is not a name", item, name)
		}
		if seen[name] {
			return nil, fmt.Errorf("%s is given twice", name)
		}
		seen[name] = true
		k := paramIndex(g, name)
		if lo, hi, isRange, err := parseRange(rhs); isRange {
			if err != nil {
				return nil, fmt.Errorf("%s=%s: %v", name, rhs, err)
			}
			pl.Axes = append(pl.Axes, Axis{Name: name, Lo: lo, Hi: hi})
			if k >= 0 {
				pl.Bind[k], pl.expr[k] = name, varExpr(name)
			}
			continue
		}
		if k < 0 {
			return nil, fmt.Errorf("%s=%s: %s has no parameter %s (it takes %s), and a variable of the table takes a range LO..HI", name, rhs, g.Name, name, g.ParamNames())
		}
		e, err := parseExpr(rhs)
		if err != nil {
			return nil, fmt.Errorf("%s=%s: %v", name, rhs, err)
		}
		pl.Bind[k], pl.expr[k] = rhs, e
	}
	switch {
	case len(pl.Axes) == 0:
		return nil, fmt.Errorf("no range LO..HI: a table varies one or two variables, as in %s", example(g))
	case len(pl.Axes) > 2:
		return nil, fmt.Errorf("%d ranges: a table varies one variable (a strip) or two (a map), not more", len(pl.Axes))
	}
	var missing []string
	used := map[string]bool{}
	for k, p := range g.Params {
		if pl.expr[k] == nil {
			missing = append(missing, p.Name)
			continue
		}
		for _, v := range vars(pl.expr[k], nil) {
			if !slices.ContainsFunc(pl.Axes, func(a Axis) bool { return a.Name == v }) {
				return nil, fmt.Errorf("%s=%s: %s is not a variable of the table (give it a range, %s=LO..HI)", p.Name, pl.Bind[k], v, v)
			}
			used[v] = true
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("%s takes %s: give %s a value or a range", g.Name, g.ParamNames(), strings.Join(missing, " and "))
	}
	n := 1
	for _, a := range pl.Axes {
		if !used[a.Name] {
			return nil, fmt.Errorf("%s=%d..%d: no parameter of %s uses %s", a.Name, a.Lo, a.Hi, g.Name, a.Name)
		}
		n *= a.Len()
		if n > MaxInstances {
			return nil, fmt.Errorf("the table has more than %d instances: narrow the ranges", MaxInstances)
		}
	}
	return pl, nil
}

// example returns a range for g, for error messages: "n=0..100",
// "piles=[1]*k, k=1..40", each parameter's expression its kind's
// ([game.Param.Repeat]).
func example(g *game.Spec) string {
	p := g.Params[0]
	if e := p.Repeat("k"); e != "" && e != "k" {
		lo, _, _ := p.Sizes()
		return fmt.Sprintf("%s=%s, k=%d..40", p.Name, e, lo)
	}
	if len(g.Params) == 2 && g.Params[1].Repeat("n") == "n" {
		return p.Name + "=0..20, " + g.Params[1].Name + "=0..20"
	}
	return p.Name + "=0..100"
}

func paramIndex(g *game.Spec, name string) int {
	for k, p := range g.Params {
		if p.Name == name {
			return k
		}
	}
	return -1
}

func validName(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isLetter(s[i]) && (i == 0 || s[i] < '0' || s[i] > '9') {
			return false
		}
	}
	return s != ""
}

// parseRange reads LO..HI; isRange is false when s is no range at all.
func parseRange(s string) (lo, hi int64, isRange bool, err error) {
	a, b, ok := strings.Cut(s, "..")
	if !ok || strings.ContainsAny(s, "[]()\"'") {
		return 0, 0, false, nil
	}
	lo, err1 := strconv.ParseInt(strings.TrimSpace(a), 10, 64)
	hi, err2 := strconv.ParseInt(strings.TrimSpace(b), 10, 64)
	switch {
	case err1 != nil:
		return 0, 0, true, fmt.Errorf("%q is not an integer", strings.TrimSpace(a))
	case err2 != nil:
		return 0, 0, true, fmt.Errorf("%q is not an integer", strings.TrimSpace(b))
	case lo > hi:
		return 0, 0, true, fmt.Errorf("the range is empty (%d > %d)", lo, hi)
	case hi-lo >= MaxInstances || hi-lo < 0:
		return 0, 0, true, fmt.Errorf("the range has more than %d values", MaxInstances)
	}
	return lo, hi, true, nil
}

// splitItems splits s at the commas outside brackets, parentheses and
// quotes.
func splitItems(s string) ([]string, error) {
	var items []string
	depth, start := 0, 0
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '[' || c == '(':
			depth++
		case c == ']' || c == ')':
			depth--
		case c == ',' && depth == 0:
			items = append(items, s[start:i])
			start = i + 1
		}
	}
	switch {
	case quote != 0:
		return nil, fmt.Errorf("%q: a string without its closing %c", s, quote)
	case depth != 0:
		return nil, fmt.Errorf("%q: unbalanced brackets or parentheses", s)
	}
	items = append(items, s[start:])
	out := items[:0]
	for _, it := range items {
		if strings.TrimSpace(it) != "" {
			out = append(out, strings.TrimSpace(it))
		}
	}
	return out, nil
}

// Len returns the number of instances of the plan.
func (pl *Plan) Len() int {
	n := 1
	for _, a := range pl.Axes {
		n *= a.Len()
	}
	return n
}

// at returns the axes' values of instance i (row-major: the last axis
// varies fastest).
func (pl *Plan) at(i int) []int64 {
	vs := make([]int64, len(pl.Axes))
	for k := len(pl.Axes) - 1; k >= 0; k-- {
		a := pl.Axes[k]
		vs[k] = a.Lo + int64(i%a.Len())
		i /= a.Len()
	}
	return vs
}

// Args builds the instance of the axes' values vs.
func (pl *Plan) Args(vs []int64) (game.Args, error) {
	env := map[string]int64{}
	for k, a := range pl.Axes {
		env[a.Name] = vs[k]
	}
	args := make(game.Args, len(pl.Game.Params))
	for k, p := range pl.Game.Params {
		v, err := pl.expr[k].eval(env)
		if err != nil {
			return nil, fmt.Errorf("%s=%s: %v", p.Name, pl.Bind[k], err)
		}
		a, err := p.FromValue(v.goValue())
		if err != nil {
			return nil, fmt.Errorf("%s=%s: %s is %s, not %s", p.Name, pl.Bind[k], p.Name, p.Article(), kindName(v.kind))
		}
		args[k] = a
	}
	return args, nil
}

// Where names the instance of the axes' values vs: "n = 17", "x = 3, y = 5".
func (pl *Plan) Where(vs []int64) string {
	parts := make([]string, len(vs))
	for k, a := range pl.Axes {
		parts[k] = a.Name + " = " + strconv.FormatInt(vs[k], 10)
	}
	return strings.Join(parts, ", ")
}
