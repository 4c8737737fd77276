package reach

import (
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
)

func TestExamples(t *testing.T) {
	for _, tc := range []struct {
		m, total int64
		want     int64
	}{
		{10, 11, -1}, {10, 0, 1}, {10, 1, 1}, {10, 40, -1}, {5, 50, 0}, {1, 1, 1}, {2, 3, -1}, {3, 6, 1},
	} {
		p, err := New(tc.m, tc.total)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Solve().Differential; got != tc.want {
			t.Errorf("(%d, %d): got %d, want %d", tc.m, tc.total, got, tc.want)
		}
	}
}

// Every instance with m <= 8 and every total up to 40: each position's
// value and options against the generic oracle.
func TestAgainstOracle(t *testing.T) {
	for m := int64(1); m <= 8; m++ {
		for total := int64(-1); total <= 40; total++ {
			p, err := New(m, total)
			if err != nil {
				t.Fatal(err)
			}
			walk(t, p, map[uint32]bool{})
		}
	}
}

func walk(t *testing.T, p Position, seen map[uint32]bool) {
	t.Helper()
	if seen[p.used] {
		return
	}
	seen[p.used] = true
	if got, want := p.Value(), game.Value(p); got != want {
		t.Fatalf("m %d total %d used %b: value %d, the oracle %d", p.m, p.desired, p.used, got, want)
	}
	got, want := p.Options(), game.Options(p)
	if len(got) != len(want) {
		t.Fatalf("m %d total %d used %b: %d options, the oracle %d", p.m, p.desired, p.used, len(got), len(want))
	}
	for k := range got {
		if got[k] != want[k] {
			t.Fatalf("m %d total %d used %b: option %+v, the oracle %+v", p.m, p.desired, p.used, got[k], want[k])
		}
	}
	if p.m > 6 { // the start is enough for the larger sets
		return
	}
	for _, m := range p.Moves() {
		q, _ := p.after(m)
		walk(t, q, seen)
	}
}

func TestLineRapid(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		m := rapid.Int64Range(1, 12).Draw(t, "m")
		total := rapid.Int64Range(0, 80).Draw(t, "total")
		p, _ := New(m, total)
		line := p.Line()
		var moves []game.Move
		for _, st := range line {
			moves = append(moves, st.Move)
		}
		replayed, end, err := game.Replay(p, moves)
		if err != nil {
			t.Fatal(err)
		}
		if r := game.Score(replayed, end); r != p.Solve() {
			t.Fatalf("the line ends %+v, Solve %+v", r, p.Solve())
		}
	})
}

// The largest instance answers, and a shortcut answers at once.
func TestLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("2^20 sets")
	}
	p, _ := New(20, 210)
	if got := p.Solve().Differential; got != -1 {
		t.Errorf("(20, 210): got %d, want -1 (1+...+20 = 210: the second player picks last)", got)
	}
	p, _ = New(20, 300)
	if got := p.Solve().Differential; got != 0 || p.visited != 0 {
		t.Errorf("(20, 300): got %d after %d sets, want a draw at once", got, p.visited)
	}
}

func TestBadInput(t *testing.T) {
	for _, m := range []int64{0, -1, 21} {
		if _, err := New(m, 10); err == nil {
			t.Errorf("m = %d accepted", m)
		}
	}
	p, _ := New(3, 4)
	if _, _, err := p.Play(Pick(4)); err == nil {
		t.Error("pick 4 of 1..3 accepted")
	}
	q, _ := p.after(Pick(2))
	if _, _, err := q.Play(Pick(2)); err == nil {
		t.Error("a used number accepted")
	}
	for _, s := range []string{"0", "x", "", "pick"} {
		if _, err := ParseMove(s); err == nil {
			t.Errorf("ParseMove(%q) accepted", s)
		}
	}
}

func TestSpec(t *testing.T) {
	if err := game.CheckSpec(CanIWin); err != nil {
		t.Fatal(err)
	}
}
