package game

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
)

// This file is a game's description, [Spec]: everything a front end (the
// CLI, explain, the terminal game, the web app, check) needs to know about a
// game without importing its package. A game package exports one Spec per
// game it implements; the registry (package games) is the list of them.
//
// To add a game, write a package that
//
//   - defines its position, implementing [Solvable] with its fast exact
//     algorithm (and the optional abilities below that it can offer);
//   - exports a *Spec for it, with its name, parameters, answer, move syntax
//     and costs;
//   - tests its solver against the oracle ([Value], [Options]) on every
//     small instance and with rapid on random ones, and its Spec with
//     gametest.Conformance (package game/gametest) and its problem's
//     statement: its constraints, its examples, its random instances;
//
// then add one line to the registry's list and its entry to the README.
// Nothing else changes: a front
// end that needs more than the Spec asks the position for an optional
// interface ([Describer], [Toucher], [Boarder], [Tabler], [Insighter],
// [LineOptioner], [Stepper]) and falls back to a generic rendering when it
// is absent.

// Kind says what a game's result is, and so how every front end shows it.
type Kind uint8

const (
	// Scoring games add up what each move scores; the larger total wins.
	// A result is two totals and their differential.
	Scoring Kind = iota
	// WinLose games score nothing: the game ends in a position whose
	// [Position.Payoff] says who won (-1: the player to move there lost;
	// 0: a draw). A result is who wins and its [Result.Remoteness].
	WinLose
	// Solo games have one player, who makes every choice and scores
	// (Stone Game V): a result is that player's score, with no opponent.
	Solo
)

// String returns "scoring", "win/lose" or "solo".
func (k Kind) String() string {
	switch k {
	case WinLose:
		return "win/lose"
	case Solo:
		return "solo"
	}
	return "scoring"
}

// Cost is how the work of an operation grows with the size n of a
// position (its items, or its integer), so front ends can budget it.
type Cost uint8

const (
	Constant    Cost = iota // O(1)
	Linear                  // O(n)
	Quadratic               // O(n²)
	Cubic                   // O(n³)
	Exponential             // O(2^n)
)

// String returns the cost in O notation: "O(n)".
func (c Cost) String() string {
	switch c {
	case Constant:
		return "O(1)"
	case Linear:
		return "O(n)"
	case Quadratic:
		return "O(n²)"
	case Cubic:
		return "O(n³)"
	}
	return "O(2^n)"
}

// Of returns about how many elementary steps the operation takes at size
// n, capped at math.MaxFloat64's neighbourhood (+Inf for huge exponents).
func (c Cost) Of(n int) float64 {
	x := float64(max(n, 1))
	switch c {
	case Constant:
		return 1
	case Linear:
		return x
	case Quadratic:
		return x * x
	case Cubic:
		return x * x * x
	}
	return math.Pow(2, x)
}

// Example is one of the problem's official examples: an instance and the
// answer LeetCode gives for it, as text ("true", "10", "Alice").
type Example struct {
	Args   Args
	Answer string
}

// Spec describes one game. Fields marked optional may be nil or zero; every
// other field must be set ([CheckSpec] says which are missing).
type Spec struct {
	Name    string    // LeetCode's slug, the canonical --game and JSON "game": "stone-game-vii"
	Aliases []string  // other names accepted: the problem number "1690", "leetcode-1690"
	Title   string    // "Stone Game VII (LeetCode 1690)"
	Rules   string    // the rules in one sentence
	Players [2]string // in a Solo game, Players[0] is the one player
	Kind    Kind
	// Stake, optional in a Scoring game, names the one number the game is
	// played over when one player makes it as large as they can and the
	// other as small: LeetCode 3828's final element, 3283's knight moves,
	// 375's money. It is the differential, seen from Stake.Max's side, and
	// verdicts state it instead of two totals that mean nothing apart.
	Stake *Stake
	// Params are the instance's parameters, in LeetCode's order.
	Params []Param
	// Constraints adds LeetCode's constraints that no single parameter
	// states ("piles.length is even, sum(piles) is odd"); optional.
	Constraints string
	// Within, when set, reports whether args meet every LeetCode
	// constraint, Params' and Constraints' alike, with an error naming the
	// first broken one; optional (then only Params' bounds are checked).
	Within func(args Args) error
	// Func is LeetCode's function name, the one a user's solution
	// defines: "stoneGameVII".
	Func string
	// Examples are the problem's official examples.
	Examples []Example

	// New builds the starting position from the instance's parameters. It
	// returns a clear error, never panics, for an instance it cannot
	// solve: the wrong number of parameters, an empty list, totals that
	// could overflow, a value the rules do not allow.
	//
	// New may trust the shape of args: one value per parameter, of its
	// kind ([Spec.Start] checks it). A game whose New does more than
	// linear work (stone-game-ii and -v fill O(n²) tables) checks ctx in
	// its loops and returns ctx.Err() soon after ctx is done; the others
	// may ignore it. Front ends call [Spec.Start], not New.
	New func(ctx context.Context, args Args) (Solvable, error)

	// Generate, optional, draws an instance of about size n for check
	// and for random games, when drawing each parameter within its bounds
	// ([Param.Make]) would rarely give a valid one (a graph). It must
	// return an instance New accepts.
	Generate func(r *rand.Rand, n int) (Args, error)

	// Answer states a result the way LeetCode's function returns it.
	Answer func(Result) Answer
	// AnswerType is LeetCode's return type: "boolean", "int", "long" (a
	// 64-bit integer: 3021's count) or "string".
	AnswerType string
	// AnswerRule explains Answer in words: "true if Alice's total is at
	// least Bob's".
	AnswerRule string

	// ParseMove reads a move as a person types it ("L", "take 2", "3"),
	// and every move's String, which must round-trip through it. It does
	// not check that the move is legal: Play does.
	ParseMove func(s string) (Move, error)
	// MoveHelp says in a few words how to type a move: "L or R (the left
	// or the right end)".
	MoveHelp string
	// Say, when set, appends what a step of a line does, in the game's
	// words, to b: "Alice takes 3 from the left". who is the mover's
	// name. Optional: the default says "Alice plays take 2 and scores 5",
	// or for a win/lose game "Alice plays remove 4".
	Say func(b []byte, who string, s Step) []byte
	// Short, when set, appends what a step took, in a few words, to b:
	// "7 from the right", "stone 2 (+3)". Optional: the default is the
	// move and its gain, "take 2 (+5)", or the move alone in a win/lose
	// game.
	Short func(b []byte, s Step) []byte

	// OptionsCost and LineCost are the costs of a position's Options and
	// of its Line (or Solve), in the size of the position.
	OptionsCost, LineCost Cost
	// PlayCost is the cost of stepping a position: its Play and its
	// Describe, in the size of the position. Optional: zero is O(1), as
	// for a row (a game whose Play copies the position says Linear), so
	// that explain knows whether it can step through a long line.
	PlayCost Cost

	// Batch, optional, solves several instances at once, sharing the work
	// they have in common (a rules file explores one graph from all their
	// starts: one exploration for every n of a subtraction game), and
	// returns their starts in order, each as Start would. It returns an
	// error if any instance fails; the caller may then start them one by
	// one to learn which. Package pattern uses it for tables.
	Batch func(ctx context.Context, args []Args) ([]Solvable, error)

	// Stream, optional, returns a solver for a game of one list parameter
	// that takes the list one number at a time without keeping it.
	Stream func() Streamer
	// StreamPair, optional, returns a solver for a game of two list
	// parameters that takes the first list and then the second in runs,
	// without keeping the second. expect, if > 0, is about how long the
	// lists are (to reserve memory once).
	StreamPair func(expect int) PairStreamer
}

// Stake is the number a Scoring game's players push apart: one makes it as
// large as they can, the other as small (see [Spec.Stake]).
type Stake struct {
	What string // the number, for a sentence: "the final element", "the money the guesser pays"
	Max  Player // who makes it as large as they can
}

// Of returns the stake of result r: its differential from s.Max's side.
func (s *Stake) Of(r Result) int64 {
	if s.Max == Second {
		return -r.Differential
	}
	return r.Differential
}

// Player returns the name of player p in this game.
func (s *Spec) Player(p Player) string {
	if p == Second {
		return s.Players[1]
	}
	return s.Players[0]
}

// Param returns the parameter with the given name and whether there is one.
func (s *Spec) Param(name string) (Param, bool) {
	for _, p := range s.Params {
		if p.Name == name {
			return p, true
		}
	}
	return Param{}, false
}

// Streamer solves a game of one list from its numbers given one at a time,
// without keeping them.
type Streamer interface {
	Push(x int64) error // append a number; an error (overflow, a value the rules refuse) leaves it unchanged
	Len() int           // how many numbers were pushed
	Result() Result     // optimal totals of the numbers pushed so far
}

// Bound is the reading side's copy of a Streamer's checks: it follows the
// numbers of a row as the Streamer takes them, without solving anything,
// and says which one the Streamer would refuse. A front end that hands the
// numbers over to the Streamer on another goroutine asks it first, so that
// a refused number is still reported where the reader sees it, with its
// line and item, by the Streamer's own error.
type Bound interface {
	// Admit takes the next numbers of the row, in order, and returns how
	// many of them the Streamer would take before it refuses one: len(xs)
	// if none.
	Admit(xs []int64) int
}

// Bounded is a Streamer that has a [Bound]: Bound returns one that has
// followed the numbers pushed so far. A Streamer that is not Bounded is
// fed on the reading side (one core), since which number it refuses is
// known only when it refuses it.
type Bounded interface {
	Bound() Bound
}

// PairStreamer solves a game of two lists from the first and then the
// second, given in runs in index order, without keeping the second.
type PairStreamer interface {
	PushAlice(xs []int64) // append to the first list; before any PushBob
	PushBob(xs []int64)   // append to the second list; never fails
	// Result returns the optimal totals, the same as New's position would
	// give, or New's error for the same lists.
	Result() (Result, error)
}

// Describe says what step st does, in the game's words: "player 1 takes 7
// from the right", "Alice takes stone 2, worth 3 to Alice".
func (s *Spec) Describe(st Step) string { return string(s.AppendDescribe(nil, st)) }

// AppendDescribe appends Describe's words to b: Say's, or the default words
// when the game has no Say.
func (s *Spec) AppendDescribe(b []byte, st Step) []byte {
	who := s.Player(st.Player)
	if s.Say != nil {
		return s.Say(b, who, st)
	}
	if s.Kind == WinLose {
		return fmt.Appendf(b, "%s plays %v", who, st.Move)
	}
	return fmt.Appendf(b, "%s plays %v and scores %d", who, st.Move, st.Gain)
}

// AppendShort appends Short's words for step st, or the default ones.
func (s *Spec) AppendShort(b []byte, st Step) []byte {
	if s.Short != nil {
		return s.Short(b, st)
	}
	if s.Kind == WinLose {
		return fmt.Appendf(b, "%v", st.Move)
	}
	b = fmt.Appendf(b, "%v (", st.Move)
	return append(AppendSigned(b, st.Gain), ')')
}

// Labeler is a move with a label for menus, what to type and what it
// means: "L (left)" for the left end, "3" for stone 3. Moves without one
// are labelled by their String.
type Labeler interface {
	Label() string
}

// Label returns m's label: its Label, or its String.
func Label(m Move) string {
	if l, ok := m.(Labeler); ok {
		return l.Label()
	}
	return m.String()
}

// Phraser is a move whose String is a noun ("left", "stone 3") and that
// says what it does as a verb phrase ("take left", "take stone 3"), for
// sentences. Moves named by a verb already ("take 2", "split at 3") need
// not implement it.
type Phraser interface {
	Phrase() string
}

// Phrase returns what m does, for a sentence: its Phrase, or its String.
func Phrase(m Move) string {
	if p, ok := m.(Phraser); ok {
		return p.Phrase()
	}
	return m.String()
}

// Outcome says who wins, by the game's kind: in a scoring game with the
// totals, the winner's first ("player 1 wins 234 to 12", "Bob wins 7 to
// 6", "a draw, 1 to 1"), or its [Stake] ("the final element is 2 (Alice
// makes it as large as possible, Bob as small)"); in a win/lose game
// "Alice wins" or "a draw"; in a solo game "Alice scores 18". num formats each number (strconv's form
// when nil). Every front end states a result with it or with [Spec.Verdict].
func (s *Spec) Outcome(r Result, num func(int64) string) string {
	if num == nil {
		num = func(x int64) string { return strconv.FormatInt(x, 10) }
	}
	switch s.Kind {
	case Solo:
		return fmt.Sprintf("%s scores %s", s.Players[0], num(r.First))
	case WinLose:
		switch r.Winner() {
		case FirstWins:
			return s.Players[0] + " wins"
		case SecondWins:
			return s.Players[1] + " wins"
		}
		return "a draw"
	}
	if st := s.Stake; st != nil {
		return fmt.Sprintf("%s is %s (%s makes it as large as possible, %s as small)", st.What, num(st.Of(r)), s.Player(st.Max), s.Player(st.Max.Other()))
	}
	switch r.Winner() {
	case FirstWins:
		return fmt.Sprintf("%s wins %s to %s", s.Players[0], num(r.First), num(r.Second))
	case SecondWins:
		return fmt.Sprintf("%s wins %s to %s", s.Players[1], num(r.Second), num(r.First))
	}
	return fmt.Sprintf("a draw, %s to %s", num(r.First), num(r.Second))
}

// Verdict is the Outcome with what the kind adds: the differential of a
// scoring game ("player 1 wins 234 to 12 (differential +222)", "a draw, 1
// to 1 (differential 0)"); the remoteness of a win/lose game ("Alice wins
// in 3 moves", "Bob wins at once: the game is over before the first
// move", or "Alice wins" when the remoteness is not known); a solo game's
// Outcome alone, and a game with a [Stake] too (the stake is the
// differential).
func (s *Spec) Verdict(r Result) string {
	o := s.Outcome(r, nil)
	switch s.Kind {
	case Solo:
		return o
	case WinLose:
		return o + r.InMoves()
	}
	if s.Stake != nil {
		return o // the differential is the stake the outcome states
	}
	if r.Differential == 0 {
		return o + " (differential 0)"
	}
	return fmt.Sprintf("%s (differential %+d)", o, r.Differential)
}

// AppendResultJSON appends the members of a result's JSON object by the
// game's kind, without braces: a scoring game's
// "winner":"first","first":234,"second":12,"differential":222; a win/lose
// game's "winner":"first","remoteness":3 (no remoteness when it is not
// known); a solo game's "score":18. Every JSON answer that states a
// result (solve --json, the web API) writes it here.
func (s *Spec) AppendResultJSON(b []byte, r Result) []byte {
	switch s.Kind {
	case Solo:
		b = append(b, `"score":`...)
		return strconv.AppendInt(b, r.First, 10)
	case WinLose:
		b = append(b, `"winner":"`...)
		b = append(b, r.Winner().String()...)
		b = append(b, '"')
		if r.Remoteness >= 0 && r.Winner() != Draw {
			b = append(b, `,"remoteness":`...)
			b = strconv.AppendInt(b, int64(r.Remoteness), 10)
		}
		return b
	}
	b = append(b, `"winner":"`...)
	b = append(b, r.Winner().String()...)
	b = append(b, `","first":`...)
	b = strconv.AppendInt(b, r.First, 10)
	b = append(b, `,"second":`...)
	b = strconv.AppendInt(b, r.Second, 10)
	b = append(b, `,"differential":`...)
	return strconv.AppendInt(b, r.Differential, 10)
}

// CheckSpec reports the first field of s that is missing or inconsistent,
// so a game's tests can hold its Spec to the contract. It does not run the
// examples: a game's tests do, with its solver.
func CheckSpec(s *Spec) error {
	switch {
	case s == nil:
		return fmt.Errorf("no spec")
	case s.Name == "" || s.Title == "" || s.Rules == "":
		return fmt.Errorf("%q: a name, a title and the rules are required", s.Name)
	case s.Players[0] == "" || s.Players[1] == "" && s.Kind != Solo:
		return fmt.Errorf("%s: both players need a name", s.Name)
	case s.Kind > Solo:
		return fmt.Errorf("%s: Kind %d is not scoring, win/lose or solo", s.Name, s.Kind)
	case len(s.Params) == 0:
		return fmt.Errorf("%s: no parameters", s.Name)
	case s.New == nil || s.Answer == nil || s.ParseMove == nil:
		return fmt.Errorf("%s: New, Answer and ParseMove are required", s.Name)
	case s.AnswerType != "boolean" && s.AnswerType != "int" && s.AnswerType != "long" && s.AnswerType != "string":
		return fmt.Errorf("%s: AnswerType %q is not boolean, int, long or string", s.Name, s.AnswerType)
	case s.AnswerRule == "" || s.MoveHelp == "" || s.Func == "":
		return fmt.Errorf("%s: AnswerRule, MoveHelp and Func are required", s.Name)
	case len(s.Examples) == 0:
		return fmt.Errorf("%s: no examples", s.Name)
	case s.Stake != nil && (s.Kind != Scoring || s.Stake.What == "" || s.Stake.Max != First && s.Stake.Max != Second):
		return fmt.Errorf("%s: a Stake is for a scoring game, with what it is and the player who maximises it", s.Name)
	}
	for _, p := range s.Params {
		if p.Name == "" || p.Min > p.Max || p.MaxLen > 0 && p.MinLen > p.MaxLen || p.RowMax > 0 && p.RowMin > p.RowMax {
			return fmt.Errorf("%s: parameter %q is malformed", s.Name, p.Name)
		}
	}
	for i, ex := range s.Examples {
		if err := s.CheckShape(ex.Args); err != nil {
			return fmt.Errorf("%s: example %d: %v", s.Name, i+1, err)
		}
	}
	if s.Stream != nil && (len(s.Params) != 1 || s.Params[0].Kind != List) {
		return fmt.Errorf("%s: Stream is for games of one list", s.Name)
	}
	if s.StreamPair != nil && (len(s.Params) != 2 || s.Params[0].Kind != List || s.Params[1].Kind != List) {
		return fmt.Errorf("%s: StreamPair is for games of two lists", s.Name)
	}
	return nil
}
