package game

import (
	"fmt"
	"strconv"
	"strings"
)

// This file adapts a game package's own constructor to [Spec.New], which
// takes the instance's parameters as [Args]: it checks their number and
// shape, naming the parameters in its error, and returns the position as a
// Solvable (a nil interface, never a typed nil, with an error).

// FromList adapts a constructor of one list parameter, name.
func FromList[P Solvable](name string, newP func([]int64) (P, error)) func(args ...[]int64) (Solvable, error) {
	return func(args ...[]int64) (Solvable, error) {
		if len(args) != 1 {
			return nil, fmt.Errorf("this game takes one list, %s, not %d parameters", name, len(args))
		}
		return solvable(newP(args[0]))
	}
}

// FromPair adapts a constructor of two list parameters.
func FromPair[P Solvable](first, second string, newP func(a, b []int64) (P, error)) func(args ...[]int64) (Solvable, error) {
	return func(args ...[]int64) (Solvable, error) {
		if len(args) != 2 {
			return nil, fmt.Errorf("this game takes %s and %s, not %d parameters", first, second, len(args))
		}
		return solvable(newP(args[0], args[1]))
	}
}

// FromInt adapts a constructor of one integer parameter, name.
func FromInt[P Solvable](name string, newP func(int64) (P, error)) func(args ...[]int64) (Solvable, error) {
	return func(args ...[]int64) (Solvable, error) {
		if len(args) != 1 {
			return nil, fmt.Errorf("this game takes one integer, %s, not %d parameters", name, len(args))
		}
		if err := oneNumber(name, args[0]); err != nil {
			return nil, err
		}
		return solvable(newP(args[0][0]))
	}
}

// FromInts adapts a constructor of two integer parameters.
func FromInts[P Solvable](first, second string, newP func(a, b int64) (P, error)) func(args ...[]int64) (Solvable, error) {
	return func(args ...[]int64) (Solvable, error) {
		if len(args) != 2 {
			return nil, fmt.Errorf("this game takes two integers, %s and %s, not %d parameters", first, second, len(args))
		}
		if err := oneNumber(first, args[0]); err != nil {
			return nil, err
		}
		if err := oneNumber(second, args[1]); err != nil {
			return nil, err
		}
		return solvable(newP(args[0][0], args[1][0]))
	}
}

// oneNumber checks that an integer parameter holds exactly one number.
func oneNumber(name string, xs []int64) error {
	if len(xs) != 1 {
		return fmt.Errorf("%s is one integer, not a list of %d numbers", name, len(xs))
	}
	return nil
}

func solvable[P Solvable](p P, err error) (Solvable, error) {
	if err != nil {
		return nil, err
	}
	return p, nil
}

// MoverResult returns the result of a win/lose position whose value for the
// player to move, turn, is v: +1 (they win), -1 (they lose) or 0 (a draw).
func MoverResult(turn Player, v int64) Result {
	if turn == Second {
		v = -v
	}
	return Result{Differential: v}
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

// LineBy returns a line from p to the end that plays, at every turn, the
// move pick chooses among the best options (the first of them when pick is
// nil), each step made by [Apply]. It costs one Options call per move.
func LineBy(p Solvable, pick func(p Solvable, best []Option) Move) Line {
	return lineBy(p, pick, -1)
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
		m := best[0].Move
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
