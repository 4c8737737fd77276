package tui

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"stonegame/game"
	"stonegame/match"
)

// This file holds the words both front ends use: the full-screen game and
// --plain say the same things about a match. They follow the game's kind:
// a scoring game has two totals and a differential; a solo game (Stone
// Game V) one score and no computer; a win/lose game no points, but who
// wins from here and in how many moves (its remoteness, when the game's
// solver knows it). Every number goes through game.Num, so one output has
// one minus sign.

// shownOptions is how many options a hint lists (stone-game-vi can have a
// million); the best ones always come first.
const shownOptions = 8

// solo reports whether m's game has one player, the person.
func solo(m *match.Match) bool { return m.Game().Kind == game.Solo }

// who names a player from the human's side: "you" or "the computer".
func who(m *match.Match, p game.Player) string {
	if p == m.Human() {
		return "you"
	}
	return "the computer"
}

// intro is the game's title and who plays which side.
func intro(m *match.Match) (title, sides string) {
	g := m.Game()
	if solo(m) {
		return g.Title, fmt.Sprintf("You play alone, as %s.", g.Player(game.First))
	}
	return g.Title, fmt.Sprintf("You are %s; the computer (%s) is %s.",
		side(g, m.Human()), m.Opponent().Name(), side(g, m.Human().Other()))
}

// side names player p of game g, with "first"/"second" when the game's names
// do not say it.
func side(g *game.Spec, p game.Player) string {
	name := g.Player(p)
	if name == p.String() {
		return name
	}
	order := "first"
	if p == game.Second {
		order = "second"
	}
	return name + " (" + order + ")"
}

// signed writes a differential or a gain with its sign: "+5", "−3", "0".
func signed(x int64) string {
	if x > 0 {
		return "+" + game.Num(x)
	}
	return game.Num(x)
}

// moves says how many moves: "1 move", "3 moves".
func moves(n int) string { return game.Count(n, "move") }

// did describes what a move did, after who made it. A game whose Short
// names what a step took gets "took" and those words: "took 1 from the
// left", "took stone 3 (+5)", "took 5" in can-i-win. Otherwise the move is
// named by what it does ([game.Phrase]: "take 2", "remove 4", "split at
// 3"): "played take 2 (+5)", with the gain in a game that scores; so is a
// game whose Short only repeats what the move does ("take 2 (+5)"), which
// "took" would make "took take 2". The words come from the step of m's line that p made,
// with the items it took.
func did(m *match.Match, p match.Played) string {
	g := m.Game()
	st := game.Step{Player: p.Player, Move: p.Move, Index: -1, Gain: p.Gain}
	if l := m.Line(); p.Ply >= 1 && p.Ply <= len(l) && l[p.Ply-1].Move == p.Move {
		st = l[p.Ply-1]
	}
	if g.Short != nil {
		short := string(g.AppendShort(nil, st))
		if !strings.HasPrefix(short, game.Phrase(p.Move)) {
			return "took " + short
		}
	}
	if g.Kind == game.WinLose {
		return "played " + game.Phrase(p.Move)
	}
	return "played " + game.Phrase(p.Move) + " (" + signed(p.Gain) + ")"
}

// inMoves says how soon: " in 3 moves", or "" when the remoteness r is not
// known.
func inMoves(r int) string {
	if r < 0 {
		return ""
	}
	return " in " + moves(r)
}

// verdict is the analysis of one move in words ([match.Verdict]):
// "optimal", "that cost you 190", "that lets the computer win in 2 moves
// instead of 4, counting this one".
func verdict(m *match.Match, p match.Played) string {
	mover, other := "you", "the computer"
	if !p.Human {
		mover, other = "it", "you"
	}
	return match.Verdict(m.Game().Kind, p.Analysis, mover, other)
}

// moveLine reports one move, and its analysis after ": ": "you took 1
// from the left", "optimal". A move after which the same player moves
// again (an extra turn: the position says whose turn it is) says so: "you
// played take 2 (+4) and move again".
func moveLine(m *match.Match, p match.Played) (move, analysis string) {
	move = who(m, p.Player) + " " + did(m, p)
	if movesAgain(m, p) {
		if p.Player == m.Human() {
			move += " and move again"
		} else {
			move += " and moves again"
		}
	}
	return move, verdict(m, p)
}

// movesAgain reports whether the player of p, a move of m, made the move
// after it too, or is to move now after it. A solo game's player always
// is: it is not told.
func movesAgain(m *match.Match, p match.Played) bool {
	if solo(m) {
		return false
	}
	if pl := m.Played(); p.Ply < len(pl) {
		return pl[p.Ply].Player == p.Player
	}
	return !m.Over() && m.Turn() == p.Player
}

// moveText is moveLine's words as one line.
func moveText(m *match.Match, p match.Played) string {
	mv, a := moveLine(m, p)
	return mv + ": " + a
}

// outlook says who wins from the current position of a win/lose game at
// the human's turn, and how soon ([match.Match.OutlookWords]).
func outlook(m *match.Match) string { return m.OutlookWords("the computer") }

// ended says who won a finished win/lose game: "You win.".
func ended(m *match.Match) string {
	if m.Repeated() {
		return strings.ToUpper(match.RepeatNote[:1]) + match.RepeatNote[1:] + "."
	}
	switch d := m.Differential(); {
	case d > 0:
		return "You win."
	case d < 0:
		return "The computer wins."
	}
	return "A draw."
}

// scoreLine is the state of the match from the human's side: the totals
// and the differential; in a solo game the score; in a win/lose game,
// which scores nothing, whose turn it is and who wins from here, or who
// won.
func scoreLine(m *match.Match) string {
	g := m.Game()
	switch {
	case g.Kind == game.WinLose && m.Over():
		return ended(m)
	case g.Kind == game.WinLose && m.HumanToMove():
		return fmt.Sprintf("Your turn (%s): %s.", g.Player(m.Turn()), outlook(m))
	case g.Kind == game.WinLose:
		return fmt.Sprintf("The computer's turn (%s).", g.Player(m.Turn()))
	case g.Kind == game.Solo:
		f, _ := m.Totals()
		return "your score: " + game.Num(f)
	}
	you, it := yours(m)
	return fmt.Sprintf("you %s, the computer %s, differential %s", game.Num(you), game.Num(it), signed(m.Differential()))
}

// yours returns the human's total so far and the computer's.
func yours(m *match.Match) (you, it int64) {
	f, s := m.Totals()
	if m.Human() == game.Second {
		return s, f
	}
	return f, s
}

// shortScoreLine is scoreLine for a narrow window: "you 1, cpu 7 (−6)";
// "score 14" alone; in a win/lose game, on the human's turn, "you win in 5
// moves" (it is their turn: the keys say so), and "You win." at the end.
func shortScoreLine(m *match.Match) string {
	switch m.Game().Kind {
	case game.WinLose:
		switch {
		case m.Over():
			return ended(m)
		case !m.HumanToMove():
			return "The computer's turn."
		}
		r := m.Outlook()
		switch v := r.For(m.Turn()); {
		case v > 0:
			return "you win" + inMoves(r.Remoteness)
		case v < 0:
			return "you lose" + inMoves(r.Remoteness)
		}
		return "a draw"
	case game.Solo:
		f, _ := m.Totals()
		return "score " + game.Num(f)
	}
	you, it := yours(m)
	return fmt.Sprintf("you %s, cpu %s (%s)", game.Num(you), game.Num(it), signed(m.Differential()))
}

// turnLine says whose turn it is; howto says how to move.
func turnLine(m *match.Match, howto string) string {
	if m.Over() {
		return "The game is over."
	}
	if m.HumanToMove() {
		return "Your move: " + howto + "."
	}
	return "The computer is thinking."
}

// hintLines lists the options of the position, the best first: each with
// what it is worth if both play perfectly afterwards: the mover's
// differential from here to the end; in a solo game the score from here;
// in a win/lose game whether it wins, loses or draws, and how soon,
// counting the moves from now, this one included ("wins in 3 moves").
func hintLines(m *match.Match, h match.Hint) []string {
	if len(h.Options) == 0 {
		return []string{"hint: the game is over"}
	}
	g := m.Game()
	wl := g.Kind == game.WinLose
	isBest := func(o game.Option) bool {
		return slices.ContainsFunc(h.Best, func(b game.Option) bool { return b.Move == o.Move })
	}
	opts := slices.Clone(h.Options)
	slices.SortStableFunc(opts, func(a, b game.Option) int {
		if c := cmp.Compare(b.Value, a.Value); c != 0 || !wl {
			return c
		}
		if ab, bb := isBest(a), isBest(b); ab != bb {
			if ab {
				return -1
			}
			return 1
		}
		if a.Value > 0 { // the quicker wins first, the slower losses first
			return cmp.Compare(a.Remoteness, b.Remoteness)
		}
		return cmp.Compare(b.Remoteness, a.Remoteness)
	})
	best := make([]string, 0, len(h.Best))
	for i, o := range h.Best {
		if i == shownOptions {
			best = append(best, "...")
			break
		}
		best = append(best, game.Label(o.Move))
	}
	head := h.Words(g.Kind, "the computer")
	lines := []string{fmt.Sprintf("hint: best: %s; %s.", strings.Join(best, ", "), head)}
	nw := 0
	for _, o := range opts[:min(len(opts), shownOptions)] {
		nw = max(nw, len(game.Label(o.Move)))
	}
	for i, o := range opts {
		if i == shownOptions {
			lines = append(lines, fmt.Sprintf("  ... and %d more", len(opts)-i))
			break
		}
		mark := ""
		if isBest(o) {
			mark = "  (best)"
		}
		name := game.Label(o.Move)
		name += strings.Repeat(" ", max(nw-len(name), 0))
		switch {
		case wl:
			lines = append(lines, "  "+name+"  "+match.Worth(g.Kind, o)+mark)
		case g.Kind == game.Solo:
			lines = append(lines, fmt.Sprintf("  %s  scores %s: worth %s from here on%s", name, game.Num(o.Gain), match.Worth(g.Kind, o), mark))
		default:
			lines = append(lines, fmt.Sprintf("  %s  takes %s: worth %s from here on%s", name, game.Num(o.Gain), match.Worth(g.Kind, o), mark))
		}
	}
	return lines
}

// summaryLines is the end-of-game report: the result, what optimal play from
// the start gives, how many moves were optimal and where points were lost.
func summaryLines(m *match.Match) []string {
	s := m.Summary()
	switch m.Game().Kind {
	case game.WinLose:
		return winLoseSummary(m, s)
	case game.Solo:
		return soloSummary(m, s)
	}
	you, it := s.Result.First, s.Result.Second
	of, os := s.Optimal.First, s.Optimal.Second
	if m.Human() == game.Second {
		you, it = it, you
		of, os = os, of
	}
	lines := []string{
		fmt.Sprintf("Result: you %s, the computer %s: %s.", game.Num(you), game.Num(it), outcome(s.Differential(), "you win", "the computer wins")),
		fmt.Sprintf("Optimal play from the start: you %s, the computer %s: %s.", game.Num(of), game.Num(os), outcome(s.OptimalDifferential(), "you would win", "the computer would win")),
	}
	return append(lines, mistakes(m, s, "Points lost")...)
}

// soloSummary is the end-of-game report of a solo game: the score, the
// best score, and the moves that cost points.
func soloSummary(m *match.Match, s match.Summary) []string {
	lines := []string{fmt.Sprintf("Result: you scored %s of the best %s.", game.Num(s.Result.First), game.Num(s.Optimal.First))}
	return append(lines, mistakes(m, s, "Points lost")...)
}

// mistakes is the end of a report: how many moves were optimal, and the
// mistakes under the heading what ("Points lost: 190, in 1 move:"; with
// none, "Points lost: none.").
func mistakes(m *match.Match, s match.Summary, what string) []string {
	lines := []string{fmt.Sprintf("Optimal moves: %d of %d.", s.Best, s.Moves)}
	switch {
	case len(s.Mistakes) == 0:
		return append(lines, what+": none.")
	case m.Game().Kind == game.WinLose:
		lines = append(lines, fmt.Sprintf("%s: %s:", what, moves(len(s.Mistakes))))
	default:
		lines = append(lines, fmt.Sprintf("%s: %s, in %s:", what, game.Num(s.Lost), moves(len(s.Mistakes))))
	}
	for i, p := range s.Mistakes {
		if i == shownOptions {
			lines = append(lines, fmt.Sprintf("  ... and %d more", len(s.Mistakes)-i))
			break
		}
		lines = append(lines, fmt.Sprintf("  move %d: %s", p.Ply, moveText(m, p)))
	}
	return lines
}

// winLoseSummary is the end-of-game report of a win/lose game: who won,
// who would have and how soon, and the moves that handed the win away or
// changed the pace.
func winLoseSummary(m *match.Match, s match.Summary) []string {
	won := func(d int64, you, it string) string {
		switch {
		case d > 0:
			return you
		case d < 0:
			return it
		}
		return "a draw"
	}
	in := ""
	if s.Optimal.Winner() != game.Draw {
		in = inMoves(s.Optimal.Remoteness)
	}
	result := won(s.Differential(), "you win", "the computer wins")
	if s.Repeated {
		result = match.RepeatNote
	}
	lines := []string{
		fmt.Sprintf("Result: %s.", result),
		fmt.Sprintf("Optimal play from the start: %s%s.", won(s.OptimalDifferential(), "you would win", "the computer would win"), in),
	}
	return append(lines, mistakes(m, s, "Mistakes")...)
}

// outcome states a differential: "you win by 89", "a draw".
func outcome(d int64, win, lose string) string {
	switch {
	case d > 0:
		return fmt.Sprintf("%s by %s", win, game.Num(d))
	case d < 0:
		return fmt.Sprintf("%s by %s", lose, game.Num(-d))
	}
	return "a draw"
}
