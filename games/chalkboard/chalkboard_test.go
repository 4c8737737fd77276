package chalkboard

import (
	"strings"
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
	"stonegame/internal/oracletest"
)

// TestExhaustive holds Solve, Options (remoteness included) and the line
// to the oracle on every board of up to 6 numbers from 0 to 3 (and of 7
// from 0 to 2 without -short), and LeetCode's rule (XOR 0 or an even length) for Alice.
func TestExhaustive(t *testing.T) {
	check := func(top int, hi int64) {
		var rec func(nums []int64)
		rec = func(nums []int64) {
			if len(nums) > 0 {
				p := must(nums...)
				var x int64
				for _, v := range nums {
					x ^= v
				}
				if got, want := p.Wins(), x == 0 || len(nums)%2 == 0; got != want {
					t.Fatalf("%v: Alice wins %v, want %v", nums, got, want)
				}
				if err := oracletest.Outcomes(p); err != nil {
					t.Fatal(err)
				}
				if err := oracletest.OutcomeLine(p); err != nil {
					t.Fatal(err)
				}
			}
			if len(nums) == top {
				return
			}
			for v := int64(0); v <= hi; v++ {
				rec(append(nums, v))
			}
		}
		rec(nil)
	}
	check(6, 3)
	if !testing.Short() {
		check(7, 2)
	}
	if err := oracletest.CheckOutcomes(must(1, 2, 3, 3, 5, 6, 6, 7)); err != nil {
		t.Fatal(err)
	}
}

// TestRapid holds boards of up to 9 numbers, reached by random moves, to
// the oracle; and on long boards the answer to LeetCode's rule and the
// line to the end.
func TestRapid(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		nums := rapid.SliceOfN(rapid.Int64Range(0, 15), 1, 9).Draw(rt, "nums")
		var p game.Solvable = must(nums...)
		for k := rapid.IntRange(0, 3).Draw(rt, "moves"); k > 0 && len(p.Moves()) > 0; k-- {
			ms := p.Moves()
			_, q, err := p.Play(ms[rapid.IntRange(0, len(ms)-1).Draw(rt, "move")])
			if err != nil {
				rt.Fatal(err)
			}
			p = q.(game.Solvable)
		}
		if err := oracletest.Outcomes(p); err != nil {
			rt.Fatal(err)
		}
	})
	rapid.Check(t, func(rt *rapid.T) {
		nums := rapid.SliceOfN(rapid.Int64Range(0, 1<<16-1), 1, 300).Draw(rt, "nums")
		p := must(nums...)
		var x int64
		for _, v := range nums {
			x ^= v
		}
		if got, want := p.Wins(), x == 0 || len(nums)%2 == 0; got != want {
			rt.Fatalf("%v: Alice wins %v, want %v", nums, got, want)
		}
		if err := oracletest.LineEnds(p); err != nil {
			rt.Fatal(err)
		}
	})
}

// A board of copies of X forces the loser's hand at once; one number other
// than X lets him hold out (the remoteness the search finds).
func TestRemoteness(t *testing.T) {
	for _, tc := range []struct {
		nums []int64
		want int
	}{
		{[]int64{5}, 1},
		{[]int64{5, 5, 5}, 1},
		{[]int64{1, 1, 2}, 3}, // Alice erases a 1, Bob the other 1, Alice the 2
		{[]int64{0, 1}, 2},
		{[]int64{1, 2, 3}, 0},
	} {
		if got := must(tc.nums...).Solve().Remoteness; got != tc.want {
			t.Errorf("%v: remoteness %d, want %d", tc.nums, got, tc.want)
		}
	}
	big := make([]int64, RemoteMax+2)
	for i := range big {
		big[i] = int64(i + 1)
	}
	if r := must(big...).Solve().Remoteness; r != game.Unknown {
		t.Errorf("%d numbers: remoteness %d, want Unknown", len(big), r)
	}
}

func TestBadInput(t *testing.T) {
	if _, err := New(make([]int64, MaxLen+1)); err == nil || !strings.Contains(err.Error(), "at most 10000") {
		t.Errorf("too many numbers: %v", err)
	}
	p := must(1, 1, 2)
	_, q, _ := p.Play(Erase(0))
	for _, tc := range []struct {
		m    game.Move
		want string
	}{
		{Erase(0), "number 0 is already erased"},
		{Erase(3), "numbers 0 to 2"},
	} {
		if _, _, err := q.Play(tc.m); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Play(%v): got %v, want an error containing %q", tc.m, err, tc.want)
		}
	}
	if _, _, err := must(1, 2, 3).Play(Erase(0)); err == nil || !strings.Contains(err.Error(), "game is over") {
		t.Errorf("a move at XOR 0: %v", err)
	}
	for _, s := range []string{"erase 2", "2", " ERASE 2 "} {
		if m, err := ParseMove(s); err != nil || m != Erase(2) {
			t.Errorf("ParseMove(%q) = %v, %v", s, m, err)
		}
	}
	if _, err := ParseMove("x"); err == nil || !strings.Contains(err.Error(), "not a move") {
		t.Errorf("ParseMove(x): %v", err)
	}
}

func TestInsight(t *testing.T) {
	for _, tc := range []struct {
		nums []int64
		want string
	}{
		{[]int64{1, 1, 2}, "Here 3 numbers left with XOR 2, and Alice moves. The count is odd and the XOR is not 0: Alice loses whatever they erase. Erasing the 2 makes the XOR 0 at once; any other leaves Bob an even count"},
		{[]int64{0, 1}, "The count is even: Alice wins. Erasing number 0 (0, not 1) is safe"},
		{[]int64{1, 2, 3}, "The XOR is 0: Alice starts the turn with it and has won."},
		{[]int64{4, 4, 4}, "Every number left is 4, the XOR itself"},
	} {
		in, _ := must(tc.nums...).Insight()
		if text := strings.Join(in.Footer, " "); !strings.Contains(text, tc.want) {
			t.Errorf("%v: the insight says %q, want %q", tc.nums, text, tc.want)
		}
	}
}

func must(nums ...int64) Position {
	p, err := New(nums)
	if err != nil {
		panic(err)
	}
	return p
}
