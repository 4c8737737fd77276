// Package oracletest holds a game's fast answers to the reference oracle
// of package game, for the tests of the game packages.
package oracletest

import (
	"fmt"

	"stonegame/game"
)

// Check compares, at p, the fast Solve, Options and Line of a scoring or
// solo game with the oracle: [Values] at p, then the line, each of whose
// moves must be optimal by [game.Options] at the position it is played
// in, and which must end the game with Solve's result. Its cost is the
// oracle's times the length of the line: use it on small positions.
func Check(p game.Solvable) error {
	if err := Values(p); err != nil {
		return err
	}
	return line(p, false, func(q game.Solvable) []game.Option { return game.Options(q) })
}

// Values compares p's Solve and Options with the oracle's: the
// differential (from the oracle's options, or the payoff of a finished
// position) and each option's move, gain and value in the order of Moves,
// and, in a scoring or solo game, a Remoteness of 0 everywhere. It runs
// the oracle once.
func Values(p game.Solvable) error {
	_, err := values(p, false)
	return err
}

// values is Values; it returns the oracle's options, with their
// remoteness when winLose (which also skips the Remoteness of the fast
// ones, for the caller to check).
func values(p game.Solvable, winLose bool) ([]game.Option, error) {
	fast, slow := p.Options(), game.Options(p)
	if len(fast) != len(slow) {
		return nil, fmt.Errorf("%s: %d options, want %d (oracle)", p.Key(), len(fast), len(slow))
	}
	for i := range fast {
		f := fast[i]
		if winLose {
			f.Remoteness = 0
		}
		if f != slow[i] {
			return nil, fmt.Errorf("%s: option %d is %+v, want %+v (oracle)", p.Key(), i, fast[i], slow[i])
		}
	}
	want := p.Payoff()
	if len(slow) > 0 {
		want, _ = game.Best(slow)
	}
	r := p.Solve()
	if got := r.For(p.Turn()); got != want {
		return nil, fmt.Errorf("%s: Solve is worth %d to the player to move, want %d (oracle)", p.Key(), got, want)
	}
	if !winLose && r.Remoteness != 0 {
		return nil, fmt.Errorf("%s: Solve has remoteness %d in a game that is not win/lose", p.Key(), r.Remoteness)
	}
	return slow, nil
}

// Outcomes compares, at p, a position of a win/lose game, its Solve and
// Options with the oracle: the values as [Values] does; Solve's
// Remoteness against [game.Remoteness] (Unknown for a draw, finished or
// not); each
// option's against game.Remoteness of the position it leads to; and, when
// p is [game.Impartial] and knows its value, that value against
// [game.Grundy]. It runs the oracle once per move: use it on small
// positions.
func Outcomes(p game.Solvable) error {
	_, err := outcomes(p)
	return err
}

// outcomes is Outcomes; it returns the oracle's options, each with its
// remoteness.
func outcomes(p game.Solvable) ([]game.Option, error) {
	slow, err := values(p, true)
	if err != nil {
		return nil, err
	}
	if got, want := p.Solve().Remoteness, remoteness(p); got != want {
		return nil, fmt.Errorf("%s: Solve has remoteness %d, want %d (oracle)", p.Key(), got, want)
	}
	fast := p.Options()
	for i := range slow {
		_, next, err := p.Play(slow[i].Move)
		if err != nil {
			return nil, fmt.Errorf("%s: %v: %v", p.Key(), slow[i].Move, err)
		}
		slow[i].Remoteness = remoteness(next)
		if fast[i].Remoteness != slow[i].Remoteness {
			return nil, fmt.Errorf("%s: option %d (%v) has remoteness %d, want %d (oracle)", p.Key(), i, slow[i].Move, fast[i].Remoteness, slow[i].Remoteness)
		}
	}
	if im, ok := p.(game.Impartial); ok {
		if g, ok := im.Grundy(); ok {
			if want := game.Grundy(p); g != want {
				return nil, fmt.Errorf("%s: Grundy value %d, want %d (oracle)", p.Key(), g, want)
			}
		}
	}
	return slow, nil
}

// remoteness is [game.Remoteness], but Unknown at a finished draw (a
// payoff of 0), where game.Remoteness counts 0 moves: a draw's remoteness
// is Unknown ([game.Result]), finished or not.
func remoteness(p game.Position) int {
	if game.Over(p) && p.Payoff() == 0 {
		return game.Unknown
	}
	return game.Remoteness(p)
}

// CheckOutcomes is [Check] for a position of a win/lose game: [Outcomes]
// at p, then the line, each of whose moves must be optimal by the oracle
// and the remoteness ([game.Quickest]: the winner hurries, the loser
// delays), and whose length must be Solve's Remoteness (a drawn line's
// Solve says Unknown). Its cost is Outcomes' times the length of the
// line.
func CheckOutcomes(p game.Solvable) error {
	if err := Outcomes(p); err != nil {
		return err
	}
	return line(p, true, func(q game.Solvable) []game.Option {
		opts, err := outcomes(q)
		if err != nil {
			return nil // reported as an illegal move of the line
		}
		return opts
	})
}

// Line checks p's line as [Check] does, but judges each move by the
// position's own Options. It is for exhaustive tests that have already
// held every position the line passes through to the oracle with
// [Values]: then it is as strict as Check, at the cost of the line.
func Line(p game.Solvable) error { return line(p, false, game.Solvable.Options) }

// OutcomeLine is [Line] for a win/lose game, as strict as
// [CheckOutcomes] when every position the line passes through has been
// held to the oracle with [Outcomes].
func OutcomeLine(p game.Solvable) error { return line(p, true, game.Solvable.Options) }

func line(p game.Solvable, winLose bool, options func(game.Solvable) []game.Option) error {
	var cur game.Solvable = p
	l := p.Line()
	for k, st := range l {
		if st.Player != cur.Turn() {
			return fmt.Errorf("%s: line move %d is %v's, but %v is to move", p.Key(), k+1, st.Player, cur.Turn())
		}
		opts := options(cur)
		best, top := game.Best(opts)
		found := false
		for _, o := range opts {
			if o.Move != st.Move {
				continue
			}
			found = true
			if o.Value != best {
				return fmt.Errorf("%s: line move %d, %v, is worth %d, want %d", p.Key(), k+1, st.Move, o.Value, best)
			}
			if q := game.Quickest(top); winLose && o.Remoteness != q.Remoteness {
				return fmt.Errorf("%s: line move %d, %v, leads to remoteness %d, but %v leads to %d", p.Key(), k+1, st.Move, o.Remoteness, q.Move, q.Remoteness)
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
	if !game.Over(cur) {
		return fmt.Errorf("%s: the line stops at %s, where moves remain", p.Key(), cur.Key())
	}
	r, want := game.Score(l, cur), p.Solve()
	if winLose && want.Winner() == game.Draw {
		r.Remoteness = game.Unknown // Score counts no remoteness for a draw
	}
	if r != want {
		return fmt.Errorf("%s: the line scores %+v, but Solve says %+v", p.Key(), r, want)
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

// Steps checks that p, a [game.Stepper], yields exactly the steps of
// want, a line made another way (by [game.LineBy], when the game's line is
// the generic one: the first of the quickest best options at every move),
// and of its own Line, in order, and that it stops as soon as yield
// returns false, after any number of steps. Its cost is the length of the
// line squared: use it on small positions.
func Steps(p game.Solvable, want game.Line) error {
	s, ok := p.(game.Stepper)
	if !ok {
		return fmt.Errorf("%s: %T is not a game.Stepper", p.Key(), p)
	}
	var got game.Line
	s.Steps(func(st game.Step) bool { got = append(got, st); return true })
	for _, w := range []struct {
		what string
		line game.Line
	}{{"the reference line", want}, {"Line", p.Line()}} {
		if len(got) != len(w.line) {
			return fmt.Errorf("%s: Steps yields %d steps, %s has %d", p.Key(), len(got), w.what, len(w.line))
		}
		for k := range got {
			if got[k] != w.line[k] {
				return fmt.Errorf("%s: step %d is %+v, %s's is %+v", p.Key(), k+1, got[k], w.what, w.line[k])
			}
		}
	}
	for stop := range len(got) + 1 {
		calls := 0
		s.Steps(func(game.Step) bool {
			calls++
			return calls <= stop
		})
		if want := min(stop+1, len(got)); calls != want {
			return fmt.Errorf("%s: told to stop after %d steps, Steps called yield %d times, want %d", p.Key(), stop, calls, want)
		}
	}
	return nil
}

// LineEnds checks, at p, a win/lose position of any size, that p's Line
// replays ([game.Replay]) to the end of the game: a position with no
// move, whose winner is Solve's, after as many moves as Solve's
// remoteness when the solver knows it. Its cost is the line's.
func LineEnds(p game.Solvable) error {
	var moves []game.Move
	for _, st := range p.Line() {
		moves = append(moves, st.Move)
	}
	line, end, err := game.Replay(p, moves)
	if err != nil {
		return err
	}
	r := p.Solve()
	if !game.Over(end) || game.Score(line, end).Winner() != r.Winner() || r.Remoteness >= 0 && len(line) != r.Remoteness {
		return fmt.Errorf("%s: the line of %d moves ends with %+v, Solve says %+v", game.Describe(p), len(line), game.Score(line, end), r)
	}
	return nil
}
