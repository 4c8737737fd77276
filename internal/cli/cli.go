// Package cli is the stonegame command: one binary with subcommands (solve,
// explain, play, serve, version, help). Each subcommand lives in its own file
// and registers itself with [register]; Main parses nothing but the
// subcommand name.
//
// Conventions: usage errors exit 2, runtime errors and bad input exit 1, -h
// exits 0; every message goes to stderr as "stonegame: ...", one line.
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
)

// Env is what a subcommand may touch of the outside world. Tests build one
// with buffers.
type Env struct {
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
	// Getenv reads the environment (NO_COLOR, ...); nil means none is set.
	Getenv func(string) string

	hooks hooks // cleanups if the command is interrupted: see atInterrupt
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
	// flags declares the subcommand's flags on fs and returns its runner,
	// which receives the positional arguments.
	flags func(fs *flag.FlagSet) func(ctx context.Context, env *Env, args []string) error
}

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
// interrupted. When ctx is done Main returns at once, printing
// "stonegame: interrupted", even if the command is still running (see
// interrupt.go); the caller should then exit.
func Main(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	env := &Env{Stdin: stdin, Stdout: stdout, Stderr: stderr, Getenv: os.Getenv}
	return env.runMain(ctx, args)
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
		return 130
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
		return usagef("unknown command %q: run 'stonegame help' for the list", args[0])
	}
	fs := flag.NewFlagSet(c.name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	run := c.flags(fs)
	pos, err := parseFlags(fs, args[1:])
	if errors.Is(err, flag.ErrHelp) {
		w := &errWriter{w: env.Stdout}
		fmt.Fprintf(w, "usage: stonegame %s\n\n%s\n", c.usage, c.summary)
		if hasFlags(fs) {
			fmt.Fprintln(w, "\nflags:")
			fs.SetOutput(w)
			fs.PrintDefaults()
		}
		if w.err != nil {
			return w.err
		}
		return flag.ErrHelp
	}
	if err != nil {
		return usagef("%s: %v (see 'stonegame %s -h')", c.name, err, c.name)
	}
	return run(ctx, env, pos)
}

func hasFlags(fs *flag.FlagSet) bool {
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	return n > 0
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
			return nil, fmt.Errorf("invalid value %q for flag %s: %v", value, a, errors.Unwrap(err))
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
	var cs []*command
	for _, c := range commands {
		cs = append(cs, c)
	}
	slices.SortFunc(cs, func(a, b *command) int { return a.order - b.order })
	for _, c := range cs {
		fmt.Fprintf(w, "  %-8s %s\n", c.name, c.summary)
	}
	fmt.Fprint(w, `
Run 'stonegame COMMAND -h' for a command's flags.
`)
	return w.err
}

func init() {
	register(&command{
		name: "help", order: 100, summary: "show this help", usage: "help [COMMAND]",
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
