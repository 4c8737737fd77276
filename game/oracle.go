package game

// This file is the reference oracle: plain memoized negamax over any
// Position. It is exponential in the worst case and exists to check the fast
// solvers, not to replace them.
//
// A game whose positions can repeat (Cat and Mouse) has no such recursion:
// a position may depend on itself. When the search meets a position on its
// own path, the oracle solves every position reachable from where it
// started by rounds instead ([loops]): a win/lose game, solved backward
// from its ends, with draws where no round decides.

// Value returns the differential, for the player to move, of p under optimal
// play. It memoizes by [Position.Key]; its cost is the number of distinct
// positions reachable from p times their moves. Moves that Play rejects are
// a bug in the game and are skipped.
func Value(p Position) int64 {
	return oracleFor(p).value(p)
}

// Options returns every legal move of p with its exact value, computed by the
// oracle.
func Options(p Position) []Option {
	return oracleFor(p).options(p)
}

// Solve returns the totals of optimal play from p, by the oracle: it follows
// the first optimal move at every turn and adds up what each player scores.
// In a win/lose game (a final payoff that is not 0) its Remoteness is
// [Remoteness]'s; otherwise 0.
func Solve(p Position) Result {
	start := p
	o := oracleFor(p)
	if o.loop != nil {
		v, rem := o.loop.result(p)
		return MoverResult(p.Turn(), v, rem)
	}
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

type oracle struct {
	memo map[string]int64
	path map[string]bool // the positions being searched
	// loops is set when the search meets a position on its own path;
	// loop then holds the game solved by rounds.
	loops bool
	loop  *loops
}

func newOracle() *oracle {
	return &oracle{memo: make(map[string]int64), path: make(map[string]bool)}
}

// oracleFor returns an oracle that has searched from p: by memoized
// negamax, or by rounds when a position reachable from p repeats.
func oracleFor(p Position) *oracle {
	o := newOracle()
	o.value(p)
	if o.loops {
		o.loop = solveLoops(p)
	}
	return o
}

func (o *oracle) value(p Position) int64 {
	if o.loop != nil {
		v, _ := o.loop.result(p)
		return v
	}
	if o.loops {
		return 0 // the search stops: solveLoops takes over
	}
	k := p.Key()
	if v, ok := o.memo[k]; ok {
		return v
	}
	if o.path[k] {
		o.loops = true // p depends on itself: solveLoops takes over
		return 0
	}
	o.path[k] = true
	opts := o.options(p)
	delete(o.path, k)
	v := p.Payoff()
	if len(opts) > 0 {
		v, _ = Best(opts)
	}
	if !o.loops {
		o.memo[k] = v
	}
	return v
}

// loops is a game whose positions repeat, solved by rounds: every
// position reachable from a start, its value for the player to move (+1,
// -1, or 0 for a draw) and its remoteness ([Unknown] for a draw).
type loops struct {
	index map[string]int
	val   []int64
	rem   []int
}

// solveLoops solves every position reachable from start as a win/lose
// game (moves score nothing; a finished position is worth the sign of its
// payoff). Round k decides the positions the player to move wins in k
// moves (a move to a position decided before that is good for them: lost
// for the other player, or won when the same player moves again) and
// those they lose in k moves (every move to a position decided before
// that is good for the other player); what no round decides is a draw.
// Its cost is the positions' moves times the rounds, at most the number
// of positions.
func solveLoops(start Position) *loops {
	l := &loops{index: map[string]int{}}
	var pos []Position
	add := func(p Position) int {
		k := p.Key()
		if i, ok := l.index[k]; ok {
			return i
		}
		l.index[k] = len(pos)
		pos = append(pos, p)
		return len(pos) - 1
	}
	add(start)
	var next [][]int
	for i := 0; i < len(pos); i++ {
		var js []int
		for _, m := range pos[i].Moves() {
			if _, q, err := pos[i].Play(m); err == nil {
				js = append(js, add(q))
			}
		}
		next = append(next, js)
	}
	n := len(pos)
	l.val, l.rem = make([]int64, n), make([]int, n)
	decided := make([]bool, n)
	for i, p := range pos {
		l.rem[i] = Unknown
		if len(next[i]) == 0 {
			decided[i] = true
			switch pay := p.Payoff(); {
			case pay > 0:
				l.val[i], l.rem[i] = 1, 0
			case pay < 0:
				l.val[i], l.rem[i] = -1, 0
			}
		}
	}
	// good returns +1 if position j is good for the player to move at i,
	// -1 if it is good for the other player, 0 for a draw.
	good := func(i, j int) int64 {
		if pos[j].Turn() == pos[i].Turn() {
			return l.val[j]
		}
		return -l.val[j]
	}
	for round := 1; ; round++ {
		var won, lost []int
		for i := range pos {
			if decided[i] {
				continue
			}
			win, all := false, true
			for _, j := range next[i] {
				switch {
				case !decided[j] || l.val[j] == 0:
					all = false
				case good(i, j) > 0:
					win = true
				}
			}
			switch {
			case win:
				won = append(won, i)
			case all:
				lost = append(lost, i)
			}
		}
		if len(won)+len(lost) == 0 {
			return l
		}
		for _, i := range won {
			l.val[i], l.rem[i], decided[i] = 1, round, true
		}
		for _, i := range lost {
			l.val[i], l.rem[i], decided[i] = -1, round, true
		}
	}
}

// result returns p's value for the player to move and its remoteness,
// solving from p when p was not reached from the start.
func (l *loops) result(p Position) (int64, int) {
	i, ok := l.index[p.Key()]
	if !ok {
		*l = *solveLoops(p)
		i = l.index[p.Key()]
	}
	return l.val[i], l.rem[i]
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
	o := oracleFor(p)
	if o.loop != nil {
		_, rem := o.loop.result(p)
		return rem
	}
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
