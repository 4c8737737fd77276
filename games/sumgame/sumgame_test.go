package sumgame

import (
	"math/rand/v2"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
	"stonegame/internal/oracletest"
)

// leetcode is LeetCode's O(n) answer, written apart from the package's
// code: an odd count of '?', or 2(sumL − sumR) ≠ 9(qR − qL).
func leetcode(num string) bool {
	h := len(num) / 2
	var s, q [2]int
	for i, c := range num {
		k := 0
		if i >= h {
			k = 1
		}
		if c == '?' {
			q[k]++
		} else {
			s[k] += int(c - '0')
		}
	}
	return (q[0]+q[1])%2 == 1 || 2*(s[0]-s[1]) != 9*(q[1]-q[0])
}

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
// to the oracle on every string of up to 4 characters over 0, 4, 5, 9 and
// '?', and of 6 over 0, 9 and '?' (with at most 2 '?' under -short, 4
// otherwise), from either player's turn; and the
// answer to LeetCode's formula.
func TestExhaustive(t *testing.T) {
	check := func(s string) {
		p := must(s)
		if got, want := p.Wins(), leetcode(s); got != want {
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
	}
	most := 4
	if testing.Short() {
		most = 2
	}
	few := func(s string) {
		if strings.Count(s, "?") <= most {
			check(s)
		}
	}
	for n := 2; n <= 4; n += 2 {
		each(n, "0459?", few)
	}
	each(6, "09?", few)
	if err := oracletest.CheckOutcomes(must("?3295???")); err != nil {
		t.Fatal(err)
	}
}

// TestRapid holds the O(1) answer, from either turn, to the oracle on
// random states of small halves (d, qL, qR), and Alice-first answers to
// LeetCode's formula on long strings.
func TestRapid(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		h := rapid.IntRange(1, 5).Draw(rt, "half")
		b := []byte(rapid.StringOfN(rapid.SampledFrom([]rune("0123456789????")), 2*h, 2*h, -1).Draw(rt, "num"))
		if strings.Count(string(b), "?") > 4 {
			b[0] = '1'
			for i := range b {
				if b[i] == '?' && strings.Count(string(b), "?") > 4 {
					b[i] = '7'
				}
			}
		}
		p := must(string(b))
		if rapid.Bool().Draw(rt, "bob") {
			p.turn = game.Second
		}
		if err := oracletest.Outcomes(p); err != nil {
			rt.Fatal(err)
		}
	})
	rapid.Check(t, func(rt *rapid.T) {
		n := 2 * rapid.IntRange(1, 2000).Draw(rt, "half")
		s := rapid.StringOfN(rapid.SampledFrom([]rune("0123456789?")), n, n, -1).Draw(rt, "num")
		p := must(s)
		if got, want := p.Wins(), leetcode(s); got != want {
			rt.Fatalf("%q: Alice wins %v, want %v", s, got, want)
		}
		if r := p.Solve().Remoteness; r != strings.Count(s, "?") || len(p.Line()) != r {
			rt.Fatalf("%q: remoteness %d, line of %d, want the count of '?'", s, r, len(p.Line()))
		}
	})
}

// TestLineLong: the line of a long string replays to Solve's winner, with
// every move optimal by the position's own Options, in O(n) moves.
func TestLineLong(t *testing.T) {
	for _, s := range []string{strings.Repeat("?", 200), strings.Repeat("?", 100) + strings.Repeat("9", 90) + strings.Repeat("?", 10), "9" + strings.Repeat("?", 199)} {
		p := must(s)
		if err := oracletest.Line(p); err != nil {
			t.Fatal(err)
		}
	}
}

// TestGenerate: every drawn instance is within the constraints, and about
// half are Bob's (balanced, even count), so check meets both answers.
func TestGenerate(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	bob := 0
	for k := 0; k < 400; k++ {
		args, err := generate(r, 2+k%40)
		if err != nil {
			t.Fatal(err)
		}
		if err := SumGame.CheckArgs(args); err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		if !must(args[0].Text()).Wins() {
			bob++
		}
	}
	if bob < 100 || bob > 300 {
		t.Errorf("%d of 400 drawn instances are Bob's, want about half", bob)
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct {
		num, want string
	}{
		{"123", "num has 3 characters: the game needs an even length"},
		{"12a?", "num[2] = 'a' is not a digit or '?'"},
		{"1\x00", `num[1] = '\x00'`},
		{strings.Repeat("?", MaxLen+2), "at most 100000"},
	} {
		if _, err := New(tc.num); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%.20q: got %v, want an error containing %q", tc.num, err, tc.want)
		}
	}
	if err := within(game.Args{game.TextOf("1?3")}); err == nil || !strings.Contains(err.Error(), "num.length is 3, not even") {
		t.Errorf("within: got %v", err)
	}
	p := must("25??")
	for _, tc := range []struct {
		m    game.Move
		want string
	}{
		{Fill{Index: 0, Digit: 1}, "num[0] is 2, not '?'"},
		{Fill{Index: 4, Digit: 1}, "indices 0 to 3"},
		{Fill{Index: 2, Digit: 10}, "a digit is 0 to 9"},
	} {
		if _, _, err := p.Play(tc.m); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Play(%v): got %v, want an error containing %q", tc.m, err, tc.want)
		}
	}
}

func TestParseMove(t *testing.T) {
	for _, f := range []Fill{{0, 0}, {2, 9}, {99999, 5}} {
		for _, s := range []string{f.String(), f.Label(), strings.ReplaceAll(f.Label(), " ", "="), strings.ReplaceAll(f.Label(), " ", ":"), " NUM[ " + f.Label() + " "} {
			if got, err := ParseMove(s); err != nil || got != f {
				t.Errorf("ParseMove(%q) = %v, %v, want %v", s, got, err, f)
			}
		}
	}
	for _, bad := range []string{"", "2", "2 10", "-1 3", "2 x", "1 2 3", "2 09"} {
		if _, err := ParseMove(bad); err == nil || !strings.Contains(err.Error(), "not a move") {
			t.Errorf("ParseMove(%q): got %v, want a 'not a move' error", bad, err)
		}
	}
}

func TestInsight(t *testing.T) {
	for _, tc := range []struct {
		num  string
		bob  bool
		want []string
	}{
		{"25??", false, []string{"B = 2·7 + 9·(0 − 2) = −4", "Alice wins by pushing B further from 0", "| first 7 0"}},
		{"?3295???", false, []string{"B = 0", "Bob wins by the mirror"}},
		{"5023", false, []string{"Bob has won"}},
		{"?12?1?", false, []string{"Alice writes the last digit"}},
		{"0?0??0", true, []string{"|B| = 9 is at most 9: his first move makes B = 0"}},
		{"99?0??", true, []string{"|B| = 27 is more than 9"}},
	} {
		p := must(tc.num)
		if tc.bob {
			p.turn = game.Second
		}
		in, ok := p.Insight()
		if !ok {
			t.Fatalf("%s: no insight", tc.num)
		}
		text := strings.Join(in.Paragraphs, "\n") + "\n" + strings.Join(in.Footer, "\n")
		for _, r := range in.Rows {
			text += "\n| " + strings.Join(r, " ")
		}
		for _, w := range tc.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: the insight does not say %q:\n%s", tc.num, w, text)
			}
		}
	}
	if got, want := must("25??").Describe(), "25|??"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
}

func must(num string) Position {
	p, err := New(num)
	if err != nil {
		panic(err)
	}
	return p
}
