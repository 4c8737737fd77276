package anypick

import (
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
)

// StoneGameVI is LeetCode 1686, as the registry lists it.
var StoneGameVI = &game.Spec{
	Name:    "stone-game-vi",
	Aliases: []string{"1686", "leetcode-1686", "stone-game-6"},
	Title:   "Stone Game VI (LeetCode 1686)",
	Rules:   "stone i is worth aliceValues[i] to Alice and bobValues[i] to Bob; the players alternately take any stone, Alice first; each wants the larger total",
	Players: [2]string{"Alice", "Bob"},
	Kind:    game.Scoring,
	Params: []game.Param{
		{Name: "aliceValues", Kind: game.List, MinLen: 1, MaxLen: 100_000, Min: 1, Max: 100},
		{Name: "bobValues", Kind: game.List, MinLen: 1, MaxLen: 100_000, Min: 1, Max: 100},
	},
	Constraints: "aliceValues.length == bobValues.length",
	Within:      within,
	Func:        "stoneGameVI",
	Examples: []game.Example{
		{Args: game.Args{game.ListOf(1, 3), game.ListOf(2, 1)}, Answer: "1"},
		{Args: game.Args{game.ListOf(1, 2), game.ListOf(3, 1)}, Answer: "0"},
		{Args: game.Args{game.ListOf(2, 4, 3), game.ListOf(1, 6, 7)}, Answer: "-1"},
	},
	New:         game.FromPair("aliceValues", "bobValues", New),
	Answer:      func(r game.Result) game.Answer { return game.IntAnswer(int64(r.Winner())) },
	AnswerType:  "int",
	AnswerRule:  "1 if Alice wins, 0 for a draw, -1 if Bob wins",
	ParseMove:   ParseMove,
	MoveHelp:    "a stone's index (0 is the first)",
	Say:         say,
	Short:       func(b []byte, s game.Step) []byte { return fmt.Appendf(b, "%v (%+d)", s.Move, s.Gain) },
	OptionsCost: game.Linear,
	LineCost:    game.Linear,
	PlayCost:    game.Linear, // Play copies the remaining stones
	StreamPair:  func(expect int) game.PairStreamer { return NewTally(expect) },
}

func within(args game.Args) error {
	if len(args) != 2 || args[0].Len() != args[1].Len() {
		return fmt.Errorf("aliceValues and bobValues must have the same length")
	}
	return nil
}

// ParseMove reads a stone's index from 0, also as "stone 3".
func ParseMove(s string) (game.Move, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	i, err := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(t, "stone")))
	if err != nil || i < 0 {
		return nil, fmt.Errorf("%q is not a move: type the index of a stone (0 is the first)", s)
	}
	return Stone(i), nil
}

// say appends "Alice takes stone 2, worth 3 to Alice".
func say(b []byte, who string, s game.Step) []byte {
	b = append(b, who...)
	b = append(b, " takes stone "...)
	if st, ok := s.Move.(Stone); ok {
		b = strconv.AppendInt(b, int64(st), 10)
	} else {
		b = append(b, s.Move.String()...)
	}
	b = append(b, ", worth "...)
	b = strconv.AppendInt(b, s.Gain, 10)
	b = append(b, " to "...)
	return append(b, who...)
}

// Label returns the stone's index, what a person types to take it: "3".
func (s Stone) Label() string { return strconv.Itoa(int(s)) }

// Phrase returns "take stone 3", for sentences.
func (s Stone) Phrase() string { return "take " + s.String() }
