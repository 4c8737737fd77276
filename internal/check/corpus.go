package check

import (
	"bytes"
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
// does not parse, or breaks the game's constraints (the game changed), or
// is no case file at all: larger than [MaxCaseFile], or not a regular
// file (a directory, a named pipe, a link), which is not read.
type Unreadable struct {
	File string
	Err  error
	// Kept is set for what is not a regular file: --prune leaves it, as
	// it is nothing check wrote.
	Kept bool
}

func (u Unreadable) Error() string { return u.File + ": " + u.Err.Error() }

// MaxCaseFile is the largest file Load reads as a case: 8 MiB, past the
// largest case check draws (LeetCode's bounds: 10^5 integers of up to 11
// characters, about 1.2 MB), far below what would hold the run up (a
// 1 GB file was read whole: 1 GB of memory and 25 s).
const MaxCaseFile = 8 << 20

// Load reads every case of the corpus (its *.txt files, in name order),
// solved for g; a corpus that does not exist yet is empty. The files that
// hold no valid case of g are returned apart, to be reported and not run;
// so are those that are not regular files or are larger than
// [MaxCaseFile], which are not read (a named pipe would block). A UTF-8
// byte order mark at the start of a file is skipped, as solve skips it.
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
		data, skip, err := readCaseFile(name)
		if errors.Is(err, fs.ErrNotExist) {
			continue // removed meanwhile
		}
		if skip != nil {
			bad = append(bad, *skip)
			continue
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
			bad = append(bad, Unreadable{File: name, Err: err})
			continue
		}
		saved = append(saved, Saved{File: name, Case: Case{Args: args, Expected: want}})
	}
	return saved, bad, nil
}

// readCaseFile reads the corpus file name, unless it is not a regular
// file or is larger than MaxCaseFile: then skip says why, and nothing is
// read (a named pipe is not opened).
func readCaseFile(name string) (data []byte, skip *Unreadable, err error) {
	fi, err := os.Lstat(name)
	if err != nil {
		return nil, nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, &Unreadable{File: name, Err: fmt.Errorf("not a regular file (%s): not read", fileKind(fi.Mode())), Kept: true}, nil
	}
	if fi.Size() > MaxCaseFile {
		return nil, &Unreadable{File: name, Err: fmt.Errorf("%s, larger than a saved case can be (%d MiB): not read", sizeWords(fi.Size()), MaxCaseFile>>20)}, nil
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, nil, err
	}
	defer f.Close()
	data, err = io.ReadAll(io.LimitReader(f, MaxCaseFile+1)) // it may have grown since
	if err != nil {
		return nil, nil, err
	}
	if len(data) > MaxCaseFile {
		return nil, &Unreadable{File: name, Err: fmt.Errorf("larger than a saved case can be (%d MiB): not read", MaxCaseFile>>20)}, nil
	}
	return data, nil, nil
}

// fileKind names the kind of a file that is not a regular one.
func fileKind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeDevice != 0:
		return "a device"
	}
	return "a special file"
}

// sizeWords writes a size in bytes for a message: "1.0 GB", "9.5 MB".
func sizeWords(n int64) string {
	switch {
	case n >= 1e9:
		return fmt.Sprintf("%.1f GB", float64(n)/1e9)
	case n >= 1e6:
		return fmt.Sprintf("%.1f MB", float64(n)/1e6)
	}
	return fmt.Sprintf("%d bytes", n)
}

// ReadCase reads one case of g in any form the reader takes: LeetCode's
// test-case form, its notation, JSON. A UTF-8 byte order mark at its start
// is skipped.
func ReadCase(g *game.Spec, data []byte) (game.Args, error) {
	data = bytes.TrimPrefix(data, []byte("\xEF\xBB\xBF"))
	c, err := input.NewReader(input.NewBytes(data), input.Shape(g.Params), false).One()
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
