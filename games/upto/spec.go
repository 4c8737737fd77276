package upto

import (
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
)

// StoneGameII is Stone Game II (LeetCode 1140), as the registry lists it.
var StoneGameII = &game.Spec{
	Name:    "stone-game-ii",
	Aliases: []string{"1140", "leetcode-1140", "stone-game-2"},
	Title:   "Stone Game II (LeetCode 1140)",
	Rules:   "piles in a row and M = 1; the player to move takes the first X piles, 1 <= X <= 2M, then M = max(M, X); each wants the most stones",
	Players: [2]string{"Alice", "Bob"},
	Kind:    game.Scoring,
	Params: []game.Param{{Name: "piles", Kind: game.List, MinLen: 1, MaxLen: 100, Min: 1, Max: 10_000,
		Limit: MaxN, LimitWhy: "the solver's table of values holds about n²/6 numbers (85 MB at 8000 piles)"}},
	Func: "stoneGameII",
	Examples: []game.Example{
		{Args: game.Args{game.ListOf(2, 7, 9, 4, 4)}, Answer: "10"},
		{Args: game.Args{game.ListOf(1, 2, 3, 4, 5, 100)}, Answer: "104"},
	},
	New:         game.FromListContext("piles", NewContext),
	Answer:      func(r game.Result) game.Answer { return game.IntAnswer(r.First) },
	AnswerType:  "int",
	AnswerRule:  "the most stones Alice can get",
	ParseMove:   ParseMove,
	MoveHelp:    "how many piles to take from the front: 1 to 2M",
	Say:         say,
	Short:       func(b []byte, s game.Step) []byte { return fmt.Appendf(b, "%s (+%d)", piles(s), s.Gain) },
	OptionsCost: game.Linear,
	LineCost:    game.Quadratic,
}

// piles says how many piles step s takes: "1 pile", "2 piles" (its Span:
// a one-pile step has Count 0).
func piles(s game.Step) string {
	_, n := s.Span()
	return game.Count(n, "pile")
}

// say appends "Alice takes 2 piles and gets 16".
func say(b []byte, who string, s game.Step) []byte {
	return fmt.Appendf(b, "%s takes %s and gets %d", who, piles(s), s.Gain)
}

// Describe says what remains and M: "9 4 4, M = 2".
func (p Position) Describe() string {
	var b strings.Builder
	rest := p.piles[p.i:]
	if len(rest) == 0 {
		return "no piles"
	}
	for k, x := range rest {
		if k == 12 {
			fmt.Fprintf(&b, " … (%d more)", len(rest)-k)
			break
		}
		if k > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.FormatInt(x, 10))
	}
	fmt.Fprintf(&b, ", M = %d", p.m)
	return b.String()
}

// Board returns the row, the taken piles marked; selecting the k-th
// remaining pile (k <= 2M) takes the piles up to it.
func (p Position) Board() game.Board {
	cells := make([]game.Cell, len(p.piles))
	for i, x := range p.piles {
		cells[i] = game.Cell{Values: []int64{x}, Taken: i < p.i}
		if i >= p.i && i-p.i < 2*p.m {
			cells[i].Move = Take(i - p.i + 1)
		}
	}
	return game.Board{Cells: cells, Note: fmt.Sprintf("M = %d: take 1 to %d piles", p.m, min(2*p.m, len(p.piles)-p.i))}
}

// Insight shows the (i, M) table on the user's row: why M is part of the
// state, and the values the optimal line passes through.
func (p Position) Insight() (game.Insight, bool) {
	n := len(p.piles)
	in := game.Insight{Title: "Why M is part of the state"}
	in.Paragraphs = []string{
		"What a player may take next depends on M, and M depends on what was taken before, so the state is (i, M): the first pile left and the current M. f(i, M), the most stones the mover can still get, is the suffix sum s(i) minus the least the opponent can be held to: f(i, M) = s(i) − min over 1 ≤ x ≤ 2M of f(i + x, max(M, x)); and when 2M reaches the end, the mover takes everything: f(i, M) = s(i).",
		"Taking more piles now raises M, which lets the opponent take more next: a greedy \"take as much as allowed\" is not optimal.",
		fmt.Sprintf("From the start, Alice gets f(0, 1) = %d of the %d stones.", p.at(0, 1), p.suffix[0]),
	}
	rows := min(n, 12)
	cols := min((n+1)/2+1, 8)
	in.Head = []string{"i \\ M"}
	for m := 1; m <= cols; m++ {
		in.Head = append(in.Head, strconv.Itoa(m))
	}
	for i := range rows {
		row := []string{fmt.Sprintf("%d (s=%d)", i, p.suffix[i])}
		for m := 1; m <= cols; m++ {
			row = append(row, strconv.FormatInt(p.at(i, m), 10))
		}
		in.Rows = append(in.Rows, row)
	}
	if rows < n || cols < (n+1)/2+1 {
		in.Footer = append(in.Footer, fmt.Sprintf("The table shows f(i, M) for the first %d piles and M up to %d.", rows, cols))
	}
	in.Footer = append(in.Footer, "Past M = (n − i)/2 the mover takes every pile left, so f(i, M) = s(i).")
	return in, true
}
