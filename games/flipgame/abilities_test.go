package flipgame

import (
	"math"
	"slices"
	"strings"
	"testing"

	"stonegame/game"
)

func TestDescribe(t *testing.T) {
	long := strings.Repeat("+-", 60) // 120 characters
	for _, tc := range []struct{ state, want string }{
		{"", "an empty string"},
		{"+--+", "+--+"},
		{strings.Repeat("+", 100), strings.Repeat("+", 100)},
		{long, long[:40] + " … (40 more) … " + long[80:]},
	} {
		if got := mustNew(t, tc.state).Describe(); got != tc.want {
			t.Errorf("Describe(%q) = %q, want %q", tc.state, got, tc.want)
		}
	}
}

func TestTouches(t *testing.T) {
	p := mustNew(t, "++-++")
	for _, tc := range []struct {
		m        game.Move
		first, n int
	}{
		{Flip(0), 0, 2}, {Flip(3), 3, 2}, {Flip(4), -1, 0}, {Flip(-1), -1, 0}, {Flip(math.MaxInt), -1, 0}, {other{}, -1, 0},
	} {
		if first, n := p.Touches(tc.m); first != tc.first || n != tc.n {
			t.Errorf("Touches(%v) = %d, %d; want %d, %d", tc.m, first, n, tc.first, tc.n)
		}
	}
	st, _, err := game.Apply(p, Flip(3))
	if err != nil || st.Index != 3 || st.Count != 2 {
		t.Errorf("Apply(flip 3) = %+v, %v; want index 3, count 2", st, err)
	}
}

func TestBoard(t *testing.T) {
	p := mustNew(t, "+++-+-++")
	b := p.Board()
	want := "+++-+-++"
	wantMoves := map[int]game.Move{0: Flip(0), 1: Flip(1), 6: Flip(6)}
	if len(b.Cells) != len(want) {
		t.Fatalf("%d cells, want %d", len(b.Cells), len(want))
	}
	for i, c := range b.Cells {
		if c.Text != want[i:i+1] || len(c.Values) != 0 || c.Taken != (want[i] == '-') || c.Move != wantMoves[i] {
			t.Errorf("cell %d = %+v, want text %q, taken %v, move %v", i, c, want[i:i+1], want[i] == '-', wantMoves[i])
		}
		if c.Move != nil {
			if first, n := p.Touches(c.Move); first != i || n != 2 {
				t.Errorf("cell %d plays %v, which touches %d, %d", i, c.Move, first, n)
			}
		}
	}
	// What the board hands out is the caller's: scribbling over it changes
	// neither the position nor its next board.
	for i := range b.Cells {
		b.Cells[i].Text = "x"
		b.Cells[i].Values = append(b.Cells[i].Values, 8)
	}
	again := p.Board()
	for i, c := range again.Cells {
		if c.Text != want[i:i+1] || len(c.Values) != 0 {
			t.Fatalf("after writing into a board, cell %d of the next one is %+v", i, c)
		}
	}
	if p.s != "+++-+-++" || p.x != 0 {
		t.Errorf("after writing into a board, the position is %q (XOR %d)", p.s, p.x)
	}
}

// TestInsight: one numbering, from 0, for the runs, the characters and
// the flips (runs used to count from 1 beside characters from 0).
func TestInsight(t *testing.T) {
	tests := []struct {
		state  string
		rows   [][]string
		footer string
	}{
		{"++++", [][]string{{"0", "0", "4", "2"}, {"XOR", "", "", "2"}},
			"The XOR is 2, not 0: player 1, to move, wins. Player 1 flips the ++ at characters 1 and 2, in run 0 (4 pluses from character 0, worth 2; runs and characters are counted from 0, as a flip is): it leaves runs of 1 and 1 there, worth g(1) XOR g(1) = 0 XOR 0 = 0, and the XOR of the whole string becomes 2 XOR 2 XOR 0 = 0."},
		{"++-+++", [][]string{{"0", "0", "2", "1"}, {"1", "3", "3", "1"}, {"XOR", "", "", "0"}},
			"The XOR is 0: player 1, to move, loses whatever they flip."},
		{"+-+", [][]string{{"0", "0", "1", "0"}, {"1", "2", "1", "0"}, {"XOR", "", "", "0"}},
			"Every run holds a single +, worth g(1) = 0: no ++ is left"},
		{"--", [][]string{{"XOR", "", "", "0"}},
			"The string has no +: player 1, to move, cannot flip and has lost."},
		// Runs of 7, 1 and 6: 1 XOR 0 XOR 3 = 2; the winning flips turn
		// the 6 (worth 3) into a position worth 1: 1 and 3 (g 0 and 1).
		{"+++++++-+-++++++", [][]string{{"0", "0", "7", "1"}, {"1", "8", "1", "0"}, {"2", "10", "6", "3"}, {"XOR", "", "", "2"}},
			"The XOR is 2, not 0: player 1, to move, wins. Player 1 flips the ++ at"},
	}
	for _, tc := range tests {
		p := mustNew(t, tc.state)
		in, ok := p.Insight()
		if !ok {
			t.Fatalf("%q: no insight", tc.state)
		}
		if !slices.EqualFunc(in.Rows, tc.rows, slices.Equal) {
			t.Errorf("%q: rows %q, want %q", tc.state, in.Rows, tc.rows)
		}
		if len(in.Footer) != 1 || !strings.Contains(in.Footer[0], tc.footer) {
			t.Errorf("%q: footer %q, want it to contain %q", tc.state, in.Footer, tc.footer)
		}
		all := strings.Join(in.Paragraphs, " ")
		for _, want := range []string{"Dawson's Kayles", "Sprague–Grundy theorem", "Nim's XOR of piles", "period 34"} {
			if !strings.Contains(all, want) {
				t.Errorf("%q: the insight does not say %q", tc.state, want)
			}
		}
	}
}

// The move the insight names makes the XOR 0, is the optimal line's
// first, and the table stops after insightRuns runs.
func TestInsightMove(t *testing.T) {
	eachString(12, func(s string) {
		p := mustNew(t, s)
		if !p.Wins() {
			return
		}
		in, _ := p.Insight()
		first := p.Line()[0].Move
		if !strings.Contains(in.Footer[0], "flips the ++ at characters "+strings.TrimPrefix(first.String(), "flip ")+" and ") {
			t.Fatalf("%q: the insight %q does not name the line's %v", s, in.Footer[0], first)
		}
		q, _ := p.after(first)
		if q.x != 0 {
			t.Fatalf("%q: the line's first move %v leaves XOR %d", s, first, q.x)
		}
	})
	p := mustNew(t, strings.Repeat("++-", 30))
	in, _ := p.Insight()
	if got, want := len(in.Rows), insightRuns+2; got != want {
		t.Errorf("30 runs: %d rows, want %d (the first runs, one for the rest, the XOR)", got, want)
	}
	if got := in.Rows[insightRuns]; got[2] != "6 more" {
		t.Errorf("30 runs: the row after the first %d is %q, want one for 6 more", insightRuns, got)
	}
}
