package games

import (
	"context"
	"fmt"
	"reflect"
	"testing"

	"stonegame/game"
)

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

// handOut takes what p hands out, and scribble changes every number of it
// in place, as a careless front end might.
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

// TestNothingHandedOutAliases holds every game to "what a position hands
// out is never its state": at every position of every example's optimal
// line, the result, options, line, board, table and insight it hands out
// are scribbled over, and the position must then hand out the same as
// before. (A board that shared stone-game-vii's row once made play value
// its moves wrongly.)
func TestNothingHandedOutAliases(t *testing.T) {
	for _, g := range All() {
		for _, ex := range g.Examples {
			p, err := g.Start(context.Background(), ex.Args.Clone())
			if err != nil {
				t.Fatalf("%s %v: %v", g.Name, ex.Args, err)
			}
			for k := 0; ; k++ {
				before := handOut(p)
				want := fmt.Sprintf("%+v", deref(before))
				before.scribble()
				// A second round of scribbling on a fresh hand-out, then the
				// check on a third.
				handOut(p).scribble()
				if got := fmt.Sprintf("%+v", deref(handOut(p))); got != want {
					t.Errorf("%s %v, position %d: after its hand-outs were changed it hands out\n%s\nwant\n%s", g.Name, ex.Args, k, got, want)
					break
				}
				opts := p.Options()
				if len(opts) == 0 {
					break
				}
				_, best := game.Best(opts)
				_, next, err := game.Apply(p, game.Quickest(best).Move)
				if err != nil {
					t.Fatalf("%s %v: %v", g.Name, ex.Args, err)
				}
				p = next
			}
		}
	}
}

// deref replaces the pointers of h by their values, for printing.
func deref(h handedOut) []any {
	out := []any{h.result, h.options, h.line}
	for _, p := range []any{h.board, h.table, h.insight} {
		v := reflect.ValueOf(p)
		if v.IsNil() {
			out = append(out, nil)
		} else {
			out = append(out, v.Elem().Interface())
		}
	}
	return out
}
