// Package atomicfile writes a file whole or not at all: the new content
// goes to a temporary file in the same directory, which is then renamed
// over the file, so that the file holds either its old content or the
// whole new one, never a part (on a full disk, say, or when the program
// is interrupted).
package atomicfile

import (
	"errors"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
)

// Cleanups is where [Write] registers the removal of its temporary file
// while the file exists, to be run if the program gives up on the write
// (an interrupt); Add returns the function that unregisters it.
// *interrupt.Cleanups is one.
type Cleanups interface {
	Add(cleanup func()) (remove func())
}

// Write writes the file name with write, atomically: write writes to a
// new temporary file in the same directory (".NAME-" and a random suffix),
// which is then synced and renamed over name. On any error the temporary
// file is removed and name is untouched; if c is not nil, the removal is
// also registered with c while the temporary file exists.
//
// The new file keeps the permissions of the file it replaces, or has 0644
// less the umask, as os.WriteFile gives it. A symbolic link is followed: its
// target is replaced. A name that exists but is not a regular file
// (/dev/stdout, a named pipe) is written in place, as os.WriteFile would;
// so is a file in a directory where no new file may be made.
func Write(name string, write func(io.Writer) error, c Cleanups) (err error) {
	target := name
	if fi, err := os.Lstat(name); err == nil && fi.Mode()&fs.ModeSymlink != 0 {
		target, err = filepath.EvalSymlinks(name)
		if errors.Is(err, fs.ErrNotExist) {
			return writeInPlace(name, write) // a dangling link: its target is made
		}
		if err != nil {
			return err
		}
	}
	fi, err := os.Stat(target)
	switch {
	case err == nil && !fi.Mode().IsRegular():
		return writeInPlace(target, write)
	case errors.Is(err, fs.ErrNotExist):
		fi = nil
	case err != nil:
		return err
	}
	perm := fs.FileMode(0o644) // less the umask, for a new file
	if fi != nil {
		perm = fi.Mode().Perm()
	}
	f, err := createTemp(filepath.Dir(target), "."+filepath.Base(target)+"-", perm)
	if errors.Is(err, fs.ErrPermission) && fi != nil {
		return writeInPlace(target, write) // a file we may write, in a directory we may not
	}
	if err != nil {
		return err
	}
	defer discard(f, c)()
	if fi != nil {
		if err := f.Chmod(perm); err != nil { // exactly the old file's, whatever the umask
			return err
		}
	}
	if err := fill(f, write); err != nil {
		return err
	}
	if err := os.Rename(f.Name(), target); err != nil {
		var le *os.LinkError
		if errors.As(err, &le) {
			err = le.Err
		}
		return &fs.PathError{Op: "rename", Path: target, Err: err}
	}
	return nil
}

// discard registers the temporary file f with c (nil: none) and returns
// what ends it: it closes f and removes it, unless it was renamed away
// (then there is nothing left to remove), and drops it from c.
func discard(f *os.File, c Cleanups) (end func()) {
	tmp := f.Name()
	remove := func() {}
	if c != nil {
		remove = c.Add(func() { os.Remove(tmp) })
	}
	return func() {
		remove()
		f.Close()
		os.Remove(tmp)
	}
}

// fill writes the temporary file f whole: write, then a sync (a full disk
// may only tell there), then the close.
func fill(f *os.File, write func(io.Writer) error) error {
	if err := write(f); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	return f.Close()
}

// createTemp creates a new file in dir named prefix and a random suffix,
// as os.CreateTemp does, but with perm less the umask (os.CreateTemp
// makes 0600).
func createTemp(dir, prefix string, perm fs.FileMode) (*os.File, error) {
	for try := 0; ; try++ {
		name := filepath.Join(dir, prefix+strconv.FormatUint(rand.Uint64(), 36))
		f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE|os.O_EXCL, perm)
		if !errors.Is(err, fs.ErrExist) || try == 100 {
			return f, err
		}
	}
}

// writeInPlace is os.WriteFile with write.
func writeInPlace(name string, write func(io.Writer) error) error {
	f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	err = write(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// Create is [Write] for a file that must not exist yet: it writes name
// whole or not at all, and returns an error that wraps fs.ErrExist,
// leaving the file untouched, when name exists (a dangling symbolic link
// included). The synced temporary file is linked to name, which fails if
// name exists even when another process makes it in the meantime, then
// removed. Where the file system has no hard links, name is created with
// O_EXCL and written in place: not atomic, never over another file.
func Create(name string, write func(io.Writer) error, c Cleanups) (err error) {
	if _, err := os.Lstat(name); err == nil {
		return &fs.PathError{Op: "create", Path: name, Err: fs.ErrExist}
	}
	f, err := createTemp(filepath.Dir(name), "."+filepath.Base(name)+"-", 0o644)
	if err != nil {
		return err
	}
	defer discard(f, c)()
	if err := fill(f, write); err != nil {
		return err
	}
	switch err := os.Link(f.Name(), name); {
	case err == nil:
		return nil
	case errors.Is(err, fs.ErrExist):
		return &fs.PathError{Op: "create", Path: name, Err: fs.ErrExist}
	}
	return createInPlace(name, write) // no hard links here (EPERM on vfat, EXDEV...)
}

// createInPlace writes a new file name with write, failing if it exists.
func createInPlace(name string, write func(io.Writer) error) error {
	f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	err = write(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(name)
	}
	return err
}
