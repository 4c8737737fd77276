package check

import (
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"stonegame/game"
	"stonegame/internal/atomicfile"
	"stonegame/internal/input"
)

// A Corpus is where check keeps a game's failing cases, so that they run
// first the next time, as Hypothesis keeps its database: a directory of
// files, one case each, in LeetCode's test-case form (paste one into
// LeetCode's Custom Testcase box, or give it to stonegame solve), named
// by a hash of the case. A case that passes again stays, as a regression
// test, until it is pruned.
type Corpus struct {
	Dir string
	// Cleanups, if set, is where a save registers the removal of its
	// temporary file while it writes (see [atomicfile.Write]).
	Cleanups atomicfile.Cleanups
}

// DefaultCorpus is the corpus of g when none is named: the directory
// .stonegame-check/GAME under dir, GAME being g's name with every
// character but letters, digits, '.', '_' and '-' made a '-'.
func DefaultCorpus(dir string, g *game.Spec) string {
	name := strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("._-", r) {
			return r
		}
		return '-'
	}, g.Name)
	if strings.Trim(name, ".") == "" {
		name = "game"
	}
	return filepath.Join(dir, ".stonegame-check", name)
}

// Saved is a case of a corpus.
type Saved struct {
	File string // its path
	Case Case
}

// Unreadable is a file of a corpus that holds no case of the game: it
// does not parse, or breaks the game's constraints (the game changed).
type Unreadable struct {
	File string
	Err  error
}

func (u Unreadable) Error() string { return u.File + ": " + u.Err.Error() }

// Load reads every case of the corpus (its *.txt files, in name order),
// solved for g; a corpus that does not exist yet is empty. The files that
// hold no valid case of g are returned apart, to be reported and not run.
// It costs a solve per case.
func (c *Corpus) Load(g *game.Spec) ([]Saved, []Unreadable, error) {
	names, err := filepath.Glob(filepath.Join(c.Dir, "*.txt"))
	if err != nil {
		return nil, nil, err
	}
	slices.Sort(names)
	var saved []Saved
	var bad []Unreadable
	for _, name := range names {
		data, err := os.ReadFile(name)
		if errors.Is(err, fs.ErrNotExist) {
			continue // removed meanwhile
		}
		if err != nil {
			return nil, nil, err
		}
		args, err := ReadCase(g, data)
		if err == nil {
			err = valid(g, args, 0)
		}
		var want game.Answer
		if err == nil {
			want, err = expected(g, args)
		}
		if err != nil {
			bad = append(bad, Unreadable{name, err})
			continue
		}
		saved = append(saved, Saved{File: name, Case: Case{Args: args, Expected: want}})
	}
	return saved, bad, nil
}

// ReadCase reads one case of g in any form the reader takes: LeetCode's
// test-case form, its notation, JSON.
func ReadCase(g *game.Spec, data []byte) (game.Args, error) {
	c, err := input.NewReader(input.NewBytes(data), input.ShapeOf(g.Params), false).One()
	if err != nil {
		return nil, err
	}
	return c.Args, nil
}

// File returns the path a case has in the corpus: its hash, in hex, and
// ".txt".
func (c *Corpus) File(g *game.Spec, args game.Args) string {
	h := fnv.New64a()
	h.Write(AppendCase(nil, g, args))
	return filepath.Join(c.Dir, fmt.Sprintf("%016x.txt", h.Sum64()))
}

// Save writes a case to the corpus, making its directory if need be, and
// returns its path; a case already there is left as it is. The write is
// atomic: the file holds the whole case or does not exist.
func (c *Corpus) Save(g *game.Spec, args game.Args) (string, error) {
	name := c.File(g, args)
	if _, err := os.Stat(name); err == nil {
		return name, nil
	}
	if err := os.MkdirAll(c.Dir, 0o755); err != nil {
		return "", err
	}
	err := atomicfile.Write(name, func(w io.Writer) error {
		_, err := w.Write(AppendCase(nil, g, args))
		return err
	}, c.Cleanups)
	return name, err
}

// Remove removes a file of the corpus; one already gone is no error.
func (c *Corpus) Remove(file string) error {
	if err := os.Remove(file); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}
