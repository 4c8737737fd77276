package divisor

import (
	"context"
	"strings"
	"testing"

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

// TestExhaustive holds Solve, Options and Line to the oracle for every n
// up to 200, from either player's turn.
func TestExhaustive(t *testing.T) {
	var all []game.Solvable
	for n := int64(1); n <= 200; n++ {
		p, err := New(n)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, p, Position{n: n, turn: game.Second})
	}
	for _, p := range all {
		if err := oracletest.Values(p); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range all {
		if err := oracletest.Line(p); err != nil {
			t.Fatal(err)
		}
	}
	if err := oracletest.Check(must(60)); err != nil { // the line by the oracle itself
		t.Fatal(err)
	}
}

func TestLarge(t *testing.T) {
	p := must(MaxN) // 10^12 = 2^12 · 5^12: 13·13 divisors
	if got := p.Solve().Differential; got != 1 {
		t.Errorf("Solve differential = %d, want 1", got)
	}
	opts := p.Options()
	if len(opts) != 13*13-1 {
		t.Fatalf("%d options, want %d", len(opts), 13*13-1)
	}
	for _, o := range opts {
		x := int64(o.Move.(Subtract))
		if want := int64(-1 + 2*(x%2)); o.Value != want {
			t.Errorf("%v is worth %d, want %d (odd x leaves an odd number)", o.Move, o.Value, want)
		}
	}
	if got := must(999_999_999_989).Solve().Differential; got != -1 { // a prime
		t.Errorf("odd prime: Solve differential = %d, want -1", got)
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
		{game.Args{game.ListOf(1, 2)}, "one integer"},
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
		{12, []string{"n = 12 is even: Alice wins by subtracting 1", "| 12 1 2 3 4 6 wins subtract 1", "| 11 1 loses"}},
		{9, []string{"n = 9 is odd: Alice loses", "| 9 1 3 loses"}},
		{1, []string{"| 1 none loses none: there is no move"}},
	} {
		in, ok := must(tc.n).Insight()
		if !ok {
			t.Fatalf("%d: no insight", tc.n)
		}
		text := strings.Join(in.Paragraphs, "\n")
		for _, r := range in.Rows {
			text += "\n| " + strings.Join(r, " ")
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
