package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"sync"
	"time"

	"stonegame/game"
	"stonegame/games"
	"stonegame/internal/gamedoc"
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
						if err := enc.Encode(gamedoc.JSON(g)); err != nil {
							return err
						}
						continue
					case k > 0:
						w.WriteByte('\n')
					}
					if len(args) > 0 {
						done := exampleNote(env, g)
						gamedoc.Full(ctx, w, g, sel[k])
						done()
					} else {
						gamedoc.Line(w, g)
					}
				}
				return w.Flush()
			}
		},
	})
}

// exampleNote says on a terminal stderr, once showing g has taken
// progressDelay, that the example of a rules file without examples is
// being solved (games solves it to show its answer: Load did not, issue
// 28), and erases the note when done is called.
func exampleNote(env *Env, g *game.Spec) (done func()) {
	if len(g.Examples) == 0 || g.Examples[0].Answer != "" || !isTerminal(env.Stderr) {
		return func() {}
	}
	var mu sync.Mutex
	shown, over := false, false
	show := func() {
		mu.Lock()
		defer mu.Unlock()
		if !over {
			fmt.Fprintf(env.Stderr, "stonegame: solving the example of %s, %s, within the limits (Ctrl-C stops)...", g.Name, g.Notation(g.Examples[0].Args))
			shown = true
		}
	}
	delay := progressDelay
	if delay <= 0 { // at once
		show()
	}
	t := time.AfterFunc(max(delay, 0), func() {
		if delay > 0 {
			show()
		}
	})
	return func() {
		t.Stop()
		mu.Lock()
		defer mu.Unlock()
		over = true
		if shown {
			fmt.Fprint(env.Stderr, "\r\x1b[K")
		}
	}
}

// selector returns the name that selects g on a command line, typed the
// name the user gave for it: g's own name when the registry knows g by
// it, and otherwise (a rules file's game) typed itself, quoted for a
// shell when it must be.
func selector(g *game.Spec, typed string) string {
	if h, err := games.Lookup(g.Name); err == nil && h == g {
		return g.Name
	}
	return shellQuote(typed)
}

// notation writes args in LeetCode's notation: "nums = [1,5,2]",
// "aliceValues = [1,3], bobValues = [2,1]", "n = 5".
func notation(g *game.Spec, args game.Args) string { return g.Notation(args) }
