package countdown

import (
	"context"
	"strings"
	"testing"

	"stonegame/game"
	"stonegame/internal/oracletest"
)

func TestSpec(t *testing.T) {
	if err := game.CheckSpec(StoneRemovalGame); err != nil {
		t.Fatalf("CheckSpec = %v, want nil", err)
	}
	for _, ex := range StoneRemovalGame.Examples {
		p, err := StoneRemovalGame.Start(context.Background(), ex.Args)
		if err != nil {
			t.Fatal(err)
		}
		if got := StoneRemovalGame.Answer(p.Solve()).String(); got != ex.Answer {
			t.Errorf("%v: got %s, want %s", ex.Args, got, ex.Answer)
		}
	}
}

// TestExhaustive holds Solve, Options and Line, remoteness and Grundy
// values included, to the oracle for every n the rules define, and every
// position reached from them, and checks the ranges the insight states.
func TestExhaustive(t *testing.T) {
	wins := func(n int64) bool {
		return 10 <= n && n <= 18 || 27 <= n && n <= 33 || 40 <= n && n <= 44 || 49 <= n && n <= 51 || n == 54
	}
	for n := int64(0); n <= MaxN; n++ {
		p, err := New(n)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Solve().Differential > 0; got != wins(n) {
			t.Errorf("n = %d: Alice wins is %v, want %v", n, got, wins(n))
		}
		var q game.Solvable = p
		for {
			if err := oracletest.CheckOutcomes(q); err != nil {
				t.Fatal(err)
			}
			opts := q.Options()
			if len(opts) == 0 {
				break
			}
			_, q, _ = game.Apply(q, opts[0].Move)
		}
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct {
		args game.Args
		want string
	}{
		{game.Args{game.IntOf(-1)}, "n = -1"},
		{game.Args{game.IntOf(55)}, "n = 55 is past 54"},
		{game.Args{game.IntOf(1000)}, "remove 0 stones"},
		{game.Args{game.ListOf(1, 2)}, "n is an integer, not a list of integers"},
	} {
		if _, err := StoneRemovalGame.Start(context.Background(), tc.args); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: got %v, want an error containing %q", tc.args, err, tc.want)
		}
	}
	p, _ := New(12)
	for _, tc := range []struct {
		m    game.Move
		want string
	}{
		{Remove(9), "must remove exactly 10"},
		{Remove(0), "must remove exactly 10"},
	} {
		if _, _, err := p.Play(tc.m); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Play(%v): got %v, want an error containing %q", tc.m, err, tc.want)
		}
	}
	q, _ := New(5)
	if _, _, err := q.Play(Remove(10)); err == nil || !strings.Contains(err.Error(), "only 5 stones left") {
		t.Errorf("Play(remove 10) on 5: got %v, want 'only 5 stones left'", err)
	}
}

func TestParseMove(t *testing.T) {
	for _, r := range []Remove{1, 9, 10} {
		for _, s := range []string{r.String(), r.Label(), " REMOVE " + r.Label()} {
			if got, err := ParseMove(s); err != nil || got != r {
				t.Errorf("ParseMove(%q) = %v, %v, want %v", s, got, err, r)
			}
		}
	}
	for _, bad := range []string{"", "0", "remove", "ten"} {
		if _, err := ParseMove(bad); err == nil || !strings.Contains(err.Error(), "not a move") {
			t.Errorf("ParseMove(%q): got %v, want a 'not a move' error", bad, err)
		}
	}
}

func TestInsight(t *testing.T) {
	p, _ := New(12)
	if got, want := p.Describe(), "a pile of 12; Alice must remove 10"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
	in, _ := p.Insight()
	var rows []string
	for _, r := range in.Rows {
		rows = append(rows, strings.Join(r, " "))
	}
	want := []string{"1 Alice 12 10 2", "2 Bob 2 9 cannot"}
	if strings.Join(rows, "|") != strings.Join(want, "|") {
		t.Errorf("rows = %q, want %q", rows, want)
	}
	if !strings.Contains(in.Footer[0], "Bob must remove 9 but only 2 are left: Bob loses and Alice wins") {
		t.Errorf("footer = %q, want Bob's loss", in.Footer[0])
	}
	one, _ := New(1)
	in, _ = one.Insight()
	if !strings.Contains(in.Footer[0], "Alice must remove 10 but only 1 is left: Alice loses and Bob wins") {
		t.Errorf("footer = %q, want \"only 1 is left\", not \"1 are\"", in.Footer[0])
	}
	ten, _ := New(10)
	in, _ = ten.Insight()
	if !strings.Contains(in.Footer[0], "Bob must remove 9 but none is left: Bob loses and Alice wins") {
		t.Errorf("footer = %q, want \"none is left\", not \"only 0 are\"", in.Footer[0])
	}
}
