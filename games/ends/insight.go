package ends

import (
	"fmt"
	"strconv"

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

// Insight returns stone-game's parity certificate for the position, when
// it is stone-game's (built by [StoneGame]'s New): number the piles from
// 0; with an even count the first player can take every pile of the index
// class (even or odd) of their choice, so they cannot lose. It says when
// the input breaks LeetCode 877's premises (an even count, an odd total).
// O(n).
func (p Position) Insight() (game.Insight, bool) {
	if !p.parity {
		return game.Insight{}, false
	}
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
	return in, true
}
