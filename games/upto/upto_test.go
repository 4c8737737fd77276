package upto

import (
	"errors"
	"math"
	"strconv"
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
	"stonegame/internal/cputime"
	"stonegame/internal/oracletest"
)

// textbook is the Θ(n³) memoized DP: f(i, M) with every x in 1..2M.
func textbook(piles []int64) int64 {
	n := len(piles)
	s := make([]int64, n+1)
	for i := n - 1; i >= 0; i-- {
		s[i] = s[i+1] + piles[i]
	}
	memo := map[[2]int]int64{}
	var f func(i, m int) int64
	f = func(i, m int) int64 {
		if i+2*m >= n {
			return s[i]
		}
		if v, ok := memo[[2]int{i, m}]; ok {
			return v
		}
		best := int64(math.MaxInt64)
		for x := 1; x <= 2*m; x++ {
			best = min(best, f(i+x, max(m, x)))
		}
		memo[[2]int{i, m}] = s[i] - best
		return s[i] - best
	}
	return f(0, 1)
}

func TestExamples(t *testing.T) {
	for _, tc := range []struct {
		piles []int64
		want  int64
	}{
		{[]int64{2, 7, 9, 4, 4}, 10},
		{[]int64{1, 2, 3, 4, 5, 100}, 104},
		{[]int64{5}, 5},
		{[]int64{1, 1}, 2},
	} {
		p, err := New(tc.piles)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Solve().First; got != tc.want {
			t.Errorf("%v: Alice gets %d, want %d", tc.piles, got, tc.want)
		}
	}
}

// Every row of up to 7 piles over {0..3}, and every position of those of
// up to 5: values and options against the oracle.
func TestAgainstOracle(t *testing.T) {
	oracletest.EachRow(7, 0, 3, func(row []int64) {
		n := len(row)
		p, err := New(append([]int64(nil), row...))
		if err != nil {
			t.Fatal(err)
		}
		if got, want := p.Value(), game.Value(p); got != want {
			t.Fatalf("%v: value %d, the oracle %d", row, got, want)
		}
		if got, want := p.Solve().First, textbook(row); got != want {
			t.Fatalf("%v: Alice gets %d, the textbook %d", row, got, want)
		}
		if n <= 5 {
			for i := 0; i < n; i++ {
				for m := 1; m <= n; m++ {
					q := Position{instance: p.instance, i: i, m: m, turn: game.Second}
					got, want := q.Options(), game.Options(q)
					for k := range want {
						if got[k] != want[k] {
							t.Fatalf("%v at (%d, %d): option %+v, the oracle %+v", row, i, m, got[k], want[k])
						}
					}
				}
			}
		}
	})
}

func TestRapid(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		piles := rapid.SliceOfN(rapid.Int64Range(0, 10_000), 1, 60).Draw(t, "piles")
		p, err := New(piles)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := p.Solve().First, textbook(piles); got != want {
			t.Fatalf("Alice gets %d, the textbook %d", got, want)
		}
		cur := game.Solvable(p)
		line := p.Line()
		for k, st := range line {
			best, _ := game.Best(cur.Options())
			a, err := game.Analyze(cur, st.Move)
			if err != nil || a.Value != best {
				t.Fatalf("move %d (%v): %d, the best %d (%v)", k+1, st.Move, a.Value, best, err)
			}
			_, cur, _ = game.Apply(cur, st.Move)
		}
		if r := game.Score(line, nil); r != p.Solve() {
			t.Fatalf("the line scores %+v, Solve %+v", r, p.Solve())
		}
	})
}

// Every f(i, M), 1 <= M <= n, against the textbook's table: the stored
// states (M <= max(1, i)) and the others, computed on demand. Rows up to
// 70 under rapid, and a few long ones where the dyadic blocks and the
// columns' blocks have many sizes.
func TestTable(t *testing.T) {
	check := func(t interface {
		Helper()
		Fatalf(string, ...any)
	}, piles []int64) {
		t.Helper()
		p, err := New(piles)
		if err != nil {
			t.Fatalf("%v", err)
		}
		want := textbookTable(piles)
		for i := range piles {
			for m := 1; m <= len(piles); m++ {
				if got := p.at(i, m); got != want[i][m] {
					t.Fatalf("n = %d: f(%d, %d) = %d, the textbook %d", len(piles), i, m, got, want[i][m])
				}
			}
		}
	}
	rapid.Check(t, func(t *rapid.T) {
		check(t, rapid.SliceOfN(rapid.Int64Range(0, 100), 1, 70).Draw(t, "piles"))
	})
	if testing.Short() {
		return
	}
	for _, n := range []int{127, 128, 129, 200, 301} {
		check(t, row(n))
	}
}

func TestBadInput(t *testing.T) {
	if _, err := New(nil); !errors.Is(err, ErrEmpty) {
		t.Errorf("no piles: %v", err)
	}
	if _, err := New(make([]int64, MaxN+1)); err == nil {
		t.Error("a row past MaxN was accepted")
	}
	if _, err := New([]int64{3, -1}); err == nil {
		t.Error("a negative pile was accepted")
	}
	if _, err := New([]int64{math.MaxInt64, 1}); !errors.Is(err, game.ErrOverflow) {
		t.Errorf("overflow: %v", err)
	}
	p, _ := New([]int64{1, 2, 3, 4})
	if _, _, err := p.Play(Take(3)); err == nil {
		t.Error("take 3 with M = 1 was accepted")
	}
	for _, s := range []string{"0", "", "x", "take"} {
		if _, err := ParseMove(s); err == nil {
			t.Errorf("ParseMove(%q) accepted", s)
		}
	}
}

func TestSpec(t *testing.T) {
	if err := game.CheckSpec(StoneGameII); err != nil {
		t.Fatal(err)
	}
}

func row(n int) []int64 {
	r := make([]int64, n)
	for i := range r {
		r[i] = int64(1 + i*7919%10_000)
	}
	return r
}

// BenchmarkNew fills the table in O(n²): doubling n costs about 4×. It
// reports the CPU time (cpu-ns/op) beside the wall time; run with -cpu 1.
func BenchmarkNew(b *testing.B) {
	for _, n := range []int{1000, 2000, 3000} {
		r := row(n)
		b.Run("n="+strconv.Itoa(n), func(b *testing.B) {
			cputime.Loop(b, func() {
				if _, err := New(r); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}

// BenchmarkTextbook is the Θ(n³) DP at n = 1000, for the ratio (a slice
// table, not a map, so the comparison is of algorithms).
func BenchmarkTextbook(b *testing.B) {
	r := row(1000)
	b.Run("n=1000", func(b *testing.B) {
		cputime.Loop(b, func() { textbookSlice(r) })
	})
}

func textbookSlice(piles []int64) int64 { return textbookTable(piles)[0][1] }

// textbookTable is the Θ(n³) DP's whole table: f[i][M] for 0 <= i <= n,
// 1 <= M <= n.
func textbookTable(piles []int64) [][]int64 {
	n := len(piles)
	s := make([]int64, n+1)
	for i := n - 1; i >= 0; i-- {
		s[i] = s[i+1] + piles[i]
	}
	f := make([][]int64, n+1)
	for i := range f {
		f[i] = make([]int64, n+1)
	}
	for i := n - 1; i >= 0; i-- {
		for m := n; m >= 1; m-- {
			if i+2*m >= n {
				f[i][m] = s[i]
				continue
			}
			best := int64(math.MaxInt64)
			for x := 1; x <= 2*m; x++ {
				best = min(best, f[i+x][max(m, x)])
			}
			f[i][m] = s[i] - best
		}
	}
	return f
}

// TestWords checks what Say and Short write for a step of one pile (its
// Count is 0: see game.Step.Span) and of two.
func TestWords(t *testing.T) {
	p, err := New([]int64{2, 7, 9, 4, 4})
	if err != nil {
		t.Fatal(err)
	}
	st, next, err := game.Apply(p, Take(1))
	if err != nil {
		t.Fatal(err)
	}
	st2, _, err := game.Apply(next, Take(2))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ got, want string }{
		{StoneGameII.Describe(st), "Alice takes 1 pile and gets 2"},
		{string(StoneGameII.AppendShort(nil, st)), "1 pile (+2)"},
		{StoneGameII.Describe(st2), "Bob takes 2 piles and gets 16"},
		{string(StoneGameII.AppendShort(nil, st2)), "2 piles (+16)"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}
