package squares

import (
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
)

// This file gives Position the optional abilities of package game that
// front ends ask for: what remains in words, the pile as a board, and the
// insight of the game, its winning and losing sizes, on the user's pile.

// Describe says what remains: "a pile of 13 stones", "a pile of 1 stone",
// "an empty pile".
func (p Position) Describe() string {
	if p.n == 0 {
		return "an empty pile"
	}
	return "a pile of " + stones(p.n)
}

// Board returns the pile as one cell holding the number of stones; no
// cell plays a move (there are several), and the note lists them.
func (p Position) Board() game.Board {
	return game.Board{
		Cells: []game.Cell{{Values: []int64{p.n}}},
		Note:  p.moveNote(),
	}
}

// moveNote says which squares can be removed: "remove 1, 4 or 9 stones",
// "remove 1, 4, 9, ... or 3136 stones (a square up to 56²)".
func (p Position) moveNote() string {
	r := isqrt(p.n)
	switch {
	case r == 0:
		return "no stones to remove: the game is over"
	case r == 1:
		return "remove 1 stone"
	case r <= 5:
		var b strings.Builder
		b.WriteString("remove ")
		for k := int64(1); k <= r; k++ {
			switch {
			case k == r:
				b.WriteString(" or ")
			case k > 1:
				b.WriteString(", ")
			}
			b.WriteString(strconv.FormatInt(k*k, 10))
		}
		return b.String() + " stones"
	}
	return fmt.Sprintf("remove 1, 4, 9, ... or %d stones (a square up to %d²)", r*r, r)
}

// Insight limits: the sizes listed one by one, the moves in the table.
const (
	insightAll  = 200 // list every losing size up to a pile this large
	insightLast = 24  // else the last this many
	insightRows = 16  // table rows at most
)

// Insight explains the game on this pile: the losing sizes up to it (all of
// them up to 200 stones, the last two dozen and their count past that),
// whether the pile is winning or losing for the player to move, and a table
// of the moves with what each leaves and the reply that wins from a winning
// size. It costs O(n/64 + √n): the count of losing sizes, the search for
// winning moves, and a reply search for at most 16 moves.
func (p Position) Insight() (game.Insight, bool) {
	me, you := players[p.Turn()-1], players[p.Turn().Other()-1]
	in := game.Insight{Title: "Winning and losing positions"}
	in.Paragraphs = append(in.Paragraphs,
		"A pile size is losing for the player to move (a P-position) when every move leaves a winning size, and winning when some move leaves a losing one. "+
			"0 is losing: the player to move there cannot move. So the losing sizes decide the game, and a sieve finds them from the bottom up: "+
			"a size that no smaller losing size reaches by adding a square is losing, and every size a square above a losing one is winning.")
	count := p.s.losingUpTo(p.n)
	if p.n <= insightAll {
		in.Paragraphs = append(in.Paragraphs, fmt.Sprintf("Up to %d, %s losing: %s.",
			p.n, areOf(count, p.n+1), join(p.s.lastLosing(p.n, int(count)))))
	} else {
		in.Paragraphs = append(in.Paragraphs, fmt.Sprintf("Up to %d, %s losing (%.2g%%): they thin out, about n^0.7 of n. The last %d are %s.",
			p.n, areOf(count, p.n+1), 100*float64(count)/float64(p.n+1), insightLast, join(p.s.lastLosing(p.n, insightLast))))
	}
	win := p.winningMoves()
	moves := isqrt(p.n)
	switch {
	case p.n == 0:
		in.Paragraphs = append(in.Paragraphs, fmt.Sprintf("The pile is empty: %s, who is to move, cannot move and has lost.", me))
		return in, true
	case len(win) > 0 && win[0] == p.n:
		in.Paragraphs = append(in.Paragraphs, fmt.Sprintf(
			"%d is winning for %s, who moves: %d is a square, and removing %s leaves %s nothing to move. %s.",
			p.n, me, p.n, all(p.n), you, winningList(win, moves)))
	case len(win) > 0:
		in.Paragraphs = append(in.Paragraphs, fmt.Sprintf(
			"%d is winning for %s, who moves: removing %s leaves %d, a losing size, and whatever %s removes from there leaves a winning size for %s again, down to 0. %s.",
			p.n, me, stones(win[0]), p.n-win[0], you, me, winningList(win, moves)))
	case moves == 1:
		in.Paragraphs = append(in.Paragraphs, fmt.Sprintf(
			"%d is losing for %s, who moves: the only move, removing 1 stone, leaves %d, a winning size, from which %s has a move back to a losing one (the table shows it).",
			p.n, me, p.n-1, you))
	default:
		in.Paragraphs = append(in.Paragraphs, fmt.Sprintf(
			"%d is losing for %s, who moves: each of the %d squares %s can remove leaves a winning size, from which %s has a move back to a losing one (the table shows it).",
			p.n, me, moves, me, you))
	}
	if r := p.s.remoteness(p.n); r > 0 {
		in.Paragraphs = append(in.Paragraphs, fmt.Sprintf(
			"Played to win soonest, and by the loser to lose as late as possible, the game lasts %s from here: the winner picks the winning move that leaves the quickest loss, not always the smallest square.", game.Count(r, "move")))
	}
	in.Head = []string{"remove", "leaves", "which is", "the reply that wins"}
	row := func(sq int64) {
		q := p.n - sq
		if !p.s.wins(q) {
			in.Rows = append(in.Rows, []string{fmt.Sprint(sq), fmt.Sprint(q), "losing", "none: every reply leaves a winning size"})
			return
		}
		r := p.s.reply(q)
		in.Rows = append(in.Rows, []string{fmt.Sprint(sq), fmt.Sprint(q), "winning", fmt.Sprintf("remove %d, leaving %d", r, q-r)})
	}
	if moves <= insightRows {
		for k := int64(1); k <= moves; k++ {
			row(k * k)
		}
		return in, true
	}
	// Too many moves for one row each: the winning ones first, then the
	// smallest squares.
	shown := make(map[int64]bool)
	for _, sq := range win[:min(len(win), insightRows)] {
		row(sq)
		shown[sq] = true
	}
	for k := int64(1); len(in.Rows) < insightRows && k <= moves; k++ {
		if !shown[k*k] {
			row(k * k)
		}
	}
	var which string
	switch {
	case len(win) == 0:
		which = "the smallest squares; every other move also leaves a winning size"
	case len(win) >= insightRows:
		which = fmt.Sprintf("the first %d of the %d winning moves", insightRows, len(win))
	default:
		which = "the winning ones first, then the smallest squares"
	}
	in.Footer = append(in.Footer, fmt.Sprintf("The table shows %d of the %d moves: %s.", len(in.Rows), moves, which))
	return in, true
}

// areOf writes "6 of the 14 sizes are", "1 of the 2 sizes is".
func areOf(k, of int64) string {
	verb := "are"
	if k == 1 {
		verb = "is"
	}
	return fmt.Sprintf("%d of the %d sizes %s", k, of, verb)
}

// all writes "the 1 stone", "all 4 stones": the whole pile.
func all(n int64) string {
	if n == 1 {
		return "the 1 stone"
	}
	return "all " + stones(n)
}

// winningList writes "It is the only winning move of the 3; ..." or "The winning moves remove 1, 16 and 49 stones (of 12 moves)".
func winningList(win []int64, moves int64) string {
	if len(win) == 1 {
		if moves == 1 {
			return "It is the only move"
		}
		if moves == 2 {
			return "It is the only winning move of the 2; the other leaves a winning size"
		}
		return fmt.Sprintf("It is the only winning move of the %d; every other leaves a winning size", moves)
	}
	list := join(win)
	if len(win) > insightLast {
		list = strings.Trim(fmt.Sprint(win[:insightLast]), "[]")
		list = strings.ReplaceAll(list, " ", ", ") + fmt.Sprintf(" and %d more", len(win)-insightLast)
	}
	return fmt.Sprintf("The %d winning moves remove %s stones (of %d moves)", len(win), list, moves)
}

// join writes "0, 2, 5 and 7".
func join(xs []int64) string {
	var b strings.Builder
	for i, x := range xs {
		switch {
		case i > 0 && i == len(xs)-1:
			b.WriteString(" and ")
		case i > 0:
			b.WriteString(", ")
		}
		b.WriteString(strconv.FormatInt(x, 10))
	}
	return b.String()
}
