package remain

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
	"stonegame/games/ends"
	"stonegame/internal/oracletest"
)

// dpValue is the textbook O(n²) interval DP, the second oracle:
// dp[i][j] = max(sum(i+1..j) − dp[i+1][j], sum(i..j−1) − dp[i][j−1]).
func dpValue(row []int64) int64 {
	n := len(row)
	pre := make([]int64, n+1)
	for i, x := range row {
		pre[i+1] = pre[i] + x
	}
	d := make([]int64, n) // d[i] = dp[i][j] for the current j
	for j := range n {
		d[j] = 0
		for i := j - 1; i >= 0; i-- {
			d[i] = max(pre[j+1]-pre[i+1]-d[i+1], pre[j]-pre[i]-d[i])
		}
	}
	if n == 0 {
		return 0
	}
	return d[0]
}

func TestExamples(t *testing.T) {
	tests := []struct {
		name string
		row  []int64
		want int64
	}{
		{"leetcode 1690 example 1", []int64{5, 3, 1, 4, 2}, 6},
		{"leetcode 1690 example 2", []int64{7, 90, 5, 1, 100, 10, 10, 2}, 122},
		{"one stone", []int64{9}, 0},
		{"two stones", []int64{4, 9}, 9},
		{"zeros", []int64{0, 0, 0}, 0},
		{"negatives", []int64{-3, 5, -1, -4}, 2},
		{"the largest stone", []int64{math.MaxInt64, 0}, math.MaxInt64},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := New(tc.row)
			if err != nil {
				t.Fatal(err)
			}
			if got := p.Value(); got != tc.want {
				t.Errorf("Value(%v) = %d, want %d", tc.row, got, tc.want)
			}
			if got := p.Solve().Differential; got != tc.want {
				t.Errorf("Solve(%v).Differential = %d, want %d", tc.row, got, tc.want)
			}
			if got := StoneGameVII.Answer(p.Solve()).String(); got != itoa(tc.want) {
				t.Errorf("answer %s, want %d", got, tc.want)
			}
			if len(tc.row) <= 8 {
				verify(t, tc.row, true)
			}
		})
	}
}

func itoa(x int64) string { return game.IntAnswer(x).String() }

// verify checks every fast answer on row, and at every position of its
// optimal line, against the oracle and the DP: the value, the identity
// (Σa + V(−a)) / 2, the options, the totals of Solve, the Streamer and the
// line, and that each move of the line is optimal. With deep false, the
// oracle values the start only, and the later positions of the line are
// checked against the fast options: enough when every shorter row is
// verified too (a position of row is the row of what remains in it, with
// the same value for its mover), which the exhaustive test does.
func verify(t *testing.T, row []int64, deep bool) {
	t.Helper()
	p, err := New(row)
	if err != nil {
		t.Fatalf("New(%v): %v", row, err)
	}
	want := game.Value(p)
	if got := p.Value(); got != want {
		t.Fatalf("Value(%v) = %d, want %d (oracle)", row, got, want)
	}
	if got := dpValue(row); got != want {
		t.Fatalf("dpValue(%v) = %d, want %d (oracle)", row, got, want)
	}
	neg := make([]int64, len(row))
	var sum int64
	for i, x := range row {
		neg[i], sum = -x, sum+x
	}
	v, _ := ends.Value(neg)
	if (sum%2+v%2)%2 != 0 || game.HalfDiff(sum, -v) != want {
		t.Fatalf("(Σa + V(−a)) / 2 on %v = (%d + %d) / 2, want %d (oracle)", row, sum, v, want)
	}
	var s Streamer
	for _, x := range row {
		if err := s.Push(x); err != nil {
			t.Fatal(err)
		}
	}
	if got := s.Result(); got != p.Solve() {
		t.Fatalf("Streamer on %v: %+v, Solve %+v", row, got, p.Solve())
	}
	line := p.Line()
	if len(line) != len(row) {
		t.Fatalf("Line(%v) has %d moves, want %d", row, len(line), len(row))
	}
	var bob int64
	q := p
	for k, st := range line {
		var slow []game.Option
		if deep || k == 0 {
			slow = game.Options(q)
		} else {
			slow = q.Options()
		}
		checkPosition(t, row, q, slow)
		if st.Player != q.Turn() {
			t.Fatalf("Line(%v) move %d: player %v, want %v", row, k+1, st.Player, q.Turn())
		}
		best, _ := game.Best(slow)
		found := false
		for _, o := range slow {
			if o.Move == st.Move {
				found = true
				if o.Value != best {
					t.Fatalf("Line(%v) move %d (%v) is worth %d, the best %d (oracle)", row, k+1, st.Move, o.Value, best)
				}
			}
		}
		if !found {
			t.Fatalf("Line(%v) move %d (%v) is not legal", row, k+1, st.Move)
		}
		step, next, err := game.Apply(q, st.Move)
		if err != nil {
			t.Fatal(err)
		}
		if step.Index != st.Index || step.Gain != st.Gain || st.Item != row[st.Index] || step.Item != row[st.Index] {
			t.Fatalf("Line(%v) move %d is %+v, Apply says %+v", row, k+1, st, step)
		}
		if st.Player == game.Second {
			bob += row[st.Index]
		}
		q = next.(Position)
	}
	if len(q.Moves()) != 0 {
		t.Fatalf("Line(%v) stops before the end", row)
	}
	if bob != want {
		t.Fatalf("Line(%v): Bob removes %d, want Alice − Bob = %d", row, bob, want)
	}
}

// checkPosition checks one position q of row, not yet over, against its
// options by the oracle, slow.
func checkPosition(t *testing.T, row []int64, q Position, slow []game.Option) {
	t.Helper()
	want, _ := game.Best(slow)
	if got := q.Value(); got != want {
		t.Fatalf("%v at %s: Value %d, want %d (oracle)", row, q.Key(), got, want)
	}
	r := q.Solve()
	if r.For(q.Turn()) != want || r.Differential != r.First-r.Second {
		t.Fatalf("%v at %s: Solve %+v, want the mover's differential %d (oracle)", row, q.Key(), r, want)
	}
	if l := q.Line(); game.Score(l, nil) != r {
		t.Fatalf("%v at %s: Solve %+v, the line scores %+v", row, q.Key(), r, game.Score(l, nil))
	}
	fast := q.Options()
	if len(fast) != len(slow) {
		t.Fatalf("%v at %s: %d options, want %d", row, q.Key(), len(fast), len(slow))
	}
	for k := range fast {
		if fast[k] != slow[k] {
			t.Fatalf("%v at %s: option %d is %+v, want %+v (oracle)", row, q.Key(), k, fast[k], slow[k])
		}
	}
}

func TestExhaustiveSmallRows(t *testing.T) {
	maxLen, want := 7, 21844 // 4 + 16 + ... + 4^7
	if testing.Short() {
		maxLen, want = 6, 5460
	}
	if n := oracletest.EachRow(maxLen, 0, 3, func(row []int64) { verify(t, row, false) }); n != want {
		t.Fatalf("checked %d rows, want %d", n, want)
	}
	if n := oracletest.EachRow(5, -2, 2, func(row []int64) { verify(t, row, false) }); n != 3905 { // 5 + 25 + ... + 5^5
		t.Fatalf("checked %d rows, want 3905", n)
	}
}

func TestRapidOracle(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		lo := rapid.Int64Range(-50, 20).Draw(rt, "lo")
		hi := rapid.Int64Range(lo, lo+rapid.Int64Range(0, 100).Draw(rt, "spread")).Draw(rt, "hi")
		row := rapid.SliceOfN(rapid.Int64Range(lo, hi), 1, 12).Draw(rt, "row")
		verify(t, row, true)
	})
}

// On longer rows the DP is the oracle: the value, the Streamer, and the
// line's totals and gains.
func TestRapidDP(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		row := rapid.SliceOfN(rapid.Int64Range(-1000, 1000), 1, 200).Draw(rt, "row")
		p, err := New(row)
		if err != nil {
			rt.Fatal(err)
		}
		want := dpValue(row)
		if got := p.Value(); got != want {
			rt.Fatalf("Value = %d, want %d (DP)", got, want)
		}
		r := p.Solve()
		if r.Differential != want {
			rt.Fatalf("Solve = %+v, want the differential %d (DP)", r, want)
		}
		var s Streamer
		for _, x := range row {
			s.Push(x)
		}
		if s.Result() != r || s.Len() != len(row) {
			rt.Fatalf("Streamer %+v after %d stones, Solve %+v", s.Result(), s.Len(), r)
		}
		line := p.Line()
		if game.Score(line, nil) != r {
			rt.Fatalf("the line scores %+v, Solve %+v", game.Score(line, nil), r)
		}
		// The first move of the line is optimal by the DP.
		q, _ := p.after(line[0].Move)
		if len(row) > 1 && line[0].Gain-dpValue(q.Remaining()) != want {
			rt.Fatalf("the first move %v is worth %d, want %d", line[0].Move, line[0].Gain-dpValue(q.Remaining()), want)
		}
	})
}

func TestStreamerReset(t *testing.T) {
	var s Streamer
	for _, x := range []int64{9, 1, 1, 9, 4} {
		s.Push(x)
	}
	s.Reset()
	row := []int64{5, 3, 1, 4, 2}
	for _, x := range row {
		s.Push(x)
	}
	p, _ := New(row)
	if got, want := s.Result(), p.Solve(); got != want || s.Len() != 5 {
		t.Errorf("after Reset: %+v of %d stones, want %+v of 5", got, s.Len(), want)
	}
}

func TestOverflow(t *testing.T) {
	tests := []struct {
		name string
		row  []int64
	}{
		{"the smallest int64", []int64{math.MinInt64}},
		{"a sum past MaxInt64", []int64{1 << 62, 1 << 62}},
		{"totals past MaxInt64", []int64{1 << 61, 1 << 61, 1 << 61}},
		{"negative totals past MinInt64", []int64{-(1 << 61), 1, -(1 << 61), -(1 << 61)}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := New(tc.row); !errors.Is(err, game.ErrOverflow) {
				t.Errorf("New(%v): got %v, want ErrOverflow", tc.row, err)
			}
			var s Streamer
			var err error
			k := 0
			for ; k < len(tc.row); k++ {
				before := s.Result()
				if err = s.Push(tc.row[k]); err != nil {
					if s.Len() != k || s.Result() != before {
						t.Errorf("Push refused stone %d but changed the Streamer", k+1)
					}
					break
				}
			}
			if !errors.Is(err, game.ErrOverflow) {
				t.Errorf("Streamer on %v: got %v, want ErrOverflow", tc.row, err)
			}
		})
	}
	if _, err := New(nil); !errors.Is(err, ErrEmpty) {
		t.Errorf("New(nil): got %v, want ErrEmpty", err)
	}
}

func TestSpec(t *testing.T) {
	if err := game.CheckSpec(StoneGameVII); err != nil {
		t.Fatal(err)
	}
	for _, ex := range StoneGameVII.Examples {
		p, err := StoneGameVII.Start(context.Background(), ex.Args)
		if err != nil {
			t.Fatal(err)
		}
		if got := StoneGameVII.Answer(p.Solve()).String(); got != ex.Answer {
			t.Errorf("%v: got %s, want %s", ex.Args, got, ex.Answer)
		}
	}
	if _, err := StoneGameVII.Start(context.Background(), game.Args{game.ListOf(1), game.ListOf(2)}); err == nil {
		t.Error("New with two lists: no error")
	}
}

func TestWords(t *testing.T) {
	p, _ := New([]int64{5, 3, 1, 4, 2})
	line := p.Line()
	st := line[0]
	g := StoneGameVII
	if got, want := g.Describe(st), "Alice takes the "+itoa(p.row[st.Index])+" on the "+st.Move.String()+" and scores "+itoa(st.Gain); got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
	if got, want := g.Describe(game.Step{Player: game.First, Move: ends.Left, Index: 0, Gain: 10, Item: 5}), "Alice takes the 5 on the left and scores 10"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
	if got, want := string(g.AppendShort(nil, game.Step{Player: game.Second, Move: ends.Right, Index: 4, Gain: 13, Item: -2})), "the −2 on the right (+13)"; got != want {
		t.Errorf("Short = %q, want %q", got, want)
	}
	if got, want := g.Describe(game.Step{Player: game.Second, Move: ends.Right, Index: -1, Gain: 3}), "Bob takes the stone on the right and scores 3"; got != want {
		t.Errorf("Describe without Items = %q, want %q", got, want)
	}
	if got, want := p.Describe(), "5 3 1 4 2"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
}

func TestInsight(t *testing.T) {
	p, _ := New([]int64{5, 3, 1, 4, 2})
	in, ok := p.Insight()
	if !ok {
		t.Fatal("no insight")
	}
	var bob []int64
	for _, st := range p.Line() {
		if st.Player == game.Second {
			bob = append(bob, st.Item)
		}
	}
	last := in.Paragraphs[len(in.Paragraphs)-1]
	want := "On this row, along the optimal line, Bob removes "
	for k, x := range bob {
		if k > 0 {
			want += " + "
		}
		want += itoa(x)
	}
	want += " = 6, and that is Alice − Bob."
	if last != want {
		t.Errorf("got %q, want %q", last, want)
	}
}

func TestTable(t *testing.T) {
	row := []int64{7, 90, 5, 1, 100, 10, 10, 2}
	p, _ := New(row)
	tb, ok := p.Table(10)
	if !ok {
		t.Fatal("no table")
	}
	if got := tb.Cells[0][len(row)-1]; got != 122 {
		t.Errorf("dp(0..7) = %d, want 122", got)
	}
	if len(tb.Path) != len(row) || tb.Path[0] != [2]int{0, len(row) - 1} {
		t.Errorf("path %v, want %d states from [0 %d]", tb.Path, len(row), len(row)-1)
	}
	for _, ij := range tb.Path {
		if !tb.Has[ij[0]][ij[1]] {
			t.Errorf("the path passes through %v, not a state", ij)
		}
	}
	if _, ok := p.Table(7); ok {
		t.Error("Table(7) on 8 stones: ok, want false")
	}
}

func TestBoard(t *testing.T) {
	p, _ := New([]int64{5, 3, 1})
	_, q, _ := p.Play(ends.Left)
	b := q.(Position).Board()
	if len(b.Cells) != 3 || !b.Cells[0].Taken || b.Cells[1].Values[0] != 3 || b.Cells[1].Move != ends.Left || b.Cells[2].Move != ends.Right {
		t.Errorf("Board = %+v", b)
	}
}

// PushAll takes runs as Push takes their stones one by one: the same
// Result, and the same refusal at the same stone, the stones before it
// pushed.
func TestPushAll(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		row := rapid.SliceOfN(rapid.Int64Range(-20, 20), 1, 40).Draw(rt, "row")
		if rapid.Bool().Draw(rt, "huge") {
			row[rapid.IntRange(0, len(row)-1).Draw(rt, "at")] = math.MaxInt64 / 4
		}
		cut := rapid.IntRange(0, len(row)).Draw(rt, "cut")
		var c Streamer
		jc := 0
		var errC error
		for _, x := range row {
			if errC = c.Push(x); errC != nil {
				break
			}
			jc++
		}
		var d Streamer
		jd, errD := d.PushAll(row[:cut])
		if errD == nil {
			var k int
			k, errD = d.PushAll(row[cut:])
			jd += k
		}
		if jd != jc || fmt.Sprint(errD) != fmt.Sprint(errC) || d.Len() != c.Len() || d.Result() != c.Result() {
			rt.Fatalf("on %v cut at %d: PushAll took %d (%v), %+v; Push %d (%v), %+v", row, cut, jd, errD, d.Result(), jc, errC, c.Result())
		}
	})
}

// fataler is what lineResult and streamed need of a *testing.T or a
// *rapid.T.
type fataler interface {
	Helper()
	Fatalf(format string, args ...any)
}

// lineResult is the reference for the Streamer: the totals of
// [Position.Line], ends' optimal line on −row, scored move by move, which
// knows nothing of the Streamer's stack.
func lineResult(t fataler, row []int64) game.Result {
	t.Helper()
	p, err := New(row)
	if err != nil {
		t.Fatalf("New(%v): %v", row, err)
	}
	return game.Score(p.Line(), nil)
}

// streamed returns the Result of a Streamer given row by Push, and of one
// given row by PushAll in the runs that cuts make, and fails unless they
// agree.
func streamed(t fataler, row []int64, cuts ...int) game.Result {
	t.Helper()
	var one, all Streamer
	for _, x := range row {
		if err := one.Push(x); err != nil {
			t.Fatalf("Push on %v: %v", row, err)
		}
	}
	prev := 0
	for _, c := range append(cuts, len(row)) {
		if k, err := all.PushAll(row[prev:c]); err != nil || k != c-prev {
			t.Fatalf("PushAll(%v) of %v: took %d, %v", row[prev:c], row, k, err)
		}
		prev = c
	}
	r := one.Result()
	if got := all.Result(); got != r || all.Len() != len(row) || one.Len() != len(row) {
		t.Fatalf("on %v cut at %v: PushAll %+v of %d stones, Push %+v of %d", row, cuts, got, all.Len(), r, one.Len())
	}
	if v := one.Value(); v != r.Differential {
		t.Fatalf("on %v: Value %d, Result %+v", row, v, r)
	}
	return r
}

// The Streamer gives the line's totals and the DP's differential on every
// small row, ties and negatives included, each pushed whole and cut in
// two everywhere.
func TestStreamerSmallRows(t *testing.T) {
	check := func(row []int64) {
		want := lineResult(t, row)
		if d := dpValue(row); want.Differential != d {
			t.Fatalf("the line on %v scores %+v, the DP says %d", row, want, d)
		}
		for c := 0; c <= len(row); c++ {
			if got := streamed(t, row, c); got != want {
				t.Fatalf("Streamer on %v cut at %d: %+v, the line %+v", row, c, got, want)
			}
		}
		p, _ := New(row)
		if got := p.Solve(); got != want {
			t.Fatalf("Solve on %v: %+v, the line %+v", row, got, want)
		}
	}
	maxLen := 8
	if testing.Short() {
		maxLen = 7
	}
	oracletest.EachRow(maxLen, -1, 2, check)
	oracletest.EachRow(5, -4, 4, check)
}

// rowOf draws a long row: pseudo-random stones, few distinct values (many
// ties) or many, some negative, in one of the shapes that make the stack
// tall or short.
func rowOf(rt *rapid.T, maxLen int) []int64 {
	lo := rapid.Int64Range(-1000, 1000).Draw(rt, "lo")
	hi := lo + rapid.SampledFrom([]int64{0, 1, 2, 5, 1000}).Draw(rt, "spread")
	// rapid's own slice lengths stay short: draw the length.
	n := rapid.IntRange(1, maxLen).Draw(rt, "n")
	row := rapid.SliceOfN(rapid.Int64Range(lo, hi), n, n).Draw(rt, "row")
	switch rapid.SampledFrom([]string{"random", "increasing", "decreasing", "valleys"}).Draw(rt, "shape") {
	case "increasing":
		slices.Sort(row)
	case "decreasing":
		slices.Sort(row)
		slices.Reverse(row)
	case "valleys":
		// x 0 x, 2x 0 2x, ...: each triple fuses, and the fused items
		// climb, so the stack keeps them all.
		for i := range row {
			if i%3 == 1 {
				row[i] = lo
			} else {
				row[i] = lo + int64(i/3+1)*max(1, hi-lo)
			}
		}
	}
	return row
}

// On long rows the Streamer gives the line's totals, whether the stones
// come one by one or in runs, and the DP's differential where the DP is
// quick.
func TestStreamerLongRows(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		row := rowOf(rt, 3000)
		cuts := rapid.SliceOfNDistinct(rapid.IntRange(0, len(row)), 0, 5, rapid.ID).Draw(rt, "cuts")
		slices.Sort(cuts)
		want := lineResult(rt, row)
		if got := streamed(rt, row, cuts...); got != want {
			rt.Fatalf("Streamer %+v, the line %+v", got, want)
		}
		if len(row) <= 300 {
			if d := dpValue(row); want.Differential != d {
				rt.Fatalf("the line scores %+v, the DP says %d", want, d)
			}
		}
	})
}

// Near the overflow bound the Streamer's sums wrap in the middle of its
// arithmetic, and its totals must still be the line's and the oracle's.
func TestStreamerHugeStones(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		row := rapid.SliceOfN(rapid.Int64Range(-9, 9), 2, 8).Draw(rt, "row")
		var abs int64
		for _, x := range row {
			abs += max(x, -x)
		}
		if abs == 0 {
			row[0], abs = 1, 1
		}
		// The largest c such that (n−1)·Σ|c·a| <= MaxInt64: the bound, met.
		c := math.MaxInt64 / (int64(len(row)-1) * abs)
		for i := range row {
			row[i] *= c
		}
		p, err := New(row)
		if err != nil {
			rt.Fatalf("New(%v): %v", row, err)
		}
		want := lineResult(rt, row)
		if got := streamed(rt, row); got != want {
			rt.Fatalf("Streamer on %v: %+v, the line %+v", row, got, want)
		}
		if v := game.Value(p); want.Differential != v {
			rt.Fatalf("the line on %v scores %+v, the oracle says %d", row, want, v)
		}
	})
}

// Push and PushAll refuse the same stone, the first for which
// (n−1)·Σ|a| passes MaxInt64, with the same error, and keep the stones
// before it.
func TestStreamerBound(t *testing.T) {
	big := int64(math.MaxInt64 / 7) // 7·big == MaxInt64 exactly
	tests := []struct {
		name    string
		row     []int64
		refused int // the index of the stone refused, or len(row)
	}{
		{"8 stones at the bound", []int64{big, 0, 0, 0, 0, 0, 0, 0}, 8},
		{"a 9th stone", []int64{big, 0, 0, 0, 0, 0, 0, 0, 0}, 8},
		{"one more at the 8th", []int64{-big, 0, 0, 0, 0, 0, 0, 1}, 7},
		{"one more at the 2nd", []int64{big * 7, 1}, 1},
		{"the smallest int64", []int64{3, math.MinInt64}, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var want game.Result
			if tc.refused > 0 {
				want = lineResult(t, tc.row[:tc.refused])
			}
			var one Streamer
			var errOne error
			for j, x := range tc.row {
				if errOne = one.Push(x); errOne != nil {
					if j != tc.refused {
						t.Fatalf("Push refused stone %d, want %d", j, tc.refused)
					}
					break
				}
			}
			for cut := 0; cut <= len(tc.row); cut++ {
				var all Streamer
				j, err := all.PushAll(tc.row[:cut])
				if err == nil {
					var k int
					k, err = all.PushAll(tc.row[cut:])
					j += k
				}
				if j != tc.refused || fmt.Sprint(err) != fmt.Sprint(errOne) {
					t.Errorf("cut at %d: PushAll took %d (%v), want %d (%v)", cut, j, err, tc.refused, errOne)
				}
				if err != nil && !errors.Is(err, game.ErrOverflow) {
					t.Errorf("cut at %d: %v, want ErrOverflow", cut, err)
				}
				if all.Len() != tc.refused || (tc.refused > 0 && all.Result() != want) {
					t.Errorf("cut at %d: %d stones, %+v; want %d, %+v", cut, all.Len(), all.Result(), tc.refused, want)
				}
			}
		})
	}
}

// Stacks whose fused items sit at and around index dense, where the
// Streamer stops keeping every item's start, by Push and by PushAll: a
// tall increasing row, and then stones that fuse with its top.
func TestStreamerDense(t *testing.T) {
	rng := rand.New(rand.NewPCG(1690, 1024))
	for h := dense - 3; h <= dense+3; h++ {
		for range 16 {
			row := increasingRow(h)
			for range 1 + rng.IntN(12) {
				row = append(row, rng.Int64N(int64(2*h)))
			}
			want := lineResult(t, row)
			for _, cuts := range [][]int{nil, {h / 2, h}, {dense, dense + 1}} {
				if cuts != nil && cuts[1] > len(row) {
					continue
				}
				if got := streamed(t, row, cuts...); got != want {
					t.Fatalf("%v... %v, runs cut at %v: %+v, the line %+v", row[:3], row[h:], cuts, got, want)
				}
			}
		}
	}
}
