package ends

import (
	"fmt"
	"reflect"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
	"stonegame/internal/oracletest"
)

// fataler is what the checks need of *testing.T and *rapid.T.
type fataler interface {
	Helper()
	Fatalf(format string, args ...any)
	Fatal(args ...any)
}

// verifyLineOptions checks LineOptions on row against the oracle: its line
// is Line, and every option of every move has the oracle's value there.
func verifyLineOptions(t fataler, row []int64) {
	t.Helper()
	p, err := New(row)
	if err != nil {
		t.Fatalf("New(%v): %v", row, err)
	}
	line, opts, complete := p.LineOptions(1 << 40)
	if !complete || len(opts) != len(row) {
		t.Fatalf("LineOptions(%v): complete %v with %d of %d moves valued, want all", row, complete, len(opts), len(row))
	}
	if want := p.Line(); !reflect.DeepEqual(line, want) {
		t.Fatalf("LineOptions(%v): line %v, want Line's %v", row, line, want)
	}
	checkPrefix(t, p, line, opts)
}

// checkPrefix checks that opts[k] equals the oracle's options at move k of
// line, for every k < len(opts).
func checkPrefix(t fataler, p Position, line game.Line, opts [][]game.Option) {
	t.Helper()
	var q game.Position = p
	for k, o := range opts {
		want := game.Options(q)
		if !slices.Equal(o, want) {
			t.Fatalf("%v, move %d: options %+v, want %+v (oracle)", p.Row(), k+1, o, want)
		}
		var err error
		if _, q, err = q.Play(line[k].Move); err != nil {
			t.Fatal(err)
		}
	}
}

func TestLineOptionsAgainstOracle(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		lo := rapid.Int64Range(-10, 3).Draw(rt, "lo")
		hi := rapid.Int64Range(lo, lo+rapid.Int64Range(0, 12).Draw(rt, "spread")).Draw(rt, "hi")
		row := rapid.SliceOfN(rapid.Int64Range(lo, hi), 1, 40).Draw(rt, "row")
		verifyLineOptions(rt, row)
	})
}

// TestLineOptionsMidGame starts from a position part-way through a row, and
// gives a budget that may run out: whatever is valued is right.
func TestLineOptionsMidGame(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		row := rapid.SliceOfN(rapid.Int64Range(-5, 5), 1, 30).Draw(rt, "row")
		p := midGame(rt, row)
		budget := rapid.IntRange(0, 300).Draw(rt, "budget")
		line, opts, complete := p.LineOptions(budget)
		if want := p.Line(); !reflect.DeepEqual(line, want) {
			rt.Fatalf("line %v, want Line's %v", line, want)
		}
		if complete != (len(opts) == len(line)) || len(opts) > len(line) {
			rt.Fatalf("complete %v with %d of %d moves valued", complete, len(opts), len(line))
		}
		checkPrefix(rt, p, line, opts)
	})
}

// TestLineOptionsExhaustive checks every row of length up to 7 over {0..3}.
func TestLineOptionsExhaustive(t *testing.T) {
	count := oracletest.EachRow(7, 0, 3, func(row []int64) { verifyLineOptions(t, row) })
	if count != 21844 { // 4 + 16 + ... + 4^7
		t.Fatalf("checked %d rows, want 21844", count)
	}
}

// TestLineOptionsBudget: a sorted row keeps both stacks tall, so a small
// budget runs out; what was valued before is still right, and a pseudo-random
// row of the same length fits in the budget explain uses.
func TestLineOptionsBudget(t *testing.T) {
	const n = 20_000
	sorted := make([]int64, n)
	for i := range sorted {
		sorted[i] = int64(i)
	}
	desc := slices.Clone(sorted)
	slices.Reverse(desc)
	for name, row := range map[string][]int64{"ascending": sorted, "descending": desc} {
		p, _ := New(row)
		budget := 64*n + 1_000_000
		line, opts, complete := p.LineOptions(budget)
		if complete || len(opts) >= n {
			t.Errorf("%s: complete %v, %d moves valued; want the budget %d to run out", name, complete, len(opts), budget)
		}
		if len(line) != n {
			t.Errorf("%s: line of %d moves, want %d", name, len(line), n)
		}
		// The oracle is too slow here: check the valued prefix against
		// Options, itself checked against the oracle.
		q := p
		for k, o := range opts {
			if want := q.Options(); !slices.Equal(o, want) {
				t.Fatalf("%s, move %d: %+v, want %+v", name, k+1, o, want)
			}
			q, _ = q.After(line[k].Move.(Side))
		}
	}
	p, _ := New(benchRow(n))
	if _, opts, complete := p.LineOptions(64*n + 1_000_000); !complete || len(opts) != n {
		t.Errorf("random row of %d: complete %v, %d valued; want all", n, complete, len(opts))
	}
	if _, opts, complete := p.LineOptions(0); complete || len(opts) > 1 {
		t.Errorf("budget 0: complete %v, %d valued; want at most 1 and incomplete", complete, len(opts))
	}
}

func BenchmarkLineOptions(b *testing.B) {
	for _, n := range []int{1e5, 1e6} {
		sorted := make([]int64, n)
		for i := range sorted {
			sorted[i] = int64(i)
		}
		for _, tc := range []struct {
			name string
			row  []int64
		}{{"random", benchRow(n)}, {"sorted", sorted}} {
			p, _ := New(tc.row)
			b.Run(fmt.Sprintf("%s/n=%d", tc.name, n), func(b *testing.B) {
				valued := 0
				for b.Loop() {
					_, opts, _ := p.LineOptions(64*n + 1_000_000)
					valued = len(opts)
				}
				b.ReportMetric(float64(valued), "valued")
			})
		}
	}
}
