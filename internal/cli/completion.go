package cli

import (
	"context"
	"flag"
	"strings"

	"stonegame/explain"
	"stonegame/games"
	"stonegame/internal/completion"
	"stonegame/match"
)

func init() {
	register(&command{
		name: "completion", order: 80,
		summary: "print a shell completion script: commands, flags, game names",
		usage:   "completion bash|zsh|fish",
		examples: []helpExample{
			{"completion bash", "for bash: add 'source <(stonegame completion bash)' to ~/.bashrc"},
			{"completion zsh", "for zsh: add 'source <(stonegame completion zsh)' to ~/.zshrc, or save it as _stonegame in $fpath"},
			{"completion fish", "for fish: save it as ~/.config/fish/completions/stonegame.fish"},
		},
		flags: func(fs *flag.FlagSet) func(context.Context, *Env, []string) error {
			return func(ctx context.Context, env *Env, args []string) error {
				if len(args) != 1 {
					return usagef("completion takes one shell: %s", strings.Join(shells, ", "))
				}
				w := &errWriter{w: env.Stdout}
				switch args[0] {
				case "bash":
					completion.Bash(w, completions())
				case "zsh":
					completion.Zsh(w, completions())
				case "fish":
					completion.Fish(w, completions())
				default:
					return usagef("completion: unknown shell %q: use %s", args[0], strings.Join(shells, ", "))
				}
				return w.err
			}
		},
	})
}

// shells are the shells completion writes scripts for.
var shells = []string{"bash", "zsh", "fish"}

// A completion script is written from the commands and their flags as
// registered, and the games of the registry, so it grows with them
// (internal/completion writes it).

// flagWords are the values of the flags that take one of a few words.
func flagWords() map[string][]string {
	var formats []string
	for f := explain.FormatText; f <= explain.FormatHTML; f++ {
		formats = append(formats, f.String())
	}
	return map[string][]string{
		"game":     games.Names(),
		"format":   formats,
		"first":    {"human", "computer"},
		"opponent": match.Opponents(),
	}
}

// completions describes every command for a script, in the order of the
// help. It costs a FlagSet per command.
func completions() []completion.Command {
	words := flagWords()
	var cs []completion.Command
	for _, name := range commandNames() {
		c := commands[name]
		fs := flag.NewFlagSet(name, flag.ContinueOnError)
		c.flags(fs)
		cc := completion.Command{Name: name, Summary: c.summary}
		fs.VisitAll(func(f *flag.Flag) {
			arg, usage := flag.UnquoteUsage(f)
			cf := completion.Flag{Name: flagName(f.Name), Usage: firstClause(usage), Value: arg != "", Words: words[f.Name], File: arg == "FILE"}
			cc.Flags = append(cc.Flags, cf)
		})
		switch name {
		case "solve", "explain", "play":
			cc.Files = true
		case "help":
			cc.Args = commandNames()
		case "completion":
			cc.Args = shells
		}
		cs = append(cs, cc)
	}
	return cs
}

// firstClause is usage up to its first ";", ":" or " (": a description that
// fits on a line of a completion menu.
func firstClause(usage string) string {
	if i := strings.IndexAny(usage, ";:("); i > 0 {
		usage = usage[:i]
	}
	return strings.TrimSpace(usage)
}
