// Package game is the shared vocabulary of stonegame: players, moves,
// positions, results, lines of play and the analysis of a move, plus a
// reference oracle that solves any [Position] by memoized negamax.
//
// Every game stonegame knows is two-player, zero-sum and of perfect
// information. A player's differential is their total minus the opponent's.
// Under optimal play the value of a position, for the player to move, is
//
//	value(p) = max over legal moves m of ( gain(m) ∓ value(after(p, m)) )
//
// with minus when the turn passes to the opponent and plus when the same
// player moves again. A finished position is worth its [Position.Payoff]:
// zero in scoring games, ±1 in win/lose games.
//
// Each game package (ends, anypick, upto, …) implements [Solvable] with
// fast exact algorithms; [Value], [Options] and [Solve] here are slow and
// obviously right, and the tests hold every fast solver to them.
//
// # A game is one package
//
// A game's package exports a [Spec]: its names, rules, LeetCode parameters
// and constraints, how to build the start ([Spec.New], usually through
// [FromList] or [FromInt]), the answer in LeetCode's type ([Answer]), how a
// person types and reads a move, its [Kind] and the [Cost] of its
// operations. The registry (package games) is the list of Specs, so adding
// a game is:
//
//  1. a package with a position implementing [Solvable] by the game's
//     best-known algorithm, and a Spec;
//  2. as many optional abilities as the game has something to show:
//     [Describer] (what remains), [Toucher] (which items a move takes),
//     [Itemer], [Boarder] (the position drawn as cells), [Tabler] (a DP
//     table), [Insighter] (the game's own insight on the user's instance),
//     [LineOptioner], and in the Spec a [Streamer] for inputs too long to
//     keep. Front ends ask for each with a type assertion and fall back to
//     a generic rendering when it is absent;
//  3. tests: every small instance against the oracle, rapid on random
//     ones, the examples, [CheckSpec];
//  4. one line in the registry's list, where games_test.go's TestEveryGame
//     holds it to this contract on its examples.
//
// Nothing else changes: explain, play, the web app and the CLI import no
// game package (a test in package games fails if one does). Moves are made
// with [Apply] and [Replay], results of lines read with [Score].
package game

import (
	"errors"
	"fmt"
	"math"
	"slices"
)

// Player is one of the two players. Player 1 moves first (Alice in
// stone-game-vi).
type Player uint8

const (
	First  Player = 1 // the player who moves first
	Second Player = 2 // the player who moves second
)

// Other returns the opponent of p.
func (p Player) Other() Player { return 3 - p }

// String returns "player 1" or "player 2".
func (p Player) String() string {
	switch p {
	case First:
		return "player 1"
	case Second:
		return "player 2"
	}
	return fmt.Sprintf("Player(%d)", uint8(p))
}

// Outcome says who wins a finished game.
type Outcome int8

const (
	SecondWins Outcome = -1 // player 2 ends with more
	Draw       Outcome = 0  // both totals are equal
	FirstWins  Outcome = 1  // player 1 ends with more
)

// String returns "first", "second" or "draw", as in the JSON output.
func (o Outcome) String() string {
	switch o {
	case FirstWins:
		return "first"
	case SecondWins:
		return "second"
	case Draw:
		return "draw"
	}
	return fmt.Sprintf("Outcome(%d)", int8(o))
}

// Move is one game-specific move: take the left end, take stone 3, take the
// first two piles. Its meaning is its game's; String names it for people
// ("left", "stone 3"). A move marshals to JSON as itself (a game may give it
// a MarshalText or MarshalJSON method).
type Move interface {
	String() string
}

// Position is a state of a game: whose turn it is, the legal moves and what
// each leads to. Positions are immutable values; Play returns a new one.
type Position interface {
	// Turn returns the player to move.
	Turn() Player
	// Moves returns the legal moves, none when the game is over.
	Moves() []Move
	// Play makes a legal move and returns the points it scores for the
	// player who makes it and the position after it. It returns an error,
	// never panics, for a move that is not legal here.
	Play(m Move) (gain int64, next Position, err error)
	// Payoff returns the value, for the player to move, of a finished
	// position: 0 in scoring games.
	Payoff() int64
	// Key identifies the position for memoization: two positions with the
	// same key have the same value for their player to move.
	Key() string
}

// Solvable is a position whose game has fast exact algorithms. Front ends
// use only these methods (and the board its game renders), so every game
// that implements them gets solve, explain, play and the web app.
type Solvable interface {
	Position
	// Solve returns both players' totals from here on under optimal play.
	Solve() Result
	// Options returns every legal move with its value, in the order of
	// Moves.
	Options() []Option
	// Line returns an optimal line of play from here to the end.
	Line() Line
}

// Result is the outcome of optimal play from a position. Its game's [Kind]
// says which fields mean something: a scoring game's totals and
// differential; a solo game's First (the one player's score); a win/lose
// game's Differential (+1: player 1 wins, -1: player 2 wins, 0: a draw)
// and Remoteness. [Spec.Verdict] and [Spec.AppendResultJSON] state it by
// the kind.
type Result struct {
	First        int64 // player 1's total
	Second       int64 // player 2's total
	Differential int64 // First - Second; in a win/lose game the payoff for player 1
	// Remoteness, in a win/lose game, is how many moves the game lasts
	// from the position under optimal play, the winner hurrying and the
	// loser delaying: 0 for a finished position, 1 + the least over the
	// winning moves for a won one, 1 + the most over all moves for a lost
	// one. It counts moves, not turns: where a player moves again (an
	// extra turn, [Position.Turn]), each of their moves counts. It is [Unknown] when the solver does not know it (an instance
	// too large to count it for, a draw), and 0 in the other kinds of
	// game.
	Remoteness int
}

// Unknown is the Remoteness of a result, or of an option, whose solver
// does not know it.
const Unknown = -1

// InMoves says how soon a win/lose result is reached, for a verdict: " in
// 3 moves", " in 1 move", " at once: the game is over before the first
// move" for remoteness 0, and "" for a draw or an unknown remoteness.
func (r Result) InMoves() string {
	switch {
	case r.Winner() == Draw || r.Remoteness < 0:
		return ""
	case r.Remoteness == 0:
		return " at once: the game is over before the first move"
	}
	return " in " + Count(r.Remoteness, "move")
}

// Winner returns who wins under optimal play.
func (r Result) Winner() Outcome {
	switch {
	case r.Differential > 0:
		return FirstWins
	case r.Differential < 0:
		return SecondWins
	}
	return Draw
}

// For returns the differential from p's side.
func (r Result) For(p Player) int64 {
	if p == Second {
		return -r.Differential
	}
	return r.Differential
}

// Option is one legal move and what it is worth.
type Option struct {
	Move Move
	// Gain is the points the move scores for the player who makes it.
	Gain int64
	// Value is the mover's differential, from this position to the end,
	// if they make this move and both play optimally afterwards (in a
	// win/lose game +1, -1 or 0).
	Value int64
	// Remoteness, in a win/lose game, is the remoteness of the position
	// the move leads to ([Result.Remoteness]), or [Unknown] when its
	// solver does not know it; 0 in the other kinds.
	Remoteness int
}

// Best returns the highest Value among opts and the options that reach it
// (more than one when several moves are optimal). It returns 0 and nil for
// no options.
func Best(opts []Option) (value int64, best []Option) {
	for i, o := range opts {
		if i == 0 || o.Value > value {
			value, best = o.Value, best[:0]
		}
		if o.Value == value {
			best = append(best, o)
		}
	}
	return value, best
}

// Quickest returns the option a player who plays to win soonest, or to
// lose as late as possible, chooses among best, options of equal Value
// (from [Best]): in a won position the one with the least Remoteness, in a
// lost one the one with the most, the first of them when several tie or
// remoteness is [Unknown]. It is the choice of every optimal line and of
// the optimal opponent, so a win/lose line follows the remoteness. It
// panics on an empty best, as best[0] would.
func Quickest(best []Option) Option {
	q := best[0]
	for _, o := range best[1:] {
		switch {
		case o.Remoteness < 0 || q.Remoteness < 0:
		case o.Value > 0 && o.Remoteness < q.Remoteness, o.Value < 0 && o.Remoteness > q.Remoteness:
			q = o
		}
	}
	return q
}

// Step is one move of a line of play.
type Step struct {
	Player Player // who moves
	Move   Move   // what they do
	// Index is the index, in the starting input, of the first item the
	// move takes; -1 if it takes none.
	Index int
	Gain  int64 // the points the move scores for Player
	// Count is how many consecutive items of the input, from Index on,
	// the move takes, when it takes more than one (Stone Game II, III); 0
	// means one item at Index, or none when Index is -1. See [Step.Span].
	Count int
	// Item, when the game sets it ([Itemer]), is the value in the
	// starting instance of the first item the move takes, for words when
	// the gain is not that value: Stone Game VII's stone (it scores the
	// stones that remain). 0 when the game does not say.
	Item int64
}

// Span returns the items of the input the step takes: n consecutive items
// from index first; n is 0 for a move that takes none.
func (s Step) Span() (first, n int) {
	switch {
	case s.Index < 0:
		return -1, 0
	case s.Count == 0:
		return s.Index, 1
	}
	return s.Index, s.Count
}

// Line is a sequence of moves from a position to the end of the game.
type Line []Step

// Totals returns the points each player scores along l.
func (l Line) Totals() (first, second int64) {
	for _, s := range l {
		if s.Player == First {
			first += s.Gain
		} else {
			second += s.Gain
		}
	}
	return first, second
}

// Analysis is the verdict on one move: how it compares with the best moves
// of the same position. [Judge] makes it; nothing else decides whether a
// move is optimal.
type Analysis struct {
	Move  Move
	Value int64 // the mover's differential after this move and optimal play
	Best  int64 // the same for an optimal move
	// Remoteness is the move's [Option.Remoteness]: how many moves the
	// game lasts after it under optimal play, [Unknown] when not known.
	Remoteness int
	// Quickest is the remoteness of the optimal moves when the position's
	// verdict counts pace ([Judgment.Paced]), [Unknown] otherwise.
	Quickest int
}

// Loss returns how many points of the final differential the move gave away:
// 0 for a move of the best value, even one that wins more slowly.
func (a Analysis) Loss() int64 { return a.Best - a.Value }

// Optimal reports whether the move is one optimal play makes: of the best
// value and, when the pace counts (Quickest known), of the optimal pace.
func (a Analysis) Optimal() bool {
	return a.Value == a.Best && (a.Quickest < 0 || a.Remoteness == a.Quickest)
}

// Slower returns how many moves later the move wins, or how many moves
// sooner it loses, than an optimal one: 0 for an optimal move, for a move
// that gives value away, and when the pace does not count.
func (a Analysis) Slower() int {
	if a.Value != a.Best || a.Quickest < 0 || a.Remoteness < 0 {
		return 0
	}
	if a.Value > 0 {
		return a.Remoteness - a.Quickest
	}
	return a.Quickest - a.Remoteness
}

// Judgment is the verdict on the options of one position: which are
// optimal, and what each of the others gives away. Make it with [Judge];
// [Judgment.Of] gives the verdict on one option.
type Judgment struct {
	// Value is the highest Value among the options: the mover's
	// differential from here under optimal play (0 for no options).
	Value int64
	// Remoteness is the remoteness of the optimal options when the pace
	// counts ([Judgment.Paced]), [Unknown] otherwise.
	Remoteness int
	// Best is the full set of optimal options, in the order given: never
	// cut to fit a display.
	Best []Option
}

// Paced reports whether the verdict counts pace: a won or lost position
// (Value not 0) whose best-valued options all know their remoteness.
func (j Judgment) Paced() bool { return j.Remoteness >= 0 }

// Of returns the verdict on o, one of the options judged. O(1).
func (j Judgment) Of(o Option) Analysis {
	return Analysis{Move: o.Move, Value: o.Value, Best: j.Value, Remoteness: o.Remoteness, Quickest: j.Remoteness}
}

// Judge decides, once for every front end, which of opts (the options of
// one position) are optimal, in this order:
//
//  1. value first: only options of the highest Value can be optimal, and
//     every other one loses the difference ([Analysis.Loss]);
//  2. then pace, among the options of the highest value, when that value
//     is not 0 and all of them know their Remoteness: in a won position
//     (value > 0) the winner hurries, so only those of the least
//     remoteness are optimal; in a lost one (value < 0) the loser holds
//     out, so only those of the most remoteness are ([Analysis.Slower]
//     counts the moves a slower win or a sooner loss gives away).
//
// A draw (value 0), and a position where some best-valued option's
// remoteness is [Unknown], is judged by value only. Scoring and solo games
// leave every Remoteness 0, so pace never splits their options. Judge runs
// in O(len(opts)) time; it returns a Judgment with no Best for no options.
func Judge(opts []Option) Judgment {
	v, best := Best(opts)
	j := Judgment{Value: v, Remoteness: Unknown}
	if len(best) > 0 && v != 0 && !slices.ContainsFunc(best, func(o Option) bool { return o.Remoteness < 0 }) {
		j.Remoteness = Quickest(best).Remoteness
	}
	j.Best = slices.DeleteFunc(best, func(o Option) bool { return !j.Of(o).Optimal() })
	return j
}

// Analyze judges move m in position p by the fast values of p's options
// ([Judge]). It returns an error if m is not legal in p.
func Analyze(p Solvable, m Move) (Analysis, error) {
	opts := p.Options()
	j := Judge(opts)
	for _, o := range opts {
		if o.Move == m {
			return j.Of(o), nil
		}
	}
	return Analysis{}, fmt.Errorf("%v is not a legal move here", m)
}

// ErrOverflow is wrapped by the errors of solvers that refuse an input whose
// totals could leave the int64 range.
var ErrOverflow = errors.New("totals could overflow int64")

// AbsSum adds |x| for x in xs to acc, and reports false if the sum exceeds
// math.MaxInt64. Solvers use it to check, once, the bound on every total.
func AbsSum(acc uint64, xs ...int64) (uint64, bool) {
	for _, x := range xs {
		acc += Abs(x)
		if acc > math.MaxInt64 {
			return acc, false
		}
	}
	return acc, true
}

// Abs returns |x| as a uint64, exact even for math.MinInt64.
func Abs(x int64) uint64 {
	// Without a branch, which random signs would mispredict half the time:
	// m is all ones for a negative x, and (x ^ m) - m is −x, wrapping to
	// 2^63 for math.MinInt64, which is right as a uint64.
	m := x >> 63
	return uint64((x ^ m) - m)
}

// HalfDiff returns (a - b) / 2 for a and b of the same parity, without
// overflow even when a - b does not fit in an int64.
func HalfDiff(a, b int64) int64 {
	return a/2 - b/2 + (a%2-b%2)/2
}
