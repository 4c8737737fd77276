package game

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// shrinkLoop is check's shrinker without processes: it keeps the first
// change of args that is within params' bounds and still fails, until
// none does, and returns the case and the steps kept (at most 10,000).
func shrinkLoop(params []Param, args Args, fails func(Args) bool) (Args, int) {
	steps := 0
	for ; steps < 10_000; steps++ {
		var next Args
		Shrink(params, args, func(c Args) bool {
			for k, p := range params {
				if p.Check(c[k]) != nil {
					return true
				}
			}
			if fails(c) {
				next = c
				return false
			}
			return true
		})
		if next == nil {
			break
		}
		args = next
	}
	return args, steps
}

// stoneGameVII is stone-game-vii's answer by the interval DP, and greedy
// the wrong one of a player who removes the smaller end (that scores more
// now).
func stoneGameVII(xs []int64) int64 {
	n := len(xs)
	prefix := make([]int64, n+1)
	for i, x := range xs {
		prefix[i+1] = prefix[i] + x
	}
	dp := make([]int64, n)
	for i := n - 1; i >= 0; i-- {
		for j := i + 1; j < n; j++ {
			dp[j] = max(prefix[j+1]-prefix[i+1]-dp[j], prefix[j]-prefix[i]-dp[j-1])
		}
	}
	return dp[n-1]
}

func greedyVII(xs []int64) int64 {
	i, j := 0, len(xs)-1
	var total, diff int64
	for _, x := range xs {
		total += x
	}
	sign := int64(1)
	for i < j {
		if xs[i] <= xs[j] {
			total -= xs[i]
			i++
		} else {
			total -= xs[j]
			j--
		}
		diff += sign * total
		sign = -sign
	}
	return diff
}

// The goal of issue 20: a greedy stone-game-vii shrinks, from every
// failing case drawn, to at most 4 stones of at most 10.
func TestShrinkGreedyVII(t *testing.T) {
	params := []Param{{Name: "stones", Kind: List, MinLen: 2, MaxLen: 1000, Min: 1, Max: 1000}}
	fails := func(a Args) bool { return greedyVII(a[0].List()) != stoneGameVII(a[0].List()) }
	found := 0
	for seed := range uint64(400) {
		r := rand.New(rand.NewPCG(seed, 1))
		xs := make([]int64, 2+r.IntN(40))
		for i := range xs {
			xs[i] = 1 + r.Int64N(1000)
		}
		if !fails(Args{ListOf(xs...)}) {
			continue
		}
		found++
		got, steps := shrinkLoop(params, Args{ListOf(xs...)}, fails)
		ys := got[0].List()
		if len(ys) > 4 || slices.Max(ys) > 10 {
			t.Errorf("seed %d: %v shrinks in %d steps to %v, want at most 4 stones of at most 10", seed, xs, steps, ys)
		}
	}
	if found < 50 {
		t.Fatalf("only %d failing cases drawn", found)
	}
}

// Values that fail only together, by their difference, fall together:
// the case of issue 20, [744,3,1,743].
func TestShrinkKeepsDifferences(t *testing.T) {
	params := []Param{{Name: "stones", Kind: List, MinLen: 2, MaxLen: 1000, Min: 1, Max: 1000}}
	fails := func(a Args) bool { return greedyVII(a[0].List()) != stoneGameVII(a[0].List()) }
	got, _ := shrinkLoop(params, Args{ListOf(744, 3, 1, 743)}, fails)
	if ys := got[0].List(); slices.Max(ys) > 10 {
		t.Errorf("got %v, want values of at most 10", ys)
	}
	// A failure that needs two values 500 apart, whatever they are: they
	// come down together to 1 and 501.
	params[0].Max = 100_000
	far := func(a Args) bool {
		xs := a[0].List()
		return len(xs) == 2 && xs[1]-xs[0] >= 500
	}
	got, _ = shrinkLoop(params, Args{ListOf(70_000, 80_000)}, far)
	if ys := got[0].List(); !slices.Equal(ys, []int64{1, 501}) {
		t.Errorf("got %v, want [1 501]", ys)
	}
}

// Each kind shrinks toward its smallest: an integer to the smallest
// failing value, a string to the shortest and earliest in its alphabet,
// a grid's cells toward zero together, several integers lowered together.
func TestShrinkKinds(t *testing.T) {
	tests := []struct {
		name   string
		params []Param
		args   Args
		fails  func(Args) bool
		want   string
	}{
		{"integer", []Param{{Name: "n", Kind: Int, Min: 1, Max: 1 << 31}},
			Args{IntOf(1 << 30)}, func(a Args) bool { return a[0].Int()%4 == 0 }, "4"},
		{"large integer", []Param{{Name: "n", Kind: Int, Min: 1, Max: 1 << 40}},
			Args{IntOf(1 << 39)}, func(a Args) bool { return a[0].Int() > 123_456_789 }, "123456790"},
		{"string", []Param{{Name: "s", Kind: Text, MinLen: 1, MaxLen: 60, Alphabet: "+-"}},
			Args{TextOf("-+--+-++-")}, func(a Args) bool { return strings.Count(a[0].Text(), "-") >= 2 }, `"--"`},
		{"string of any characters", []Param{{Name: "s", Kind: Text, MinLen: 1, MaxLen: 60}},
			Args{TextOf("xyzzy")}, func(a Args) bool { return len(a[0].Text()) >= 3 }, `"aaa"`},
		{"grid", []Param{{Name: "g", Kind: Grid, MinLen: 1, MaxLen: 10, Min: 0, Max: 1000}},
			Args{GridOf([]int64{900, 7}, []int64{950})}, func(a Args) bool {
				c := gridCells(a[0])
				return len(c) == 2 && c[1]-c[0] >= 40
			}, "[[0],[40]]"},
		{"two integers", []Param{{Name: "a", Kind: Int, Min: 1, Max: 100_000}, {Name: "b", Kind: Int, Min: 1, Max: 100_000}},
			Args{IntOf(50_000), IntOf(50_700)}, func(a Args) bool { return a[1].Int()-a[0].Int() >= 700 }, "1, 701"},
		{"pair", []Param{{Name: "a", Kind: List, MinLen: 1, Min: 1, Max: 100}, {Name: "b", Kind: List, MinLen: 1, Min: 1, Max: 100}},
			Args{ListOf(5, 60, 7), ListOf(9, 8, 70)}, func(a Args) bool {
				return len(a[0].List()) == len(a[1].List()) && slices.Contains(a[0].List(), 60)
			}, "[60], [1]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, _ := shrinkLoop(tt.params, tt.args, tt.fails)
			if got.String() != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

func TestMinimal(t *testing.T) {
	list := Param{Name: "xs", Kind: List, MinLen: 1, Min: 1, Max: 100}
	n := Param{Name: "n", Kind: Int, Min: 1, Max: 1 << 31}
	text := Param{Name: "s", Kind: Text, MinLen: 1, Alphabet: "+-"}
	tests := []struct {
		params []Param
		args   Args
		want   bool
	}{
		{[]Param{n}, Args{IntOf(4)}, true},       // 1, 2 and 3 were tried
		{[]Param{n}, Args{IntOf(20_000)}, false}, // not every smaller value is
		{[]Param{n, n}, Args{IntOf(2), IntOf(2)}, false},
		{[]Param{n, n}, Args{IntOf(1), IntOf(2)}, true},
		{[]Param{list}, Args{ListOf(1)}, true},
		{[]Param{list}, Args{ListOf(2)}, false},
		{[]Param{list}, Args{ListOf(1, 1)}, false},
		{[]Param{text}, Args{TextOf("+")}, true},
		{[]Param{text}, Args{TextOf("-")}, false},
		{[]Param{list, n}, Args{ListOf(1), IntOf(9)}, true},
	}
	for _, tt := range tests {
		if got := Minimal(tt.params, tt.args); got != tt.want {
			t.Errorf("Minimal(%s): got %t, want %t", tt.args, got, tt.want)
		}
	}
}

func TestPlaces(t *testing.T) {
	params := []Param{
		{Name: "n", Kind: Int, Min: 1, Max: 20},
		{Name: "xs", Kind: List, Min: -5, Max: 5},
		{Name: "s", Kind: Text, Alphabet: "+-"},
		{Name: "g", Kind: Grid, Min: 0, Max: 9},
	}
	args := Args{IntOf(3), ListOf(4, -2), TextOf("-+"), GridOf([]int64{7}, []int64{}, []int64{1, 2})}
	var names []string
	for _, pl := range Places(params, args) {
		names = append(names, pl.Name)
		v := pl.Value(args)
		if back := pl.With(args, v); !back.Equal(args) {
			t.Errorf("%s: setting its own value %d gave %s", pl.Name, v, back)
		}
		if changed := pl.With(args, pl.Lo); pl.Value(changed) != pl.Lo || args.Equal(changed) && v != pl.Lo {
			t.Errorf("%s: setting %d gave %s", pl.Name, pl.Lo, changed)
		}
	}
	want := "n xs[0] xs[1] s[0] s[1] g[0][0] g[2][0] g[2][1]"
	if got := strings.Join(names, " "); got != want {
		t.Errorf("got places %s, want %s", got, want)
	}
	pls := Places(params, args)
	if got := pls[3].Format(pls[3].Value(args)); got != "'-'" {
		t.Errorf("s[0] formats as %s, want '-'", got)
	}
	if got := pls[3].With(args, 0).String(); got != `3, [4,-2], "++", [[7],[],[1,2]]` {
		t.Errorf("s[0] set to '+': got %s", got)
	}
}

// A removal moves along an integer parameter equal to the length it
// changes (1145's n, the number of nodes), and a tree also loses two
// leaves at once.
func TestShrinkLinked(t *testing.T) {
	params := []Param{{Name: "root", Kind: Tree, MinLen: 1, Distinct: true}, {Name: "n", Kind: Int, Min: 1, Max: 15}}
	root, err := params[0].Parse("[1,2,3,4,5]")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	Shrink(params, Args{root, IntOf(5)}, func(c Args) bool {
		if c[1].Int() == int64(len(c[0].Tree())) {
			got = append(got, c.String())
		}
		return true
	})
	for _, want := range []string{"[1,2,3,4], 4", "[1,2,3], 3"} {
		if !slices.Contains(got, want) {
			t.Errorf("no candidate %s among those whose n is the tree's size: %v", want, got)
		}
	}
}
