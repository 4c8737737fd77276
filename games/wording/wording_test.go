package wording

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
	"stonegame/internal/oracletest"
)

// leetcode is LeetCode's simulation, written apart from the package's
// code: each player answers with their smallest closely greater word.
func leetcode(a, b []string) bool {
	w := a[0]
	i, j, bob := 1, 0, true
	for {
		if bob {
			if j == len(b) {
				return true
			}
			if b[j][0] == w[0] && b[j] > w || b[j][0] == w[0]+1 {
				w, bob = b[j], false
			}
			j++
		} else {
			if i == len(a) {
				return false
			}
			if a[i][0] == w[0] && a[i] > w || a[i][0] == w[0]+1 {
				w, bob = a[i], true
			}
			i++
		}
	}
}

// check holds the position at the start of (a, b), and every position of
// its line, to the oracle, and the answer to LeetCode's simulation.
func check(t interface {
	Helper()
	Fatalf(string, ...any)
	Fatal(...any)
}, a, b []string) {
	t.Helper()
	p := must(a, b)
	if len(a) > 0 {
		if got, want := p.Wins(), leetcode(a, b); got != want {
			t.Fatalf("a = %q, b = %q: Alice wins %v, want %v (LeetCode's simulation)", a, b, got, want)
		}
		if _, g := p.Greedy(); g != p.Wins() {
			t.Fatalf("a = %q, b = %q: Greedy says %v, Wins %v", a, b, g, p.Wins())
		}
	}
	if err := oracletest.Outcomes(p); err != nil {
		t.Fatalf("a = %q, b = %q: %v", a, b, err)
	}
	if err := oracletest.OutcomeLine(p); err != nil {
		t.Fatalf("a = %q, b = %q: %v", a, b, err)
	}
	// Every reachable position, not only the start and the line.
	var walk func(q game.Solvable)
	walk = func(q game.Solvable) {
		if err := oracletest.Outcomes(q); err != nil {
			t.Fatalf("a = %q, b = %q: %v", a, b, err)
		}
		if w, ok := q.(Position); ok && len(w.Moves()) > 0 {
			if _, g := w.Greedy(); g != w.Wins() {
				t.Fatalf("a = %q, b = %q at %s: Greedy says %v, Wins %v", a, b, w.Key(), g, w.Wins())
			}
		}
		for _, m := range q.Moves() {
			_, r, err := q.Play(m)
			if err != nil {
				t.Fatal(err)
			}
			walk(r.(game.Solvable))
		}
	}
	walk(p)
}

// TestExhaustive deals every word of a small dictionary to Alice, to Bob
// or to nobody (3^8 deals, 3^6 under -short), and holds every reachable
// position to the oracle and the start to LeetCode's simulation.
func TestExhaustive(t *testing.T) {
	dict := []string{"a", "ab", "b", "ba", "bb", "c", "cb", "d"}
	if testing.Short() {
		dict = []string{"a", "ab", "b", "ba", "c", "d"}
	}
	n := 1
	for range dict {
		n *= 3
	}
	for deal := 0; deal < n; deal++ {
		var a, b []string
		for i, d := 0, deal; i < len(dict); i, d = i+1, d/3 {
			switch d % 3 {
			case 1:
				a = append(a, dict[i])
			case 2:
				b = append(b, dict[i])
			}
		}
		check(t, a, b)
	}
}

// deal draws distinct words over a few letters and deals them to Alice
// and Bob, each list sorted.
func deal(rt *rapid.T, letters string, most int) (a, b []string) {
	ws := rapid.SliceOfN(rapid.StringOfN(rapid.SampledFrom([]rune(letters)), 1, 3, -1), 0, most).Draw(rt, "words")
	slices.Sort(ws)
	for _, w := range slices.Compact(ws) {
		if rapid.Bool().Draw(rt, w) {
			a = append(a, w)
		} else {
			b = append(b, w)
		}
	}
	return a, b
}

// TestRapid holds random instances of up to 16 words to the oracle, and
// long ones to LeetCode's simulation, with a line that ends as Solve says.
func TestRapid(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		a, b := deal(rt, "abcde", 16)
		check(rt, a, b)
	})
	rapid.Check(t, func(rt *rapid.T) {
		a, b := deal(rt, "abcdefghij", 800)
		if len(a) == 0 {
			a = []string{"zz"}
		}
		p := must(a, b)
		if got, want := p.Wins(), leetcode(a, b); got != want {
			rt.Fatalf("a = %q, b = %q: Alice wins %v, want %v", a, b, got, want)
		}
		if err := oracletest.LineEnds(p); err != nil {
			rt.Fatal(err)
		}
	})
}

func TestExamples(t *testing.T) {
	for _, tc := range []struct {
		a, b []string
		want bool
		rem  int
	}{
		{[]string{"avokado", "dabar"}, []string{"brazil"}, false, 2},
		{[]string{"ananas", "atlas", "banana"}, []string{"albatros", "cikla", "nogomet"}, true, 1},
		{[]string{"hrvatska", "zastava"}, []string{"bijeli", "galeb"}, true, 1},
	} {
		p := must(tc.a, tc.b)
		r := p.Solve()
		if got := r.Differential > 0; got != tc.want || r.Remoteness != tc.rem {
			t.Errorf("a = %q, b = %q: %+v, want Alice wins %v in %d", tc.a, tc.b, r, tc.want, tc.rem)
		}
		if err := oracletest.CheckOutcomes(p); err != nil {
			t.Error(err)
		}
	}
}

// TestLong: two lists of 10^5 words each solve, and their line replays to
// the end, in O(N log N).
func TestLong(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	n := 90_000
	if testing.Short() {
		n = 10_000
	}
	var a, b []string
	for k := 0; k < 2*n; k++ {
		w := []byte{byte('a' + k*26/(2*n))}
		for x := k; x > 0; x /= 26 {
			w = append(w, byte('a'+x%26))
		}
		if r.IntN(2) == 0 {
			a = append(a, string(w))
		} else {
			b = append(b, string(w))
		}
	}
	p := must(a, b)
	if err := oracletest.LineEnds(p); err != nil {
		t.Fatal(err)
	}
	a2, b2 := p.t.s[0].words, p.t.s[1].words
	if got, want := p.Wins(), leetcode(a2, b2); got != want {
		t.Errorf("Alice wins %v, want %v", got, want)
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct {
		a, b []string
		want string
	}{
		{[]string{"ab", ""}, []string{"b"}, "a[1] is empty"},
		{[]string{"ab"}, []string{"b", "Cat"}, `b[1] = "Cat": 'C' is not a lowercase English letter`},
		{[]string{"a b"}, nil, `a[0] = "a b": ' ' is not`},
		{[]string{"ab", "c", "ab"}, nil, `"ab" is twice in a`},
		{[]string{"ab", "c"}, []string{"b", "c"}, `"c" is in both a and b`},
	} {
		if _, err := New(tc.a, tc.b); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("New(%q, %q): got %v, want an error containing %q", tc.a, tc.b, err, tc.want)
		}
	}
	p := must([]string{"avokado", "dabar"}, []string{"brazil"})
	for _, tc := range []struct {
		at   game.Position
		m    game.Move
		want string
	}{
		{p, Word("dabar"), `Alice opens with her smallest word, "avokado"`},
		{p, Word("brazil"), `"brazil" is not one of Alice's words`},
		{play(p, "avokado", "brazil"), Word("dabar"), `"dabar" starts with d: after "brazil" a word starts with b or c`},
	} {
		if _, _, err := tc.at.Play(tc.m); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Play(%v): got %v, want an error containing %q", tc.m, err, tc.want)
		}
	}
	q := must([]string{"b", "bc"}, []string{"bb"})
	if _, _, err := play(q, "b", "bb").Play(Word("b")); err == nil || !strings.Contains(err.Error(), `"b" is not greater than the last word, "bb"`) {
		t.Errorf("replaying a smaller word: got %v", err)
	}
}

func TestParseMove(t *testing.T) {
	for _, s := range []string{"brazil", " Brazil ", `"brazil"`, "play brazil", `play "brazil"`} {
		if m, err := ParseMove(s); err != nil || m != Word("brazil") {
			t.Errorf("ParseMove(%q) = %v, %v", s, m, err)
		}
	}
	for _, s := range []string{"", "  ", "b2", "two words"} {
		if _, err := ParseMove(s); err == nil || !strings.Contains(err.Error(), "not a move") {
			t.Errorf("ParseMove(%q): got %v, want a 'not a move' error", s, err)
		}
	}
}

func play(p game.Position, words ...string) game.Position {
	for _, w := range words {
		_, q, err := p.Play(Word(w))
		if err != nil {
			panic(err)
		}
		p = q
	}
	return p
}

func must(a, b []string) Position {
	p, err := New(a, b)
	if err != nil {
		panic(err)
	}
	return p
}

func TestDescribeBoardInsight(t *testing.T) {
	p := must([]string{"avokado", "dabar"}, []string{"brazil"})
	q := play(p, "avokado")
	if got, want := q.(Position).Describe(), `after "avokado": Alice dabar; Bob brazil`; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
	b := q.(Position).Board()
	var texts []string
	for _, c := range b.Cells {
		s := c.Text
		if c.Taken {
			s += fmt.Sprintf(" taken by %d", c.By)
		}
		if c.Move != nil {
			s += " plays " + c.Move.String()
		}
		texts = append(texts, s)
	}
	if got, want := strings.Join(texts, ", "), "A avokado taken by 1, B brazil plays brazil, A dabar"; got != want {
		t.Errorf("Board = %s, want %s", got, want)
	}
	if first, n := q.(Position).Touches(Word("brazil")); first != 1 || n != 1 {
		t.Errorf("Touches(brazil) = %d, %d, want 1, 1", first, n)
	}
	in, ok := p.Insight()
	if !ok {
		t.Fatal("no insight")
	}
	var rows []string
	for _, r := range in.Rows {
		rows = append(rows, strings.Join(r, " "))
	}
	if got, want := strings.Join(rows, "; "), "1 Alice avokado; 2 Bob brazil"; got != want {
		t.Errorf("Insight rows = %s, want %s", got, want)
	}
	if got := strings.Join(in.Footer, " "); !strings.Contains(got, "the game lasts 2 moves, and then Alice has no word to play: Bob wins") {
		t.Errorf("Insight footer = %s", got)
	}
}

// TestDraw: drawn instances start, within LeetCode's constraints (sorted,
// distinct, a not empty), and both players win some.
func TestDraw(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	alice := 0
	for k := 0; k < 300; k++ {
		a, b := Draw(r, 1+k%30)
		if len(a) == 0 || !slices.IsSorted(a) || !slices.IsSorted(b) {
			t.Fatalf("Draw: a = %q, b = %q", a, b)
		}
		p, err := New(a, b)
		if err != nil {
			t.Fatal(err)
		}
		if p.Wins() {
			alice++
		}
	}
	if alice < 50 || alice > 250 {
		t.Errorf("Alice wins %d of 300 drawn instances, want both players to win often", alice)
	}
}

func TestWithin(t *testing.T) {
	for _, tc := range []struct {
		a, b []string
		want string
	}{
		{[]string{"b", "a"}, []string{"c"}, `a is not sorted: a[0] = "b" comes after a[1] = "a"`},
		{[]string{"a", "c"}, []string{"c"}, `"c" is in both a and b`},
		{[]string{"a", "a"}, []string{"c"}, `a is not sorted`},
	} {
		if err := within(game.Args{game.StringsOf(tc.a...), game.StringsOf(tc.b...)}); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("within(%q, %q): got %v, want %q", tc.a, tc.b, err, tc.want)
		}
	}
	if err := within(game.Args{game.StringsOf("a", "c"), game.StringsOf("b")}); err != nil {
		t.Errorf("within: %v", err)
	}
}

// TestDrawSeed: a seed draws the same instance every time (check replays
// a case by its seed).
func TestDrawSeed(t *testing.T) {
	for k := 0; k < 20; k++ {
		a1, b1 := Draw(rand.New(rand.NewPCG(uint64(k), 1)), 30)
		a2, b2 := Draw(rand.New(rand.NewPCG(uint64(k), 1)), 30)
		if !slices.Equal(a1, a2) || !slices.Equal(b1, b2) {
			t.Fatalf("seed %d: %q %q, then %q %q", k, a1, b1, a2, b2)
		}
	}
}
