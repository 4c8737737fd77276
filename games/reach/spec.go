package reach

import (
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
)

// CanIWin is Can I Win (LeetCode 464), as the registry lists it.
var CanIWin = &game.Spec{
	Name:    "can-i-win",
	Aliases: []string{"464", "leetcode-464"},
	Title:   "Can I Win (LeetCode 464)",
	Rules:   "the numbers 1..maxChoosableInteger, each used once; the players alternately pick one and add it to a shared total; the first to bring it to desiredTotal or more wins",
	Players: [2]string{"player 1", "player 2"},
	Kind:    game.WinLose,
	Params: []game.Param{
		{Name: "maxChoosableInteger", Kind: game.Int, Min: 1, Max: 20,
			Limit: MaxM, LimitWhy: "the search keeps a value for each of the 2^m sets of used numbers"},
		{Name: "desiredTotal", Kind: game.Int, Min: 0, Max: 300,
			Limit: MaxTotal, LimitWhy: "the solver takes totals up to ±2^40 (1 + … + 20 is 210, so every larger total is as out of reach)"},
	},
	Func: "canIWin",
	Examples: []game.Example{
		{Args: game.Args{game.IntOf(10), game.IntOf(11)}, Answer: "false"},
		{Args: game.Args{game.IntOf(10), game.IntOf(0)}, Answer: "true"},
		{Args: game.Args{game.IntOf(10), game.IntOf(1)}, Answer: "true"},
	},
	New:         game.FromInts("maxChoosableInteger", "desiredTotal", New),
	Answer:      game.AnswerFirstWins,
	AnswerType:  "boolean",
	AnswerRule:  "true if the first player can force reaching desiredTotal first",
	ParseMove:   ParseMove,
	MoveHelp:    "an unused number to add to the total",
	Say:         func(b []byte, who string, s game.Step) []byte { return fmt.Appendf(b, "%s picks %d", who, s.Index+1) },
	Short:       func(b []byte, s game.Step) []byte { return strconv.AppendInt(b, int64(s.Index+1), 10) },
	OptionsCost: game.Exponential,
	LineCost:    game.Exponential,
}

// Describe says what remains: "total 7 of 11; unused 1 2 5 …", or
// "total 3 of 4; every number used" when none is left (never an empty
// list).
func (p Position) Describe() string {
	var un []string
	for _, m := range p.Moves() {
		un = append(un, m.(Pick).Label())
	}
	if p.Reached() {
		return fmt.Sprintf("total %d: %d reached", p.total, p.desired)
	}
	if len(un) == 0 {
		return fmt.Sprintf("total %d of %d; every number used", p.total, p.desired)
	}
	return fmt.Sprintf("total %d of %d; unused %s", p.total, p.desired, strings.Join(un, " "))
}

// Board returns the numbers 1..m, the used ones taken, the others
// selectable.
func (p Position) Board() game.Board {
	cells := make([]game.Cell, p.m)
	for i := range cells {
		used := p.used&(1<<i) != 0
		cells[i] = game.Cell{Values: []int64{int64(i + 1)}, Taken: used}
		if !used && !p.Reached() {
			cells[i].Move = Pick(i + 1)
		}
	}
	return game.Board{Cells: cells, Note: fmt.Sprintf("total %d of %d", p.total, p.desired)}
}

// Insight shows the memo over used numbers on the user's instance: how
// many sets the search valued against the orders a plain search tries,
// and the winning first picks.
func (p Position) Insight() (game.Insight, bool) {
	in := game.Insight{Title: "The memo over used numbers"}
	full := p.m * (p.m + 1) / 2
	switch {
	case p.desired <= 0:
		in.Paragraphs = append(in.Paragraphs, fmt.Sprintf("desiredTotal is %d: the total 0 has already reached it, so the first player wins before anyone picks (LeetCode's convention).", p.desired))
		return in, true
	case full < p.desired:
		in.Paragraphs = append(in.Paragraphs, fmt.Sprintf("%s = %d < %d: even with every number used nobody reaches the total, so the first player cannot win.", sumTo(p.m), full, p.desired))
		return in, true
	}
	v := p.Value()
	var wins []string
	for _, o := range p.Options() {
		if o.Value > 0 {
			wins = append(wins, o.Move.(Pick).Label())
		}
	}
	in.Paragraphs = append(in.Paragraphs,
		"The running total is the sum of the numbers used, so a position is just the set of used numbers: a bitmask of "+game.Count(p.m, "bit")+". The search values each set once and keeps it: at most 2^m sets instead of the m! orders of play.",
		fmt.Sprintf("Here the search valued %d of the %d possible sets (2^%d), against %s %s of play a search without the memo could walk.", p.visited, 1<<p.m, p.m, factorial(p.m), game.Plural(min(p.m, 2), "order"))) // m! is 1 only for m = 1
	if v > 0 {
		in.Paragraphs = append(in.Paragraphs, fmt.Sprintf("The first player wins by picking %s first: every reply leaves a set from which they can still force the total.", orList(wins)))
	} else {
		in.Paragraphs = append(in.Paragraphs, "Every first pick leaves the second player a set from which they can force the total (or at least keep the first player from it): the first player cannot win.")
	}
	if r := p.Solve().Remoteness; r > 0 {
		in.Paragraphs = append(in.Paragraphs, fmt.Sprintf("The same table, kept with how many picks each set has left when the winner hurries and the loser delays, says the game lasts %s.", game.Count(r, "pick")))
	}
	return in, true
}

// orList writes "1", "1 or 2", "1, 2 or 3".
func orList(xs []string) string {
	if len(xs) < 2 {
		return strings.Join(xs, "")
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " or " + xs[len(xs)-1]
}

// sumTo returns the sum 1 + … + m written out: "1", "1 + 2", "1 + 2 + 3",
// "1 + 2 + … + 10".
func sumTo(m int) string {
	if m > 3 {
		return fmt.Sprintf("1 + 2 + … + %d", m)
	}
	terms := make([]string, m)
	for i := range terms {
		terms[i] = strconv.Itoa(i + 1)
	}
	return strings.Join(terms, " + ")
}

// factorial returns m! as text (m ≤ 20 fits in a uint64).
func factorial(m int) string {
	f := uint64(1)
	for i := 2; i <= m; i++ {
		f *= uint64(i)
	}
	return strconv.FormatUint(f, 10)
}
