package squares

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
	"stonegame/internal/oracletest"
)

// textbook is the O(n√n) DP: win[p] iff some square k² <= p leaves a
// losing p - k². It is the second oracle, fast enough for n up to 10^6.
func textbook(n int) []bool {
	win := make([]bool, n+1)
	for p := 1; p <= n; p++ {
		for k := 1; k*k <= p; k++ {
			if !win[p-k*k] {
				win[p] = true
				break
			}
		}
	}
	return win
}

func mustNew(t testing.TB, n int64) Position {
	t.Helper()
	p, err := New(n)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestExamples(t *testing.T) {
	tests := []struct {
		name string
		n    int64
		want bool
	}{
		{"leetcode example 1", 1, true},
		{"leetcode example 2", 2, false},
		{"leetcode example 3", 4, true},
		{"empty pile: Alice cannot move", 0, false},
		{"3: remove 1 to leave 2", 3, true},
		{"5: both moves leave a win", 5, false},
		{"7", 7, false},
		{"17", 17, false},
		{"LeetCode's bound", 100_000, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Wins(tc.n)
			if err != nil || got != tc.want {
				t.Errorf("Wins(%d) = %v, %v; want %v", tc.n, got, err, tc.want)
			}
		})
	}
}

func TestSpecExamples(t *testing.T) {
	if err := game.CheckSpec(StoneGameIV); err != nil {
		t.Fatal(err)
	}
	for _, ex := range StoneGameIV.Examples {
		p, err := StoneGameIV.Start(context.Background(), ex.Args)
		if err != nil {
			t.Fatalf("%v: %v", ex.Args, err)
		}
		if got := StoneGameIV.Answer(p.Solve()).String(); got != ex.Answer {
			t.Errorf("%v: got %s, want %s", ex.Args, got, ex.Answer)
		}
	}
}

func TestNewRefuses(t *testing.T) {
	tests := []struct {
		name string
		args game.Args
		want string
	}{
		{"negative", game.Args{game.IntOf(-1)}, "fewer than 0"},
		{"too large", game.Args{game.IntOf(MaxN + 1)}, "n = 50000001: the pile is too large: this solver takes at most 50000000 stones"},
		{"no parameter", game.Args{}, "stone-game-iv takes n: 1 parameter, not 0"},
		{"two parameters", game.Args{game.IntOf(1), game.IntOf(2)}, "stone-game-iv takes n: 1 parameter, not 2"},
		{"a list", game.Args{game.ListOf(1, 2)}, "n is an integer, not a list of integers"},
		{"an empty list", game.Args{game.ListOf()}, "n is an integer, not a list of integers"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := StoneGameIV.Start(context.Background(), tc.args)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error containing %q", err, tc.want)
			}
		})
	}
	if _, err := New(MaxN + 1); !errors.Is(err, ErrTooLarge) {
		t.Errorf("New(MaxN+1): got %v, want ErrTooLarge", err)
	}
}

// verify holds every fast answer at p to the oracle: the result, each
// option, remoteness and Grundy value included, and the line, move by
// move, which must follow the remoteness. With full, each option's
// remoteness is the oracle's on the pile it leaves (an oracle run per
// move); otherwise it is the fast Solve's there, for a caller that
// verifies every smaller pile too.
func verify(t *testing.T, p Position, full bool) {
	t.Helper()
	if full {
		if err := oracletest.Outcomes(p); err != nil {
			t.Fatal(err)
		}
	} else {
		if got, want := p.Solve(), game.Solve(p); got != want {
			t.Fatalf("%d stones: Solve = %+v, want %+v (oracle)", p.n, got, want)
		}
		fast, slow := p.Options(), game.Options(p)
		if len(fast) != len(slow) {
			t.Fatalf("%d stones: %d options, want %d", p.n, len(fast), len(slow))
		}
		for k := range fast {
			q, _ := p.after(fast[k].Move)
			slow[k].Remoteness = q.Solve().Remoteness
			if fast[k] != slow[k] {
				t.Fatalf("%d stones: option %d = %+v, want %+v", p.n, k, fast[k], slow[k])
			}
		}
		if g, ok := p.Grundy(); !ok || g != game.Grundy(p) {
			t.Fatalf("%d stones: Grundy %d, %v; want %d (oracle)", p.n, g, ok, game.Grundy(p))
		}
	}
	if _, ok := p.Grundy(); !ok {
		t.Fatalf("%d stones: no Grundy value", p.n)
	}
	verifyLine(t, p)
}

// verifyLine checks, by the fast Options (held to the oracle by verify),
// that every move of p's line is the one game.LineBy plays (optimal, and
// game.Quickest's choice: the remoteness decides), that game.Apply makes
// the same step, and that the line ends the game with Solve's result, its
// length the remoteness.
func verifyLine(t *testing.T, p Position) {
	t.Helper()
	if err := oracletest.OutcomeLine(p); err != nil {
		t.Fatal(err)
	}
	var q game.Solvable = p
	for k, s := range p.Line() {
		_, best := game.Best(q.Options())
		if len(best) == 0 || game.Quickest(best).Move != s.Move {
			t.Fatalf("%d stones: line move %d is %v, want game.Quickest of %v", p.n, k+1, s.Move, best)
		}
		_, q, _ = game.Apply(q, s.Move)
	}
}

func TestOracleExhaustive(t *testing.T) {
	max := int64(300)
	if testing.Short() {
		max = 100
	}
	start := mustNew(t, max)
	for n := int64(0); n <= max; n++ {
		full := n <= 100
		verify(t, mustNew(t, n), full)
		// The positions of a larger game share its sieve and agree too,
		// with Bob to move.
		verify(t, Position{s: start.s, n: n, turn: game.Second}, full)
	}
}

// TestLineOfFour is issue 18's case: from 4 the winner removes all 4 at
// once, a line of one move.
func TestLineOfFour(t *testing.T) {
	p := mustNew(t, 4)
	line := p.Line()
	if len(line) != 1 || line[0].Move != Remove(4) || p.Solve().Remoteness != 1 {
		t.Errorf("the line from 4 is %v, remoteness %d; want remove 4, 1", line, p.Solve().Remoteness)
	}
}

// textbookRemoteness is the remoteness by its definition, every size
// looking at every move: O(n√n), the second oracle.
func textbookRemoteness(win []bool) []int {
	rem := make([]int, len(win))
	for p := 1; p < len(win); p++ {
		r := -1
		for k := 1; k*k <= p; k++ {
			q := rem[p-k*k]
			switch {
			case !win[p]:
				r = max(r, q)
			case !win[p-k*k] && (r < 0 || q < r):
				r = q
			}
		}
		rem[p] = r + 1
	}
	return rem
}

// TestRemotenessTable holds the sparse table to the textbook recurrence
// up to 10^5, and checks that the remoteness and Grundy values up to
// their bounds fit the tables' bytes (at most 128 and 74).
func TestRemotenessTable(t *testing.T) {
	n := 100_000
	if testing.Short() {
		n = 10_000
	}
	want := textbookRemoteness(textbook(n))
	p := mustNew(t, int64(n))
	for q := range want {
		if got := p.s.remoteness(int64(q)); got != want[q] {
			t.Fatalf("%d stones: remoteness %d, want %d", q, got, want[q])
		}
	}
	if testing.Short() {
		return
	}
	top := mustNew(t, RemotenessMax)
	top.s.remoteness(1)
	if m := slices.Max(top.s.rem); m != 128 {
		t.Errorf("the largest remoteness up to %d is %d, want 128", RemotenessMax, m)
	}
	g := mustNew(t, GrundyMax)
	g.Grundy()
	if m := slices.Max(g.s.grundy); m != 74 {
		t.Errorf("the largest Grundy value up to %d is %d, want 74", GrundyMax, m)
	}
}

// TestBounds: past RemotenessMax the remoteness is unknown and the line
// is the first optimal moves' (the loser removes 1); past GrundyMax there
// is no Grundy value.
func TestBounds(t *testing.T) {
	p := mustNew(t, RemotenessMax+1)
	if r := p.Solve().Remoteness; r != game.Unknown {
		t.Errorf("remoteness %d past the bound, want Unknown", r)
	}
	for _, o := range p.Options() {
		if o.Remoteness != game.Unknown {
			t.Fatalf("%v: remoteness %d past the bound, want Unknown", o.Move, o.Remoteness)
		}
	}
	if _, ok := p.Grundy(); ok {
		t.Error("a Grundy value past GrundyMax")
	}
	q := p
	for _, s := range p.Line() {
		k := int64(1)
		if q.Wins() {
			for q.s.wins(q.n - k*k) {
				k++
			}
		}
		if s.Move != Remove(k*k) {
			t.Fatalf("%d stones: the line plays %v, want remove %d", q.n, s.Move, k*k)
		}
		q, _ = q.after(s.Move)
	}
	if _, ok := mustNew(t, GrundyMax).Grundy(); !ok {
		t.Error("no Grundy value at GrundyMax")
	}
}

func TestSieveMatchesTextbook(t *testing.T) {
	n := 100_000
	if testing.Short() {
		n = 10_000
	}
	want := textbook(n)
	p := mustNew(t, int64(n))
	losing := int64(0)
	for q := range want {
		if got := p.s.wins(int64(q)); got != want[q] {
			t.Fatalf("%d stones: sieve says win = %v, textbook %v", q, got, want[q])
		}
		if !want[q] {
			losing++
		}
	}
	if p.s.losing != losing {
		t.Errorf("got %d losing sizes, want %d", p.s.losing, losing)
	}
}

// big is the textbook DP up to 10^6, computed once for the rapid tests.
var big = textbook(1_000_000)

func TestRandomAgainstTextbook(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.Int64Range(0, 1_000_000).Draw(rt, "n")
		p, err := New(n)
		if err != nil {
			rt.Fatal(err)
		}
		if got := p.Wins(); got != big[n] {
			rt.Fatalf("Wins(%d) = %v, want %v", n, got, big[n])
		}
		// Every option's value, at the start and a random step along
		// the line.
		line := p.Line()
		q := p
		if len(line) > 0 {
			for _, s := range line[:rapid.IntRange(0, len(line)-1).Draw(rt, "step")] {
				q, _ = q.after(s.Move)
			}
		}
		rem := -1 // the remoteness by its recurrence on the options'
		for _, o := range q.Options() {
			left := q.n - int64(o.Move.(Remove))
			want := int64(1) // it leaves a losing pile
			if big[left] {
				want = -1
			}
			if o.Value != want || o.Gain != 0 {
				rt.Fatalf("%d stones, %v: got %+v, want value %d", q.n, o.Move, o, want)
			}
			if r := o.Remoteness; q.Wins() && o.Value > 0 && (rem < 0 || r < rem) || !q.Wins() && r > rem {
				rem = r
			}
		}
		if got := q.Solve().Remoteness; got != rem+1 {
			rt.Fatalf("%d stones: remoteness %d, want %d by its options", q.n, got, rem+1)
		}
		if len(line) != p.Solve().Remoteness {
			rt.Fatalf("%d stones: a line of %d moves, remoteness %d", n, len(line), p.Solve().Remoteness)
		}
	})
}

// The line of a larger pile, checked by the fast Options (the oracle's
// are checked up to 300 stones): it follows the remoteness, and lasts
// Solve's remoteness.
func TestLineLarge(t *testing.T) {
	for _, n := range []int64{1000, 4097, 99_999, 100_000} {
		p := mustNew(t, n)
		verifyLine(t, p)
		if got, want := len(p.Line()), p.Solve().Remoteness; got != want {
			t.Errorf("%d stones: %d moves, remoteness %d", n, got, want)
		}
	}
}

func TestPlayRefuses(t *testing.T) {
	p := mustNew(t, 10)
	tests := []struct {
		m    game.Move
		want string
	}{
		{Remove(3), "not a positive square"},
		{Remove(0), "not a positive square"},
		{Remove(-4), "not a positive square"},
		{Remove(16), "only 10 stones left"},
		{fake{}, "not a move of this game"},
	}
	for _, tc := range tests {
		if _, _, err := p.Play(tc.m); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Play(%v): got %v, want an error containing %q", tc.m, err, tc.want)
		}
	}
	if _, q, err := p.Play(Remove(9)); err != nil || q.(Position).n != 1 || q.Turn() != game.Second {
		t.Errorf("Play(remove 9): got %v, %v; want 1 stone, Bob to move", q, err)
	}
}

type fake struct{}

func (fake) String() string { return "fake" }

func TestZeroPosition(t *testing.T) {
	var p Position
	if p.Wins() || p.Turn() != game.First || len(p.Moves()) != 0 || p.Payoff() != -1 || len(p.Line()) != 0 {
		t.Errorf("the zero Position is not a finished game lost by player 1")
	}
	if got, want := p.Solve(), (game.Result{Differential: -1}); got != want {
		t.Errorf("Solve = %+v, want %+v", got, want)
	}
	if _, ok := p.Insight(); !ok {
		t.Error("no insight")
	}
}

func TestParseMove(t *testing.T) {
	tests := []struct {
		in   string
		want game.Move
		err  string
	}{
		{"4", Remove(4), ""},
		{"remove 4", Remove(4), ""},
		{"  Remove 49 ", Remove(49), ""},
		{"remove1", Remove(1), ""},
		{"3", nil, "3 is not a square (the nearest are 1 and 4)"},
		{"0", nil, "at least 1 stone"},
		{"-4", nil, "at least 1 stone"},
		{"remove", nil, "type how many stones"},
		{"four", nil, "type how many stones"},
		{"99999999999999999999", nil, "type how many stones"},
		{"9223372036854775807", nil, "nearest below is 9223372030926249001"},
	}
	for _, tc := range tests {
		got, err := ParseMove(tc.in)
		switch {
		case tc.err == "" && (err != nil || got != tc.want):
			t.Errorf("ParseMove(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("ParseMove(%q): got %v, want an error containing %q", tc.in, err, tc.err)
		}
	}
	// Every move's String and Label round-trip.
	for _, m := range mustNew(t, 2000).Moves() {
		for _, s := range []string{m.String(), game.Label(m)} {
			if got, err := ParseMove(s); err != nil || got != m {
				t.Errorf("ParseMove(%q) = %v, %v; want %v", s, got, err, m)
			}
		}
	}
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"4", "remove 9", "3", "-1", "remove  16 ", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseMove(s)
		if err != nil {
			return
		}
		r, ok := m.(Remove)
		if !ok || !isSquare(int64(r)) {
			t.Fatalf("ParseMove(%q) = %v, not a square", s, m)
		}
		if back, err := ParseMove(m.String()); err != nil || back != m {
			t.Fatalf("%v does not round-trip: %v, %v", m, back, err)
		}
	})
}

func TestIsqrt(t *testing.T) {
	for _, x := range []int64{0, 1, 2, 3, 4, 15, 16, 17, 1 << 52, 1<<52 + 1, 1<<62 - 1, 9223372030926249001, 9223372030926249000, 1<<63 - 1} {
		r := isqrt(x)
		if r < 0 || r*r > x || r < maxRoot && (r+1)*(r+1) <= x {
			t.Errorf("isqrt(%d) = %d", x, r)
		}
	}
}

func TestWords(t *testing.T) {
	p := mustNew(t, 13)
	line := p.Line()
	if got, want := StoneGameIV.Describe(line[0]), "Alice removes 1 stone"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
	if got, want := string(StoneGameIV.AppendShort(nil, line[0])), "remove 1"; got != want {
		t.Errorf("Short = %q, want %q", got, want)
	}
	if got, want := StoneGameIV.Verdict(p.Solve()), "Alice wins in 7 moves"; got != want {
		t.Errorf("Verdict = %q, want %q", got, want)
	}
	for n, want := range map[int64]string{0: "an empty pile", 1: "a pile of 1 stone", 13: "a pile of 13 stones"} {
		if got := mustNew(t, n).Describe(); got != want {
			t.Errorf("Describe(%d) = %q, want %q", n, got, want)
		}
	}
	for n, want := range map[int64]string{0: "no stones to remove: the game is over", 3: "remove 1 stone", 13: "remove 1, 4 or 9 stones",
		3136: "remove 1, 4, 9, ... or 3136 stones (a square up to 56²)"} {
		b := mustNew(t, n).Board()
		if b.Note != want || len(b.Cells) != 1 || b.Cells[0].Values[0] != n {
			t.Errorf("Board(%d) = %+v, want one cell of %d and note %q", n, b, n, want)
		}
	}
}

func TestInsight(t *testing.T) {
	tests := []struct {
		n     int64
		want  []string // in the paragraphs
		rows  int
		first []string // the first row
	}{
		{13, []string{"Up to 13, 6 of the 14 sizes are losing: 0, 2, 5, 7, 10 and 12.",
			"13 is winning for Alice", "removing 1 stone leaves 12", "It is the only winning move of the 3", "the game lasts 7 moves from here"},
			3, []string{"1", "12", "losing", "none: every reply leaves a winning size"}},
		{1, []string{"1 is a square, and removing the 1 stone leaves Bob nothing to move. It is the only move."}, 1, nil},
		{2, []string{"the only move, removing 1 stone, leaves 1"}, 1, []string{"1", "1", "winning", "remove 1, leaving 0"}},
		{11, []string{"The 3 winning moves remove 1, 4 and 9 stones (of 3 moves)"}, 3, nil},
		{4, []string{"4 is a square, and removing all 4 stones leaves Bob nothing to move. It is the only winning move of the 2; the other leaves a winning size."}, 2, nil},
		{12, []string{"12 is losing for Alice", "each of the 3 squares"},
			3, []string{"1", "11", "winning", "remove 1, leaving 10"}},
		{0, []string{"Up to 0, 1 of the 1 sizes is losing: 0.", "cannot move and has lost"}, 0, nil},
		{1_000_000, []string{"13952 of the 1000001 sizes are losing", "The last 24 are",
			"The 11 winning moves remove 1600, 22500,"}, insightRows, []string{"1600", "998400", "losing", "none: every reply leaves a winning size"}},
	}
	for _, tc := range tests {
		in, ok := mustNew(t, tc.n).Insight()
		all := strings.Join(in.Paragraphs, "\n")
		for _, w := range tc.want {
			if !ok || !strings.Contains(all, w) {
				t.Errorf("%d: insight %q lacks %q", tc.n, all, w)
			}
		}
		if len(in.Rows) != tc.rows {
			t.Errorf("%d: %d rows, want %d", tc.n, len(in.Rows), tc.rows)
		}
		if tc.first != nil && strings.Join(in.Rows[0], "|") != strings.Join(tc.first, "|") {
			t.Errorf("%d: first row %q, want %q", tc.n, in.Rows[0], tc.first)
		}
		// Every row's claims hold.
		for _, r := range in.Rows {
			var sq, left int64
			if _, err := fmt.Sscan(r[0], &sq); err != nil {
				t.Fatal(err)
			}
			if _, err := fmt.Sscan(r[1], &left); err != nil {
				t.Fatal(err)
			}
			if left != tc.n-sq || (r[2] == "winning") != big[left] {
				t.Errorf("%d: row %q is wrong", tc.n, r)
			}
		}
	}
}

func TestLastLosing(t *testing.T) {
	p := mustNew(t, 100_000)
	var want []int64
	for q := 100_000; len(want) < 40; q-- {
		if !big[q] {
			want = append([]int64{int64(q)}, want...)
		}
	}
	got := p.s.lastLosing(100_000, 40)
	if !slices.Equal(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	for _, q := range []int64{0, 1, 63, 64, 65, 127, 128, 99_999, 100_000} {
		n := int64(0)
		for i := int64(0); i <= q; i++ {
			if !big[i] {
				n++
			}
		}
		if got := p.s.losingUpTo(q); got != n {
			t.Errorf("losingUpTo(%d) = %d, want %d", q, got, n)
		}
	}
}
