package check

import (
	"context"
	"testing"
	"time"
)

// The games of issue 30 on string[] and tree parameters: a right solution
// passes and a deliberately wrong one is caught, with a case that really
// fails.
func TestGames3(t *testing.T) {
	t.Parallel()
	tests := []struct {
		file, game string
		wrong      bool
	}{
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
