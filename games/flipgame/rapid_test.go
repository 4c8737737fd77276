package flipgame

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"stonegame/game"
)

// multisetRemoteness is a second oracle of remoteness, written without
// the solver's canonical states or pruning: every flip of every run of the
// sorted multiset lens, by the definition (0 at the end; a winner's least
// over the moves to lost positions, a loser's most over all moves).
type multisetOracle map[string][2]int // value (+1, -1) and remoteness

func (o multisetOracle) solve(lens []int) (value, remoteness int) {
	var live []int
	for _, L := range lens {
		if L >= 2 {
			live = append(live, L)
		}
	}
	slices.Sort(live)
	if len(live) == 0 {
		return -1, 0
	}
	var kb strings.Builder
	for _, L := range live {
		kb.WriteString(strconv.Itoa(L) + ",")
	}
	k := kb.String()
	if r, ok := o[k]; ok {
		return r[0], r[1]
	}
	value, remoteness = -1, 0
	win, lose := -1, 0 // least over won moves, most over all
	for i, L := range live {
		for a := 0; a <= L-2; a++ {
			next := append(append(slices.Clone(live[:i]), live[i+1:]...), a, L-2-a)
			v, r := o.solve(next)
			if v < 0 && (win < 0 || r < win) {
				win = r
			}
			lose = max(lose, r)
		}
	}
	if win >= 0 {
		value, remoteness = 1, win+1
	} else {
		remoteness = lose + 1
	}
	o[k] = [2]int{value, remoteness}
	return value, remoteness
}

// drawState draws a string of up to n characters, mostly +, so that runs
// are long.
func drawState(rt *rapid.T, n int) string {
	k := rapid.IntRange(0, n).Draw(rt, "length")
	minus := rapid.IntRange(1, 8).Draw(rt, "one in how many is -")
	b := make([]byte, k)
	for i := range b {
		b[i] = '+'
		if rapid.IntRange(0, minus-1).Draw(rt, "char") == 0 {
			b[i] = '-'
		}
	}
	return string(b)
}

func lengths(s string) []int {
	var out []int
	for _, r := range runs(s) {
		out = append(out, r.len)
	}
	return out
}

// Every string of LeetCode's sizes, against the second oracle: the
// verdict, the remoteness, and every option's.
func TestRapidAgainstMultisetOracle(t *testing.T) {
	o := multisetOracle{}
	rapid.Check(t, func(rt *rapid.T) {
		p, err := New(drawState(rt, 60))
		if err != nil {
			rt.Fatal(err)
		}
		v, r := o.solve(lengths(p.s))
		if got := p.Solve(); got.For(p.Turn()) != int64(v) || got.Remoteness != r {
			rt.Fatalf("%q: Solve = %+v, want value %d, remoteness %d", p.s, got, v, r)
		}
		for _, op := range p.Options() {
			q, err := p.after(op.Move)
			if err != nil {
				rt.Fatal(err)
			}
			v, r := o.solve(lengths(q.s))
			if op.Value != int64(-v) || op.Remoteness != r {
				rt.Fatalf("%q, %v: option %+v, want value %d, remoteness %d", p.s, op.Move, op, -v, r)
			}
		}
	})
}

// Longer strings: the line is LineBy's, through the fast phase and the
// exact one, and every option agrees with the position it leads to.
func TestRapidLine(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		p, err := New(drawState(rt, 400))
		if err != nil {
			rt.Fatal(err)
		}
		sameLine(rt, p)
		line := p.Line()
		q := p
		if len(line) > 0 {
			for _, st := range line[:rapid.IntRange(0, len(line)-1).Draw(rt, "moves played")] {
				q, _ = q.after(st.Move)
			}
		}
		for _, op := range q.Options() {
			next, err := q.after(op.Move)
			if err != nil {
				rt.Fatal(err)
			}
			r := next.Solve()
			if op.Value != r.For(q.Turn()) || op.Remoteness != r.Remoteness || op.Gain != 0 {
				rt.Fatalf("%q, %v: option %+v, but the position it leads to solves to %+v", q.s, op.Move, op, r)
			}
			if g, _ := next.Grundy(); (g == 0) != (op.Value > 0) {
				rt.Fatalf("%q, %v: Grundy %d after a move worth %d", q.s, op.Move, g, op.Value)
			}
		}
	})
}

// A long string's line: legal from start to end, won by the side Solve
// names, its first moves LinePrefix's, and optimal wherever it is
// sampled.
func TestLongLine(t *testing.T) {
	n := 200_000
	if testing.Short() {
		n = 20_000
	}
	r := rand.New(rand.NewPCG(294, 2))
	b := make([]byte, n)
	for i := range b {
		b[i] = "+++-"[r.IntN(4)]
	}
	p := mustNew(t, string(b))
	line := p.Line()
	prefix := game.LinePrefix(p, 20)
	for k := range prefix {
		if prefix[k] != line[k] {
			t.Fatalf("move %d: the line plays %+v, LinePrefix %+v", k+1, line[k], prefix[k])
		}
	}
	sample := map[int]bool{}
	for range 10 {
		sample[r.IntN(len(line))] = true
	}
	cur, turn := slices.Clone(b), game.First // the string along the line
	for k, st := range line {
		if sample[k] {
			q := mustNew(t, string(cur))
			q.turn = turn
			a, err := game.Analyze(q, st.Move)
			if err != nil || !a.Optimal() {
				t.Fatalf("move %d, %v: %+v, %v", k+1, st.Move, a, err)
			}
		}
		i := int(st.Move.(Flip))
		if st.Player != turn || st.Index != i || st.Count != 2 || i+1 >= n || cur[i] != '+' || cur[i+1] != '+' {
			t.Fatalf("move %d is %+v at %v's turn: not a legal flip", k+1, st, turn)
		}
		cur[i], cur[i+1] = '-', '-'
		turn = turn.Other()
	}
	q := mustNew(t, string(cur))
	q.turn = turn
	if got, want := game.Score(line, q).Winner(), p.Solve().Winner(); got != want {
		t.Errorf("the line is won by %v, Solve says %v", got, want)
	}
}
