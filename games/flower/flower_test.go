package flower

import (
	"context"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
	"stonegame/internal/oracletest"
)

// The answer of every example is the position's count, through
// AnswerAt, as every front end states it.
func TestAnswerAt(t *testing.T) {
	g := FlowerGame
	for _, ex := range g.Examples {
		p, err := g.Start(context.Background(), ex.Args)
		if err != nil {
			t.Fatal(err)
		}
		if got := g.AnswerAt(p, p.Solve()).String(); got != ex.Answer {
			t.Errorf("%v: AnswerAt gives %s, want %s", ex.Args, got, ex.Answer)
		}
	}
}

// TestOracle holds Solve, Options (remoteness included) and the line of
// every game (x, y) up to 6 flowers a side, from either player's turn, to
// the oracle, and the count of every instance (n, m) up to 6 to the games
// the oracle says Alice wins.
func TestOracle(t *testing.T) {
	won := map[[2]int64]bool{}
	for x := int64(1); x <= 6; x++ {
		for y := int64(1); y <= 6; y++ {
			p, err := New(x, y)
			if err != nil {
				t.Fatal(err)
			}
			if err := oracletest.CheckOutcomes(p); err != nil {
				t.Fatalf("(%d, %d): %v", x, y, err)
			}
			_, q, _ := p.Play(Clockwise) // Bob to move on (x-1, y)
			if err := oracletest.CheckOutcomes(q.(Position)); err != nil {
				t.Fatalf("(%d, %d) after a pick: %v", x, y, err)
			}
			won[[2]int64{x, y}] = game.Solve(p).Winner() == game.FirstWins
		}
	}
	for n := int64(1); n <= 6; n++ {
		for m := int64(1); m <= 6; m++ {
			want := int64(0)
			for x := int64(1); x <= n; x++ {
				for y := int64(1); y <= m; y++ {
					if won[[2]int64{x, y}] {
						want++
					}
				}
			}
			p, _ := New(n, m)
			if got := p.Count(); got != want {
				t.Errorf("(%d, %d): count %d, want %d (oracle)", n, m, got, want)
			}
		}
	}
}

// The count against the pairs counted one x at a time, on random
// instances up to LeetCode's 10^5 (products past 2^32: the answer is a
// long).
func TestCount(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.Int64Range(1, 100_000).Draw(rt, "n")
		m := rapid.Int64Range(1, 100_000).Draw(rt, "m")
		var want int64
		for x := int64(1); x <= n; x++ {
			if x%2 == 1 {
				want += m / 2 // even y
			} else {
				want += (m + 1) / 2 // odd y
			}
		}
		p, _ := New(n, m)
		if got := p.Count(); got != want {
			rt.Fatalf("count %d, want %d", got, want)
		}
	})
	p, _ := New(100_000, 100_000)
	if got := FlowerGame.AnswerAt(p, p.Solve()).Value(); got != int64(5_000_000_000) {
		t.Errorf("(10^5, 10^5): %v, want 5000000000", got)
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct {
		n, m int64
		want string
	}{
		{0, 3, "n = 0: the game needs at least one flower"},
		{3, -1, "m = -1"},
		{MaxSide + 1, 1, "at most 1000000 flowers a side"},
	} {
		if _, err := New(tc.n, tc.m); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("(%d, %d): got %v, want an error containing %q", tc.n, tc.m, err, tc.want)
		}
	}
	p, _ := New(1, 1)
	_, q, _ := p.Play(Clockwise)
	if _, _, err := q.Play(Clockwise); err == nil || !strings.Contains(err.Error(), "no flower is left clockwise") {
		t.Errorf("an empty side: %v", err)
	}
	if _, err := ParseMove("left"); err == nil || !strings.Contains(err.Error(), "not a move") {
		t.Errorf("ParseMove(left): %v", err)
	}
	for s, want := range map[string]Side{"c": Clockwise, "Anti-clockwise": Anticlockwise, "pick a": Anticlockwise, "cw": Clockwise} {
		if got, err := ParseMove(s); err != nil || got != want {
			t.Errorf("ParseMove(%q) = %v, %v, want %v", s, got, err, want)
		}
	}
}

func TestInsight(t *testing.T) {
	for _, tc := range []struct {
		n, m int64
		want string
	}{
		{3, 2, "With n = 3 and m = 2, Alice wins 2 + 1 = 3 of the 6 games."},
		{1, 1, "2 flowers are left, so Bob picks the last flower."},
	} {
		p, _ := New(tc.n, tc.m)
		in, _ := p.Insight()
		if text := strings.Join(in.Footer, " "); !strings.Contains(text, tc.want) {
			t.Errorf("(%d, %d): the insight says %q, want %q", tc.n, tc.m, text, tc.want)
		}
	}
}
