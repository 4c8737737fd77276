package stream

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"stonegame/game"
	"stonegame/games"
)

// solveText runs a Solver of g on in, as text, and returns what it writes
// and its error.
func solveText(g *game.Spec, line bool, in string) (string, error) {
	var out bytes.Buffer
	s := &Solver{Game: g, Line: line, Out: &out}
	err := s.Input(context.Background(), strings.NewReader(in))
	return out.String(), err
}

// moveLine is a move of a line in text output: "  12. ...".
var moveLine = regexp.MustCompile(`^  (\d+)\. `)

// shorten is what text output without --line shows of text output with
// it: a line of more than 40 moves cut to its first 20 and last 20 around
// "... N more moves (--line shows them all) ...".
func shorten(t *testing.T, whole string) string {
	t.Helper()
	var b strings.Builder
	n := 0 // the moves of the line being read
	for _, l := range strings.SplitAfter(whole, "\n") {
		if h, ok := strings.CutPrefix(l, "optimal line ("); ok {
			var err error
			if n, err = strconv.Atoi(h[:strings.IndexByte(h, ' ')]); err != nil {
				t.Fatalf("header %q: %v", l, err)
			}
		}
		if m := moveLine.FindStringSubmatch(l); m != nil && n > shownMoves {
			k, _ := strconv.Atoi(m[1])
			if k == shownMoves/2+1 {
				skip := n - shownMoves
				fmt.Fprintf(&b, "  ... %d more %s (--line shows them all) ...\n", skip, plural(skip, "move"))
			}
			if k > shownMoves/2 && k <= n-shownMoves/2 {
				continue
			}
		}
		b.WriteString(l)
	}
	return b.String()
}

// randomCase writes an instance of g in LeetCode's notation, its lists of
// n numbers (its integers up to about 3n above their minimum), its values
// small enough that every game solves it quickly.
func randomCase(rng *rand.Rand, g *game.Spec, n int) string {
	var parts []string
	for _, p := range g.Params {
		hi := func(span int64) int64 { return min(p.Max, p.Min+span) }
		if p.Kind == game.Int {
			parts = append(parts, fmt.Sprintf("%s = %d", p.Name, p.Min+rng.Int64N(hi(int64(3*n+1))-p.Min+1)))
			continue
		}
		vals := make([]string, n)
		for i := range vals {
			vals[i] = strconv.FormatInt(p.Min+rng.Int64N(hi(20)-p.Min+1), 10)
		}
		parts = append(parts, p.Name+" = ["+strings.Join(vals, ",")+"]")
	}
	return strings.Join(parts, ", ")
}

// TestTextShowsTheWholeLinesEnds: for every game, text output without
// --line (the line taken a step at a time, the first and last 20 kept)
// shows what text output with --line (the whole line) shows, shortened:
// the same moves with the same numbers, the same count, the same result,
// for lines of every length around 40, two cases an input.
func TestTextShowsTheWholeLinesEnds(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 4))
	long := 0
	for _, g := range games.All() {
		for _, n := range []int{1, 2, 5, 19, 20, 21, 22, 39, 40, 41, 42, 43, 60, 61, 150} {
			in := randomCase(rng, g, n) + "\n" + randomCase(rng, g, n) + "\n"
			whole, werr := solveText(g, true, in)
			got, err := solveText(g, false, in)
			if fmt.Sprint(err) != fmt.Sprint(werr) {
				t.Fatalf("%s on %q: error %v, with --line %v", g.Name, in, err, werr)
			}
			if want := shorten(t, whole); got != want {
				t.Fatalf("%s on %q:\ngot\n%s\nwant (--line's, shortened)\n%s", g.Name, in, got, want)
			}
			if strings.Contains(got, " more moves (--line") {
				long++
			}
		}
	}
	if long < 20 {
		t.Errorf("only %d inputs had lines of more than 40 moves: the test no longer covers the shortening", long)
	}
}

// lineless is a position of a game that streams its line (a Stepper)
// whose Line must not be called: each call is counted.
type lineless struct {
	game.Solvable
	calls *int
}

func (p lineless) Line() game.Line { *p.calls++; return p.Solvable.Line() }

func (p lineless) Steps(yield func(game.Step) bool) { p.Solvable.(game.Stepper).Steps(yield) }

// Text output takes a Stepper's line a step at a time: it never builds
// the whole line (its Line is never called), from the command line or
// from an input, and still prints the first and last moves.
func TestTextNeverBuildsTheLine(t *testing.T) {
	calls := 0
	g := *games.Default
	g.New = func(ctx context.Context, args game.Args) (game.Solvable, error) {
		p, err := games.Default.New(ctx, args)
		if err != nil {
			return nil, err
		}
		return lineless{p, &calls}, nil
	}
	row := make([]string, 5000)
	for i := range row {
		row[i] = strconv.Itoa(i * 7919 % 1000)
	}
	in := strings.Join(row, " ")
	out, err := solveText(&g, false, in+"\n")
	if err != nil {
		t.Fatal(err)
	}
	p, err := g.Start(context.Background(), game.Args{game.ListOf(parseRow(t, in)...)})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := (&Solver{Game: &g, Out: &b}).Solve(p); err != nil {
		t.Fatal(err)
	}
	if calls != 0 {
		t.Errorf("Line was called %d times", calls)
	}
	for _, o := range []string{out, b.String()} {
		if !strings.Contains(o, "optimal line (5000 moves):\n") || !strings.Contains(o, "  ... 4960 more moves (--line shows them all) ...\n  4981. ") || !strings.Contains(o, "\n  5000. ") {
			t.Errorf("output without the line's first and last moves:\n%s", o)
		}
	}
}

// parseRow reads a row of numbers separated by spaces.
func parseRow(t *testing.T, s string) []int64 {
	t.Helper()
	var row []int64
	for _, f := range strings.Fields(s) {
		x, err := strconv.ParseInt(f, 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		row = append(row, x)
	}
	return row
}

// --line refuses a line whose moves, counted first, are more than a line
// is built of, and says how much memory it would take; at the limit it
// builds it.
func TestLineTooMany(t *testing.T) {
	defer func(m int) { lineMax = m }(lineMax)
	lineMax = 100
	row := strings.Repeat("1 ", 101)
	for _, json := range []bool{false, true} {
		var out bytes.Buffer
		s := &Solver{Game: games.Default, JSON: json, Line: true, Out: &out}
		err := s.Input(context.Background(), strings.NewReader(row))
		want := "--line: the optimal line has 101 moves, 0 MB as a line, more than the 100 moves (0 MB) a line is built of; solve without --line shows its first and last moves, and play steps through it"
		if err == nil || err.Error() != want || out.Len() != 0 {
			t.Errorf("json %v: %q, %v; want no output and %q", json, out.String(), err, want)
		}
		out.Reset()
		last := "  100. player 2 takes 1 from the left\n"
		if json {
			last = `"index":99,"value":1}]}` + "\n"
		}
		if err := s.Input(context.Background(), strings.NewReader(strings.Repeat("1 ", 100))); err != nil || !strings.HasSuffix(out.String(), last) {
			t.Errorf("json %v, 100 moves: %.200q, %v; want the whole line, ending in %q", json, out.String(), err, last)
		}
	}
	// Past shortLen moves, the count comes first and Line builds the line.
	long := strings.Repeat("1 ", shortLen+904)
	for _, most := range []int{shortLen + 903, shortLen + 904} {
		lineMax = most
		var out bytes.Buffer
		s := &Solver{Game: games.Default, JSON: true, Line: true, Out: &out}
		err := s.Input(context.Background(), strings.NewReader(long))
		refused := most < shortLen+904
		if got := err != nil && strings.Contains(err.Error(), "has 5000 moves"); got != refused || !refused && strings.Count(out.String(), `"player"`) != 5000 {
			t.Errorf("5000 moves, at most %d: %.100q, %v; want refused %v, or all 5000 moves", most, out.String(), err, refused)
		}
	}
	lineMax = 100
	if got, want := tooMany(20_000_000), "--line: the optimal line has 20000000 moves, 1.1 GB as a line, more than the 100 moves (0 MB) a line is built of; solve without --line shows its first and last moves, and play steps through it"; got == nil || got.Error() != want {
		t.Errorf("tooMany(2·10^7) = %v, want %q", got, want)
	}
}
