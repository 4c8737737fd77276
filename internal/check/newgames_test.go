package check

import (
	"context"
	"testing"
	"time"
)

// The games of issue 30: for each, a right solution passes and a
// deliberately wrong one is caught, with a case that really fails (each
// in one of the five languages).
func TestNewGames(t *testing.T) {
	t.Parallel()
	tests := []struct {
		file, game string
		wrong      bool
	}{
		// issue 30, first session: the games on today's kinds
		{"sum_game.py", "sum-game", false},
		{"sum_game_trunc.java", "sum-game", true},
		{"pieces.cpp", "2038", false},
		{"pieces_tie.go", "2038", true},
		{"vowels.java", "3227", false},
		{"vowels_odd.js", "3227", true},
		{"digit.go", "3232", false},
		{"digit_single.py", "3232", true},
		{"xor.js", "810", false},
		{"xor_zero.cpp", "810", true},
		{"fib.py", "2005", false},
		{"fib_mod3.go", "2005", true},
		// issue 30, second session: the games on today's kinds
		{"final.go", "3828", false},
		{"final_max.py", "3828", true},
		{"flower.java", "3021", false},
		{"flower.go", "3021", false},
		{"flower_same.cpp", "3021", true},
		{"guess.cpp", "375", false},
		{"guess_middle.js", "375", true},
		{"catmouse.py", "913", false},
		{"catmouse_dfs.js", "913", true},
		{"pawns.py", "3283", false},
		{"pawns_greedy.java", "3283", true},
		// issue 30, the games on string[] and tree parameters
		{"wording.py", "2868", false},
		{"wording_any_letter.go", "2868", true},
		{"tree_coloring.java", "1145", false},
		{"tree_coloring_children.cpp", "1145", true},
		{"cat_mouse_ii.py", "1728", false},
		{"cat_mouse_ii_race.js", "1728", true},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			t.Parallel()
			g := lookup(t, tt.game)
			prog := prepare(t, g, tt.file)
			rep, err := Run(context.Background(), Config{Game: g, Program: prog, Cases: 60, Seed: 5, MaxN: 12, Jobs: 2, TimeLimit: 10 * time.Second})
			if err != nil {
				t.Fatal(err)
			}
			f := rep.Failure
			if !tt.wrong {
				if f != nil {
					t.Fatalf("got a %s on %v (expected %v, got %q, %s %s), want every case passing", f.Kind, f.Case.Args, f.Case.Expected, f.Got, f.Detail, f.Stderr)
				}
				return
			}
			if f == nil || f.Kind != Wrong {
				t.Fatalf("got %+v, want a wrong answer", f)
			}
			if err := valid(g, f.Case.Args, 12); err != nil {
				t.Errorf("the case %v breaks the constraints: %v", f.Case.Args, err)
			}
			if again := rerun(t, g, prog, f.Case.Args); again == nil || again.Kind != Wrong {
				t.Errorf("the case %v does not fail when run alone: %+v", f.Case.Args, again)
			}
			t.Logf("caught on %v: expected %v, got %v", f.Case.Args, f.Case.Expected, f.GotAnswer)
		})
	}
}
