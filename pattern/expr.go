package pattern

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// This file reads the expressions that bind a game's parameters to the
// table's variables: "n" (the variable itself), "[1]*k", "[5, 3] + [1]*k",
// `"+"*L`, "2*k+1". The language is tiny on purpose: integers, lists of
// integers and strings, with + (add, concatenate), - and * (multiply,
// repeat), parentheses and the table's variables. Nothing else runs.

// maxValue is the longest list or string an expression may build: an
// instance of a table is solved, and no game solves a million items per
// instance for hundreds of instances.
const maxValue = 1 << 20

// vkind is the type of an expression's value.
type vkind uint8

const (
	vInt  vkind = iota // an integer
	vList              // a list of integers
	vText              // a string
)

// goValue returns v as a Go value a parameter's kind reads
// ([game.Param.FromValue]): int64, []int64 or string.
func (v value) goValue() any {
	switch v.kind {
	case vList:
		return v.list
	case vText:
		return v.text
	}
	return v.n
}

// value is an expression's value: an integer, a list or a string.
type value struct {
	kind vkind
	n    int64
	list []int64
	text string
}

func (v value) size() int {
	switch v.kind {
	case vList:
		return len(v.list)
	case vText:
		return len(v.text)
	}
	return 0
}

// expr is a parsed expression.
type expr interface {
	eval(vars map[string]int64) (value, error)
}

type (
	numExpr  int64
	varExpr  string
	textExpr string
	listExpr []expr
	negExpr  struct{ x expr }
	binExpr  struct {
		op   byte
		l, r expr
	}
)

func (e numExpr) eval(map[string]int64) (value, error) {
	return value{kind: vInt, n: int64(e)}, nil
}
func (e textExpr) eval(map[string]int64) (value, error) {
	return value{kind: vText, text: string(e)}, nil
}

func (e varExpr) eval(vars map[string]int64) (value, error) {
	x, ok := vars[string(e)]
	if !ok {
		return value{}, fmt.Errorf("%s is not a variable of the table", string(e))
	}
	return value{kind: vInt, n: x}, nil
}

func (e listExpr) eval(vars map[string]int64) (value, error) {
	xs := make([]int64, 0, len(e))
	for _, item := range e {
		v, err := item.eval(vars)
		if err != nil {
			return value{}, err
		}
		if v.kind != vInt {
			return value{}, fmt.Errorf("a list holds integers, not %s", kindName(v.kind))
		}
		xs = append(xs, v.n)
	}
	return value{kind: vList, list: xs}, nil
}

func (e negExpr) eval(vars map[string]int64) (value, error) {
	v, err := e.x.eval(vars)
	if err != nil {
		return value{}, err
	}
	if v.kind != vInt {
		return value{}, fmt.Errorf("cannot negate %s", kindName(v.kind))
	}
	if v.n == math.MinInt64 {
		return value{}, fmt.Errorf("-(%d) overflows", v.n)
	}
	return value{kind: vInt, n: -v.n}, nil
}

func (e binExpr) eval(vars map[string]int64) (value, error) {
	l, err := e.l.eval(vars)
	if err != nil {
		return value{}, err
	}
	r, err := e.r.eval(vars)
	if err != nil {
		return value{}, err
	}
	switch {
	case l.kind == vInt && r.kind == vInt:
		return intOp(e.op, l.n, r.n)
	case e.op == '+' && l.kind == r.kind:
		if l.size()+r.size() > maxValue {
			return value{}, fmt.Errorf("a value longer than %d items", maxValue)
		}
		if l.kind == vText {
			return value{kind: vText, text: l.text + r.text}, nil
		}
		return value{kind: vList, list: append(append([]int64{}, l.list...), r.list...)}, nil
	case e.op == '*' && (l.kind == vInt) != (r.kind == vInt):
		if l.kind == vInt {
			l, r = r, l
		}
		if r.n < 0 {
			return value{}, fmt.Errorf("cannot repeat %s %d times", kindName(l.kind), r.n)
		}
		if l.size() > 0 && r.n > int64(maxValue/l.size()) {
			return value{}, fmt.Errorf("a value longer than %d items (%d × %d)", maxValue, l.size(), r.n)
		}
		if l.kind == vText {
			return value{kind: vText, text: strings.Repeat(l.text, int(r.n))}, nil
		}
		out := make([]int64, 0, l.size()*int(r.n))
		for range r.n {
			out = append(out, l.list...)
		}
		return value{kind: vList, list: out}, nil
	}
	return value{}, fmt.Errorf("cannot apply %c to %s and %s", e.op, kindName(l.kind), kindName(r.kind))
}

func intOp(op byte, a, b int64) (value, error) {
	var x int64
	ok := true
	switch op {
	case '+':
		x = a + b
		ok = (x > a) == (b > 0)
	case '-':
		x = a - b
		ok = (x < a) == (b > 0)
	case '*':
		if a != 0 && b != 0 {
			x = a * b
			ok = x/b == a && !(a == -1 && b == math.MinInt64) && !(b == -1 && a == math.MinInt64)
		}
	}
	if !ok {
		return value{}, fmt.Errorf("%d %c %d overflows", a, op, b)
	}
	return value{kind: vInt, n: x}, nil
}

func kindName(k vkind) string {
	switch k {
	case vList:
		return "a list"
	case vText:
		return "a string"
	}
	return "an integer"
}

// parseExpr reads one expression.
func parseExpr(s string) (expr, error) {
	p := &parser{s: s}
	e, err := p.sum()
	if err != nil {
		return nil, err
	}
	p.space()
	if p.i < len(p.s) {
		return nil, fmt.Errorf("unexpected %q at column %d of %q", p.s[p.i:p.i+1], p.i+1, s)
	}
	return e, nil
}

type parser struct {
	s string
	i int
}

func (p *parser) space() {
	for p.i < len(p.s) && p.s[p.i] == ' ' {
		p.i++
	}
}

func (p *parser) errorf(format string, args ...any) error {
	return fmt.Errorf("%s at column %d of %q", fmt.Sprintf(format, args...), p.i+1, p.s)
}

func (p *parser) sum() (expr, error) {
	l, err := p.product()
	if err != nil {
		return nil, err
	}
	for {
		p.space()
		if p.i == len(p.s) || p.s[p.i] != '+' && p.s[p.i] != '-' {
			return l, nil
		}
		op := p.s[p.i]
		p.i++
		r, err := p.product()
		if err != nil {
			return nil, err
		}
		l = binExpr{op, l, r}
	}
}

func (p *parser) product() (expr, error) {
	l, err := p.factor()
	if err != nil {
		return nil, err
	}
	for {
		p.space()
		if p.i == len(p.s) || p.s[p.i] != '*' {
			return l, nil
		}
		p.i++
		r, err := p.factor()
		if err != nil {
			return nil, err
		}
		l = binExpr{'*', l, r}
	}
}

func (p *parser) factor() (expr, error) {
	p.space()
	if p.i == len(p.s) {
		return nil, p.errorf("missing a value")
	}
	c := p.s[p.i]
	switch {
	case c == '-':
		p.i++
		x, err := p.factor()
		if err != nil {
			return nil, err
		}
		return negExpr{x}, nil
	case c == '(':
		p.i++
		e, err := p.sum()
		if err != nil {
			return nil, err
		}
		p.space()
		if p.i == len(p.s) || p.s[p.i] != ')' {
			return nil, p.errorf("missing )")
		}
		p.i++
		return e, nil
	case c == '[':
		p.i++
		var items listExpr
		for {
			p.space()
			if p.i < len(p.s) && p.s[p.i] == ']' {
				p.i++
				return items, nil
			}
			if len(items) > 0 {
				if p.i == len(p.s) || p.s[p.i] != ',' {
					return nil, p.errorf("missing , or ]")
				}
				p.i++
			}
			e, err := p.sum()
			if err != nil {
				return nil, err
			}
			items = append(items, e)
		}
	case c == '"' || c == '\'':
		end := strings.IndexByte(p.s[p.i+1:], c)
		if end < 0 {
			return nil, p.errorf("a string without its closing %c", c)
		}
		t := p.s[p.i+1 : p.i+1+end]
		p.i += end + 2
		return textExpr(t), nil
	case c >= '0' && c <= '9':
		j := p.i
		for j < len(p.s) && p.s[j] >= '0' && p.s[j] <= '9' {
			j++
		}
		x, err := strconv.ParseInt(p.s[p.i:j], 10, 64)
		if err != nil {
			return nil, p.errorf("%s is too large", p.s[p.i:j])
		}
		p.i = j
		return numExpr(x), nil
	case isLetter(c):
		j := p.i
		for j < len(p.s) && (isLetter(p.s[j]) || p.s[j] >= '0' && p.s[j] <= '9') {
			j++
		}
		name := p.s[p.i:j]
		p.i = j
		return varExpr(name), nil
	}
	return nil, p.errorf("unexpected %q", string(c))
}

func isLetter(c byte) bool { return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// vars lists the variables e uses, in order of first use.
func vars(e expr, out []string) []string {
	switch e := e.(type) {
	case varExpr:
		for _, v := range out {
			if v == string(e) {
				return out
			}
		}
		return append(out, string(e))
	case listExpr:
		for _, x := range e {
			out = vars(x, out)
		}
	case negExpr:
		return vars(e.x, out)
	case binExpr:
		return vars(e.r, vars(e.l, out))
	}
	return out
}
