package guess

import (
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
	"stonegame/internal/oracletest"
)

// The O(n²) table against the textbook O(n³) recurrence on every range of
// every n up to 120 (300 without -short).
func TestTable(t *testing.T) {
	top := 300
	if testing.Short() {
		top = 120
	}
	want := cubic(top)
	got := fill(top)
	for i := 1; i <= top; i++ {
		for j := i; j <= top; j++ {
			if got.cost(i, j) != want[i][j] {
				t.Fatalf("cost(%d, %d) = %d, want %d (O(n³))", i, j, got.cost(i, j), want[i][j])
			}
		}
	}
	// LeetCode's largest n, by a solution written apart: 952 is the
	// known answer for n = 200.
	if c := got.cost(1, 200); c != 952 {
		t.Errorf("cost(1, 200) = %d, want 952", c)
	}
}

// TestOracle holds Solve, Options and the line to the oracle for every n
// up to 12, from the start and from every position one and two moves
// in; and with rapid on positions reached by random moves.
func TestOracle(t *testing.T) {
	for n := int64(1); n <= 12; n++ {
		p, err := New(n)
		if err != nil {
			t.Fatal(err)
		}
		if err := oracletest.Check(p); err != nil {
			t.Fatalf("n = %d: %v", n, err)
		}
		for _, m := range p.Moves() {
			_, q, _ := p.Play(m)
			if err := oracletest.Check(q.(Position)); err != nil {
				t.Fatalf("n = %d, %v: %v", n, m, err)
			}
			for _, m2 := range q.Moves() {
				_, r, _ := q.Play(m2)
				if err := oracletest.Values(r.(Position)); err != nil {
					t.Fatalf("n = %d, %v, %v: %v", n, m, m2, err)
				}
			}
		}
	}
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.Int64Range(1, 40).Draw(rt, "n")
		p, _ := New(n)
		var q game.Position = p
		for k := rapid.IntRange(0, 6).Draw(rt, "moves"); k > 0; k-- {
			ms := q.Moves()
			if len(ms) == 0 {
				break
			}
			_, q, _ = q.Play(ms[rapid.IntRange(0, len(ms)-1).Draw(rt, "move")])
		}
		if lo, hi, _ := q.(Position).Range(); hi-lo > 11 {
			return // the oracle is exponential past a dozen numbers
		}
		if err := oracletest.Check(q.(Position)); err != nil {
			rt.Fatal(err)
		}
	})
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct {
		n    int64
		want string
	}{
		{0, "n = 0: the picker needs a number from 1 to n"},
		{-3, "n = -3"},
		{MaxN + 1, "n up to 2000"},
	} {
		if _, err := New(tc.n); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("n = %d: got %v, want an error containing %q", tc.n, err, tc.want)
		}
	}
	p, _ := New(5)
	for _, tc := range []struct {
		m    game.Move
		want string
	}{
		{Guess(6), "the number is from 1 to 5"},
		{Higher, "no guess to answer"},
	} {
		if _, _, err := p.Play(tc.m); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: got %v, want an error containing %q", tc.m, err, tc.want)
		}
	}
	_, q, _ := p.Play(Guess(5))
	if _, _, err := q.Play(Higher); err == nil || !strings.Contains(err.Error(), "no number from 1 to 5 is above 5") {
		t.Errorf("higher than 5: %v", err)
	}
	if _, _, err := q.Play(Guess(3)); err == nil || !strings.Contains(err.Error(), "must answer the guess 5 first") {
		t.Errorf("a guess out of turn: %v", err)
	}
	for s, want := range map[string]game.Move{"7": Guess(7), "guess 12": Guess(12), "H": Higher, "lower": Lower} {
		if got, err := ParseMove(s); err != nil || got != want {
			t.Errorf("ParseMove(%q) = %v, %v, want %v", s, got, err, want)
		}
	}
	if _, err := ParseMove("0"); err == nil || !strings.Contains(err.Error(), "not a move") {
		t.Errorf("ParseMove(0): %v", err)
	}
}

func TestInsight(t *testing.T) {
	p, _ := New(10)
	in, _ := p.Insight()
	if len(in.Rows) == 0 || in.Rows[0][0] != "1..10" || in.Rows[0][1] != "7" {
		t.Errorf("the insight's rows %v, want the first guess 7 on 1..10", in.Rows)
	}
	if last := in.Rows[len(in.Rows)-1]; last[3] != "16" {
		t.Errorf("the insight pays %s at the end, want 16", last[3])
	}
	one, _ := New(1)
	if in, _ := one.Insight(); !strings.Contains(strings.Join(in.Footer, " "), "One number is left, 1") {
		t.Errorf("n = 1: %v", in.Footer)
	}
}

// BenchmarkFill is the O(n²) table at n = 200 (LeetCode's largest) and at
// the Limit; BenchmarkCubic the textbook O(n³) recurrence it replaces, at
// 200 and 600 (at 2000 it takes about 40 s).
func BenchmarkFill(b *testing.B) {
	for _, n := range []int{200, MaxN} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			for range b.N {
				fill(n)
			}
		})
	}
}

func BenchmarkCubic(b *testing.B) {
	for _, n := range []int{200, 600} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			for range b.N {
				cubic(n)
			}
		})
	}
}
