package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"strings"

	"stonegame/game"
	"stonegame/games"
)

func init() {
	register(&command{
		name: "games", order: 4,
		summary: "list the games: names, rules, parameters and LeetCode's answer",
		usage:   "games [--json]",
		examples: []helpExample{
			{"games", "every game: names, rules, parameters, answer, an example"},
			{"games --json", "the same, one JSON object per game"},
		},
		flags: func(fs *flag.FlagSet) func(context.Context, *Env, []string) error {
			jsonOut := fs.Bool("json", false, "print one JSON object per game, one per line")
			return func(ctx context.Context, env *Env, args []string) error {
				if len(args) > 0 {
					return usagef("games takes no arguments")
				}
				w := bufio.NewWriter(env.Stdout)
				enc := json.NewEncoder(w)
				enc.SetEscapeHTML(false) // "1 <= n", not "1 \u003c= n"
				for k, g := range games.All() {
					if *jsonOut {
						if err := enc.Encode(describeGame(g)); err != nil {
							return err
						}
						continue
					}
					if k > 0 {
						w.WriteByte('\n')
					}
					writeGame(w, g)
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
