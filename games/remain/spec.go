package remain

import (
	"fmt"

	"stonegame/game"
	"stonegame/games/ends"
)

// StoneGameVII is LeetCode 1690, as the registry lists it.
var StoneGameVII = &game.Spec{
	Name:    "stone-game-vii",
	Aliases: []string{"1690", "leetcode-1690", "stone-game-7"},
	Title:   "Stone Game VII (LeetCode 1690)",
	Rules:   "stones in a row; the players alternately remove the stone at either end and score the sum of the stones that remain; Alice moves first; each wants the larger total",
	Players: [2]string{"Alice", "Bob"},
	Kind:    game.Scoring,
	Params:  []game.Param{{Name: "stones", Kind: game.List, MinLen: 2, MaxLen: 1000, Min: 1, Max: 1000}},
	Func:    "stoneGameVII",
	Examples: []game.Example{
		{Args: game.Args{game.ListOf(5, 3, 1, 4, 2)}, Answer: "6"},
		{Args: game.Args{game.ListOf(7, 90, 5, 1, 100, 10, 10, 2)}, Answer: "122"},
	},
	New:         game.FromList("stones", New),
	Answer:      func(r game.Result) game.Answer { return game.IntAnswer(r.Differential) },
	AnswerType:  "int",
	AnswerRule:  "Alice's total minus Bob's, both playing optimally",
	ParseMove:   ends.ParseMove,
	MoveHelp:    "L or R (remove the stone at the left or the right end)",
	Say:         say,
	Short:       short,
	OptionsCost: game.Linear,
	LineCost:    game.Linear,
	Stream:      func() game.Streamer { return new(Streamer) },
}

// say appends "Alice takes the 5 on the left and scores 13", or "Alice
// takes the stone on the left and scores 13" for a step that does not say
// which stone it removes.
func say(b []byte, who string, s game.Step) []byte {
	b = append(b, who...)
	b = append(b, " takes "...)
	b = appendTaken(b, s)
	b = append(b, " and scores "...)
	return game.AppendNum(b, s.Gain)
}

// short appends "the 5 on the left (+13)".
func short(b []byte, s game.Step) []byte {
	b = appendTaken(b, s)
	return fmt.Appendf(b, " (%+d)", s.Gain)
}

// appendTaken appends "the 5 on the left".
func appendTaken(b []byte, s game.Step) []byte {
	b = append(b, "the "...)
	if s.Index >= 0 {
		b = game.AppendNum(b, s.Item)
	} else {
		b = append(b, "stone"...)
	}
	b = append(b, " on the "...)
	return append(b, s.Move.String()...)
}
