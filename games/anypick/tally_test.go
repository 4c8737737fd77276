package anypick

import (
	"errors"
	"math"
	"math/rand/v2"
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
)

// tallyOf pushes alice then bob into a Tally in runs of the given sizes
// (cycled; 1 if there are none).
func tallyOf(alice, bob []int64, runs []int) *Tally {
	return pushInto(NewTally(len(alice)/2), alice, bob, runs)
}

// pushInto is tallyOf into t.
func pushInto(t *Tally, alice, bob []int64, runs []int) *Tally {
	for l, push := range []func([]int64){t.PushAlice, t.PushBob} {
		xs := [][]int64{alice, bob}[l]
		for k, i := 0, 0; i < len(xs); k++ {
			size := 1
			if len(runs) > 0 {
				size = max(1, runs[k%len(runs)])
			}
			end := min(i+size, len(xs))
			push(xs[i:end])
			i = end
		}
	}
	return t
}

// stonesOf pushes the stones into a Tally by PushStones, in runs of the
// given sizes (cycled; 1 if there are none).
func stonesOf(alice, bob []int64, runs []int) *Tally {
	t := NewTally(len(alice) / 3)
	for k, i := 0, 0; i < len(alice); k++ {
		size := 1
		if len(runs) > 0 {
			size = max(1, runs[k%len(runs)])
		}
		end := min(i+size, len(alice))
		t.PushStones(alice[i:end], bob[i:end])
		i = end
	}
	return t
}

// TestTallyAgainstSolve: for random lists (small values with many ties,
// negative ones, wide ones, and lists that turn wide part way), a Tally's
// Result is exactly New(alice, bob).Solve(), or New's error.
func TestTallyAgainstSolve(t *testing.T) {
	wide, merged, upgraded := 0, 0, 0
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(1, 30).Draw(rt, "n")
		lim := rapid.SampledFrom([]int64{1, 3, 1000, 1 << 12, math.MaxInt32, 1 << 40, math.MaxInt64 / 40, math.MaxInt64}).Draw(rt, "lim")
		lo := rapid.SampledFrom([]int64{0, -lim}).Draw(rt, "lo")
		a := rapid.SliceOfN(rapid.Int64Range(lo, lim), n, n).Draw(rt, "alice")
		b := rapid.SliceOfN(rapid.Int64Range(lo, lim), n, n).Draw(rt, "bob")
		if rapid.Bool().Draw(rt, "narrow first") {
			// The first stones narrow, so the buckets fill before the
			// span grows too wide.
			k := rapid.IntRange(0, n).Draw(rt, "narrow")
			for i := range k {
				a[i], b[i] = a[i]%4, b[i]%4
			}
		}
		if rapid.Bool().Draw(rt, "opposite") {
			// Wide values with narrow sums: aliceValues outside int32
			// (the Tally's copy to int64) without the fallback.
			for i := range b {
				d := b[i] % 4 // ties, but not every sum 0
				if a[i] > math.MaxInt64-3 || a[i] < -math.MaxInt64+3 {
					d = 0
				}
				b[i] = d - a[i]
			}
		}
		runs := rapid.SliceOfN(rapid.IntRange(0, 7), 0, 4).Draw(rt, "runs")
		tl := tallyOf(a, b, runs)
		if rapid.Bool().Draw(rt, "stones") {
			tl = stonesOf(a, b, runs)
		}
		got, err := tl.Result()
		p, perr := New(a, b)
		if perr != nil {
			if err == nil || err.Error() != perr.Error() {
				rt.Fatalf("error %v, want %v", err, perr)
			}
			return
		}
		if err != nil {
			rt.Fatalf("error %v, want none", err)
		}
		if want := p.Solve(); got != want {
			rt.Fatalf("got %+v, want %+v (wide from stone %d)", got, want, tl.wide)
		}
		if tl.wide < 0 && tl.a32 == nil {
			upgraded++ // aliceValues outside int32, sums in the buckets
		}
		if tl.wide >= 0 {
			wide++
			if tl.wide > 0 {
				merged++
			}
		}
	})
	// Each path once for certain (rapid draws fewer cases under -short, and
	// may then miss one): aliceValues outside int32 with narrow sums; wide
	// from the second stone (the first always fits the buckets); wide after
	// more stones in the buckets.
	for _, c := range []struct {
		a, b     []int64
		upgraded bool
		wideAt   int
	}{
		{[]int64{1 << 40, -(1 << 40) + 5}, []int64{-(1 << 40) + 1, (1 << 40) - 5}, true, -1},
		{[]int64{1 << 40, 1}, []int64{0, 0}, false, 1},
		{[]int64{1, 2, 1 << 40}, []int64{1, 1, 5}, false, 2},
	} {
		tl := tallyOf(c.a, c.b, nil)
		got, err := tl.Result()
		p, perr := New(c.a, c.b)
		if err != nil || perr != nil || got != p.Solve() {
			t.Errorf("%v, %v: got %+v, %v; want %+v, %v", c.a, c.b, got, err, p.Solve(), perr)
		}
		if up := tl.wide < 0 && tl.a32 == nil; up != c.upgraded || tl.wide != c.wideAt {
			t.Errorf("%v, %v: int64 with narrow sums %v, wide from %d; want %v, %d", c.a, c.b, up, tl.wide, c.upgraded, c.wideAt)
		}
	}
	if testing.Short() {
		return
	}
	if wide == 0 || merged == 0 {
		t.Errorf("%d runs went wide, %d of them with stones in the buckets: the fallback was not exercised", wide, merged)
	}
	if upgraded == 0 {
		t.Errorf("no run kept aliceValues as int64 with narrow sums")
	}
}

// TestTallyErrors: New's messages, for lists of different lengths both
// ways, no stones and totals that could overflow.
func TestTallyErrors(t *testing.T) {
	const big = math.MaxInt64
	tests := []struct {
		name       string
		alice, bob []int64
		want       string
	}{
		{"bob shorter", []int64{1, 2}, []int64{1}, "aliceValues has 2 values but bobValues has 1: they must have the same length"},
		{"bob longer", []int64{1}, []int64{1, 2, 3}, "aliceValues has 1 value but bobValues has 3: they must have the same length"},
		{"no bob", []int64{1}, nil, "aliceValues has 1 value but bobValues has 0: they must have the same length"},
		{"no stones", nil, nil, ErrEmpty.Error()},
		{"overflow at stone 0", []int64{big}, []int64{1}, "stone 0: the absolute values add up to more than 9223372036854775807, so totals could overflow int64"},
		{"overflow at stone 2", []int64{1, 2, big - 5}, []int64{1, 1, 1}, "stone 2: the absolute values add up to more than 9223372036854775807, so totals could overflow int64"},
		{"overflow and longer", []int64{big, 1}, []int64{1, 1, 1}, "aliceValues has 2 values but bobValues has 3: they must have the same length"},
	}
	for _, tc := range tests {
		_, err := tallyOf(tc.alice, tc.bob, []int{2}).Result()
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: error %v, want %q", tc.name, err, tc.want)
		}
		if _, nerr := New(tc.alice, tc.bob); nerr == nil || nerr.Error() != tc.want {
			t.Errorf("%s: New's error %v, want %q (the Tally must match it)", tc.name, nerr, tc.want)
		}
		if strings := tc.name; len(strings) > 8 && strings[:8] == "overflow" && tc.name != "overflow and longer" && !errors.Is(err, game.ErrOverflow) {
			t.Errorf("%s: error %v does not wrap game.ErrOverflow", tc.name, err)
		}
	}
}

// TestTallyGrows: sums arriving further and further out on both sides,
// within the limit, stay in the buckets; one past it turns the Tally wide.
func TestTallyGrows(t *testing.T) {
	n := 2000
	a, b := make([]int64, n), make([]int64, n)
	for i := range a {
		a[i] = int64(i/2) * int64(1-2*(i%2)) // 0, 0, 1, -1, 2, -2, ...
		b[i] = a[i]
	}
	tl := tallyOf(a, b, []int{3})
	if tl.wide >= 0 {
		t.Fatalf("sums spanning %d values went wide (limit %d)", 2*n, tl.limit)
	}
	check := func() {
		t.Helper()
		p, _ := New(a, b)
		got, err := tl.Result()
		if want := p.Solve(); err != nil || got != want {
			t.Errorf("got %+v, %v, want %+v", got, err, want)
		}
	}
	check()
	if len(tl.bs) > 4*2*n {
		t.Errorf("sums spanning %d values took %d buckets, want at most %d", 2*n, len(tl.bs), 4*2*n)
	}
	a[n-1], b[n-1] = 1<<40, 0
	tl = tallyOf(a, b, []int{3})
	if tl.wide != n-1 {
		t.Errorf("wide from stone %d, want %d", tl.wide, n-1)
	}
	check()
	// At the ends of the int64s.
	a, b = []int64{math.MaxInt64 - 1, math.MinInt64 + 2, 0}, []int64{0, 0, 0}
	if _, err := tallyOf(a, b, nil).Result(); !errors.Is(err, game.ErrOverflow) {
		t.Errorf("error %v, want overflow", err)
	}
	for _, x := range []int64{math.MaxInt64, math.MinInt64 + 1} {
		a, b = []int64{x, 0}, []int64{0, 0}
		tl = tallyOf(a, b, nil)
		check()
	}
}

// TestTallyReset: a Tally reused with Reset, after any instance (narrow,
// wide, bad), solves the next one as a new Tally would.
func TestTallyReset(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		tl := NewTally(0)
		for round := range 3 {
			n := rapid.IntRange(0, 20).Draw(rt, "n")
			lim := rapid.SampledFrom([]int64{3, 1 << 12, 1 << 40, math.MaxInt64}).Draw(rt, "lim")
			a := rapid.SliceOfN(rapid.Int64Range(-lim, lim), n, n).Draw(rt, "alice")
			b := rapid.SliceOfN(rapid.Int64Range(-lim, lim), 0, n+1).Draw(rt, "bob")
			tl.Reset()
			got, err := pushInto(tl, a, b, []int{3}).Result()
			want, werr := tallyOf(a, b, []int{3}).Result()
			if got != want || (err == nil) != (werr == nil) || (err != nil && err.Error() != werr.Error()) {
				rt.Fatalf("round %d: after Reset got %+v, %v; a new Tally %+v, %v", round, got, err, want, werr)
			}
		}
	})
}

// TestTallyTableSmall: sums in a narrow range, falling on either side of
// the table as it grows, keep it within a few times their span (not
// doubling up to the limit of 4n+1024 buckets).
func TestTallyTableSmall(t *testing.T) {
	n := 100000
	rng := rand.New(rand.NewPCG(1, 2))
	a, b := make([]int64, n), make([]int64, n)
	for i := range a {
		a[i], b[i] = 1+rng.Int64N(100), 1+rng.Int64N(100) // sums 2..200
	}
	tl := tallyOf(a, b, []int{1000})
	if len(tl.bs) > 4*199 {
		t.Errorf("sums spanning 199 values took %d buckets, want at most %d", len(tl.bs), 4*199)
	}
	p, _ := New(a, b)
	if got, err := tl.Result(); err != nil || got != p.Solve() {
		t.Errorf("got %+v, %v, want %+v", got, err, p.Solve())
	}
}
