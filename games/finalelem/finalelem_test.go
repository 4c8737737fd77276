package finalelem

import (
	"strings"
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
	"stonegame/internal/oracletest"
)

// leetcode is LeetCode's answer, written apart from the package.
func leetcode(nums []int64) int64 { return max(nums[0], nums[len(nums)-1]) }

// check holds p and every position one move away (Bob's turn included)
// to the oracle: Solve, Options and the line.
func check(p Position) error {
	if err := oracletest.Check(p); err != nil {
		return err
	}
	for _, m := range p.Moves() {
		_, q, err := p.Play(m)
		if err != nil {
			return err
		}
		if err := oracletest.Values(q.(Position)); err != nil {
			return err
		}
	}
	return nil
}

// TestOracle holds Solve, Options and the line to the oracle on every
// array of up to 5 numbers from 1 to 3 (6 without -short), and on the
// positions one move in, and with rapid on random arrays, and the answer
// to LeetCode's.
func TestOracle(t *testing.T) {
	top := 6
	if testing.Short() {
		top = 5
	}
	n := oracletest.EachRow(top, 1, 3, func(nums []int64) {
		if len(nums) == 0 {
			return
		}
		p, err := New(nums)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := p.Solve().Differential, leetcode(nums); got != want {
			t.Fatalf("%v: final element %d, want %d", nums, got, want)
		}
		if err := check(p); err != nil {
			t.Fatalf("%v: %v", nums, err)
		}
	})
	if n < 300 {
		t.Fatalf("only %d arrays checked", n)
	}
	rapid.Check(t, func(rt *rapid.T) {
		nums := rapid.SliceOfN(rapid.Int64Range(-20, 20), 1, 7).Draw(rt, "nums")
		p, _ := New(nums)
		if got, want := FinalElement.Answer(p.Solve()).Value(), leetcode(nums); got != want {
			rt.Fatalf("answer %v, want %d", got, want)
		}
		if err := check(p); err != nil {
			rt.Fatal(err)
		}
	})
}

// A long array: Solve and Line stay O(n), and the line is two moves.
func TestLong(t *testing.T) {
	nums := make([]int64, MaxLen)
	for i := range nums {
		nums[i] = int64(i%1000 + 1)
	}
	nums[0], nums[MaxLen-1] = 7, 3
	p, err := New(nums)
	if err != nil {
		t.Fatal(err)
	}
	l := p.Line()
	if len(l) != 2 || l[1].Gain != 7 || p.Solve().First != 7 {
		t.Fatalf("line %v, result %+v; want 2 moves keeping 7", l, p.Solve())
	}
	if _, err := New(append(nums, 1)); err == nil || !strings.Contains(err.Error(), "at most 100000") {
		t.Errorf("past MaxLen: %v", err)
	}
}

func TestBadInput(t *testing.T) {
	if _, err := New(nil); err == nil || !strings.Contains(err.Error(), "empty") {
		t.Errorf("empty: %v", err)
	}
	p, _ := New([]int64{1, 5, 2})
	for _, tc := range []struct {
		m    game.Move
		want string
	}{
		{Cut{From: 0, To: 2}, "the whole array"},
		{Cut{From: 1, To: 3}, "indices 0 to 2"},
		{Keep{}, "3 numbers left"},
	} {
		if _, _, err := p.Play(tc.m); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: got %v, want an error containing %q", tc.m, err, tc.want)
		}
	}
	_, q, _ := p.Play(Cut{From: 1, To: 1})
	if _, _, err := q.Play(Cut{From: 1, To: 2}); err == nil || !strings.Contains(err.Error(), "nums[1] is already removed") {
		t.Errorf("a removed end: %v", err)
	}
	if _, err := ParseMove("left"); err == nil || !strings.Contains(err.Error(), "not a move") {
		t.Errorf("ParseMove(left): %v", err)
	}
	for s, want := range map[string]game.Move{"remove 2-5": Cut{From: 2, To: 5}, "3": Cut{From: 3, To: 3}, "1..2": Cut{From: 1, To: 2}, "Keep": Keep{}} {
		if got, err := ParseMove(s); err != nil || got != want {
			t.Errorf("ParseMove(%q) = %v, %v, want %v", s, got, err, want)
		}
	}
}

// After Bob's removal leaves one number, Alice keeps it: the turn is
// hers, and the keep scores it.
func TestKeepAfterBob(t *testing.T) {
	p, _ := New([]int64{4, 9, 6})
	_, q, _ := p.Play(Cut{From: 0, To: 0}) // Alice leaves 9 6
	if q.Turn() != game.Second {
		t.Fatalf("turn %v after Alice's removal, want Bob", q.Turn())
	}
	_, r, _ := q.Play(Cut{From: 0 + 1, To: 1}) // Bob removes the 9
	if r.Turn() != game.First {
		t.Fatalf("turn %v with one number left, want Alice", r.Turn())
	}
	gain, end, err := r.Play(Keep{})
	if err != nil || gain != 6 || len(end.Moves()) != 0 {
		t.Fatalf("keep: %d, %v, moves %v", gain, err, end.Moves())
	}
}

// New keeps its own copy, and Play does not change the position it is
// called on.
func TestNoAlias(t *testing.T) {
	nums := []int64{5, 25, 3}
	p, _ := New(nums)
	nums[0] = 9
	if p.Board().Cells[0].Values[0] != 5 {
		t.Error("New aliases its input")
	}
	p.Play(Cut{From: 0, To: 0})
	if p.Describe() != "5 25 3" {
		t.Errorf("after a Play, p is %q", p.Describe())
	}
}

func TestInsight(t *testing.T) {
	for _, tc := range []struct {
		nums []int64
		want string
	}{
		{[]int64{1, 5, 2}, "Alice moves: she plays remove 0-1 and keeps 2, the larger end."},
		{[]int64{3, 7}, "she plays remove 0 and keeps 7"},
		{[]int64{4}, "One number is left: 4 is the final element."},
	} {
		p, _ := New(tc.nums)
		in, _ := p.Insight()
		if text := strings.Join(in.Footer, " "); !strings.Contains(text, tc.want) {
			t.Errorf("%v: the insight says %q, want %q", tc.nums, text, tc.want)
		}
	}
}
