package front

import (
	"fmt"

	"stonegame/game"
)

// StoneGameIII is LeetCode 1406, as the registry lists it.
var StoneGameIII = &game.Spec{
	Name:    "stone-game-iii",
	Aliases: []string{"1406", "leetcode-1406", "stone-game-3"},
	Title:   "Stone Game III (LeetCode 1406)",
	Rules:   "stones in a row, values may be negative; the players alternately take 1, 2 or 3 stones from the front and score their sum; Alice moves first; each wants the larger total",
	Players: stonePlayers,
	Kind:    game.Scoring,
	Params:  []game.Param{{Name: "stoneValue", Kind: game.List, MinLen: 1, MaxLen: 50_000, Min: -1000, Max: 1000, Limit: MaxStones, LimitWhy: limitWhy}},
	Func:    "stoneGameIII",
	Examples: []game.Example{
		{Args: game.Args{game.ListOf(1, 2, 3, 7)}, Answer: "Bob"},
		{Args: game.Args{game.ListOf(1, 2, 3, -9)}, Answer: "Alice"},
		{Args: game.Args{game.ListOf(1, 2, 3, 6)}, Answer: "Tie"},
	},
	New:         game.FromList("stoneValue", New),
	Answer:      answer,
	AnswerType:  "string",
	AnswerRule:  `"Alice" if Alice's total is larger, "Bob" if Bob's is, "Tie" if they are equal`,
	ParseMove:   ParseMove,
	MoveHelp:    "1, 2 or 3 (how many stones to take from the front)",
	Say:         say,
	Short:       short,
	OptionsCost: game.Constant,
	LineCost:    game.Linear,
}

// CoinsInALineII is LintCode 395: coins in a line, each player takes 1 or
// 2 from the front; true if the first player ends with more (a tie is not
// a win).
var CoinsInALineII = &game.Spec{
	Name:    "coins-in-a-line-ii",
	Aliases: []string{"395", "lintcode-395", "coins-in-a-line-2"},
	Title:   "Coins in a Line II (LintCode 395)",
	Rules:   "coins of given values in a line; the players alternately take 1 or 2 coins from the front and score their values; the larger total wins",
	Players: coinPlayers,
	Kind:    game.Scoring,
	Params:  []game.Param{{Name: "values", Kind: game.List, MinLen: 1, Min: 0, Max: 1_000_000, Limit: MaxStones, LimitWhy: limitWhy}},
	Func:    "firstWillWin",
	Examples: []game.Example{
		{Args: game.Args{game.ListOf(1, 2, 2)}, Answer: "true"},
		{Args: game.Args{game.ListOf(1, 2, 4)}, Answer: "false"},
	},
	New:        game.FromList("values", newCoins),
	Answer:     game.AnswerFirstWins,
	AnswerType: "boolean",
	AnswerRule: "true if the first player ends with more than the second; a tie is false",
	ParseMove: func(s string) (game.Move, error) {
		m, err := ParseMove(s)
		if err != nil || m.(Take) > 2 {
			return nil, fmt.Errorf("%q is not a move: type 1 or 2 (how many coins to take from the front)", s)
		}
		return TakeCoins(m.(Take)), nil
	},
	MoveHelp:    "1 or 2 (how many coins to take from the front)",
	Say:         say,
	Short:       short,
	OptionsCost: game.Constant,
	LineCost:    game.Linear,
}

// stonePlayers and coinPlayers are the players of Stone Game III and of
// Coins in a Line II.
var (
	stonePlayers = [2]string{"Alice", "Bob"}
	coinPlayers  = [2]string{"first player", "second player"}
)

// newCoins is New for Coins in a Line II: moves of 1 or 2 coins, named as
// LintCode names them.
func newCoins(row []int64) (Position, error) {
	p, err := NewUpTo(row, 2)
	if err == nil {
		p.in.item, p.in.players, p.in.coins = "coin", coinPlayers, true
	}
	return p, err
}

func answer(r game.Result) game.Answer {
	switch r.Winner() {
	case game.FirstWins:
		return game.TextAnswer("Alice")
	case game.SecondWins:
		return game.TextAnswer("Bob")
	}
	return game.TextAnswer("Tie")
}

// say appends "Alice takes 3 stones and scores 6", "first player takes 2
// coins and scores 4".
func say(b []byte, who string, s game.Step) []byte {
	b = append(b, who...)
	b = append(b, " takes "...)
	n, item := s.Count, "stone"
	if k, ok := size(s.Move); ok {
		n = k
	}
	n = max(n, 1) // a Count of 0 is one item
	if _, ok := s.Move.(TakeCoins); ok {
		item = "coin"
	}
	b = append(b, game.Count(n, item)...)
	b = append(b, " and scores "...)
	return game.AppendNum(b, s.Gain)
}

// short appends "take 3 (+6)".
func short(b []byte, s game.Step) []byte {
	b = append(b, s.Move.String()...)
	return append(game.AppendSigned(append(b, " ("...), s.Gain), ')')
}
