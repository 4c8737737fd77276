package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"strings"

	"stonegame/games"
	"stonegame/internal/atomicfile"
)

func init() {
	register(&command{
		name: "new", order: 6,
		summary: "write a rules file to start your own game from: NAME.star, commented",
		usage:   "new NAME",
		examples: []helpExample{
			{"new my-game", "writes my-game.star, a small game that works as it is, with every part of a rules file shown; then run it with --game ./my-game.star"},
		},
		flags: func(fs *flag.FlagSet) func(context.Context, *Env, []string) error {
			return func(ctx context.Context, env *Env, args []string) error {
				if len(args) != 1 {
					return usagef("new takes one NAME, the game's: 'stonegame new my-game' writes my-game.star")
				}
				return newRules(ctx, env, args[0])
			}
		},
	})
}

// newRules writes NAME.star in the current directory from the template
// ([games.Template]), refusing to replace a file, and says what to run
// next. The template is loaded first: a name it cannot take is a usage
// error, and what is written is known to work.
func newRules(ctx context.Context, env *Env, name string) error {
	name = strings.TrimSuffix(name, ".star")
	if strings.ContainsAny(name, `/\`) {
		return usagef("new: %q: give the game's name, not a path: new writes NAME.star in the current directory", name)
	}
	file := name + ".star"
	src := games.Template(name)
	g, err := games.Load(ctx, file, src, games.Limits{})
	if err != nil {
		return usagef("new: %v", err)
	}
	err = atomicfile.Create(file, func(w io.Writer) error {
		_, err := w.Write(src)
		return err
	}, &env.cleanups)
	switch {
	case errors.Is(err, fs.ErrExist):
		return fmt.Errorf("new: %s exists: choose another name, or remove it first", file)
	case err != nil:
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return fmt.Errorf("new: cannot write %s: %v", file, err)
	}
	sel := "./" + file
	inst := shellQuote(g.Notation(g.Examples[0].Args))
	w := &errWriter{w: env.Stdout}
	fmt.Fprintf(w, "wrote %s, a game that works as it is: %s.\nEdit it into yours: its comments say what each part does.\n\n", file, g.Rules)
	fmt.Fprintf(w, "next:\n")
	fmt.Fprintf(w, "  stonegame solve --game %s %s\n", sel, inst)
	fmt.Fprintf(w, "  stonegame explain --game %s %s\n", sel, inst)
	fmt.Fprintf(w, "  stonegame play --game %s\n", sel)
	fmt.Fprintf(w, "  stonegame games %s\n", sel)
	fmt.Fprintf(w, "\nthe whole contract of a rules file: go doc stonegame/games/rules\n")
	return w.err
}
