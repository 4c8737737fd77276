package pieces

import (
	"strings"
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
	"stonegame/internal/oracletest"
)

// leetcode is LeetCode's O(n) answer, written apart from the package:
// count the windows AAA and BBB of the line as given.
func leetcode(s string) bool {
	a, b := 0, 0
	for i := 1; i+1 < len(s); i++ {
		if s[i-1] == s[i] && s[i] == s[i+1] {
			if s[i] == 'A' {
				a++
			} else {
				b++
			}
		}
	}
	return a > b
}

// oracle is a memo over the strings themselves (the package's Key folds
// them into counts, which is what is being tested): whether the player to
// move wins, and the remoteness.
type oracle map[string][2]int

func (o oracle) solve(s string, turn byte) (win bool, rem int) {
	key := s + string(turn)
	if v, ok := o[key]; ok {
		return v[0] == 1, v[1]
	}
	rem = 0
	first := true
	for i := 1; i+1 < len(s); i++ {
		if s[i-1] == turn && s[i] == turn && s[i+1] == turn {
			w, r := o.solve(s[:i]+s[i+1:], 'A'+'B'-turn)
			switch {
			case first:
				win, rem = !w, r+1
			case !w && (!win || r+1 < rem):
				win, rem = true, r+1
			case !win && r+1 > rem:
				rem = r + 1
			}
			first = false
		}
	}
	v := [2]int{0, rem}
	if win {
		v[0] = 1
	}
	o[key] = v
	return win, rem
}

// TestExhaustive holds Solve, Options (remoteness included) and the line
// to the package's oracle (over the counts) on every line of up to 10
// pieces from either turn, and to a memo over the strings themselves, and
// the answer to LeetCode's count.
func TestExhaustive(t *testing.T) {
	o := oracle{}
	for n := 1; n <= 10; n++ {
		for mask := 0; mask < 1<<n; mask++ {
			b := make([]byte, n)
			for i := range b {
				b[i] = "AB"[mask>>i&1]
			}
			p := must(string(b))
			if got, want := p.Wins(), leetcode(string(b)); got != want {
				t.Fatalf("%s: Alice wins %v, want %v", b, got, want)
			}
			q := p
			q.turn = game.Second
			for _, x := range []Position{p, q} {
				w, r := o.solve(string(b), x.color())
				if x.Wins() != w || x.Solve().Remoteness != r {
					t.Fatalf("%s, %v to move: wins %v in %d, want %v in %d (memo over strings)", b, x.Turn(), x.Wins(), x.Solve().Remoteness, w, r)
				}
				if err := oracletest.Outcomes(x); err != nil {
					t.Fatal(err)
				}
				if err := oracletest.OutcomeLine(x); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if err := oracletest.CheckOutcomes(must("AAAABBBAAABBBBBA")); err != nil {
		t.Fatal(err)
	}
}

// TestRapid: on random long lines, the answer is LeetCode's count, and
// the line replays, move by move, to the end at Solve's remoteness.
func TestRapid(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		s := rapid.StringOfN(rapid.SampledFrom([]rune("AB")), 1, 300, -1).Draw(rt, "colors")
		p := must(s)
		if got, want := p.Wins(), leetcode(s); got != want {
			rt.Fatalf("%s: Alice wins %v, want %v", s, got, want)
		}
		if err := oracletest.LineEnds(p); err != nil {
			rt.Fatal(err)
		}
	})
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct{ s, want string }{
		{"AAC", "colors[2] = 'C' is not 'A' or 'B'"},
		{"a", "colors[0] = 'a'"},
		{strings.Repeat("A", MaxLen+1), "at most 1000000"},
	} {
		if _, err := New(tc.s); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%.20q: got %v, want an error containing %q", tc.s, err, tc.want)
		}
	}
	p := must("AAAABBB")
	for _, tc := range []struct {
		m    game.Move
		want string
	}{
		{Remove(0), "piece 0 is at an end"},
		{Remove(3), "neighbours are A and B"},
		{Remove(5), "piece 5 is B, and Alice removes only A"},
		{Remove(7), "pieces 0 to 6"},
	} {
		if _, _, err := p.Play(tc.m); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Play(%v): got %v, want an error containing %q", tc.m, err, tc.want)
		}
	}
	_, q, _ := p.Play(Remove(1))
	_, r, _ := q.Play(Remove(5))
	if _, _, err := r.Play(Remove(1)); err == nil || !strings.Contains(err.Error(), "already removed") {
		t.Errorf("Play(remove 1) twice: got %v", err)
	}
	// With 1 gone, 2's neighbours are 0 and 3: A and A, a legal move.
	if _, _, err := r.Play(Remove(2)); err != nil {
		t.Errorf("Play(remove 2) across a removed piece: %v", err)
	}
}

func TestParseMove(t *testing.T) {
	for _, r := range []Remove{0, 1, 99999} {
		for _, s := range []string{r.String(), r.Label(), " Remove  " + r.Label()} {
			if got, err := ParseMove(s); err != nil || got != r {
				t.Errorf("ParseMove(%q) = %v, %v, want %v", s, got, err, r)
			}
		}
	}
	for _, bad := range []string{"", "-1", "remove", "x"} {
		if _, err := ParseMove(bad); err == nil || !strings.Contains(err.Error(), "not a move") {
			t.Errorf("ParseMove(%q): got %v, want a 'not a move' error", bad, err)
		}
	}
}

func TestInsight(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want []string
	}{
		{"AAABABB", []string{"Alice has a = 1, Bob b = 0, and Alice moves. 1 > 0: Alice wins", "1 move in all", "| 0 A 0 3 1"}},
		{"AA", []string{"Alice has no move and loses at once"}},
		{"ABBBBBBBAAA", []string{"a = 1, Bob b = 5", "1 ≤ 5: Alice loses, out of moves after 1 move of each player's", "| 1 B 1 7 5"}},
	} {
		in, ok := must(tc.s).Insight()
		if !ok {
			t.Fatalf("%s: no insight", tc.s)
		}
		text := strings.Join(in.Footer, "\n")
		for _, r := range in.Rows {
			text += "\n| " + strings.Join(r, " ")
		}
		for _, w := range tc.want {
			if !strings.Contains(text, w) {
				t.Errorf("%s: the insight does not say %q:\n%s", tc.s, w, text)
			}
		}
	}
	p := must("AAAB")
	_, q, _ := p.Play(Remove(1))
	if got, want := q.(Position).Describe(), "AAB"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
	if b := q.(Position).Board(); b.Cells[1].Text != "·" || !b.Cells[1].Taken || b.Cells[0].Move != nil {
		t.Errorf("Board = %+v", b)
	}
}

func must(s string) Position {
	p, err := New(s)
	if err != nil {
		panic(err)
	}
	return p
}
