package game

import (
	"context"
	"fmt"
	"strconv"
	"strings"
)

// This file adapts a game package's own constructor to [Spec.New], which
// takes the instance's parameters as [Args]: it checks their number and
// kinds, naming the parameters in its error (New may be called without
// [Spec.Start]), and returns the position as a Solvable (a nil interface,
// never a typed nil, with an error).

// shape checks that args are one value of each kind in kinds, named by
// names.
func shape(args Args, names []string, kinds ...ParamKind) error {
	if len(args) != len(kinds) {
		var what []string
		for k, n := range names {
			what = append(what, n+" ("+kinds[k].String()+")")
		}
		return fmt.Errorf("this game takes %s, not %s", andList(what), Count(len(args), "parameter"))
	}
	for k, kind := range kinds {
		if args[k].kind != kind {
			return fmt.Errorf("%s is %s, not %s", names[k], kind.Article(), args[k].kind.Article())
		}
	}
	return nil
}

// New is the type of [Spec.New].
type New = func(ctx context.Context, args Args) (Solvable, error)

// FromList adapts a constructor of one list parameter, name.
func FromList[P Solvable](name string, newP func([]int64) (P, error)) New {
	return func(_ context.Context, args Args) (Solvable, error) {
		if err := shape(args, []string{name}, List); err != nil {
			return nil, err
		}
		return solvable(newP(args[0].ints))
	}
}

// FromListContext adapts a constructor of one list parameter, name, that
// does more than linear work and stops when ctx is done.
func FromListContext[P Solvable](name string, newP func(context.Context, []int64) (P, error)) New {
	return func(ctx context.Context, args Args) (Solvable, error) {
		if err := shape(args, []string{name}, List); err != nil {
			return nil, err
		}
		return solvable(newP(ctx, args[0].ints))
	}
}

// FromPair adapts a constructor of two list parameters.
func FromPair[P Solvable](first, second string, newP func(a, b []int64) (P, error)) New {
	return func(_ context.Context, args Args) (Solvable, error) {
		if err := shape(args, []string{first, second}, List, List); err != nil {
			return nil, err
		}
		return solvable(newP(args[0].ints, args[1].ints))
	}
}

// FromInt adapts a constructor of one integer parameter, name.
func FromInt[P Solvable](name string, newP func(int64) (P, error)) New {
	return func(_ context.Context, args Args) (Solvable, error) {
		if err := shape(args, []string{name}, Int); err != nil {
			return nil, err
		}
		return solvable(newP(args[0].Int()))
	}
}

// FromInts adapts a constructor of two integer parameters.
func FromInts[P Solvable](first, second string, newP func(a, b int64) (P, error)) New {
	return func(_ context.Context, args Args) (Solvable, error) {
		if err := shape(args, []string{first, second}, Int, Int); err != nil {
			return nil, err
		}
		return solvable(newP(args[0].Int(), args[1].Int()))
	}
}

// FromText adapts a constructor of one string parameter, name.
func FromText[P Solvable](name string, newP func(string) (P, error)) New {
	return func(_ context.Context, args Args) (Solvable, error) {
		if err := shape(args, []string{name}, Text); err != nil {
			return nil, err
		}
		return solvable(newP(args[0].text))
	}
}

func solvable[P Solvable](p P, err error) (Solvable, error) {
	if err != nil {
		return nil, err
	}
	return p, nil
}

// MoverResult returns the result of a win/lose position whose value for the
// player to move, turn, is v: +1 (they win), -1 (they lose) or 0 (a draw),
// and whose remoteness is remoteness ([Unknown] when the solver does not
// know it).
func MoverResult(turn Player, v int64, remoteness int) Result {
	if turn == Second {
		v = -v
	}
	return Result{Differential: v, Remoteness: remoteness}
}

// WinValue returns +1 for a win and -1 for a loss.
func WinValue(win bool) int64 {
	if win {
		return 1
	}
	return -1
}

// ParseCount reads the number of a move typed as "3" or "take 3" (verb,
// any case, spaces around): what ParseMove needs for moves named by a
// count. It reports false for anything else, or a number below least.
func ParseCount(s, verb string, least int) (int, bool) {
	t := strings.TrimSpace(strings.TrimPrefix(strings.ToLower(strings.TrimSpace(s)), verb))
	k, err := strconv.Atoi(t)
	return k, err == nil && k >= least
}

// OptionsBy values every legal move of p, in the order of its Moves, from
// value, the fast value of a position for its player to move: gain −
// value(next), or gain + value(next) when the mover moves again. It costs
// one Play and one value per move.
func OptionsBy(p Position, value func(Position) int64) []Option {
	moves := p.Moves()
	opts := make([]Option, 0, len(moves))
	for _, m := range moves {
		gain, next, err := p.Play(m)
		if err != nil {
			continue // a bug in the game: Moves lists it
		}
		v := value(next)
		if next.Turn() != p.Turn() {
			v = -v
		}
		opts = append(opts, Option{Move: m, Gain: gain, Value: gain + v})
	}
	return opts
}

// OutcomesBy values every legal move of p, a position of a win/lose game,
// in the order of its Moves, from result, the fast result of a position:
// an option's Value is the mover's payoff after the move (+1, -1 or 0),
// its Remoteness the next position's. It costs one Play and one result per
// move.
func OutcomesBy(p Position, result func(Position) Result) []Option {
	moves := p.Moves()
	opts := make([]Option, 0, len(moves))
	for _, m := range moves {
		gain, next, err := p.Play(m)
		if err != nil {
			continue // a bug in the game: Moves lists it
		}
		r := result(next)
		opts = append(opts, Option{Move: m, Gain: gain, Value: gain + r.For(p.Turn()), Remoteness: r.Remoteness})
	}
	return opts
}

// LineBy returns a line from p to the end that plays, at every turn, the
// move pick chooses among the best options ([Quickest] of them when pick
// is nil), each step made by [Apply]. It costs one Options call per move.
func LineBy(p Solvable, pick func(p Solvable, best []Option) Move) Line {
	return lineBy(p, pick, -1)
}

// LineFrom returns the line that plays, from p on, the move choose gives
// for each position, each step made by [Apply], until choose says there is
// none (false) or a move does not play. A game whose optimal move costs
// less to find than its Options builds its Line with it.
func LineFrom(p Solvable, choose func(Solvable) (Move, bool)) Line {
	var line Line
	for {
		m, ok := choose(p)
		if !ok {
			return line
		}
		st, next, err := Apply(p, m)
		if err != nil {
			return line // a bug in the game: its choice does not play
		}
		line, p = append(line, st), next
	}
}

// lineBy is LineBy stopping after most moves (no limit when most < 0).
func lineBy(p Solvable, pick func(p Solvable, best []Option) Move, most int) Line {
	var line Line
	for most < 0 || len(line) < most {
		opts := p.Options()
		if len(opts) == 0 {
			break
		}
		_, best := Best(opts)
		m := Quickest(best).Move
		if pick != nil {
			m = pick(p, best)
		}
		st, next, err := Apply(p, m)
		if err != nil {
			break // a bug in the game: its option does not play
		}
		line, p = append(line, st), next
	}
	return line
}
