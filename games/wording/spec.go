package wording

import (
	"context"
	"fmt"
	"math/rand/v2"

	"stonegame/game"
)

// TheWordingGame is LeetCode 2868, as the registry lists it.
var TheWordingGame = &game.Spec{
	Name:    "the-wording-game",
	Aliases: []string{"2868", "leetcode-2868", "wording-game"},
	Title:   "The Wording Game (LeetCode 2868)",
	Rules:   "Alice and Bob each hold a sorted list of words; Alice opens with her smallest word; then each in turn plays a word of their own that is closely greater than the last word played (lexicographically greater, and starting with the same letter or the next one); a player who cannot play loses",
	Players: [2]string{"Alice", "Bob"},
	Kind:    game.WinLose,
	Params: []game.Param{
		{Name: "a", Kind: game.Strings, MinLen: 1, MaxLen: MaxWords, RowMin: 1, Alphabet: "abcdefghijklmnopqrstuvwxyz"},
		{Name: "b", Kind: game.Strings, MinLen: 1, MaxLen: MaxWords, RowMin: 1, Alphabet: "abcdefghijklmnopqrstuvwxyz"},
	},
	Constraints: "a and b are lexicographically sorted, all the words in a and b combined are distinct, the sum of the lengths of all the words in a and b combined does not exceed 10^6",
	Within:      within,
	Func:        "canAliceWin",
	Examples: []game.Example{
		{Args: game.Args{game.StringsOf("avokado", "dabar"), game.StringsOf("brazil")}, Answer: "false"},
		{Args: game.Args{game.StringsOf("ananas", "atlas", "banana"), game.StringsOf("albatros", "cikla", "nogomet")}, Answer: "true"},
		{Args: game.Args{game.StringsOf("hrvatska", "zastava"), game.StringsOf("bijeli", "galeb")}, Answer: "true"},
	},
	New: func(_ context.Context, args game.Args) (game.Solvable, error) {
		p, err := New(args[0].Strings(), args[1].Strings())
		if err != nil {
			return nil, err
		}
		return p, nil
	},
	Generate: func(r *rand.Rand, n int) (game.Args, error) {
		a, b := Draw(r, n)
		return game.Args{game.StringsOf(a...), game.StringsOf(b...)}, nil
	},
	Answer:     game.AnswerFirstWins,
	AnswerType: "boolean",
	AnswerRule: "true if Alice wins",
	ParseMove:  ParseMove,
	MoveHelp:   "one of your words, as written: brazil",
	Say: func(b []byte, who string, s game.Step) []byte {
		if w, ok := s.Move.(Word); ok {
			return fmt.Appendf(b, "%s plays %q", who, string(w))
		}
		return fmt.Appendf(b, "%s plays %v", who, s.Move)
	},
	// Options values each valid word in O(1); Line picks each move in
	// O(1); Play finds the word by binary search.
	OptionsCost: game.Linear,
	LineCost:    game.Linear,
	PlayCost:    game.Constant,
}

// within checks what no single parameter states: each list sorted, every
// word distinct, at most 10^6 letters in all.
func within(args game.Args) error {
	if len(args) != 2 {
		return fmt.Errorf("the-wording-game takes two lists of words, a and b")
	}
	letters := 0
	seen := map[string]string{}
	for k, name := range []string{"a", "b"} {
		ws := args[k].Strings()
		for i, w := range ws {
			if i > 0 && ws[i-1] >= w {
				return fmt.Errorf("%s is not sorted: %s[%d] = %q comes after %s[%d] = %q", name, name, i-1, ws[i-1], name, i, w)
			}
			if other, dup := seen[w]; dup {
				return fmt.Errorf("%q is in both %s and %s: the words must be distinct", w, other, name)
			}
			seen[w] = name
			letters += len(w)
		}
	}
	if letters > MaxLetters {
		return fmt.Errorf("a and b have %d letters in all, more than 10^6", letters)
	}
	return nil
}
