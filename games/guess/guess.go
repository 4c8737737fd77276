// Package guess solves Guess Number Higher or Lower II (LeetCode 375): I
// pick a number from 1 to n, you guess; a wrong guess x costs you x
// dollars, and I say whether my number is higher or lower. What is the
// least money that guarantees a win, whatever number I picked?
//
// "Whatever number I picked" makes it a game against an adversary who
// never commits: the picker may answer higher or lower as it likes, as
// long as some number of the range is still consistent with every
// answer. So the guesser (player 1) and the picker (player 2) alternate:
// at a range [lo, hi] of two numbers or more the guesser names a number g
// of it; the picker answers "lower" (the range becomes [lo, g−1]) or
// "higher" ([g+1, hi]), whichever is not empty, and collects g. Once one
// number is left the guesser knows it, and the last guess costs nothing:
// the game is over. In the core's terms it is a scoring game: the picker
// scores the money paid, the guesser nothing, so the differential is
// minus the money, which the guesser maximises and the picker minimises;
// LeetCode's answer is the picker's total.
//
// The value of a range is the interval DP
//
//	cost(i, j) = min over g in i..j of g + max(cost(i, g−1), cost(g+1, j))
//
// with cost(i, i) = 0 and an empty range 0; textbook O(n³). This package
// fills it in O(n²): cost(i, g−1) grows with g and cost(g+1, j) shrinks,
// so for fixed j the guesses split at the first g0 where the left side
// is the larger; from g0 on the cost is g + cost(i, g−1), least at g0,
// and below g0 it is g + cost(g+1, j), whose minimum over the window
// [i, g0−1] a monotone deque keeps as i moves left (g0 only moves left
// too). The tests hold it to the O(n³) recurrence and to the oracle.
//
//	p, _ := guess.New(10)
//	p.Solve() // the picker collects 16: guess 7, then 9 or 3, then 5 or 1
package guess

import (
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
)

// GuessNumber is LeetCode 375, as the registry lists it.
var GuessNumber = &game.Spec{
	Name:    "guess-number-higher-or-lower-ii",
	Aliases: []string{"375", "leetcode-375", "guess-number-ii"},
	Title:   "Guess Number Higher or Lower II (LeetCode 375)",
	Rules:   "the picker has a number from 1 to n in mind; the guesser names a number, and a wrong guess x costs the guesser x, the picker answering higher or lower; once one number is left the guesser knows it. The picker may change its number as long as one fits every answer",
	Players: [2]string{"Guesser", "Picker"},
	Kind:    game.Scoring,
	Stake:   &game.Stake{What: "the money the guesser pays", Max: game.Second},
	Params: []game.Param{{
		Name: "n", Kind: game.Int, Min: 1, Max: 200,
		Limit: MaxN, LimitWhy: "the solver's table holds a cost for each range, n² four-byte values (16 MB at 2000)",
	}},
	Func: "getMoneyAmount",
	Examples: []game.Example{
		{Args: game.Args{game.IntOf(10)}, Answer: "16"},
		{Args: game.Args{game.IntOf(1)}, Answer: "0"},
		{Args: game.Args{game.IntOf(2)}, Answer: "1"},
	},
	New:        game.FromInt("n", New),
	Answer:     func(r game.Result) game.Answer { return game.IntAnswer(r.Second) },
	AnswerType: "int",
	AnswerRule: "the least money the guesser needs to be sure to win, whatever the number",
	ParseMove:  ParseMove,
	MoveHelp:   "the guesser types a number of the range (7 or guess 7); the picker types higher or lower (h or l)",
	Say: func(b []byte, who string, s game.Step) []byte {
		switch m := s.Move.(type) {
		case Guess:
			return fmt.Appendf(b, "%s guesses %d", who, int(m))
		case Answer:
			return fmt.Appendf(b, "%s answers %v: the guesser pays %d", who, m, s.Gain)
		}
		return fmt.Appendf(b, "%s plays %v", who, s.Move)
	},
	Short: func(b []byte, s game.Step) []byte {
		if a, ok := s.Move.(Answer); ok {
			return fmt.Appendf(b, "%v (+%d)", a, s.Gain)
		}
		return fmt.Appendf(b, "%v", s.Move)
	},
	// Options values each guess of the range from the table, O(n); the
	// line plays at most 2n moves, each chosen in O(n).
	OptionsCost: game.Linear,
	LineCost:    game.Quadratic,
}

// MaxN is the largest n New takes.
const MaxN = 2000

// Guess is the guesser's move: the number named.
type Guess int

// String returns "guess 7".
func (g Guess) String() string { return "guess " + strconv.Itoa(int(g)) }

// Label returns what a person types: "7".
func (g Guess) Label() string { return strconv.Itoa(int(g)) }

// AppendJSON appends the move as a JSON string, its String.
func (g Guess) AppendJSON(b []byte) []byte { return strconv.AppendQuote(b, g.String()) }

// MarshalText returns the move's String.
func (g Guess) MarshalText() ([]byte, error) { return []byte(g.String()), nil }

// Answer is the picker's move: where its number lies against the guess.
type Answer uint8

const (
	Lower  Answer = iota + 1 // the number is below the guess
	Higher                   // the number is above the guess
)

// String returns "lower" or "higher".
func (a Answer) String() string {
	if a == Higher {
		return "higher"
	}
	return "lower"
}

// AppendJSON appends "lower" or "higher".
func (a Answer) AppendJSON(b []byte) []byte { return strconv.AppendQuote(b, a.String()) }

// MarshalText returns the move's String.
func (a Answer) MarshalText() ([]byte, error) { return []byte(a.String()), nil }

// ParseMove reads a move: "higher", "h", "lower", "l" (the picker's), or
// a number, "7" or "guess 7" (the guesser's).
func ParseMove(s string) (game.Move, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	switch t {
	case "higher", "h", "high", "up":
		return Higher, nil
	case "lower", "l", "low", "down":
		return Lower, nil
	}
	if k, ok := game.ParseCount(t, "guess", 1); ok {
		return Guess(k), nil
	}
	return nil, fmt.Errorf("%q is not a move: the guesser types a number (7 or guess 7), the picker higher or lower", s)
}

// table is the cost of every range of one game: cost(i, j) at
// c[i*(n+2)+j], 0 for i >= j (one number, or none).
type table struct {
	n int
	c []int32
}

func (t *table) cost(i, j int) int64 {
	if i >= j {
		return 0
	}
	return int64(t.c[i*(t.n+2)+j])
}

// fill fills the table in O(n²) (see the package doc).
func fill(n int) *table {
	t := &table{n: n, c: make([]int32, (n+2)*(n+2))}
	w := n + 2
	dq := make([]int, 0, n+1)
	for j := 2; j <= n; j++ {
		g0 := j // the first g with cost(i, g−1) >= cost(g+1, j)
		dq = dq[:0]
		head := 0 // dq[head:] is the deque: dq[head] the oldest (largest g), dq[len-1] the newest
		f := func(g int) int64 { return int64(g) + t.cost(g+1, j) }
		for i := j - 1; i >= 1; i-- {
			// Guess i enters the window [i, g0−1] on the newest side.
			for len(dq) > head && f(dq[len(dq)-1]) >= f(i) {
				dq = dq[:len(dq)-1]
			}
			dq = append(dq, i)
			for g0-1 >= i && t.cost(i, g0-2) >= t.cost(g0, j) {
				g0--
			}
			for len(dq) > head && dq[head] >= g0 {
				head++
			}
			best := int64(g0) + t.cost(i, g0-1)
			if len(dq) > head {
				best = min(best, f(dq[head]))
			}
			t.c[i*w+j] = int32(best)
		}
	}
	return t
}

// cubic is the textbook O(n³) recurrence, for the tests.
func cubic(n int) [][]int64 {
	c := make([][]int64, n+2)
	for i := range c {
		c[i] = make([]int64, n+2)
	}
	for l := 2; l <= n; l++ {
		for i := 1; i+l-1 <= n; i++ {
			j := i + l - 1
			c[i][j] = -1
			for g := i; g <= j; g++ {
				v := int64(g) + max(c[i][max(g-1, 0)], c[g+1][j])
				if g == i {
					v = int64(g) + c[g+1][j]
				}
				if c[i][j] < 0 || v < c[i][j] {
					c[i][j] = v
				}
			}
		}
	}
	return c
}

// Position is a position of the game: the range of numbers still
// possible, and the guess the picker must answer (0 on the guesser's
// turn). It is immutable; Play returns a new one.
type Position struct {
	t      *table // shared by the positions of one game, never modified
	lo, hi int
	g      int // the pending guess, 0 when the guesser is to move
}

// New returns the start of the game on 1..n, the guesser to move. It
// fills the table of every range, O(n²) time and 4(n+2)² bytes. It
// returns an error for n below 1 or over [MaxN].
func New(n int64) (Position, error) {
	switch {
	case n < 1:
		return Position{}, fmt.Errorf("n = %d: the picker needs a number from 1 to n, so n >= 1", n)
	case n > MaxN:
		return Position{}, fmt.Errorf("n = %d: this solver takes n up to %d (its table holds a cost for each range)", n, MaxN)
	}
	return Position{t: fill(int(n)), lo: 1, hi: int(n)}, nil
}

// Range returns the numbers still possible, lo to hi, and the pending
// guess (0 on the guesser's turn).
func (p Position) Range() (lo, hi, guess int) { return p.lo, p.hi, p.g }

// Cost returns the money the guesser needs from here on, under optimal
// play: cost(lo, hi) on the guesser's turn, the guess plus the dearer
// side on the picker's.
func (p Position) Cost() int64 {
	if p.g == 0 {
		return p.t.cost(p.lo, p.hi)
	}
	return int64(p.g) + max(p.t.cost(p.lo, p.g-1), p.t.cost(p.g+1, p.hi))
}

// Turn returns the guesser (player 1) when no guess is pending, else the
// picker.
func (p Position) Turn() game.Player {
	if p.g == 0 {
		return game.First
	}
	return game.Second
}

// Moves returns every guess of the range on the guesser's turn (none once
// one number is left), and on the picker's the answers that leave a
// number: lower when the guess is above lo, higher when below hi.
func (p Position) Moves() []game.Move {
	if p.g != 0 {
		var ms []game.Move
		if p.g > p.lo {
			ms = append(ms, Lower)
		}
		if p.g < p.hi {
			ms = append(ms, Higher)
		}
		return ms
	}
	if p.lo >= p.hi {
		return nil
	}
	ms := make([]game.Move, 0, p.hi-p.lo+1)
	for g := p.lo; g <= p.hi; g++ {
		ms = append(ms, Guess(g))
	}
	return ms
}

// Play makes move m: a guess scores nothing and waits for the answer; an
// answer scores the guess for the picker and narrows the range. It
// returns an error for a guess outside the range or out of turn, an
// answer no number fits, or a move of another game.
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	q := p
	switch v := m.(type) {
	case Guess:
		switch {
		case p.g != 0:
			return 0, nil, fmt.Errorf("%v: the picker must answer the guess %d first (higher or lower)", m, p.g)
		case p.lo >= p.hi:
			return 0, nil, fmt.Errorf("%v: only %d is left, the guesser knows the number: the game is over", m, p.lo)
		case int(v) < p.lo || int(v) > p.hi:
			return 0, nil, fmt.Errorf("%v: the number is from %d to %d, guess one of those", m, p.lo, p.hi)
		}
		q.g = int(v)
		return 0, q, nil
	case Answer:
		switch {
		case p.g == 0:
			return 0, nil, fmt.Errorf("%v: no guess to answer, the guesser is to move", m)
		case v == Lower && p.g == p.lo:
			return 0, nil, fmt.Errorf("lower: no number from %d to %d is below %d", p.lo, p.hi, p.g)
		case v == Higher && p.g == p.hi:
			return 0, nil, fmt.Errorf("higher: no number from %d to %d is above %d", p.lo, p.hi, p.g)
		case v == Lower:
			q.hi = p.g - 1
		case v == Higher:
			q.lo = p.g + 1
		default:
			return 0, nil, fmt.Errorf("%v is not an answer: higher or lower", m)
		}
		q.g = 0
		return int64(p.g), q, nil
	}
	return 0, nil, fmt.Errorf("%v is not a move of this game: guess a number, or answer higher or lower", m)
}

// Payoff returns 0: the money is scored by the answers.
func (p Position) Payoff() int64 { return 0 }

// Key names the position by the range and the pending guess: "1 10 7".
// Two ranges of the same numbers have the same value.
func (p Position) Key() string { return fmt.Sprintf("%d %d %d", p.lo, p.hi, p.g) }

// Solve returns the money the guesser pays from here under optimal play,
// as the picker's total. O(1) from the table.
func (p Position) Solve() game.Result {
	c := p.Cost()
	return game.Result{Second: c, Differential: -c}
}

// Options values every move from the table: a guess g is worth −(g +
// the dearer side) to the guesser, an answer the guess plus the cost of
// the range it leaves to the picker. O(n).
func (p Position) Options() []game.Option {
	var opts []game.Option
	for _, m := range p.Moves() {
		switch v := m.(type) {
		case Guess:
			g := int(v)
			c := int64(g) + max(p.t.cost(p.lo, g-1), p.t.cost(g+1, p.hi))
			opts = append(opts, game.Option{Move: m, Value: -c})
		case Answer:
			rest := p.t.cost(p.g+1, p.hi)
			if v == Lower {
				rest = p.t.cost(p.lo, p.g-1)
			}
			opts = append(opts, game.Option{Move: m, Gain: int64(p.g), Value: int64(p.g) + rest})
		}
	}
	return opts
}

// choose returns the move the optimal line plays: the guesser's cheapest
// guess (the smallest of them), the picker's dearer answer (higher on a
// tie). O(n).
func (p Position) choose() (game.Move, bool) {
	opts := p.Options()
	if len(opts) == 0 {
		return nil, false
	}
	best := opts[0]
	for _, o := range opts[1:] {
		if o.Value > best.Value || p.g != 0 && o.Value == best.Value {
			best = o
		}
	}
	return best.Move, true
}

// Line returns an optimal line: the guesser's cheapest guesses against
// the picker's dearest answers, at most 2n moves, O(n) each.
func (p Position) Line() game.Line {
	return game.LineFrom(p, func(q game.Solvable) (game.Move, bool) { return q.(Position).choose() })
}

// LineBound bounds the line: two moves for each number of the range.
func (p Position) LineBound() int64 { return int64(2 * (p.hi - p.lo + 1)) }

// Describe says what is left: "numbers 1 to 10", "numbers 1 to 10, guess
// 7 to answer", "the number is 8".
func (p Position) Describe() string {
	switch {
	case p.lo == p.hi && p.g == 0:
		return fmt.Sprintf("the number is %d", p.lo)
	case p.g != 0:
		return fmt.Sprintf("numbers %d to %d, guess %d to answer", p.lo, p.hi, p.g)
	}
	return fmt.Sprintf("numbers %d to %d", p.lo, p.hi)
}

// Board returns the numbers 1 to n, one cell each: a number no longer
// possible is taken; on the guesser's turn each possible number plays
// its guess. The picker's answers are typed. O(n).
func (p Position) Board() game.Board {
	cells := make([]game.Cell, p.t.n)
	for k := range cells {
		x := k + 1
		cells[k].Values = []int64{int64(x)}
		switch {
		case x < p.lo || x > p.hi:
			cells[k].Taken = true
		case p.g == 0 && p.lo < p.hi:
			cells[k].Move = Guess(x)
		}
	}
	note := fmt.Sprintf("the number is from %d to %d; the guesser needs %d more to be sure", p.lo, p.hi, p.Cost())
	if p.g != 0 {
		note = fmt.Sprintf("guess %d: the picker answers higher or lower, and collects %d; ", p.g, p.g) + note
	}
	if p.lo == p.hi && p.g == 0 {
		note = fmt.Sprintf("the number is %d: the last guess costs nothing", p.lo)
	}
	return game.Board{Cells: cells, Note: note}
}

// Insight teaches the game against an adversary and the recurrence on
// this range: the worst case followed guess by guess, with what is paid.
// O(n²) at most, the line's cost.
func (p Position) Insight() (game.Insight, bool) {
	in := game.Insight{
		Title: "A game against a picker who never commits",
		Paragraphs: []string{
			"\"Whatever number I picked\" means the picker need not pick at all: it may answer higher or lower as it likes, as long as some number still fits every answer. So the money needed is the value of a game: the guesser names g in the range [i, j], pays g, and the picker sends the guesser to the **dearer** side.",
			"That gives the interval DP cost(i, j) = min over g of g + max(cost(i, g−1), cost(g+1, j)), with cost 0 once one number is left. Guessing the middle, as in binary search, is not best: the numbers on the right cost more, so the best guess sits right of the middle. The table fills in O(n²): the left side's cost grows with g and the right side's shrinks, so only the guesses up to their crossing matter, and a monotone deque keeps their minimum.",
		},
		Head: []string{"range", "guess", "picker answers", "paid so far"},
	}
	paid := int64(0)
	q := p
	for _, st := range p.Line() {
		if g, ok := st.Move.(Guess); ok {
			in.Rows = append(in.Rows, []string{fmt.Sprintf("%d..%d", q.lo, q.hi), strconv.Itoa(int(g)), "", ""})
		} else if len(in.Rows) > 0 {
			paid += st.Gain
			row := in.Rows[len(in.Rows)-1]
			row[2], row[3] = st.Move.String(), strconv.FormatInt(paid, 10)
		}
		_, next, err := q.Play(st.Move)
		if err != nil {
			break
		}
		q = next.(Position)
	}
	switch {
	case len(in.Rows) == 0:
		in.Head, in.Rows = nil, nil
		in.Footer = []string{fmt.Sprintf("One number is left, %d: the guesser names it and pays nothing.", p.lo)}
	default:
		in.Footer = []string{fmt.Sprintf("Against the picker's dearest answers the guesser pays %d, and no guess does better: from here, %d is what the guesser needs.", p.Cost(), p.Cost())}
	}
	return in, true
}
