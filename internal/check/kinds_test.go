package check

import (
	"context"
	"os"
	"testing"
	"time"

	"stonegame/game"
	"stonegame/games"
)

// A rules file's string[] parameter (examples/rules/slide.star's board)
// and binary tree (tree-coloring.star's root, LeetCode 1145) reach a
// solution in each language as its own list of strings and TreeNode: a
// right solution passes in all five, a wrong Python one is caught on a
// case that really fails.
func TestKindSolutions(t *testing.T) {
	t.Parallel()
	load := func(file string) *game.Spec {
		src, err := os.ReadFile("../../examples/rules/" + file)
		if err != nil {
			t.Fatal(err)
		}
		g, err := games.Load(context.Background(), file, src, games.Limits{Memory: DefaultSolveMemory})
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	slide, coloring := load("slide.star"), load("tree-coloring.star")
	if slide.Params[0].Kind != game.Strings || coloring.Params[0].Kind != game.Tree {
		t.Fatalf("kinds %v and %v, want string[] and TreeNode", slide.Params[0].Kind, coloring.Params[0].Kind)
	}
	for _, tt := range []struct {
		file  string
		g     *game.Spec
		wrong bool
	}{
		{"slide.py", slide, false},
		{"slide_rowcount.py", slide, true},
		{"slide.js", slide, false},
		{"slide.go", slide, false},
		{"slide.cpp", slide, false},
		{"slide.java", slide, false},
		{"coloring.py", coloring, false},
		{"coloring_parent.py", coloring, true},
		{"coloring.js", coloring, false},
		{"coloring.go", coloring, false},
		{"coloring.cpp", coloring, false},
		{"coloring.java", coloring, false},
	} {
		t.Run(tt.file, func(t *testing.T) {
			t.Parallel()
			g := tt.g
			prog := prepare(t, g, tt.file)
			rep, err := Run(context.Background(), Config{Game: g, Program: prog, Cases: 40, Seed: 7, Jobs: 2, TimeLimit: 10 * time.Second})
			if err != nil {
				t.Fatal(err)
			}
			f := rep.Failure
			if !tt.wrong {
				if rep.Ran != 40 {
					t.Errorf("ran %d cases, want 40", rep.Ran)
				}
				if f != nil {
					t.Fatalf("got a %s on %v (expected %v, got %q, %s %s), want every case passing", f.Kind, f.Case.Args, f.Case.Expected, f.Got, f.Detail, f.Stderr)
				}
				return
			}
			if f == nil || f.Kind != Wrong {
				t.Fatalf("got %+v, want a wrong answer", f)
			}
			if again := rerun(t, g, prog, f.Case.Args); again == nil || again.Kind != Wrong {
				t.Errorf("the case %v does not fail when run alone: %+v", f.Case.Args, again)
			}
			t.Logf("caught on %v: expected %v, got %v", f.Case.Args, f.Case.Expected, f.GotAnswer)
		})
	}
}
