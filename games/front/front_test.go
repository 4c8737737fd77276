package front

import (
	"context"
	"errors"
	"math"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
	"stonegame/internal/oracletest"
)

func TestExamples(t *testing.T) {
	tests := []struct {
		name string
		row  []int64
		want string
		diff int64
	}{
		{"leetcode 1406 example 1", []int64{1, 2, 3, 7}, "Bob", -1},
		{"leetcode 1406 example 2", []int64{1, 2, 3, -9}, "Alice", 15},
		{"leetcode 1406 example 3", []int64{1, 2, 3, 6}, "Tie", 0},
		{"one stone", []int64{-4}, "Bob", -4},
		{"all negative", []int64{-1, -2, -3, -4, -5}, "Bob", -1},
		{"zeros", []int64{0, 0, 0, 0}, "Tie", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := New(tc.row)
			if err != nil {
				t.Fatal(err)
			}
			r := p.Solve()
			if got := StoneGameIII.Answer(r).String(); got != tc.want || r.Differential != tc.diff {
				t.Errorf("%v: got %s (differential %d), want %s (%d)", tc.row, got, r.Differential, tc.want, tc.diff)
			}
			verify(t, tc.row, true)
		})
	}
}

// verify checks the fast answers on row against the oracle: the value, the
// totals and the options at the start and (deep) at every position of the
// optimal line, each move of which must be optimal by the oracle, and the
// line's steps against Apply. With deep false, the later positions are
// checked against the fast options: enough when every shorter row is
// verified too, as in the exhaustive test (a position is the row of what
// remains).
func verify(t *testing.T, row []int64, deep bool) { verifyUpTo(t, row, MaxTake, deep) }

func verifyUpTo(t *testing.T, row []int64, most int, deep bool) {
	t.Helper()
	p, err := NewUpTo(row, most)
	if err != nil {
		t.Fatalf("New(%v): %v", row, err)
	}
	line := p.Line()
	if got, want := game.Score(line, nil), p.Solve(); got != want {
		t.Fatalf("Line(%v) scores %+v, Solve %+v", row, got, want)
	}
	if deep {
		if got, want := p.Solve(), game.Solve(p); got != want {
			t.Fatalf("Solve(%v) = %+v, want %+v (oracle)", row, got, want)
		}
	}
	q := p
	taken := 0
	for k, st := range line {
		var slow []game.Option
		if deep || k == 0 {
			slow = game.Options(q)
		} else {
			slow = q.Options()
		}
		best, _ := game.Best(slow)
		if got := q.Value(); got != best {
			t.Fatalf("%v at %d: Value %d, want %d (oracle)", row, q.i, got, best)
		}
		if r := q.Solve(); r.For(q.Turn()) != best || r != game.Score(q.Line(), nil) {
			t.Fatalf("%v at %d: Solve %+v, want the mover's %d and the line's %+v", row, q.i, r, best, game.Score(q.Line(), nil))
		}
		fast := q.Options()
		if len(fast) != len(slow) {
			t.Fatalf("%v at %d: %d options, want %d", row, q.i, len(fast), len(slow))
		}
		for j := range fast {
			if fast[j] != slow[j] {
				t.Fatalf("%v at %d: option %d is %+v, want %+v (oracle)", row, q.i, j, fast[j], slow[j])
			}
		}
		kk := int(st.Move.(Take))
		if v := slow[kk-1].Value; v != best {
			t.Fatalf("Line(%v) move %d (%v) is worth %d, the best %d", row, k+1, st.Move, v, best)
		}
		step, next, err := game.Apply(q, st.Move)
		if err != nil {
			t.Fatal(err)
		}
		if first, n := st.Span(); first != taken || n != kk || step.Index != st.Index || step.Count != st.Count ||
			step.Gain != st.Gain || step.Player != st.Player {
			t.Fatalf("Line(%v) move %d is %+v, Apply says %+v", row, k+1, st, step)
		}
		taken += kk
		q = next.(Position)
	}
	if taken != len(row) || len(q.Moves()) != 0 {
		t.Fatalf("Line(%v) takes %d stones, want all %d", row, taken, len(row))
	}
}

func TestExhaustiveSmallRows(t *testing.T) {
	maxLen, want := 7, 97655 // 5 + 25 + ... + 5^7
	if testing.Short() {
		maxLen, want = 6, 19530
	}
	if n := oracletest.EachRow(maxLen, -2, 2, func(row []int64) { verify(t, row, false) }); n != want {
		t.Fatalf("checked %d rows, want %d", n, want)
	}
}

// Coins in a Line II: moves of 1 or 2, every row of up to 7 coins over
// 0..3 against the oracle at every move.
func TestExhaustiveTwo(t *testing.T) {
	if n := oracletest.EachRow(7, 0, 3, func(row []int64) { verifyUpTo(t, row, 2, true) }); n != 21844 {
		t.Fatalf("checked %d rows, want 21844", n)
	}
	for _, tc := range []struct {
		row  []int64
		want bool
	}{{[]int64{1, 2, 2}, true}, {[]int64{1, 2, 4}, false}, {[]int64{5}, true}, {[]int64{1, 1}, true}, {[]int64{0, 0}, false}} {
		p, _ := NewUpTo(tc.row, 2)
		if got := p.Solve().Differential > 0; got != tc.want {
			t.Errorf("%v: first wins = %v, want %v", tc.row, got, tc.want)
		}
	}
}

func TestRapid(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		row := rapid.SliceOfN(rapid.Int64Range(-1000, 1000), 1, 40).Draw(rt, "row")
		verify(t, row, true)
	})
}

// The suffix DP against a plain recursion over every k, on long rows.
func TestRapidRecursion(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		row := rapid.SliceOfN(rapid.Int64Range(-1000, 1000), 1, 300).Draw(rt, "row")
		memo := map[int]int64{}
		var value func(i int) int64
		value = func(i int) int64 {
			if i == len(row) {
				return 0
			}
			if v, ok := memo[i]; ok {
				return v
			}
			best, sum := int64(math.MinInt64), int64(0)
			for k := 1; k <= 3 && i+k <= len(row); k++ {
				sum += row[i+k-1]
				best = max(best, sum-value(i+k))
			}
			memo[i] = best
			return best
		}
		p, _ := New(row)
		if got, want := p.Solve().Differential, value(0); got != want {
			rt.Fatalf("differential %d, want %d", got, want)
		}
	})
}

func TestParseMove(t *testing.T) {
	for _, s := range []string{"2", "take 2", " Take 2 ", "TAKE2"} {
		if m, err := ParseMove(s); err != nil || m != Take(2) {
			t.Errorf("ParseMove(%q) = %v, %v, want take 2", s, m, err)
		}
	}
	for _, s := range []string{"", "0", "4", "-1", "take", "two", "take 2 3"} {
		if m, err := ParseMove(s); err == nil {
			t.Errorf("ParseMove(%q) = %v, want an error", s, m)
		}
	}
	for k := 1; k <= 3; k++ {
		if m, err := ParseMove(Take(k).String()); err != nil || m != Take(k) {
			t.Errorf("ParseMove(%q) = %v, %v", Take(k).String(), m, err)
		}
	}
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"1", "take 3", "4", "take -1", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseMove(s)
		if err != nil {
			return
		}
		if k := int(m.(Take)); k < 1 || k > 3 {
			t.Fatalf("ParseMove(%q) = %v", s, m)
		}
		if back, err := ParseMove(m.String()); err != nil || back != m {
			t.Fatalf("%v does not round-trip: %v, %v", m, back, err)
		}
	})
}

func TestIllegalMoves(t *testing.T) {
	p, _ := New([]int64{1, 2})
	for _, m := range []game.Move{Take(0), Take(3), Take(-1)} {
		if _, _, err := p.Play(m); err == nil {
			t.Errorf("Play(%v) with 2 stones: no error", m)
		}
		if i, n := p.Touches(m); i != -1 || n != 0 {
			t.Errorf("Touches(%v) = %d, %d, want -1, 0", m, i, n)
		}
	}
	_, q, _ := p.Play(Take(2))
	if _, _, err := q.Play(Take(1)); err == nil {
		t.Error("Play at the end: no error")
	}
}

func TestOverflow(t *testing.T) {
	for _, row := range [][]int64{{math.MinInt64}, {math.MaxInt64, 1}, {-(1 << 62), -(1 << 62)}} {
		if _, err := New(row); !errors.Is(err, game.ErrOverflow) {
			t.Errorf("New(%v): got %v, want ErrOverflow", row, err)
		}
	}
	p, err := New([]int64{math.MaxInt64})
	if err != nil || p.Solve().First != math.MaxInt64 {
		t.Errorf("New([MaxInt64]): %+v, %v", p.Solve(), err)
	}
	if _, err := New(nil); !errors.Is(err, ErrEmpty) {
		t.Errorf("New(nil): got %v, want ErrEmpty", err)
	}
}

func TestSpec(t *testing.T) {
	if err := game.CheckSpec(StoneGameIII); err != nil {
		t.Fatal(err)
	}
	for _, ex := range StoneGameIII.Examples {
		p, err := StoneGameIII.Start(context.Background(), ex.Args)
		if err != nil {
			t.Fatal(err)
		}
		if got := StoneGameIII.Answer(p.Solve()).String(); got != ex.Answer {
			t.Errorf("%v: got %s, want %s", ex.Args, got, ex.Answer)
		}
	}
}

func TestWords(t *testing.T) {
	g := StoneGameIII
	p, _ := New([]int64{1, 2, 3, -9})
	line := p.Line()
	if got, want := g.Describe(line[0]), "Alice takes 3 stones and scores 6"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
	if got, want := string(g.AppendShort(nil, line[0])), "take 3 (+6)"; got != want {
		t.Errorf("Short = %q, want %q", got, want)
	}
	if got, want := g.Describe(line[1]), "Bob takes 1 stone and scores −9"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
	if got, want := g.Describe(game.Step{Player: game.Second, Move: Take(2), Gain: 4}), "Bob takes 2 stones and scores 4"; got != want {
		t.Errorf("Describe without Items = %q, want %q", got, want)
	}
	if got, want := string(g.AppendShort(nil, game.Step{Move: Take(2), Gain: -4})), "take 2 (−4)"; got != want {
		t.Errorf("Short without Items = %q, want %q (a true minus sign, as everywhere in text)", got, want)
	}
	if got, want := p.Describe(), "1 2 3 −9"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
	// Coins in a Line II speaks of coins and of its own players.
	c, err := CoinsInALineII.New(context.Background(), game.Args{game.ListOf(5, 1, 1, 9)})
	if err != nil {
		t.Fatal(err)
	}
	in, _ := c.(game.Insighter).Insight()
	words := strings.Join(append(append([]string{in.Title}, in.Paragraphs...), append(in.Head, in.Footer...)...), " ")
	for _, w := range []string{"coin i on", "2 coins", "first player"} {
		if !strings.Contains(words, w) {
			t.Errorf("Coins in a Line II's insight does not say %q: %s", w, words)
		}
	}
	for _, w := range []string{"stone", "Alice", "Bob"} {
		if strings.Contains(words, w) {
			t.Errorf("Coins in a Line II's insight says %q: %s", w, words)
		}
	}
	// Its moves, their labels (play's hint), the sentences about them and
	// its errors say coins too.
	var labels []string
	for _, m := range c.Moves() {
		labels = append(labels, game.Label(m))
	}
	if got, want := strings.Join(labels, "; "), "1 (take 1 coin); 2 (take 2 coins)"; got != want {
		t.Errorf("Coins in a Line II's move labels = %q, want %q", got, want)
	}
	cl := c.(interface{ Line() game.Line }).Line()
	if got, want := CoinsInALineII.Describe(cl[0]), "first player takes 1 coin and scores 5"; got != want {
		t.Errorf("Coins in a Line II's Describe = %q, want %q", got, want)
	}
	m, err := CoinsInALineII.ParseMove("2")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := game.Label(m), "2 (take 2 coins)"; got != want {
		t.Errorf("Coins in a Line II's parsed move's label = %q, want %q", got, want)
	}
	if _, _, err := c.Play(m); err != nil {
		t.Errorf("Coins in a Line II refuses its own parsed move: %v", err)
	}
	if _, _, err := c.Play(TakeCoins(3)); err == nil || !strings.Contains(err.Error(), "only 1 to 2 coins") {
		t.Errorf("Coins in a Line II's error for take 3 = %v, want one saying only 1 to 2 coins", err)
	}
}

func TestBoard(t *testing.T) {
	p, _ := New([]int64{1, 2, 3, 7, 5})
	_, q, _ := p.Play(Take(1))
	b := q.(Position).Board()
	want := []game.Move{nil, Take(1), Take(2), Take(3), nil}
	for i, c := range b.Cells {
		if c.Move != want[i] || c.Taken != (i == 0) || c.Values[0] != p.Row()[i] {
			t.Errorf("cell %d = %+v, want move %v, taken %v", i, c, want[i], i == 0)
		}
	}
}

func TestInsight(t *testing.T) {
	p, _ := New([]int64{1, 2, 3, 7})
	in, ok := p.Insight()
	if !ok {
		t.Fatal("no insight")
	}
	if len(in.Rows) != 4 || in.Rows[3][0] != "0" || in.Rows[3][5] != "−1" || in.Rows[0][0] != "3" {
		t.Errorf("rows %v, want 4 from i = 3 down to 0, value(0) = −1", in.Rows)
	}
	if note := in.Footer[len(in.Footer)-1]; !strings.Contains(note, "happens to be optimal") {
		t.Errorf("footer %q, want greedy optimal (take 3 for 6, then Bob's 7, is the best)", note)
	}
	for _, tc := range []struct {
		row  []int64
		want string
	}{
		// Three zeros grab as much as a single one, and hand Bob the 1.
		{[]int64{0, 0, 0, 0, 1}, "at stone 0, Alice would take 3 (0 + 0 + 0 = 0), but the opponent then nets 1 from what is left, for −1; take 1 scores 0, the opponent nets −1, for 1."},
		{[]int64{-2, -1, -2}, "at stone 0, Alice would take 1 (−2 = −2), but the opponent then nets 1 from what is left, for −3; take 2 scores −3, the opponent nets −2, for −1."},
	} {
		p, _ := New(tc.row)
		in, _ := p.Insight()
		if note := in.Footer[len(in.Footer)-1]; !strings.HasSuffix(note, tc.want) {
			t.Errorf("%v: footer %q, want it to end %q", tc.row, note, tc.want)
		}
	}
	long := make([]int64, 100)
	p, _ = New(long)
	in, _ = p.Insight()
	if len(in.Rows) != insightRows || !strings.Contains(in.Footer[0], "Positions 30 to 99 are left out") {
		t.Errorf("%d rows, footer %q, want %d rows and the rest said left out", len(in.Rows), in.Footer, insightRows)
	}
	if note := in.Footer[len(in.Footer)-1]; !strings.Contains(note, "happens to be optimal") {
		t.Errorf("footer %q on zeros, want greedy optimal", note)
	}
}

// TestSteps holds Steps to game.LineBy's line and to Line, from the start
// and from every position along the line, on every row of up to 6 stones
// over -2..2, for both games.
func TestSteps(t *testing.T) {
	for _, most := range []int{MaxTake, 2} {
		oracletest.EachRow(6, -2, 2, func(row []int64) {
			p, err := NewUpTo(row, most)
			if err != nil {
				t.Fatal(err)
			}
			for q := p; ; {
				if err := oracletest.Steps(q, game.LineBy(q, nil)); err != nil {
					t.Fatalf("most %d: %v", most, err)
				}
				if q.most() == 0 {
					break
				}
				q = q.after(q.best())
			}
		})
	}
}

// TestTooLong: past MaxStones New refuses the row with the memory it
// would take, for both games; the registry's parameters say the same
// limit, which the reader enforces as the row is read.
func TestTooLong(t *testing.T) {
	defer func(m int) { maxStones = m }(maxStones)
	maxStones = 1000
	row := make([]int64, maxStones+1)
	want := "1001 stones, more than 1000: " + limitWhy + " (0.0 GB for these)"
	for _, most := range []int{MaxTake, 2} {
		if _, err := NewUpTo(row, most); err == nil || err.Error() != want {
			t.Errorf("most %d: got %v, want %s", most, err, want)
		}
	}
	if _, err := NewUpTo(row[:maxStones], 2); err != nil {
		t.Errorf("a row of %d stones: %v", maxStones, err)
	}
	for _, g := range []*game.Spec{StoneGameIII, CoinsInALineII} {
		if p := g.Params[0]; p.Limit != MaxStones || p.LimitWhy != limitWhy {
			t.Errorf("%s: Limit %d (%q), want %d (%q)", g.Name, p.Limit, p.LimitWhy, MaxStones, limitWhy)
		}
	}
}
