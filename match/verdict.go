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

// Worth words what option o of a hint is worth to the player to move, by
// the game's kind, for every front end's hint: in a win/lose game how it
// ends and how soon, counting from before the move, this one included
// ("wins in 3 moves", "loses in 1 move", "wins" when the remoteness is not
// known, "draws"); in a solo game the points it leads to from here ("18");
// in a scoring game the mover's differential from here ("+95", "−3", "0").
func Worth(kind game.Kind, o game.Option) string {
	switch kind {
	case game.WinLose:
		in := ""
		if o.Remoteness >= 0 {
			in = " in " + game.Count(o.Remoteness+1, "move")
		}
		switch {
		case o.Value > 0:
			return "wins" + in
		case o.Value < 0:
			return "loses" + in
		}
		return "draws"
	case game.Solo:
		return game.Num(o.Value)
	}
	return signedNum(o.Value)
}

// Words says what hint h means for the player to move, by the game's kind,
// for every front end: "with perfect play from here you win in 5 moves",
// "every move loses against perfect play: the computer wins in 3 moves at
// most", "perfect play from here ends in a draw", "perfect play from here
// ends the game with a score of 18" (solo), "perfect play from here ends
// the game at +5 for you" (scoring, the final differential). other names
// the opponent ("the computer"). It says "the game is over" for a hint
// with no options.
func (h Hint) Words(kind game.Kind, other string) string {
	if len(h.Options) == 0 {
		return "the game is over"
	}
	switch {
	case kind == game.WinLose && h.Value > 0:
		return "with perfect play from here you win" + inMoves(h.Remoteness)
	case kind == game.WinLose && h.Value < 0 && h.Remoteness > 0:
		return "every move loses against perfect play: " + other + " wins" + inMoves(h.Remoteness) + " at most"
	case kind == game.WinLose && h.Value < 0:
		return "every move loses against perfect play"
	case kind == game.WinLose:
		return "perfect play from here ends in a draw"
	case kind == game.Solo:
		return "perfect play from here ends the game with a score of " + game.Num(h.Final)
	}
	return "perfect play from here ends the game at " + signedNum(h.Final) + " for you"
}

// Outlook words, for the player to move in a win/lose game, who wins from
// here under perfect play ([Match.Outlook]) and how soon: "you can still
// win in 5 moves", "you are lost: the computer wins in 3 moves at most",
// "you are lost against perfect play" (the remoteness not known), "a
// drawn position"; other names the opponent. It returns "" in the other
// kinds of game and when the game is over.
func (m *Match) OutlookWords(other string) string {
	if m.game.Kind != game.WinLose || m.Over() {
		return ""
	}
	r := m.Outlook()
	rem := r.Remoteness
	if rem <= 0 { // a position with moves: a solver that does not count says 0
		rem = game.Unknown
	}
	switch v := r.For(m.Turn()); {
	case v > 0:
		return "you can still win" + inMoves(rem)
	case v < 0 && rem > 0:
		return "you are lost: " + other + " wins" + inMoves(rem) + " at most"
	case v < 0:
		return "you are lost against perfect play"
	}
	return "a drawn position"
}

// inMoves says how soon: " in 3 moves", or "" when the remoteness r is not
// known.
func inMoves(r int) string {
	if r < 0 {
		return ""
	}
	return " in " + game.Count(r, "move")
}

// signedNum writes x with its sign: "+5", "−3" as [game.Num] writes a
// negative number, "0".
func signedNum(x int64) string {
	if x > 0 {
		return "+" + game.Num(x)
	}
	return game.Num(x)
}
