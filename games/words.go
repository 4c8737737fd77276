package games

import (
	"fmt"

	"stonegame/anypick"
	"stonegame/ends"
	"stonegame/game"
)

// Describe says what a move of a line does, in this game's words:
// "player 1 takes 7 from the right", "Alice takes stone 2, worth 3 to Alice".
func (g *Game) Describe(s game.Step) string {
	who := g.Player(s.Player)
	switch m := s.Move.(type) {
	case ends.Side:
		return fmt.Sprintf("%s takes %d from the %v", who, s.Gain, m)
	case anypick.Stone:
		return fmt.Sprintf("%s takes stone %d, worth %d to %s", who, int(m), s.Gain, who)
	}
	return fmt.Sprintf("%s plays %v and scores %d", who, s.Move, s.Gain)
}

// Verdict says who wins and by how much: "player 1 wins 234 to 12
// (differential +222)", "draw: Alice and Bob both get 1".
func (s Solution) Verdict() string {
	g, r := s.Game, s.Result
	switch r.Winner() {
	case game.FirstWins:
		return fmt.Sprintf("%s wins %d to %d (differential %+d)", g.Players[0], r.First, r.Second, r.Differential)
	case game.SecondWins:
		return fmt.Sprintf("%s wins %d to %d (differential %+d)", g.Players[1], r.Second, r.First, r.Differential)
	}
	return fmt.Sprintf("draw: %s and %s both get %d (differential 0)", g.Players[0], g.Players[1], r.First)
}
