package game

// This file is the reference oracle: plain memoized negamax over any
// Position. It is exponential in the worst case and exists to check the fast
// solvers, not to replace them.

// Value returns the differential, for the player to move, of p under optimal
// play. It memoizes by [Position.Key]; its cost is the number of distinct
// positions reachable from p times their moves. Moves that Play rejects are
// a bug in the game and are skipped.
func Value(p Position) int64 {
	return newOracle().value(p)
}

// Options returns every legal move of p with its exact value, computed by the
// oracle.
func Options(p Position) []Option {
	return newOracle().options(p)
}

// Solve returns the totals of optimal play from p, by the oracle: it follows
// the first optimal move at every turn and adds up what each player scores.
// In a win/lose game (a final payoff that is not 0) its Remoteness is
// [Remoteness]'s; otherwise 0.
func Solve(p Position) Result {
	start := p
	o := newOracle()
	var r Result
	for {
		opts := o.options(p)
		if len(opts) == 0 {
			break
		}
		_, best := Best(opts)
		gain, next, err := p.Play(best[0].Move)
		if err != nil {
			break
		}
		if p.Turn() == First {
			r.First += gain
		} else {
			r.Second += gain
		}
		p = next
	}
	r.Differential = r.First - r.Second
	// A terminal payoff counts for the player to move at the end.
	if pay := p.Payoff(); pay != 0 {
		r.Remoteness = Remoteness(start)
		if p.Turn() == First {
			r.Differential += pay
		} else {
			r.Differential -= pay
		}
	}
	return r
}

type oracle struct{ memo map[string]int64 }

func newOracle() *oracle { return &oracle{memo: make(map[string]int64)} }

func (o *oracle) value(p Position) int64 {
	k := p.Key()
	if v, ok := o.memo[k]; ok {
		return v
	}
	opts := o.options(p)
	v := p.Payoff()
	if len(opts) > 0 {
		v, _ = Best(opts)
	}
	o.memo[k] = v
	return v
}

func (o *oracle) options(p Position) []Option {
	var opts []Option
	for _, m := range p.Moves() {
		gain, next, err := p.Play(m)
		if err != nil {
			continue
		}
		v := o.value(next)
		if next.Turn() != p.Turn() {
			v = -v
		}
		opts = append(opts, Option{Move: m, Gain: gain, Value: gain + v})
	}
	return opts
}

// Remoteness returns the remoteness of p under optimal play, by the
// oracle ([Result.Remoteness]): 0 for a finished position; for one the
// player to move wins, 1 + the least remoteness over the moves that keep
// the win; for one they lose, 1 + the most over all moves. It is defined
// for win/lose games whose positions do not repeat, and returns [Unknown]
// for a draw, finished or not. It counts moves, not turns: a move after
// which the same player moves again counts as one, as every move does,
// and a move wins when it leads to a position its mover wins (the
// opponent's loss when the turn passes, the mover's own win after an
// extra turn). Its cost is the oracle's, once more.
func Remoteness(p Position) int {
	o := newOracle()
	rem := map[string]int{}
	var r func(p Position) int
	r = func(p Position) int {
		k := p.Key()
		if x, ok := rem[k]; ok {
			return x
		}
		opts := o.options(p)
		x := 0
		if len(opts) == 0 && p.Payoff() == 0 {
			x = Unknown // a finished draw
		}
		if len(opts) > 0 {
			best, _ := Best(opts)
			switch {
			case best == 0:
				x = Unknown
			case best > 0:
				x = -1
				for _, op := range opts {
					if op.Value != best {
						continue
					}
					_, next, err := p.Play(op.Move)
					if err != nil {
						continue
					}
					if n := r(next); n >= 0 && (x < 0 || 1+n < x) {
						x = 1 + n
					}
				}
			default:
				for _, op := range opts {
					_, next, err := p.Play(op.Move)
					if err != nil {
						continue
					}
					if n := r(next); n >= 0 {
						x = max(x, 1+n)
					}
				}
			}
		}
		rem[k] = x
		return x
	}
	return r(p)
}

// Grundy returns the Sprague–Grundy value of p, a position of an
// impartial game (both players have the same moves everywhere) whose
// players alternate (the theory has no extra turns: the value of such a
// game is not a Grundy value, and callers should not ask), by the
// oracle: the least natural number that is not the value of a position p
// moves to (mex), so 0 for a finished position and for every position the
// player to move loses under normal play. Its cost is the number of
// positions reachable from p times their moves.
func Grundy(p Position) uint64 {
	memo := map[string]uint64{}
	var g func(p Position) uint64
	g = func(p Position) uint64 {
		k := p.Key()
		if x, ok := memo[k]; ok {
			return x
		}
		seen := map[uint64]bool{}
		for _, m := range p.Moves() {
			if _, next, err := p.Play(m); err == nil {
				seen[g(next)] = true
			}
		}
		x := uint64(0)
		for seen[x] {
			x++
		}
		memo[k] = x
		return x
	}
	return g(p)
}
