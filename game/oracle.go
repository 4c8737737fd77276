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
func Solve(p Position) Result {
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
