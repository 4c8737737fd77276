// Package gamedoc describes a game of the registry for people and for
// programs: one line of the list (`stonegame games`), the game in full
// (`stonegame games NAME`: rules, kind, parameters, examples with their
// Grundy values, the function a solution defines in each language), and
// its JSON (`stonegame games --json`).
package gamedoc

import (
	"bufio"
	"context"
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
	"stonegame/internal/check"
)

// Game is one game as `stonegame games --json` prints it.
type Game struct {
	Name        string    `json:"name"`
	Aliases     []string  `json:"aliases"`
	Title       string    `json:"title"`
	Rules       string    `json:"rules"`
	Players     [2]string `json:"players"`
	Kind        string    `json:"kind"` // "scoring", "win/lose" or "solo"
	Params      []Param   `json:"params"`
	Constraints string    `json:"constraints,omitempty"` // the ones no single parameter states
	Func        string    `json:"func"`
	Answer      Answer    `json:"answer"`
	Move        string    `json:"move"` // how to type a move
}

// Param is one parameter of a Game.
type Param struct {
	Name       string `json:"name"`
	Kind       string `json:"kind"`       // "integer[]" or "integer"
	Constraint string `json:"constraint"` // LeetCode's: "1 <= piles.length <= 500, 1 <= piles[i] <= 500"
	MinLen     int    `json:"minLength,omitempty"`
	MaxLen     int    `json:"maxLength,omitempty"` // 0: no stated bound
	Min        int64  `json:"min"`
	Max        int64  `json:"max"`
}

// Answer is what a Game's function returns.
type Answer struct {
	Type string `json:"type"` // "boolean", "int" or "string"
	Rule string `json:"rule"`
}

// JSON describes g for `stonegame games --json`.
func JSON(g *game.Spec) Game {
	d := Game{
		Name: g.Name, Aliases: g.Aliases, Title: g.Title, Rules: g.Rules, Players: g.Players,
		Kind: g.Kind.String(), Constraints: g.Constraints, Func: g.Func,
		Answer: Answer{g.AnswerType, g.AnswerRule}, Move: g.MoveHelp,
	}
	if d.Aliases == nil {
		d.Aliases = []string{}
	}
	for _, p := range g.Params {
		d.Params = append(d.Params, Param{p.Name, p.Kind.String(), p.Constraint(), p.MinLen, p.MaxLen, p.Min, p.Max})
	}
	return d
}

// Line writes g for people, as `stonegame games` lists it: its name and aliases, its title, the
// rules, the parameters with LeetCode's constraints, the answer, and an
// instance to try, in LeetCode's notation.
func Line(w *bufio.Writer, g *game.Spec) {
	fmt.Fprintf(w, "%s", g.Name)
	if len(g.Aliases) > 0 {
		fmt.Fprintf(w, " (also %s)", strings.Join(g.Aliases, ", "))
	}
	fmt.Fprintf(w, ": %s\n  rules: %s\n", g.Title, g.Rules)
	var cons []string
	for _, p := range g.Params {
		cons = append(cons, p.Constraint())
	}
	if g.Constraints != "" {
		cons = append(cons, g.Constraints)
	}
	fmt.Fprintf(w, "  input: %s; %s\n", signature(g), strings.Join(cons, "; "))
	fmt.Fprintf(w, "  answer: %s, %s\n", g.AnswerType, g.AnswerRule)
	if len(g.Examples) > 0 {
		fmt.Fprintf(w, "  try: stonegame solve --game %s '%s'\n", g.Name, g.Notation(g.Examples[0].Args))
	}
}

// kindWords says what a result of each kind of game is.
var kindWords = map[game.Kind]string{
	game.Scoring: "scoring: both players add up what they take; a result is the two totals and their differential",
	game.WinLose: "win/lose: nothing is scored, the end decides; a result is who wins and in how many moves (the remoteness: the winner hurries, the loser holds out)",
	game.Solo:    "solo: one player makes every choice and scores; a result is that score",
}

// grundyMax is how many Grundy values Full lists for a game of
// one integer.
const grundyMax = 20

// Full writes one game for `stonegame games NAME`: what
// Line says, then its kind, each parameter's constraints, its moves,
// its official examples with their answers (and Grundy values, for an
// impartial game), the first Grundy values of a game of one integer, and
// the function a solution defines in each language check takes. name
// selects g on a command line (see selector).
func Full(ctx context.Context, w *bufio.Writer, g *game.Spec, name string) {
	fmt.Fprintf(w, "%s", g.Name)
	if len(g.Aliases) > 0 {
		fmt.Fprintf(w, " (also %s)", strings.Join(g.Aliases, ", "))
	}
	fmt.Fprintf(w, ": %s\n  rules: %s\n  kind: %s\n", g.Title, g.Rules, kindWords[g.Kind])
	fmt.Fprintf(w, "  input: %s\n", signature(g))
	for _, p := range g.Params {
		fmt.Fprintf(w, "    %s: %s\n", p.Name, p.Constraint())
	}
	if g.Constraints != "" {
		fmt.Fprintf(w, "    and %s\n", g.Constraints)
	}
	fmt.Fprintf(w, "  answer: %s, %s\n  moves: %s\n", g.AnswerType, g.AnswerRule, g.MoveHelp)
	if len(g.Examples) > 0 {
		fmt.Fprintf(w, "  examples:\n")
		for _, ex := range g.Examples {
			p, err := g.Start(ctx, ex.Args)
			answer := ex.Answer
			switch {
			case answer == "" && err == nil: // a rules file's smallest instance, not solved at load
				answer = g.AnswerAt(p, p.Solve()).String()
			case answer == "":
				answer = "not solved: " + err.Error()
			}
			fmt.Fprintf(w, "    %s → %s", g.Notation(ex.Args), answer)
			if err == nil {
				if im, ok := p.(game.Impartial); ok {
					if v, ok := im.Grundy(); ok {
						fmt.Fprintf(w, " (Grundy value %d)", v)
					}
				}
			}
			w.WriteByte('\n')
		}
	}
	writeGrundy(ctx, w, g)
	fmt.Fprintf(w, "  the function a solution defines (stonegame check):\n")
	for _, l := range check.Languages {
		fmt.Fprintf(w, "    %-11s %s\n", l.Name, check.Signature(g, l))
	}
	if len(g.Examples) > 0 {
		fmt.Fprintf(w, "  try: stonegame explain --game %s '%s'\n", name, g.Notation(g.Examples[0].Args))
	}
}

// writeGrundy lists the Grundy values of the first grundyMax instances of
// a game of one integer whose positions are impartial, and what they show.
func writeGrundy(ctx context.Context, w *bufio.Writer, g *game.Spec) {
	if len(g.Params) != 1 {
		return
	}
	p := g.Params[0]
	lo, hi, own := p.Sizes()
	if !own {
		return
	}
	var vals []string
	for n := lo; n <= hi && len(vals) < grundyMax; n++ {
		q, err := g.Start(ctx, game.Args{p.Make(n, nil)})
		if err != nil {
			return
		}
		im, ok := q.(game.Impartial)
		if !ok {
			return
		}
		v, ok := im.Grundy()
		if !ok {
			return
		}
		vals = append(vals, strconv.FormatUint(v, 10))
	}
	if len(vals) == 0 {
		return
	}
	fmt.Fprintf(w, "  Grundy values, %s = %d to %d: %s\n", p.Name, lo, lo+len(vals)-1, strings.Join(vals, " "))
	fmt.Fprintf(w, "    (0 exactly where the player to move loses; a sum of such games is won iff the XOR of its parts' values is not 0: the Sprague–Grundy theorem)\n")
}

// signature is LeetCode's function as its problem declares it:
// "stoneGame(piles: integer[])".
func signature(g *game.Spec) string {
	var ps []string
	for _, p := range g.Params {
		ps = append(ps, p.Name+": "+p.Kind.String())
	}
	return g.Func + "(" + strings.Join(ps, ", ") + ")"
}
