package fibtree

import (
	"math/rand/v2"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
	"stonegame/internal/oracletest"
)

// TestOracle holds Solve, Options (remoteness included) and the line to
// the oracle from order(1) to order(6) (20 nodes; order(5) under -short),
// from either turn, and at every position reached by one or two cuts from
// order(5); and the answer to n mod 6 ≠ 1 for every n.
func TestOracle(t *testing.T) {
	top := 6
	if testing.Short() {
		top = 5
	}
	for n := int64(1); n <= int64(top); n++ {
		p := must(n)
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
	p := must(5)
	for _, m := range p.Moves() {
		_, q, _ := p.Play(m)
		qp := q.(Position)
		if err := oracletest.Outcomes(qp); err != nil {
			t.Fatal(err)
		}
		for _, m2 := range qp.Moves() {
			_, r, _ := qp.Play(m2)
			if err := oracletest.Outcomes(r.(Position)); err != nil {
				t.Fatal(err)
			}
		}
	}
	for n := int64(1); n <= MaxN; n++ {
		if got, want := must(n).Wins(), n%6 != 1; got != want {
			t.Errorf("n = %d: Alice wins %v, want %v", n, got, want)
		}
	}
}

// TestNodes: order(k) has F(k+2) − 1 nodes, and Moves lists each once.
func TestNodes(t *testing.T) {
	f := []int64{0, 1, 1}
	for len(f) < MaxN+3 {
		f = append(f, f[len(f)-1]+f[len(f)-2])
	}
	for n := int64(1); n <= 18; n++ {
		p := must(n)
		if got, want := p.Nodes(), f[n+2]-1; got != want || int64(len(p.Moves())) != want {
			t.Errorf("order(%d): %d nodes, %d moves, want %d", n, got, len(p.Moves()), want)
		}
	}
	if got, want := must(MaxN).Nodes(), f[MaxN+2]-1; got != want {
		t.Errorf("order(%d): %d nodes, want %d", MaxN, got, want)
	}
}

// TestRapid: on larger trees, with random cuts made, every option's value
// agrees with the value of the position it leads to (the path update
// against a rebuilt tree), and the line reaches the end with the winner
// Solve names, each winner's move leaving value 0.
func TestRapid(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.Int64Range(6, 12).Draw(rt, "n")
		var p game.Solvable = must(n)
		for k := rapid.IntRange(0, 6).Draw(rt, "cuts"); k > 0; k-- {
			ms := p.Moves()
			if len(ms) < 2 {
				break
			}
			_, q, err := p.Play(ms[rapid.IntRange(1, len(ms)-1).Draw(rt, "cut")])
			if err != nil {
				rt.Fatal(err)
			}
			p = q.(game.Solvable)
		}
		for i, o := range p.Options() {
			_, q, err := p.Play(o.Move)
			if err != nil {
				rt.Fatal(err)
			}
			if want := -game.WinValue(q.(Position).Wins()); i > 0 && o.Value != want || i == 0 && o.Value != -1 {
				rt.Fatalf("%s: option %v has value %d, the position after it says %d", p.Key(), o.Move, o.Value, want)
			}
		}
		if err := oracletest.LineEnds(p); err != nil {
			rt.Fatal(err)
		}
	})
}

// The lines of order(24) and order(25), about 120,000 and 200,000 nodes,
// are found by the colon principle in little time: every move of the
// winner leaves value 0, and the loser removes the root at the end.
func TestLineLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("lines of 10^5 moves")
	}
	for _, n := range []int64{MaxN - 1, MaxN} {
		p := must(n)
		winner := game.First
		if !p.Wins() {
			winner = game.Second
		}
		q := p
		moves := 0
		for st := range p.Steps {
			_, next, err := q.Play(st.Move)
			if err != nil {
				t.Fatal(err)
			}
			nq := next.(Position)
			if st.Player == winner && (nq.root == nil || nq.root.g != 0) {
				t.Fatalf("n = %d, move %d (%v) leaves %s, want value 0", n, moves+1, st.Move, nq.Describe())
			}
			q = nq
			moves++
		}
		if q.root != nil || q.Turn() != winner {
			t.Fatalf("n = %d: the line ends at %s with %v to move, want no tree with the winner to move", n, q.Describe(), q.Turn())
		}
	}
}

// generate draws orders up to half the size asked.
func TestGenerate(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, tc := range []struct{ size, top int64 }{{1, 1}, {9, 4}, {24, 12}, {100, 25}} {
		seen := map[int64]bool{}
		for range 2000 {
			args, err := generate(r, int(tc.size))
			if err != nil {
				t.Fatal(err)
			}
			n := args[0].Int()
			if n < 1 || n > tc.top {
				t.Fatalf("size %d: order %d, want 1 to %d", tc.size, n, tc.top)
			}
			seen[n] = true
		}
		if int64(len(seen)) != tc.top {
			t.Errorf("size %d: drew %d orders, want all %d", tc.size, len(seen), tc.top)
		}
	}
}

func TestBadInput(t *testing.T) {
	for _, tc := range []struct {
		n    int64
		want string
	}{
		{0, "n = 0: the game needs n >= 1"},
		{MaxN + 1, "n = 26 is past 25"},
	} {
		if _, err := New(tc.n); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("New(%d): got %v, want %q", tc.n, err, tc.want)
		}
	}
	p := must(3)
	_, q, _ := p.Play(Cut{}.child(0))
	for _, tc := range []struct {
		m    game.Move
		want string
	}{
		{Cut{}.child(0), "no node at L"},
		{Cut{}.child(1).child(1).child(0), "no node at RRL"},
	} {
		if _, _, err := q.Play(tc.m); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Play(%v): got %v, want %q", tc.m, err, tc.want)
		}
	}
	_, r, _ := q.Play(Cut{})
	if _, _, err := r.Play(Cut{}); err == nil || !strings.Contains(err.Error(), "the root is removed") {
		t.Errorf("a cut after the root: %v", err)
	}
	for s, want := range map[string]Cut{"root": {}, "cut root": {}, "L": Cut{}.child(0), "cut RL": Cut{}.child(1).child(0), " rr ": Cut{}.child(1).child(1)} {
		if got, err := ParseMove(s); err != nil || got != want {
			t.Errorf("ParseMove(%q) = %v, %v, want %v", s, got, err, want)
		}
	}
	for _, bad := range []string{"", "cut", "LX", "left"} {
		if _, err := ParseMove(bad); err == nil || !strings.Contains(err.Error(), "not a move") {
			t.Errorf("ParseMove(%q): %v", bad, err)
		}
	}
}

func TestInsight(t *testing.T) {
	for _, tc := range []struct {
		n    int64
		want []string
	}{
		{3, []string{"| 3 4 3 wins", "The tree left, F3, 4 nodes, is worth 3: Alice wins, by a cut that makes it 0: cut RR."}},
		{7, []string{"| 7 33 0 loses", "is worth 0: Alice loses"}},
	} {
		in, _ := must(tc.n).Insight()
		text := strings.Join(in.Footer, " ")
		for _, r := range in.Rows {
			text += "\n| " + strings.Join(r, " ")
		}
		for _, w := range tc.want {
			if !strings.Contains(text, w) {
				t.Errorf("n = %d: the insight does not say %q:\n%s", tc.n, w, text)
			}
		}
	}
	_, q, _ := must(4).Play(Cut{}.child(0))
	if got, want := q.(Position).Describe(), "(· F3), 5 nodes"; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
}

func must(n int64) Position {
	p, err := New(n)
	if err != nil {
		panic(err)
	}
	return p
}
