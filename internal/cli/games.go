package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
	"stonegame/games"
	"stonegame/internal/check"
)

func init() {
	register(&command{
		name: "games", order: 4,
		summary: "list the games, or show one: rules, parameters, answer, the function to write",
		usage:   "games [--json] [NAME... | FILE.star...]",
		examples: []helpExample{
			{"games", "every game: names, rules, parameters, answer, an example"},
			{"games stone-game-vii", "one game in full: its kind, constraints, examples and the function in each language check takes"},
			{"games --json", "the same, one JSON object per game"},
			{"games examples/rules/flip.star", "a rules file's game in full, as a built-in one"},
		},
		flags: func(fs *flag.FlagSet) func(context.Context, *Env, []string) error {
			jsonOut := fs.Bool("json", false, "print one JSON object per game, one per line")
			var rules rulesFlags
			rules.declare(fs)
			return func(ctx context.Context, env *Env, args []string) error {
				list := games.All()
				sel := make([]string, len(list)) // the name that selects each on a command line
				if len(args) > 0 {
					list, sel = nil, nil
					for _, name := range args {
						g, err := rules.open(ctx, name)
						if err != nil {
							return err
						}
						list, sel = append(list, g), append(sel, selector(g, name))
					}
				}
				w := bufio.NewWriter(env.Stdout)
				enc := json.NewEncoder(w)
				enc.SetEscapeHTML(false) // "1 <= n", not "1 \u003c= n"
				for k, g := range list {
					switch {
					case *jsonOut:
						if err := enc.Encode(describeGame(g)); err != nil {
							return err
						}
						continue
					case k > 0:
						w.WriteByte('\n')
					}
					if len(args) > 0 {
						writeGameInFull(ctx, w, g, sel[k])
					} else {
						writeGame(w, g)
					}
				}
				return w.Flush()
			}
		},
	})
}

// gameJSON is one game as `stonegame games --json` prints it.
type gameJSON struct {
	Name        string      `json:"name"`
	Aliases     []string    `json:"aliases"`
	Title       string      `json:"title"`
	Rules       string      `json:"rules"`
	Players     [2]string   `json:"players"`
	Kind        string      `json:"kind"` // "scoring" or "win/lose"
	Params      []paramJSON `json:"params"`
	Constraints string      `json:"constraints,omitempty"` // the ones no single parameter states
	Func        string      `json:"func"`
	Answer      answerJSON  `json:"answer"`
	Move        string      `json:"move"` // how to type a move
}

type paramJSON struct {
	Name       string `json:"name"`
	Kind       string `json:"kind"`       // "integer[]" or "integer"
	Constraint string `json:"constraint"` // LeetCode's: "1 <= piles.length <= 500, 1 <= piles[i] <= 500"
	MinLen     int    `json:"minLength,omitempty"`
	MaxLen     int    `json:"maxLength,omitempty"` // 0: no stated bound
	Min        int64  `json:"min"`
	Max        int64  `json:"max"`
}

type answerJSON struct {
	Type string `json:"type"` // "boolean", "int" or "string"
	Rule string `json:"rule"`
}

func describeGame(g *games.Game) gameJSON {
	d := gameJSON{
		Name: g.Name, Aliases: g.Aliases, Title: g.Title, Rules: g.Rules, Players: g.Players,
		Kind: g.Kind.String(), Constraints: g.Constraints, Func: g.Func,
		Answer: answerJSON{g.AnswerType, g.AnswerRule}, Move: g.MoveHelp,
	}
	if d.Aliases == nil {
		d.Aliases = []string{}
	}
	for _, p := range g.Params {
		d.Params = append(d.Params, paramJSON{p.Name, p.Kind.String(), p.Constraint(), p.MinLen, p.MaxLen, p.Min, p.Max})
	}
	return d
}

// writeGame writes g for people: its name and aliases, its title, the
// rules, the parameters with LeetCode's constraints, the answer, and an
// instance to try, in LeetCode's notation.
func writeGame(w *bufio.Writer, g *games.Game) {
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
		fmt.Fprintf(w, "  try: stonegame solve --game %s '%s'\n", g.Name, notation(g, g.Examples[0].Args))
	}
}

// kindWords says what a result of each kind of game is.
var kindWords = map[game.Kind]string{
	game.Scoring: "scoring: both players add up what they take; a result is the two totals and their differential",
	game.WinLose: "win/lose: nothing is scored, the end decides; a result is who wins and in how many moves (the remoteness: the winner hurries, the loser holds out)",
	game.Solo:    "solo: one player makes every choice and scores; a result is that score",
}

// grundyMax is how many Grundy values writeGameInFull lists for a game of
// one integer.
const grundyMax = 20

// writeGameInFull writes one game for `stonegame games NAME`: what
// writeGame says, then its kind, each parameter's constraints, its moves,
// its official examples with their answers (and Grundy values, for an
// impartial game), the first Grundy values of a game of one integer, and
// the function a solution defines in each language check takes. name
// selects g on a command line (see selector).
func writeGameInFull(ctx context.Context, w *bufio.Writer, g *games.Game, name string) {
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
			fmt.Fprintf(w, "    %s → %s", g.Notation(ex.Args), ex.Answer)
			if p, err := g.Start(ctx, ex.Args); err == nil {
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
		fmt.Fprintf(w, "  try: stonegame explain --game %s '%s'\n", name, notation(g, g.Examples[0].Args))
	}
}

// selector returns the name that selects g on a command line, typed the
// name the user gave for it: g's own name when the registry knows g by
// it, and otherwise (a rules file's game) typed itself, quoted for a
// shell when it must be.
func selector(g *games.Game, typed string) string {
	if h, err := games.Lookup(g.Name); err == nil && h == g {
		return g.Name
	}
	return shellQuote(typed)
}

// writeGrundy lists the Grundy values of the first grundyMax instances of
// a game of one integer whose positions are impartial, and what they show.
func writeGrundy(ctx context.Context, w *bufio.Writer, g *games.Game) {
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
func signature(g *games.Game) string {
	var ps []string
	for _, p := range g.Params {
		ps = append(ps, p.Name+": "+p.Kind.String())
	}
	return g.Func + "(" + strings.Join(ps, ", ") + ")"
}

// notation writes args in LeetCode's notation: "nums = [1,5,2]",
// "aliceValues = [1,3], bobValues = [2,1]", "n = 5".
func notation(g *games.Game, args game.Args) string { return g.Notation(args) }
