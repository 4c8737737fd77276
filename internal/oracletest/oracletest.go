// Package oracletest holds a game's fast answers to the reference oracle
// of package game, for the tests of the game packages.
package oracletest

import (
	"fmt"

	"stonegame/game"
)

// Check compares, at p, the fast Solve, Options and Line of a game with
// the oracle: [Values] at p, then the line, each of whose moves must be
// optimal by [game.Options] at the position it is played in, and which must
// end the game with Solve's result. Its cost is the oracle's times the
// length of the line: use it on small positions.
func Check(p game.Solvable) error {
	if err := Values(p); err != nil {
		return err
	}
	return line(p, func(q game.Solvable) []game.Option { return game.Options(q) })
}

// Values compares p's Solve and Options with the oracle's: the
// differential (from the oracle's options, or the payoff of a finished
// position) and each option's move, gain and value in the order of Moves.
// It runs the oracle once.
func Values(p game.Solvable) error {
	fast, slow := p.Options(), game.Options(p)
	if len(fast) != len(slow) {
		return fmt.Errorf("%s: %d options, want %d (oracle)", p.Key(), len(fast), len(slow))
	}
	for i := range fast {
		if fast[i] != slow[i] {
			return fmt.Errorf("%s: option %d is %+v, want %+v (oracle)", p.Key(), i, fast[i], slow[i])
		}
	}
	want := p.Payoff()
	if len(slow) > 0 {
		want, _ = game.Best(slow)
	}
	if got := p.Solve().For(p.Turn()); got != want {
		return fmt.Errorf("%s: Solve is worth %d to the player to move, want %d (oracle)", p.Key(), got, want)
	}
	return nil
}

// Line checks p's line as [Check] does, but judges each move by the
// position's own Options. It is for exhaustive tests that have already
// held every position the line passes through to the oracle with
// [Values]: then it is as strict as Check, at the cost of the line.
func Line(p game.Solvable) error { return line(p, game.Solvable.Options) }

func line(p game.Solvable, options func(game.Solvable) []game.Option) error {
	var cur game.Solvable = p
	l := p.Line()
	for k, st := range l {
		if st.Player != cur.Turn() {
			return fmt.Errorf("%s: line move %d is %v's, but %v is to move", p.Key(), k+1, st.Player, cur.Turn())
		}
		opts := options(cur)
		best, _ := game.Best(opts)
		found := false
		for _, o := range opts {
			if o.Move == st.Move {
				found = true
				if o.Value != best {
					return fmt.Errorf("%s: line move %d, %v, is worth %d, want %d", p.Key(), k+1, st.Move, o.Value, best)
				}
			}
		}
		if !found {
			return fmt.Errorf("%s: line move %d, %v, is not legal at %s", p.Key(), k+1, st.Move, cur.Key())
		}
		want, next, err := game.Apply(cur, st.Move)
		if err != nil {
			return fmt.Errorf("%s: line move %d: %v", p.Key(), k+1, err)
		}
		if want != st {
			return fmt.Errorf("%s: line move %d is %+v, but Apply makes %+v", p.Key(), k+1, st, want)
		}
		cur = next
	}
	if len(cur.Moves()) != 0 {
		return fmt.Errorf("%s: the line stops at %s, where moves remain", p.Key(), cur.Key())
	}
	if r := game.Score(l, cur); r != p.Solve() {
		return fmt.Errorf("%s: the line scores %+v, but Solve says %+v", p.Key(), r, p.Solve())
	}
	return nil
}

// EachRow calls f with every row of length 1 to maxLen over the values
// lo..hi, shorter rows first (the same slice, overwritten: f must copy a
// row it keeps), and returns how many rows it made.
func EachRow(maxLen int, lo, hi int64, f func(row []int64)) int {
	count := 0
	for n := 1; n <= maxLen; n++ {
		row := make([]int64, n)
		var rec func(i int)
		rec = func(i int) {
			if i == n {
				f(row)
				count++
				return
			}
			for v := lo; v <= hi; v++ {
				row[i] = v
				rec(i + 1)
			}
		}
		rec(0)
	}
	return count
}

// Args returns lists as the instance of g: one list per parameter, an
// integer parameter as a list of one number (the shape instances had
// before parameters had kinds), so tests of list and integer games stay
// short. A list of another length for an integer parameter, or a list for
// a string or a grid, becomes a list: g.Start then refuses it by its kind.
func Args(g *game.Spec, lists ...[]int64) game.Args {
	args := make(game.Args, len(lists))
	for k, l := range lists {
		if k < len(g.Params) && g.Params[k].Kind == game.Int && len(l) == 1 {
			args[k] = game.IntOf(l[0])
		} else {
			args[k] = game.ListOf(l...)
		}
	}
	return args
}
