// Package cli is the stonegame command: it parses the command line (the
// subcommand, its flags, the instance or the files to read it from) and
// hands the work to the package that does it: solve to internal/stream,
// the reading engine; explain to explain; play to match and internal/tui;
// serve to internal/web; site to internal/site; check to internal/check
// (its report too); games to the registry and internal/gamedoc; new writes
// a rules file's template; completion describes the commands as
// registered to internal/completion, and version prints the build's
// version. A rules file's path works wherever a game's name does
// (rules.go: the --rules-* limits). Each subcommand lives in its own file and
// registers itself from init; [Run] parses its name and flags.
// [Main] runs a command for cmd/stonegame and gives up on it when it is
// interrupted (internal/interrupt).
//
// Conventions: usage errors exit 2, runtime errors and bad input exit 1, -h
// exits 0, an interrupt exits 130; every message goes to stderr as
// "stonegame: ...", one line.
package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"stonegame/internal/interrupt"
)

// Env is what a subcommand may touch of the outside world. Tests build one
// with buffers.
type Env struct {
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
	// Getenv reads the environment (NO_COLOR, ...); nil means none is set.
	Getenv func(string) string

	// cleanups run if Main gives up on the command (see Main): a
	// temporary file, the progress bar.
	cleanups interrupt.Cleanups
}

func (e *Env) getenv(k string) string {
	if e.Getenv == nil {
		return ""
	}
	return e.Getenv(k)
}

// command is one subcommand.
type command struct {
	name    string
	order   int    // place in the help listing
	summary string // one line for the help listing
	usage   string // the synopsis: "solve [flags] [NUMBERS...]"
	// examples are shown by 'stonegame COMMAND -h'; TestHelpExamples runs
	// those of the commands that end by themselves.
	examples []helpExample
	// flags declares the subcommand's flags on fs and returns its runner,
	// which receives the positional arguments.
	flags func(fs *flag.FlagSet) func(ctx context.Context, env *Env, args []string) error
}

// helpExample is one example of a command's help: the command line, after
// "stonegame ", and what it shows.
type helpExample struct{ args, says string }

var commands = map[string]*command{}

// register adds a subcommand; each subcommand's file calls it from init.
func register(c *command) { commands[c.name] = c }

// usageError is a mistake in how the command was called: exit code 2.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error {
	return &usageError{fmt.Sprintf(format, args...)}
}

// Main runs stonegame with args (without the program name) and returns the
// exit code: 0 success, 1 failure or bad input, 2 usage error, 130
// interrupted. When ctx is done (SIGINT, SIGTERM: see cmd/stonegame) Main
// returns at once, printing "stonegame: interrupted", even if the command
// is still running ([interrupt.Run]); the caller should then exit. What
// the command has written stays whole lines (solve writes whole lines),
// and the cleanups it registered with [Env.atInterrupt] run first. The
// commands that must be let finish (see finishesOnInterrupt) are waited
// for instead; an error one returns because ctx is done is reported the
// same way.
func Main(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	env := &Env{Stdin: stdin, Stdout: stdout, Stderr: stderr, Getenv: os.Getenv}
	if len(args) > 0 && finishesOnInterrupt[args[0]] {
		return env.exitCtx(ctx, Run(ctx, env, args))
	}
	return env.exitCtx(ctx, interrupt.Run(ctx, &env.cleanups, func() error { return Run(ctx, env, args) }))
}

// finishesOnInterrupt names the commands that Main waits for after ctx is
// done: serve drains the requests in flight, play restores the terminal.
// Both return promptly when ctx is done.
var finishesOnInterrupt = map[string]bool{"serve": true, "play": true}

// atInterrupt registers f to run if Main gives up on the command because
// ctx is done, while the command may still be running: see
// [interrupt.Cleanups.Add].
func (e *Env) atInterrupt(f func()) (remove func()) { return e.cleanups.Add(f) }

// exitCtx is [Env.exit], except that an error because ctx is done, or
// Main's giving up on the command, is reported as an interrupt, after the
// command's cleanups.
func (e *Env) exitCtx(ctx context.Context, err error) int {
	if errors.Is(err, interrupt.ErrGivenUp) || err != nil && ctx.Err() != nil && (errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)) {
		e.cleanups.Run()
		fmt.Fprintln(e.Stderr, "stonegame: interrupted")
		return interrupt.ExitCode
	}
	return e.exit(err)
}

// exit prints err as one line on stderr and maps it to the exit code.
func (e *Env) exit(err error) int {
	var ue *usageError
	switch {
	case err == nil, errors.Is(err, flag.ErrHelp):
		return 0
	case errors.As(err, &ue):
		fmt.Fprintf(e.Stderr, "stonegame: %v\n", err)
		return 2
	case errors.Is(err, errInterrupted):
		fmt.Fprintf(e.Stderr, "stonegame: %v\n", err)
		return interrupt.ExitCode
	default:
		fmt.Fprintf(e.Stderr, "stonegame: %v\n", err)
		return 1
	}
}

// Run runs one subcommand. Errors are returned, not printed: Main prints
// them.
func Run(ctx context.Context, env *Env, args []string) error {
	if len(args) == 0 {
		printHelp(env.Stderr) // a write error on stderr has nowhere to go
		return usagef("no command given: try 'stonegame solve 1 5 233 7'")
	}
	name := args[0]
	switch name {
	case "-h", "-help", "--help":
		name = "help"
	case "-version", "--version":
		name = "version"
	}
	c, ok := commands[name]
	if !ok {
		if m := closest(args[0], commandNames()); m != "" {
			return usagef("unknown command %q: did you mean %s? (run 'stonegame help' for the list)", args[0], m)
		}
		return usagef("unknown command %q: run 'stonegame help' for the list", args[0])
	}
	fs := flag.NewFlagSet(c.name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	run := c.flags(fs)
	pos, err := parseFlags(fs, args[1:])
	if errors.Is(err, flag.ErrHelp) {
		if err := c.printHelp(env.Stdout, fs); err != nil {
			return err
		}
		return flag.ErrHelp
	}
	if err != nil {
		return usagef("%s: %v (see 'stonegame %s -h')", c.name, err, c.name)
	}
	return limitHint(run(ctx, env, pos))
}

// commandNames lists the subcommands in the order of the help.
func commandNames() []string {
	var cs []*command
	for _, c := range commands {
		cs = append(cs, c)
	}
	slices.SortFunc(cs, func(a, b *command) int { return a.order - b.order })
	names := make([]string, len(cs))
	for k, c := range cs {
		names[k] = c.name
	}
	return names
}

// printHelp writes c's help: the synopsis, the summary, the examples and
// the flags (see printFlags). It returns the first write error.
func (c *command) printHelp(out io.Writer, fs *flag.FlagSet) error {
	w := &errWriter{w: out}
	fmt.Fprintf(w, "usage: stonegame %s\n\n", c.usage)
	wrap(w, "", upperFirst(c.summary)+".")
	if len(c.examples) > 0 {
		fmt.Fprintln(w, "\nexamples:")
		for _, ex := range c.examples {
			fmt.Fprintf(w, "  stonegame %s\n", ex.args)
			wrap(w, "      ", ex.says)
		}
	}
	printFlags(w, fs)
	return w.err
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// flagName writes a flag as the usage lines do: --json, but -o.
func flagName(name string) string {
	if len(name) == 1 {
		return "-" + name
	}
	return "--" + name
}

// printFlags lists fs's flags, as flag.PrintDefaults does but with the
// dashes of the usage lines (--game NAME, -o FILE) and their usage
// wrapped to the width of a terminal.
func printFlags(w io.Writer, fs *flag.FlagSet) {
	first := true
	fs.VisitAll(func(f *flag.Flag) {
		if first {
			fmt.Fprintln(w, "\nflags:")
			first = false
		}
		arg, usage := flag.UnquoteUsage(f)
		if arg != "" {
			arg = " " + arg
		}
		if f.DefValue != "" && f.DefValue != "false" && f.DefValue != "0" && f.DefValue != "0s" {
			usage += fmt.Sprintf(" (default %s)", f.DefValue)
		}
		fmt.Fprintf(w, "  %s%s\n", flagName(f.Name), arg)
		wrap(w, "      ", usage)
	})
}

// helpWidth is the width help text is wrapped to.
const helpWidth = 80

// wrap writes text in lines of at most helpWidth columns, each after
// indent, breaking at spaces (a longer word has a line of its own).
func wrap(w io.Writer, indent, text string) {
	line := indent
	for _, word := range strings.Fields(text) {
		if len(line) > len(indent) && len(line)+1+len(word) > helpWidth {
			fmt.Fprintln(w, line)
			line = indent
		}
		if len(line) > len(indent) {
			line += " "
		}
		line += word
	}
	if len(line) > len(indent) {
		fmt.Fprintln(w, line)
	}
}

// closest returns the one name of names that s is probably a typo of: at
// most two edits away (a transposed pair of letters is one), and fewer
// than half of s's letters; "" if there is none or a tie. It costs
// O(len(s)·len(name)) per name.
func closest(s string, names []string) string {
	best, bestD, tie := "", 3, false
	for _, n := range names {
		d := editDistance(s, n)
		switch {
		case d < bestD:
			best, bestD, tie = n, d, false
		case d == bestD:
			tie = true
		}
	}
	if tie || best == "" || 2*bestD >= len(s) {
		return ""
	}
	return best
}

// editDistance is the optimal string alignment distance of a and b: the
// fewest insertions, deletions, substitutions and transpositions of
// adjacent bytes that turn a into b.
func editDistance(a, b string) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}

// parseFlags parses flags anywhere among the arguments. A negative number
// ("-3", "-3,5", "-1.5") is an argument, not a flag, so 'solve -3 5 -1' is a
// row. "--" ends the flags. It returns flag.ErrHelp for -h or --help.
func parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return append(pos, args[i+1:]...), nil
		}
		if len(a) < 2 || a[0] != '-' || isNumberLike(a) {
			pos = append(pos, a)
			continue
		}
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if name == "h" || name == "help" {
			return nil, flag.ErrHelp
		}
		f := fs.Lookup(name)
		if f == nil {
			var names []string
			fs.VisitAll(func(f *flag.Flag) { names = append(names, f.Name) })
			if m := closest(name, names); m != "" {
				return nil, fmt.Errorf("unknown flag %s: did you mean %s?", a, flagName(m))
			}
			return nil, fmt.Errorf("unknown flag %s", a)
		}
		if bf, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && bf.IsBoolFlag() && !hasValue {
			value = "true"
		} else if !hasValue {
			if i+1 == len(args) {
				return nil, fmt.Errorf("flag %s needs a value", a)
			}
			i++
			value = args[i]
		}
		if err := fs.Set(name, value); err != nil {
			if u := errors.Unwrap(err); u != nil { // a number's *strconv.NumError
				err = u
			}
			return nil, fmt.Errorf("invalid value %q for flag %s: %v", value, a, err)
		}
	}
	return pos, nil
}

// isNumberLike reports whether a starts like a negative number: "-3", "-.5".
func isNumberLike(a string) bool {
	return len(a) > 1 && a[0] == '-' && (a[1] >= '0' && a[1] <= '9' || a[1] == '.')
}

// printHelp writes the help; it returns the first write error.
func printHelp(out io.Writer) error {
	w := &errWriter{w: out}
	fmt.Fprint(w, `stonegame solves, explains and plays two-player pick games exactly.

usage: stonegame COMMAND [flags] [args]

commands:
`)
	for _, name := range commandNames() {
		fmt.Fprintf(w, "  %-10s %s\n", name, commands[name].summary)
	}
	fmt.Fprint(w, `
Run 'stonegame help COMMAND' (or 'stonegame COMMAND -h') for its examples and flags.
`)
	return w.err
}

func init() {
	register(&command{
		name: "help", order: 100, summary: "show this help, or a command's", usage: "help [COMMAND]",
		examples: []helpExample{{"help solve", "the examples and flags of solve"}},
		flags: func(fs *flag.FlagSet) func(context.Context, *Env, []string) error {
			return func(ctx context.Context, env *Env, args []string) error {
				if len(args) > 0 {
					return Run(ctx, env, []string{args[0], "-h"})
				}
				return printHelp(env.Stdout)
			}
		},
	})
}
