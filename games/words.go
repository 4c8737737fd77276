package games

import (
	"fmt"
	"strconv"

	"stonegame/anypick"
	"stonegame/ends"
	"stonegame/game"
)

// Describe says what a move of a line does, in this game's words:
// "player 1 takes 7 from the right", "Alice takes stone 2, worth 3 to Alice".
func (g *Game) Describe(s game.Step) string {
	return string(g.AppendDescribe(nil, s))
}

// AppendDescribe appends Describe's words to b, without fmt for the moves
// of the games it knows: a line of 10^7 moves is printed this way.
func (g *Game) AppendDescribe(b []byte, s game.Step) []byte {
	who := g.Player(s.Player)
	switch m := s.Move.(type) {
	case ends.Side:
		b = append(b, who...)
		b = append(b, " takes "...)
		b = strconv.AppendInt(b, s.Gain, 10)
		b = append(b, " from the "...)
		return append(b, m.String()...)
	case anypick.Stone:
		b = append(b, who...)
		b = append(b, " takes stone "...)
		b = strconv.AppendInt(b, int64(m), 10)
		b = append(b, ", worth "...)
		b = strconv.AppendInt(b, s.Gain, 10)
		b = append(b, " to "...)
		return append(b, who...)
	}
	return fmt.Appendf(b, "%s plays %v and scores %d", who, s.Move, s.Gain)
}

// Outcome says who wins with which totals, the winner's first: "player 1
// wins 234 to 12", "Bob wins 7 to 6", "a draw, 1 to 1". num formats each
// total (strconv's form when nil). Every front end states a result with it.
func (g *Game) Outcome(r game.Result, num func(int64) string) string {
	if num == nil {
		num = func(x int64) string { return strconv.FormatInt(x, 10) }
	}
	switch r.Winner() {
	case game.FirstWins:
		return fmt.Sprintf("%s wins %s to %s", g.Players[0], num(r.First), num(r.Second))
	case game.SecondWins:
		return fmt.Sprintf("%s wins %s to %s", g.Players[1], num(r.Second), num(r.First))
	}
	return fmt.Sprintf("a draw, %s to %s", num(r.First), num(r.Second))
}

// Verdict is the Outcome with the differential: "player 1 wins 234 to 12
// (differential +222)", "a draw, 1 to 1 (differential 0)".
func (s Solution) Verdict() string {
	d := s.Result.Differential
	if d == 0 {
		return s.Game.Outcome(s.Result, nil) + " (differential 0)"
	}
	return fmt.Sprintf("%s (differential %+d)", s.Game.Outcome(s.Result, nil), d)
}
