package cli

import (
	"bufio"
	"context"
	"flag"
	"fmt"

	"stonegame/internal/progress"
	"stonegame/pattern"
)

func init() {
	register(&command{
		name: "table", order: 3,
		summary: "solve a game over a range of its parameters: outcomes, Grundy values, periods found and proven",
		usage:   "table [--game NAME | --game FILE.star] [--csv | --json] [--subtraction S | --octal CODE] NAME=LO..HI [, NAME=EXPR...]",
		examples: []helpExample{
			{"table --game stone-game-iv n=0..120", "who wins for each n, the Grundy values, the losing n and their OEIS link"},
			{"table --game nim-game --octal 0.333 n=0..40", "period 4 from n = 0, proven (Nim Game is the octal game 0.333): the second player wins iff n mod 4 = 0"},
			{`table --game flip-game-ii --octal 0.07 'currentState="+"*L, L=0..90'`, "Dawson's Kayles: period 34 from L = 53, proven by the octal periodicity theorem"},
			{"table --game coin-game x=0..8, y=0..40", "a map of who wins over two parameters"},
			{"table --game stone-game --csv 'piles=[1]*k+[2], k=1..30'", "a list built from a variable, one CSV line per instance"},
		},
		flags: func(fs *flag.FlagSet) func(context.Context, *Env, []string) error {
			name := fs.String("game", "", "the game: a name or a rules file's path (required)")
			csv := fs.Bool("csv", false, "print one CSV line per instance")
			jsonOut := fs.Bool("json", false, "print the table as one JSON object")
			sub := fs.String("subtraction", "", "the game is the subtraction game of this set, `S` (1,3,4): checked on every instance, and its period proven")
			octal := fs.String("octal", "", "the game is the octal game of this `CODE` (0.07): checked on every instance, and its period proven by the periodicity theorem")
			var rules rulesFlags
			rules.declare(fs)
			return func(ctx context.Context, env *Env, args []string) error {
				switch {
				case *name == "":
					return usagef("table: name the game with --game (see 'stonegame games')")
				case *csv && *jsonOut:
					return usagef("table: --csv or --json, not both")
				case *sub != "" && *octal != "":
					return usagef("table: --subtraction or --octal, not both")
				case len(args) == 0:
					return usagef("table: give a range, as in n=0..100 (see 'stonegame table -h')")
				}
				var rule *pattern.Rule
				var err error
				switch {
				case *sub != "":
					rule, err = pattern.ParseSubtraction(*sub)
				case *octal != "":
					rule, err = pattern.ParseOctal(*octal)
				}
				if err != nil {
					return usagef("table: %v", err)
				}
				g, err := rules.open(ctx, *name)
				if err != nil {
					return err
				}
				pl, err := pattern.Parse(g, args)
				if err != nil {
					return usagef("table: %v", err)
				}
				if rule != nil && len(pl.Axes) != 1 {
					return usagef("table: --subtraction and --octal are for a table of one variable, the heap")
				}
				var tick func(done, total int)
				var bar *progress.Count
				if isTerminal(env.Stderr) && (!*csv && !*jsonOut || isTerminal(env.Stdout)) {
					bar = progress.NewCount(env.Stderr, "instances")
					defer env.atInterrupt(bar.Clear)()
					tick = bar.Draw
				}
				t, err := pattern.Compute(ctx, pl, tick)
				if bar != nil {
					bar.Clear() // before any output or error
				}
				if err != nil {
					return err
				}
				periods, err := t.Periods(rule)
				if err != nil {
					return err
				}
				w := bufio.NewWriter(env.Stdout)
				switch {
				case *csv:
					err = t.WriteCSV(w)
				case *jsonOut:
					err = t.WriteJSON(w, periods)
				default:
					err = t.WriteText(w, periods)
				}
				if err != nil {
					return err
				}
				if err := w.Flush(); err != nil {
					return fmt.Errorf("writing the table: %w", err)
				}
				return nil
			}
		},
	})
}
