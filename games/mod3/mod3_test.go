package mod3

import (
	"math"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
	"stonegame/internal/oracletest"
)

// closedForm is FAMILY.md's answer on the counts: with c0 even Alice wins
// iff c1 ≥ 1 and c2 ≥ 1; with c0 odd iff |c1 − c2| > 2.
func closedForm(c [3]int) bool {
	if c[0]%2 == 0 {
		return c[1] >= 1 && c[2] >= 1
	}
	d := c[1] - c[2]
	return d > 2 || d < -2
}

func TestExamples(t *testing.T) {
	for _, tc := range []struct {
		stones []int64
		want   bool
	}{
		{[]int64{2, 1}, true},
		{[]int64{2}, false},
		{[]int64{5, 1, 2, 4, 3}, false},
		{nil, false},        // no stones: Bob wins
		{[]int64{3}, false}, // a zero first loses at once
		{[]int64{-1, -2}, true},
	} {
		if got := New(tc.stones).Solve().Differential > 0; got != tc.want {
			t.Errorf("%v: Alice wins = %v, want %v", tc.stones, got, tc.want)
		}
	}
}

// verify checks every position reachable from p against the oracle: its
// value and its options, each option's remoteness the fast Solve's where
// it leads (TestRemoteness holds that to the oracle).
func verify(t *testing.T, p Position, o map[string]bool) {
	t.Helper()
	if o[p.Key()] {
		return
	}
	o[p.Key()] = true
	want := game.Options(p)
	got := p.Options()
	if len(got) != len(want) {
		t.Fatalf("%v at %s: %d options, the oracle %d", p.values, p.Key(), len(got), len(want))
	}
	for k := range got {
		q, err := p.after(want[k].Move)
		if err != nil {
			t.Fatal(err)
		}
		want[k].Remoteness = q.Solve().Remoteness
		if got[k] != want[k] {
			t.Fatalf("%v at %s: option %+v, the oracle %+v", p.values, p.Key(), got[k], want[k])
		}
	}
	if v := game.Value(p); p.Value() != v {
		t.Fatalf("%v at %s: value %d, the oracle %d", p.values, p.Key(), p.Value(), v)
	}
	for _, m := range p.Moves() {
		q, err := p.after(m)
		if err != nil {
			t.Fatal(err)
		}
		verify(t, q, o)
	}
}

// at returns the position with counts c left of a row of max[r] stones of
// each residue r, removed sum s and turn; at the start (s = 0) no stone is
// removed.
func at(max, c [3]int, s uint8, turn game.Player) Position {
	var row []int64
	for r := range 3 {
		for range max[r] {
			row = append(row, int64(r))
		}
	}
	p := New(row)
	for r := range 3 {
		p.taken[r] = max[r] - c[r]
	}
	p.sum, p.turn = s, turn
	return p
}

// TestRemoteness holds the formula to the oracle's remoteness at every
// position with up to 5 zeros, 7 ones and 7 twos left: each removed sum,
// either player to move, and the starts; with the options and the line
// (which must follow the remoteness) checked by the fast Options, which
// between them these positions hold to the oracle.
func TestRemoteness(t *testing.T) {
	top := [3]int{5, 7, 7}
	if testing.Short() {
		top = [3]int{3, 5, 5}
	}
	var all []game.Solvable
	for c0 := 0; c0 <= top[0]; c0++ {
		for c1 := 0; c1 <= top[1]; c1++ {
			for c2 := 0; c2 <= top[2]; c2++ {
				c := [3]int{c0, c1, c2}
				all = append(all, at(top, c, 0, game.First))
				for s := uint8(1); s <= 2; s++ {
					all = append(all, at(top, c, s, game.First), at(top, c, s, game.Second))
				}
			}
		}
	}
	for _, p := range all {
		if got, want := p.Solve().Remoteness, game.Remoteness(p); got != want {
			t.Fatalf("%s: remoteness %d, want %d (oracle)", p.Key(), got, want)
		}
	}
	for _, p := range all {
		if err := oracletest.OutcomeLine(p); err != nil {
			t.Fatal(err)
		}
	}
}

// Every position of every row of up to 7 stones over {0, 1, 2}, and the
// closed form at the start.
func TestAgainstOracle(t *testing.T) {
	rows := 0
	for n := 0; n <= 7; n++ {
		row := make([]int64, n)
		for code := 0; ; code++ {
			x := code
			for i := range row {
				row[i] = int64(x % 3)
				x /= 3
			}
			if x > 0 {
				break
			}
			p := New(append([]int64(nil), row...))
			verify(t, p, map[string]bool{})
			if got, want := p.Solve().Differential > 0, closedForm(p.Counts()); got != want {
				t.Fatalf("%v: Alice wins = %v, the closed form says %v", row, got, want)
			}
			rows++
		}
	}
	if rows != 3280 {
		t.Errorf("checked %d rows, want 3280", rows)
	}
}

// The closed form on larger counts, and the lines: every move optimal.
func TestLargeCounts(t *testing.T) {
	for c0 := range 7 {
		for c1 := range 25 {
			for c2 := range 25 {
				var row []int64
				for range c0 {
					row = append(row, 3)
				}
				for range c1 {
					row = append(row, 4)
				}
				for range c2 {
					row = append(row, 5)
				}
				p := New(row)
				if got, want := p.Solve().Differential > 0, closedForm([3]int{c0, c1, c2}); got != want {
					t.Fatalf("counts %d %d %d: Alice wins = %v, the closed form %v", c0, c1, c2, got, want)
				}
				k := new(Counter)
				for _, x := range row {
					k.Push(x)
				}
				if k.Result() != p.Solve() || k.Len() != len(row) {
					t.Fatalf("counts %d %d %d: Counter %+v, Solve %+v", c0, c1, c2, k.Result(), p.Solve())
				}
			}
		}
	}
}

func TestLineRapid(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		row := rapid.SliceOfN(rapid.Int64Range(-20, 20), 0, 10).Draw(t, "stones")
		if err := oracletest.CheckOutcomes(New(row)); err != nil {
			t.Fatal(err)
		}
	})
}

// TestNoZeroFirst: at the start a zero loses at once, so a losing Alice
// who delays never takes one while a non-zero stone remains.
func TestNoZeroFirst(t *testing.T) {
	for _, row := range [][]int64{{3, 1}, {3, 3, 3, 2}, {3, 3, 1, 1, 1, 1, 1}} {
		p := New(row)
		line := p.Line()
		if p.Value() > 0 || len(line) == 0 || line[0].Move == Residue(0) || len(line) != p.Solve().Remoteness {
			t.Errorf("%v: value %d, line %v, remoteness %d; want a loss, no zero first, and the line as long as the remoteness", row, p.Value(), line, p.Solve().Remoteness)
		}
	}
}

func TestParseMove(t *testing.T) {
	for _, s := range []string{"1", "take 1", "take 1 mod 3", " ≡1 ", "TAKE 1 MOD 3"} {
		if m, err := ParseMove(s); err != nil || m != Residue(1) {
			t.Errorf("ParseMove(%q) = %v, %v", s, m, err)
		}
	}
	for _, s := range []string{"3", "", "take", "-1", "stone 2"} {
		if _, err := ParseMove(s); err == nil {
			t.Errorf("ParseMove(%q) accepted", s)
		}
	}
	p := New([]int64{1})
	if _, _, err := p.Play(Residue(2)); err == nil {
		t.Error("taking a residue with no stone left was accepted")
	}
}

func TestSpec(t *testing.T) {
	if err := game.CheckSpec(StoneGameIX); err != nil {
		t.Fatal(err)
	}
}

// Join of the Counters of a row's two parts is the Counter of the whole
// row, and its Result is the oracle's.
func TestCounterJoin(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		row := rapid.SliceOfN(rapid.Int64Range(-20, 20), 1, 10).Draw(t, "stones")
		cut := rapid.IntRange(0, len(row)).Draw(t, "cut")
		var a, b, all Counter
		a.PushAll(row[:cut]) // in bulk, and one at a time
		for _, x := range row[cut:] {
			b.Push(x)
		}
		for _, x := range row {
			all.Push(x)
		}
		if err := a.Join(&b); err != nil {
			t.Fatal(err)
		}
		if a != all {
			t.Fatalf("joined at %d: got %+v, want %+v", cut, a, all)
		}
		if got, want := a.Result().Differential, game.Value(New(row)); got != want {
			t.Fatalf("joined result %d, the oracle %d", got, want)
		}
	})
}

// TestResidue holds residue to the signed remainder at the ends of int64
// and around 0 and multiples of 3.
func TestResidue(t *testing.T) {
	xs := []int64{math.MinInt64, math.MinInt64 + 1, math.MinInt64 + 2, math.MaxInt64, math.MaxInt64 - 1, math.MaxInt64 - 2}
	for x := int64(-20); x <= 20; x++ {
		xs = append(xs, x, x*1e15+x%7)
	}
	for _, x := range xs {
		if got, want := residue(x), uint8((x%3+3)%3); got != want {
			t.Errorf("residue(%d) = %d, want %d", x, got, want)
		}
	}
}

func TestInsight(t *testing.T) {
	for _, tc := range []struct {
		stones []int64
		want   string
	}{
		{[]int64{5, 1, 2, 4, 3}, "it lasts 5 moves."},
		{[]int64{2, 1}, "it lasts 2 moves."},
		{[]int64{5, 1, 2, 4, 3}, "c0 = 1 stone ≡ 0, c1 = 2 ≡ 1, c2 = 2 ≡ 2."}, // not "1 stones"
		{[]int64{3, 6, 1}, "c0 = 2 stones ≡ 0, c1 = 1 ≡ 1, c2 = 0 ≡ 2."},
		{[]int64{2}, "| 0 | 0 | none"}, // an empty class says so, not an empty cell
	} {
		p := New(tc.stones)
		in, ok := p.Insight()
		rows := ""
		for _, r := range in.Rows {
			rows += "\n| " + strings.Join(r, " | ")
		}
		if text := strings.Join(in.Paragraphs, "\n") + rows; !ok || !strings.Contains(text, tc.want) {
			t.Errorf("%v: the insight does not say %q:\n%s", tc.stones, tc.want, text)
		}
	}
}

// TestSteps holds Steps to game.LineBy's line (the line Line was) and to Line on every count
// of residues up to 4 each (stones 3, 1, 2, negative ones among them),
// from the start and from every position along the line.
func TestSteps(t *testing.T) {
	for c0 := range 5 {
		for c1 := range 5 {
			for c2 := range 5 {
				var row []int64
				for k := range c0 {
					row = append(row, int64(3-6*(k%2)))
				}
				for k := range c1 {
					row = append(row, int64(1-3*(k%2)*2))
				}
				for range c2 {
					row = append(row, 2)
				}
				for q := New(row); ; {
					if err := oracletest.Steps(q, game.LineBy(q, nil)); err != nil {
						t.Fatalf("counts %d, %d, %d: %v", c0, c1, c2, err)
					}
					r, ok := q.next()
					if q.over || !ok {
						break
					}
					q, _ = q.after(r)
				}
			}
		}
	}
}
