package split

import (
	"fmt"
	"strconv"

	"stonegame/game"
)

// StoneGameV is Stone Game V (LeetCode 1563), as the registry lists it. Only
// Alice moves and scores (StoneGameV.Solo): the result's First is her score,
// Second is 0.
var StoneGameV = &game.Spec{
	Name:    "stone-game-v",
	Aliases: []string{"1563", "leetcode-1563", "stone-game-5"},
	Title:   "Stone Game V (LeetCode 1563)",
	Rules:   "a row of stones; Alice splits it into two non-empty parts, the part with the larger sum is thrown away and Alice scores the other's sum (equal sums: Alice chooses which to keep); she goes on with the kept part until one stone remains",
	Players: [2]string{"Alice", "Bob"},
	Kind:    game.Solo,
	Params: []game.Param{{Name: "stoneValue", Kind: game.List, MinLen: 1, MaxLen: 500, Min: 1, Max: 1_000_000,
		Limit: MaxStones, LimitWhy: "the solver keeps two tables of n(n+1)/2 eight-byte values (190 MiB at 5000 stones)"}},
	Func: "stoneGameV",
	Examples: []game.Example{
		{Args: game.Args{game.ListOf(6, 2, 3, 4, 5, 5)}, Answer: "18"},
		{Args: game.Args{game.ListOf(7, 7, 7, 7, 7, 7, 7)}, Answer: "28"},
		{Args: game.Args{game.ListOf(4)}, Answer: "0"},
	},
	New:         game.FromListContext("stoneValue", NewContext),
	Answer:      func(r game.Result) game.Answer { return game.IntAnswer(r.First) },
	AnswerType:  "int",
	AnswerRule:  "Alice's maximum score",
	ParseMove:   ParseMove,
	MoveHelp:    "where to split: the left part's length (2 splits after the second stone), with left or right when the parts' sums are equal (2 left)",
	Say:         say,
	OptionsCost: game.Linear,
	LineCost:    game.Quadratic,
}

// say appends "Alice splits at 3 (after the 3rd remaining stone), throws
// away the heavier part (3 stones) and scores 11", or for a choice between
// equal parts "…, keeps the right part (equal sums), throws away the left
// (2 stones) and …". Everything is counted in the stones that remain, as the
// move "split at 3" is: a step's Index is the first stone thrown away in
// the whole row, a second numbering the sentence does not mix in. A step
// carries the stones thrown away (Index, Count) and the score, not the
// parts' sums, so those are left to the board and the insight.
func say(b []byte, who string, s game.Step) []byte {
	b = append(b, who...)
	b = append(b, " splits"...)
	sp, ok := s.Move.(Split)
	if ok {
		b = fmt.Appendf(b, " at %d (after the %s remaining stone)", sp.At, ordinal(sp.At))
	}
	_, n := s.Span()
	switch {
	case ok && sp.Keep != Smaller:
		thrown := Left
		if sp.Keep == Left {
			thrown = Right
		}
		b = fmt.Appendf(b, ", keeps the %s part (equal sums), throws away the %s (%s)", sp.Keep, thrown, game.Count(n, "stone"))
	case n > 0:
		b = fmt.Appendf(b, ", throws away the heavier part (%s)", game.Count(n, "stone"))
	}
	b = append(b, " and scores "...)
	return strconv.AppendInt(b, s.Gain, 10)
}

// ordinal returns "1st", "2nd", "3rd", "4th", "11th", "21st".
func ordinal(k int) string {
	suffix := "th"
	switch k % 10 {
	case 1:
		suffix = "st"
	case 2:
		suffix = "nd"
	case 3:
		suffix = "rd"
	}
	if k%100 >= 11 && k%100 <= 13 {
		suffix = "th"
	}
	return strconv.Itoa(k) + suffix
}
