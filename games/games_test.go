package games

import (
	"context"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"stonegame/game"
	"strings"
	"testing"
)

func TestLeetCodeExamples(t *testing.T) {
	tests := []struct {
		game  string
		lists game.Args
		want  string
	}{
		{"486", game.Args{game.ListOf(1, 5, 2)}, "false"},
		{"486", game.Args{game.ListOf(1, 5, 233, 7)}, "true"},
		{"predict-the-winner", game.Args{game.ListOf(1, 1)}, "true"}, // a draw counts for player 1
		{"stone-game", game.Args{game.ListOf(1, 1)}, "false"},        // a draw is not a win
		{"877", game.Args{game.ListOf(5, 3, 4, 5)}, "true"},
		{"1686", game.Args{game.ListOf(1, 3), game.ListOf(2, 1)}, "1"},
		{"stone-game-vi", game.Args{game.ListOf(1, 2), game.ListOf(3, 1)}, "0"},
		{"Stone_Game_VI", game.Args{game.ListOf(2, 4, 3), game.ListOf(1, 6, 7)}, "-1"},
		{"1406", game.Args{game.ListOf(1, 2, 3, 7)}, `"Bob"`},
		{"leetcode-1406", game.Args{game.ListOf(1, 2, 3, -9)}, `"Alice"`},
		{"stone-game-3", game.Args{game.ListOf(1, 2, 3, 6)}, `"Tie"`},
		{"1690", game.Args{game.ListOf(5, 3, 1, 4, 2)}, "6"},
		{"stone-game-7", game.Args{game.ListOf(7, 90, 5, 1, 100, 10, 10, 2)}, "122"},
	}
	for _, tc := range tests {
		g, err := Lookup(tc.game)
		if err != nil {
			t.Fatal(err)
		}
		p, err := g.Start(context.Background(), tc.lists)
		if err != nil {
			t.Fatal(err)
		}
		s := game.NewSolution(g, p, false)
		got, _ := json.Marshal(s.Answer())
		if string(got) != tc.want {
			t.Errorf("%s %v: answer %s, want %s", tc.game, tc.lists, got, tc.want)
		}
	}
}

func TestJSON(t *testing.T) {
	g, _ := Lookup("486")
	p, _ := g.Start(context.Background(), game.Args{game.ListOf(1, 5, 100, 7)})
	got := string(game.NewSolution(g, p, true).AppendJSON(nil))
	want := `{"game":"predict-the-winner","answer":true,"winner":"first","first":101,"second":12,"differential":89,"line":[` +
		`{"player":1,"take":"left","index":0,"value":1},{"player":2,"take":"left","index":1,"value":5},` +
		`{"player":1,"take":"left","index":2,"value":100},{"player":2,"take":"left","index":3,"value":7}]}`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	if !json.Valid([]byte(got)) {
		t.Error("not valid JSON")
	}
	g, _ = Lookup("1686")
	p, _ = g.Start(context.Background(), game.Args{game.ListOf(1, 3), game.ListOf(2, 1)})
	got = string(game.NewSolution(g, p, true).AppendJSON(nil))
	want = `{"game":"stone-game-vi","answer":1,"winner":"first","first":3,"second":2,"differential":1,"line":[` +
		`{"player":1,"take":1,"index":1,"value":3},{"player":2,"take":0,"index":0,"value":2}]}`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
}

func TestLookupUnknown(t *testing.T) {
	_, err := Lookup("stone-game-xiv")
	if err == nil || !strings.Contains(err.Error(), strings.Join(Names(), ", ")) || !strings.Contains(err.Error(), "predict-the-winner, stone-game, ") {
		t.Errorf("got %v, want an error listing the games", err)
	}
}

func TestStreamMatchesPosition(t *testing.T) {
	row := []int64{3, 9, 1, 2, 8, 8, 0, -4}
	for _, g := range All() {
		if g.Stream == nil {
			continue
		}
		s := g.Stream()
		for _, x := range row {
			s.Push(x)
		}
		p, _ := g.Start(context.Background(), game.Args{game.ListOf(row...)})
		if got, want := s.Result(), p.Solve(); got != want {
			t.Errorf("%s: stream %+v, position %+v", g.Name, got, want)
		}
	}
}

func TestWords(t *testing.T) {
	g, _ := Lookup("486")
	p, _ := g.Start(context.Background(), game.Args{game.ListOf(1, 5, 2)})
	s := game.NewSolution(g, p, true)
	if got, want := s.Verdict(), "player 2 wins 5 to 3 (differential -2)"; got != want {
		t.Errorf("Verdict = %q, want %q", got, want)
	}
	if got, want := g.Describe(s.Line[0]), "player 1 takes 1 from the left"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
	g, _ = Lookup("1686")
	p, _ = g.Start(context.Background(), game.Args{game.ListOf(1, 2), game.ListOf(3, 1)})
	s = game.NewSolution(g, p, true)
	if got, want := s.Verdict(), "a draw, 1 to 1 (differential 0)"; got != want {
		t.Errorf("Verdict = %q, want %q", got, want)
	}
	if got, want := g.Describe(s.Line[0]), "Alice takes stone 0, worth 1 to Alice"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
}

// WriteJSON writes what AppendJSON appends, also for a line long enough to
// be written in pieces.
func TestWriteJSON(t *testing.T) {
	row := make([]int64, 30000)
	for i := range row {
		row[i] = int64(i * 7 % 101)
	}
	for _, withLine := range []bool{false, true} {
		g, _ := Lookup("486")
		p, _ := g.Start(context.Background(), game.Args{game.ListOf(row...)})
		s := game.NewSolution(g, p, withLine)
		var w strings.Builder
		if _, err := s.WriteJSON(&w, nil); err != nil {
			t.Fatal(err)
		}
		if want := string(s.AppendJSON(nil)) + "\n"; w.String() != want {
			t.Errorf("withLine=%v: WriteJSON differs from AppendJSON (%d and %d bytes)", withLine, w.Len(), len(want))
		}
	}
}

func TestByParams(t *testing.T) {
	tests := []struct {
		names []string
		want  string // "" for nil
	}{
		{[]string{"aliceValues", "bobValues"}, "stone-game-vi"},
		{[]string{"bobValues"}, "stone-game-vi"},
		{[]string{"piles"}, ""}, // stone-game and stone-game-ii
		{[]string{"maxChoosableInteger"}, "can-i-win"},
		{[]string{"nums"}, ""}, // predict-the-winner and find-if-digit-game-can-be-won
		{[]string{"nums", "piles"}, ""},
		{[]string{"stones"}, ""},
		{nil, ""},
	}
	for _, tc := range tests {
		got := ""
		if gs := ByParams(tc.names); len(gs) == 1 {
			got = gs[0].Name
		}
		if got != tc.want {
			t.Errorf("ByParams(%q) = %q, want %q alone", tc.names, got, tc.want)
		}
	}
}

// ByNames chooses the one game that takes the names, the default when
// none does or when it is one of several, and says which games when
// several others do.
func TestByNames(t *testing.T) {
	for _, tc := range []struct {
		names []string
		want  string // "" for an *AmbiguousError
	}{
		{[]string{"nums"}, "predict-the-winner"},
		{[]string{"colors"}, "remove-colored-pieces-if-both-neighbors-are-the-same-color"},
		{[]string{"unknownName"}, "predict-the-winner"},
		{[]string{"piles"}, ""},
	} {
		g, err := ByNames(tc.names, Default)
		var amb *AmbiguousError
		switch {
		case tc.want == "" && !errors.As(err, &amb):
			t.Errorf("ByNames(%q) = %v, %v, want an *AmbiguousError", tc.names, g, err)
		case tc.want != "" && (err != nil || g.Name != tc.want):
			t.Errorf("ByNames(%q) = %v, %v, want %s", tc.names, g, err, tc.want)
		}
	}
}

// A line longer than game.LineMax is never built: Solve keeps its first
// moves and says how long it may be, at once and in little memory.
func TestLongLine(t *testing.T) {
	for _, tc := range []struct {
		game string
		args game.Args
	}{
		{"nim-game", game.Args{game.IntOf(2147483647)}},
		{"coins-in-a-line", game.Args{game.IntOf(1 << 62)}},
		{"divisor-game", game.Args{game.IntOf(1_000_000_000_000)}},
		{"coin-game", game.Args{game.IntOf(1 << 40), game.IntOf(1 << 42)}},
	} {
		g, _ := Lookup(tc.game)
		p, err := g.Start(context.Background(), tc.args)
		if err != nil {
			t.Fatal(err)
		}
		s := game.NewSolution(g, p, true)
		if s.Long <= game.LineMax || len(s.Line) != game.PrefixMoves || s.Result != p.Solve() {
			t.Errorf("%s %v: Long %d, %d moves, result %+v; want a bound past %d, %d moves and %+v", tc.game, tc.args, s.Long, len(s.Line), s.Result, game.LineMax, game.PrefixMoves, p.Solve())
		}
	}
	g, _ := Lookup("nim-game")
	p, _ := g.Start(context.Background(), game.Args{game.IntOf(7)})
	if s := game.NewSolution(g, p, true); s.Long != 0 || len(s.Line) == 0 {
		t.Errorf("a short line: Long %d, %d moves", s.Long, len(s.Line))
	}
}

// TestJSONByKind: the result's members follow the game's kind, a win/lose
// game's remoteness included, a solo game's score alone.
func TestJSONByKind(t *testing.T) {
	for _, tc := range []struct {
		game string
		args game.Args
		want string
	}{
		{"stone-game-iv", game.Args{game.IntOf(4)}, `{"game":"stone-game-iv","answer":true,"winner":"first","remoteness":1,"grundy":2}`},
		{"can-i-win", game.Args{game.IntOf(5), game.IntOf(50)}, `{"game":"can-i-win","answer":false,"winner":"draw"}`},
		{"stone-game-v", game.Args{game.ListOf(6, 2, 3, 4, 5, 5)}, `{"game":"stone-game-v","answer":18,"score":18}`},
	} {
		g, _ := Lookup(tc.game)
		p, err := g.Start(context.Background(), tc.args)
		if err != nil {
			t.Fatal(err)
		}
		if got := string(game.NewSolution(g, p, false).AppendJSON(nil)); got != tc.want {
			t.Errorf("%s: got  %s\nwant %s", tc.game, got, tc.want)
		}
	}
}

// A constraint on the size itself is met near the size asked for:
// stone-game's even number of piles at an odd size, the odd number of
// nodes of binary-tree-coloring-game at LeetCode's bound of 100 and past
// it. Every draw stays within the constraints.
func TestRandomNearSize(t *testing.T) {
	for _, tt := range []struct {
		game  string
		sizes []int
	}{
		{"stone-game", []int{0, 1, 3, 5, 101, 499, 500, 501, 10_000}},
		{"binary-tree-coloring-game", []int{0, 1, 2, 99, 100, 101, 1000}},
	} {
		g, err := Lookup(tt.game)
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range tt.sizes {
			r := rand.New(rand.NewPCG(uint64(n), 7))
			for range 20 {
				args, err := g.Random(r, n)
				if err != nil {
					t.Fatalf("%s, size %d: %v", tt.game, n, err)
				}
				if err := g.CheckArgs(args); err != nil {
					t.Fatalf("%s, size %d: drew %v, outside the constraints: %v", tt.game, n, args, err)
				}
			}
		}
	}
}
