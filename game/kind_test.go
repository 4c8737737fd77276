package game

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// kindParam returns a Param of kind k with every constraint set that k
// takes, small enough to draw whole.
func kindParam(k ParamKind) Param {
	p := Param{Name: "v", Kind: k, Min: -3, Max: 9, MinLen: 1, MaxLen: 6, Alphabet: "#.ab", RowMin: 0, RowMax: 4}
	if !k.Takes("min") {
		p.Min, p.Max = 0, 0
	}
	if !k.Takes("alphabet") {
		p.Alphabet = ""
	}
	if !k.Takes("row_min") {
		p.RowMin, p.RowMax = 0, 0
	}
	if !k.Takes("min_len") {
		p.MinLen, p.MaxLen = 0, 0
	}
	return p
}

// TestKinds runs every operation of every registered kind on random
// values: a kind that misses one, or gets one wrong, fails here.
func TestKinds(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, k := range Kinds() {
		t.Run(k.String(), func(t *testing.T) {
			p := kindParam(k)
			if got, err := ParseParamKind(k.String()); err != nil || got != k {
				t.Errorf("ParseParamKind(%q) = %v, %v", k.String(), got, err)
			}
			for _, lang := range Languages {
				if k.TypeIn(lang) == "" {
					t.Errorf("no type in %s", lang)
				}
			}
			if k.Article() == "" || k.Example() == "" || !strings.Contains(p.Constraint(), "v") {
				t.Errorf("article %q, example %q, constraint %q", k.Article(), k.Example(), p.Constraint())
			}
			if ex, err := p.Parse(k.Example()); err != nil || ex.Kind() != k {
				t.Errorf("its example %s does not parse: %v", k.Example(), err)
			}
			if p.Kind.Takes("max_len") && len(k.ops().unit()) == 0 {
				t.Errorf("a kind with a length counts no unit")
			}
			pick := func(_ Slot, lo, hi int64, _ int) int64 { return lo + r.Int64N(hi-lo+1) }
			for n := range 7 {
				a := p.Make(n, pick)
				if a.Kind() != k {
					t.Fatalf("Make gave %s, not %s", a.Kind(), k)
				}
				if err := p.Check(a); err != nil {
					t.Errorf("Make(%d) = %s: %v", n, a, err)
				}
				roundTrips(t, p, a)
				if d := p.Describe(a, 2); !strings.HasPrefix(d, "v") {
					t.Errorf("Describe(%s) = %q", a, d)
				}
				if !a.Clone().Equal(a) || a.Size() < 0 || a.Numbers() < 0 || a.Len() < 0 {
					t.Errorf("Clone, Equal, Size, Numbers or Len of %s", a)
				}
				for _, pl := range Places([]Param{p}, Args{a}) {
					if v := pl.Value(Args{a}); !pl.With(Args{a}, v).Equal(Args{a}) || pl.Format(v) == "" {
						t.Errorf("place %s of %s: With(Value) changes it", pl.Name, a)
					}
				}
				shrinks(t, p, a)
			}
			least := p.Make(p.MinLen, func(_ Slot, lo, hi int64, _ int) int64 { return min(max(0, lo), hi) })
			if err := p.Check(least); err == nil && !Minimal([]Param{p}, Args{least}) && k != Int {
				t.Errorf("the least value %s is not Minimal", least)
			}
			if err := p.Check(Arg{kind: otherKind(k)}); err == nil {
				t.Errorf("Check took a value of another kind")
			} else if pe := (*ParamError)(nil); !errors.As(err, &pe) || pe.Param != "v" {
				t.Errorf("Check's error %v is not a ParamError about v", err)
			}
			if err := (Param{Name: "v", Kind: k, Limit: 3}).OverLimit(4, "why"); err == nil || !strings.HasSuffix(err.Error(), ": why") {
				t.Errorf("OverLimit = %v", err)
			}
			// The limit's and the size's operations: a value just past a
			// Limit, and none too large for the bytes given; the sizes.
			lim := p
			lim.Limit = 5
			if past, ok := lim.PastLimit(Arg{}, 1<<20); !ok || past.Kind() != k || past.Size() != 6 {
				t.Errorf("PastLimit of Limit 5 = %s (size %d), %v; want a value of size 6", past, past.Size(), ok)
			}
			lim.Limit = 1e9
			if _, ok := lim.PastLimit(Arg{}, 1<<20); ok != (k.Unit() == "") {
				t.Errorf("PastLimit of Limit 10^9 within 1 MiB: %v", ok)
			}
			if lo, hi, own := p.Sizes(); own != (k.Unit() == "") || hi >= 0 && lo > hi {
				t.Errorf("Sizes = %d, %d, %v", lo, hi, own)
			}
			if e := p.Repeat("k"); e != "" && !strings.Contains(e, "k") {
				t.Errorf("Repeat(k) = %q does not use k", e)
			}
		})
	}
}

func otherKind(k ParamKind) ParamKind {
	if k == Int {
		return List
	}
	return Int
}

// roundTrips checks notation → Parse → notation, JSON → FromValue → JSON
// and Value → FromValue.
func roundTrips(t *testing.T, p Param, a Arg) {
	t.Helper()
	s := a.String()
	b, err := p.Parse(s)
	if err != nil || !b.Equal(a) || b.String() != s {
		t.Errorf("notation %s parses as %s, %v", s, b, err)
	}
	js, err := json.Marshal(a)
	if err != nil || !json.Valid(js) {
		t.Fatalf("JSON of %s: %s, %v", a, js, err)
	}
	var v any
	if err := json.Unmarshal(js, &v); err != nil {
		t.Fatal(err)
	}
	c, err := p.FromValue(v)
	if err != nil || !c.Equal(a) {
		t.Errorf("JSON %s reads back as %s, %v", js, c, err)
	}
	if d, err := p.FromValue(a.Value()); err != nil || !d.Equal(a) {
		t.Errorf("Value of %s reads back as %s, %v", a, d, err)
	}
	if _, err := p.Parse(s + "]"); err == nil {
		t.Errorf("%s] parses", s)
	}
}

// shrinks checks that Shrink's candidates of a are of its kind, differ
// from it and are no longer.
func shrinks(t *testing.T, p Param, a Arg) {
	t.Helper()
	count := 0
	Shrink([]Param{p}, Args{a}, func(c Args) bool {
		count++
		if c[0].Kind() != a.Kind() || c[0].Equal(a) || c[0].Len() > a.Len() {
			t.Errorf("shrinking %s tried %s", a, c[0])
			return false
		}
		return count < 10_000
	})
	if count == 0 && !Minimal([]Param{p}, Args{a}) {
		t.Errorf("no candidate smaller than %s, which is not Minimal", a)
	}
}

// A binary tree reads and writes LeetCode's level order; with Distinct,
// its draws are the values 1 to n.
func TestTree(t *testing.T) {
	p := Param{Name: "root", Kind: Tree, MinLen: 1, MaxLen: 100, Min: 1, Max: 100}
	for in, want := range map[string]string{
		"[1,2,3,null,5]":                "[1,2,3,null,5]",
		"[1, null, 2, null, 3]":         "[1,null,2,null,3]",
		"[1,2,null,null,null]":          "[1,2]",
		"[]":                            "[]",
		"[3,5,1,6,2,0,8,null,null,7,4]": "[3,5,1,6,2,0,8,null,null,7,4]",
	} {
		a, err := p.Parse(in)
		if err != nil || a.String() != want {
			t.Errorf("%s: got %s, %v; want %s", in, a, err, want)
		}
	}
	a, _ := p.Parse("[1,2,3,null,5]")
	if nd := a.Tree(); len(nd) != 4 || nd[0].Left != 1 || nd[0].Right != 2 || nd[1].Left != -1 || nd[nd[1].Right].Val != 5 {
		t.Errorf("[1,2,3,null,5] has nodes %+v", nd)
	}
	for in, want := range map[string]string{
		"[1,null,null,2]": "root[3]: no node is left to be its parent",
		"[null,1]":        "root[0]: a tree whose root is null has no other node",
		`[1,"a"]`:         "root[1]: a string is not an integer or null",
		"5":               "root: 5 is not an array",
	} {
		if _, err := p.Parse(in); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", in, err, want)
		}
	}
	d := p
	d.Distinct = true
	if err := d.Check(a); err == nil || !strings.Contains(err.Error(), "value 5") {
		t.Errorf("Distinct took [1,2,3,null,5]: %v", err)
	}
	r := rand.New(rand.NewPCG(5, 6))
	pick := func(_ Slot, lo, hi int64, _ int) int64 { return lo + r.Int64N(hi-lo+1) }
	shapes := map[string]bool{}
	for n := 1; n <= 12; n++ {
		for range 5 {
			a := d.Make(n, pick)
			if err := d.Check(a); err != nil || len(a.Tree()) != n {
				t.Fatalf("Make(%d) = %s: %v", n, a, err)
			}
			roundTrips(t, d, a)
			shrinks(t, d, a)
			shapes[a.String()] = true
		}
	}
	if len(shapes) < 40 {
		t.Errorf("%d distinct trees in 60 draws", len(shapes))
	}
}

// Shrinking a tree of values 1 to n keeps them 1 to m.
func TestTreeShrinkDistinct(t *testing.T) {
	p := Param{Name: "root", Kind: Tree, MinLen: 1, Distinct: true}
	a, err := p.Parse("[3,1,2,null,4]")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	Shrink([]Param{p}, Args{a}, func(c Args) bool {
		if err := p.Check(c[0]); err != nil && len(c[0].Tree()) > 0 {
			t.Errorf("candidate %s: %v", c[0], err)
		}
		got = append(got, c[0].String())
		return true
	})
	if !slices.Contains(got, "[2,null,1]") || !slices.Contains(got, "[3,1,2]") {
		t.Errorf("candidates %v, want [2,null,1] (cut at 1) and [3,1,2] (the leaf 4 cut)", got)
	}
}

// Parse reads JSON's strings with every escape JSON has.
func TestParseStrings(t *testing.T) {
	p := Param{Name: "s", Kind: Text}
	for in, want := range map[string]string{`"a\/b"`: "a/b", `"\u00e9\ud83d\ude00"`: "é😀", `"\"\\"`: `"\`} {
		if a, err := p.Parse(in); err != nil || a.Text() != want {
			t.Errorf("%s: got %q, %v; want %q", in, a.Text(), err, want)
		}
	}
	if _, err := p.Parse(`"\q"`); err == nil {
		t.Errorf(`"\q" parses`)
	}
}
