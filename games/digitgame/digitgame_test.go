package digitgame

import (
	"strings"
	"testing"

	"pgregory.net/rapid"

	"stonegame/internal/oracletest"
)

// leetcode is LeetCode's answer, written apart from the package: Alice
// can win with one of the two choices.
func leetcode(nums []int64) bool {
	var one, two int64
	for _, x := range nums {
		if x < 10 {
			one += x
		} else {
			two += x
		}
	}
	return one > two || two > one
}

// TestOracle holds Solve, Options (remoteness included) and the line to
// the oracle on every list of up to 3 numbers from a set that makes ties
// (1, 5, 9, 10, 15, 99), and with rapid on random lists, and the answer
// to LeetCode's.
func TestOracle(t *testing.T) {
	check := func(nums []int64) error {
		p, err := New(nums)
		if err != nil {
			return err
		}
		if got, want := p.Solve().Differential > 0, leetcode(nums); got != want {
			t.Fatalf("%v: Alice wins %v, want %v", nums, got, want)
		}
		if err := oracletest.CheckOutcomes(p); err != nil {
			return err
		}
		for _, m := range p.Moves() {
			_, q, _ := p.Play(m)
			if err := oracletest.Outcomes(q.(Position)); err != nil {
				return err
			}
		}
		return nil
	}
	vals := []int64{1, 5, 9, 10, 15, 99}
	var rec func(nums []int64)
	rec = func(nums []int64) {
		if err := check(nums); err != nil {
			t.Fatal(err)
		}
		if len(nums) == 3 {
			return
		}
		for _, x := range vals {
			rec(append(nums, x))
		}
	}
	rec(nil)
	rapid.Check(t, func(rt *rapid.T) {
		nums := rapid.SliceOfN(rapid.Int64Range(1, 99), 1, 100).Draw(rt, "nums")
		if err := check(nums); err != nil {
			rt.Fatal(err)
		}
	})
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct {
		nums []int64
		want string
	}{
		{[]int64{1, 100}, "nums[1] = 100: the game takes numbers from 1 to 99"},
		{[]int64{0}, "nums[0] = 0"},
		{[]int64{-5}, "nums[0] = -5"},
	} {
		if _, err := New(tc.nums); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: got %v, want an error containing %q", tc.nums, err, tc.want)
		}
	}
	p, _ := New([]int64{1, 10})
	_, q, _ := p.Play(Single)
	if _, _, err := q.Play(Double); err == nil || !strings.Contains(err.Error(), "chosen already") {
		t.Errorf("a second choice: got %v", err)
	}
	if _, err := ParseMove("triple"); err == nil || !strings.Contains(err.Error(), "not a move") {
		t.Errorf("ParseMove(triple): %v", err)
	}
	for s, want := range map[string]Take{"single": Single, "Double": Double, "take single-digit": Single, "d": Double, "2": Double} {
		if got, err := ParseMove(s); err != nil || got != want {
			t.Errorf("ParseMove(%q) = %v, %v, want %v", s, got, err, want)
		}
	}
}

// New keeps its own copy: the caller's slice may change.
func TestNoAlias(t *testing.T) {
	nums := []int64{5, 25}
	p, _ := New(nums)
	nums[0] = 9
	if b := p.Board(); b.Cells[0].Values[0] != 5 {
		t.Errorf("the board shows %d, want 5: New aliases its input", b.Cells[0].Values[0])
	}
}

func TestInsight(t *testing.T) {
	for _, tc := range []struct {
		nums []int64
		want string
	}{
		{[]int64{1, 2, 3, 4, 10}, "Both sums are 10: whichever Alice takes"},
		{[]int64{1, 2, 3, 4, 5, 14}, "15 > 14: Alice takes the single-digit numbers and wins."},
		{[]int64{5, 5, 5, 25}, "25 > 15: Alice takes the double-digit numbers and wins."},
	} {
		p, _ := New(tc.nums)
		in, _ := p.Insight()
		if text := strings.Join(in.Footer, " "); !strings.Contains(text, tc.want) {
			t.Errorf("%v: the insight says %q, want %q", tc.nums, text, tc.want)
		}
	}
}
