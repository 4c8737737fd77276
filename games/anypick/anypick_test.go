package anypick

import (
	"cmp"
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
	"stonegame/internal/oracletest"
)

func TestExamples(t *testing.T) {
	tests := []struct {
		name          string
		alice, bob    []int64
		first, second int64
		winner        game.Outcome
	}{
		{"leetcode example 1", []int64{1, 3}, []int64{2, 1}, 3, 2, game.FirstWins},
		{"leetcode example 2", []int64{1, 2}, []int64{3, 1}, 1, 1, game.Draw},
		{"leetcode example 3", []int64{2, 4, 3}, []int64{1, 6, 7}, 6, 7, game.SecondWins},
		{"classic walk-through", []int64{5, 4, 3, 2}, []int64{4, 1, 2, 3}, 8, 4, game.FirstWins},
		{"one stone", []int64{-2}, []int64{9}, -2, 0, game.SecondWins},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := New(tc.alice, tc.bob)
			if err != nil {
				t.Fatal(err)
			}
			r := p.Solve()
			if r.First != tc.first || r.Second != tc.second || r.Winner() != tc.winner {
				t.Errorf("Solve = %+v (%v), want %d, %d (%v)", r, r.Winner(), tc.first, tc.second, tc.winner)
			}
			verify(t, p)
		})
	}
}

// verify holds every fast answer at p to the oracle: the value, the totals,
// each option's value, and the optimality of every move of the line.
func verify(t *testing.T, p Position) {
	t.Helper()
	if got, want := p.Value(), game.Value(p); got != want {
		t.Fatalf("%v: Value = %d, want %d (oracle)", p.Key(), got, want)
	}
	// Totals are not unique under optimal play (equal a+b sums split the
	// points differently); the differential is. Solve reports Line's totals.
	r := p.Solve()
	if got, want := r.For(p.turn), game.Solve(p).For(p.turn); got != want {
		t.Fatalf("%v: Solve differential = %d, want %d (oracle)", p.Key(), got, want)
	}
	if first, second := p.Line().Totals(); first != r.First || second != r.Second {
		t.Fatalf("%v: Solve = %+v, but the line gives %d and %d", p.Key(), r, first, second)
	}
	fast, slow := p.Options(), game.Options(p)
	for k := range fast {
		if fast[k] != slow[k] {
			t.Fatalf("%v: option %d = %+v, want %+v", p.Key(), k, fast[k], slow[k])
		}
	}
	var q game.Solvable = p
	for k, s := range p.Line() {
		a, err := game.Analyze(q, s.Move)
		if err != nil || !a.Optimal() {
			t.Fatalf("%v: line move %d (%v) is not optimal: %+v %v", p.Key(), k+1, s.Move, a, err)
		}
		_, next, _ := q.Play(s.Move)
		q = next.(Position)
	}
}

func TestExhaustive(t *testing.T) {
	count := 0
	for n := 1; n <= 5; n++ {
		a, b := make([]int64, n), make([]int64, n)
		var rec func(i int)
		rec = func(i int) {
			if i == 2*n {
				p, _ := New(a, b)
				verify(t, p)
				count++
				return
			}
			for v := int64(1); v <= 3; v++ {
				if i < n {
					a[i] = v
				} else {
					b[i-n] = v
				}
				rec(i + 1)
			}
		}
		rec(0)
	}
	if want := 9 + 81 + 729 + 6561 + 59049; count != want {
		t.Fatalf("checked %d instances, want %d", count, want)
	}
}

func TestAgainstOracle(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(1, 9).Draw(rt, "n")
		// Small sums take the counting sort, medium ones the radix sort
		// (one or two passes), wide ones the comparison sort.
		lim := rapid.SampledFrom([]int64{6, 1 << 12, 1 << 30, 1 << 40}).Draw(rt, "lim")
		a := rapid.SliceOfN(rapid.Int64Range(-lim, lim), n, n).Draw(rt, "alice")
		b := rapid.SliceOfN(rapid.Int64Range(-lim, lim), n, n).Draw(rt, "bob")
		p, _ := New(a, b)
		// and a position after a few moves
		for _, k := range rapid.SliceOfN(rapid.IntRange(0, 100), 0, n-1).Draw(rt, "moves") {
			verify(t, p)
			p, _, _ = p.After(Stone(p.Rest()[k%len(p.Rest())]))
		}
		verify(t, p)
	})
}

func TestErrors(t *testing.T) {
	if _, err := New([]int64{1, 2}, []int64{1}); err == nil {
		t.Error("different lengths: got no error")
	}
	if _, err := New(nil, nil); !errors.Is(err, ErrEmpty) {
		t.Errorf("no stones: got %v, want ErrEmpty", err)
	}
	if _, err := New([]int64{math.MaxInt64}, []int64{1}); !errors.Is(err, game.ErrOverflow) {
		t.Errorf("overflow: got %v, want ErrOverflow", err)
	}
	p, _ := New([]int64{1, 2}, []int64{3, 4})
	if _, _, err := p.Play(Stone(5)); err == nil {
		t.Error("taking a missing stone: got no error")
	}
}

// TestOrderPaths checks each sorting path of Order on rows long enough to
// take it against a plain stable sort: decreasing a+b, ties by index.
func TestOrderPaths(t *testing.T) {
	tests := []struct {
		name   string
		lo, hi int64
	}{
		{"counting sort", -50, 50},
		{"radix, one pass", 0, 1 << 14},
		{"radix, two passes", -1 << 29, 1 << 29},
		{"comparison sort", -1 << 40, 1 << 40},
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			const n = 1<<12 + 1 // after a move, the smallest the radix sort takes
			a, b := make([]int64, n), make([]int64, n)
			for i := range a {
				// Few distinct values make many ties.
				a[i] = tc.lo + rng.Int64N(tc.hi-tc.lo+1)
				b[i] = tc.lo + rng.Int64N(tc.hi-tc.lo+1)
				if i%3 == 0 {
					a[i], b[i] = tc.lo, tc.hi
				}
			}
			p, err := New(a, b)
			if err != nil {
				t.Fatal(err)
			}
			// At the start (no list of stones) and after a move (a list).
			q, _, _ := p.After(Stone(7))
			for _, p := range []Position{p, q} {
				// Hold the case to the path it is named for.
				_, span := p.sumRange()
				path := "comparison sort"
				switch {
				case p.small(span):
					path = "counting sort"
				case len(p.Rest()) < 1<<12:
					path = "too few for the radix sort"
				case span < 1<<16:
					path = "radix, one pass"
				case span < 1<<32:
					path = "radix, two passes"
				}
				if path != tc.name {
					t.Fatalf("sums spanning %d take the %s", span, path)
				}
				want := slices.Clone(p.Rest())
				slices.SortStableFunc(want, func(i, j int) int {
					return -cmp.Compare(a[i]+b[i], a[j]+b[j])
				})
				if got := p.Order(); !slices.Equal(got, want) {
					t.Fatalf("Order differs from the stable sort")
				}
				// Solve takes the same path without the order: its totals
				// are those of taking the stones in that order.
				var tot [3]int64 // by player
				pl := p.turn
				for _, i := range want {
					tot[pl] += p.worth(pl, i)
					pl = pl.Other()
				}
				if got := p.Solve(); got.First != tot[game.First] || got.Second != tot[game.Second] {
					t.Fatalf("Solve = %d, %d; the stable sort gives %d, %d", got.First, got.Second, tot[game.First], tot[game.Second])
				}
			}
		})
	}
}

// TestStart checks the start position, whose remaining stones are implicit
// (every stone), against the same stones spelled out after a move, and its
// edges: Rest lists every stone, missing stones are refused, and taking the
// last stone leaves none rather than all.
func TestStart(t *testing.T) {
	p, err := New([]int64{4, 1, 7}, []int64{2, 5, 3})
	if err != nil {
		t.Fatal(err)
	}
	if got := p.Rest(); !slices.Equal(got, []int{0, 1, 2}) {
		t.Errorf("Rest at the start = %v, want [0 1 2]", got)
	}
	for _, s := range []Stone{-1, 3} {
		if _, _, err := p.After(s); err == nil {
			t.Errorf("After(%v) at the start: got no error", s)
		}
		if got := p.Index(s); got != -1 {
			t.Errorf("Index(%v) at the start = %d, want -1", s, got)
		}
	}
	if got := p.Index(Stone(2)); got != 2 {
		t.Errorf("Index(stone 2) at the start = %d, want 2", got)
	}
	if got, want := p.Key(), "1,0,1,2"; got != want {
		t.Errorf("Key at the start = %q, want %q", got, want)
	}
	one, _ := New([]int64{3}, []int64{1})
	q, gain, err := one.After(Stone(0))
	if err != nil || gain != 3 || len(q.Rest()) != 0 || len(q.Moves()) != 0 {
		t.Errorf("taking the only stone: gain %d, rest %v, err %v; want 3, [], nil", gain, q.Rest(), err)
	}
	if r := q.Solve(); r != (game.Result{}) {
		t.Errorf("Solve with no stone left = %+v, want zero", r)
	}
}

// TestTally checks Solve's counting path (tally) on rows long enough for
// many buckets and ties, from the start (no rest list) and after moves
// (a rest list), against the line built by the sort (Line's totals) and
// against a plain stable sort.
func TestTally(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{1, 2, 3, 1000, 1 << 13} {
		a, b := make([]int64, n), make([]int64, n)
		for i := range a {
			a[i], b[i] = rng.Int64N(21)-10, rng.Int64N(21)-10
		}
		p, err := New(a, b)
		if err != nil {
			t.Fatal(err)
		}
		for moves := 0; moves < 3 && len(p.Rest()) > 0; moves++ {
			if _, span := p.sumRange(); !p.small(span) {
				t.Fatalf("n=%d: span %d does not take the counting path", n, span)
			}
			r := p.Solve()
			if first, second := p.Line().Totals(); r.First != first || r.Second != second {
				t.Fatalf("n=%d after %d moves: Solve = %d, %d; the line gives %d, %d", n, moves, r.First, r.Second, first, second)
			}
			ord := slices.Clone(p.Rest())
			slices.SortStableFunc(ord, func(i, j int) int { return -cmp.Compare(a[i]+b[i], a[j]+b[j]) })
			var own, other int64
			for k, i := range ord {
				if k%2 == 0 {
					own += p.worth(p.turn, i)
				} else {
					other += p.worth(p.turn.Other(), i)
				}
			}
			if got, want := r.For(p.turn), own-other; got != want {
				t.Fatalf("n=%d after %d moves: differential %d, want %d (stable sort)", n, moves, got, want)
			}
			rest := p.Rest()
			p, _, _ = p.After(Stone(rest[rng.IntN(len(rest))]))
		}
	}
}

// TestStartRestShared checks that the start's list of every stone is made
// once and shared, and that Solve from the start does not make it.
func TestStartRestShared(t *testing.T) {
	p, err := New([]int64{1, 2, 3}, []int64{3, 2, 1})
	if err != nil {
		t.Fatal(err)
	}
	p.Solve()
	if p.all != nil {
		t.Errorf("Solve from the start made the list of every stone")
	}
	r1, r2 := p.Rest(), p.Rest()
	if &r1[0] != &r2[0] {
		t.Errorf("two calls of Rest at the start made two lists")
	}
	if !slices.Equal(r1, []int{0, 1, 2}) {
		t.Errorf("Rest at the start = %v, want [0 1 2]", r1)
	}
}

// TestRadixHalves: from parMin stones on the radix sort runs in two
// halves on two goroutines; Order must still be the stable sort, and
// Solve the totals of taking the stones in that order, at the start and
// after a move.
func TestRadixHalves(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	n := parMin + 17
	a, b := make([]int64, n), make([]int64, n)
	for i := range a {
		// Few distinct sums in places make ties; the span takes the
		// radix sort's two digits.
		a[i], b[i] = rng.Int64N(1<<29)-1<<28, rng.Int64N(1<<29)-1<<28
		if i%5 == 0 {
			a[i], b[i] = 7, int64(i%3)
		}
	}
	p, err := New(a, b)
	if err != nil {
		t.Fatal(err)
	}
	q, _, _ := p.After(Stone(3))
	for _, p := range []Position{p, q} {
		if _, span := p.sumRange(); p.small(span) || span < 1<<16 || span >= 1<<32 {
			t.Fatalf("sums spanning %d do not take the radix sort's two digits", span)
		}
		want := slices.Clone(p.Rest())
		slices.SortStableFunc(want, func(i, j int) int { return -cmp.Compare(a[i]+b[i], a[j]+b[j]) })
		if got := p.Order(); !slices.Equal(got, want) {
			t.Fatal("Order differs from the stable sort")
		}
		var tot [3]int64
		pl := p.turn
		for _, i := range want {
			tot[pl] += p.worth(pl, i)
			pl = pl.Other()
		}
		r := p.Solve()
		if r.For(p.turn) != tot[p.turn]-tot[p.turn.Other()] {
			t.Fatalf("Solve %+v, the order's totals %v", r, tot)
		}
	}
}

// TestSteps holds Steps to the line of Order and to Line, at the start and
// after a few moves, for sums that take each sort. (game.LineBy's line is
// another optimal one: a stone of a smaller sum may be worth as much.)
func TestSteps(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(1, 9).Draw(rt, "n")
		lim := rapid.SampledFrom([]int64{3, 1 << 12, 1 << 40}).Draw(rt, "lim")
		a := rapid.SliceOfN(rapid.Int64Range(-lim, lim), n, n).Draw(rt, "alice")
		b := rapid.SliceOfN(rapid.Int64Range(-lim, lim), n, n).Draw(rt, "bob")
		p, _ := New(a, b)
		for _, k := range rapid.SliceOfN(rapid.IntRange(0, 100), 0, n-1).Draw(rt, "moves") {
			if err := oracletest.Steps(p, orderLine(p)); err != nil {
				rt.Fatal(err)
			}
			p, _, _ = p.After(Stone(p.Rest()[k%len(p.Rest())]))
		}
		if err := oracletest.Steps(p, orderLine(p)); err != nil {
			rt.Fatal(err)
		}
	})
}

// orderLine is the canonical line built from Order: the stones in its
// order, the players alternating, each scoring the stone's value to them.
func orderLine(p Position) game.Line {
	var l game.Line
	pl := p.Turn()
	for _, i := range p.Order() {
		gain := p.Alice()[i]
		if pl == game.Second {
			gain = p.Bob()[i]
		}
		l = append(l, game.Step{Player: pl, Move: Stone(i), Index: i, Gain: gain})
		pl = pl.Other()
	}
	return l
}
