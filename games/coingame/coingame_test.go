package coingame

import (
	"context"
	"encoding/json"
	"math"
	"strings"
	"testing"

	"stonegame/game"
	"stonegame/internal/oracletest"
)

func TestSpec(t *testing.T) {
	if err := game.CheckSpec(CoinGame); err != nil {
		t.Fatalf("CheckSpec = %v, want nil", err)
	}
	for _, ex := range CoinGame.Examples {
		p, err := CoinGame.Start(context.Background(), ex.Args)
		if err != nil {
			t.Fatal(err)
		}
		if got := CoinGame.Answer(p.Solve()).String(); got != ex.Answer {
			t.Errorf("%v: got %s, want %s", ex.Args, got, ex.Answer)
		}
	}
}

// TestExhaustive holds Solve, Options and Line, remoteness and Grundy
// values included, to the oracle for every x and y up to 30, from either
// player's turn.
func TestExhaustive(t *testing.T) {
	for x := int64(0); x <= 30; x++ {
		for y := int64(0); y <= 30; y++ {
			p, err := New(x, y)
			if err != nil {
				t.Fatal(err)
			}
			for _, q := range []Position{p, {x: x, y: y, turn: game.Second}} {
				if err := oracletest.CheckOutcomes(q); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

func TestAnswers(t *testing.T) {
	for _, tc := range []struct {
		x, y int64
		want string
	}{
		{1, 4, "Alice"}, {1, 3, "Bob"}, {0, 100, "Bob"}, {100, 100, "Alice"}, // k = 25
		{100, 99, "Bob"}, {3, 100, "Alice"}, {math.MaxInt64, math.MaxInt64, "Alice"}, // k = (2^63-1)/4 = 2^61-1, odd
	} {
		p, err := New(tc.x, tc.y)
		if err != nil {
			t.Fatal(err)
		}
		if got := CoinGame.Answer(p.Solve()).String(); got != tc.want {
			t.Errorf("(%d, %d): got %s, want %s", tc.x, tc.y, got, tc.want)
		}
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct {
		args game.Args
		want string
	}{
		{game.Args{game.IntOf(-1), game.IntOf(4)}, "x = -1"},
		{game.Args{game.IntOf(1), game.IntOf(-4)}, "y = -4"},
		{game.Args{game.ListOf(1, 4)}, "find-the-winning-player-in-coin-game takes x and y: 2 parameters, not 1"},
		{game.Args{game.IntOf(1), game.ListOf(4, 5)}, "y is an integer, not a list of integers"},
	} {
		if _, err := CoinGame.Start(context.Background(), tc.args); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: got %v, want an error containing %q", tc.args, err, tc.want)
		}
	}
	p, _ := New(1, 3)
	if _, _, err := p.Play(PickUp{}); err == nil || !strings.Contains(err.Error(), "not left (x = 1, y = 3)") {
		t.Errorf("Play at (1, 3): got %v, want 'not left'", err)
	}
}

func TestParseMove(t *testing.T) {
	for _, s := range []string{PickUp{}.String(), "Pick  Up", "115", "p", " pick ", "75 10 10 10 10"} {
		if got, err := ParseMove(s); err != nil || got != (PickUp{}) {
			t.Errorf("ParseMove(%q) = %v, %v, want pick up 115", s, got, err)
		}
	}
	for _, bad := range []string{"", "100", "pick up 100"} {
		if _, err := ParseMove(bad); err == nil || !strings.Contains(err.Error(), "not a move") {
			t.Errorf("ParseMove(%q): got %v, want a 'not a move' error", bad, err)
		}
	}
}

func TestInsight(t *testing.T) {
	p, _ := New(2, 7)
	if got, want := p.Describe(), "x = 2 coins of 75, y = 7 coins of 10"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
	if one, _ := New(1, 1); one.Describe() != "x = 1 coin of 75, y = 1 coin of 10" {
		t.Errorf("Describe = %q, want one coin, not 1 coins", one.Describe())
	}
	in, ok := p.Insight()
	if !ok {
		t.Fatal("no insight")
	}
	text := strings.Join(append(in.Paragraphs, in.Footer...), "\n")
	for _, w := range []string{"k = min(2, ⌊7/4⌋) = min(2, 1) = 1, odd, so Alice wins", "After 1 turn x = 1 and y = 3: Bob, to move, cannot"} {
		if !strings.Contains(text, w) {
			t.Errorf("the insight does not say %q:\n%s", w, text)
		}
	}
	if len(in.Rows) != 1 || strings.Join(in.Rows[0], " ") != "1 Alice 2 7" {
		t.Errorf("rows = %v, want [[1 Alice 2 7]]", in.Rows)
	}
}

func TestMoveJSON(t *testing.T) {
	want, err := json.Marshal(PickUp{})
	if got := (PickUp{}).AppendJSON(nil); err != nil || string(got) != string(want) || string(got) != `"pick up 115"` {
		t.Errorf("AppendJSON %s, json.Marshal %s, %v; want both \"pick up 115\"", got, want, err)
	}
}
