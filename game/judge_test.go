package game

import (
	"fmt"
	"testing"
)

// TestJudge checks the order of the verdict: value first, then pace (the
// winner hurries, the loser holds out), draws and unknown remoteness by
// value only; and that the best set is never cut.
func TestJudge(t *testing.T) {
	o := func(m int, v int64, r int) Option { return Option{Move: take(m), Value: v, Remoteness: r} }
	tests := []struct {
		name    string
		opts    []Option
		best    string // the optimal moves
		value   int64
		rem     int
		loss    []int64
		slower  []int
		optimal []bool
	}{
		{"scoring ties", []Option{o(1, 3, 0), o(2, 3, 0), o(3, -1, 0)}, "[take 1 take 2]", 3, 0,
			[]int64{0, 0, 4}, []int{0, 0, 0}, []bool{true, true, false}},
		// stone-game-iv n = 26: squares 4 and 9 win in 9 moves, 16 in 5.
		{"winner hurries", []Option{o(1, -1, 3), o(4, 1, 8), o(9, 1, 8), o(16, 1, 4), o(25, -1, 0)}, "[take 16]", 1, 4,
			[]int64{2, 0, 0, 0, 2}, []int{0, 4, 4, 0, 0}, []bool{false, false, false, true, false}},
		{"loser holds out", []Option{o(1, -1, 2), o(3, -1, 8), o(9, -1, 8)}, "[take 3 take 9]", -1, 8,
			[]int64{0, 0, 0}, []int{6, 0, 0}, []bool{false, true, true}},
		{"draw by value", []Option{o(1, 0, Unknown), o(2, 0, Unknown), o(3, -1, 4)}, "[take 1 take 2]", 0, Unknown,
			[]int64{0, 0, 1}, []int{0, 0, 0}, []bool{true, true, false}},
		{"unknown pace", []Option{o(1, 1, Unknown), o(2, 1, 3)}, "[take 1 take 2]", 1, Unknown,
			[]int64{0, 0}, []int{0, 0}, []bool{true, true}},
		{"none", nil, "[]", 0, Unknown, nil, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			j := Judge(tt.opts)
			var moves []Move
			for _, b := range j.Best {
				moves = append(moves, b.Move)
			}
			if got := fmt.Sprint(moves); got != tt.best && !(len(moves) == 0 && tt.best == "[]") {
				t.Errorf("best %s, want %s", got, tt.best)
			}
			if j.Value != tt.value || j.Remoteness != tt.rem {
				t.Errorf("value %d remoteness %d, want %d, %d", j.Value, j.Remoteness, tt.value, tt.rem)
			}
			for k, o := range tt.opts {
				a := j.Of(o)
				if a.Loss() != tt.loss[k] || a.Slower() != tt.slower[k] || a.Optimal() != tt.optimal[k] {
					t.Errorf("%v: loss %d slower %d optimal %v, want %d, %d, %v", a.Move, a.Loss(), a.Slower(), a.Optimal(), tt.loss[k], tt.slower[k], tt.optimal[k])
				}
			}
		})
	}
}
