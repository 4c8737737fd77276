package ends

import (
	"context"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
)

// insightText returns the insight of spec's game on row, its paragraphs,
// table and footer as one text.
func insightText(t interface {
	Helper()
	Fatalf(string, ...any)
	Fatal(...any)
}, spec *game.Spec, row []int64) string {
	t.Helper()
	p, err := spec.New(context.Background(), game.Args{game.ListOf(row...)})
	if err != nil {
		t.Fatal(err)
	}
	in, ok := p.(game.Insighter).Insight()
	if !ok {
		t.Fatalf("%s %v: no insight", spec.Name, row)
	}
	parts := append([]string{in.Title}, in.Paragraphs...)
	for _, r := range in.Rows {
		parts = append(parts, strings.Join(r, " | "))
	}
	return strings.Join(append(parts, in.Footer...), "\n")
}

// TestInsightFusion holds the family's insight to hand-computed numbers:
// 486's row 1 5 233 7 (player 1 takes 234 of 246; one fusion, 5 ≤ 233 ≥
// 7; the fused row 1 −221 played greedily), 877's parity certificate kept
// beside it, 396's coins and players, a row too long to show whole.
func TestInsightFusion(t *testing.T) {
	tests := []struct {
		spec  *game.Spec
		row   []int64
		says  []string
		never []string
	}{
		{PredictTheWinner, []int64{1, 5, 233, 7}, []string{
			"2 × my total − the sum, and the row in one pass by fusion",
			"here 246: player 2's total is 246 − player 1's",
			"2 × 234 − 246 = 222",
			"3 | 7 | 5 ≤ 233 ≥ 7 → −221 | 1 −221",
			"Here the 4 numbers made 1 fusion; the fused row is 1 −221.",
			"player 1 moving first: 1 − (−221) = 222, player 1's differential",
		}, []string{"parity", "pile", "Alice"}},
		{PredictTheWinner, []int64{1, 5, 2}, []string{
			"2 × 3 − 8 = −2",
			"2 | 2 | 1 ≤ 5 ≥ 2 → −2 | −2",
			"here it is one item, and it goes to player 1: −2 is player 1's differential",
		}, nil},
		{StoneGame, []int64{5, 3, 4, 5}, []string{
			"the parity certificate, and the row in one pass by fusion",
			"takes all the even-index piles: 9 against 8",
			"2 × 9 − 17 = 1",
			"5 − 5 + 4 − 3 = 1, Alice's differential",
			"Here nothing fuses",
		}, []string{"player 1"}},
		{CoinsInALineIII, []int64{1, 20, 4}, []string{
			"Every coin one player takes",
			"2 × 5 − 25 = −15",
			"1 ≤ 20 ≥ 4 → −15",
			"here it is one item, and it goes to the first player: −15 is the first player's differential",
		}, []string{"pile", "Alice", "player 1"}},
		{PredictTheWinner, []int64{3, 9, 1, 2, 7, 4, 4, 8, 6, 5, 1, 9, 9, 2, 3, 1, 0, 5}, []string{
			"10 | 1 | 2 ≤ 5 ≥ 1 → −2; −5 ≤ −1 ≥ −2 → −6 | −6",
			"The pushes of numbers 12 to 17 are left out; they make 3 more fusions.",
			"Here the 18 numbers made 8 fusions; the fused row is −6 5.",
			"5 − (−6) = 11",
		}, nil},
	}
	for _, tc := range tests {
		text := insightText(t, tc.spec, tc.row)
		for _, w := range tc.says {
			if !strings.Contains(text, w) {
				t.Errorf("%s %v: does not say %q\n%s", tc.spec.Name, tc.row, w, text)
			}
		}
		for _, w := range tc.never {
			if strings.Contains(text, w) {
				t.Errorf("%s %v: says %q\n%s", tc.spec.Name, tc.row, w, text)
			}
		}
	}
}

// TestInsightFusionRapid holds the insight's numbers to the solver on
// random rows, ties and negative numbers among them: the differential
// 2 × total − sum and the greedy play on the fused row both give the
// value.
func TestInsightFusionRapid(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		row := rapid.SliceOfN(rapid.Int64Range(-6, 6), 1, 30).Draw(t, "row")
		p, _ := New(row)
		v, r := p.Value(), p.Solve()
		text := insightText(t, PredictTheWinner, row)
		want := "2 × " + game.Num(r.First) + " − " + game.Num(r.First+r.Second) + " = " + game.Num(v) + "."
		if !strings.Contains(text, want) {
			t.Fatalf("the insight does not say %q\n%s", want, text)
		}
		if !strings.Contains(text, " = "+game.Num(v)+", player 1's differential") && !strings.Contains(text, ": "+game.Num(v)+" is player 1's differential") {
			t.Fatalf("the greedy play on the fused row does not end at the value %d\n%s", v, text)
		}
	})
}
