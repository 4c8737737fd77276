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

// took describes what a move took: "1 from the left", "stone 3 (+5)".
func took(g *games.Game, p match.Played) string {
	return string(g.AppendShort(nil, game.Step{Player: p.Player, Move: p.Move, Gain: p.Gain}))
}

// verdict is the analysis of one move: "optimal" or "that cost you 190".
func verdict(m *match.Match, p match.Played) string {
	if p.Analysis.Optimal() {
		return "optimal"
	}
	whom := "you"
	if !p.Human {
		whom = "it"
	}
	return fmt.Sprintf("that cost %s %d", whom, p.Analysis.Loss())
}

// moveLine reports one move with its analysis:
// "you took 1 from the left: optimal".
func moveLine(m *match.Match, p match.Played) string {
	return fmt.Sprintf("%s took %s: %s", who(m, p.Player), took(m.Game(), p), verdict(m, p))
}

// scoreLine is the totals so far from the human's side.
func scoreLine(m *match.Match) string {
	f, s := m.Totals()
	you, it := f, s
	if m.Human() == game.Second {
		you, it = s, f
	}
	return fmt.Sprintf("you %d, the computer %d, differential %+d", you, it, m.Differential())
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
	lines := []string{fmt.Sprintf("hint: best: %s; perfect play from here ends the game at %+d for you.", strings.Join(best, ", "), h.Final)}
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
		lines = append(lines, fmt.Sprintf("  %-*s  takes %d: worth %+d from here on%s", nw, optionName(g, o.Move), o.Gain, o.Value, mark))
	}
	return lines
}

// optionName is how a person types a move: "L", "R", "3".
func optionName(g *games.Game, mv game.Move) string {
	return game.Label(mv)
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
		lines = append(lines, fmt.Sprintf("  move %d: you took %s: that cost you %d", p.Ply, took(m.Game(), p), p.Analysis.Loss()))
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
