package pattern_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"stonegame/game"
	"stonegame/games"
	"stonegame/pattern"
)

// table solves game over the range words, with rule (nil for none), and
// returns the table and its periods by column.
func table(t *testing.T, name, words string, rule *pattern.Rule) (*pattern.Table, map[pattern.Column]pattern.Period) {
	t.Helper()
	g, err := games.Open(context.Background(), name, games.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	pl, err := pattern.Parse(g, []string{words})
	if err != nil {
		t.Fatal(err)
	}
	tb, err := pattern.Compute(context.Background(), pl, nil)
	if err != nil {
		t.Fatal(err)
	}
	ps, err := tb.Periods(rule)
	if err != nil {
		t.Fatal(err)
	}
	m := map[pattern.Column]pattern.Period{}
	for _, p := range ps {
		m[p.Column] = p
	}
	return tb, m
}

func octal(t *testing.T, code string) *pattern.Rule {
	t.Helper()
	r, err := pattern.ParseOctal(code)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// checkPeriod holds per to a period p from n0, proven or not, with the
// given exceptions.
func checkPeriod(t *testing.T, what string, per pattern.Period, p int, n0 int64, proven bool, exceptions []int64) {
	t.Helper()
	if !per.Found || per.P != p || per.From != n0 || per.Proven != proven {
		t.Errorf("%s: got period %d from %d (found %v, proven %v), want %d from %d (proven %v)", what, per.P, per.From, per.Found, per.Proven, p, n0, proven)
	}
	if !slices.Equal(per.Exceptions, exceptions) {
		t.Errorf("%s: got exceptions %v, want %v", what, per.Exceptions, exceptions)
	}
}

// Nim Game (LeetCode 292): the second player wins iff n mod 4 = 0; the
// Grundy value is n mod 4. Found by looking, and proven as the octal game
// 0.333 (take 1, 2 or 3).
func TestNimGame(t *testing.T) {
	_, ps := table(t, "nim-game", "n=0..60", nil)
	checkPeriod(t, "outcome", ps[pattern.Outcome], 4, 0, false, nil)
	checkPeriod(t, "grundy", ps[pattern.Grundy], 4, 0, false, nil)
	if got, want := ps[pattern.Outcome].ClosedForm("n", pattern.Sides{"the first player", "the second player"}), "the second player wins iff n mod 4 = 0"; got != want {
		t.Errorf("closed form: got %q, want %q", got, want)
	}
	if got := ps[pattern.Outcome].Say("n"); got != "period 4 from n = 0, checked up to n = 60, not proven" {
		t.Errorf("got %q", got)
	}
	if ps[pattern.Remoteness].Found {
		t.Errorf("remoteness grows with n, yet a period %d was found", ps[pattern.Remoteness].P)
	}
	_, ps = table(t, "nim-game", "n=1..60", octal(t, "0.333"))
	checkPeriod(t, "proven outcome", ps[pattern.Outcome], 4, 0, true, nil)
	checkPeriod(t, "proven grundy", ps[pattern.Grundy], 4, 0, true, nil)
}

// The subtraction game {1, 3, 4}: the second player wins iff n mod 7 ∈
// {0, 2}; Grundy values 0 1 0 1 2 3 2, period 7 from 0.
func TestSubtraction134(t *testing.T) {
	r, err := pattern.ParseSubtraction("4, 1,3")
	if err != nil {
		t.Fatal(err)
	}
	tb, ps := table(t, "../examples/rules/subtraction.star", "n=0..100", r)
	checkPeriod(t, "outcome", ps[pattern.Outcome], 7, 0, true, nil)
	checkPeriod(t, "grundy", ps[pattern.Grundy], 7, 0, true, nil)
	if got, want := ps[pattern.Outcome].ClosedForm("n", pattern.Sides{"the first player", "the second player"}), "the second player wins iff n mod 7 ∈ {0, 2}"; got != want {
		t.Errorf("closed form: got %q, want %q", got, want)
	}
	if got, want := tb.Seq(pattern.Grundy)[:14], []int64{0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2}; !slices.Equal(got, want) {
		t.Errorf("grundy: got %v, want %v", got, want)
	}
	if !strings.Contains(ps[pattern.Grundy].Proof, "repeat 4 in a row") {
		t.Errorf("the proof does not say what was checked: %q", ps[pattern.Grundy].Proof)
	}
	// Without the rule: the same period, found, not proven.
	_, ps = table(t, "../examples/rules/subtraction.star", "n=0..100", nil)
	checkPeriod(t, "found outcome", ps[pattern.Outcome], 7, 0, false, nil)
}

// Dawson's Kayles, octal 0.07, as Flip Game II's runs of +: period 34,
// the last exceptional value g(52) (FAMILY.md: g(L) = g(L−34) for every
// L ≥ 87). Winning Ways gives the exceptions of 0.137, Dawson's chess,
// whose heap n is 0.07's heap n+1: n = 0, 14, 16, 17, 31, 34, 51; here
// shifted by one, with 0.07's heap 0.
func TestDawsonsKayles(t *testing.T) {
	exceptions := []int64{0, 1, 15, 17, 18, 32, 35, 52}
	_, ps := table(t, "flip-game-ii", `currentState = "+" * L, L = 0..60`, octal(t, "0.07"))
	checkPeriod(t, "proven grundy", ps[pattern.Grundy], 34, 53, true, exceptions)
	// The P-positions of Dawson's chess (0.137: n = 0, 14, 34 and n ≡ 4,
	// 8, 20, 24, 28 mod 34), one heap further here, with 0.07's heap 0.
	checkPeriod(t, "proven outcome", ps[pattern.Outcome], 34, 36, true, []int64{0, 1, 15, 35})
	if got, want := ps[pattern.Outcome].ClosedForm("L", pattern.Sides{"the first player", "the second player"}), "for L ≥ 36, the second player wins iff L mod 34 ∈ {5, 9, 21, 25, 29}"; got != want {
		t.Errorf("closed form: got %q, want %q", got, want)
	}
	if !strings.Contains(ps[pattern.Grundy].Proof, "on the heaps 53..141 (2·53 + 34 + 2 − 1)") {
		t.Errorf("the proof does not state the periodicity theorem's range: %q", ps[pattern.Grundy].Proof)
	}
	if testing.Short() {
		return
	}
	// Found by looking alone, over a range long enough to show it.
	_, ps = table(t, "flip-game-ii", `currentState = "+" * L, L = 0..200`, nil)
	checkPeriod(t, "found grundy", ps[pattern.Grundy], 34, 53, false, exceptions)
}

// Kayles, octal 0.77: period 12 from 71, the exceptions of Winning Ways
// (n = 0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57, 70). The rules
// file solves up to n = 30; the octal game's values, computed apart,
// agree with it there, and carry the proof on.
func TestKayles(t *testing.T) {
	_, ps := table(t, "../examples/rules/kayles.star", "n=0..14", octal(t, "0.77"))
	checkPeriod(t, "grundy", ps[pattern.Grundy], 12, 71, true, []int64{0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57, 70})
	checkPeriod(t, "outcome", ps[pattern.Outcome], 1, 1, true, []int64{0})
	if got := ps[pattern.Outcome].ClosedForm("n", pattern.Sides{"Alice", "Bob"}); got != "for n ≥ 1, Alice always wins" {
		t.Errorf("closed form: got %q", got)
	}
}

// Stone Game IV's losing n are OEIS A030193, and have no short period:
// the table says so instead of inventing one.
func TestStoneGameIV(t *testing.T) {
	a030193 := []int64{0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39, 44, 52, 57, 62, 65, 67, 72, 85, 95, 109, 119, 124, 127, 130, 132, 137, 142, 147, 150, 170, 177, 180, 182, 187, 192, 197}
	tb, ps := table(t, "stone-game-iv", "n=0..200", nil)
	if got := tb.Losing(); !slices.Equal(got, a030193) {
		t.Errorf("losing n: got %v, want %v", got, a030193)
	}
	for _, col := range []pattern.Column{pattern.Outcome, pattern.Grundy} {
		if per := ps[col]; per.Found {
			t.Errorf("%v: a false period %d from %d", col, per.P, per.From)
		} else if !strings.HasPrefix(per.Say("n"), "no period found up to n = 200") {
			t.Errorf("%v: got %q", col, per.Say("n"))
		}
	}
	if got, want := pattern.OEIS(tb.Losing(), 8), "https://oeis.org/search?q=0,2,5,7,10,12,15,17"; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
	var b bytes.Buffer
	if err := tb.WriteText(&b, nil); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "OEIS: https://oeis.org/search?q=0,2,5,7,10,12,15,17,20,22,34,39,44,52,57,62,65,67,72,85\n") {
		t.Errorf("the text has no OEIS link for the losing n:\n%s", b.String())
	}
}

// Wythoff's game, as a rules file over a grid: the second player wins
// exactly at (⌊kφ⌋, ⌊kφ²⌋) and its mirror image.
func TestWythoff(t *testing.T) {
	const hi = 14
	if testing.Short() {
		t.Skip("solves 225 instances of a rules file")
	}
	tb, _ := table(t, "../examples/rules/wythoff.star", "x=0..14, y=0..14", nil)
	phi := (1 + math.Sqrt(5)) / 2
	want := map[[2]int64]bool{}
	for k := 0; float64(k)*phi <= hi; k++ {
		a, b := int64(math.Floor(float64(k)*phi)), int64(math.Floor(float64(k)*phi*phi))
		want[[2]int64{a, b}], want[[2]int64{b, a}] = true, true
	}
	if len(tb.Cells) != (hi+1)*(hi+1) {
		t.Fatalf("got %d cells, want %d", len(tb.Cells), (hi+1)*(hi+1))
	}
	for _, c := range tb.Cells {
		at := [2]int64{c.Vars[0], c.Vars[1]}
		if got := c.Result.Winner() == game.SecondWins; got != want[at] {
			t.Errorf("(%d, %d): second player wins %v, want %v", at[0], at[1], got, want[at])
		}
	}
}

// A sequence with no period is never given one: the Fibonacci word
// (⌊(n+2)/φ⌋ − ⌊(n+1)/φ⌋), which is aperiodic, through a fake column.
func TestNoFalsePeriod(t *testing.T) {
	g, err := games.Lookup("nim-game")
	if err != nil {
		t.Fatal(err)
	}
	_ = g
	phi := (1 + math.Sqrt(5)) / 2
	xs := make([]int64, 2000)
	for n := range xs {
		xs[n] = int64(math.Floor(float64(n+2)/phi) - math.Floor(float64(n+1)/phi))
	}
	if p, i0, ok := pattern.Detect(xs); ok {
		t.Errorf("the Fibonacci word got period %d from %d", p, i0)
	}
	// A period seen twice only is not enough.
	if _, _, ok := pattern.Detect([]int64{5, 1, 2, 3, 1, 2, 3}); ok {
		t.Error("a period seen twice was taken")
	}
	if p, i0, ok := pattern.Detect([]int64{5, 1, 2, 3, 1, 2, 3, 1, 2, 3}); !ok || p != 3 || i0 != 1 {
		t.Errorf("got %d from %d (%v), want 3 from 1", p, i0, ok)
	}
}

// A game that is not the rule it is said to be is caught on the range.
func TestRuleMismatch(t *testing.T) {
	g, _ := games.Lookup("nim-game")
	pl, err := pattern.Parse(g, []string{"n=0..20"})
	if err != nil {
		t.Fatal(err)
	}
	tb, err := pattern.Compute(context.Background(), pl, nil)
	if err != nil {
		t.Fatal(err)
	}
	_, err = tb.Periods(octal(t, "0.33"))
	if err == nil || !strings.Contains(err.Error(), "at n = 3 its Grundy value is 3, the octal game 0.33's is 0") {
		t.Errorf("got %v", err)
	}
	// A range past what the rule computes is refused before any work.
	pl, err = pattern.Parse(g, []string{"n=16380..16390"})
	if err != nil {
		t.Fatal(err)
	}
	if tb, err = pattern.Compute(context.Background(), pl, nil); err != nil {
		t.Fatal(err)
	}
	if _, err = tb.Periods(octal(t, "0.333")); err == nil || !strings.Contains(err.Error(), "end the range below 16384") {
		t.Errorf("got %v", err)
	}
}

func TestParseErrors(t *testing.T) {
	for _, c := range []struct{ game, words, want string }{
		{"nim-game", "", "no range given"},
		{"nim-game", "n=5", "no range LO..HI"},
		{"nim-game", "n=0..5, m=0..5", "no parameter of nim-game uses m"},
		{"nim-game", "n=5..1", "the range is empty"},
		{"nim-game", "n=a..1", `"a" is not an integer`},
		{"nim-game", "n=0..10, n=0..3", "n is given twice"},
		{"nim-game", "n=0..9999999", "more than 250000 values"},
		{"nim-game", "n", "is not NAME=LO..HI"},
		{"can-i-win", "maxChoosableInteger=0..5", "give desiredTotal a value or a range"},
		{"can-i-win", "a=0..5, b=0..5, maxChoosableInteger=a, desiredTotal=b+c", "c is not a variable"},
		{"coin-game", "x=0..600, y=0..600", "more than 250000 instances"},
		{"stone-game", "piles=[1]*k, k=1..5, j=1..2, x=1..2", "3 ranges"},
		{"stone-game", "piles=[1]*(k, k=1..5", "unbalanced"},
		{"stone-game", "piles=[1]*(k, k=1..5)", "missing )"},
		{"stone-game", "piles=[1]*k, k=1..5, q=3", "stone-game has no parameter q"},
	} {
		g, err := games.Lookup(c.game)
		if err != nil {
			t.Fatal(err)
		}
		_, err = pattern.Parse(g, strings.Fields(c.words))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %q: got %v, want an error with %q", c.game, c.words, err, c.want)
		}
	}
}

// Errors that show when the instances are built: a value of the wrong
// kind, a list too long, an instance the game refuses, a table too
// costly, each naming the instance.
func TestComputeErrors(t *testing.T) {
	for _, c := range []struct{ game, words, want string }{
		{"stone-game", "piles=k, k=1..3", "k = 1: piles=k: piles is a list of integers, not an integer"},
		{"stone-game", "piles=[1]*(k*1000000), k=1..3", "k = 2: piles=[1]*(k*1000000): a value longer than"},
		{"stone-game", `piles=[1]*k+"a", k=1..3`, "cannot apply + to a list and a string"},
		{"stone-game-ii", "piles=[1]*k, k=1..8000", "the table would take about"},
		{"predict-the-winner", "nums=[1]*k, k=0..3", "k = 0 (nums = [])"},
	} {
		g, err := games.Lookup(c.game)
		if err != nil {
			t.Fatal(err)
		}
		pl, err := pattern.Parse(g, []string{c.words})
		if err != nil {
			t.Fatalf("%s: %v", c.words, err)
		}
		_, err = pattern.Compute(context.Background(), pl, nil)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %q: got %v, want an error with %q", c.game, c.words, err, c.want)
		}
	}
}

func TestCancel(t *testing.T) {
	g, _ := games.Lookup("stone-game-iv")
	pl, err := pattern.Parse(g, []string{"n=0..1000"})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := 0
	_, err = pattern.Compute(ctx, pl, func(d, total int) {
		done = d
		if d == 10 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) || done != 10 {
		t.Errorf("got %v after %d instances, want context.Canceled after 10", err, done)
	}
}

// A list parameter by a generator, and the CSV and JSON of the table.
func TestGeneratorCSVJSON(t *testing.T) {
	tb, _ := table(t, "stone-game", "piles = [1]*k + [2], k = 1..6", nil)
	if got := tb.Cells[2].Args[0].List(); !slices.Equal(got, []int64{1, 1, 1, 2}) {
		t.Errorf("k = 3: got piles %v", got)
	}
	var b bytes.Buffer
	if err := tb.WriteCSV(&b); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	if lines[0] != "k,outcome,differential" || lines[1] != "1,first,1" || len(lines) != 7 {
		t.Errorf("CSV:\n%s", b.String())
	}
	b.Reset()
	_, ps := table(t, "nim-game", "n=0..40", nil)
	tb, _ = table(t, "nim-game", "n=0..40", nil)
	var periods []pattern.Period
	for _, c := range tb.Columns() {
		periods = append(periods, ps[c])
	}
	if err := tb.WriteJSON(&b, periods); err != nil {
		t.Fatal(err)
	}
	var j pattern.JSON
	if err := json.Unmarshal(b.Bytes(), &j); err != nil {
		t.Fatalf("invalid JSON: %v\n%s", err, b.String())
	}
	if j.Game != "nim-game" || len(j.Instances) != 41 || j.Instances[4].Winner != "second" || *j.Instances[5].Grundy != 1 {
		t.Errorf("JSON: %+v", j)
	}
	if j.Periods[0].Period != 4 || j.Periods[0].ClosedForm != "the second player wins iff n mod 4 = 0" || j.LosingOEIS != "https://oeis.org/search?q=0,4,8,12,16,20,24,28,32,36,40" {
		t.Errorf("JSON periods: %+v, %s", j.Periods, j.LosingOEIS)
	}
}

func TestRuleErrors(t *testing.T) {
	for _, code := range []string{"0.", "1.07", "0.08", "0.000", "07"} {
		if _, err := pattern.ParseOctal(code); err == nil {
			t.Errorf("%q: no error", code)
		}
	}
	for _, set := range []string{"", "0,1", "1,x", "1,2000"} {
		if _, err := pattern.ParseSubtraction(set); err == nil {
			t.Errorf("%q: no error", set)
		}
	}
}

// Place says where an instance sits in its game's table, for explain.
func TestPlace(t *testing.T) {
	place := func(name string, args ...game.Arg) string {
		g, err := games.Open(context.Background(), name, games.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		p, err := g.Start(context.Background(), args)
		if err != nil {
			t.Fatal(err)
		}
		return strings.Join(pattern.Place(g, args, p.Solve().Winner()), "\n")
	}
	got := place("stone-game-iv", game.IntOf(17))
	for _, want := range []string{"n = 17 is a losing position: Bob wins.", "The losing n from 1 to 49 (where Bob wins) are 2, 5, 7, 10, 12, 15, **17**, 20, 22, 34, 39, 44.", "show no period"} {
		if !strings.Contains(got, want) {
			t.Errorf("stone-game-iv 17: no %q in\n%s", want, got)
		}
	}
	got = place("nim-game", game.IntOf(100))
	for _, want := range []string{"n = 100 is a losing position", "from 1 to 100", "period 4 from n = 1, checked up to n = 100, not proven: the second player wins iff n mod 4 = 0."} {
		if !strings.Contains(got, want) {
			t.Errorf("nim-game 100: no %q in\n%s", want, got)
		}
	}
	if got = place("nim-game", game.IntOf(1_000_000)); !strings.Contains(got, "n = 1000000 is past the table shown") {
		t.Errorf("nim-game 10^6: %s", got)
	}
	// kayles.star solves up to n = 30: the table stops there.
	if got = place("../examples/rules/kayles.star", game.IntOf(5)); !strings.Contains(got, "The losing n from 0 to 30 (where the second player wins) are 0.") {
		t.Errorf("kayles 5: %s", got)
	}
	for _, c := range []struct {
		name string
		args []game.Arg
	}{
		{"coin-game", []game.Arg{game.IntOf(2), game.IntOf(7)}}, // two parameters
		{"stone-game", []game.Arg{game.ListOf(5, 3, 4, 5)}},     // a list, a scoring game
		{"can-i-win", []game.Arg{game.IntOf(10), game.IntOf(11)}},
	} {
		if got := place(c.name, c.args...); got != "" {
			t.Errorf("%s: got %q, want no place", c.name, got)
		}
	}
}

// A rules file's instances are solved together (game.Spec.Batch: one
// graph): the table is the same as one instance at a time; an instance
// the batch cannot take is found and named by starting each alone.
func TestBatchTable(t *testing.T) {
	for _, c := range []struct{ file, words string }{
		{"../examples/rules/wythoff.star", "x=0..9, y=0..12"},
		{"../examples/rules/kayles.star", "n=0..20"},
		{"../examples/rules/subtraction.star", "n=0..100"},
	} {
		g, err := games.Open(context.Background(), c.file, games.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		if g.Batch == nil {
			t.Fatalf("%s has no Batch", c.file)
		}
		alone := *g
		alone.Batch = nil
		var tables [2]*pattern.Table
		for k, spec := range []*game.Spec{g, &alone} {
			pl, err := pattern.Parse(spec, []string{c.words})
			if err != nil {
				t.Fatal(err)
			}
			if tables[k], err = pattern.Compute(context.Background(), pl, nil); err != nil {
				t.Fatal(err)
			}
		}
		for i, cell := range tables[0].Cells {
			if o := tables[1].Cells[i]; cell.Result != o.Result || cell.Grundy != o.Grundy {
				t.Errorf("%s %v: %+v g %d together, %+v g %d alone", c.file, cell.Vars, cell.Result, cell.Grundy, o.Result, o.Grundy)
			}
		}
	}
	g, err := games.Open(context.Background(), "../examples/rules/kayles.star", games.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	pl, err := pattern.Parse(g, []string{"n=25..40"})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := pattern.Compute(context.Background(), pl, nil); err == nil || !strings.HasPrefix(err.Error(), "n = 31 (n = 31): ") {
		t.Errorf("kayles.star past its max of 30: got %v", err)
	}
}
