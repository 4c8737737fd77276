package nim

import (
	"fmt"
	"math"

	"stonegame/game"
)

// The games this package solves, as the registry lists them.
var (
	// NimGame is LeetCode 292: one heap, take 1 to 3.
	NimGame = &game.Spec{
		Name:        "nim-game",
		Aliases:     []string{"292", "leetcode-292"},
		Title:       "Nim Game (LeetCode 292)",
		Rules:       "a heap of n stones; the players alternately take 1, 2 or 3 stones; whoever takes the last stone wins",
		Players:     [2]string{"player 1", "player 2"},
		Kind:        game.WinLose,
		Params:      []game.Param{{Name: "n", Kind: game.Int, Min: 1, Max: math.MaxInt32}},
		Func:        "canWinNim",
		Examples:    []game.Example{{Args: game.Args{game.IntOf(4)}, Answer: "false"}, {Args: game.Args{game.IntOf(1)}, Answer: "true"}, {Args: game.Args{game.IntOf(2)}, Answer: "true"}},
		New:         game.FromInt("n", func(n int64) (Heap, error) { return NewHeap(n, 3) }),
		Answer:      game.AnswerFirstWins,
		AnswerType:  "boolean",
		AnswerRule:  "true if player 1, who moves first, takes the last stone",
		ParseMove:   ParseTake,
		MoveHelp:    "how many stones to take, 1 to 3: 2 or take 2",
		Say:         sayTake,
		OptionsCost: game.Constant,
		LineCost:    game.Linear,
	}
	// CoinsInALine is LintCode 394: one line of coins, take 1 or 2.
	CoinsInALine = &game.Spec{
		Name:        "coins-in-a-line",
		Aliases:     []string{"394", "lintcode-394"},
		Title:       "Coins in a Line (LintCode 394)",
		Rules:       "n coins in a line; the players alternately take 1 or 2 coins; whoever takes the last coin wins",
		Players:     [2]string{"player 1", "player 2"},
		Kind:        game.WinLose,
		Params:      []game.Param{{Name: "n", Kind: game.Int, Min: 0, Max: math.MaxInt32}},
		Func:        "firstWillWin",
		Examples:    []game.Example{{Args: game.Args{game.IntOf(1)}, Answer: "true"}, {Args: game.Args{game.IntOf(2)}, Answer: "true"}, {Args: game.Args{game.IntOf(3)}, Answer: "false"}, {Args: game.Args{game.IntOf(4)}, Answer: "true"}},
		New:         game.FromInt("n", newLine),
		Answer:      game.AnswerFirstWins,
		AnswerType:  "boolean",
		AnswerRule:  "true if the first player takes the last coin",
		ParseMove:   ParseTake,
		MoveHelp:    "how many coins to take, 1 or 2: 2 or take 2",
		Say:         sayTake,
		OptionsCost: game.Constant,
		LineCost:    game.Linear,
	}
	// GameOfNim is LeetCode 1908: Nim on several piles.
	GameOfNim = &game.Spec{
		Name:    "game-of-nim",
		Aliases: []string{"1908", "leetcode-1908", "nim"},
		Title:   "Game of Nim (LeetCode 1908)",
		Rules:   "piles of stones; the players alternately remove one or more stones from one pile, Alice first; the player who cannot move loses",
		Players: [2]string{"Alice", "Bob"},
		Kind:    game.WinLose,
		Params: []game.Param{{Name: "piles", Kind: game.List, MinLen: 1, MaxLen: 7, Min: 1, Max: 7,
			Limit: maxPiles, LimitWhy: "the solver lists every move, pile by pile, and takes at most 1000 piles and 10^6 stones in all"}},
		Func:        "nimGame",
		Examples:    []game.Example{{Args: game.Args{game.ListOf(1)}, Answer: "true"}, {Args: game.Args{game.ListOf(1, 1)}, Answer: "false"}, {Args: game.Args{game.ListOf(1, 2, 3)}, Answer: "false"}},
		New:         game.FromList("piles", NewPiles),
		Answer:      game.AnswerFirstWins,
		AnswerType:  "boolean",
		AnswerRule:  "true if Alice, who moves first, wins",
		ParseMove:   ParseRemove,
		MoveHelp:    "a pile's index (0 is the first) and how many to remove: 2 3 or pile 2: remove 3",
		Say:         sayRemove,
		OptionsCost: game.Linear,    // in the total of the piles (and their remoteness, O(piles) each, to 2^24 steps)
		LineCost:    game.Quadratic, // at most total × piles
	}
)

// sayTake appends "player 1 takes 3".
func sayTake(b []byte, who string, s game.Step) []byte {
	if t, ok := s.Move.(Take); ok {
		return fmt.Appendf(b, "%s takes %d", who, int64(t))
	}
	return fmt.Appendf(b, "%s plays %v", who, s.Move)
}

// sayRemove appends "Alice removes 3 from pile 2".
func sayRemove(b []byte, who string, s game.Step) []byte {
	if r, ok := s.Move.(Remove); ok {
		return fmt.Appendf(b, "%s removes %d from pile %d", who, r.Count, r.Pile)
	}
	return fmt.Appendf(b, "%s plays %v", who, s.Move)
}
