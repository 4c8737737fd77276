package split

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

// textbook is the O(n³) interval DP, straight from the rules: every split
// of every interval, keeping the smaller part, or the better when equal.
func textbook(row []int64) int64 {
	n := len(row)
	p := make([]int64, n+1)
	for i, x := range row {
		p[i+1] = p[i] + x
	}
	dp := make([][]int64, n)
	for i := range dp {
		dp[i] = make([]int64, n)
	}
	for l := n - 1; l >= 0; l-- {
		for r := l + 1; r < n; r++ {
			best := int64(0)
			for k := l; k < r; k++ {
				ls, rs := p[k+1]-p[l], p[r+1]-p[k+1]
				if ls <= rs {
					best = max(best, ls+dp[l][k])
				}
				if ls >= rs {
					best = max(best, rs+dp[k+1][r])
				}
			}
			dp[l][r] = best
		}
	}
	return dp[0][n-1]
}

func TestExamples(t *testing.T) {
	for _, tc := range []struct {
		row  []int64
		want int64
	}{
		{[]int64{6, 2, 3, 4, 5, 5}, 18},
		{[]int64{7, 7, 7, 7, 7, 7, 7}, 28},
		{[]int64{4}, 0},
		{[]int64{0, 0, 0}, 0},
		{[]int64{1, 1}, 1},
		{[]int64{1, 2}, 1},
	} {
		p, err := New(tc.row)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.Solve(); got != (game.Result{First: tc.want, Differential: tc.want}) {
			t.Errorf("%v: got %+v, want Alice scoring %d", tc.row, got, tc.want)
		}
	}
}

// sameOptions fails unless got and want are the same options.
func sameOptions(t testing.TB, what string, got, want []game.Option) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: got %d options, want %d (%v, want %v)", what, len(got), len(want), got, want)
	}
	for k := range got {
		if got[k] != want[k] {
			t.Fatalf("%s: option %d: got %+v, want %+v", what, k, got[k], want[k])
		}
	}
}

// Every row of up to 6 stones over {0..3}: the value and the options of
// every interval against the oracle, and the value against the textbook
// DP.
func TestAgainstOracle(t *testing.T) {
	rows := 0
	oracletest.EachRow(6, 0, 3, func(row []int64) {
		n := len(row)
		p, err := New(append([]int64(nil), row...))
		if err != nil {
			t.Fatal(err)
		}
		if got, want := p.Value(), textbook(row); got != want {
			t.Fatalf("%v: got %d, the textbook DP %d", row, got, want)
		}
		for l := 0; l < n; l++ {
			for r := l; r < n; r++ {
				q := Position{instance: p.instance, l: l, r: r}
				if got, want := q.Value(), game.Value(q); got != want {
					t.Fatalf("%v at %d..%d: got %d, the oracle %d", row, l, r, got, want)
				}
				sameOptions(t, q.Describe(), q.Options(), game.Options(q))
			}
		}
		checkLine(t, p, true)
		rows++
	})
	if want := 4 + 16 + 64 + 256 + 1024 + 4096; rows != want {
		t.Errorf("checked %d rows, want %d", rows, want)
	}
}

// fataler is what checkLine needs of a *testing.T or a *rapid.T.
type fataler interface {
	Helper()
	Fatalf(format string, args ...any)
}

// checkLine replays p's line with game.Apply, checks every move optimal
// (by the oracle, if withOracle, else by Options), its step the same as
// Apply's, and its total the value.
func checkLine(t fataler, p Position, withOracle bool) {
	t.Helper()
	line := p.Line()
	cur := game.Solvable(p)
	for k, st := range line {
		opts := cur.Options()
		if withOracle {
			opts = game.Options(cur)
		}
		best, _ := game.Best(opts)
		found := false
		for _, o := range opts {
			if o.Move == st.Move {
				found = true
				if o.Value != best {
					t.Fatalf("%v: move %d (%v) is worth %d, the best %d", p.row, k+1, st.Move, o.Value, best)
				}
			}
		}
		if !found {
			t.Fatalf("%v: move %d (%v) is not an option", p.row, k+1, st.Move)
		}
		got, next, err := game.Apply(cur, st.Move)
		if err != nil || got != st {
			t.Fatalf("%v: move %d: the line says %+v, Apply %+v (%v)", p.row, k+1, st, got, err)
		}
		if st.Player != game.First || next.Turn() != game.First {
			t.Fatalf("%v: move %d: Bob is to move", p.row, k+1)
		}
		cur = next
	}
	if len(cur.Moves()) != 0 {
		t.Fatalf("%v: the line stops at %s", p.row, game.Describe(cur))
	}
	if r := game.Score(line, cur); r != p.Solve() {
		t.Fatalf("%v: the line scores %+v, Solve %+v", p.row, r, p.Solve())
	}
}

func TestRapid(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		// Values from a small set make many ties; from a wide range, few.
		// The largest totals reach math.MaxInt64.
		hi := rapid.SampledFrom([]int64{1, 3, 1_000_000, math.MaxInt64 / 60}).Draw(t, "hi")
		n := rapid.IntRange(1, 60).Draw(t, "n")
		row := rapid.SliceOfN(rapid.Int64Range(0, hi), n, n).Draw(t, "stoneValue")
		p, err := New(row)
		if err != nil {
			t.Fatal(err)
		}
		if got, want := p.Value(), textbook(row); got != want {
			t.Fatalf("got %d, the textbook DP %d", got, want)
		}
		checkLine(t, p, len(row) <= 10)
	})
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct {
		name string
		row  []int64
		is   error
		says string
	}{
		{"empty", nil, ErrEmpty, "empty"},
		{"negative", []int64{3, 1, -2, 4}, ErrNegative, "stoneValue[2] is -2"},
		{"overflow", []int64{math.MaxInt64 / 2, math.MaxInt64 / 2, 2}, game.ErrOverflow, "stoneValue[2]"},
		{"long", make([]int64, MaxStones+1), ErrTooLong, "5001 stones, at most 5000"},
	} {
		_, err := New(tc.row)
		if !errors.Is(err, tc.is) || !strings.Contains(err.Error(), tc.says) {
			t.Errorf("%s: got %v, want %v saying %q", tc.name, err, tc.is, tc.says)
		}
	}
	// A total of math.MaxInt64 is accepted, and solved right: 2^62 − 1
	// against 2^62 either way.
	p, err := New([]int64{math.MaxInt64 / 2, 1, math.MaxInt64 / 2})
	if err != nil {
		t.Fatalf("a total of math.MaxInt64: got %v, want no error", err)
	}
	if got, want := p.Value(), int64(1<<62-1); got != want || game.Value(p) != want {
		t.Errorf("a total of math.MaxInt64: got %d (the oracle %d), want %d", got, game.Value(p), want)
	}
}

func TestPlay(t *testing.T) {
	p, err := New([]int64{6, 2, 3, 4, 5, 5})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		move   Split
		gain   int64
		l, r   int
		refuse string
	}{
		{move: Split{At: 3}, gain: 11, l: 0, r: 2},
		{move: Split{At: 1}, gain: 6, l: 0, r: 0},
		{move: Split{At: 5}, gain: 5, l: 5, r: 5},
		{move: Split{At: 4}, gain: 10, l: 4, r: 5},
		{move: Split{At: 0}, refuse: "from 1 to 5"},
		{move: Split{At: 6}, refuse: "from 1 to 5"},
		{move: Split{At: 3, Keep: Right}, refuse: "the right part is the larger (14 against 11), so it is thrown away: say split at 3"},
		{move: Split{At: 3, Keep: Left}, refuse: "the left part is the smaller (11 against 14) and is kept anyway: say split at 3"},
		{move: Split{At: 3, Keep: 7}, refuse: "keep left, right"},
	} {
		gain, next, err := p.Play(tc.move)
		if tc.refuse != "" {
			if err == nil || !strings.Contains(err.Error(), tc.refuse) {
				t.Errorf("%v: got %v, want an error saying %q", tc.move, err, tc.refuse)
			}
			continue
		}
		if err != nil {
			t.Errorf("%v: %v", tc.move, err)
			continue
		}
		q := next.(Position)
		if gain != tc.gain || q.l != tc.l || q.r != tc.r {
			t.Errorf("%v: got %d and %d..%d, want %d and %d..%d", tc.move, gain, q.l, q.r, tc.gain, tc.l, tc.r)
		}
	}
	// 2 2 3 1 splits equally at 2 (4 | 4).
	e, _ := New([]int64{2, 2, 3, 1})
	if _, _, err := e.Play(Split{At: 2}); err == nil || !strings.Contains(err.Error(), "the parts are equal (4 and 4): say split at 2, keep left or keep right") {
		t.Errorf("an equal split without a keep: got %v", err)
	}
	for keep, want := range map[Keep][2]int{Left: {0, 1}, Right: {2, 3}} {
		gain, next, err := e.Play(Split{At: 2, Keep: keep})
		if q, _ := next.(Position); err != nil || gain != 4 || q.l != want[0] || q.r != want[1] {
			t.Errorf("keep %v: got %d, %d..%d, %v; want 4, %d..%d", keep, gain, q.l, q.r, err, want[0], want[1])
		}
	}
	one, _ := New([]int64{4})
	if _, _, err := one.Play(Split{At: 1}); err == nil || !strings.Contains(err.Error(), "game is over") {
		t.Errorf("a split of one stone: got %v", err)
	}
	if _, _, err := p.Play(fakeMove{}); err == nil {
		t.Error("a move of another game was accepted")
	}
}

type fakeMove struct{}

func (fakeMove) String() string { return "take left" }

func TestMoves(t *testing.T) {
	p, _ := New([]int64{2, 2, 3, 1})
	var got []string
	for _, m := range p.Moves() {
		got = append(got, m.String())
	}
	want := "split at 1|split at 2, keep left|split at 2, keep right|split at 3"
	if strings.Join(got, "|") != want {
		t.Errorf("got %q, want %q", strings.Join(got, "|"), want)
	}
}

func TestParseMove(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want game.Move
	}{
		{"2", Split{At: 2}},
		{"split at 2", Split{At: 2}},
		{" SPLIT AT 12 ", Split{At: 12}},
		{"split 2", Split{At: 2}},
		{"2 left", Split{At: 2, Keep: Left}},
		{"2 l", Split{At: 2, Keep: Left}},
		{"2, keep right", Split{At: 2, Keep: Right}},
		{"split at 2, keep left", Split{At: 2, Keep: Left}},
		{"split at 2 keep right", Split{At: 2, Keep: Right}},
	} {
		if got, err := ParseMove(tc.in); err != nil || got != tc.want {
			t.Errorf("ParseMove(%q): got %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
	for _, s := range []string{"", "0", "-1", "x", "split at", "2 middle", "2 left right", "keep left", "2 keep", "split at 2, keep smaller"} {
		if m, err := ParseMove(s); err == nil {
			t.Errorf("ParseMove(%q): got %v, want an error", s, m)
		}
	}
	for _, m := range []Split{{At: 3}, {At: 3, Keep: Left}, {At: 40, Keep: Right}} {
		for _, s := range []string{m.String(), m.Label()} {
			if got, err := ParseMove(s); err != nil || got != m {
				t.Errorf("ParseMove(%q): got %v, %v; want %v", s, got, err, m)
			}
		}
	}
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"2", "split at 2, keep left", "3 r", "", "split at -1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseMove(s)
		if err != nil {
			return
		}
		back, err := ParseMove(m.String())
		if err != nil || back != m {
			t.Fatalf("%q reads as %v, whose text reads back as %v, %v", s, m, back, err)
		}
		if sp := m.(Split); sp.At < 1 || sp.Keep > Right {
			t.Fatalf("%q reads as a malformed %+v", s, sp)
		}
	})
}

func TestSpec(t *testing.T) {
	if err := game.CheckSpec(StoneGameV); err != nil {
		t.Fatal(err)
	}
	for _, ex := range StoneGameV.Examples {
		p, err := StoneGameV.Start(context.Background(), ex.Args)
		if err != nil {
			t.Fatal(err)
		}
		if got := StoneGameV.Answer(p.Solve()).String(); got != ex.Answer {
			t.Errorf("%v: got %s, want %s", ex.Args, got, ex.Answer)
		}
		if got, want := StoneGameV.Outcome(p.Solve(), nil), "Alice scores "+ex.Answer; got != want {
			t.Errorf("%v: got %q, want %q", ex.Args, got, want)
		}
	}
	if _, err := StoneGameV.Start(context.Background(), game.Args{game.ListOf(1), game.ListOf(2)}); err == nil {
		t.Error("two lists were accepted")
	}
}

func TestWords(t *testing.T) {
	p, _ := New([]int64{6, 2, 3, 4, 5, 5})
	line := p.Line()
	var says, shorts []string
	for _, st := range line {
		says = append(says, StoneGameV.Describe(st))
		shorts = append(shorts, string(StoneGameV.AppendShort(nil, st)))
	}
	// One numbering: the split and the stones thrown away are counted in
	// the stones that remain (the move's own numbering), not "splits at 1,
	// throws away stone 2", stone 2 of the whole row.
	wantSays := "Alice splits at 3 (after the 3rd remaining stone), throws away the heavier part (3 stones) and scores 11|" +
		"Alice splits at 1 (after the 1st remaining stone), throws away the heavier part (1 stone) and scores 5|" +
		"Alice splits at 1 (after the 1st remaining stone), throws away the heavier part (1 stone) and scores 2"
	if got := strings.Join(says, "|"); got != wantSays {
		t.Errorf("got %q, want %q", got, wantSays)
	}
	if got, want := strings.Join(shorts, "|"), "split at 3 (+11)|split at 1 (+5)|split at 1 (+2)"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	e, _ := New([]int64{2, 2, 3, 1})
	st, _, _ := game.Apply(e, Split{At: 2, Keep: Right})
	if got, want := StoneGameV.Describe(st), "Alice splits at 2 (after the 2nd remaining stone), keeps the right part (equal sums), throws away the left (2 stones) and scores 4"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got, want := p.Describe(), "6 2 3 4 5 5"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	long, _ := New(make([]int64, 20))
	if got, want := long.Describe(), "0 0 0 0 0 0 0 0 0 0 0 0 … (8 more)"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestBoard(t *testing.T) {
	p, _ := New([]int64{2, 2, 3, 1, 6})
	_, next, _ := p.Play(Split{At: 4}) // 8 | 6 keeps the 6
	q := next.(Position)
	if q.l != 4 || q.r != 4 {
		t.Fatalf("got %d..%d, want 4..4", q.l, q.r)
	}
	b := p.Board()
	var moves []string
	for i, c := range b.Cells {
		if c.Taken {
			t.Errorf("cell %d taken at the start", i)
		}
		if c.Move != nil {
			moves = append(moves, c.Move.String())
		}
	}
	// 2 | 12, 4 | 10, 7 | 7 (equal: not on the board), 8 | 6.
	if got, want := strings.Join(moves, "|"), "split at 1|split at 2|split at 4"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if !strings.Contains(b.Note, "equal at 3") {
		t.Errorf("the note %q does not name the equal split", b.Note)
	}
	_, next, _ = p.Play(Split{At: 3, Keep: Left})
	b = next.(Position).Board()
	for i, c := range b.Cells {
		if c.Taken != (i >= 3) {
			t.Errorf("after keeping 0..2, cell %d taken: %v", i, c.Taken)
		}
	}
}

func TestInsight(t *testing.T) {
	p, _ := New([]int64{6, 2, 3, 4, 5, 5})
	in, ok := p.Insight()
	if !ok || len(in.Rows) != 3 {
		t.Fatalf("got %v, %+v", ok, in)
	}
	want := []string{"1", "0..5", "[6 2 3] | [4 5 5]", "11 | 14", "left (the smaller)", "11", "11"}
	if got := strings.Join(in.Rows[0], "|"); got != strings.Join(want, "|") {
		t.Errorf("got %q, want %q", got, strings.Join(want, "|"))
	}
	if got := in.Rows[2][6]; got != "18" {
		t.Errorf("the running score ends at %s, want 18", got)
	}
	if got := in.Footer[len(in.Footer)-1]; got != "Alice scores 18." {
		t.Errorf("got %q", got)
	}
	// 1 1 2 4 8 … keeps all but the last stone each time: n−1 levels.
	row := []int64{1}
	for range 59 {
		row = append(row, 1<<(len(row)-1))
	}
	long, _ := New(row)
	in, _ = long.Insight()
	if len(in.Rows) != treeMax || !strings.Contains(in.Footer[0], "first 40 of the 59 levels") {
		t.Errorf("a 59-level tree: %d rows, footer %q", len(in.Rows), in.Footer)
	}
	if got := in.Rows[0][2]; !strings.HasPrefix(got, "[1 1 2 … 36028797018963968 72057594037927936 144115188075855872] (59 stones) | [288230376151711744]") {
		t.Errorf("got %q, want the left part abridged", got)
	}
}

func TestTable(t *testing.T) {
	p, _ := New([]int64{6, 2, 3, 4, 5, 5})
	tb, ok := p.Table(10)
	if !ok {
		t.Fatal("no table for 6 stones")
	}
	if got := tb.Cells[0][5]; got != 18 {
		t.Errorf("dp(0..5): got %d, want 18", got)
	}
	if tb.Has[3][1] || !tb.Has[1][3] {
		t.Error("the table's shape is not the upper triangle")
	}
	wantPath := [][2]int{{0, 5}, {0, 2}, {1, 2}, {1, 1}}
	if len(tb.Path) != len(wantPath) {
		t.Fatalf("got path %v, want %v", tb.Path, wantPath)
	}
	for k := range wantPath {
		if tb.Path[k] != wantPath[k] {
			t.Errorf("got path %v, want %v", tb.Path, wantPath)
		}
	}
	if _, ok := p.Table(5); ok {
		t.Error("a table past max")
	}
}
