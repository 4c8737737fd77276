package nim

import (
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
)

// insightRows is how many heap sizes, up to n, the heap's insight lists.
const insightRows = 8

// Insight explains the invariant on this heap: n mod (Most+1), the losing
// positions (the multiples of Most+1) near n, and the winning move when
// there is one, with a table of the heaps just below n. O(1).
func (h Heap) Insight() (game.Insight, bool) {
	m := h.most + 1
	r := h.n % m
	// The game's words: a heap of stones, or a line of coins (Coins in a
	// Line), whose size is its length.
	a, other, head := "A heap that is a multiple of", "From any other heap", "heap"
	if h.coins {
		a, other, head = "A line of coins whose length is a multiple of", "From any other length", "coins"
	}
	in := game.Insight{
		Title: fmt.Sprintf("The invariant: n mod %d", m),
		Paragraphs: []string{
			fmt.Sprintf("%s %d is lost for the player to move: whatever they take, t from 1 to %d, the opponent takes %d − t and hands back a multiple of %d, down to 0, where the player to move has lost (the other took the last one). %s, taking n mod %d hands the opponent a multiple of %d.", a, m, h.most, m, m, other, m, m),
		},
		Head: []string{head, "player to move", "winning move"},
	}
	q := h.n / m
	if r == 0 {
		in.Paragraphs = append(in.Paragraphs, fmt.Sprintf("Here n = %d and %d mod %d = 0: %v loses whatever they take; %v answers every take t with take %d − t. Each round of two moves removes %d, so the game lasts 2 × %d = %s.", h.n, h.n, m, h.turn, h.turn.Other(), m, m, q, game.Count(heapRemoteness(h.n, h.most), "move")))
	} else {
		in.Paragraphs = append(in.Paragraphs, fmt.Sprintf("Here n = %d and %d mod %d = %d: %v wins by taking %d, which leaves %d, a multiple of %d. Then each round of two moves removes %d, so the game lasts 2 × %d + 1 = %s.", h.n, h.n, m, r, h.turn, r, h.n-r, m, m, q, game.Count(heapRemoteness(h.n, h.most), "move")))
	}
	below := h.n - r
	if r == 0 && h.n > 0 {
		below = h.n - m
	}
	near := fmt.Sprintf("The losing positions (P-positions) are 0, %d, %d, …; the nearest to %d are %d and %d.", m, 2*m, h.n, below, below+m)
	switch {
	case h.n == 0:
		near = fmt.Sprintf("The losing positions (P-positions) are 0, %d, %d, …; 0 is the first of them.", m, 2*m)
	case r == 0:
		near = fmt.Sprintf("The losing positions (P-positions) are 0, %d, %d, …; %d is one of them (the ones next to it are %d and %d).", m, 2*m, h.n, below, h.n+m)
	}
	in.Paragraphs = append(in.Paragraphs, near)
	for k := max(0, h.n-insightRows+1); k <= h.n; k++ {
		row := []string{strconv.FormatInt(k, 10), "loses", "none: every move leaves a winning " + map[bool]string{false: "heap", true: "line"}[h.coins]}
		if t := k % m; t != 0 {
			row[1], row[2] = "wins", Take(t).String()
		}
		in.Rows = append(in.Rows, row)
	}
	return in, true
}

// insightPiles is how many piles the Nim insight's table lists one by one.
const insightPiles = 24

// Insight explains Bouton's theorem on these piles: each pile in binary,
// their XOR (the nim-sum), and the move to a nim-sum of 0 when there is
// one. O(number of piles).
func (p Piles) Insight() (game.Insight, bool) {
	width := 1
	for _, x := range p.rest {
		width = max(width, len(strconv.FormatInt(x, 2)))
	}
	bin := func(x int64) string {
		s := strconv.FormatInt(x, 2)
		return strings.Repeat("0", width-len(s)) + s
	}
	in := game.Insight{
		Title: "Bouton's theorem: the XOR of the piles",
		Paragraphs: []string{
			"Write each pile in binary and add each column without carrying (XOR): that is the nim-sum. The player to move loses exactly when it is 0. From a nim-sum of 0, any move changes one pile, so some column changes and the nim-sum is no longer 0. From a nim-sum s ≠ 0, take the pile x with a 1 in s's highest column: x XOR s is smaller than x, and reducing x to x XOR s makes the nim-sum 0. The empty game (nim-sum 0) is the last losing position.",
		},
		Head: []string{"pile", "size", "binary"},
	}
	for i, x := range p.rest {
		if i == insightPiles {
			in.Rows = append(in.Rows, []string{"…", fmt.Sprintf("%d more piles", len(p.rest)-i), ""})
			break
		}
		in.Rows = append(in.Rows, []string{strconv.Itoa(i), strconv.FormatInt(x, 10), bin(x)})
	}
	in.Rows = append(in.Rows, []string{"XOR", strconv.FormatInt(p.xor, 10), bin(p.xor)})
	r, ok := p.Winning()
	if !ok {
		if p.total == 0 {
			in.Footer = []string{"The nim-sum is 0, and no stone is left: the player to move cannot move and has lost."}
			return in, true
		}
		in.Footer = []string{fmt.Sprintf("The nim-sum is 0: the player to move loses whatever they do; the other answers every move by making the nim-sum 0 again. Delaying, the loser can make the game last one move per stone, %s: they can always remove one stone so that every winning reply removes one too.", game.Count(int(p.total), "move"))}
		return in, true
	}
	x := p.rest[r.Pile]
	after := p.after(r)
	in.Footer = []string{fmt.Sprintf("The nim-sum is %d (%s in binary), not 0: the player to move wins. Pile %d holds %d = %s, and %d XOR %d = %d < %d, so %v leaves %s, whose nim-sum is 0: a losing position for the opponent.",
		p.xor, bin(p.xor), r.Pile, x, bin(x), x, p.xor, x^p.xor, x, r, after.Describe()),
		fmt.Sprintf("From a nim-sum of 0 the loser can make the game last one move per stone left, so the winner hurries by the winning move that removes the most: the game lasts %s.", game.Count(p.Solve().Remoteness, "move"))}
	return in, true
}
