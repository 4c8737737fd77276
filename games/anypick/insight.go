package anypick

import (
	"fmt"
	"strconv"

	"stonegame/game"
)

// insightRows is how many stones the insight's table lists at each end.
const insightRows = 25

// Insight returns stone-game-vi's insight on the position: a stone is worth
// its a+b to whoever takes it, so both players take the stones in
// decreasing a+b. Its table ranks the remaining stones in the order of
// [Position.Line], who takes each (the first and last 25 past 54 stones);
// its footer checks the differential as Σ of a+b over Alice's stones minus
// Σ of all b. O(m) or O(m log m) as Line, m the remaining stones.
func (p Position) Insight() (game.Insight, bool) {
	line := p.Line()
	if len(line) == 0 {
		return game.Insight{}, false
	}
	alice, bob := StoneGameVI.Players[0], StoneGameVI.Players[1]
	in := game.Insight{
		Title: "take the stones in decreasing a+b",
		Paragraphs: []string{
			"Write a for a stone's value to Alice and b for its value to Bob. If Alice ends with the set S of stones, her differential is",
			"**Σ over S of a − Σ over the rest of b = Σ over S of (a+b) − Σ of all b**",
			"(add and subtract the b of Alice's own stones). The second sum does not depend on the play, so Alice wants the stones of largest a+b. The same holds for Bob with the roles swapped: his differential is Σ over his stones of (a+b) − Σ of all a. So every stone is worth its a+b to whoever takes it, and both players take the stones in decreasing a+b; stones with equal a+b are interchangeable.",
		},
		Head: []string{"rank", "stone", "a", "b", "a+b", "taken by"},
	}
	var aliceSum, bobAll, first, second int64
	n := len(line)
	for k, st := range line {
		i := st.Index
		a, b := p.alice[i], p.bob[i]
		who := alice
		if st.Player == game.First {
			aliceSum += a + b
			first += st.Gain
		} else {
			who = bob
			second += st.Gain
		}
		bobAll += b
		if n > 2*insightRows+4 && k == insightRows {
			in.Rows = append(in.Rows, []string{"…", "…", "…", "…", "…", fmt.Sprintf("%d more stones", n-2*insightRows)})
		}
		if n > 2*insightRows+4 && k >= insightRows && k < n-insightRows {
			continue
		}
		in.Rows = append(in.Rows, []string{strconv.Itoa(k + 1), strconv.Itoa(i), game.Num(a), game.Num(b), game.Num(a + b), fmt.Sprintf("%s (gets %s)", who, game.Num(st.Gain))})
	}
	in.Footer = []string{fmt.Sprintf("Alice's stones add up to %s in a+b; Bob's values add up to %s in all; %s − %s = %s, which is Alice's %s minus Bob's %s.",
		game.Num(aliceSum), game.Num(bobAll), game.Num(aliceSum), game.Paren(bobAll), game.Num(aliceSum-bobAll), game.Num(first), game.Num(second))}
	return in, true
}
