package ends

import (
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
)

// The games this package solves, as the registry lists them. They share
// the position and the solver, and differ in their names, constraints and
// the question their answer asks.
var (
	// PredictTheWinner is LeetCode 486.
	PredictTheWinner = &game.Spec{
		Name:        "predict-the-winner",
		Aliases:     []string{"486", "leetcode-486", "ptw", "coins-in-a-row", "removal-game", "deque"},
		Title:       "Predict the Winner (LeetCode 486)",
		Rules:       "a row of integers; the players alternately take the number at either end; each wants the larger total",
		Players:     [2]string{"player 1", "player 2"},
		Kind:        game.Scoring,
		Params:      []game.Param{{Name: "nums", Kind: game.List, MinLen: 1, MaxLen: 20, Min: 0, Max: 10_000_000}},
		Func:        "predictTheWinner",
		Examples:    []game.Example{{Args: game.Args{game.ListOf(1, 5, 2)}, Answer: "false"}, {Args: game.Args{game.ListOf(1, 5, 233, 7)}, Answer: "true"}},
		New:         game.FromList("nums", New),
		Answer:      func(r game.Result) game.Answer { return game.BoolAnswer(r.Differential >= 0) },
		AnswerType:  "boolean",
		AnswerRule:  "true if player 1's total is at least player 2's",
		ParseMove:   ParseMove,
		MoveHelp:    moveHelp,
		Say:         say,
		Short:       short,
		OptionsCost: game.Linear,
		LineCost:    game.Linear,
		Stream:      newFuser,
	}
	// StoneGame is LeetCode 877: the same game, with LeetCode's promise of
	// an even number of piles and an odd total.
	StoneGame = &game.Spec{
		Name:        "stone-game",
		Aliases:     []string{"877", "leetcode-877"},
		Title:       "Stone Game (LeetCode 877)",
		Rules:       "piles in a row; the players alternately take the whole pile at either end; each wants more stones",
		Players:     [2]string{"Alice", "Bob"},
		Kind:        game.Scoring,
		Params:      []game.Param{{Name: "piles", Kind: game.List, MinLen: 2, MaxLen: 500, Min: 1, Max: 500}},
		Constraints: "piles.length is even, sum(piles) is odd",
		Within:      stoneGameWithin,
		Func:        "stoneGame",
		Examples:    []game.Example{{Args: game.Args{game.ListOf(5, 3, 4, 5)}, Answer: "true"}, {Args: game.Args{game.ListOf(3, 7, 2, 3)}, Answer: "true"}},
		New:         game.FromList("piles", newParityRow),
		Answer:      game.AnswerFirstWins,
		AnswerType:  "boolean",
		AnswerRule:  "true if Alice, who moves first, ends with more stones than Bob",
		ParseMove:   ParseMove,
		MoveHelp:    moveHelp,
		Say:         say,
		Short:       short,
		OptionsCost: game.Linear,
		LineCost:    game.Linear,
		Stream:      newFuser,
	}
	// CoinsInALineIII is LintCode 396: the same game, where a tie is not a
	// win for the first player.
	CoinsInALineIII = &game.Spec{
		Name:        "coins-in-a-line-iii",
		Aliases:     []string{"396", "lintcode-396", "coins-in-a-line-3"},
		Title:       "Coins in a Line III (LintCode 396)",
		Rules:       "coins of given values in a line; the players alternately take the coin at either end; the larger total wins",
		Players:     [2]string{"first player", "second player"},
		Kind:        game.Scoring,
		Params:      []game.Param{{Name: "values", Kind: game.List, MinLen: 1, Min: 0, Max: 1_000_000}},
		Func:        "firstWillWin",
		Examples:    []game.Example{{Args: game.Args{game.ListOf(3, 2, 2)}, Answer: "true"}, {Args: game.Args{game.ListOf(1, 2, 4)}, Answer: "true"}, {Args: game.Args{game.ListOf(1, 20, 4)}, Answer: "false"}},
		New:         game.FromList("values", newCoinsRow),
		Answer:      game.AnswerFirstWins,
		AnswerType:  "boolean",
		AnswerRule:  "true if the first player ends with more than the second; a tie is false",
		ParseMove:   ParseMove,
		MoveHelp:    moveHelp,
		Say:         say,
		Short:       short,
		OptionsCost: game.Linear,
		LineCost:    game.Linear,
		Stream:      newFuser,
	}
)

const moveHelp = "L or R (the left or the right end)"

func newFuser() game.Streamer { return new(Fuser) }

// kind says which game of the family a position plays: they share the
// rules and the solver; the insight names their players, and stone-game's
// adds the parity certificate.
type kind uint8

const (
	predict kind = iota // predict-the-winner (and a position built by New)
	stones              // stone-game: the parity certificate
	coins               // coins-in-a-line-iii
)

// players returns the names the kind's game gives its players, as they
// read inside a sentence.
func (k kind) players() [2]string {
	switch k {
	case stones:
		return [2]string{"Alice", "Bob"}
	case coins:
		return [2]string{"the first player", "the second player"}
	}
	return [2]string{"player 1", "player 2"}
}

// item returns what the kind's game calls one item of the row.
func (k kind) item() string {
	switch k {
	case stones:
		return "pile"
	case coins:
		return "coin"
	}
	return "number"
}

// newParityRow is New for stone-game, whose explanation shows the parity
// certificate.
func newParityRow(row []int64) (Position, error) {
	p, err := New(row)
	if err == nil {
		p.kind = stones
	}
	return p, err
}

// newCoinsRow is New for coins-in-a-line-iii, whose insight speaks of
// coins and of the first and second player.
func newCoinsRow(row []int64) (Position, error) {
	p, err := New(row)
	if err == nil {
		p.kind = coins
	}
	return p, err
}

// stoneGameWithin checks LeetCode 877's constraints beyond the bounds.
func stoneGameWithin(args game.Args) error {
	if len(args) != 1 {
		return fmt.Errorf("stone-game takes one list, piles")
	}
	piles := args[0].List()
	if len(piles)%2 != 0 {
		return fmt.Errorf("piles.length is %d, not even", len(piles))
	}
	var sum int64
	for _, x := range piles {
		sum += x
	}
	if sum%2 == 0 {
		return fmt.Errorf("sum(piles) is %d, not odd", sum)
	}
	return nil
}

// ParseMove reads "L" or "R" (also "left", "right", any case).
func ParseMove(s string) (game.Move, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "l", "left":
		return Left, nil
	case "r", "right":
		return Right, nil
	}
	return nil, fmt.Errorf("%q is not a move: type L (take the left end) or R (the right end)", s)
}

// say appends "player 1 takes 7 from the right".
func say(b []byte, who string, s game.Step) []byte {
	b = append(b, who...)
	b = append(b, " takes "...)
	b = strconv.AppendInt(b, s.Gain, 10)
	b = append(b, " from the "...)
	if side, ok := s.Move.(Side); ok {
		return append(b, side.String()...)
	}
	return append(b, s.Move.String()...)
}

// short appends "7 from the right".
func short(b []byte, s game.Step) []byte {
	b = game.AppendNum(b, s.Gain)
	b = append(b, " from the "...)
	return append(b, s.Move.String()...)
}

// Label returns "L (left)" or "R (right)": what to type, and what it does.
func (s Side) Label() string {
	if s == Left {
		return "L (left)"
	}
	return "R (right)"
}

// Phrase returns "take left" or "take right", for sentences.
func (s Side) Phrase() string { return "take " + s.String() }
