package squares

import (
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
)

// StoneGameIV is LeetCode 1510, as the registry lists it.
var StoneGameIV = &game.Spec{
	Name:    "stone-game-iv",
	Aliases: []string{"1510", "leetcode-1510", "stone-game-4"},
	Title:   "Stone Game IV (LeetCode 1510)",
	Rules:   "one pile of n stones; the players alternately remove a non-zero square number of stones (1, 4, 9, ...), Alice first; a player who cannot move loses",
	Players: players,
	Kind:    game.WinLose,
	Params: []game.Param{{Name: "n", Kind: game.Int, Min: 1, Max: 100_000,
		Limit: MaxN, LimitWhy: "the solver's sieve of every pile up to n takes about 2 seconds at 5·10^7"}},
	Func: "winnerSquareGame",
	Examples: []game.Example{
		{Args: game.Args{game.IntOf(1)}, Answer: "true"},
		{Args: game.Args{game.IntOf(2)}, Answer: "false"},
		{Args: game.Args{game.IntOf(4)}, Answer: "true"},
	},
	New:        game.FromInt("n", New),
	Answer:     game.AnswerFirstWins,
	AnswerType: "boolean",
	AnswerRule: "true if Alice, who moves first, wins",
	ParseMove:  ParseMove,
	MoveHelp:   "a square number of stones to remove: 1, 4, 9, ...",
	Say:        say,
	Short:      func(b []byte, s game.Step) []byte { return append(b, s.Move.String()...) },
	// Options tries every square: O(√n), which Linear bounds. The line is
	// O(n) (see Position.Line); New's sieve, about n^1.2, is paid once.
	OptionsCost: game.Linear,
	LineCost:    game.Linear,
}

// ParseMove reads a number of stones to remove, "4" or "remove 4" (any
// case). It refuses a number that is not a positive square; whether the
// pile holds that many is Play's to check.
func ParseMove(s string) (game.Move, error) {
	t := strings.TrimSpace(strings.ToLower(s))
	t = strings.TrimSpace(strings.TrimPrefix(t, "remove"))
	x, err := strconv.ParseInt(t, 10, 64)
	switch {
	case err != nil:
		return nil, fmt.Errorf("%q is not a move: type how many stones to remove, a square such as 1, 4 or 9", s)
	case x <= 0:
		return nil, fmt.Errorf("%q is not a move: remove at least 1 stone (1, 4, 9, ...)", s)
	case !isSquare(x):
		r := isqrt(x)
		if r >= maxRoot {
			return nil, fmt.Errorf("%q is not a move: %d is not a square (the nearest below is %d)", s, x, r*r)
		}
		return nil, fmt.Errorf("%q is not a move: %d is not a square (the nearest are %d and %d)", s, x, r*r, (r+1)*(r+1))
	}
	return Remove(x), nil
}

// say appends "Alice removes 4 stones". A step does not say how many
// stones were left, so neither does this.
func say(b []byte, who string, s game.Step) []byte {
	b = append(b, who...)
	b = append(b, " removes "...)
	if r, ok := s.Move.(Remove); ok {
		return append(b, stones(int64(r))...)
	}
	return append(b, s.Move.String()...)
}
