package ends

import (
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
)

// This file gives Position the abilities of package game that explain asks
// for: the interval DP table with the optimal line through it, and
// stone-game's parity certificate.

// Table returns the interval DP of the remaining items,
//
//	value(i..j) = max(a[i] − value(i+1..j), a[j] − value(i..j−1))
//
// row i, column j for i <= j, with the path of the position's optimal line
// ([Position.Line], the line explain walks through). It returns false for
// more than max items. O(n²) time and memory.
func (p Position) Table(max int) (game.Table, bool) {
	row := p.Remaining()
	n := len(row)
	if n == 0 || n > max {
		return game.Table{}, false
	}
	v, err := Table(row)
	if err != nil {
		return game.Table{}, false // cannot happen: New checked the row
	}
	t := game.Table{
		Title:      "value(i..j): row i, column j",
		About:      "value(i..j) = max(a[i] − value(i+1..j), a[j] − value(i..j−1)), with value(i..i) = a[i]: row i, column j. It is filled from the short intervals up; the top right cell is the value of the whole row.",
		MarginHead: "a[i]",
		Cell:       "value(%s..%s)",
		States:     "intervals",
		Rows:       make([]string, n),
		Cols:       make([]string, n),
		Margin:     make([]string, n),
		Cells:      make([][]int64, n),
		Has:        make([][]bool, n),
	}
	for i := range n {
		t.Rows[i], t.Cols[i], t.Margin[i] = strconv.Itoa(i), strconv.Itoa(i), game.Num(row[i])
		t.Cells[i], t.Has[i] = make([]int64, n), make([]bool, n)
		for j := i; j < n; j++ {
			t.Cells[i][j], t.Has[i][j] = v[i][j-i], true
		}
	}
	// The path follows the position's own line, the one solve prints and
	// explain walks through.
	lo, hi := 0, n-1
	for st := range p.Steps {
		t.Path = append(t.Path, [2]int{lo, hi})
		if st.Index-p.lo == lo {
			lo++
		} else {
			hi--
		}
	}
	return t, true
}

// Insight returns the family's idea on the position's row, for all three
// games ([PredictTheWinner], [StoneGame], [CoinsInALineIII]): every item
// one player takes is lost to the other, so the differential is 2 × my
// total − the sum; and why the row is solved in one pass: the fusions of
// the row (x ≤ y ≥ z into x − y + z) shown push by push, up to
// insightPushes of them, and the greedy play on the fused row, which
// falls then rises. For stone-game it starts with the parity certificate
// (number the piles from 0; with an even count the first player can take
// every pile of the index class of their choice, so they cannot lose) and
// says when the input breaks LeetCode 877's premises (an even count, an
// odd total). O(n).
func (p Position) Insight() (game.Insight, bool) {
	if p.lo == p.hi {
		return game.Insight{}, false
	}
	in := game.Insight{Title: "2 × my total − the sum, and the row in one pass by fusion"}
	if p.kind == stones {
		in = p.parity()
		in.Title = "the parity certificate, and the row in one pass by fusion"
	}
	p.fusion(&in)
	return in, true
}

// insightPushes is the most pushes of the row the fusion table shows, and
// insightItems the most items a fused row or a sum written out shows.
const (
	insightPushes = 12
	insightItems  = 16
)

// fusion appends to in the differential as 2 × my total − the sum, the
// fusions of the remaining row, push by push, and the greedy play on the
// fused row.
func (p Position) fusion(in *game.Insight) {
	row := p.Remaining()
	names := p.kind.players()
	me, you := names[0], names[1]
	if p.turn == game.Second {
		me, you = you, me
	}
	item := p.kind.item()
	r := p.Solve()
	mine, sum := r.First, r.First+r.Second
	if p.turn == game.Second {
		mine = r.Second
	}
	diff := 2*mine - sum
	say := func(f string, args ...any) { in.Paragraphs = append(in.Paragraphs, fmt.Sprintf(f, args...)) }
	say("**Every %s one player takes is lost to the other.** The two totals always add up to the sum of the row, here %s: %s's total is %s − %s's, so %s's differential is %s's total − (%s − %s's total) = **2 × %s's total − the sum**. Under optimal play %s ends with %s: 2 × %s − %s = %s. Playing for the larger total and playing for the larger lead are one and the same goal, and the one number the recursion computes, the differential, gives both totals.",
		item, game.Num(sum), you, game.Num(sum), me, me, me, game.Num(sum), me, me, me, game.Num(mine), game.Num(mine), game.Num(sum), game.Num(diff))
	say("**Why the row is solved in one pass: fusion.** Read the row from the left, pushing each %s on a stack. Whenever the top three items x, y, z satisfy x ≤ y ≥ z (y a peak, at least both its neighbours), replace them by the one item x − y + z. Once someone takes x (or z), the opponent answering with the peak y is never worse, so the triple acts as one item worth x − y + z to whoever enters it, and the fusion keeps the game's value. Every fusion takes two items off the stack, so there are fewer fusions than pushes: O(n) time, against the O(n²) of the DP table.", item)

	// The fusions, push by push: the stack after each push, as the fuser
	// builds it (ends.go's Push, the same comparisons).
	in.Head = []string{"i", item, "fusions (x ≤ y ≥ z → x − y + z)", "stack after"}
	var stack []int64
	fusions, shown := 0, 0 // shown: the fusions of the pushes in the table
	for i, a := range row {
		x := a
		var fused []string
		k := len(stack)
		for k >= 2 && stack[k-2] <= stack[k-1] && stack[k-1] >= x {
			f := stack[k-2] - stack[k-1] + x
			fused = append(fused, fmt.Sprintf("%s ≤ %s ≥ %s → %s", game.Num(stack[k-2]), game.Num(stack[k-1]), game.Num(x), game.Num(f)))
			x = f
			k -= 2
		}
		stack = append(stack[:k], x)
		fusions += len(fused)
		if i < insightPushes {
			shown = fusions
			what := "none"
			if len(fused) > 0 {
				what = strings.Join(fused, "; ")
			}
			in.Rows = append(in.Rows, []string{strconv.Itoa(i), game.Num(a), what, items(stack)})
		}
	}
	if len(row) > insightPushes {
		in.Rows = append(in.Rows, []string{"…", "", "", ""})
		in.Footer = append(in.Footer, fmt.Sprintf("The pushes of %ss %d to %d are left out; they make %s.", item, insightPushes, len(row)-1, plural(fusions-shown, "more fusion")))
	}

	// The greedy play on the fused row, from the mover's side.
	var terms []string
	var v int64
	sign := int64(1)
	for l, h := 0, len(stack)-1; l <= h; sign = -sign {
		x := stack[h]
		if stack[l] >= stack[h] {
			x = stack[l]
			l++
		} else {
			h--
		}
		v += sign * x
		t := game.Num(x)
		if x < 0 {
			t = "(" + t + ")"
		}
		switch {
		case len(terms) == 0:
			terms = append(terms, t)
		case len(terms) < insightItems:
			terms = append(terms, map[bool]string{true: "+ ", false: "− "}[sign > 0]+t)
		case len(terms) == insightItems:
			terms = append(terms, "…")
		}
	}
	if fusions == 0 {
		in.Footer = append(in.Footer, "Here nothing fuses: no three neighbours make a peak, so the row already falls, then rises, and is its own fused row.")
	} else {
		in.Footer = append(in.Footer, fmt.Sprintf("Here the %s made %s; the fused row is %s.", plural(len(row), item), plural(fusions, "fusion"), items(stack)))
	}
	play := fmt.Sprintf("; here it is one item, and it goes to %s: %s is %s's differential", me, game.Num(v), me)
	if len(terms) > 1 {
		play = fmt.Sprintf(", the larger end each turn, %s moving first: %s = %s, %s's differential", me, strings.Join(terms, " "), game.Num(v), me)
	}
	in.Footer = append(in.Footer, fmt.Sprintf("A fused row has no peak inside: it falls, then rises. On such a row taking the larger end is a best move, so it is played greedily%s, the value of the whole row.", play))
}

// items writes a row of numbers, at most insightItems of them: the first
// and the last halves around "…" past that.
func items(xs []int64) string {
	if len(xs) > insightItems {
		h := insightItems / 2
		return items(xs[:h]) + " … " + items(xs[len(xs)-h:])
	}
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = game.Num(x)
	}
	return strings.Join(parts, " ")
}

// plural returns "1 pile", "3 piles".
func plural(n int, thing string) string { return game.Count(n, thing) }

// parity returns stone-game's parity certificate for the position.
func (p Position) parity() game.Insight {
	var even, odd int64
	for i, x := range p.Remaining() {
		if i%2 == 0 {
			even += x
		} else {
			odd += x
		}
	}
	n, total, diff := p.hi-p.lo, even+odd, p.Solve().For(p.turn)
	a, b := StoneGame.Player(p.turn), StoneGame.Player(p.turn.Other())
	in := game.Insight{Title: "the parity certificate"}
	say := func(f string, args ...any) { in.Paragraphs = append(in.Paragraphs, fmt.Sprintf(f, args...)) }
	say("Number the piles from 0. The piles at even indices (0, 2, 4, …) add up to %s; those at odd indices (1, 3, 5, …) to %s.", game.Num(even), game.Num(odd))
	if n%2 != 0 {
		say("**This input breaks LeetCode 877's premise of an even number of piles: it has %d.** With an odd count both ends have the same index parity whenever %s moves, so %s cannot pick a class and the certificate does not apply; %s also gets one pile more than %s. Only the DP (or the O(n) solver) decides: here %s's differential is %s.", n, a, a, a, b, a, game.Num(diff))
	} else {
		say("With an even number of piles, the ends have different parities whenever %s moves: at the start index 0 is even and index %d is odd. If %s takes from one class, both ends left to %s are of the other class, and whatever %s takes, the ends again differ in parity. So %s can take every pile of the class she chooses, and %s gets the other class.", a, n-1, a, b, b, a, b)
		big, cls := even, "even"
		if odd > even {
			big, cls = odd, "odd"
		}
		small := total - big
		if even == odd {
			say("**The two sums tie** (%s each), so the certificate only guarantees %s a draw; the exact value, %s, comes from the DP.", game.Num(even), a, game.Num(diff))
		} else {
			say("Here %s takes all the %s-index piles: %s against %s, a lead of %s. That proves %s cannot lose; optimal play does at least as well: the exact differential, from the DP, is %s.", a, cls, game.Num(big), game.Num(small), game.Num(big-small), a, game.Num(diff))
			if diff > big-small {
				say("The DP beats the certificate by %s: mixing the classes can be better than either class whole.", game.Num(diff-(big-small)))
			}
		}
	}
	if total%2 == 0 {
		say("**This input breaks LeetCode 877's other premise, an odd total: the total is %s, so a draw is possible, and a draw answers false (%s must end with strictly more).**", game.Num(total), a)
	}
	return in
}
