// Package divisor solves Divisor Game (LeetCode 1025): a number n on the
// board; a move replaces n by n - x for a divisor x of n with 0 < x < n;
// the player who cannot move (at n = 1) loses.
//
// The player to move wins exactly when n is even. Every divisor of an odd
// number is odd, so from an odd n every move leaves an even number; from an
// even n, subtracting 1 leaves an odd one. Down at 1 (odd), the player to
// move has lost. So who wins is O(1); Options lists the divisors, O(√n).
//
// How long the game lasts has no such form: the winner, hurrying, may
// subtract a larger odd divisor than 1 (from 6, subtracting 3 leaves 3, a
// loss in 2 moves, where subtracting 1 leaves 5, a loss in 4). Up to
// [RemotenessMax] a DP over the odd divisors of every number up to the
// start's n computes it, once per game; past it the remoteness is
// [game.Unknown]. The Grundy value is a closed form, for every n: the
// exponent of 2 in n (see [Position.Grundy]).
//
//	p, _ := divisor.New(2)
//	p.Solve().Differential // +1: Alice subtracts 1 and Bob, at 1, cannot move
package divisor

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"
	"sync"

	"stonegame/game"
)

// DivisorGame is LeetCode 1025, as the registry lists it.
var DivisorGame = &game.Spec{
	Name:    "divisor-game",
	Aliases: []string{"1025", "leetcode-1025"},
	Title:   "Divisor Game (LeetCode 1025)",
	Rules:   "a number n; the players alternately replace n by n − x, for a divisor x of n with 0 < x < n, Alice first; the player who cannot move loses",
	Players: [2]string{"Alice", "Bob"},
	Kind:    game.WinLose,
	Params: []game.Param{{Name: "n", Kind: game.Int, Min: 1, Max: 1000,
		Limit: MaxN, LimitWhy: "the largest n whose divisors are listed quickly (the answer is still: Alice wins iff n is even)"}},
	Func:       "divisorGame",
	Examples:   []game.Example{{Args: game.Args{game.IntOf(2)}, Answer: "true"}, {Args: game.Args{game.IntOf(3)}, Answer: "false"}},
	New:        game.FromInt("n", New),
	Answer:     game.AnswerFirstWins,
	AnswerType: "boolean",
	AnswerRule: "true if Alice, who moves first, wins",
	ParseMove:  ParseMove,
	MoveHelp:   "the divisor x to subtract: 2 or subtract 2",
	Say: func(b []byte, who string, s game.Step) []byte {
		if x, ok := s.Move.(Subtract); ok {
			return fmt.Appendf(b, "%s subtracts %d", who, int64(x))
		}
		return fmt.Appendf(b, "%s plays %v", who, s.Move)
	},
	OptionsCost: game.Linear, // O(√n) in fact: the divisors by trial division
	LineCost:    game.Linear,
}

// MaxN is the largest n [New] accepts: Moves finds the divisors by trial
// division up to √n, a million steps at most.
const MaxN = 1_000_000_000_000

// Subtract is a move: subtract the divisor x from n.
type Subtract int64

// String returns "subtract 2".
func (x Subtract) String() string { return "subtract " + strconv.FormatInt(int64(x), 10) }

// Label returns what a person types to make the move: "2".
func (x Subtract) Label() string { return strconv.FormatInt(int64(x), 10) }

// AppendJSON appends the move as a JSON number, the divisor: 2.
func (x Subtract) AppendJSON(b []byte) []byte { return strconv.AppendInt(b, int64(x), 10) }

// ParseMove reads a [Subtract] as a person types it: "subtract 2", "sub 2",
// "-2", "x = 2" or "2". It does not check that the move is legal: Play
// does.
func ParseMove(s string) (game.Move, error) {
	t := strings.TrimSpace(strings.ToLower(s))
	for _, pre := range []string{"subtract", "sub", "-", "x =", "x="} {
		if strings.HasPrefix(t, pre) {
			t = strings.TrimSpace(t[len(pre):])
			break
		}
	}
	x, err := strconv.ParseInt(t, 10, 64)
	if err != nil || x < 1 {
		return nil, fmt.Errorf("%q is not a move: type the divisor to subtract, as 2 or subtract 2", s)
	}
	return Subtract(x), nil
}

// RemotenessMax is the largest start of a game whose positions'
// remoteness [Position.Solve] and [Position.Options] know (in a larger
// game every position's is [game.Unknown]). The DP that computes it
// fills a table of every number up to the start's n, on the first call
// that needs it: about n ln n / 2 steps over the odd divisors, 3 bytes a
// number while it runs and 1 after (52 ms of CPU and 3 MB at 10^6).
// LeetCode's n is at most 1000.
const RemotenessMax = 1_000_000

// Position is a number on the board and the player to move. The
// positions of one game share its remoteness table (nil past
// [RemotenessMax]), which is filled once, safely for concurrent use.
type Position struct {
	n    int64
	turn game.Player
	rem  *table
}

// New returns the start of the game at n, Alice to move. It returns an
// error for n < 1 (every number divides 0, so the rules break there) and
// for n past [MaxN]. It is O(1): the remoteness table is filled when
// first needed.
func New(n int64) (Position, error) {
	switch {
	case n < 1:
		return Position{}, fmt.Errorf("n = %d: the game needs n >= 1 (every number divides 0, and a move must leave n - x > 0)", n)
	case n > MaxN:
		return Position{}, fmt.Errorf("n = %d is past %d, the largest whose divisors are listed quickly (the answer is still: Alice wins iff n is even)", n, int64(MaxN))
	}
	p := Position{n: n, turn: game.First}
	if n <= RemotenessMax {
		p.rem = &table{n: int(n)}
	}
	return p, nil
}

// table is the remoteness of every number 1..n, filled once.
type table struct {
	once sync.Once
	n    int
	rem  []uint8 // rem[k] for k in 1..n; at most 104 below 10^6
}

// remoteness returns the remoteness of k, or game.Unknown past the table
// (or without one).
func (t *table) remoteness(k int64) int {
	if t == nil || k < 1 || k > int64(t.n) {
		return game.Unknown
	}
	t.once.Do(t.fill)
	return int(t.rem[k])
}

// fill computes rem[k] for k = 1..n upward: 0 at 1; at an even k, a win,
// 1 + the least rem[k − d] over its odd divisors d (the moves to an odd
// number, the losing ones); at an odd k, a loss, 1 + the most over its
// divisors d < k (all odd). The odd divisors of k are those of its odd
// part, listed from its factors by a table of smallest prime factors.
func (t *table) fill() {
	n := t.n
	spf := make([]int32, n/2+1) // spf[m/2]: the smallest prime factor of odd m
	for p := 3; p <= n; p += 2 {
		if spf[p/2] != 0 {
			continue
		}
		for m := p; m <= n; m += 2 * p {
			if spf[m/2] == 0 {
				spf[m/2] = int32(p)
			}
		}
	}
	rem := make([]uint8, n+1)
	divs := make([]int, 0, 256)
	for k := 2; k <= n; k++ {
		m := k >> bits.TrailingZeros(uint(k)) // the odd part
		divs = append(divs[:0], 1)
		for m > 1 {
			p := int(spf[m/2])
			have := len(divs)
			for pw := 1; m%p == 0; m /= p {
				pw *= p
				for _, d := range divs[:have] {
					divs = append(divs, d*pw)
				}
			}
		}
		var r uint8
		if k%2 == 0 {
			r = 255
			for _, d := range divs {
				r = min(r, rem[k-d])
			}
		} else {
			for _, d := range divs {
				if d < k {
					r = max(r, rem[k-d])
				}
			}
		}
		rem[k] = r + 1
	}
	t.rem = rem
}

// N returns the number on the board.
func (p Position) N() int64 { return p.n }

// Turn returns the player to move.
func (p Position) Turn() game.Player { return p.turn }

// divisors returns the divisors x of n with x < n, in increasing order,
// by trial division up to √n.
func divisors(n int64) []int64 {
	var small, large []int64
	for d := int64(1); d*d <= n; d++ {
		if n%d == 0 {
			small = append(small, d)
			if e := n / d; e != d {
				large = append(large, e)
			}
		}
	}
	for i := len(large) - 1; i >= 0; i-- {
		small = append(small, large[i])
	}
	return small[:len(small)-1] // drop n itself
}

// Moves returns subtract x for every divisor x < n, smallest first; none
// at n = 1. O(√n).
func (p Position) Moves() []game.Move {
	ds := divisors(p.n)
	ms := make([]game.Move, len(ds))
	for i, d := range ds {
		ms[i] = Subtract(d)
	}
	return ms
}

// Play subtracts the divisor of move m; it returns an error for any other
// move, or an x that is not a divisor of n smaller than n.
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	x, ok := m.(Subtract)
	switch {
	case !ok:
		return 0, nil, fmt.Errorf("%v is not a move of this game: type a divisor to subtract", m)
	case x < 1 || int64(x) >= p.n:
		return 0, nil, fmt.Errorf("%v: x must be at least 1 and less than n = %d", m, p.n)
	case p.n%int64(x) != 0:
		return 0, nil, fmt.Errorf("%v: %d does not divide n = %d", m, int64(x), p.n)
	}
	return 0, Position{n: p.n - int64(x), turn: p.turn.Other(), rem: p.rem}, nil
}

// Payoff returns -1: at n = 1, the only position without moves, the player
// to move has lost.
func (p Position) Payoff() int64 { return -1 }

// Key returns n.
func (p Position) Key() string { return strconv.FormatInt(p.n, 10) }

// Wins reports whether the player to move wins: n is even. O(1).
func (p Position) Wins() bool { return p.n%2 == 0 }

// Solve returns the result of optimal play: differential +1 if Alice
// wins, -1 if Bob does, and the remoteness, [game.Unknown] past
// [RemotenessMax]. O(1) once the game's remoteness table is filled (see
// RemotenessMax).
func (p Position) Solve() game.Result {
	return game.MoverResult(p.turn, game.WinValue(p.Wins()), p.rem.remoteness(p.n))
}

// Grundy returns the Sprague–Grundy value of n, the exponent of 2 in n:
// O(1), for every n ([game.Impartial]). By induction on n, with n = 2^a·m,
// m odd: subtracting a divisor d = 2^b·m' with b < a leaves a number with
// exactly b factors 2, worth b; one with b = a leaves 2^a(m − m'), m − m'
// even, worth more than a; and b > a is no divisor. The divisors 1, 2,
// …, 2^(a−1) reach every value below a, and none reaches a: the mex is a.
func (p Position) Grundy() (uint64, bool) {
	return uint64(bits.TrailingZeros64(uint64(p.n))), true
}

// Options values every move, in the order of Moves: +1 when n - x is odd,
// with the remoteness of n − x. O(√n) for the divisors.
func (p Position) Options() []game.Option {
	ds := divisors(p.n)
	opts := make([]game.Option, len(ds))
	for i, d := range ds {
		v := int64(-1)
		if (p.n-d)%2 == 1 {
			v = 1
		}
		opts[i] = game.Option{Move: Subtract(d), Value: v, Remoteness: p.rem.remoteness(p.n - d)}
	}
	return opts
}

// Line returns an optimal line, the one that follows the remoteness
// ([game.Quickest] over Options): the winner subtracts the smallest odd
// divisor that leaves the quickest loss, the loser the smallest divisor
// that leaves the slowest win. It has Solve's remoteness of moves (at most
// 104 up to RemotenessMax), each found in O(√n). Past RemotenessMax both
// players subtract 1 (the first optimal move), n − 1 moves in O(n).
func (p Position) Line() game.Line {
	l := make(game.Line, 0, min(p.n-1, 1<<16))
	for st := range p.Steps {
		l = append(l, st)
	}
	return l
}

// Steps yields the steps of [Position.Line] without storing them
// ([game.Stepper]): O(1) memory beyond a step's divisors.
func (p Position) Steps(yield func(game.Step) bool) {
	for q := p; q.n > 1; {
		x := int64(1)
		if q.rem.remoteness(q.n) >= 0 {
			x = q.quickest()
		}
		if !yield(game.Step{Player: q.turn, Move: Subtract(x), Index: -1}) {
			return
		}
		q = Position{n: q.n - x, turn: q.turn.Other(), rem: q.rem}
	}
}

// quickest returns the divisor [game.Quickest] picks among the best of
// p's options, whose remoteness is known: the smallest winning divisor
// with the least remoteness after it, or when p loses the smallest with
// the most. O(√n).
func (p Position) quickest() int64 {
	_, best := game.Best(p.Options())
	return int64(game.Quickest(best).Move.(Subtract))
}

// Describe says what remains: "n = 12".
func (p Position) Describe() string { return "n = " + strconv.FormatInt(p.n, 10) }

// insightRows is how many numbers, up to n, the insight's table lists.
const insightRows = 8

// Insight explains the parity argument on this n, with a table of the
// numbers just below n, their divisors and who wins there.
func (p Position) Insight() (game.Insight, bool) {
	in := game.Insight{
		Title: "Parity: the odd numbers lose",
		Paragraphs: []string{
			"Every divisor of an odd number is odd, and odd − odd is even: from an odd n, every move hands the opponent an even number. From an even n, subtracting 1 (1 divides everything) hands the opponent an odd number. At n = 1 (odd) there is no move, and the player to move has lost. So the odd numbers are the losing positions (P-positions), and the player to move wins exactly when n is even.",
		},
		Head: []string{"n", "divisors x < n", "player to move", "winning move"},
	}
	who := "Alice"
	if p.turn == game.Second {
		who = "Bob"
	}
	if p.n%2 == 0 {
		in.Paragraphs = append(in.Paragraphs, fmt.Sprintf("Here n = %d is even: %s wins by subtracting 1, which leaves %d, odd. The losing positions nearest to %d are %d and %d.", p.n, who, p.n-1, p.n, p.n-1, p.n+1))
	} else if p.n == 1 {
		in.Paragraphs = append(in.Paragraphs, fmt.Sprintf("Here n = 1: no x with 0 < x < 1 divides it, so %s has no move and loses at once: 1 is the first of the losing positions.", who))
	} else {
		in.Paragraphs = append(in.Paragraphs, fmt.Sprintf("Here n = %d is odd: %s loses whatever they subtract, since every divisor of %d is odd and leaves an even number, from which %s subtracts 1. The losing positions are 1, 3, 5, …; %d is one of them.", p.n, who, p.n, other(who), p.n))
	}
	if r := p.rem.remoteness(p.n); r > 0 {
		in.Paragraphs = append(in.Paragraphs, fmt.Sprintf("Any odd divisor wins from an even number, so a winner in a hurry picks the one that leaves the quickest loss, and the loser the divisor that leaves the slowest win: played that way the game lasts %s from n = %d, and its first move subtracts %d.", game.Count(r, "move"), p.n, p.quickest()))
	}
	if p.n <= 1_000_000 {
		for k := max(1, p.n-insightRows+1); k <= p.n; k++ {
			var ds []string
			for _, d := range divisors(k) {
				ds = append(ds, strconv.FormatInt(d, 10))
			}
			row := []string{strconv.FormatInt(k, 10), strings.Join(ds, " "), "loses", "none: every move leaves an even number"}
			if k == 1 {
				row[1], row[3] = "none", "none: there is no move"
			}
			if k%2 == 0 {
				row[2], row[3] = "wins", Subtract(1).String()
			}
			in.Rows = append(in.Rows, row)
		}
	}
	return in, true
}

func other(who string) string {
	if who == "Alice" {
		return "Bob"
	}
	return "Alice"
}

// LineBound bounds the optimal line's length: its remoteness when known,
// else n − 1, since every move lowers n by 1 at least.
func (p Position) LineBound() int64 {
	if r := p.rem.remoteness(p.n); r >= 0 {
		return int64(r)
	}
	return max(p.n-1, 0)
}
