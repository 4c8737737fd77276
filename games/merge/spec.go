package merge

import (
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
)

// StoneGameVIII is Stone Game VIII (LeetCode 1872), as the registry lists it.
var StoneGameVIII = &game.Spec{
	Name:    "stone-game-viii",
	Aliases: []string{"1872", "leetcode-1872", "stone-game-8"},
	Title:   "Stone Game VIII (LeetCode 1872)",
	Rules:   "a row of stones; the player to move takes the leftmost x > 1 stones, scores their sum and puts back one stone of that sum on the left; the game ends with one stone; the larger total wins",
	Players: [2]string{"Alice", "Bob"},
	Kind:    game.Scoring,
	Params:  []game.Param{{Name: "stones", Kind: game.List, MinLen: 2, MaxLen: 100_000, Min: -10_000, Max: 10_000}},
	Func:    "stoneGameVIII",
	Examples: []game.Example{
		{Args: game.Args{game.ListOf(-1, 2, -3, 4, -5)}, Answer: "5"},
		{Args: game.Args{game.ListOf(7, -6, 5, 10, 5, -2, -6)}, Answer: "13"},
		{Args: game.Args{game.ListOf(-10, -12)}, Answer: "-22"},
	},
	New:         game.FromList("stones", New),
	Answer:      func(r game.Result) game.Answer { return game.IntAnswer(r.Differential) },
	AnswerType:  "int",
	AnswerRule:  "Alice's total minus Bob's",
	ParseMove:   ParseMove,
	MoveHelp:    "how many stones to take from the left: 2 or more (the first is the merged stone)",
	Say:         say,
	Short:       short,
	OptionsCost: game.Linear,
	LineCost:    game.Linear,
	Stream:      func() game.Streamer { return new(Streamer) },
}

// say appends "Alice takes 3 stones and scores 7".
func say(b []byte, who string, s game.Step) []byte {
	b = append(b, who...)
	b = append(b, " takes "...)
	b = strconv.AppendInt(b, int64(s.Count), 10)
	b = append(b, " stones and scores "...)
	return strconv.AppendInt(b, s.Gain, 10)
}

// short appends "3 stones (+7)".
func short(b []byte, s game.Step) []byte {
	return append(game.AppendSigned(fmt.Appendf(b, "%d stones (", s.Count), s.Gain), ')')
}

// Describe says what remains: "[7] 5 10 5" — the merged stone in brackets.
func (p Position) Describe() string {
	var b strings.Builder
	fmt.Fprintf(&b, "[%s]", game.Num(p.prefix[p.i]))
	rest := p.row[p.i+1:]
	for k, x := range rest {
		if k == 12 {
			fmt.Fprintf(&b, " … (%d more)", len(rest)-k)
			break
		}
		b.WriteString(" " + game.Num(x))
	}
	return b.String()
}

// Board returns the merged stone, then the stones after it; selecting the
// k-th (from 1) takes the first k+1.
func (p Position) Board() game.Board {
	cells := []game.Cell{{Values: []int64{p.prefix[p.i]}}}
	for j := p.i + 1; j < len(p.row); j++ {
		cells = append(cells, game.Cell{Values: []int64{p.row[j]}, Move: Take(j - p.i + 1)})
	}
	note := "select a stone to take every stone up to it (2 at least)"
	if p.i > 0 {
		note = fmt.Sprintf("the first stone is stones 0..%d merged; select a stone to take every stone up to it", p.i)
	}
	return game.Board{Cells: cells, Note: note}
}

// Insight shows the prefix sums and the running maximum from the right on
// the user's row: every score is a prefix sum, so f(i) = max over j > i of
// p[j] − f(j).
func (p Position) Insight() (game.Insight, bool) {
	n := len(p.row)
	in := game.Insight{Title: "Every score is a prefix sum"}
	in.Paragraphs = []string{
		"Whatever was taken before, the leftmost stone is always the sum of the stones merged so far, so taking through stone j scores the prefix sum p[j] = a[0] + … + a[j], and the position left is just \"merged through j\". So the value for the player to move, merged through i, is f(i) = max over j > i of (p[j] − f(j)), with f(n−1) = 0: one running maximum from the right, O(n), instead of trying every x at every position (O(n²)).",
		fmt.Sprintf("Alice − Bob = f(0) = %s.", game.Num(p.f[0])),
	}
	in.Head = []string{"j", "a[j]", "p[j]", "f(j)", "p[j] − f(j)", "f(j−1) = running max"}
	lo := 0
	if n > 30 {
		lo = n - 30
		in.Footer = append(in.Footer, fmt.Sprintf("Only the last 30 of the %d stones are shown: the maximum runs from the right.", n))
	}
	for j := n - 1; j >= max(lo, 1); j-- {
		in.Rows = append(in.Rows, []string{
			strconv.Itoa(j), game.Num(p.row[j]), game.Num(p.prefix[j]),
			game.Num(p.f[j]), game.Num(p.prefix[j] - p.f[j]), game.Num(p.f[j-1]),
		})
	}
	return in, true
}
