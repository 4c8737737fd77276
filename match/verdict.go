package match

import (
	"fmt"

	"stonegame/game"
)

// Verdict words the verdict a of [game.Judge] on one move of a game of
// kind kind, for every front end (the terminal game, the web's moves, its
// analysis and its quiz): mover names who made the move ("you"), other
// their opponent ("the computer", "Bob").
//
// It says "optimal" for an optimal move; in a scoring or solo game what
// the move cost ("that cost you 190"); in a win/lose game whether it
// threw the win away, lost a drawn position, or kept the result at a worse
// pace. Every count of moves is from the position before the move, this
// move included, as the hint counts them ("loses in 4 moves"): "that lets
// Bob win in 4 moves instead of 6, counting this one".
func Verdict(kind game.Kind, a game.Analysis, mover, other string) string {
	if a.Optimal() {
		return "optimal"
	}
	if kind != game.WinLose {
		return "that cost " + mover + " " + game.Num(a.Loss())
	}
	n := a.Remoteness + 1 // moves from before the move, this one included
	switch {
	case a.Best > 0 && a.Value < 0:
		return "that throws the win away" + soon(other, a.Remoteness)
	case a.Best > 0 && a.Value == 0:
		return "that throws the win away: a draw at best"
	case a.Value < a.Best && a.Remoteness == 0:
		return "that loses a drawn position at once"
	case a.Value < a.Best:
		return "that loses a drawn position" + soon(other, a.Remoteness)
	case a.Value > 0:
		return fmt.Sprintf("that keeps the win, but in %s instead of %d, counting this one", game.Count(n, "move"), a.Quickest+1)
	case a.Remoteness == 0:
		return fmt.Sprintf("that loses at once: it ends the game, where %s could hold out for %s", mover, game.Count(a.Quickest+1, "move"))
	}
	return fmt.Sprintf("that lets %s win in %s instead of %d, counting this one", other, game.Count(n, "move"), a.Quickest+1)
}

// soon says how soon other wins after a move that lost, of remoteness rem
// (the position after it): " and loses at once" for 0, ": Bob can win in
// 4 moves, counting this one", "" when rem is not known.
func soon(other string, rem int) string {
	switch {
	case rem < 0:
		return ""
	case rem == 0:
		return " and loses at once"
	}
	return fmt.Sprintf(": %s can win in %s, counting this one", other, game.Count(rem+1, "move"))
}
