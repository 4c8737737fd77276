package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"strconv"
	"strings"

	"golang.org/x/term"

	"stonegame/game"
	"stonegame/games"
	"stonegame/internal/input"
	"stonegame/internal/stream"
)

// instanceFlags are the flags that name a game and its instance, shared by
// solve, explain and play: --game, --alice, --bob, and the limits of a
// rules file.
type instanceFlags struct {
	game       string
	alice, bob string
	rules      rulesFlags
	opened     *game.Spec // the game --game names, once opened
}

// gameUsage is the usage of --game.
func gameUsage() string {
	return "the game, by `NAME` or LeetCode number (" + strings.Join(games.Names(), ", ") + "), or a rules file by its path (./my-game.star: see 'stonegame new')"
}

func (f *instanceFlags) declare(fs *flag.FlagSet) {
	fs.StringVar(&f.game, "game", "", gameUsage()+
		"; default "+games.Default.Name+", or the one game whose parameters the input names (aliceValues, bobValues: stone-game-vi)")
	fs.StringVar(&f.alice, "alice", "", "aliceValues (stone-game-vi), as `1,3` or [1,3]")
	fs.StringVar(&f.bob, "bob", "", "bobValues (stone-game-vi), as `2,1` or [2,1]")
	f.rules.declare(fs)
}

// open returns the game --game names, opening it (a rules file is loaded)
// at the first call only. A command calls it first, when --game is set,
// so that a rules file's errors are not taken for its input's.
func (f *instanceFlags) open(ctx context.Context) (*game.Spec, error) {
	if f.opened == nil {
		g, err := f.rules.open(ctx, f.game)
		if err != nil {
			return nil, err
		}
		f.opened = g
	}
	return f.opened, nil
}

// aliceBob are the parameters that --alice and --bob give.
var aliceBob = []string{"aliceValues", "bobValues"}

// openFirst opens the game --game names, if it is set: see open.
func (f *instanceFlags) openFirst(ctx context.Context) error {
	if f.game == "" {
		return nil
	}
	_, err := f.open(ctx)
	return err
}

// lookup returns the game the flags name. Without --game, --alice or --bob
// mean the game of aliceValues and bobValues, and otherwise keys, the
// parameter names the instance gives (see input.Keys), choose the one game
// that takes them all ([games.ByNames]); the default game when none does,
// and a usage error naming the games when several do.
func (f *instanceFlags) lookup(ctx context.Context, keys []string) (*game.Spec, error) {
	flags := f.alice != "" || f.bob != ""
	if f.game == "" {
		if flags {
			if gs := games.ByParams(aliceBob); len(gs) == 1 {
				return gs[0], nil
			}
			return nil, usagef("--alice and --bob give aliceValues and bobValues, which no one game takes: name it with --game")
		}
		g, err := games.ByNames(keys, games.Default)
		if err != nil {
			return nil, usagef("%v with --game NAME", err)
		}
		return g, nil
	}
	g, err := f.open(ctx)
	if err != nil {
		return nil, err
	}
	if flags {
		if _, ok := g.Param(aliceBob[0]); !ok {
			if hs := games.ByParams(aliceBob); len(hs) == 1 {
				return nil, usagef("--alice and --bob are for %s, not %s", hs[0].Name, g.Name)
			}
			return nil, usagef("--alice and --bob are for a game of aliceValues and bobValues, not %s", g.Name)
		}
	}
	return g, nil
}

// argKeys returns the parameter names the command-line arguments give, in
// LeetCode's notation or as an object (see input.Keys).
func argKeys(args []string) []string {
	return input.Keys([]byte(strings.Join(args, " ")))
}

// fromArgs builds the starting position named on the command line:
// NUMBERS for a row game; the parameters in order, in LeetCode's notation
// or as an object; --alice and --bob for the game of aliceValues and
// bobValues. It returns nil, nil when the command line names no instance,
// so the caller may read standard input.
func (f *instanceFlags) fromArgs(ctx context.Context, g *game.Spec, args []string) (game.Solvable, error) {
	inst, err := f.argsFromCmd(g, args)
	if err != nil || inst == nil {
		return nil, err
	}
	return g.Start(ctx, inst)
}

// argsFromCmd is fromArgs without building the position: the instance's
// parameters, or nil, nil when the command line names none. play keeps
// them to describe its match.
func (f *instanceFlags) argsFromCmd(g *game.Spec, args []string) (game.Args, error) {
	switch {
	case f.alice != "" || f.bob != "":
		if f.alice == "" || f.bob == "" {
			return nil, usagef("give both --alice and --bob")
		}
		if len(args) > 0 {
			return nil, usagef("give the stones with --alice and --bob or as arguments, not both")
		}
		if len(g.Params) != 2 {
			return nil, usagef("%s takes %s: give them as arguments", g.Name, paramList(g))
		}
		var inst game.Args
		for _, fl := range []struct{ name, value string }{{"--alice", f.alice}, {"--bob", f.bob}} {
			c, err := input.NewReader(input.NewArgs([]string{fl.value}), input.Row, false).One()
			if err != nil {
				return nil, fmt.Errorf("%s: %w", fl.name, err)
			}
			inst = append(inst, c.Args[0].Clone())
		}
		if g.Params[0].Name != aliceBob[0] {
			inst[0], inst[1] = inst[1], inst[0]
		}
		return inst, nil
	case len(args) > 0:
		shape := stream.Shape(g)
		r := input.NewReader(input.NewArgs(args), shape, false)
		c, err := r.One()
		if err != nil && r.Form() == input.Plain && !shape.PlainLine() {
			err = errors.New(argsHint(g))
		}
		if err != nil {
			return nil, err
		}
		return c.Args.Clone(), nil
	}
	return nil, nil
}

// argsHint says how to give g's parameters as arguments when plain numbers
// cannot: with --alice and --bob, as arrays, or in LeetCode's notation.
func argsHint(g *game.Spec) string {
	var values, named []string
	var ex game.Args
	if len(g.Examples) > 0 {
		ex = g.Examples[0].Args
	}
	for k, p := range g.Params {
		v := p.Make(2, func(_ game.Slot, lo, hi int64, i int) int64 { return lo + int64(i) }).String()
		if k < len(ex) {
			v = ex[k].String()
		}
		values = append(values, v)
		named = append(named, p.Name+" = "+v)
	}
	if _, ok := g.Param(aliceBob[0]); ok && len(g.Params) == 2 && len(ex) == 2 {
		return fmt.Sprintf("give %s's values as --alice %s --bob %s, or as two arrays %s", g.Name, joinInts(ex[0].List(), ","), joinInts(ex[1].List(), ","), strings.Join(values, " "))
	}
	return fmt.Sprintf("give %s's parameters as %s, or as '%s'", g.Name, strings.Join(values, " "), strings.Join(named, ", "))
}

func joinInts(xs []int64, sep string) string {
	var b []byte
	for i, x := range xs {
		if i > 0 {
			b = append(b, sep...)
		}
		b = strconv.AppendInt(b, x, 10)
	}
	return string(b)
}

// paramList lists g's parameter names: "aliceValues and bobValues".
func paramList(g *game.Spec) string {
	var names []string
	for _, p := range g.Params {
		names = append(names, p.Name)
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// game returns the game and the keys of the instance given as arguments
// or, when there are none, at the start of r (standard input), and the
// reader to read the instance from instead of r. See lookup.
func (f *instanceFlags) gameOf(ctx context.Context, args []string, r io.Reader) (*game.Spec, io.Reader, error) {
	var keys []string
	switch {
	case f.game != "" || f.alice != "" || f.bob != "":
	case len(args) > 0:
		keys = argKeys(args)
	default:
		var err error
		if r, keys, err = stream.PeekKeys(r); err != nil {
			return nil, r, err
		}
	}
	g, err := f.lookup(ctx, keys)
	return g, r, err
}

// read returns the game and the instance named by the flags and arguments
// (with Line 0), or read from the one file they name or, if stdin, from
// standard input when the command line names none (with its Line), and the
// name of the input read ("-" for standard input, "" for none). Without
// stdin, an empty command line gives the game and no Lists, and "-" is a
// usage error: play reads its moves there.
func (f *instanceFlags) read(ctx context.Context, env *Env, args []string, stdin bool) (*game.Spec, input.Case, string, error) {
	if err := f.openFirst(ctx); err != nil {
		return nil, input.Case{}, "", err
	}
	files, err := inputFiles(args)
	if err != nil {
		return nil, input.Case{}, "", err
	}
	if files == nil && (len(args) > 0 || !stdin || f.alice != "" || f.bob != "") {
		g, err := f.lookup(ctx, argKeys(args))
		if err != nil {
			return nil, input.Case{}, "", err
		}
		inst, err := f.argsFromCmd(g, args)
		return g, input.Case{Args: inst}, "", err
	}
	switch {
	case files == nil:
		files = []string{"-"}
	case len(files) > 1:
		return nil, input.Case{}, "", usagef("give one instance: one file, not %d", len(files))
	case f.alice != "" || f.bob != "":
		return nil, input.Case{}, "", usagef("give the stones with --alice and --bob or in a file, not both")
	case files[0] == "-" && !stdin:
		return nil, input.Case{}, "", usagef("the moves are read from standard input: give the instance as arguments or in a file, not -")
	}
	name := files[0]
	r, done, err := env.openInput(name)
	if err != nil {
		return nil, input.Case{}, "", err
	}
	defer done()
	g, c, err := f.readOne(ctx, r)
	return g, c, name, inFile(name, err)
}

// readOne reads the game and its one instance from r.
func (f *instanceFlags) readOne(ctx context.Context, r io.Reader) (*game.Spec, input.Case, error) {
	g, in, err := f.gameOf(ctx, nil, r)
	if err != nil {
		return nil, input.Case{}, err
	}
	rd := input.NewReader(input.NewScanner(in), stream.Shape(g), false)
	c, err := rd.Next()
	if err != nil {
		return nil, input.Case{}, err
	}
	if _, err := rd.Next(); err != io.EOF {
		if err == nil {
			return nil, input.Case{}, stream.ErrMore
		}
		return nil, input.Case{}, err
	}
	return g, c, nil
}

// Files as input. As with Go tools, the arguments of solve, explain and
// play may name files to read the input from instead of being the
// instance: an argument is a file when it is "-" (standard input) or names
// an existing file and is neither a number nor LeetCode notation (see
// instanceLike). So 'solve 5' is the row [5] even if a file named 5
// exists: write ./5 for the file. The arguments are all files or all the
// instance; a mix is a usage error, unless the files have bare names
// ("nums" of 'solve nums = [1,2]', split by the shell): then all are the
// instance.

// instanceLike reports whether a reads as part of an instance, never as a
// file name: a number or numbers ("5", "-3", "1,5", "1.5"), or LeetCode
// notation (it has one of = [ ] { }).
func instanceLike(a string) bool {
	return strings.ContainsAny(a, "=[]{}") || a != "" && strings.Trim(a, "0123456789+-.,") == ""
}

// pathLike reports whether a, not instanceLike, was meant as a file: it
// has a dot or a path separator ("in.txt", "data/rows"). A bare word such
// as "nums" of 'nums = [1,2]' split by the shell is not.
func pathLike(a string) bool {
	return strings.ContainsAny(a, "./"+string(os.PathSeparator))
}

// inputFiles returns the files that args name, in order, or nil, nil when
// args are the instance (or empty). It reports an error for a file that
// cannot be read when no argument is instanceLike (so 'solve in.txt' says
// that in.txt does not exist, not that it is not an integer), and a usage
// error when args mix files and numbers. It costs one stat per argument
// that is not instanceLike.
func inputFiles(args []string) ([]string, error) {
	var files []string
	var bad error // about the first argument meant as a file that is none
	inst := ""    // the first argument of an instance
	for _, a := range args {
		if a == "-" {
			files = append(files, a)
			continue
		}
		if instanceLike(a) {
			if inst == "" {
				inst = a
			}
			continue
		}
		fi, err := os.Stat(a)
		switch {
		case err == nil && !fi.IsDir():
			files = append(files, a)
		case err == nil:
			if bad == nil {
				bad = fmt.Errorf("cannot read %s: it is a directory", a)
			}
		case pathLike(a):
			if bad == nil {
				var pe *fs.PathError
				if errors.As(err, &pe) {
					err = pe.Err
				}
				bad = fmt.Errorf("cannot read %s: %v", a, err)
			}
		default:
			if inst == "" {
				inst = a
			}
		}
	}
	switch {
	case files != nil && inst != "" && !slices.ContainsFunc(files, func(f string) bool { return f == "-" || pathLike(f) }):
		return nil, nil // words of LeetCode's notation, split by the shell, that name files too
	case files != nil && inst != "":
		return nil, usagef("%s is a file but %s is not: give the instance as arguments or name files to read it from, not both", files[0], inst)
	case inst != "":
		return nil, nil
	case bad != nil:
		return nil, bad
	}
	return files, nil
}

// stdinHint is what a command says on stderr before it reads the input
// from a terminal: without it, it would seem to hang.
const stdinHint = "stonegame: reading numbers from standard input (Ctrl-D to end)"

// isTerminalIn reports whether r is a terminal; tests replace it.
var isTerminalIn = func(r io.Reader) bool {
	f, ok := r.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// openInput opens the input named name: standard input for "-", saying
// stdinHint first if it is a terminal, else the file. The caller calls
// done when it has read it.
func (e *Env) openInput(name string) (r io.Reader, done func(), err error) {
	if name == "-" {
		if isTerminalIn(e.Stdin) {
			fmt.Fprintln(e.Stderr, stdinHint)
		}
		return input.SkipBOM(e.Stdin), func() {}, nil
	}
	f, err := os.Open(name)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return nil, nil, fmt.Errorf("cannot read %s: %v", name, err)
	}
	return input.SkipBOM(f), func() { f.Close() }, nil
}

// inFile puts the name of the input file into err: "in.txt: line 3, item
// 2: ...". Errors of standard input ("-") and interruptions are left as
// they are; an input with nothing in it says so of the file.
func inFile(name string, err error) error {
	switch {
	case err == nil, name == "-", errors.Is(err, context.Canceled), errors.Is(err, errInterrupted), isOutputError(err):
		return err
	case errors.Is(err, input.ErrNoNumbers):
		return fmt.Errorf("%s: %w in the file", name, input.ErrNoNumbers)
	}
	return fmt.Errorf("%s: %w", name, err)
}
