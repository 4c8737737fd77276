package divisor

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
	"stonegame/internal/oracletest"
)

func TestSpec(t *testing.T) {
	if err := game.CheckSpec(DivisorGame); err != nil {
		t.Fatalf("CheckSpec = %v, want nil", err)
	}
	for _, ex := range DivisorGame.Examples {
		p, err := DivisorGame.Start(context.Background(), ex.Args)
		if err != nil {
			t.Fatal(err)
		}
		if got := DivisorGame.Answer(p.Solve()).String(); got != ex.Answer {
			t.Errorf("%v: got %s, want %s", ex.Args, got, ex.Answer)
		}
	}
}

// TestExhaustive holds Solve, Options and Line, remoteness and Grundy
// values included, to the oracle for every n up to 200, from either
// player's turn.
func TestExhaustive(t *testing.T) {
	var all []game.Solvable
	for n := int64(1); n <= 200; n++ {
		p := must(n)
		q := p
		q.turn = game.Second
		all = append(all, p, q)
	}
	for _, p := range all {
		if err := oracletest.Outcomes(p); err != nil {
			t.Fatal(err)
		}
		if g, ok := p.(Position).Grundy(); !ok {
			t.Fatalf("%s: no Grundy value", p.Key())
		} else if g != game.Grundy(p) {
			t.Fatalf("%s: Grundy %d, want %d", p.Key(), g, game.Grundy(p))
		}
	}
	for _, p := range all {
		if err := oracletest.OutcomeLine(p); err != nil {
			t.Fatal(err)
		}
	}
	if err := oracletest.CheckOutcomes(must(60)); err != nil { // the line by the oracle itself
		t.Fatal(err)
	}
}

// TestRemotenessTable holds the DP's table to the recurrence that defines
// remoteness, with the divisors found by trial division, at every n up to
// 3000 and at random n up to RemotenessMax (the recurrence at every n and
// rem(1) = 0 determine every value, by induction).
func TestRemotenessTable(t *testing.T) {
	top := must(RemotenessMax)
	if testing.Short() {
		top = must(100_000)
	}
	check := func(n int64) error {
		p := Position{n: n, turn: game.First, rem: top.rem}
		want := 0
		if n > 1 {
			want = -1
			for _, o := range p.Options() {
				r := o.Remoteness
				switch {
				case p.Wins() && o.Value > 0 && (want < 0 || 1+r < want):
					want = 1 + r
				case !p.Wins():
					want = max(want, 1+r)
				}
			}
		}
		if got := p.Solve().Remoteness; got != want {
			return fmt.Errorf("n = %d: remoteness %d, want %d by the recurrence", n, got, want)
		}
		return nil
	}
	for n := int64(1); n <= 3000; n++ {
		if err := check(n); err != nil {
			t.Fatal(err)
		}
	}
	rapid.Check(t, func(rt *rapid.T) {
		if err := check(rapid.Int64Range(1, int64(top.rem.n)).Draw(rt, "n")); err != nil {
			rt.Fatal(err)
		}
	})
	want := 104 // the most up to 10^6, in a byte
	if testing.Short() {
		want = 80
	}
	if most := slices.Max(top.rem.rem); int(most) != want {
		t.Errorf("the largest remoteness up to %d is %d, want %d", top.rem.n, most, want)
	}
}

// TestRemotenessBound: past RemotenessMax the remoteness is unknown, and
// the line subtracts 1 to the end (the first optimal move).
func TestRemotenessBound(t *testing.T) {
	p := must(RemotenessMax)
	if r := p.Solve().Remoteness; r <= 0 || int64(r) != p.LineBound() || len(p.Line()) != r {
		t.Errorf("n = %d: remoteness %d, line bound %d, %d moves; want them known and equal", p.n, r, p.LineBound(), len(p.Line()))
	}
	q := must(RemotenessMax + 1)
	if r := q.Solve().Remoteness; r != game.Unknown {
		t.Errorf("n = %d: remoteness %d, want Unknown", q.n, r)
	}
	for _, o := range q.Options() {
		if o.Remoteness != game.Unknown {
			t.Errorf("n = %d, %v: remoteness %d, want Unknown", q.n, o.Move, o.Remoteness)
		}
	}
	k := 0
	for st := range q.Steps {
		if st.Move != Subtract(1) {
			t.Fatalf("n = %d: move %d is %v, want subtract 1", q.n, k+1, st.Move)
		}
		if k++; k == 1000 {
			break
		}
	}
	if q.LineBound() != RemotenessMax {
		t.Errorf("line bound %d, want n − 1", q.LineBound())
	}
}

// TestGrundyLarge: the Grundy value is the exponent of 2 in n, for every n.
func TestGrundyLarge(t *testing.T) {
	for n, want := range map[int64]uint64{MaxN: 12, 1 << 39: 39, 999_999_999_989: 0, 3 << 20: 20} {
		if g, ok := must(n).Grundy(); !ok || g != want {
			t.Errorf("n = %d: Grundy %d, %v; want %d", n, g, ok, want)
		}
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct {
		args game.Args
		want string
	}{
		{game.Args{game.IntOf(0)}, "n = 0: the game needs n >= 1"},
		{game.Args{game.IntOf(-4)}, "n = -4"},
		{game.Args{game.IntOf(MaxN + 1)}, "is past 1000000000000"},
		{game.Args{game.ListOf(1, 2)}, "n is an integer, not a list of integers"},
	} {
		if _, err := DivisorGame.Start(context.Background(), tc.args); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: got %v, want an error containing %q", tc.args, err, tc.want)
		}
	}
	p := must(12)
	for _, tc := range []struct {
		m    game.Move
		want string
	}{
		{Subtract(5), "5 does not divide n = 12"},
		{Subtract(12), "less than n = 12"},
		{Subtract(0), "at least 1"},
	} {
		if _, _, err := p.Play(tc.m); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Play(%v): got %v, want an error containing %q", tc.m, err, tc.want)
		}
	}
}

func TestParseMove(t *testing.T) {
	for _, x := range []Subtract{1, 2, 3, 500, 1 << 40} {
		for _, s := range []string{x.String(), x.Label(), " Subtract  " + x.Label(), "sub " + x.Label(), "-" + x.Label(), "x = " + x.Label()} {
			if got, err := ParseMove(s); err != nil || got != x {
				t.Errorf("ParseMove(%q) = %v, %v, want %v", s, got, err, x)
			}
		}
	}
	for _, bad := range []string{"", "0", "subtract", "two", "--2"} {
		if _, err := ParseMove(bad); err == nil || !strings.Contains(err.Error(), "not a move") {
			t.Errorf("ParseMove(%q): got %v, want a 'not a move' error", bad, err)
		}
	}
}

func TestInsight(t *testing.T) {
	for _, tc := range []struct {
		n    int64
		want []string
	}{
		{12, []string{"n = 12 is even: Alice wins by subtracting 1", "| 12 1 2 3 4 6 wins subtract 1", "| 11 1 loses", "the game lasts 7 moves from n = 12, and its first move subtracts 1."}},
		{6, []string{"the game lasts 3 moves from n = 6, and its first move subtracts 3."}},
		{9, []string{"n = 9 is odd: Alice loses", "| 9 1 3 loses"}},
		{1, []string{"| 1 none loses none: there is no move", "Here n = 1: no x with 0 < x < 1 divides it, so Alice has no move and loses at once: 1 is the first of the losing positions."}},
	} {
		in, ok := must(tc.n).Insight()
		if !ok {
			t.Fatalf("%d: no insight", tc.n)
		}
		text := strings.Join(in.Paragraphs, "\n")
		for _, r := range in.Rows {
			text += "\n| " + strings.Join(r, " ")
		}
		if tc.n == 1 && strings.Contains(text, "leaves an even number") {
			t.Errorf("1: the insight speaks of a move from 1, which has none:\n%s", text)
		}
		for _, w := range tc.want {
			if !strings.Contains(text, w) {
				t.Errorf("%d: the insight does not say %q:\n%s", tc.n, w, text)
			}
		}
	}
	if got, want := must(12).Describe(), "n = 12"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
}

func must(n int64) Position {
	p, err := New(n)
	if err != nil {
		panic(err)
	}
	return p
}
