// Package completion writes shell completion scripts (bash, zsh, fish)
// for stonegame from a description of its commands, their flags and the
// words they take, so that the scripts grow with the commands.
package completion

import (
	"fmt"
	"io"
	"strings"
)

// Command is what a script completes of one command.
type Command struct {
	Name, Summary string
	Flags         []Flag
	Args          []string // the words its arguments may be; nil: files (or nothing, see Files)
	Files         bool     // its arguments may name files
}

// Flag is one flag of a command.
type Flag struct {
	Name  string   // as typed: --game, -o
	Usage string   // its first clause, for the shells that show one
	Value bool     // it takes a value
	Words []string // the values it takes, if they are a few words
	File  bool     // its value is a file
}

// Bash writes the bash script: commands as the first word; then the
// command's flags after a "-", a flag's values after it (--game NAME and
// --game=NAME), and the command's words or files.
func Bash(w io.Writer, cs []Command) {
	var names []string
	for _, c := range cs {
		names = append(names, c.Name)
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
		for _, f := range c.Flags {
			switch {
			case f.Words != nil:
				fmt.Fprintf(w, "    %s:%s) COMPREPLY=($(compgen -W %s -- \"$cur\")); return ;;\n", c.Name, f.Name, shQuote(strings.Join(f.Words, " ")))
			case f.File:
				fmt.Fprintf(w, "    %s:%s) COMPREPLY=($(compgen -f -- \"$cur\")); return ;;\n", c.Name, f.Name)
			case f.Value:
				fmt.Fprintf(w, "    %s:%s) COMPREPLY=(); return ;;\n", c.Name, f.Name)
			}
		}
	}
	fmt.Fprint(w, "    esac\n    case ${COMP_WORDS[1]} in\n")
	for _, c := range cs {
		var flags []string
		for _, f := range c.Flags {
			flags = append(flags, f.Name)
		}
		fmt.Fprintf(w, "    %s) words=%s", c.Name, shQuote(strings.Join(flags, " ")))
		if c.Files {
			fmt.Fprint(w, " files=1")
		}
		fmt.Fprintf(w, " args=%s ;;\n", shQuote(strings.Join(c.Args, " ")))
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

// Zsh writes the zsh script: a #compdef function that also
// registers itself when sourced.
func Zsh(w io.Writer, cs []Command) {
	fmt.Fprint(w, `#compdef stonegame
# zsh completion for stonegame, written by 'stonegame completion zsh'.
# Use: source <(stonegame completion zsh), or save it as _stonegame in $fpath.
_stonegame() {
    local -a commands
    commands=(
`)
	for _, c := range cs {
		fmt.Fprintf(w, "        %s\n", shQuote(c.Name+":"+c.Summary))
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
		fmt.Fprintf(w, "    %s)\n        _arguments", c.Name)
		for _, f := range c.Flags {
			spec := f.Name + "[" + f.Usage + "]"
			switch {
			case f.Words != nil:
				spec += ":value:(" + strings.Join(f.Words, " ") + ")"
			case f.File:
				spec += ":file:_files"
			case f.Value:
				spec += ":value: "
			}
			fmt.Fprintf(w, " \\\n            %s", zshSpec(spec))
		}
		switch {
		case c.Args != nil:
			fmt.Fprintf(w, " \\\n            '1:argument:(%s)'", strings.Join(c.Args, " "))
		case c.Files:
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

// Fish writes the fish script.
func Fish(w io.Writer, cs []Command) {
	fmt.Fprint(w, "# fish completion for stonegame, written by 'stonegame completion fish'.\n")
	fmt.Fprint(w, "# Use: stonegame completion fish > ~/.config/fish/completions/stonegame.fish\n")
	fmt.Fprint(w, "complete -c stonegame -f\n")
	for _, c := range cs {
		fmt.Fprintf(w, "complete -c stonegame -n __fish_use_subcommand -a %s -d %s\n", c.Name, fishQuote(c.Summary))
	}
	for _, c := range cs {
		cond := fishQuote("__fish_seen_subcommand_from " + c.Name)
		for _, f := range c.Flags {
			opt := "-l " + strings.TrimLeft(f.Name, "-")
			if len(f.Name) == 2 {
				opt = "-s " + f.Name[1:]
			}
			switch {
			case f.Words != nil:
				opt += " -x -a " + fishQuote(strings.Join(f.Words, " "))
			case f.File:
				opt += " -r -F"
			case f.Value:
				opt += " -x"
			}
			fmt.Fprintf(w, "complete -c stonegame -n %s %s -d %s\n", cond, opt, fishQuote(f.Usage))
		}
		switch {
		case c.Args != nil:
			fmt.Fprintf(w, "complete -c stonegame -n %s -x -a %s\n", cond, fishQuote(strings.Join(c.Args, " ")))
		case c.Files:
			fmt.Fprintf(w, "complete -c stonegame -n %s -F\n", cond)
		}
	}
}
