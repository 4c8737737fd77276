package games

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"

	"stonegame/game"
	"stonegame/games/rules"
)

// Rules files. A game may also be read at run time from a rules file, a
// short Starlark program (package stonegame/games/rules has the contract):
// wherever a command takes a game's name it takes the path of such a file
// ([Open]), and the web API takes the file's source ([Load]). The game is
// a [game.Spec] like any other; it is not added to the registry.

// Limits bound what solving one instance of a rules file may take: the
// positions it reaches, the Starlark steps of one call of the file's
// functions, the time and the memory of the solved graph. A zero field
// takes its default ([DefaultLimits]); every limit, when hit, stops the
// work with an error that names it (see [LimitOf]).
type Limits = rules.Limits

// DefaultLimits are the limits a zero field of [Limits] stands for. Time
// has none but the context's.
var DefaultLimits = Limits{Positions: rules.DefaultPositions, Steps: rules.DefaultSteps, Memory: rules.DefaultMemory}

// MaxFile is the largest rules file [Open] reads, 16 MiB: a rules file is
// a program of a few dozen lines, and a larger file was named by mistake.
const MaxFile = 16 << 20

// ErrUnknown is wrapped by the error for a name that is no game's.
var ErrUnknown = errors.New("unknown game")

// IsFile reports whether name is the path of a rules file rather than a
// game's name: it ends in ".star" or holds a path separator
// ("flip.star", "./flip", "examples/rules/flip.star").
func IsFile(name string) bool {
	return strings.HasSuffix(name, ".star") || strings.ContainsRune(name, '/') || strings.ContainsRune(name, os.PathSeparator)
}

// Open returns the game that name selects on a command line: a game of the
// registry by its name or alias ([Lookup]), or, when name is a path
// ([IsFile]), the game of the rules file there, read (at most [MaxFile]
// bytes, a regular file) and loaded within lim ([Load]), with name as the
// file's name in its errors ("flip.star:7:12: msg"). Loading runs the file
// and solves its examples, so a command opens its game once. An unknown
// name is an error that wraps [ErrUnknown]; a file that cannot be read
// or loaded, one that says why.
func Open(ctx context.Context, name string, lim Limits) (*game.Spec, error) {
	if !IsFile(name) {
		g, err := Lookup(name)
		if err != nil {
			return nil, fmt.Errorf("%w, or the path of a rules file (./my-game.star)", err)
		}
		return g, nil
	}
	src, err := readFile(name)
	if err != nil {
		return nil, err
	}
	return Load(ctx, name, src, lim)
}

// readFile reads a rules file: a regular file of at most MaxFile bytes.
func readFile(name string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, fmt.Errorf("cannot read the rules file %s: %v", name, pathErr(err))
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("cannot read the rules file %s: %v", name, pathErr(err))
	}
	if !fi.Mode().IsRegular() {
		what := "not a regular file"
		if fi.IsDir() {
			what = "a directory"
		}
		return nil, fmt.Errorf("cannot read the rules file %s: it is %s", name, what)
	}
	src, err := io.ReadAll(io.LimitReader(f, MaxFile+1))
	if err != nil {
		return nil, fmt.Errorf("cannot read the rules file %s: %v", name, pathErr(err))
	}
	if len(src) > MaxFile {
		return nil, fmt.Errorf("the rules file %s is larger than %d MiB: is it a rules file?", name, MaxFile>>20)
	}
	return src, nil
}

func pathErr(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// Load returns the game of a rules file's source, src, named filename in
// its errors: the file is run and its examples solved within lim,
// stopping when ctx is done. Its errors read "file:line:col: msg" where
// the file has a place to point at. The game is not registered: the
// caller keeps it.
func Load(ctx context.Context, filename string, src []byte, lim Limits) (*game.Spec, error) {
	return rules.Load(ctx, filename, src, lim)
}

// LimitOf returns the limit of [Limits] that err says was hit, in lower
// case ("positions", "steps", "time" or "memory"), or "" when err is not
// a limit's: a front end that lets the user raise the limits says how.
func LimitOf(err error) string {
	var e *rules.Error
	if errors.As(err, &e) {
		return e.Limit()
	}
	return ""
}

// Template returns a commented rules file for a new game named name, to
// start from (`stonegame new NAME`): a small game that loads and solves
// as it is, with every optional global and function shown, commented
// out. name should be a valid game name (lowercase letters, digits and
// single '-'); [Load] says so otherwise.
func Template(name string) []byte { return rules.Template(name) }
