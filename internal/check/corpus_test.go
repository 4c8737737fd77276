package check

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"stonegame/game"
)

// TestCorpusOddFiles (issue 28): what is not a regular file of a sane
// size in a corpus is skipped with a reason, not read: a named pipe (it
// hung check), a directory (it aborted the run), a link, a 1 GB file (it
// was read whole); a saved case with a byte order mark is read, as solve
// reads it; --prune removes the garbage, naming it and why, and leaves
// what check did not write.
func TestCorpusOddFiles(t *testing.T) {
	g := lookup(t, "predict-the-winner")
	dir := filepath.Join(t.TempDir(), "cases")
	if err := os.MkdirAll(filepath.Join(dir, "dir.txt"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := mkfifo(filepath.Join(dir, "fifo.txt")); err != nil {
		t.Skipf("no named pipe here: %v", err)
	}
	big, err := os.Create(filepath.Join(dir, "big.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if err := big.Truncate(1 << 30); err != nil { // sparse: no 1 GB on disk
		t.Fatal(err)
	}
	big.Close()
	if err := os.WriteFile(filepath.Join(dir, "bom.txt"), []byte("\xEF\xBB\xBF[1,5,2]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("bom.txt", filepath.Join(dir, "link.txt")); err != nil {
		t.Fatal(err)
	}
	c := &Corpus{Dir: dir}
	done := make(chan struct{})
	var saved []Saved
	var bad []Unreadable
	go func() {
		defer close(done)
		saved, bad, err = c.Load(g)
	}()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		t.Fatal("Load still runs after 30 s (a named pipe opened?)")
	}
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	if len(saved) != 1 || filepath.Base(saved[0].File) != "bom.txt" || !saved[0].Case.Args.Equal(mustRead(t, g, "[1,5,2]")) {
		t.Errorf("saved: got %+v, want bom.txt's case [1,5,2]", saved)
	}
	want := map[string]string{
		"big.txt":  "1.1 GB, larger than a saved case can be (8 MiB): not read",
		"dir.txt":  "not a regular file (a directory): not read",
		"fifo.txt": "not a regular file (a named pipe): not read",
		"link.txt": "not a regular file (a symbolic link): not read",
	}
	if len(bad) != len(want) {
		t.Errorf("skipped %v, want %d files", bad, len(want))
	}
	for _, u := range bad {
		if w := want[filepath.Base(u.File)]; u.Err == nil || u.Err.Error() != w {
			t.Errorf("%s: got %v, want %q", u.File, u.Err, w)
		}
		if u.Kept != (filepath.Base(u.File) != "big.txt") {
			t.Errorf("%s: Kept %v", u.File, u.Kept)
		}
	}

	prog := fakeProgram(t, "predict-the-winner", "right")
	rep, err := Run(context.Background(), Config{Game: g, Program: prog, Cases: 5, Seed: 1, MaxN: 4, Jobs: 1, Corpus: c, Prune: true})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Removed) != 1 || filepath.Base(rep.Removed[0].File) != "big.txt" || !strings.Contains(rep.Removed[0].Err.Error(), "larger than a saved case") {
		t.Errorf("removed %v, want big.txt with why", rep.Removed)
	}
	if len(rep.Pruned) != 1 || filepath.Base(rep.Pruned[0]) != "bom.txt" {
		t.Errorf("pruned %v, want bom.txt, which passes", rep.Pruned)
	}
	for _, name := range []string{"dir.txt", "fifo.txt", "link.txt"} {
		if _, err := os.Lstat(filepath.Join(dir, name)); err != nil {
			t.Errorf("%s: %v, want it left by --prune", name, err)
		}
	}
}

func mustRead(t *testing.T, g *game.Spec, s string) game.Args {
	t.Helper()
	args, err := ReadCase(g, []byte(s))
	if err != nil {
		t.Fatal(err)
	}
	return args
}
