package rules

import (
	"context"
	"strings"
	"testing"

	"stonegame/game"
)

// TestNoExamplesLoadsAtOnce (issue 28, item 4): a file without examples
// is not solved at Load: one whose instances of size 3 or more are past
// every limit (a Dots and Boxes file of rows, cols <= 3 ran 10+ minutes
// on its drawn 3x3 example) loads, and its small instances solve; its
// example is the smallest instance, without an answer until solved.
func TestNoExamplesLoadsAtOnce(t *testing.T) {
	src := `name = "grid"
params = [param("rows", "integer", min = 1, max = 3), param("cols", "integer", min = 1, max = 3)]
def start(rows, cols):
    return (rows * cols, 0)
def moves(state):
    cells, k = state
    if cells >= 9:
        return [("a", (cells, k + 1)), ("b", (cells, k + 2))]   # endless past 3x3
    return [("take", (cells - 1, k))] if cells > 0 else []
`
	s, err := Load(context.Background(), "grid.star", []byte(src), Limits{Positions: 1000})
	if err != nil {
		t.Fatalf("Load: %v, want the file loaded without solving anything", err)
	}
	if len(s.Examples) != 1 || s.Notation(s.Examples[0].Args) != "rows = 1, cols = 1" || s.Examples[0].Answer != "" {
		t.Errorf("examples: got %+v, want the smallest instance rows = 1, cols = 1, unsolved", s.Examples)
	}
	p, err := s.Start(context.Background(), game.Args{game.IntOf(1), game.IntOf(1)})
	if err != nil {
		t.Fatalf("1x1: %v", err)
	}
	if got := s.Answer(p.Solve()).String(); got != "true" {
		t.Errorf("1x1: got %s, want true (one cell: player 1 takes it)", got)
	}
	if _, err := s.Start(context.Background(), game.Args{game.IntOf(3), game.IntOf(3)}); err == nil || !strings.Contains(err.Error(), "the position limit") {
		t.Errorf("3x3: got %v, want the position limit", err)
	}
}

// TestSmallestExample: the example of a file without examples is the
// smallest instance valid accepts; generate is used only when valid
// refuses every small one; a valid that fails is the file's error.
func TestSmallestExample(t *testing.T) {
	const moves = "def moves(state):\n    return []\n"
	for _, c := range []struct{ name, src, want, err string }{
		{"bounds", header + moves, "n = 0", ""},
		{"list", "name = \"t\"\nparams = [param(\"a\", \"integer[]\", min = 5, max = 9, min_len = 2)]\ndef start(a):\n    return len(a)\n" + moves, "a = [5,5]", ""},
		{"string", "name = \"t\"\nparams = [param(\"s\", \"string\", alphabet = \"+-\", min_len = 1, max_len = 60)]\ndef start(s):\n    return s\n" + moves, `s = "+"`, ""},
		{"valid", header + moves + "def valid(n):\n    return None if n % 2 == 1 else \"n must be odd\"\n", "n = 1", ""},
		{"generate", header + moves + "def valid(n):\n    return None if n == 77 else \"n must be 77\"\ndef generate(rng, n):\n    return {\"n\": 77}\n", "n = 77", ""},
		{"none valid", header + moves + "def valid(n):\n    return \"never\"\n", "", "the file has no examples, and no instance could be made for one: never; give examples"},
		{"valid fails", header + moves + "def valid(n):\n    return 1 // 0\n", "", "division by zero"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s, err := Load(context.Background(), "t.star", []byte(c.src), Limits{})
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Errorf("got %v, want an error containing %q", err, c.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := s.Notation(s.Examples[0].Args); got != c.want {
				t.Errorf("got the example %s, want %s", got, c.want)
			}
		})
	}
}
