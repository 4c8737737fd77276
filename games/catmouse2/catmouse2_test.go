package catmouse2

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
	"stonegame/internal/oracletest"
)

// grids calls f with every grid of r rows and c columns holding one 'M',
// one 'C' and one 'F', each other cell floor or wall.
func grids(r, c int, f func(grid []string)) {
	n := r * c
	for m := 0; m < n; m++ {
		for k := 0; k < n; k++ {
			for fd := 0; fd < n; fd++ {
				if m == k || m == fd || k == fd {
					continue
				}
				for walls := 0; walls < 1<<n; walls++ {
					b := []byte(strings.Repeat(".", n))
					skip := false
					for i := 0; i < n; i++ {
						if walls>>i&1 == 1 {
							if i == m || i == k || i == fd {
								skip = true
								break
							}
							b[i] = '#'
						}
					}
					if skip {
						continue
					}
					b[m], b[k], b[fd] = 'M', 'C', 'F'
					var g []string
					for i := 0; i < r; i++ {
						g = append(g, string(b[i*c:(i+1)*c]))
					}
					f(g)
				}
			}
		}
	}
}

// TestExhaustive holds every position of every 2×2 and 1×4 grid, jumps 0
// to 2, under a turn limit of 7 and of 8, to the oracle: the limit cuts
// many games short, and Solve must know when. Without -short, the start
// and the line of every 2×3 grid, jumps 1 and 2, limit 8, too.
func TestExhaustive(t *testing.T) {
	for _, sh := range [][2]int{{2, 2}, {1, 4}} {
		grids(sh[0], sh[1], func(g []string) {
			for cj := int64(0); cj <= 2; cj++ {
				for mj := int64(0); mj <= 2; mj++ {
					for _, limit := range []int{7, 8} {
						p, err := newLimit(g, cj, mj, limit)
						if err != nil {
							t.Fatal(err)
						}
						name := fmt.Sprintf("grid = %q, catJump = %d, mouseJump = %d, limit %d", g, cj, mj, limit)
						walk(t, name, p, map[string]bool{})
					}
				}
			}
		})
	}
	if testing.Short() {
		return
	}
	grids(2, 3, func(g []string) {
		for cj := int64(1); cj <= 2; cj++ {
			for mj := int64(1); mj <= 2; mj++ {
				p, err := newLimit(g, cj, mj, 8)
				if err != nil {
					t.Fatal(err)
				}
				if err := oracletest.CheckOutcomes(p); err != nil {
					t.Fatalf("grid = %q, catJump = %d, mouseJump = %d: %v", g, cj, mj, err)
				}
			}
		}
	})
}

// walk holds every position reachable from p to the oracle.
func walk(t interface{ Fatalf(string, ...any) }, name string, p game.Solvable, seen map[string]bool) {
	if seen[p.Key()] {
		return
	}
	seen[p.Key()] = true
	if err := oracletest.Outcomes(p); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	for _, m := range p.Moves() {
		_, q, err := p.Play(m)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		walk(t, name, q.(game.Solvable), seen)
	}
}

// TestRealLimit holds a few small grids, with the real limit of 1000
// turns, to the oracle (1000 turns of every pair of cells), and their
// lines.
func TestRealLimit(t *testing.T) {
	for _, g := range [][]string{{"M.C.F"}, {"C.M.F"}, {"M#", "CF"}, {"MF", "C."}} {
		if testing.Short() && len(g) > 1 {
			continue
		}
		p := must(g, 1, 1)
		if err := oracletest.Outcomes(p); err != nil {
			t.Fatalf("%q: %v", g, err)
		}
		if err := oracletest.OutcomeLine(p); err != nil {
			t.Fatalf("%q: %v", g, err)
		}
	}
}

// randomGrid draws a grid of r×c cells, about a quarter walls.
func randomGrid(rt *rapid.T, r, c int) []string {
	n := r * c
	perm := rapid.Permutation(seqInts(n)).Draw(rt, "cells")
	b := []byte(strings.Repeat(".", n))
	for _, i := range perm[3:] {
		if rapid.IntRange(0, 3).Draw(rt, "wall") == 0 {
			b[i] = '#'
		}
	}
	b[perm[0]], b[perm[1]], b[perm[2]] = 'M', 'C', 'F'
	var g []string
	for i := 0; i < r; i++ {
		g = append(g, string(b[i*c:(i+1)*c]))
	}
	return g
}

func seqInts(n int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = i
	}
	return s
}

// TestRapid: random grids of up to 3×3 under small limits against the
// oracle; and random grids of up to 8×8 with the real limit: the line
// ends as Solve says, and Mouse never needs more than 1000 turns to win,
// so the answer is the retrograde analysis' alone (draws are Cat's), as
// LeetCode's solutions compute it.
func TestRapid(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		r := rapid.IntRange(1, 3).Draw(rt, "rows")
		c := rapid.IntRange(max(1, 4-r), 3).Draw(rt, "cols")
		g := randomGrid(rt, r, c)
		p, err := newLimit(g, rapid.Int64Range(1, 3).Draw(rt, "catJump"), rapid.Int64Range(1, 3).Draw(rt, "mouseJump"), rapid.IntRange(1, 9).Draw(rt, "limit"))
		if err != nil {
			rt.Fatal(err)
		}
		walk(rt, fmt.Sprintf("%q", g), p, map[string]bool{})
	})
	rapid.Check(t, func(rt *rapid.T) {
		r := rapid.IntRange(1, 8).Draw(rt, "rows")
		c := rapid.IntRange(max(1, 4-r), 8).Draw(rt, "cols")
		g := randomGrid(rt, r, c)
		p := must(g, rapid.Int64Range(1, 8).Draw(rt, "catJump"), rapid.Int64Range(1, 8).Draw(rt, "mouseJump"))
		for _, rem := range p.t.rem {
			if rem[0] >= Turns || rem[1] >= Turns {
				rt.Fatalf("%q: a state won in %d turns", g, max(rem[0], rem[1]))
			}
		}
		s := p.m*p.t.rows*p.t.cols + p.c
		if got, want := p.Solve().Differential > 0, p.t.res[s][0] == mouseWin; got != want {
			rt.Fatalf("%q: Mouse wins %v, the retrograde analysis says %v", g, got, want)
		}
		if err := oracletest.LineEnds(p); err != nil {
			rt.Fatal(err)
		}
	})
}

func TestExamples(t *testing.T) {
	for _, tc := range []struct {
		grid     []string
		cat, mou int64
		want     bool
	}{
		{[]string{"####F", "#C...", "M...."}, 1, 2, true},
		{[]string{"M.C...F"}, 1, 4, true},
		{[]string{"M.C...F"}, 1, 3, false},
	} {
		p := must(tc.grid, tc.cat, tc.mou)
		if got := p.Solve().Differential > 0; got != tc.want {
			t.Errorf("%q, catJump = %d, mouseJump = %d: Mouse wins %v, want %v", tc.grid, tc.cat, tc.mou, got, tc.want)
		}
		if err := oracletest.LineEnds(p); err != nil {
			t.Error(err)
		}
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct {
		grid []string
		cat  int64
		want string
	}{
		{nil, 1, "grid has no rows"},
		{[]string{"M.C", "F."}, 1, "grid[1] has 2 cells, grid[0] has 3"},
		{[]string{"M.C", "F.x"}, 1, "grid[1][2] = 'x' is not 'C', 'M', 'F', '.' or '#'"},
		{[]string{"M.C", "F.M"}, 1, "grid[1][2] is a second 'M'"},
		{[]string{"M.C", "..."}, 1, "grid has no 'F'"},
		{[]string{"M.CF"}, -1, "catJump = -1: a jump is 0 to 1000 cells"},
		{[]string{strings.Repeat(".", 17)}, 1, "grid[0] has 17 cells: this solver takes at most 16"},
	} {
		if _, err := New(tc.grid, tc.cat, 1); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("New(%q): got %v, want an error containing %q", tc.grid, err, tc.want)
		}
	}
	p := must([]string{"M.#CF"}, 1, 1)
	for _, tc := range []struct {
		m    game.Move
		want string
	}{
		{Move{0, 2}, "to 0,2 is a wall"},
		{Move{1, 0}, "the grid has rows 0 to 0 and columns 0 to 4"},
		{Move{0, 3}, "to 0,3 is out of Mouse's reach: a jump of at most 1 cells"},
	} {
		if _, _, err := p.Play(tc.m); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Play(%v): got %v, want an error containing %q", tc.m, err, tc.want)
		}
	}
}

func TestParseMove(t *testing.T) {
	for _, s := range []string{"to 1,2", "1,2", " 1 2 ", "(1, 2)", "To 1,2"} {
		if m, err := ParseMove(s); err != nil || m != (Move{1, 2}) {
			t.Errorf("ParseMove(%q) = %v, %v", s, m, err)
		}
	}
	for _, s := range []string{"", "1", "1,2,3", "a,b", "-1,2"} {
		if _, err := ParseMove(s); err == nil || !strings.Contains(err.Error(), "not a move") {
			t.Errorf("ParseMove(%q): got %v", s, err)
		}
	}
}

func must(g []string, catJump, mouseJump int64) Position {
	p, err := New(g, catJump, mouseJump)
	if err != nil {
		panic(err)
	}
	return p
}

func TestDraw(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	mice := 0
	for k := 0; k < 300; k++ {
		g, cj, mj := Draw(r, 3+k%62)
		p, err := New(g, cj, mj)
		if err != nil {
			t.Fatalf("%q: %v", g, err)
		}
		if len(g) > 8 || len(g[0]) > 8 || cj < 1 || cj > 8 || mj < 1 || mj > 8 {
			t.Fatalf("%q, %d, %d: outside LeetCode's constraints", g, cj, mj)
		}
		if p.Solve().Differential > 0 {
			mice++
		}
	}
	if mice < 30 || mice > 270 {
		t.Errorf("Mouse wins %d of 300 drawn instances, want both players to win often", mice)
	}
}

func TestDescribeBoardInsight(t *testing.T) {
	p := must([]string{"M.C...F"}, 1, 4)
	if got, want := p.Describe(), "Mouse at 0,0, Cat at 0,2, food at 0,6; turn 1 of 1000"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
	b := p.Board()
	var cells []string
	for _, c := range b.Cells {
		s := c.Text
		if c.Move != nil {
			s += "*"
		}
		cells = append(cells, s)
	}
	if got, want := strings.Join(cells, " "), "M* .* C* .* .* . F"; got != want || b.Cols != 7 {
		t.Errorf("Board = %s (%d columns), want %s (7)", got, b.Cols, want)
	}
	in, ok := p.Insight()
	if !ok {
		t.Fatal("no insight")
	}
	if got := strings.Join(in.Footer, " "); !strings.Contains(got, "Here Mouse wins: she reaches the food in 3 moves") {
		t.Errorf("Insight footer = %s", got)
	}
	q := must([]string{"M.C...F"}, 1, 3)
	in, _ = q.Insight()
	if got := strings.Join(in.Footer, " "); !strings.Contains(got, "Here Cat wins by force") {
		t.Errorf("Insight footer = %s", got)
	}
	e := must([]string{"M#C#F"}, 1, 1) // nobody can go anywhere
	in, _ = e.Insight()
	if got := strings.Join(in.Footer, " "); !strings.Contains(got, "Here the state is drawn: neither can force a win, and Cat wins when the 1000 turns run out, in 1000 moves") {
		t.Errorf("Insight footer = %s", got)
	}
	if len(in.Rows) != 2 {
		t.Errorf("Insight rows = %v", in.Rows)
	}
}

func TestWithin(t *testing.T) {
	for _, tc := range []struct {
		grid []string
		want string
	}{
		{[]string{"M.C", "F."}, "grid[1].length = 2, but grid[0].length = 3"},
		{[]string{"M.C", "F.M"}, "grid has 2 'M'"},
		{[]string{"M.C", "..."}, "grid has 0 'F'"},
	} {
		if err := within(game.Args{game.StringsOf(tc.grid...), game.IntOf(1), game.IntOf(1)}); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("within(%q): got %v, want %q", tc.grid, err, tc.want)
		}
	}
	if err := within(game.Args{game.StringsOf("M.C", "F.."), game.IntOf(1), game.IntOf(1)}); err != nil {
		t.Errorf("within: %v", err)
	}
}
