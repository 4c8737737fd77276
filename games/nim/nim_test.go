package nim

import (
	"context"
	"encoding/json"
	"math"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
	"stonegame/internal/oracletest"
)

var specs = []*game.Spec{NimGame, CoinsInALine, GameOfNim}

func TestSpecs(t *testing.T) {
	for _, s := range specs {
		if err := game.CheckSpec(s); err != nil {
			t.Errorf("CheckSpec(%s) = %v, want nil", s.Name, err)
		}
	}
}

func TestExamples(t *testing.T) {
	for _, s := range specs {
		for _, ex := range s.Examples {
			p, err := s.Start(context.Background(), ex.Args)
			if err != nil {
				t.Fatalf("%s %v: %v", s.Name, ex.Args, err)
			}
			if got := s.Answer(p.Solve()).String(); got != ex.Answer {
				t.Errorf("%s %v: got %s, want %s", s.Name, ex.Args, got, ex.Answer)
			}
		}
	}
}

func TestClosedForms(t *testing.T) {
	tests := []struct {
		spec *game.Spec
		args game.Args
		want bool
	}{
		{NimGame, game.Args{game.IntOf(7)}, true},
		{NimGame, game.Args{game.IntOf(8)}, false},
		{NimGame, game.Args{game.IntOf(math.MaxInt32)}, true}, // 2^31 - 1 = 3 mod 4
		{NimGame, game.Args{game.IntOf(math.MaxInt32 - 3)}, false},
		{NimGame, game.Args{game.IntOf(math.MaxInt64)}, true},
		{CoinsInALine, game.Args{game.IntOf(0)}, false},
		{CoinsInALine, game.Args{game.IntOf(5)}, true},
		{CoinsInALine, game.Args{game.IntOf(6)}, false},
		{CoinsInALine, game.Args{game.IntOf(math.MaxInt32)}, true}, // 2^31 - 1 = 1 mod 3
		{GameOfNim, game.Args{game.ListOf()}, false},
		{GameOfNim, game.Args{game.ListOf(0, 0)}, false},
		{GameOfNim, game.Args{game.ListOf(3, 4, 5)}, true},
		{GameOfNim, game.Args{game.ListOf(7, 7, 7, 7, 7, 7, 7)}, true},
		{GameOfNim, game.Args{game.ListOf(1000, 1000)}, false}, // past LeetCode's 7: still Nim
	}
	for _, tc := range tests {
		p, err := tc.spec.Start(context.Background(), tc.args)
		if err != nil {
			t.Fatalf("%s %v: %v", tc.spec.Name, tc.args, err)
		}
		if got := tc.spec.Answer(p.Solve()).Value(); got != tc.want {
			t.Errorf("%s %v: got %v, want %v", tc.spec.Name, tc.args, got, tc.want)
		}
	}
}

// TestLargestHeap plays at LeetCode 292's largest heap: Solve and Options
// are O(1), so this answers at once; Line (a billion moves) is not built.
func TestLargestHeap(t *testing.T) {
	h, err := NewHeap(math.MaxInt32, 3)
	if err != nil {
		t.Fatal(err)
	}
	if got := h.Solve().Differential; got != 1 {
		t.Errorf("Solve differential = %d, want 1", got)
	}
	_, best := game.Best(h.Options())
	if len(best) != 1 || best[0].Move != Take(3) || best[0].Value != 1 {
		t.Fatalf("best options = %v, want take 3 worth +1", best)
	}
	// Step a few moves through Options, as a bounded view of the line.
	var p game.Solvable = h
	for range 6 {
		_, best := game.Best(p.Options())
		_, q, err := game.Apply(p, best[0].Move)
		if err != nil {
			t.Fatal(err)
		}
		p = q
	}
	if got, want := p.(Heap).N(), int64(math.MaxInt32-3-4-4-1); got != want {
		t.Errorf("after 6 moves the heap is %d, want %d", got, want)
	}
}

func TestLineLength(t *testing.T) {
	for _, most := range []int64{2, 3} {
		for _, n := range []int64{0, 1, 4, 99, 100_000} {
			h, _ := NewHeap(n, most)
			m := most + 1
			want := 2 * (n / m) // a round: the loser's 1 and the winner's most
			if n%m != 0 {
				want++
			}
			if got := int64(len(h.Line())); got != want || int64(h.Solve().Remoteness) != want {
				t.Errorf("most %d, n = %d: %d moves, remoteness %d, want %d", most, n, got, h.Solve().Remoteness, want)
			}
		}
	}
}

// TestHeapRemoteness holds the closed form 2q / 2q+1 to the oracle's
// remoteness and the Grundy value n mod (Most+1) to its mex on every heap
// up to 300, taking 1 to 1..5.
func TestHeapRemoteness(t *testing.T) {
	for most := int64(1); most <= 5; most++ {
		for n := int64(0); n <= 300; n++ {
			h, _ := NewHeap(n, most)
			if got, want := h.Solve().Remoteness, game.Remoteness(h); got != want {
				t.Fatalf("most %d, n = %d: remoteness %d, want %d (oracle)", most, n, got, want)
			}
			if g, ok := h.Grundy(); !ok || g != game.Grundy(h) {
				t.Fatalf("most %d, n = %d: Grundy %d, %v, want %d (oracle)", most, n, g, ok, game.Grundy(h))
			}
		}
	}
	h, _ := NewHeap(math.MaxInt64, 1) // q = 2^62 - 1, j = 1: 2^63 - 1 moves
	if got := h.Solve().Remoteness; got != math.MaxInt64 {
		t.Errorf("a heap of 2^63 - 1, take 1: remoteness %d, want 2^63 - 1", got)
	}
}

// TestHeapExhaustive holds Solve, Options (remoteness and Grundy values
// included) and Line to the oracle on every heap up to 200, from either
// player's turn.
func TestHeapExhaustive(t *testing.T) {
	for _, most := range []int64{2, 3} {
		var all []game.Solvable
		for n := int64(0); n <= 200; n++ {
			h, err := NewHeap(n, most)
			if err != nil {
				t.Fatal(err)
			}
			all = append(all, h)
			if n > 0 {
				_, next, _ := h.Play(Take(1))
				all = append(all, next.(game.Solvable))
			}
		}
		exhaust(t, all)
	}
}

// TestPilesExhaustive holds Solve, Options (remoteness and Grundy values
// included) and Line to the oracle on every game of up to 4 piles of 0 to
// 4 (3 piles with -short).
func TestPilesExhaustive(t *testing.T) {
	var all []game.Solvable
	var piles []int64
	var rec func()
	rec = func() {
		p, err := NewPiles(piles)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, p)
		if len(piles) == 4 || testing.Short() && len(piles) == 3 {
			return
		}
		for x := int64(0); x <= 4; x++ {
			piles = append(piles, x)
			rec()
			piles = piles[:len(piles)-1]
		}
	}
	rec()
	exhaust(t, all)
}

// exhaust checks the values of every position of all, which between them
// hold every position their lines pass through, and then their lines.
func exhaust(t *testing.T, all []game.Solvable) {
	t.Helper()
	for _, p := range all {
		if err := oracletest.Outcomes(p); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range all {
		if err := oracletest.OutcomeLine(p); err != nil {
			t.Fatal(err)
		}
	}
}

func TestPilesAgainstOracle(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		piles := rapid.SliceOfN(rapid.Int64Range(0, 6), 0, 5).Draw(rt, "piles")
		p, err := NewPiles(piles)
		if err != nil {
			rt.Fatal(err)
		}
		var q game.Solvable = p
		// a random mid-game position, either player to move
		for range rapid.IntRange(0, 3).Draw(rt, "moves") {
			ms := q.Moves()
			if len(ms) == 0 {
				break
			}
			_, q, _ = game.Apply(q, ms[rapid.IntRange(0, len(ms)-1).Draw(rt, "move")])
		}
		if err := oracletest.Outcomes(q); err != nil {
			rt.Fatal(err)
		}
		if err := oracletest.OutcomeLine(q); err != nil {
			rt.Fatal(err)
		}
	})
}

// TestPilesLargeLine plays the line of piles too large for the oracle,
// judged by Options (held to the oracle above): it follows the
// remoteness, so it is as long as Solve says, and it is the line
// game.LineBy draws from Options.
func TestPilesLargeLine(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		piles := rapid.SliceOfN(rapid.Int64Range(0, 40), 1, 12).Draw(rt, "piles")
		p, err := NewPiles(piles)
		if err != nil {
			rt.Fatal(err)
		}
		if err := oracletest.OutcomeLine(p); err != nil {
			rt.Fatal(err)
		}
		line, by := p.Line(), game.LineBy(p, nil)
		if len(line) != len(by) {
			rt.Fatalf("%v: a line of %d moves, LineBy %d", piles, len(line), len(by))
		}
		for k := range line {
			if line[k] != by[k] {
				rt.Fatalf("%v: move %d is %v, LineBy's %v", piles, k+1, line[k].Move, by[k].Move)
			}
		}
	})
}

// TestPilesOptionsBound: past 2^24 piles × stones, an option's
// remoteness is unknown, and its value still exact; Solve still knows.
func TestPilesOptionsBound(t *testing.T) {
	piles := make([]int64, 100) // 100 × about 200,000 stones
	for i := range piles {
		piles[i] = int64(2000 + i%7)
	}
	p, err := NewPiles(piles)
	if err != nil {
		t.Fatal(err)
	}
	if r := p.Solve().Remoteness; r <= 0 {
		t.Errorf("Solve's remoteness %d, want it known", r)
	}
	for _, o := range p.Options()[:50] {
		if o.Remoteness != game.Unknown {
			t.Fatalf("%v: remoteness %d past the bound, want Unknown", o.Move, o.Remoteness)
		}
	}
	if n := len(p.Line()); n != p.Solve().Remoteness {
		t.Errorf("the line has %d moves, Solve's remoteness is %d", n, p.Solve().Remoteness)
	}
}

func TestParseMove(t *testing.T) {
	for _, m := range []game.Move{Take(1), Take(2), Take(3), Take(1 << 40)} {
		if got, err := ParseTake(m.String()); err != nil || got != m {
			t.Errorf("ParseTake(%q) = %v, %v, want %v", m.String(), got, err, m)
		}
	}
	for _, m := range []game.Move{Remove{0, 1}, Remove{2, 3}, Remove{6, 7}, Remove{999, 1 << 40}} {
		if got, err := ParseRemove(m.String()); err != nil || got != m {
			t.Errorf("ParseRemove(%q) = %v, %v, want %v", m.String(), got, err, m)
		}
		if got, err := ParseRemove(game.Label(m)); err != nil || got != m {
			t.Errorf("ParseRemove(%q) = %v, %v, want %v", game.Label(m), got, err, m)
		}
	}
	shorts := []struct {
		in   string
		want game.Move
	}{
		{"3", Take(3)}, {" Take 2 ", Take(2)}, {"t1", Take(1)}, {"take3", Take(3)},
		{"2 3", Remove{2, 3}}, {"pile 2 remove 3", Remove{2, 3}}, {"2:3", Remove{2, 3}},
		{"2,3", Remove{2, 3}}, {"Pile 0: Remove 7", Remove{0, 7}},
	}
	for _, tc := range shorts {
		parse := ParseTake
		if _, ok := tc.want.(Remove); ok {
			parse = ParseRemove
		}
		if got, err := parse(tc.in); err != nil || got != tc.want {
			t.Errorf("parse(%q) = %v, %v, want %v", tc.in, got, err, tc.want)
		}
	}
	for _, bad := range []string{"", "0", "-1", "take", "two", "1.5"} {
		if _, err := ParseTake(bad); err == nil || !strings.Contains(err.Error(), "not a move") {
			t.Errorf("ParseTake(%q): got %v, want a 'not a move' error", bad, err)
		}
	}
	for _, bad := range []string{"", "2", "2 0", "-1 3", "1 2 3", "pile x", "1001 1"} {
		if _, err := ParseRemove(bad); err == nil || !strings.Contains(err.Error(), "not a move") {
			t.Errorf("ParseRemove(%q): got %v, want a 'not a move' error", bad, err)
		}
	}
}

func TestBadInput(t *testing.T) {
	big := make([]int64, maxPiles+1)
	tests := []struct {
		spec *game.Spec
		args game.Args
		want string
	}{
		{NimGame, game.Args{game.IntOf(-1)}, "n = -1"},
		{NimGame, game.Args{game.ListOf(1, 2)}, "n is an integer, not a list of integers"},
		{NimGame, game.Args{}, "nim-game takes n: 1 parameter, not 0"},
		{CoinsInALine, game.Args{game.IntOf(-5)}, "n = -5"},
		{GameOfNim, game.Args{game.ListOf(1, -2)}, "piles[1] = -2"},
		{GameOfNim, game.Args{game.ListOf(1), game.ListOf(2)}, "game-of-nim takes piles: 1 parameter, not 2"},
		{GameOfNim, game.Args{game.IntOf(1)}, "piles is a list of integers, not an integer"},
		{GameOfNim, game.Args{game.ListOf(600_000, 600_000)}, "piles[1]: more than 1000000"},
		{GameOfNim, game.Args{game.ListOf(big...)}, "1001 piles"},
	}
	for _, tc := range tests {
		if _, err := tc.spec.Start(context.Background(), tc.args); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s %v: got error %v, want one containing %q", tc.spec.Name, tc.args, err, tc.want)
		}
	}
}

func TestIllegalPlay(t *testing.T) {
	h, _ := NewHeap(2, 3)
	p, _ := NewPiles([]int64{1, 2})
	tests := []struct {
		pos  game.Position
		move game.Move
		want string
	}{
		{h, Take(3), "only 2 left"},
		{h, Take(4), "1 to 3"},
		{h, Remove{0, 1}, "not a move"},
		{p, Remove{2, 1}, "no pile 2"},
		{p, Remove{1, 3}, "has only 2"},
		{p, Take(1), "not a move"},
	}
	for _, tc := range tests {
		if _, _, err := tc.pos.Play(tc.move); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Play(%v): got %v, want an error containing %q", tc.pos.Key(), tc.move, err, tc.want)
		}
	}
}

func TestInsight(t *testing.T) {
	tests := []struct {
		pos  game.Insighter
		want []string
	}{
		{must(NewHeap(7, 3)), []string{"7 mod 4 = 3", "taking 3", "leaves 4", "nearest to 7 are 4 and 8", "2 × 1 + 1 = 3 moves"}},
		{must(NewHeap(8, 3)), []string{"8 mod 4 = 0", "player 1 loses", "8 is one of them", "2 × 2 = 4 moves"}},
		{must(NewHeap(10, 2)), []string{"10 mod 3 = 1", "taking 1", "leaves 9"}},
		{must(newLine(0)), []string{"0, 3, 6, …; 0 is the first of them."}}, // not "the ones next to it are 0 and 3"
		{mustPiles([]int64{0}), []string{"The nim-sum is 0, and no stone is left: the player to move cannot move and has lost."}},
		// Coins in a Line speaks of a line of coins, not of a heap.
		{must(newLine(3)), []string{"A line of coins whose length is a multiple of 3 is lost", "From any other length", "| 3 loses none: every move leaves a winning line"}},
		{mustPiles([]int64{1, 2, 3}), []string{"nim-sum is 0", "| XOR 0 00", "one move per stone, 6 moves"}},
		{mustPiles([]int64{3, 4, 5}), []string{"nim-sum is 2 (010", "Pile 0 holds 3 = 011", "pile 0: remove 2 leaves piles 1 4 5", "| 1 4 100", "the game lasts 11 moves"}},
	}
	for _, tc := range tests {
		in, ok := tc.pos.Insight()
		if !ok {
			t.Fatalf("%v: no insight", tc.pos)
		}
		text := strings.Join(append(append(in.Paragraphs, flat(in.Rows)...), in.Footer...), "\n")
		for _, w := range tc.want {
			if !strings.Contains(text, w) {
				t.Errorf("%v: the insight does not say %q:\n%s", tc.pos, w, text)
			}
		}
	}
}

func TestDescribeAndBoard(t *testing.T) {
	h, _ := NewHeap(7, 3)
	p, _ := NewPiles([]int64{1, 0, 3})
	for _, tc := range []struct{ got, want string }{
		{h.Describe(), "a heap of 7"},
		{must(NewHeap(0, 3)).(Heap).Describe(), "an empty heap"},
		{p.Describe(), "piles 1 0 3"},
		{mustPiles(nil).(Piles).Describe(), "no piles"},
		{must(newLine(3)).(Heap).Describe(), "a line of 3 coins"},
		{must(newLine(1)).(Heap).Describe(), "a line of 1 coin"},
		{must(newLine(0)).(Heap).Describe(), "an empty line of coins"},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
	b := p.Board()
	if len(b.Cells) != 3 || b.Cells[1].Taken != true || b.Cells[2].Values[0] != 3 || b.Cells[0].Taken {
		t.Errorf("Board = %+v, want 3 cells, pile 1 taken, pile 2 holding 3", b)
	}
	st, _, err := game.Apply(p, Remove{2, 2})
	if err != nil || st.Index != 2 || st.Count != 0 {
		t.Errorf("Apply(pile 2: remove 2) = %+v, %v, want index 2", st, err)
	}
}

func flat(rows [][]string) []string {
	var s []string
	for _, r := range rows {
		s = append(s, "| "+strings.Join(r, " "))
	}
	return s
}

func must(h Heap, err error) game.Insighter {
	if err != nil {
		panic(err)
	}
	return h
}

func mustPiles(xs []int64) game.Insighter {
	p, err := NewPiles(xs)
	if err != nil {
		panic(err)
	}
	return p
}

func TestMoveJSON(t *testing.T) {
	for _, tc := range []struct {
		m    interface{ AppendJSON([]byte) []byte }
		want string
	}{
		{Take(3), `3`},
		{Remove{2, 3}, `"pile 2: remove 3"`},
	} {
		if got := string(tc.m.AppendJSON(nil)); got != tc.want {
			t.Errorf("AppendJSON(%v) = %s, want %s", tc.m, got, tc.want)
		}
	}
}

// TestMoveMarshal holds each move's AppendJSON to encoding/json, which
// front ends without the games package use.
func TestMoveMarshal(t *testing.T) {
	for _, m := range []interface {
		game.Move
		AppendJSON([]byte) []byte
	}{Take(3), Remove{2, 3}} {
		want, err := json.Marshal(m)
		if got := m.AppendJSON(nil); err != nil || string(got) != string(want) {
			t.Errorf("%v: AppendJSON %s, json.Marshal %s, %v", m, got, want, err)
		}
	}
}
