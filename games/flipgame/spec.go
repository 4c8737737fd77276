package flipgame

import (
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
)

// FlipGameII is LeetCode 294, as the registry lists it.
var FlipGameII = &game.Spec{
	Name:    "flip-game-ii",
	Aliases: []string{"294", "leetcode-294"},
	Title:   "Flip Game II (LeetCode 294)",
	Rules:   "a string of + and -; the players alternately flip two consecutive ++ into --; the player who cannot move loses",
	Players: [2]string{"player 1", "player 2"},
	Kind:    game.WinLose,
	Params: []game.Param{{
		Name: "currentState", Kind: game.Text, MinLen: 1, MaxLen: 60, Alphabet: "+-",
		Limit: MaxLen, LimitWhy: "the solver takes at most 10^6 characters, to keep a line of play (up to n/2 moves) and a board within what the front ends hold",
	}},
	Func: "canWin",
	Examples: []game.Example{
		{Args: game.Args{game.TextOf("++++")}, Answer: "true"},
		{Args: game.Args{game.TextOf("+")}, Answer: "false"},
	},
	New:        game.FromText("currentState", New),
	Answer:     game.AnswerFirstWins,
	AnswerType: "boolean",
	AnswerRule: "true if the starting player can guarantee a win",
	ParseMove:  ParseMove,
	MoveHelp:   "the index of the first + of a ++ to flip (0 is the first character): 1 or flip 1",
	Say:        say,
	// Options values every move from the runs' Grundy values, O(n), plus
	// the remoteness search of the positions with at most RemoteMax live
	// pluses (bounded by a constant). Line is O(n log n) (see
	// Position.Line), which Linear is the nearest cost to; Play copies the
	// string.
	OptionsCost: game.Linear,
	LineCost:    game.Linear,
	PlayCost:    game.Linear,
}

// Flip is a move: flip the ++ at index i and i+1 into --.
type Flip int

// String returns "flip 3".
func (f Flip) String() string { return "flip " + strconv.Itoa(int(f)) }

// AppendJSON appends the move as a JSON number, the index it flips at: 3.
func (f Flip) AppendJSON(b []byte) []byte { return strconv.AppendInt(b, int64(f), 10) }

// ParseMove reads a [Flip] as a person types it: "flip 3", "3" (any case,
// spaces around). It refuses anything else, and a negative index; whether
// there is a ++ at the index is Play's to check.
func ParseMove(s string) (game.Move, error) {
	t := strings.TrimSpace(strings.TrimPrefix(strings.ToLower(strings.TrimSpace(s)), "flip"))
	i, err := strconv.Atoi(t)
	switch {
	case err != nil:
		return nil, fmt.Errorf("%q is not a move: type the index of the first + of a ++ to flip, as 1 or flip 1", s)
	case i < 0:
		return nil, fmt.Errorf("%q is not a move: an index is 0 or more (0 is the first character)", s)
	}
	return Flip(i), nil
}

// say appends "player 1 flips the ++ at 1 and 2".
func say(b []byte, who string, s game.Step) []byte {
	if f, ok := s.Move.(Flip); ok {
		return fmt.Appendf(b, "%s flips the ++ at %d and %d", who, int(f), int(f)+1)
	}
	return fmt.Appendf(b, "%s plays %v", who, s.Move)
}
