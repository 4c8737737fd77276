package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"

	"stonegame/explain"
	"stonegame/games"
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
					writeBash(w, completions())
				case "zsh":
					writeZsh(w, completions())
				case "fish":
					writeFish(w, completions())
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
// registered, and the games of the registry, so it grows with them.

// compCommand is what a script completes of one command.
type compCommand struct {
	name, summary string
	flags         []compFlag
	args          []string // the words its arguments may be; nil: files (or nothing, see files)
	files         bool     // its arguments may name files
}

// compFlag is one flag of a command.
type compFlag struct {
	name  string   // as typed: --game, -o
	usage string   // its first clause, for the shells that show one
	value bool     // it takes a value
	words []string // the values it takes, if they are a few words
	file  bool     // its value is a file
}

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
func completions() []compCommand {
	words := flagWords()
	var cs []compCommand
	for _, name := range commandNames() {
		c := commands[name]
		fs := flag.NewFlagSet(name, flag.ContinueOnError)
		c.flags(fs)
		cc := compCommand{name: name, summary: c.summary}
		fs.VisitAll(func(f *flag.Flag) {
			arg, usage := flag.UnquoteUsage(f)
			cf := compFlag{name: flagName(f.Name), usage: firstClause(usage), value: arg != "", words: words[f.Name], file: arg == "FILE"}
			cc.flags = append(cc.flags, cf)
		})
		switch name {
		case "solve", "explain", "play":
			cc.files = true
		case "help":
			cc.args = commandNames()
		case "completion":
			cc.args = shells
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

// writeBash writes the bash script: commands as the first word; then the
// command's flags after a "-", a flag's values after it (--game NAME and
// --game=NAME), and the command's words or files.
func writeBash(w io.Writer, cs []compCommand) {
	var names []string
	for _, c := range cs {
		names = append(names, c.name)
	}
	fmt.Fprintf(w, `# bash completion for stonegame, written by 'stonegame completion bash'.
# Use: source <(stonegame completion bash)
_stonegame() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
    if [[ $cur == "=" ]]; then
        cur="" # after --game=
    elif [[ $prev == "=" ]]; then
        prev=${COMP_WORDS[COMP_CWORD-2]}
    fi
    if (( COMP_CWORD == 1 )); then
        COMPREPLY=($(compgen -W %s -- "$cur"))
        return
    fi
    local words="" files="" args=""
    case ${COMP_WORDS[1]}:$prev in
`, shQuote(strings.Join(names, " ")))
	for _, c := range cs {
		for _, f := range c.flags {
			switch {
			case f.words != nil:
				fmt.Fprintf(w, "    %s:%s) COMPREPLY=($(compgen -W %s -- \"$cur\")); return ;;\n", c.name, f.name, shQuote(strings.Join(f.words, " ")))
			case f.file:
				fmt.Fprintf(w, "    %s:%s) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n", c.name, f.name)
			case f.value:
				fmt.Fprintf(w, "    %s:%s) COMPREPLY=(); return ;;\n", c.name, f.name)
			}
		}
	}
	fmt.Fprint(w, "    esac\n    case ${COMP_WORDS[1]} in\n")
	for _, c := range cs {
		var flags []string
		for _, f := range c.flags {
			flags = append(flags, f.name)
		}
		fmt.Fprintf(w, "    %s) words=%s", c.name, shQuote(strings.Join(flags, " ")))
		if c.files {
			fmt.Fprint(w, " files=1")
		}
		fmt.Fprintf(w, " args=%s ;;\n", shQuote(strings.Join(c.args, " ")))
	}
	fmt.Fprint(w, `    *) return ;;
    esac
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$words" -- "$cur"))
    elif [[ -n $args ]]; then
        COMPREPLY=($(compgen -W "$args" -- "$cur"))
    elif [[ -n $files ]]; then
        COMPREPLY=($(compgen -f -- "$cur"))
    fi
}
complete -o filenames -F _stonegame stonegame
`)
}

// shQuote quotes s in single quotes for bash and zsh.
func shQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// writeZsh writes the zsh script: a #compdef function that also
// registers itself when sourced.
func writeZsh(w io.Writer, cs []compCommand) {
	fmt.Fprint(w, `#compdef stonegame
# zsh completion for stonegame, written by 'stonegame completion zsh'.
# Use: source <(stonegame completion zsh), or save it as _stonegame in $fpath.
_stonegame() {
    local -a commands
    commands=(
`)
	for _, c := range cs {
		fmt.Fprintf(w, "        %s\n", shQuote(c.name+":"+c.summary))
	}
	fmt.Fprint(w, `    )
    if (( CURRENT == 2 )); then
        _describe 'command' commands
        return
    fi
    local cmd=$words[2]
    shift words
    (( CURRENT-- ))
    case $cmd in
`)
	for _, c := range cs {
		fmt.Fprintf(w, "    %s)\n        _arguments", c.name)
		for _, f := range c.flags {
			spec := f.name + "[" + f.usage + "]"
			switch {
			case f.words != nil:
				spec += ":value:(" + strings.Join(f.words, " ") + ")"
			case f.file:
				spec += ":file:_files"
			case f.value:
				spec += ":value: "
			}
			fmt.Fprintf(w, " \\\n            %s", zshSpec(spec))
		}
		switch {
		case c.args != nil:
			fmt.Fprintf(w, " \\\n            '1:argument:(%s)'", strings.Join(c.args, " "))
		case c.files:
			fmt.Fprint(w, " \\\n            '*:file:_files'")
		}
		fmt.Fprint(w, "\n        ;;\n")
	}
	fmt.Fprint(w, `    esac
}
if [[ $funcstack[1] == _stonegame ]]; then
    _stonegame "$@"
else
    compdef _stonegame stonegame
fi
`)
}

// zshSpec quotes one _arguments spec: the brackets inside its description
// are escaped, the rest is kept.
func zshSpec(spec string) string {
	open := strings.IndexByte(spec, '[')
	end := strings.LastIndexByte(spec, ']')
	if open >= 0 && end > open {
		desc := strings.NewReplacer("[", `\[`, "]", `\]`).Replace(spec[open+1 : end])
		spec = spec[:open+1] + desc + spec[end:]
	}
	return shQuote(spec)
}

// fishQuote quotes s for fish in single quotes.
func fishQuote(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, "'", `\'`).Replace(s) + "'"
}

// writeFish writes the fish script.
func writeFish(w io.Writer, cs []compCommand) {
	fmt.Fprint(w, "# fish completion for stonegame, written by 'stonegame completion fish'.\n")
	fmt.Fprint(w, "# Use: stonegame completion fish > ~/.config/fish/completions/stonegame.fish\n")
	fmt.Fprint(w, "complete -c stonegame -f\n")
	for _, c := range cs {
		fmt.Fprintf(w, "complete -c stonegame -n __fish_use_subcommand -a %s -d %s\n", c.name, fishQuote(c.summary))
	}
	for _, c := range cs {
		cond := fishQuote("__fish_seen_subcommand_from " + c.name)
		for _, f := range c.flags {
			opt := "-l " + strings.TrimLeft(f.name, "-")
			if len(f.name) == 2 {
				opt = "-s " + f.name[1:]
			}
			switch {
			case f.words != nil:
				opt += " -x -a " + fishQuote(strings.Join(f.words, " "))
			case f.file:
				opt += " -r -F"
			case f.value:
				opt += " -x"
			}
			fmt.Fprintf(w, "complete -c stonegame -n %s %s -d %s\n", cond, opt, fishQuote(f.usage))
		}
		switch {
		case c.args != nil:
			fmt.Fprintf(w, "complete -c stonegame -n %s -x -a %s\n", cond, fishQuote(strings.Join(c.args, " ")))
		case c.files:
			fmt.Fprintf(w, "complete -c stonegame -n %s -F\n", cond)
		}
	}
}
