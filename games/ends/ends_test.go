package ends

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
	"stonegame/internal/oracletest"
)

func TestExamples(t *testing.T) {
	tests := []struct {
		name          string
		row           []int64
		first, second int64
	}{
		{"leetcode 486 example 1", []int64{1, 5, 2}, 3, 5},
		{"leetcode 486 example 2", []int64{1, 5, 233, 7}, 234, 12},
		{"leetcode 877 example", []int64{5, 3, 4, 5}, 9, 8},
		{"worked example", []int64{1, 5, 100, 7}, 101, 12},
		{"strict comparison pitfall", []int64{0, 0, 2, 2, 2, 1}, 4, 3},
		{"one item", []int64{-7}, -7, 0},
		{"negatives", []int64{-3, 5, -1}, -4, 5},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := New(tc.row)
			if err != nil {
				t.Fatal(err)
			}
			got := p.Solve()
			want := game.Result{First: tc.first, Second: tc.second, Differential: tc.first - tc.second}
			if got != want {
				t.Errorf("Solve(%v) = %+v, want %+v", tc.row, got, want)
			}
			verify(t, tc.row)
		})
	}
}

// verify checks every fast answer on row against both oracles: the value,
// the totals, the options at the start, and that the line is legal, optimal
// at every move and reaches the value.
func verify(t *testing.T, row []int64) {
	t.Helper()
	p, err := New(row)
	if err != nil {
		t.Fatalf("New(%v): %v", row, err)
	}
	want := game.Value(p)
	if got := p.Value(); got != want {
		t.Fatalf("Value(%v) = %d, want %d (oracle)", row, got, want)
	}
	if got, _ := DPValue(row); got != want {
		t.Fatalf("DPValue(%v) = %d, want %d (oracle)", row, got, want)
	}
	if got := game.Solve(p); got != p.Solve() {
		t.Fatalf("Solve(%v) = %+v, want %+v (oracle)", row, p.Solve(), got)
	}
	fast, slow := p.Options(), game.Options(p)
	if len(fast) != len(slow) {
		t.Fatalf("Options(%v): %d options, want %d", row, len(fast), len(slow))
	}
	for k := range fast {
		if fast[k] != slow[k] {
			t.Fatalf("Options(%v)[%d] = %+v, want %+v", row, k, fast[k], slow[k])
		}
	}
	line := p.Line()
	if len(line) != len(row) {
		t.Fatalf("Line(%v) has %d moves, want %d", row, len(line), len(row))
	}
	var q game.Position = p
	for k, s := range line {
		if s.Player != q.Turn() {
			t.Fatalf("Line(%v) move %d: player %v, want %v", row, k+1, s.Player, q.Turn())
		}
		a, err := game.Analyze(q.(Position), s.Move)
		if err != nil {
			t.Fatalf("Line(%v) move %d: %v", row, k+1, err)
		}
		if !a.Optimal() {
			t.Fatalf("Line(%v) move %d (%v) loses %d", row, k+1, s.Move, a.Loss())
		}
		if s.Index != q.(Position).Take(s.Move.(Side)) || s.Gain != row[s.Index] {
			t.Fatalf("Line(%v) move %d: index %d gain %d do not match the position", row, k+1, s.Index, s.Gain)
		}
		_, q, err = q.Play(s.Move)
		if err != nil {
			t.Fatal(err)
		}
	}
	first, second := line.Totals()
	if first-second != want {
		t.Fatalf("Line(%v) reaches %d, want %d", row, first-second, want)
	}
}

func TestExhaustiveSmallRows(t *testing.T) {
	count := oracletest.EachRow(8, 0, 3, func(row []int64) { verify(t, row) })
	if count != 87380 { // 4 + 16 + ... + 4^8
		t.Fatalf("checked %d rows, want 87380", count)
	}
}

func rowGen() *rapid.Generator[[]int64] {
	return rapid.Custom(func(t *rapid.T) []int64 {
		lo := rapid.Int64Range(-20, 5).Draw(t, "lo")
		hi := rapid.Int64Range(lo, lo+rapid.Int64Range(0, 40).Draw(t, "spread")).Draw(t, "hi")
		return rapid.SliceOfN(rapid.Int64Range(lo, hi), 1, 14).Draw(t, "row")
	})
}

func TestAgainstOracle(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		verify(t, rowGen().Draw(rt, "row"))
	})
}

// Fusion keeps the value whatever the order: fusing chunks separately and
// then their concatenated stacks gives the value of the whole row.
func TestChunkedFusion(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		row := rapid.SliceOfN(rapid.Int64Range(-10, 10), 1, 60).Draw(rt, "row")
		cut := rapid.IntRange(0, len(row)).Draw(rt, "cut")
		var a, b, all Fuser
		for _, x := range row[:cut] {
			a.Push(x)
		}
		for _, x := range row[cut:] {
			b.Push(x)
		}
		for _, x := range append(append([]int64{}, a.Stack()...), b.Stack()...) {
			all.Push(x)
		}
		want, _ := DPValue(row)
		if got := all.Value(); got != want {
			t.Fatalf("chunked value of %v cut at %d = %d, want %d", row, cut, got, want)
		}
	})
}

// midGame returns the position of row after a random number of random
// moves (never all of them).
func midGame(rt *rapid.T, row []int64) Position {
	p, _ := New(row)
	for _, left := range rapid.SliceOfN(rapid.Bool(), 0, len(row)-1).Draw(rt, "moves") {
		s := Right
		if left {
			s = Left
		}
		p, _ = p.After(s)
	}
	return p
}

func TestMidGamePositions(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		row := rowGen().Draw(rt, "row")
		p := midGame(rt, row)
		if got, want := p.Value(), game.Value(p); got != want {
			t.Fatalf("value of %v at [%d,%d) = %d, want %d", row, p.lo, p.hi, got, want)
		}
		first, second := p.Line().Totals()
		if r := p.Solve(); r.First != first || r.Second != second {
			t.Fatalf("Solve at [%d,%d) of %v = %+v, line gives %d and %d", p.lo, p.hi, row, r, first, second)
		}
	})
}

func TestTable(t *testing.T) {
	row := []int64{1, 5, 100, 7}
	tab, err := Table(row)
	if err != nil {
		t.Fatal(err)
	}
	if got := tab[0][3]; got != 89 {
		t.Errorf("value(0..3) = %d, want 89", got)
	}
	if got := tab[1][1]; got != 95 { // [5,100]
		t.Errorf("value(1..2) = %d, want 95", got)
	}
}

func TestOverflow(t *testing.T) {
	tests := [][]int64{
		{math.MaxInt64, 1},
		{math.MinInt64},
		{math.MinInt64 + 1, -1},
		{1 << 62, 1 << 62},
	}
	for _, row := range tests {
		if _, err := New(row); !errors.Is(err, game.ErrOverflow) {
			t.Errorf("New(%v): got %v, want ErrOverflow", row, err)
		}
		if _, err := Value(row); !errors.Is(err, game.ErrOverflow) {
			t.Errorf("Value(%v): got %v, want ErrOverflow", row, err)
		}
	}
	// The largest rows that fit give exact totals.
	fits := [][]int64{{math.MaxInt64}, {math.MinInt64 + 1}, {math.MaxInt64 / 2, -(math.MaxInt64 / 2)}}
	for _, row := range fits {
		p, err := New(row)
		if err != nil {
			t.Fatalf("New(%v): %v", row, err)
		}
		r := p.Solve()
		if r.First+r.Second != sum(row) || r.First-r.Second != r.Differential {
			t.Errorf("Solve(%v) = %+v: totals do not add up", row, r)
		}
	}
}

func sum(row []int64) (s int64) {
	for _, x := range row {
		s += x
	}
	return s
}

func TestEmpty(t *testing.T) {
	if _, err := New(nil); !errors.Is(err, ErrEmpty) {
		t.Errorf("New(nil): got %v, want ErrEmpty", err)
	}
}

// PushAll is Push in bulk: the same state after every call, the same
// refusal at the same number; Reset starts a new row.
func TestPushAll(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		var one, all Fuser
		for range rapid.IntRange(1, 3).Draw(rt, "rows") {
			one.Reset()
			all.Reset()
			big := rapid.Bool().Draw(rt, "big") // values near the bound, to overflow
			lim := int64(20)
			if big {
				lim = math.MaxInt64 / 4
			}
			row := rapid.SliceOfN(rapid.Int64Range(-lim, lim), 0, 40).Draw(rt, "row")
			want := len(row)
			var wantErr error
			for j, x := range row {
				if err := one.Push(x); err != nil {
					want, wantErr = j, err
					break
				}
			}
			got, err := all.PushAll(row)
			if got != want || fmt.Sprint(err) != fmt.Sprint(wantErr) {
				t.Fatalf("PushAll(%v) = %d, %v; want %d, %v", row, got, err, want, wantErr)
			}
			if one.Result() != all.Result() || one.Len() != all.Len() || !slices.Equal(one.Stack(), all.Stack()) {
				t.Fatalf("PushAll(%v): state %+v, want %+v", row, all, one)
			}
		}
	})
}

// Join of the Fusers of a row's two parts is the Fuser of the whole row:
// the same stack, length, sum and result, and Result agrees with the
// oracle; the overflow bound holds across the cut, and refuses leaving the
// Fuser unchanged.
func TestJoin(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		row := rapid.SliceOfN(rapid.Int64Range(-10, 10), 1, 60).Draw(rt, "row")
		cut := rapid.IntRange(0, len(row)).Draw(rt, "cut")
		var a, b, all Fuser
		a.PushAll(row[:cut])
		b.PushAll(row[cut:])
		all.PushAll(row)
		if err := a.Join(&b); err != nil {
			rt.Fatal(err)
		}
		if !slices.Equal(a.Stack(), all.Stack()) || a.Len() != all.Len() || a.Sum() != all.Sum() || a.Result() != all.Result() {
			rt.Fatalf("joined at %d: got stack %v, %d numbers, sum %d, %+v; want %v, %d, %d, %+v", cut, a.Stack(), a.Len(), a.Sum(), a.Result(), all.Stack(), all.Len(), all.Sum(), all.Result())
		}
		p, _ := New(row)
		if got, want := a.Value(), game.Value(p); got != want {
			rt.Fatalf("joined value %d, the oracle %d", got, want)
		}
	})
	var a, b Fuser
	a.Push(math.MaxInt64 - 1)
	b.Push(2)
	if err := a.Join(&b); !errors.Is(err, game.ErrOverflow) || a.Len() != 1 || a.Sum() != math.MaxInt64-1 {
		t.Fatalf("joining past MaxInt64: got %v, %d numbers, sum %d; want ErrOverflow, 1, MaxInt64-1", err, a.Len(), a.Sum())
	}
	if err := a.Join(struct{ game.Streamer }{}); err == nil {
		t.Fatal("joining a non-Fuser: got no error")
	}
}
