package tui

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"stonegame/game"
	"stonegame/games"
	"stonegame/match"
)

// This file holds the words both front ends use: the full-screen game and
// --plain say the same things about a match.

// shownOptions is how many options a hint lists (stone-game-vi can have a
// million); the best ones always come first.
const shownOptions = 8

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
	return g.Title, fmt.Sprintf("You are %s; the computer (%s) is %s.",
		side(g, m.Human()), m.Opponent().Name(), side(g, m.Human().Other()))
}

// side names player p of game g, with "first"/"second" when the game's names
// do not say it.
func side(g *games.Game, p game.Player) string {
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

// did describes what a move did, after who made it: "took 1 from the
// left", "took stone 3 (+5)" with the game's Short words, otherwise
// "played take 2".
// The words come from the step of m's line that p made, with the items it
// took (a game's Short may name them: "took 5" in can-i-win).
func did(m *match.Match, p match.Played) string {
	g := m.Game()
	if g.Short == nil {
		if g.Kind == game.WinLose {
			return "played " + game.Label(p.Move)
		}
		return fmt.Sprintf("played %s (%+d)", game.Label(p.Move), p.Gain)
	}
	st := game.Step{Player: p.Player, Move: p.Move, Index: -1, Gain: p.Gain}
	if l := m.Line(); p.Ply >= 1 && p.Ply <= len(l) && l[p.Ply-1].Move == p.Move {
		st = l[p.Ply-1]
	}
	return "took " + string(g.AppendShort(nil, st))
}

// verdict is the analysis of one move: "optimal", "that cost you 190", or
// in a win/lose game "that hands the win to the computer".
func verdict(m *match.Match, p match.Played) string {
	a := p.Analysis
	if a.Optimal() {
		return "optimal"
	}
	if m.Game().Kind == game.WinLose && a.Best > 0 && a.Value < 0 {
		if p.Human {
			return "that hands the win to the computer"
		}
		return "that hands the win to you"
	}
	whom := "you"
	if !p.Human {
		whom = "it"
	}
	return fmt.Sprintf("that cost %s %d", whom, a.Loss())
}

// moveLine reports one move with its analysis:
// "you took 1 from the left: optimal".
func moveLine(m *match.Match, p match.Played) string {
	return fmt.Sprintf("%s %s: %s", who(m, p.Player), did(m, p), verdict(m, p))
}

// scoreLine is the totals so far from the human's side; in a win/lose game,
// which scores nothing, whose turn it is or who won.
func scoreLine(m *match.Match) string {
	g := m.Game()
	if g.Kind == game.WinLose {
		switch {
		case !m.Over():
			if m.HumanToMove() {
				return fmt.Sprintf("Your turn (%s). No points: the end decides who wins.", g.Player(m.Turn()))
			}
			return fmt.Sprintf("The computer's turn (%s).", g.Player(m.Turn()))
		case m.Differential() > 0:
			return "You win."
		case m.Differential() < 0:
			return "The computer wins."
		}
		return "A draw."
	}
	f, s := m.Totals()
	you, it := f, s
	if m.Human() == game.Second {
		you, it = s, f
	}
	return fmt.Sprintf("you %d, the computer %d, differential %+d", you, it, m.Differential())
}

// shortScoreLine is scoreLine for a narrow window: "you 1, cpu 7 (-6)";
// in a win/lose game "Your turn.", "You win.".
func shortScoreLine(m *match.Match) string {
	if m.Game().Kind == game.WinLose {
		switch {
		case m.Over():
			return scoreLine(m)
		case m.HumanToMove():
			return "Your turn."
		}
		return "The computer's turn."
	}
	f, s := m.Totals()
	you, it := f, s
	if m.Human() == game.Second {
		you, it = s, f
	}
	return fmt.Sprintf("you %d, cpu %d (%+d)", you, it, m.Differential())
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
// the mover's differential from here to the end if both play perfectly
// afterwards.
func hintLines(m *match.Match, h match.Hint) []string {
	if len(h.Options) == 0 {
		return []string{"hint: the game is over"}
	}
	g := m.Game()
	opts := slices.Clone(h.Options)
	slices.SortStableFunc(opts, func(a, b game.Option) int { return cmp.Compare(b.Value, a.Value) })
	best := make([]string, 0, len(h.Best))
	for i, o := range h.Best {
		if i == shownOptions {
			best = append(best, "...")
			break
		}
		best = append(best, optionName(g, o.Move))
	}
	winLose := g.Kind == game.WinLose
	head := fmt.Sprintf("perfect play from here ends the game at %+d for you", h.Final)
	if winLose {
		head = "with perfect play from here you win"
		if h.Value < 0 {
			head = "every move loses against perfect play"
		}
	}
	lines := []string{fmt.Sprintf("hint: best: %s; %s.", strings.Join(best, ", "), head)}
	nw := 0
	for _, o := range opts[:min(len(opts), shownOptions)] {
		nw = max(nw, len(optionName(g, o.Move)))
	}
	for i, o := range opts {
		if i == shownOptions {
			lines = append(lines, fmt.Sprintf("  ... and %d more", len(opts)-i))
			break
		}
		mark := ""
		if o.Value == h.Value {
			mark = "  (best)"
		}
		if winLose {
			lines = append(lines, fmt.Sprintf("  %-*s  %s%s", nw, optionName(g, o.Move), wins(o.Value), mark))
			continue
		}
		lines = append(lines, fmt.Sprintf("  %-*s  takes %d: worth %+d from here on%s", nw, optionName(g, o.Move), o.Gain, o.Value, mark))
	}
	return lines
}

// optionName is how a person types a move: "L", "R", "3".
func optionName(g *games.Game, mv game.Move) string {
	return game.Label(mv)
}

// wins says what a move of a win/lose game is worth: "wins" or "loses".
func wins(v int64) string {
	switch {
	case v > 0:
		return "wins"
	case v < 0:
		return "loses"
	}
	return "draws"
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// summaryLines is the end-of-game report: the result, what optimal play from
// the start gives, how many moves were optimal and where points were lost.
func summaryLines(m *match.Match) []string {
	s := m.Summary()
	if m.Game().Kind == game.WinLose {
		return winLoseSummary(m, s)
	}
	f, sec := s.Result.First, s.Result.Second
	you, it := f, sec
	of, os := s.Optimal.First, s.Optimal.Second
	if m.Human() == game.Second {
		you, it = sec, f
		of, os = os, of
	}
	lines := []string{
		fmt.Sprintf("Result: you %d, the computer %d: %s.", you, it, outcome(s.Differential(), "you win", "the computer wins")),
		fmt.Sprintf("Optimal play from the start: you %d, the computer %d: %s.", of, os, outcome(s.OptimalDifferential(), "you would win", "the computer would win")),
		fmt.Sprintf("Optimal moves: %d of %d.", s.Best, s.Moves),
	}
	if len(s.Mistakes) == 0 {
		return append(lines, "Points lost: none.")
	}
	lines = append(lines, fmt.Sprintf("Points lost: %d, in %s:", s.Lost, plural(len(s.Mistakes), "move", "moves")))
	for i, p := range s.Mistakes {
		if i == shownOptions {
			lines = append(lines, fmt.Sprintf("  ... and %d more", len(s.Mistakes)-i))
			break
		}
		lines = append(lines, fmt.Sprintf("  move %d: you %s: that cost you %d", p.Ply, did(m, p), p.Analysis.Loss()))
	}
	return lines
}

// winLoseSummary is the end-of-game report of a win/lose game: who won,
// who would have, and the moves that handed the win away.
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
	lines := []string{
		fmt.Sprintf("Result: %s.", won(s.Differential(), "you win", "the computer wins")),
		fmt.Sprintf("Optimal play from the start: %s.", won(s.OptimalDifferential(), "you would win", "the computer would win")),
		fmt.Sprintf("Optimal moves: %d of %d.", s.Best, s.Moves),
	}
	if len(s.Mistakes) == 0 {
		return append(lines, "Mistakes: none.")
	}
	lines = append(lines, fmt.Sprintf("Mistakes: %s:", plural(len(s.Mistakes), "move", "moves")))
	for i, p := range s.Mistakes {
		if i == shownOptions {
			lines = append(lines, fmt.Sprintf("  ... and %d more", len(s.Mistakes)-i))
			break
		}
		lines = append(lines, fmt.Sprintf("  move %d: you %s: %s", p.Ply, did(m, p), verdict(m, p)))
	}
	return lines
}

// outcome states a differential: "you win by 89", "a draw".
func outcome(d int64, win, lose string) string {
	switch {
	case d > 0:
		return fmt.Sprintf("%s by %d", win, d)
	case d < 0:
		return fmt.Sprintf("%s by %d", lose, -d)
	}
	return "a draw"
}
