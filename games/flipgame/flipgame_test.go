package flipgame

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"stonegame/game"
	"stonegame/internal/oracletest"
)

func mustNew(t testing.TB, s string) Position {
	t.Helper()
	p, err := New(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestSpec(t *testing.T) {
	if err := game.CheckSpec(FlipGameII); err != nil {
		t.Fatal(err)
	}
	for _, ex := range FlipGameII.Examples {
		p, err := FlipGameII.Start(context.Background(), ex.Args)
		if err != nil {
			t.Fatalf("%v: %v", ex.Args, err)
		}
		if got := FlipGameII.Answer(p.Solve()).String(); got != ex.Answer {
			t.Errorf("%v: got %s, want %s", ex.Args, got, ex.Answer)
		}
		if err := FlipGameII.CheckArgs(ex.Args); err != nil {
			t.Errorf("%v: an official example is outside the constraints: %v", ex.Args, err)
		}
	}
}

func TestExamples(t *testing.T) {
	tests := []struct {
		state      string
		win        bool
		remoteness int
	}{
		{"++++", true, 1},    // LeetCode's example 1: flip the middle
		{"+", false, 0},      // LeetCode's example 2: no move
		{"", false, 0},       // an empty string: over before it starts
		{"---", false, 0},    // no +
		{"+-+-+", false, 0},  // no ++
		{"++", true, 1},      // the one flip wins
		{"+++", true, 1},     // either flip wins
		{"+++++", false, 2},  // g(5) = 0: every flip leaves one more
		{"++-++", false, 2},  // two runs of 2: 1 XOR 1 = 0
		{"++++++", true, 3},  // g(6) = 3
		{"+++++++", true, 3}, // g(7) = 1
		{"++-+++", false, 2}, // 1 XOR 1
		{"+++++++++++++++++", true, -2},
	}
	for _, tc := range tests {
		p := mustNew(t, tc.state)
		if got := p.Wins(); got != tc.win {
			t.Errorf("%q: Wins = %v, want %v", tc.state, got, tc.win)
		}
		r := p.Solve()
		want := tc.remoteness
		if want == -2 {
			want = game.Remoteness(p)
		}
		if r.Remoteness != want || r.Winner() == game.FirstWins != tc.win {
			t.Errorf("%q: Solve = %+v, want win %v in %d", tc.state, r, tc.win, want)
		}
	}
}

func TestNewRefuses(t *testing.T) {
	tests := []struct {
		name string
		args game.Args
		want string
	}{
		{"another character", game.Args{game.TextOf("++x+")}, "currentState[2] = 'x' is not '+' or '-'"},
		{"a space", game.Args{game.TextOf("++ +")}, "currentState[2] = ' ' is not '+' or '-'"},
		{"a control character", game.Args{game.TextOf("+\x00")}, `currentState[1] = '\x00' is not '+' or '-'`},
		{"a non-ASCII letter, as the rune", game.Args{game.TextOf("++ü")}, "currentState[2] = 'ü' is not '+' or '-'"},
		{"a byte that is not UTF-8", game.Args{game.TextOf("++\xc3")}, `currentState[2] = '\xc3' is not '+' or '-'`},
		{"too long", game.Args{game.TextOf(strings.Repeat("+", MaxLen+1))}, "currentState has 1000001 characters: this solver takes at most 1000000"},
		{"no parameter", game.Args{}, "not 0"},
		{"two parameters", game.Args{game.TextOf("++"), game.TextOf("++")}, "not 2"},
		{"a list", game.Args{game.ListOf(1, 2)}, "currentState is a string, not a list of integers"},
		{"an integer", game.Args{game.IntOf(4)}, "currentState is a string, not an integer"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := FlipGameII.Start(context.Background(), tc.args)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error containing %q", err, tc.want)
			}
		})
	}
	// New itself, without Start's check of the shape.
	if _, err := FlipGameII.New(context.Background(), game.Args{game.ListOf(1)}); err == nil || !strings.Contains(err.Error(), "currentState") {
		t.Errorf("New on a list: got %v, want an error naming currentState", err)
	}
}

func TestParseMove(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want game.Move
	}{
		{"flip 3", Flip(3)}, {"3", Flip(3)}, {" FLIP 0 ", Flip(0)}, {"flip12", Flip(12)}, {"Flip  7", Flip(7)},
	} {
		got, err := ParseMove(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("ParseMove(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
	for _, tc := range []struct{ in, want string }{
		{"", "is not a move: type the index"},
		{"flip", "is not a move: type the index"},
		{"left", "is not a move: type the index"},
		{"1.5", "is not a move"},
		{"-1", "an index is 0 or more"},
		{"flip -2", "an index is 0 or more"},
	} {
		if _, err := ParseMove(tc.in); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseMove(%q): got %v, want an error containing %q", tc.in, err, tc.want)
		}
	}
	for i := range 100 {
		m := Flip(i)
		if back, err := ParseMove(m.String()); err != nil || back != m {
			t.Errorf("%v does not round-trip: %v, %v", m, back, err)
		}
	}
}

func TestPlayRefuses(t *testing.T) {
	p := mustNew(t, "++-++")
	for _, tc := range []struct {
		m    game.Move
		want string
	}{
		{Flip(1), "flip 1: 1 and 2 hold +-, not ++"},
		{Flip(2), "flip 2: 2 and 3 hold -+, not ++"},
		{Flip(4), "flip 4: the string has indices 0 to 4, and a flip takes i and i+1"},
		{Flip(-1), "the string has indices"},
		{Flip(math.MaxInt), "the string has indices"},
		{other{}, "is not a move of this game"},
	} {
		if _, _, err := p.Play(tc.m); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Play(%v): got %v, want an error containing %q", tc.m, err, tc.want)
		}
	}
}

type other struct{}

func (other) String() string { return "left" }

// verify holds every fast answer at p to the oracle of package game (the
// textbook memo over strings): the result with its remoteness, each
// option's value and the remoteness it leads to, the Grundy value, and
// the line, which must be game.LineBy's and end as Solve says.
func verify(t *testing.T, p Position) {
	t.Helper()
	if got, want := p.Solve(), game.Solve(p); got != want {
		t.Fatalf("%q: Solve = %+v, want %+v (oracle)", p.s, got, want)
	}
	if got, want := p.Remoteness(), game.Remoteness(p); got != want {
		t.Fatalf("%q: Remoteness = %d, want %d (oracle)", p.s, got, want)
	}
	if got, want := p.x, game.Grundy(p); got != want {
		t.Fatalf("%q: Grundy = %d, want %d (oracle)", p.s, got, want)
	}
	fast, slow := p.Options(), game.Options(p)
	if len(fast) != len(slow) {
		t.Fatalf("%q: %d options, want %d", p.s, len(fast), len(slow))
	}
	for k, o := range fast {
		s := slow[k]
		_, next, _ := p.Play(s.Move)
		if o.Move != s.Move || o.Gain != s.Gain || o.Value != s.Value || o.Remoteness != game.Remoteness(next) {
			t.Fatalf("%q: option %d = %+v, want %+v with remoteness %d (oracle)", p.s, k, o, s, game.Remoteness(next))
		}
	}
	if err := oracletest.Line(p); err != nil {
		t.Fatal(err)
	}
	sameLine(t, p)
}

// sameLine checks that p's Line is game.LineBy's: the Quickest of the
// best options at every turn.
func sameLine(t interface {
	Helper()
	Fatalf(format string, args ...any)
}, p Position) {
	t.Helper()
	got, want := p.Line(), game.LineBy(p, nil)
	if len(got) != len(want) {
		t.Fatalf("%q: the line has %d moves, LineBy's %d", p.s, len(got), len(want))
	}
	for k := range got {
		if got[k] != want[k] {
			t.Fatalf("%q: line move %d is %+v, LineBy's %+v", p.s, k+1, got[k], want[k])
		}
	}
}

// eachString calls f with every string of + and - of length 0 to n.
func eachString(n int, f func(s string)) {
	for k := 0; k <= n; k++ {
		b := make([]byte, k)
		for mask := 0; mask < 1<<k; mask++ {
			for i := range b {
				b[i] = "-+"[mask>>i&1]
			}
			f(string(b))
		}
	}
}

func TestOracleExhaustive(t *testing.T) {
	n := 13
	if testing.Short() {
		n = 9
	}
	count := 0
	eachString(n, func(s string) {
		verify(t, mustNew(t, s))
		count++
	})
	if want := 1<<(n+1) - 1; count != want {
		t.Errorf("checked %d strings, want %d", count, want)
	}
	if testing.Short() {
		return
	}
	// Length 14: the result with its remoteness, and the Grundy value.
	b := make([]byte, 14)
	for mask := range 1 << len(b) {
		for i := range b {
			b[i] = "-+"[mask>>i&1]
		}
		p := mustNew(t, string(b))
		if got, want := p.Solve(), game.Solve(p); got != want {
			t.Fatalf("%q: Solve = %+v, want %+v (oracle)", p.s, got, want)
		}
		if got, want := p.x, game.Grundy(p); got != want {
			t.Fatalf("%q: Grundy = %d, want %d (oracle)", p.s, got, want)
		}
	}
}

// The positions of a game in progress, player 2 to move, agree too.
func TestSecondToMove(t *testing.T) {
	eachString(8, func(s string) {
		p := mustNew(t, s)
		p.turn = game.Second
		if got, want := p.Solve(), game.Solve(p); got != want {
			t.Fatalf("%q, player 2 to move: Solve = %+v, want %+v", s, got, want)
		}
		if err := oracletest.Line(p); err != nil {
			t.Fatal(err)
		}
	})
}

// Positions of one game share their memo: valuing them from several
// goroutines at once gives the values one goroutine gives (go test -race
// checks the locking).
func TestSharedMemo(t *testing.T) {
	start := mustNew(t, "++++++++++-+++++++++++++-++++++++")
	var positions []Position
	for _, st := range start.Line() {
		positions = append(positions, start)
		start, _ = start.after(st.Move)
	}
	want := make([][]game.Option, len(positions))
	for k, p := range positions {
		want[k] = mustNew(t, p.s).Options() // a memo of its own
	}
	done := make(chan error, 4)
	for range 4 {
		go func() {
			for k, p := range positions {
				if got := p.Options(); !slices.Equal(got, want[k]) {
					done <- fmt.Errorf("%q: options %+v, want %+v", p.s, got, want[k])
					return
				}
			}
			done <- nil
		}()
	}
	for range 4 {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
}
