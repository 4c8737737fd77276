// Package digitgame solves Find if Digit Game Can Be Won (LeetCode 3232):
// an array of numbers from 1 to 99; Alice takes either all the
// single-digit numbers or all the double-digit ones, Bob gets the rest,
// and Alice wins if her sum is strictly greater than Bob's.
//
// It is a game of one move, Alice's choice between two sums, s (the single
// digits') and d (the double digits'), which together make the total: Bob
// gets the other. So Alice takes the larger, and loses only when there is
// none: she wins exactly when s ≠ d. O(n); every game lasts 1
// move.
//
//	p, _ := digitgame.New([]int64{5, 5, 5, 25})
//	p.Solve() // Alice wins in 1 move: she takes 25 against 15
package digitgame

import (
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
)

// DigitGame is LeetCode 3232, as the registry lists it.
var DigitGame = &game.Spec{
	Name:    "find-if-digit-game-can-be-won",
	Aliases: []string{"3232", "leetcode-3232", "digit-game"},
	Title:   "Find if Digit Game Can Be Won (LeetCode 3232)",
	Rules:   "numbers from 1 to 99; Alice takes either all the single-digit numbers or all the double-digit ones, and Bob the rest; Alice wins if her sum is strictly greater than Bob's",
	Players: [2]string{"Alice", "Bob"},
	Kind:    game.WinLose,
	Params: []game.Param{{
		Name: "nums", Kind: game.List, MinLen: 1, MaxLen: 100, Min: 1, Max: 99,
		Limit: MaxLen, LimitWhy: "the solver takes at most 10^6 numbers, to keep a board within what the front ends hold",
	}},
	Func: "canAliceWin",
	Examples: []game.Example{
		{Args: game.Args{game.ListOf(1, 2, 3, 4, 10)}, Answer: "false"},
		{Args: game.Args{game.ListOf(1, 2, 3, 4, 5, 14)}, Answer: "true"},
		{Args: game.Args{game.ListOf(5, 5, 5, 25)}, Answer: "true"},
	},
	New:        game.FromList("nums", New),
	Answer:     game.AnswerFirstWins,
	AnswerType: "boolean",
	AnswerRule: "true if Alice can win",
	ParseMove:  ParseMove,
	MoveHelp:   "single or double (the single-digit or the double-digit numbers)",
	Say: func(b []byte, who string, s game.Step) []byte {
		if t, ok := s.Move.(Take); ok {
			return fmt.Appendf(b, "%s takes the %s numbers", who, t.words())
		}
		return fmt.Appendf(b, "%s plays %v", who, s.Move)
	},
	OptionsCost: game.Constant,
	LineCost:    game.Constant,
}

// MaxLen is the most numbers New takes.
const MaxLen = 1_000_000

// Take is Alice's move: which numbers she takes.
type Take uint8

const (
	Single Take = iota + 1 // the single-digit numbers, 1 to 9
	Double                 // the double-digit numbers, 10 to 99
)

// String returns "single" or "double".
func (t Take) String() string {
	if t == Double {
		return "double"
	}
	return "single"
}

// words returns "single-digit" or "double-digit".
func (t Take) words() string { return t.String() + "-digit" }

// AppendJSON appends the move as a JSON string: "single" or "double".
func (t Take) AppendJSON(b []byte) []byte { return strconv.AppendQuote(b, t.String()) }

// MarshalText returns the move's String.
func (t Take) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// ParseMove reads a [Take]: "single", "double", "s", "d", "1", "2",
// "single-digit", "take single" (any case).
func ParseMove(s string) (game.Move, error) {
	t := strings.TrimSpace(strings.TrimPrefix(strings.ToLower(strings.TrimSpace(s)), "take"))
	t = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(t, "-digit"), " digit"))
	switch t {
	case "single", "s", "1", "one":
		return Single, nil
	case "double", "d", "2", "two":
		return Double, nil
	}
	return nil, fmt.Errorf("%q is not a move: type single or double (the single-digit or the double-digit numbers)", s)
}

// Position is a position of the game: the numbers, and Alice's choice once
// made. It is immutable; Play returns a new one.
type Position struct {
	nums   []int64 // shared by the positions of one game, never modified
	s, d   int64   // the single-digit numbers' sum and the double-digit ones'
	ns, nd int     // how many of each
	chosen Take    // 0 before Alice's move
}

// New returns the start of the game on nums, Alice to choose. It costs
// O(n) and keeps its own copy of nums. It returns an error naming the
// first number outside 1 to 99, which is neither single- nor double-digit
// in the rules' sense, and one for more than [MaxLen] numbers.
func New(nums []int64) (Position, error) {
	if len(nums) > MaxLen {
		return Position{}, fmt.Errorf("nums has %d numbers: this solver takes at most %d", len(nums), MaxLen)
	}
	p := Position{nums: append([]int64(nil), nums...)}
	for i, x := range nums {
		switch {
		case x >= 1 && x <= 9:
			p.s += x
			p.ns++
		case x >= 10 && x <= 99:
			p.d += x
			p.nd++
		default:
			return Position{}, fmt.Errorf("nums[%d] = %d: the game takes numbers from 1 to 99, single- or double-digit", i, x)
		}
	}
	return p, nil
}

// Sums returns the sum of the single-digit numbers and of the double-digit
// ones.
func (p Position) Sums() (single, double int64) { return p.s, p.d }

// Turn returns the player to move: Alice before her choice, Bob (who has
// no move) after it.
func (p Position) Turn() game.Player {
	if p.chosen != 0 {
		return game.Second
	}
	return game.First
}

// Moves returns single and double before Alice's choice, none after.
func (p Position) Moves() []game.Move {
	if p.chosen != 0 {
		return nil
	}
	return []game.Move{Single, Double}
}

// Play makes Alice's choice. It returns an error for any other move, or
// once she has chosen.
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	t, ok := m.(Take)
	switch {
	case !ok || (t != Single && t != Double):
		return 0, nil, fmt.Errorf("%v is not a move of this game: take single or double", m)
	case p.chosen != 0:
		return 0, nil, fmt.Errorf("%v: Alice has chosen already, the game is over", m)
	}
	q := p
	q.chosen = t
	return 0, q, nil
}

// mine returns the sum Alice gets by t and the sum Bob gets.
func (p Position) mine(t Take) (alice, bob int64) {
	if t == Double {
		return p.d, p.s
	}
	return p.s, p.d
}

// Payoff returns, after Alice's choice, -1 for Bob (to move, without a
// move) when Alice's sum is larger, +1 otherwise.
func (p Position) Payoff() int64 {
	a, b := p.mine(p.chosen)
	return game.WinValue(a <= b)
}

// Key names the position: "single 15 14" after a choice (the sums Alice
// and Bob get), or "start 15 14" (the two sums) before it.
func (p Position) Key() string {
	if p.chosen == 0 {
		return fmt.Sprintf("start %d %d", p.s, p.d)
	}
	a, b := p.mine(p.chosen)
	return fmt.Sprintf("%v %d %d", p.chosen, a, b)
}

// Solve returns the result: Alice wins in 1 move when the sums differ,
// Bob in 1 (Alice's losing choice) when they are equal; a finished
// position is decided by its payoff, at once. O(1).
func (p Position) Solve() game.Result {
	if p.chosen != 0 {
		return game.MoverResult(game.Second, p.Payoff(), 0)
	}
	return game.MoverResult(game.First, game.WinValue(p.s != p.d), 1)
}

// Options values both choices: +1 for the larger sum, -1 for the other
// (both when they are equal).
func (p Position) Options() []game.Option {
	if p.chosen != 0 {
		return nil
	}
	opts := make([]game.Option, 2)
	for k, t := range []Take{Single, Double} {
		a, b := p.mine(t)
		opts[k] = game.Option{Move: t, Value: game.WinValue(a > b)}
	}
	return opts
}

// Line returns Alice's choice: the larger sum, single on a tie (both
// lose).
func (p Position) Line() game.Line {
	if p.chosen != 0 {
		return nil
	}
	t := Single
	if p.d > p.s {
		t = Double
	}
	return game.Line{{Player: game.First, Move: t, Index: -1}}
}

// Describe says what is on the table: "single-digit 1 2 3 4 5 (15),
// double-digit 14 (14)", or after the choice who took what.
func (p Position) Describe() string {
	if p.chosen == 0 {
		return fmt.Sprintf("single-digit numbers summing to %d, double-digit numbers summing to %d", p.s, p.d)
	}
	a, b := p.mine(p.chosen)
	return fmt.Sprintf("Alice took the %s numbers, %d against Bob's %d", p.chosen.words(), a, b)
}

// Board returns the numbers, one cell each: before the choice each plays
// its own class (a single-digit number plays single); after it, every
// number is taken, by Alice or Bob. The values are a copy. O(n).
func (p Position) Board() game.Board {
	cells := make([]game.Cell, len(p.nums))
	for i, x := range p.nums {
		t := Single
		if x >= 10 {
			t = Double
		}
		cells[i].Values = []int64{x}
		switch {
		case p.chosen == 0:
			cells[i].Move = t
		case p.chosen == t:
			cells[i].Taken, cells[i].By = true, game.First
		default:
			cells[i].Taken, cells[i].By = true, game.Second
		}
	}
	return game.Board{Cells: cells, Note: fmt.Sprintf("single-digit numbers sum to %d, double-digit ones to %d", p.s, p.d)}
}

// Insight explains the one choice on these numbers: the two sums, and why
// Alice loses only when they are equal.
func (p Position) Insight() (game.Insight, bool) {
	in := game.Insight{
		Title: "One choice between two sums",
		Paragraphs: []string{
			"Every number from 1 to 99 has one digit or two, so the numbers split into two piles whose sums, s (single digits) and d (double digits), make the total. Alice takes one pile and Bob gets the other: she compares s with d and takes the **larger**. " +
				"She wins unless there is no larger one: the answer is s ≠ d, one pass over the numbers. No search is needed, the game has a single move.",
		},
		Head: []string{"numbers", "how many", "sum"},
		Rows: [][]string{
			{"single-digit (1 to 9)", strconv.Itoa(p.ns), strconv.FormatInt(p.s, 10)},
			{"double-digit (10 to 99)", strconv.Itoa(p.nd), strconv.FormatInt(p.d, 10)},
		},
	}
	switch {
	case p.chosen != 0:
		a, b := p.mine(p.chosen)
		if a > b {
			in.Footer = []string{fmt.Sprintf("Alice took the %s numbers: %d > %d, she has won.", p.chosen.words(), a, b)}
		} else {
			in.Footer = []string{fmt.Sprintf("Alice took the %s numbers: %d is not more than %d, she has lost.", p.chosen.words(), a, b)}
		}
	case p.s > p.d:
		in.Footer = []string{fmt.Sprintf("%d > %d: Alice takes the single-digit numbers and wins.", p.s, p.d)}
	case p.d > p.s:
		in.Footer = []string{fmt.Sprintf("%d > %d: Alice takes the double-digit numbers and wins.", p.d, p.s)}
	default:
		in.Footer = []string{fmt.Sprintf("Both sums are %d: whichever Alice takes, her sum equals Bob's, not more, and she loses.", p.s)}
	}
	return in, true
}
