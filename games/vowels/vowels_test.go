package vowels

import (
	"strings"
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
	"stonegame/internal/oracletest"
)

// each calls f with every string of length n over the alphabet.
func each(n int, alphabet string, f func(string)) {
	b := make([]byte, n)
	var rec func(i int)
	rec = func(i int) {
		if i == n {
			f(string(b))
			return
		}
		for k := 0; k < len(alphabet); k++ {
			b[i] = alphabet[k]
			rec(i + 1)
		}
	}
	rec(0)
}

// TestExhaustive holds Solve, Options (remoteness included) and the line
// to the oracle on every string of up to 7 letters over a, e and b (8
// without -short), from either player's turn, and the answer to "has a
// vowel".
func TestExhaustive(t *testing.T) {
	top := 8
	if testing.Short() {
		top = 7
	}
	for n := 1; n <= top; n++ {
		alphabet := "aeb"
		if n > 6 {
			alphabet = "ab"
		}
		each(n, alphabet, func(s string) {
			p := must(s)
			if got, want := p.Wins(), strings.ContainsAny(s, "aeiou"); got != want {
				t.Fatalf("%q: Alice wins %v, want %v", s, got, want)
			}
			q := p
			q.turn = game.Second
			for _, x := range []Position{p, q} {
				if err := oracletest.Outcomes(x); err != nil {
					t.Fatal(err)
				}
				if err := oracletest.OutcomeLine(x); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
	if err := oracletest.CheckOutcomes(must("leetcoder")); err != nil {
		t.Fatal(err)
	}
}

// TestRapid: on random positions reached by random legal moves, the fast
// answers agree with the oracle; on long strings, the answer is "has a
// vowel" and the line replays to the end at Solve's remoteness.
func TestRapid(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		s := rapid.StringOfN(rapid.SampledFrom([]rune("aeioubcdz")), 1, 9, -1).Draw(rt, "s")
		var p game.Solvable = must(s)
		for k := rapid.IntRange(0, 2).Draw(rt, "moves"); k > 0; k-- {
			ms := p.Moves()
			if len(ms) == 0 {
				break
			}
			_, q, err := p.Play(ms[rapid.IntRange(0, len(ms)-1).Draw(rt, "move")])
			if err != nil {
				rt.Fatal(err)
			}
			p = q.(game.Solvable)
		}
		if err := oracletest.Outcomes(p); err != nil {
			rt.Fatal(err)
		}
	})
	rapid.Check(t, func(rt *rapid.T) {
		s := rapid.StringOfN(rapid.SampledFrom([]rune("abcdefghijklmnopqrstuvwxyz")), 1, 2000, -1).Draw(rt, "s")
		p := must(s)
		if got, want := p.Wins(), strings.ContainsAny(s, "aeiou"); got != want {
			rt.Fatalf("%q: Alice wins %v, want %v", s, got, want)
		}
		if err := oracletest.LineEnds(p); err != nil {
			rt.Fatal(err)
		}
	})
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct{ s, want string }{
		{"abC", "s[2] = 'C' is not a lowercase English letter"},
		{"a b", "s[1] = ' '"},
		{strings.Repeat("b", MaxLen+1), "at most 100000"},
	} {
		if _, err := New(tc.s); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%.20q: got %v, want an error containing %q", tc.s, err, tc.want)
		}
	}
	p := must("leetcoder")
	for _, tc := range []struct {
		m    game.Move
		want string
	}{
		{Cut{From: 0, To: 2}, "the substring has 2 vowels, and Alice removes only an odd number"},
		{Cut{From: 0, To: 9}, "letters 0 to 8"},
		{Cut{From: 3, To: 2}, "the first index first"},
	} {
		if _, _, err := p.Play(tc.m); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Play(%v): got %v, want an error containing %q", tc.m, err, tc.want)
		}
	}
	_, q, _ := p.Play(Cut{From: 0, To: 5}) // "leetco": 3 vowels
	if got := q.(Position).Describe(); got != "der" {
		t.Errorf("after remove 0-5: %q, want der", got)
	}
	if _, _, err := q.Play(Cut{From: 5, To: 6}); err == nil || !strings.Contains(err.Error(), "letter 5 is already removed") {
		t.Errorf("Play(remove 5-6) after 0-5: %v", err)
	}
	if _, _, err := q.Play(Cut{From: 7, To: 7}); err == nil || !strings.Contains(err.Error(), "Bob removes only an even number") {
		t.Errorf("Bob removing a lone vowel: %v", err)
	}
}

func TestParseMove(t *testing.T) {
	for _, c := range []Cut{{From: 0, To: 0}, {From: 2, To: 5}, {From: 99999, To: 99999}} {
		for _, s := range []string{c.String(), c.Label(), strings.ReplaceAll(c.Label(), "-", ".."), " REMOVE " + c.Label() + " "} {
			if got, err := ParseMove(s); err != nil || got != c {
				t.Errorf("ParseMove(%q) = %v, %v, want %v", s, got, err, c)
			}
		}
	}
	if got, err := ParseMove("2 5"); err != nil || got != (Cut{From: 2, To: 5}) {
		t.Errorf("ParseMove(2 5) = %v, %v", got, err)
	}
	for _, bad := range []string{"", "5-2", "1 2 3", "1-2-3", "x", "remove", "+1"} {
		if _, err := ParseMove(bad); err == nil || !strings.Contains(err.Error(), "not a move") {
			t.Errorf("ParseMove(%q): got %v, want a 'not a move' error", bad, err)
		}
	}
}

func TestInsight(t *testing.T) {
	for _, tc := range []struct {
		s    string
		bob  bool
		want string
	}{
		{"leetcoder", false, "Here are 4 vowels left among 9 letters, and Alice moves. Alice wins: she plays remove 0-1, up to the first vowel"},
		{"bbcd", false, "Alice has no move and has lost"},
		{"abcd", false, "she plays remove 0-3, the whole string"},
		{"abce", false, "she plays remove 1-3, everything but a vowel at an end"},
		{"bab", true, "Bob holds out for 2 moves, starting with remove 0"},
		{"bb", true, "Bob wins at once by removing everything: remove 0-1"},
	} {
		p := must(tc.s)
		if tc.bob {
			p.turn = game.Second
		}
		in, ok := p.Insight()
		if !ok {
			t.Fatalf("%s: no insight", tc.s)
		}
		if text := strings.Join(in.Footer, "\n"); !strings.Contains(text, tc.want) {
			t.Errorf("%s: the insight does not say %q:\n%s", tc.s, tc.want, text)
		}
	}
	b := must("ab").Board()
	if b.Cells[0].Move != (Cut{From: 0, To: 0}) || b.Cells[1].Move != nil {
		t.Errorf("Board: Alice may remove the a alone and not the b: %+v", b.Cells)
	}
}

func must(s string) Position {
	p, err := New(s)
	if err != nil {
		panic(err)
	}
	return p
}
