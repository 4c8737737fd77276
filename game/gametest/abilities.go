package gametest

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"testing"

	"stonegame/game"
	"stonegame/match"
)

// instances returns g's examples and its random instances of every size
// of sizes(g) (the first seed), each started, for the checks that walk
// positions; an instance g refuses is left out (Random reports it).
func instances(g *game.Spec) []game.Solvable {
	var all []game.Args
	for _, ex := range g.Examples {
		all = append(all, ex.Args)
	}
	for _, n := range sizes(g) {
		if args, err := match.RandomArgs(g, n, Seeds[0]); err == nil {
			all = append(all, args)
		}
	}
	var ps []game.Solvable
	for _, args := range all {
		if p, err := g.Start(context.Background(), args.Clone()); err == nil {
			ps = append(ps, p)
		}
	}
	return ps
}

// Steps checks, for a game whose positions are game.Steppers, that Steps
// yields Line's steps, in order, from the start and from every position
// along the line, that CountSteps counts them, and that Steps stops when
// its yield says so; on g's examples and random instances.
func Steps(t testing.TB, g *game.Spec) {
	t.Helper()
	for _, p := range instances(g) {
		if _, ok := p.(game.Stepper); !ok {
			return
		}
		line := p.Line()
		if len(line) > 200 {
			continue
		}
		cur := p
		for j := 0; ; j++ {
			name := fmt.Sprintf("%s: %s, after %d moves of the line", g.Name, game.Describe(p), j)
			want := cur.Line()
			var got game.Line
			for st := range game.Steps(cur) {
				got = append(got, st)
			}
			if len(got) != len(want) {
				t.Errorf("%s: Steps yields %d steps, Line has %d", name, len(got), len(want))
				break
			}
			for k := range got {
				if got[k] != want[k] {
					t.Errorf("%s: step %d: Steps yields %+v, Line has %+v", name, k+1, got[k], want[k])
					break
				}
			}
			if n := game.CountSteps(cur); n != len(want) {
				t.Errorf("%s: CountSteps gives %d, Line has %d steps", name, n, len(want))
			}
			stop := len(want) / 2
			taken := 0
			for range game.Steps(cur) {
				if taken == stop {
					break
				}
				taken++
			}
			if taken != stop {
				t.Errorf("%s: Steps stopped after %d steps yields %d", name, stop, taken)
			}
			if j == len(line) {
				break
			}
			_, next, err := game.Apply(cur, line[j].Move)
			if err != nil {
				t.Errorf("%s: move %v of the line: %v", name, line[j].Move, err)
				break
			}
			cur = next
		}
	}
}

// maxWalk is the most moves Aliasing plays from an example's start.
const maxWalk = 1000

// handedOut is everything a position hands out, copied deeply enough that
// a later change to what it handed out shows.
type handedOut struct {
	result  game.Result
	options []game.Option
	line    game.Line
	board   *game.Board
	table   *game.Table
	insight *game.Insight
}

// handOut takes what p hands out.
func handOut(p game.Solvable) handedOut {
	h := handedOut{result: p.Solve(), options: p.Options(), line: p.Line()}
	if b, ok := p.(game.Boarder); ok {
		bd := b.Board()
		h.board = &bd
	}
	if t, ok := p.(game.Tabler); ok {
		if tb, ok := t.Table(40); ok {
			h.table = &tb
		}
	}
	if in, ok := p.(game.Insighter); ok {
		if ins, ok := in.Insight(); ok {
			h.insight = &ins
		}
	}
	return h
}

// scribble changes every number of h in place, as a careless front end
// might.
func (h handedOut) scribble() {
	for i := range h.options {
		h.options[i].Value += 1000
	}
	for i := range h.line {
		h.line[i].Gain, h.line[i].Item = h.line[i].Gain+1000, h.line[i].Item-1000
	}
	if h.board != nil {
		for i := range h.board.Cells {
			for j := range h.board.Cells[i].Values {
				h.board.Cells[i].Values[j] = -777
			}
			h.board.Cells[i].Taken = !h.board.Cells[i].Taken
		}
	}
	if h.table != nil {
		for _, row := range h.table.Cells {
			for j := range row {
				row[j] = -777
			}
		}
		for k := range h.table.Path {
			h.table.Path[k] = [2]int{-1, -1}
		}
	}
	if h.insight != nil {
		for _, row := range h.insight.Rows {
			for j := range row {
				row[j] = "scribbled"
			}
		}
	}
}

// String prints h with its pointers' values, to compare two hand-outs.
func (h handedOut) String() string {
	out := []any{h.result, h.options, h.line}
	for _, p := range []any{h.board, h.table, h.insight} {
		if v := reflect.ValueOf(p); v.IsNil() {
			out = append(out, nil)
		} else {
			out = append(out, v.Elem().Interface())
		}
	}
	return fmt.Sprintf("%+v", out)
}

// Aliasing holds g to "what a position hands out is never its state": at
// every position of every example's optimal line, the result, options,
// line, board, table and insight it hands out are scribbled over, and the
// position must then hand out the same as before. (A board that shared
// stone-game-vii's row once made play value its moves wrongly.) The walk
// stops at a position met before (a loopy game's draw) and after maxWalk
// moves.
func Aliasing(t testing.TB, g *game.Spec) {
	t.Helper()
	for k, ex := range g.Examples {
		p, err := g.Start(context.Background(), ex.Args.Clone())
		if err != nil {
			continue // Example reports it
		}
		seen := map[string]bool{}
		for j := 0; j < maxWalk && !seen[p.Key()]; j++ {
			seen[p.Key()] = true
			before := handOut(p)
			want := before.String()
			before.scribble()
			// A second round of scribbling on a fresh hand-out, then the
			// check on a third.
			handOut(p).scribble()
			if got := handOut(p).String(); got != want {
				t.Errorf("%s: example %d, after %d moves: after its hand-outs were changed it hands out\n%s\nwant\n%s", g.Name, k, j, got, want)
				break
			}
			opts := p.Options()
			if len(opts) == 0 {
				break
			}
			_, best := game.Best(opts)
			_, next, err := game.Apply(p, game.Quickest(best).Move)
			if err != nil {
				t.Errorf("%s: example %d, after %d moves: %v", g.Name, k, j, err)
				break
			}
			p = next
		}
	}
}

// Bound checks that g's Streamer, when it has one, is a game.Bounded (or
// the CLI feeds it on one core), and that its Bound refuses the number the
// Streamer refuses, taken at any point of a row: rows of small numbers
// with huge ones among them, of either sign, so that every check of a
// Streamer (sums of |x|, of prefix sums, n times the sum) trips somewhere.
// It returns how many rows the Streamer refused, for a test that wants
// some refused.
func Bound(t testing.TB, g *game.Spec) (refused int) {
	t.Helper()
	if g.Stream == nil {
		return 0
	}
	if _, ok := g.Stream().(game.Bounded); !ok {
		t.Errorf("%s: its Streamer has no Bound, so it streams on one core", g.Name)
		return 0
	}
	rng := rand.New(rand.NewPCG(14, 15))
	for range 300 {
		n := 1 + rng.IntN(300)
		row := make([]int64, n)
		for i := range row {
			switch rng.IntN(12) {
			case 0:
				row[i] = math.MaxInt64 >> rng.IntN(16)
			case 1:
				row[i] = math.MinInt64 >> rng.IntN(16)
			default:
				row[i] = rng.Int64N(2001) - 1000
			}
		}
		st := g.Stream()
		at := rng.IntN(n + 1) // where the Bound is taken
		pushed := 0
		for pushed < at {
			if st.Push(row[pushed]) != nil {
				break
			}
			pushed++
		}
		if pushed < at {
			continue // refused before the Bound: another row
		}
		admit := st.(game.Bounded).Bound().Admit
		want := at
		for want < n && st.Push(row[want]) == nil {
			want++
		}
		// In runs, as the CLI's pipe asks.
		got, rest := at, row[at:]
		for len(rest) > 0 {
			run := rest[:min(len(rest), 1+rng.IntN(40))]
			k := admit(run)
			got += k
			if k < len(run) {
				break
			}
			rest = rest[len(run):]
		}
		if got != want {
			t.Errorf("%s: on %v, the Bound taken after %d numbers admits %d, the Streamer takes %d", g.Name, row, at, got, want)
			return refused
		}
		if want < n {
			refused++
		}
	}
	return refused
}
