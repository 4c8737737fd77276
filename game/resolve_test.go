package game_test

import (
	"testing"

	"stonegame/game"
	"stonegame/games/anypick"
	"stonegame/games/ends"
)

// TestResolve checks that a move naming the same items as a listed move
// resolves to it (the right end of a row of one is its left end), that a
// listed move is itself, and that a move naming nothing is refused.
func TestResolve(t *testing.T) {
	one, _ := ends.New([]int64{7})
	two, _ := ends.New([]int64{7, 8})
	_, empty, _ := one.Play(ends.Left)
	vi, _ := anypick.New([]int64{1, 2}, []int64{3, 4})
	for _, tc := range []struct {
		name string
		p    game.Position
		m    game.Move
		want game.Move
		ok   bool
	}{
		{"last number, right", one, ends.Right, ends.Left, true},
		{"last number, left", one, ends.Left, ends.Left, true},
		{"two numbers, right", two, ends.Right, ends.Right, true},
		{"empty row", empty, ends.Right, ends.Right, false},
		{"a stone", vi, anypick.Stone(1), anypick.Stone(1), true},
		{"no such stone", vi, anypick.Stone(5), anypick.Stone(5), false},
		{"a move of another game", two, anypick.Stone(0), anypick.Stone(0), false},
	} {
		got, ok := game.Resolve(tc.p, tc.m)
		if got != tc.want || ok != tc.ok {
			t.Errorf("%s: Resolve(%v) got %v, %v, want %v, %v", tc.name, tc.m, got, ok, tc.want, tc.ok)
		}
	}
}
