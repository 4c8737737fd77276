package explain_test

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
	"pgregory.net/rapid"

	"stonegame/explain"
	"stonegame/game"
	"stonegame/games"
	"stonegame/internal/input"
	"stonegame/internal/oracletest"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// parseInput reads a golden file's input section: a line "game: NAME" and
// one line of numbers per list ("row: 1 5 100 7", or "alice: ..." and
// "bob: ..."), or one line "args: " and the instance in LeetCode's
// notation ("args: maxChoosableInteger = 10, desiredTotal = 0").
func parseInput(t *testing.T, data []byte) (*game.Spec, game.Args, game.Solvable) {
	t.Helper()
	var g *game.Spec
	var lists [][]int64
	for _, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		key, val, _ := strings.Cut(line, ":")
		switch key {
		case "game":
			var err error
			if g, err = games.Lookup(strings.TrimSpace(val)); err != nil {
				t.Fatal(err)
			}
			continue
		case "args":
			if g == nil {
				t.Fatal("input: args before the game line")
			}
			c, err := input.NewReader(input.NewBytes([]byte(val)), input.Shape(g.Params), false).One()
			if err != nil {
				t.Fatalf("input %q: %v", line, err)
			}
			p, err := g.Start(context.Background(), c.Args)
			if err != nil {
				t.Fatal(err)
			}
			return g, c.Args, p
		}
		var list []int64
		for _, f := range strings.Fields(val) {
			x, err := strconv.ParseInt(f, 10, 64)
			if err != nil {
				t.Fatalf("input %q: %v", line, err)
			}
			list = append(list, x)
		}
		lists = append(lists, list)
	}
	if g == nil {
		t.Fatal("input has no game line")
	}
	p, err := g.Start(context.Background(), oracletest.Args(g, lists...))
	if err != nil {
		t.Fatal(err)
	}
	return g, oracletest.Args(g, lists...), p
}

func build(t *testing.T, g *game.Spec, args game.Args, p game.Solvable, o *explain.Options) *explain.Explanation {
	t.Helper()
	e, err := explain.Build(g, args, p, o)
	if err != nil {
		t.Fatalf("Build: %v", err)
	}
	return e
}

// TestGolden renders each testdata/*.txtar case as text and markdown and
// compares with its sections; go test ./explain -update rewrites them.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/*.txtar")
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden files: %v", err)
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".txtar"), func(t *testing.T) {
			a, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatal(err)
			}
			var input []byte
			for _, f := range a.Files {
				if f.Name == "input" {
					input = f.Data
				}
			}
			g, args, p := parseInput(t, input)
			e := build(t, g, args, p, nil)
			got := map[string][]byte{"text": e.Text(false), "markdown": append(e.Markdown(), '\n')}
			if bytes.Contains(got["text"], []byte("\x1b[")) {
				t.Error("Text(false) has an escape sequence")
			}
			if *update {
				a.Files = []txtar.File{{Name: "input", Data: input}, {Name: "text", Data: got["text"]}, {Name: "markdown", Data: got["markdown"]}}
				if err := os.WriteFile(file, txtar.Format(a), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			seen := 0
			for _, f := range a.Files {
				want, ok := got[f.Name]
				if !ok {
					continue
				}
				seen++
				if !bytes.Equal(f.Data, want) {
					t.Errorf("%s differs from %s (run go test ./explain -update and review the diff):\n%s", f.Name, file, firstDiff(want, f.Data))
				}
			}
			if seen != len(got) {
				t.Errorf("%s has %d of the %d sections: run go test ./explain -update", file, seen, len(got))
			}
		})
	}
}

// firstDiff shows the first differing line of got and want.
func firstDiff(got, want []byte) string {
	g, w := strings.Split(string(got), "\n"), strings.Split(string(want), "\n")
	for i := 0; i < max(len(g), len(w)); i++ {
		var gl, wl string
		if i < len(g) {
			gl = g[i]
		}
		if i < len(w) {
			wl = w[i]
		}
		if gl != wl {
			return fmt.Sprintf("line %d:\ngot  %q\nwant %q", i+1, gl, wl)
		}
	}
	return "(no line differs)"
}

func mustBuild(t *testing.T, name string, lists ...[]int64) *explain.Explanation {
	t.Helper()
	g, err := games.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	p, err := g.Start(context.Background(), oracletest.Args(g, lists...))
	if err != nil {
		t.Fatal(err)
	}
	return build(t, g, oracletest.Args(g, lists...), p, nil)
}

// TestWalkThrough checks the worked examples number by number.
func TestWalkThrough(t *testing.T) {
	tests := []struct {
		name   string
		game   string
		lists  [][]int64
		sum    string
		first  int64
		second int64
		answer string
	}{
		{"issue example", "stone-game", [][]int64{{1, 5, 100, 7}}, "1 − 5 + 100 − 7 = 89", 101, 12, "true"},
		{"leetcode 486", "486", [][]int64{{1, 5, 233, 7}}, "1 − 5 + 233 − 7 = 222", 234, 12, "true"},
		{"leetcode 877", "877", [][]int64{{5, 3, 4, 5}}, "5 − 5 + 4 − 3 = 1", 9, 8, "true"},
		{"odd row, player 2 wins", "486", [][]int64{{1, 5, 2}}, "1 − 5 + 2 = −2", 3, 5, "false"},
		{"negative items", "486", [][]int64{{-3, -1}}, "−1 − (−3) = 2", -1, -3, "true"},
		{"stone-game-vi walk-through", "1686", [][]int64{{5, 4, 3, 2}, {4, 1, 2, 3}}, "5 − 1 + 3 − 3 = 4", 8, 4, "1"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := mustBuild(t, tc.game, tc.lists...)
			if got := e.Sum(); got != tc.sum {
				t.Errorf("Sum() = %q, want %q", got, tc.sum)
			}
			if e.Result.First != tc.first || e.Result.Second != tc.second {
				t.Errorf("totals %d to %d, want %d to %d", e.Result.First, e.Result.Second, tc.first, tc.second)
			}
			if e.Answer.String() != tc.answer {
				t.Errorf("answer %v, want %v", e.Answer, tc.answer)
			}
		})
	}
}

// TestTreeCounts checks the memo arithmetic on rows of every length up to
// the limit: the plain recursion on n items makes 2^n - 1 calls; the
// memoized one solves n(n+1)/2 intervals and makes 1 + 2*(n(n+1)/2 - n)
// calls, two per interval of two or more items.
func TestTreeCounts(t *testing.T) {
	for n := 1; n <= 12; n++ {
		row := make([]int64, n)
		for i := range row {
			row[i] = int64(i*7%5 + 1)
		}
		e := mustBuild(t, "486", row)
		if e.Tree == nil {
			t.Fatalf("n=%d: no tree", n)
		}
		distinct := n * (n + 1) / 2
		calls := 1 + 2*(distinct-n)
		if e.Tree.Naive != int64(1)<<n-1 || e.Tree.Distinct != distinct || e.Tree.Calls != calls || e.Tree.Hits != calls-distinct {
			t.Errorf("n=%d: naive %d, calls %d, distinct %d, hits %d; want %d, %d, %d, %d", n,
				e.Tree.Naive, e.Tree.Calls, e.Tree.Distinct, e.Tree.Hits, int64(1)<<n-1, calls, distinct, calls-distinct)
		}
		if e.Tree.Root.Value != e.Result.Differential {
			t.Errorf("n=%d: root value %d, want %d", n, e.Tree.Root.Value, e.Result.Differential)
		}
	}
	e := mustBuild(t, "486", make([]int64, 13))
	if e.Tree != nil || !strings.Contains(strings.Join(e.Notes, " "), "recursion tree is drawn up to 12 items") {
		t.Errorf("n=13: want no tree and a note saying why; notes %q", e.Notes)
	}
	if e.Table == nil {
		t.Error("n=13: want the DP table instead of the tree")
	}
}

// TestParity checks the stone-game certificate, now stone-game's own
// game.Insight, against hand-computed sums and the premise checks.
func TestParity(t *testing.T) {
	tests := []struct {
		row  []int64
		says []string
	}{
		{[]int64{5, 3, 4, 5}, []string{"add up to 9; those at odd indices (1, 3, 5, …) to 8", "takes all the even-index piles: 9 against 8"}},
		{[]int64{3, 1, 1, 3}, []string{"add up to 4; those at odd indices (1, 3, 5, …) to 4", "certificate only guarantees Alice a draw", "a draw is possible"}},
		{[]int64{1, 5, 3}, []string{"add up to 4; those at odd indices (1, 3, 5, …) to 5", "breaks LeetCode 877's premise of an even number of piles"}},
		{[]int64{2, 9, 1, 1}, []string{"add up to 3; those at odd indices (1, 3, 5, …) to 10", "takes all the odd-index piles: 10 against 3"}},
	}
	for _, tc := range tests {
		e := mustBuild(t, "stone-game", tc.row)
		if e.Insight == nil || !strings.HasPrefix(e.Insight.Title, "the parity certificate") {
			t.Fatalf("%v: got insight %+v, want the parity certificate", tc.row, e.Insight)
		}
		text := strings.Join(strings.Fields(string(e.Text(false))), " ")
		for _, w := range tc.says {
			if !strings.Contains(text, w) {
				t.Errorf("%v: the text does not say %q", tc.row, w)
			}
		}
		if strings.Contains(text, "a draw is possible") != (len(tc.says) == 3) {
			t.Errorf("%v: the text says an even total allows a draw: %v, want %v", tc.row, !(len(tc.says) == 3), len(tc.says) == 3)
		}
	}
	if e := mustBuild(t, "486", []int64{5, 3, 4, 5}); e.Insight == nil || strings.Contains(e.Insight.Title, "parity") {
		t.Errorf("predict-the-winner's insight %+v: want the fusion insight, without the parity section (it is stone-game's)", e.Insight)
	}
}

// TestXML checks that the SVG and HTML outputs are well-formed XML, that
// they refer to nothing outside themselves, and that they show the values.
func TestXML(t *testing.T) {
	e := mustBuild(t, "stone-game", []int64{1, 5, 100, 7})
	outputs := map[string][]byte{
		"SVG": e.SVG(), "HTML": e.HTML(), "HTMLFragment": e.HTMLFragment(),
		"ChartSVG": e.ChartSVG(), "TreeSVG": e.TreeSVG(), "TableSVG": e.TableSVG(),
		"WhyHTML": e.WhyHTML(0),
	}
	want := map[string][]string{
		"SVG":          {"1 − 5 + 100 − 7 = 89", "Alice wins 101 to 12", "<svg"},
		"HTML":         {"<!DOCTYPE html>", "1 − 5 + 100 − 7 = 89", "both optimal", "memo hit", "value(0..3) = 89", "101 against 12", "<style>"},
		"HTMLFragment": {`<section class="sg-explain">`, "<table>", "<svg"},
		"ChartSVG":     {">89<", ">96<"},
		"TreeSVG":      {"memo hit", "[1 5 100 7] Alice, value 89", "2 saved"},
		"TableSVG":     {"value(1..3) = −88", "value(2..2) = 100"},
		"WhyHTML":      {`<div class="sg-explain">`, "Move 1", "Alice to move on 1 5 100 7, value 89", "← played"},
	}
	for _, k := range []int{-1, len(e.Moves)} {
		if got := e.WhyHTML(k); got != nil {
			t.Errorf("WhyHTML(%d) of %d moves: got %q, want nil", k, len(e.Moves), got)
		}
	}
	for name, out := range outputs {
		if err := wellFormed(out); err != nil {
			t.Errorf("%s is not well-formed XML: %v", name, err)
		}
		for _, w := range want[name] {
			if !bytes.Contains(out, []byte(w)) {
				t.Errorf("%s does not contain %q", name, w)
			}
		}
		for _, bad := range []string{`href="http`, "<script", "src=", "url(", "@import"} {
			if bytes.Contains(out, []byte(bad)) {
				t.Errorf("%s refers outside itself: has %q", name, bad)
			}
		}
	}
	// A large table is one embedded PNG, still self-contained.
	row := make([]int64, 300)
	for i := range row {
		row[i] = int64(i * 37 % 101)
	}
	big := mustBuild(t, "486", row)
	svg := big.TableSVG()
	if err := wellFormed(svg); err != nil {
		t.Errorf("300-item TableSVG: %v", err)
	}
	if !bytes.Contains(svg, []byte("data:image/png;base64,")) {
		t.Error("300-item TableSVG has no embedded PNG")
	}
	if big.TreeSVG() != nil {
		t.Error("300 items: want no tree")
	}
}

// wellFormed parses b as XML, strictly.
func wellFormed(b []byte) error {
	d := xml.NewDecoder(bytes.NewReader(b))
	d.Strict = true
	depth := 0
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			if depth != 0 {
				return fmt.Errorf("%d elements not closed", depth)
			}
			return nil
		}
		if err != nil {
			return err
		}
		switch tok.(type) {
		case xml.StartElement:
			depth++
		case xml.EndElement:
			depth--
		}
	}
}

func TestBuildErrors(t *testing.T) {
	g, _ := games.Lookup("486")
	if _, err := explain.Build(nil, nil, nil, nil); err == nil {
		t.Error("Build(nil, nil): no error")
	}
	if _, err := explain.Build(g, nil, nil, nil); err == nil {
		t.Error("Build(g, nil): no error")
	}
}

func TestColor(t *testing.T) {
	e := mustBuild(t, "486", []int64{1, 5, 233, 7})
	if !bytes.Contains(e.Text(true), []byte("\x1b[1;32m")) {
		t.Error("Text(true) has no colour")
	}
	if bytes.Contains(e.Text(false), []byte("\x1b")) {
		t.Error("Text(false) has an escape")
	}
}

// TestPropertyWalk checks, on random rows and stone sets, that the
// walk-through is an optimal game: every move is one of the oracle's best,
// every listed option has the oracle's value, the running differential ends
// at the solver's value, and the tree's root has that value too. It runs
// both ways of walking: stepping with Options (the default) and following
// the solver's line (ExactMax 1), on a row valued by LineOptions, with a
// default budget and with a small one that may run out.
func TestPropertyWalk(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		vi := rapid.Bool().Draw(rt, "vi")
		n := rapid.IntRange(1, 9).Draw(rt, "n")
		gen := rapid.SliceOfN(rapid.Int64Range(-20, 20), n, n)
		name, lists := "486", [][]int64{gen.Draw(rt, "row")}
		if vi {
			name, lists = "1686", [][]int64{gen.Draw(rt, "alice"), gen.Draw(rt, "bob")}
		}
		g, _ := games.Lookup(name)
		start, err := g.Start(context.Background(), oracletest.Args(g, lists...))
		if err != nil {
			rt.Fatal(err)
		}
		want := game.Value(start)
		edge := rapid.IntRange(1, 3).Draw(rt, "edge")
		budget := rapid.IntRange(1, 200).Draw(rt, "budget")
		for _, o := range []*explain.Options{nil, {ExactMax: 1, Edge: edge}, {ExactMax: 1, Edge: edge, Budget: budget}} {
			e, err := explain.Build(g, oracletest.Args(g, lists...), start, o)
			if err != nil {
				rt.Fatal(err)
			}
			if len(e.Moves) != n {
				rt.Fatalf("%d moves, want %d", len(e.Moves), n)
			}
			if got := e.Moves[n-1].Diff; got != want || e.Result.Differential != want {
				rt.Fatalf("running differential ends at %d (result %d), want %d", got, e.Result.Differential, want)
			}
			var p game.Position = start
			for _, m := range e.Moves {
				oracle := game.Options(p)
				best, _ := game.Best(oracle)
				if m.Value != best {
					rt.Fatalf("move %d: value %d, want %d", m.Number, m.Value, best)
				}
				for _, c := range m.Choices {
					for _, oo := range oracle {
						if oo.Move == c.Move && (oo.Value != c.Value || c.Optimal != (oo.Value == best)) {
							rt.Fatalf("move %d, %v: value %d optimal %v, oracle %d (best %d)", m.Number, c.Move, c.Value, c.Optimal, oo.Value, best)
						}
					}
				}
				gain, next, err := p.Play(m.Move)
				if err != nil {
					rt.Fatalf("move %d: %v", m.Number, err)
				}
				after := game.Value(next)
				if gain-after != best {
					rt.Fatalf("move %d (%v) is worth %d, the best is %d", m.Number, m.Move, gain-after, best)
				}
				p = next
			}
			if e.Tree != nil && e.Tree.Root.Value != want {
				rt.Fatalf("tree root value %d, want %d", e.Tree.Root.Value, want)
			}
			if e.Table != nil && e.Table.Cells[0][n-1] != want {
				rt.Fatalf("table value %d, want %d", e.Table.Cells[0][n-1], want)
			}
		}
	})
}

// TestLarge checks that a row and a stone set of 10^5 still explain: every
// move is walked, the verdict matches the solver, and the notes say what was
// left out. On a pseudo-random row every move is valued; on a sorted row,
// which defeats the fused stacks, the budget runs out and the first and the
// last moves are valued, as on a stone set (only the first: its positions
// cost O(n) to step).
func TestLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("large input")
	}
	const n = 100_000
	sorted := make([]int64, n)
	for i := range sorted {
		sorted[i] = int64(i)
	}
	g486, _ := games.Lookup("486")
	pSorted, err := g486.Start(context.Background(), game.Args{game.ListOf(sorted...)})
	if err != nil {
		t.Fatal(err)
	}
	gRand, aRand, pRand := randomInstance(t, "486", n)
	gVI, aVI, pVI := randomInstance(t, "1686", n)
	tests := []struct {
		name      string
		g         *game.Spec
		args      game.Args
		p         game.Solvable
		all       bool   // every move is valued
		lastValue bool   // the last move is valued
		note      string // says why not every move is valued
	}{
		{"random row", gRand, aRand, pRand, true, true, ""},
		{"sorted row", g486, game.Args{game.ListOf(sorted...)}, pSorted, false, true, "more than the budget of 13800000 steps"},
		{"1686", gVI, aVI, pVI, false, false, "every move of 100000 items more than 4000000 steps"},
	}
	for _, tc := range tests {
		e := build(t, tc.g, tc.args, tc.p, nil)
		if len(e.Moves) != n {
			t.Errorf("%s: %d moves, want %d", tc.name, len(e.Moves), n)
		}
		if got := e.Valued == n; got != tc.all {
			t.Errorf("%s: %d of %d moves valued, want all: %v", tc.name, e.Valued, n, tc.all)
		}
		if !tc.all && (e.Valued < 20 || e.Valued > 5000) {
			t.Errorf("%s: %d moves valued, want the first and (on a row) the last ones", tc.name, e.Valued)
		}
		if e.Moves[0].Choices == nil || (e.Moves[n-1].Choices != nil) != tc.lastValue || (e.Moves[n/2].Choices != nil) != tc.all {
			t.Errorf("%s: valued moves 1, %d, %d: %v %v %v", tc.name, n/2+1, n, e.Moves[0].Choices != nil, e.Moves[n/2].Choices != nil, e.Moves[n-1].Choices != nil)
		}
		if want := tc.p.Solve(); e.Result != want {
			t.Errorf("%s: result %+v, want %+v", tc.name, e.Result, want)
		}
		if e.Tree != nil || e.Table != nil {
			t.Errorf("%s: want no tree and no table at 10^5", tc.name)
		}
		notes := strings.Join(e.Notes, "\n")
		want := []string{"recursion tree is drawn up to 12 items"}
		if tc.note != "" {
			want = append(want, "of the 100000 are valued", tc.note)
		} else if strings.Contains(notes, "are valued") {
			t.Errorf("%s: every move is valued, yet a note says otherwise:\n%s", tc.name, notes)
		}
		if len(tc.g.Params) != 2 {
			want = append(want, "DP table is drawn up to 300 items")
		}
		for _, w := range want {
			if !strings.Contains(notes, w) {
				t.Errorf("%s: the notes do not say %q:\n%s", tc.name, w, notes)
			}
		}
	}
}

// TestExtremeValues renders instances whose totals reach the int64 limit,
// in every format: no panic, well-formed figures, the solver's result.
func TestExtremeValues(t *testing.T) {
	const big = math.MaxInt64 / 4
	tests := []struct {
		game  string
		lists [][]int64
	}{
		{"486", [][]int64{{big, -big, big, -big}}},
		{"486", [][]int64{{math.MaxInt64}}},
		{"486", [][]int64{{math.MinInt64 + 1}}},
		{"877", [][]int64{{-big, big, 0, -big}}},
		{"1686", [][]int64{{big, -big}, {-big, big}}},
		{"486", [][]int64{{0, 0, 0, 0, 0, 0}}},
	}
	for _, tc := range tests {
		g, _ := games.Lookup(tc.game)
		p, err := g.Start(context.Background(), oracletest.Args(g, tc.lists...))
		if err != nil {
			t.Fatalf("%v: %v", tc.lists, err)
		}
		e := build(t, g, oracletest.Args(g, tc.lists...), p, nil)
		if want := p.Solve(); e.Result.Differential != want.Differential {
			t.Errorf("%v: differential %d, want %d", tc.lists, e.Result.Differential, want.Differential)
		}
		for f := explain.FormatText; f <= explain.FormatHTML; f++ {
			out := e.Render(f, true)
			if (f == explain.FormatSVG || f == explain.FormatHTML) && wellFormed(out) != nil {
				t.Errorf("%v: %v is not well-formed: %v", tc.lists, f, wellFormed(out))
			}
		}
	}
}

func TestParseFormat(t *testing.T) {
	tests := []struct {
		in   string
		want explain.Format
		ok   bool
	}{
		{"text", explain.FormatText, true},
		{"Markdown", explain.FormatMarkdown, true},
		{"md", explain.FormatMarkdown, true},
		{" svg ", explain.FormatSVG, true},
		{"html", explain.FormatHTML, true},
		{"pdf", 0, false},
		{"", 0, false},
	}
	for _, tc := range tests {
		got, err := explain.ParseFormat(tc.in)
		if (err == nil) != tc.ok || got != tc.want {
			t.Errorf("ParseFormat(%q) = %v, %v; want %v, ok %v", tc.in, got, err, tc.want, tc.ok)
		}
		if tc.ok && got.String() != strings.ToLower(strings.TrimSpace(tc.in)) && tc.in != "md" {
			t.Errorf("%v.String() = %q", got, got.String())
		}
	}
}

// TestLimits checks what each size leaves out, and that the text says so.
func TestLimits(t *testing.T) {
	row := func(n int, x int64) []int64 {
		r := make([]int64, n)
		for i := range r {
			r[i] = x + int64(i%3)
		}
		return r
	}
	tests := []struct {
		name      string
		game      string
		lists     [][]int64
		tree      bool
		table     bool
		textTable bool
		says      string
	}{
		{"12 small numbers", "486", [][]int64{row(12, 1)}, true, true, true, "memo hit"},
		{"20 wide numbers", "486", [][]int64{row(20, 100)}, false, true, false, "does not fit in 100 columns of text"},
		{"301 numbers", "486", [][]int64{row(301, 1)}, false, false, false, "DP table is drawn up to 300 items"},
		{"stone-game-vi, 7 stones", "1686", [][]int64{row(7, 1), row(7, 2)}, false, false, false, "with memoization it has more than 400 calls"},
		{"stone-game-vi, 5 stones", "1686", [][]int64{row(5, 1), row(5, 2)}, true, false, false, "memo hit"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := mustBuild(t, tc.game, tc.lists...)
			if (e.Tree != nil) != tc.tree || (e.Table != nil) != tc.table {
				t.Errorf("tree %v, table %v; want %v, %v", e.Tree != nil, e.Table != nil, tc.tree, tc.table)
			}
			text := strings.Join(strings.Fields(string(e.Text(false))), " ")
			if !strings.Contains(text, tc.says) {
				t.Errorf("the text does not say %q", tc.says)
			}
			if got := strings.Contains(text, "a[i] 0 1 2"); got != tc.textTable {
				t.Errorf("text DP table shown %v, want %v", got, tc.textTable)
			}
		})
	}
}

// FuzzBuild explains arbitrary small rows and stone sets in every format:
// no panic, well-formed SVG and HTML, the running differential ending at
// the solver's value.
func FuzzBuild(f *testing.F) {
	f.Add([]byte{1, 5, 100, 7}, false)
	f.Add([]byte{5, 4, 3, 2, 4, 1, 2, 3}, true)
	f.Add([]byte{0x80, 0xff, 0x7f}, false)
	f.Fuzz(func(t *testing.T, data []byte, vi bool) {
		if len(data) == 0 || len(data) > 40 {
			return
		}
		var xs []int64
		for _, b := range data {
			xs = append(xs, int64(int8(b))*int64(b)) // negatives, zeros, ties
		}
		name, lists := "877", [][]int64{xs}
		if vi {
			if len(xs) < 2 {
				return
			}
			h := len(xs) / 2
			name, lists = "1686", [][]int64{xs[:h], xs[h : 2*h]}
		}
		g, _ := games.Lookup(name)
		p, err := g.Start(context.Background(), oracletest.Args(g, lists...))
		if err != nil {
			t.Fatal(err)
		}
		e, err := explain.Build(g, oracletest.Args(g, lists...), p, nil)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := e.Moves[len(e.Moves)-1].Diff, p.Solve().Differential; got != want {
			t.Fatalf("running differential ends at %d, want %d", got, want)
		}
		e.Text(true)
		e.Markdown()
		for _, out := range [][]byte{e.SVG(), e.HTML()} {
			if err := wellFormed(out); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// Past ValueMax a row is not valued move by move (its explanation would be
// hundreds of megabytes): only its first and last moves, with a note.
func TestValueMax(t *testing.T) {
	g, args, p := randomInstance(t, "486", 5000)
	e := build(t, g, args, p, &explain.Options{ValueMax: 4999})
	if e.Valued == len(e.Moves) {
		t.Fatalf("all %d moves valued past ValueMax", e.Valued)
	}
	if want := 20 + 2000; e.Valued != want {
		t.Errorf("%d moves valued, want %d (the first Edge and the last ExactMax)", e.Valued, want)
	}
	if len(e.Notes) == 0 || !strings.Contains(strings.Join(e.Notes, " "), "every move is valued for inputs of up to 4999 numbers") {
		t.Errorf("notes %q do not say why", e.Notes)
	}
	if e := build(t, g, args, p, &explain.Options{ValueMax: 5000}); e.Valued != len(e.Moves) {
		t.Errorf("at ValueMax, %d of %d moves valued, want all", e.Valued, len(e.Moves))
	}
}

// TestAbridged checks that the model of a 10^6-number explanation holds
// O(Keep) moves: the first and the last Keep, a note saying how many were
// left out, the totals of the whole game, and the text printing the gap.
func TestAbridged(t *testing.T) {
	if testing.Short() {
		t.Skip("10^6 numbers")
	}
	const n = 1_000_000
	g, args, p := randomInstance(t, "486", n)
	e := build(t, g, args, p, nil)
	if len(e.Moves) != 2*1000 || e.Total != n || !e.Abridged() {
		t.Fatalf("got %d moves kept of %d (abridged %v), want 2000 of %d", len(e.Moves), e.Total, e.Abridged(), n)
	}
	if e.Moves[999].Number != 1000 || e.Moves[1000].Number != n-999 || e.Moves[1999].Number != n {
		t.Errorf("kept moves %d, %d, %d; want 1000, %d, %d", e.Moves[999].Number, e.Moves[1000].Number, e.Moves[1999].Number, n-999, n)
	}
	if want := p.Solve(); e.Result != want || e.Moves[1999].Diff != want.Differential {
		t.Errorf("result %+v (last diff %d), want %+v", e.Result, e.Moves[1999].Diff, want)
	}
	notes := strings.Join(e.Notes, "\n")
	if !strings.Contains(notes, "lists moves 1–1000 and 999001–1000000 of the 1000000") {
		t.Errorf("the notes do not say what was left out:\n%s", notes)
	}
	text := e.Text(false)
	if !bytes.Contains(text, []byte("998000 moves left out")) || len(text) > 2<<20 {
		t.Errorf("the text (%d bytes) does not show the gap, or is not small", len(text))
	}
	if err := wellFormed(e.HTML()); err != nil {
		t.Errorf("HTML: %v", err)
	}
}

// A line too long to build (nim at LeetCode's maximum) is walked for its
// first moves only, with the solver's verdict and a note, at once.
func TestLongLine(t *testing.T) {
	g, _ := games.Lookup("nim-game")
	args := game.Args{game.IntOf(2147483647)}
	p, err := g.Start(context.Background(), args)
	if err != nil {
		t.Fatal(err)
	}
	e, err := explain.Build(g, args, p, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(e.Moves) != 1000 || e.Result != p.Solve() || !strings.Contains(strings.Join(e.Notes, " "), "too many to build") {
		t.Errorf("%d moves, result %+v (want %+v), notes %q", len(e.Moves), e.Result, p.Solve(), e.Notes)
	}
}

// stepOnly is a position whose line must be taken step by step: its Line
// fails the test.
type stepOnly struct {
	game.Solvable
	t *testing.T
}

func (s stepOnly) Line() game.Line {
	s.t.Error("Build called Line on a line past KeepMax that a Stepper gives")
	return s.Solvable.Line()
}

func (s stepOnly) Steps(yield func(game.Step) bool) { s.Solvable.(game.Stepper).Steps(yield) }

// TestStepsPastKeepMax checks that past KeepMax a Stepper's line is taken
// step by step, never stored, and that the moves kept are the line's
// first and last Keep with the whole game's totals.
func TestStepsPastKeepMax(t *testing.T) {
	for _, name := range []string{"486", "1690"} {
		t.Run(name, func(t *testing.T) {
			const n, keep = 5000, 10
			g, args, p := randomInstance(t, name, n)
			line := p.Line()
			e := build(t, g, args, stepOnly{p, t}, &explain.Options{KeepMax: 1000, Keep: keep})
			if len(e.Moves) != 2*keep || e.Total != len(line) {
				t.Fatalf("got %d moves kept of %d, want %d of %d", len(e.Moves), e.Total, 2*keep, len(line))
			}
			for k, m := range e.Moves {
				want := k
				if k >= keep {
					want = len(line) - 2*keep + k
				}
				if m.Number != want+1 || m.Step != line[want] {
					t.Errorf("kept move %d is move %d, %+v; want move %d, %+v", k, m.Number, m.Step, want+1, line[want])
				}
			}
			if want := game.Score(line, nil); e.Result != want {
				t.Errorf("result %+v, want %+v", e.Result, want)
			}
			if e.Moves[2*keep-1].Choices == nil || e.Moves[0].Choices == nil {
				t.Errorf("the first and the last move are not valued")
			}
		})
	}
}
