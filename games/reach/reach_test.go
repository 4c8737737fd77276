package reach

import (
	"strings"
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
	"stonegame/internal/oracletest"
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
// value, remoteness, Grundy value and options against the generic oracle
// (every position up to m = 6, the start past it).
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
	if err := oracletest.Outcomes(p); err != nil {
		t.Fatalf("m %d total %d: %v", p.m, p.desired, err)
	}
	normal := 1 <= p.desired && p.desired <= p.m*(p.m+1)/2
	if g, ok := p.Grundy(); ok != normal || ok && (g == 0) != (p.Value() < 0) {
		t.Fatalf("m %d total %d used %b: Grundy %d, %v; value %d", p.m, p.desired, p.used, g, ok, p.Value())
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
		if m <= 8 {
			if err := oracletest.CheckOutcomes(p); err != nil {
				t.Fatal(err)
			}
			return
		}
		if got, want := p.Solve().Remoteness, game.Remoteness(p); got != want {
			t.Fatalf("remoteness %d, the oracle %d", got, want)
		}
		if err := oracletest.OutcomeLine(p); err != nil {
			t.Fatal(err)
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
	if r := p.Solve().Remoteness; r < 2 || r > 20 || len(p.Line()) != r {
		t.Errorf("(20, 210): remoteness %d, a line of %d moves; want 2 to 20, the same", r, len(p.Line()))
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

func TestInsight(t *testing.T) {
	for _, tc := range []struct {
		m, total int64
		want     string
	}{
		{10, 11, "the game lasts 2 picks."},
		{4, 6, "the game lasts 3 picks."},
		{10, 0, "the first player wins before anyone picks"},
		{1, 2, "\n1 = 1 < 2: even with every number used"},
		{10, 1, "wins by picking 1, 2, 3, 4, 5, 6, 7, 8, 9 or 10 first"}, // not "1 or 2 or 3 or …"
		{1, 1, "a bitmask of 1 bit."},
		{1, 1, "against 1 order of play"},
		{2, 3, "against 2 orders of play"}, // not "1 + 2 + … + 1"
		{2, 4, "\n1 + 2 = 3 < 4: even"},
		{5, 16, "\n1 + 2 + … + 5 = 15 < 16: even"},
	} {
		p, _ := New(tc.m, tc.total)
		in, ok := p.Insight()
		if text := "\n" + strings.Join(in.Paragraphs, "\n"); !ok || !strings.Contains(text, tc.want) {
			t.Errorf("(%d, %d): the insight does not say %q:\n%s", tc.m, tc.total, tc.want, text)
		}
	}
}

// TestDescribe holds what remains to words a learner reads: the unused
// numbers, and never an empty list once every number is used.
func TestDescribe(t *testing.T) {
	p, err := New(1, 2)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := p.Describe(), "total 0 of 2; unused 1"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
	_, q, err := p.Play(Pick(1))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := q.(game.Describer).Describe(), "total 1 of 2; every number used"; got != want {
		t.Errorf("Describe with every number used = %q, want %q", got, want)
	}
}
