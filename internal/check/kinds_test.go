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
// reaches a solution in each language as its own list of strings: a right
// solution passes in all five, a wrong Python one is caught on a case
// that really fails.
func TestStringListSolutions(t *testing.T) {
	t.Parallel()
	src, err := os.ReadFile("../../examples/rules/slide.star")
	if err != nil {
		t.Fatal(err)
	}
	g, err := games.Load(context.Background(), "slide.star", src, games.Limits{Memory: DefaultSolveMemory})
	if err != nil {
		t.Fatal(err)
	}
	if g.Params[0].Kind != game.Strings {
		t.Fatalf("board is %v, want string[]", g.Params[0].Kind)
	}
	for _, tt := range []struct {
		file  string
		wrong bool
	}{
		{"slide.py", false},
		{"slide_rowcount.py", true},
		{"slide.js", false},
		{"slide.go", false},
		{"slide.cpp", false},
		{"slide.java", false},
	} {
		t.Run(tt.file, func(t *testing.T) {
			t.Parallel()
			prog := prepare(t, g, tt.file)
			rep, err := Run(context.Background(), Config{Game: g, Program: prog, Cases: 40, Seed: 7, Jobs: 2, TimeLimit: 10 * time.Second})
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
			if again := rerun(t, g, prog, f.Case.Args); again == nil || again.Kind != Wrong {
				t.Errorf("the case %v does not fail when run alone: %+v", f.Case.Args, again)
			}
			t.Logf("caught on %v: expected %v, got %v", f.Case.Args, f.Case.Expected, f.GotAnswer)
		})
	}
}
