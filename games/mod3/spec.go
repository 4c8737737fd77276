package mod3

import (
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
)

// StoneGameIX is Stone Game IX (LeetCode 2029), as the registry lists it.
var StoneGameIX = &game.Spec{
	Name:    "stone-game-ix",
	Aliases: []string{"2029", "leetcode-2029", "stone-game-9"},
	Title:   "Stone Game IX (LeetCode 2029)",
	Rules:   "the players alternately remove any stone, Alice first; whoever makes the sum of the removed stones divisible by 3 loses; if no stones remain, Bob wins",
	Players: [2]string{"Alice", "Bob"},
	Kind:    game.WinLose,
	Params:  []game.Param{{Name: "stones", Kind: game.List, MinLen: 1, MaxLen: 100_000, Min: 1, Max: 10_000}},
	Func:    "stoneGameIX",
	Examples: []game.Example{
		{Args: game.Args{game.ListOf(2, 1)}, Answer: "true"},
		{Args: game.Args{game.ListOf(2)}, Answer: "false"},
		{Args: game.Args{game.ListOf(5, 1, 2, 4, 3)}, Answer: "false"},
	},
	New:         game.FromList("stones", func(row []int64) (Position, error) { return New(row), nil }),
	Answer:      game.AnswerFirstWins,
	AnswerType:  "boolean",
	AnswerRule:  "true if Alice wins",
	ParseMove:   ParseMove,
	MoveHelp:    "0, 1 or 2: the residue mod 3 of the stone to remove (the first such stone is taken)",
	Say:         say,
	Short:       short,
	OptionsCost: game.Constant,
	LineCost:    game.Linear,
	Stream:      func() game.Streamer { return new(Counter) },
}

// say appends "Alice removes stone 3 (≡ 1 mod 3)".
func say(b []byte, who string, s game.Step) []byte {
	b = append(b, who...)
	b = append(b, " removes "...)
	return short(b, s)
}

// short appends "stone 3 (≡ 1 mod 3)".
func short(b []byte, s game.Step) []byte {
	r, _ := s.Move.(Residue)
	if s.Index >= 0 {
		b = append(b, "stone "...)
		b = strconv.AppendInt(b, int64(s.Index), 10)
		b = append(b, " (≡ "...)
	} else {
		b = append(b, "a stone (≡ "...)
	}
	b = strconv.AppendInt(b, int64(r), 10)
	return append(b, " mod 3)"...)
}

// Counter solves a row of stones given one at a time: it counts their
// residues, O(1) memory.
type Counter struct {
	c [3]int
	n int
}

// Push counts x. It never fails.
func (k *Counter) Push(x int64) error {
	k.c[residue(x)]++
	k.n++
	return nil
}

// PushAll counts the stones of xs, as Push does one at a time, and
// returns len(xs): it never fails.
func (k *Counter) PushAll(xs []int64) (int, error) {
	// Counted in registers, without a branch: r&1 is 1 for residue 1,
	// r>>1 for residue 2.
	ones, twos := 0, 0
	for _, x := range xs {
		r := residue(x)
		ones += int(r & 1)
		twos += int(r >> 1)
	}
	k.c[0] += len(xs) - ones - twos
	k.c[1] += ones
	k.c[2] += twos
	k.n += len(xs)
	return len(xs), nil
}

// Bound returns a [game.Bound] that admits every number: a Counter never
// refuses one.
func (k *Counter) Bound() game.Bound { return admitAll{} }

type admitAll struct{}

func (admitAll) Admit(xs []int64) int { return len(xs) }

// Join adds the stones that next, a *Counter, has counted, as if k had
// counted them after its own. O(1). It returns an error if next is not a
// *Counter.
func (k *Counter) Join(next game.Streamer) error {
	o, ok := next.(*Counter)
	if !ok {
		return fmt.Errorf("mod3: Join takes a *Counter, got %T", next)
	}
	for r := range k.c {
		k.c[r] += o.c[r]
	}
	k.n += o.n
	return nil
}

// Len returns how many stones were pushed.
func (k *Counter) Len() int { return k.n }

// Result returns the start's result, the same as its position's Solve:
// Differential +1 if Alice wins, and the remoteness. O(1).
func (k *Counter) Result() game.Result {
	v, rem := outcome(k.c, 0, false, game.First)
	return game.MoverResult(game.First, v, rem)
}

// Describe says what remains, by residue: "left mod 3: 2 of 0, 1 of 1, 0
// of 2; removed sum ≡ 1".
func (p Position) Describe() string {
	c := p.Counts()
	if c[0]+c[1]+c[2] == 0 {
		return "no stones"
	}
	return fmt.Sprintf("left mod 3: %d of 0, %d of 1, %d of 2; removed sum ≡ %d", c[0], c[1], c[2], p.sum)
}

// Board returns every stone, the removed ones marked and the first
// remaining stone of each residue selectable.
func (p Position) Board() game.Board {
	cells := make([]game.Cell, len(p.values))
	for i, x := range p.values {
		cells[i] = game.Cell{Values: []int64{x}}
	}
	for r := range p.class {
		for k, i := range p.class[r] {
			switch {
			case k < p.taken[r]:
				cells[i].Taken = true
			case k == p.taken[r] && !p.over:
				cells[i].Move = Residue(r)
			}
		}
	}
	return game.Board{Cells: cells, Note: fmt.Sprintf("removed sum ≡ %d (mod 3)", p.sum)}
}

// Insight explains the game on the starting counts: only residues matter,
// the zeros are passes, the non-zero stones must alternate.
func (p Position) Insight() (game.Insight, bool) {
	if p.taken != [3]int{} {
		return game.Insight{}, false // the argument is about the start
	}
	c := p.Counts()
	in := game.Insight{Title: "Only the values mod 3 matter"}
	in.Head = []string{"residue", "stones", "values"}
	for r := range 3 {
		var vals []string
		for k, i := range p.class[r][p.taken[r]:] {
			if k == 12 {
				vals = append(vals, "…")
				break
			}
			vals = append(vals, game.Num(p.values[i]))
		}
		if len(vals) == 0 {
			vals = []string{"none"}
		}
		in.Rows = append(in.Rows, []string{strconv.Itoa(r), strconv.Itoa(c[r]), strings.Join(vals, " ")})
	}
	in.Paragraphs = append(in.Paragraphs,
		"Whether a removed sum is divisible by 3 depends only on the values mod 3, so the game is decided by three counts: "+
			fmt.Sprintf("c0 = %d %s ≡ 0, c1 = %d ≡ 1, c2 = %d ≡ 2.", c[0], game.Plural(c[0], "stone"), c[1], c[2]),
		"Once the sum is s ≠ 0, a stone ≡ 3−s loses on the spot, so the non-zero stones must follow the order s, 3−s, s, 3−s, … and a stone ≡ 0 changes nothing but whose turn it is: it is a pass. Alice's first stone (a 1 or a 2, since a 0 makes the sum 0 and loses at once) chooses the order; after that the game lasts the same number of safe moves whatever anyone does.")
	var why string
	if c[0]%2 == 0 {
		why = fmt.Sprintf("c0 = %d is even, so the passes cancel out (each can be answered by another). Alice wins exactly when there is at least one 1 and one 2: she starts with the rarer residue, and Bob runs out of safe stones first.", c[0])
		if c[1] == 0 || c[2] == 0 {
			why += fmt.Sprintf(" Here c1 = %d and c2 = %d: one residue is missing, so either the chain is forced into a loss for Alice or the stones run out, and Bob wins.", c[1], c[2])
		} else {
			why += fmt.Sprintf(" Here c1 = %d and c2 = %d are both at least 1: Alice wins.", c[1], c[2])
		}
	} else {
		why = fmt.Sprintf("c0 = %d is odd, so one pass is left over and hands the chain's bad end to Alice. She wins only when the counts of 1s and 2s differ by more than 2: starting with the more common residue, the chain then breaks on Bob before the stones run out.", c[0])
		if d := c[1] - c[2]; d > 2 || d < -2 {
			why += fmt.Sprintf(" Here |c1 − c2| = |%d − %d| = %d > 2: Alice wins.", c[1], c[2], max(d, -d))
		} else {
			why += fmt.Sprintf(" Here |c1 − c2| = |%d − %d| ≤ 2: Bob wins.", c[1], c[2])
		}
	}
	if r := p.Solve().Remoteness; r > 0 {
		why += fmt.Sprintf(" Since only Alice's first stone is a choice, the game's length follows from it: played to win soonest (and by the loser to lose latest), it lasts %s.", game.Count(r, "move"))
	}
	in.Paragraphs = append(in.Paragraphs, why)
	return in, true
}
