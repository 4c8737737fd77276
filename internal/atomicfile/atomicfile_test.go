package atomicfile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"slices"
	"syscall"
	"testing"
)

// failingWriter writes half of what it is given, then fails as a full disk.
type failingWriter struct{ w io.Writer }

func (f failingWriter) Write(p []byte) (int, error) {
	n, _ := f.w.Write(p[:len(p)/2])
	return n, syscall.ENOSPC
}

// names lists the files in dir.
func names(t *testing.T, dir string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var ns []string
	for _, e := range ents {
		ns = append(ns, e.Name())
	}
	return ns
}

// Write replaces a file whole or not at all: a failing write leaves
// the old content and no temporary file; a good one keeps the old
// file's permissions.
func TestWrite(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "x.txt")
	if err := os.WriteFile(name, []byte("old\n"), 0o640); err != nil {
		t.Fatal(err)
	}
	err := Write(name, func(w io.Writer) error {
		_, err := io.WriteString(failingWriter{w}, "the new explanation\n")
		return err
	}, nil)
	if !errors.Is(err, syscall.ENOSPC) {
		t.Errorf("a failing write returns %v, want ENOSPC", err)
	}
	if b, _ := os.ReadFile(name); string(b) != "old\n" {
		t.Errorf("after a failing write the file holds %q, want the old %q", b, "old\n")
	}
	if ns := names(t, dir); !slices.Equal(ns, []string{"x.txt"}) {
		t.Errorf("after a failing write the directory holds %q, want only x.txt", ns)
	}

	err = Write(name, func(w io.Writer) error {
		_, err := io.WriteString(w, "new\n")
		return err
	}, nil)
	if err != nil {
		t.Fatal(err)
	}
	fi, err := os.Stat(name)
	if b, _ := os.ReadFile(name); err != nil || string(b) != "new\n" || fi.Mode().Perm() != 0o640 {
		t.Errorf("after a good write: %q, %v, %v; want %q, mode 0640", b, fi.Mode(), err, "new\n")
	}
	if ns := names(t, dir); !slices.Equal(ns, []string{"x.txt"}) {
		t.Errorf("after a good write the directory holds %q, want only x.txt", ns)
	}

	// Through a symbolic link, the link stays and its target is replaced.
	link := filepath.Join(dir, "link.txt")
	if err := os.Symlink("x.txt", link); err == nil {
		if err := Write(link, func(w io.Writer) error { _, err := io.WriteString(w, "linked\n"); return err }, nil); err != nil {
			t.Fatal(err)
		}
		fi, _ := os.Lstat(link)
		if b, _ := os.ReadFile(name); string(b) != "linked\n" || fi.Mode()&os.ModeSymlink == 0 {
			t.Errorf("through a link: target holds %q, link mode %v; want %q and still a link", b, fi.Mode(), "linked\n")
		}
	}

	// A device is written in place, not replaced.
	if _, err := os.Stat(os.DevNull); err == nil {
		if err := Write(os.DevNull, func(w io.Writer) error { _, err := io.WriteString(w, "x"); return err }, nil); err != nil {
			t.Errorf("writing %s: %v", os.DevNull, err)
		}
	}
}

// Create makes a new file whole, and refuses one that exists, even a
// dangling link, leaving it as it was and no temporary file.
func TestCreate(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "new.star")
	if err := Create(name, func(w io.Writer) error { _, err := io.WriteString(w, "first"); return err }, nil); err != nil {
		t.Fatal(err)
	}
	err := Create(name, func(w io.Writer) error { _, err := io.WriteString(w, "second"); return err }, nil)
	if !errors.Is(err, os.ErrExist) {
		t.Errorf("creating an existing file: got %v, want ErrExist", err)
	}
	if data, _ := os.ReadFile(name); string(data) != "first" {
		t.Errorf("the existing file holds %q, want \"first\"", data)
	}
	link := filepath.Join(dir, "link.star")
	if err := os.Symlink(filepath.Join(dir, "nowhere"), link); err != nil {
		t.Fatal(err)
	}
	if err := Create(link, func(w io.Writer) error { return nil }, nil); !errors.Is(err, os.ErrExist) {
		t.Errorf("creating over a dangling link: got %v, want ErrExist", err)
	}
	failed := filepath.Join(dir, "failed.star")
	if err := Create(failed, func(w io.Writer) error { _, err := failingWriter{w}.Write([]byte("abcd")); return err }, nil); err == nil {
		t.Error("a failing write: got no error")
	}
	if got, want := names(t, dir), []string{"link.star", "new.star"}; !slices.Equal(got, want) {
		t.Errorf("the directory holds %v, want %v: no temporary file, no half-written one", got, want)
	}
	if fi, err := os.Stat(name); err != nil || fi.Mode().Perm()&0o600 != 0o600 {
		t.Errorf("the new file: %v, %v; want it readable and writable by its owner", fi.Mode(), err)
	}
}
