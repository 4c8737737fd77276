package merge

import (
	"errors"
	"math"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
	"stonegame/internal/oracletest"
)

// textbook is the O(n²) DP: f(i) = max over j > i of p[j] − f(j).
func textbook(row []int64) int64 {
	n := len(row)
	p := make([]int64, n)
	for i, x := range row {
		p[i] = x
		if i > 0 {
			p[i] += p[i-1]
		}
	}
	f := make([]int64, n)
	for i := n - 2; i >= 0; i-- {
		f[i] = math.MinInt64
		for j := i + 1; j < n; j++ {
			f[i] = max(f[i], p[j]-f[j])
		}
	}
	return f[0]
}

func TestExamples(t *testing.T) {
	for _, tc := range []struct {
		row  []int64
		want int64
	}{
		{[]int64{-1, 2, -3, 4, -5}, 5},
		{[]int64{7, -6, 5, 10, 5, -2, -6}, 13},
		{[]int64{-10, -12}, -22},
		{[]int64{4}, 0},
	} {
		p, err := New(tc.row)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Solve().Differential; got != tc.want {
			t.Errorf("%v: got %d, want %d", tc.row, got, tc.want)
		}
	}
}

// Every row of up to 6 stones over {−2..2}: Solve, Options and the value
// of every position against the oracle, and the textbook DP.
func TestAgainstOracle(t *testing.T) {
	rows := 0
	oracletest.EachRow(6, -2, 2, func(row []int64) {
		n := len(row)
		p, err := New(append([]int64(nil), row...))
		if err != nil {
			t.Fatal(err)
		}
		if got, want := p.Value(), game.Value(p); got != want {
			t.Fatalf("%v: value %d, the oracle %d", row, got, want)
		}
		if got, want := p.Value(), textbook(row); got != want {
			t.Fatalf("%v: value %d, the textbook DP %d", row, got, want)
		}
		for i := 0; i < n; i++ {
			q := Position{instance: p.instance, i: i, turn: game.Second}
			got, want := q.Options(), game.Options(q)
			if len(got) != len(want) {
				t.Fatalf("%v at %d: %d options, the oracle %d", row, i, len(got), len(want))
			}
			for k := range got {
				if got[k] != want[k] {
					t.Fatalf("%v at %d: option %+v, the oracle %+v", row, i, got[k], want[k])
				}
			}
		}
		rows++
	})
	if rows != 19530 {
		t.Errorf("checked %d rows, want 19530", rows)
	}
}

func TestRapid(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		row := rapid.SliceOfN(rapid.Int64Range(-10_000, 10_000), 1, 200).Draw(t, "stones")
		p, err := New(row)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := p.Value(), textbook(row); got != want {
			t.Fatalf("value %d, the textbook DP %d", got, want)
		}
		line := p.Line()
		cur := game.Solvable(p)
		var first, second int64
		for k, st := range line {
			best, _ := game.Best(cur.Options())
			a, err := game.Analyze(cur, st.Move)
			if err != nil || a.Value != best {
				t.Fatalf("move %d (%v) is worth %d, the best %d (%v)", k+1, st.Move, a.Value, best, err)
			}
			got, next, err := game.Apply(cur, st.Move)
			if err != nil || got.Gain != st.Gain || got.Index != st.Index || got.Count != st.Count {
				t.Fatalf("move %d: the line says %+v, Apply %+v (%v)", k+1, st, got, err)
			}
			if st.Player == game.First {
				first += st.Gain
			} else {
				second += st.Gain
			}
			cur = next
		}
		if len(cur.Moves()) != 0 {
			t.Fatal("the line stops before the end")
		}
		if r := p.Solve(); r.First != first || r.Second != second || r.Differential != p.Value() {
			t.Fatalf("Solve %+v, the line %d to %d, the value %d", r, first, second, p.Value())
		}
	})
}

func TestBadInput(t *testing.T) {
	if _, err := New(nil); !errors.Is(err, ErrShort) {
		t.Errorf("empty row: %v", err)
	}
	if _, err := New([]int64{math.MaxInt64 / 2, math.MaxInt64 / 2, 1}); !errors.Is(err, game.ErrOverflow) {
		t.Errorf("huge prefix sums: %v, want an overflow error", err)
	}
	for _, s := range []string{"1", "0", "x", "take -3", ""} {
		if _, err := ParseMove(s); err == nil {
			t.Errorf("ParseMove(%q) accepted", s)
		}
	}
	for _, s := range []string{"2", "take 2", " TAKE 2 "} {
		if m, err := ParseMove(s); err != nil || m != Take(2) {
			t.Errorf("ParseMove(%q) = %v, %v", s, m, err)
		}
	}
	p, _ := New([]int64{1, 2, 3})
	if _, _, err := p.Play(Take(4)); err == nil {
		t.Error("taking 4 of 3 stones was accepted")
	}
}

func TestSpec(t *testing.T) {
	if err := game.CheckSpec(StoneGameVIII); err != nil {
		t.Fatal(err)
	}
}

func BenchmarkNew(b *testing.B) {
	row := make([]int64, 1_000_000)
	for i := range row {
		row[i] = int64(i*7919%20001) - 10_000
	}
	for b.Loop() {
		if _, err := New(row); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkTextbook(b *testing.B) {
	row := make([]int64, 10_000)
	for i := range row {
		row[i] = int64(i*7919%20001) - 10_000
	}
	for b.Loop() {
		textbook(row)
	}
}

// The streamer gives what the position gives, totals included, on random
// rows with ties and negatives, and refuses what New refuses.
func TestStreamer(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		row := rapid.SliceOfN(rapid.OneOf(rapid.Int64Range(-5, 5), rapid.Int64Range(-1<<40, 1<<40)), 1, 60).Draw(t, "stones")
		p, err := New(row)
		if err != nil {
			t.Fatal(err)
		}
		s := new(Streamer)
		for _, x := range row {
			if err := s.Push(x); err != nil {
				t.Fatal(err)
			}
		}
		if got, want := s.Result(), p.Solve(); got != want || s.Len() != len(row) {
			t.Fatalf("streamer %+v (%d stones), position %+v", got, s.Len(), want)
		}
	})
	s := new(Streamer)
	s.Push(math.MaxInt64 / 2)
	s.Push(math.MaxInt64 / 2)
	if err := s.Push(1); !errors.Is(err, game.ErrOverflow) || s.Len() != 2 {
		t.Errorf("overflow: %v, %d stones kept", err, s.Len())
	}
}

func BenchmarkStreamer(b *testing.B) {
	row := make([]int64, 1_000_000)
	for i := range row {
		row[i] = int64(i*7919%20001) - 10_000
	}
	for b.Loop() {
		s := new(Streamer)
		for _, x := range row {
			s.Push(x)
		}
		s.Result()
	}
}

// A row cut anywhere and joined gives what the whole row gives, and Join
// refuses what Push would.
func TestStreamerJoin(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		row := rapid.SliceOfN(rapid.OneOf(rapid.Int64Range(-5, 5), rapid.Int64Range(-1<<40, 1<<40)), 1, 60).Draw(t, "stones")
		cut := rapid.IntRange(0, len(row)).Draw(t, "cut")
		whole, a, b := new(Streamer), new(Streamer), new(Streamer)
		whole.PushAll(row)
		a.PushAll(row[:cut])
		b.PushAll(row[cut:])
		if err := a.Join(b); err != nil {
			t.Fatal(err)
		}
		a.PushAll([]int64{3}) // and it goes on after a join
		whole.PushAll([]int64{3})
		if a.Result() != whole.Result() || a.Len() != whole.Len() {
			t.Fatalf("joined %+v (%d), whole %+v (%d)", a.Result(), a.Len(), whole.Result(), whole.Len())
		}
	})
	// Near the bounds: the joined Streamer, which may keep only a bound of
	// the prefix sums' sum (loose), refuses exactly what the whole refuses,
	// as Push, PushAll, Bound and a second Join.
	rapid.Check(t, func(t *rapid.T) {
		big := rapid.OneOf(rapid.Int64Range(-5, 5), rapid.Int64Range(-1<<58, 1<<58), rapid.Int64Range(-1<<62, 1<<62))
		row := rapid.SliceOfN(big, 1, 30).Draw(t, "stones")
		cut := rapid.IntRange(0, len(row)).Draw(t, "cut")
		more := rapid.SliceOfN(big, 1, 8).Draw(t, "more")
		whole, a, b := new(Streamer), new(Streamer), new(Streamer)
		k, _ := whole.PushAll(row)
		row = row[:k] // what the whole takes
		a.PushAll(row[:min(cut, k)])
		b.PushAll(row[min(cut, k):])
		if err := a.Join(b); err != nil {
			t.Fatalf("join of a row the whole takes: %v", err)
		}
		if got, want := a.Bound().Admit(slices.Clone(more)), whole.Bound().Admit(slices.Clone(more)); got != want {
			t.Fatalf("after the join, the Bound admits %d of %v, the whole's %d", got, more, want)
		}
		c, w := new(Streamer), new(Streamer)
		c.PushAll(more)
		w.PushAll(more)
		errA, errW := a.Join(c), whole.Join(w)
		if (errA == nil) != (errW == nil) || a.Result() != whole.Result() || a.Len() != whole.Len() {
			t.Fatalf("joining %v: %v and %v; %+v and %+v", more, errA, errW, a.Result(), whole.Result())
		}
		ka, _ := a.PushAll(more)
		kw, _ := whole.PushAll(more)
		if ka != kw || a.Result() != whole.Result() {
			t.Fatalf("pushing %v after the joins: took %d and %d", more, ka, kw)
		}
	})
	// A join whose bound is far above the sum itself: the tail's prefix
	// sums cancel the head's total. A stone the exact sums admit must be
	// taken.
	{
		a, b, whole := new(Streamer), new(Streamer), new(Streamer)
		a.Push(1 << 60)
		b.PushAll([]int64{-1 << 60, 0, 0})
		whole.PushAll([]int64{1 << 60, -1 << 60, 0, 0})
		if err := a.Join(b); err != nil {
			t.Fatal(err)
		}
		if !a.loose {
			t.Errorf("the join made a pass over the stones: the test checks nothing")
		}
		if got, want := a.Bound().Admit([]int64{1 << 62}), whole.Bound().Admit([]int64{1 << 62}); got != 1 || want != 1 {
			t.Errorf("2^62 after the join: the Bound admits %d, the whole's %d; want 1", got, want)
		}
		if err := a.Push(1 << 62); err != nil {
			t.Errorf("2^62 after the join: %v", err)
		}
	}
	a, b := new(Streamer), new(Streamer)
	a.Push(math.MaxInt64 / 2)
	b.Push(math.MaxInt64 / 2)
	b.Push(math.MaxInt64 / 4)
	if err := a.Join(b); !errors.Is(err, game.ErrOverflow) || a.Len() != 1 {
		t.Errorf("overflow: %v, %d stones", err, a.Len())
	}
}

// TestBoardNote: the board's note says which stones the first one merges
// once some are, and nothing about merging before any move ("stones 0..0
// merged" read as if a merge had happened).
func TestBoardNote(t *testing.T) {
	p, err := New([]int64{-1, 2, -3, 4, -5})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := p.Board().Note, "select a stone to take every stone up to it (2 at least)"; got != want {
		t.Errorf("note at the start = %q, want %q", got, want)
	}
	_, q, err := p.Play(Take(3))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := q.(game.Boarder).Board().Note, "the first stone is stones 0..2 merged; select a stone to take every stone up to it"; got != want {
		t.Errorf("note after take 3 = %q, want %q", got, want)
	}
}
