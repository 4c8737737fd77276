package pattern

import (
	"testing"

	"stonegame/game"
)

// TestRepeatEveryKind: every kind's expression of a value of size k
// ([game.Param.Repeat]), where it has one, is one the table reads, and
// gives a value of the kind of size k.
func TestRepeatEveryKind(t *testing.T) {
	written := 0
	for _, k := range game.Kinds() {
		p := game.Param{Name: "v", Kind: k, Min: -3, Max: 9, MinLen: 0, MaxLen: 50, Alphabet: "+-"}
		src := p.Repeat("k")
		if src == "" {
			continue
		}
		written++
		e, err := parseExpr(src)
		if err != nil {
			t.Errorf("%s: Repeat(k) = %q does not parse: %v", k, src, err)
			continue
		}
		v, err := e.eval(map[string]int64{"k": 3})
		if err != nil {
			t.Errorf("%s: %q: %v", k, src, err)
			continue
		}
		a, err := p.FromValue(v.goValue())
		if err != nil || a.Kind() != k || a.Size() != 3 || p.Check(a) != nil {
			t.Errorf("%s: %q at k = 3 is %s (size %d), %v, %v; want a valid value of size 3", k, src, a, a.Size(), err, p.Check(a))
		}
	}
	if written < 3 {
		t.Errorf("%d kinds write an expression, want the integer, the list and the string", written)
	}
}

// TestExampleRange: the range an error message suggests parses for a
// game of a list, of a string and of two integers.
func TestExampleRange(t *testing.T) {
	for _, g := range []*game.Spec{
		{Name: "a", Params: []game.Param{{Name: "piles", Kind: game.List, MinLen: 1, Min: 1, Max: 9}}},
		{Name: "b", Params: []game.Param{{Name: "s", Kind: game.Text, Alphabet: "+-"}}},
		{Name: "c", Params: []game.Param{{Name: "x", Kind: game.Int, Max: 9}, {Name: "y", Kind: game.Int, Max: 9}}},
	} {
		ex := example(g)
		if _, err := Parse(g, []string{ex}); err != nil {
			t.Errorf("%s: example %q: %v", g.Name, ex, err)
		}
	}
}
