package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"

	"golang.org/x/term"

	"stonegame/explain"
)

func init() {
	register(&command{
		name: "explain", order: 2,
		summary: "explain the optimal play: the game move by move, why each move, the recursion tree, the DP table",
		usage:   "explain [--game NAME] [--format text|markdown|svg|html] [-o FILE] [NUMBERS... | --alice A --bob B | FILE | -]",
		examples: []helpExample{
			{"explain 1 5 233 7", "the explanation as text"},
			{"explain --game nim-game 'n = 4'", "a win/lose game: who wins and why"},
			{"explain --format html -o explain.html 1 5 100 7", "a self-contained page with the figures"},
		},
		flags: func(fs *flag.FlagSet) func(context.Context, *Env, []string) error {
			x := &explainer{}
			x.inst.declare(fs)
			fs.StringVar(&x.format, "format", "text", "output format: text, markdown, svg (the figures) or html (a self-contained page)")
			fs.StringVar(&x.out, "o", "", "write to `FILE` instead of standard output")
			return x.run
		},
	})
}

type explainer struct {
	inst   instanceFlags
	format string
	out    string
}

func (x *explainer) run(ctx context.Context, env *Env, args []string) error {
	f, err := explain.ParseFormat(x.format)
	if err != nil {
		return usagef("explain: --format: %v", err)
	}
	g, lists, p, err := x.inst.instance(env, args)
	if err != nil {
		return err
	}
	e, err := explain.Build(g, lists, p, nil)
	if err != nil {
		return err
	}
	if x.out != "" {
		data := e.Render(f, false)
		err := env.writeFile(x.out, func(w io.Writer) error {
			_, err := w.Write(data)
			return err
		})
		if err != nil {
			var pe *fs.PathError
			if errors.As(err, &pe) {
				err = pe.Err
			}
			return fmt.Errorf("cannot write the explanation to %s: %v", x.out, err)
		}
		return nil
	}
	_, err = env.Stdout.Write(e.Render(f, colorful(env)))
	return err
}

// colorful reports whether text output to env.Stdout may use colour: it is a
// terminal and NO_COLOR is not set (https://no-color.org).
func colorful(env *Env) bool {
	f, ok := env.Stdout.(*os.File)
	return ok && term.IsTerminal(int(f.Fd())) && env.getenv("NO_COLOR") == ""
}
