package site

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"stonegame/internal/interrupt"
)

// fakeFill writes a small site (index.html, static/app.js) into tmp, as
// fill writes the real one without its compile.
func fakeFill(tmp string) ([]string, error) {
	if err := os.MkdirAll(filepath.Join(tmp, "static"), 0o755); err != nil {
		return nil, err
	}
	for name, body := range map[string]string{"index.html": "new page", "static/app.js": "new js"} {
		if err := os.WriteFile(filepath.Join(tmp, filepath.FromSlash(name)), []byte(body), 0o644); err != nil {
			return nil, err
		}
	}
	return []string{"index.html", "static/app.js"}, nil
}

func writeFile(t *testing.T, path, body string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// verifySite checks that dir is a real folder holding the fake site and
// its marker, and that its parent holds no temporary folder.
func verifySite(t *testing.T, dir string) {
	t.Helper()
	fi, err := os.Lstat(dir)
	if err != nil || !fi.IsDir() {
		t.Fatalf("%s: %v, %v; want a folder", dir, fi, err)
	}
	if got := readFile(t, filepath.Join(dir, "index.html")); got != "new page" {
		t.Errorf("index.html: got %q, want the new page", got)
	}
	if got := readFile(t, filepath.Join(dir, Marker)); !strings.Contains(got, "static/app.js") {
		t.Errorf("%s: got %q, want the list of files", Marker, got)
	}
	noTemp(t, filepath.Dir(dir))
}

// noTemp checks that parent holds no folder a write left behind.
func noTemp(t *testing.T, parent string) {
	t.Helper()
	entries, err := os.ReadDir(parent)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if strings.Contains(e.Name(), ".stonegame-") {
			t.Errorf("%s left behind in %s", e.Name(), parent)
		}
	}
}

// TestPlaceWhere: a new, an empty and a site folder are written; a site's
// old files are gone; a folder of other files is refused before fill runs,
// and replaced only with force.
func TestPlaceWhere(t *testing.T) {
	ctx := context.Background()
	root := t.TempDir()

	newDir := filepath.Join(root, "a", "new")
	if _, err := place(ctx, newDir, Options{}, fakeFill); err != nil {
		t.Fatalf("a new folder: %v", err)
	}
	verifySite(t, newDir)

	// Written again: the site is replaced whole, a file added since is gone.
	writeFile(t, filepath.Join(newDir, "stale.txt"), "x")
	if _, err := place(ctx, newDir, Options{}, fakeFill); err != nil {
		t.Fatalf("a site written before: %v", err)
	}
	verifySite(t, newDir)
	if _, err := os.Stat(filepath.Join(newDir, "stale.txt")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("stale.txt: %v, want it gone with the old site", err)
	}

	empty := filepath.Join(root, "empty")
	if err := os.Mkdir(empty, 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := place(ctx, empty, Options{}, fakeFill); err != nil {
		t.Fatalf("an empty folder: %v", err)
	}
	verifySite(t, empty)

	other := filepath.Join(root, "other")
	writeFile(t, filepath.Join(other, "index.html"), "my own page")
	called := false
	_, err := place(ctx, other, Options{}, func(tmp string) ([]string, error) { called = true; return fakeFill(tmp) })
	if !errors.Is(err, ErrNotSite) || !strings.Contains(err.Error(), "holds files (index.html...)") || !strings.Contains(err.Error(), "--force") {
		t.Errorf("a folder of other files: got %v, want ErrNotSite naming a file and --force", err)
	}
	if called {
		t.Errorf("a folder of other files: fill ran (the solver would compile before the refusal)")
	}
	if err := Check(other); !errors.Is(err, ErrNotSite) {
		t.Errorf("Check of a folder of other files: got %v, want ErrNotSite", err)
	}
	if got := readFile(t, filepath.Join(other, "index.html")); got != "my own page" {
		t.Errorf("refused folder's index.html: got %q, want it untouched", got)
	}
	noTemp(t, root)
	if _, err := place(ctx, other, Options{Force: true}, fakeFill); err != nil {
		t.Fatalf("a folder of other files, forced: %v", err)
	}
	verifySite(t, other)

	file := filepath.Join(root, "file")
	writeFile(t, file, "a file")
	if _, err := place(ctx, file, Options{}, fakeFill); !errors.Is(err, ErrNotSite) || !strings.Contains(err.Error(), "is a file") {
		t.Errorf("a file: got %v, want ErrNotSite saying it is a file", err)
	}
}

// TestPlaceNoSymlinks (issue 28): links in an old site, or at dir itself,
// are never written through: what they point at is untouched.
func TestPlaceNoSymlinks(t *testing.T) {
	ctx := context.Background()
	root := t.TempDir()
	outside := filepath.Join(root, "outside")
	writeFile(t, filepath.Join(outside, "x.html"), "outside page")

	// A site written before, into which links were planted since.
	dir := filepath.Join(root, "site")
	if _, err := place(ctx, dir, Options{}, fakeFill); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{"index.html", "static"} {
		if err := os.RemoveAll(filepath.Join(dir, p)); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(filepath.Join("..", "outside", "x.html"), filepath.Join(dir, "index.html")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(outside, filepath.Join(dir, "static")); err != nil {
		t.Fatal(err)
	}
	if _, err := place(ctx, dir, Options{}, fakeFill); err != nil {
		t.Fatalf("a site with links: %v", err)
	}
	verifySite(t, dir)
	if got := readFile(t, filepath.Join(outside, "x.html")); got != "outside page" {
		t.Errorf("the target of index.html: got %q, want it untouched", got)
	}
	if entries, _ := os.ReadDir(outside); len(entries) != 1 {
		t.Errorf("the target of static/ holds %d entries, want only x.html", len(entries))
	}

	// dir itself a link to a folder: refused; forced, the link is replaced.
	link := filepath.Join(root, "link")
	if err := os.Symlink(outside, link); err != nil {
		t.Fatal(err)
	}
	if _, err := place(ctx, link, Options{}, fakeFill); !errors.Is(err, ErrNotSite) || !strings.Contains(err.Error(), "symbolic link") {
		t.Errorf("a link: got %v, want ErrNotSite saying it is a link", err)
	}
	if _, err := place(ctx, link, Options{Force: true}, fakeFill); err != nil {
		t.Fatalf("a link, forced: %v", err)
	}
	verifySite(t, link)
	if entries, _ := os.ReadDir(outside); len(entries) != 1 {
		t.Errorf("the target of the link holds %d entries, want only x.html", len(entries))
	}
}

// TestPlaceInterrupted: a cancel (Ctrl-C) or an error while the site is
// built leaves the old site as it was, or none, and no temporary folder.
func TestPlaceInterrupted(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "site")
	if _, err := place(context.Background(), dir, Options{}, fakeFill); err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(dir, "index.html"), "old page")
	fresh := filepath.Join(root, "fresh")
	for _, d := range []string{dir, fresh} {
		ctx, cancel := context.WithCancel(context.Background())
		_, err := place(ctx, d, Options{}, func(tmp string) ([]string, error) {
			names, err := fakeFill(tmp)
			cancel() // Ctrl-C after half the files, during the compile
			return names, err
		})
		if !errors.Is(err, context.Canceled) {
			t.Errorf("%s, cancelled: got %v, want context.Canceled", d, err)
		}
		_, err = place(context.Background(), d, Options{}, func(tmp string) ([]string, error) {
			return nil, errors.New("the compile failed")
		})
		if err == nil || err.Error() != "the compile failed" {
			t.Errorf("%s, failed: got %v, want the fill's error", d, err)
		}
		noTemp(t, root)
	}
	if got := readFile(t, filepath.Join(dir, "index.html")); got != "old page" {
		t.Errorf("after the cancel: index.html is %q, want the old page", got)
	}
	if _, err := os.Lstat(fresh); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("a new folder after the cancel: %v, want none", err)
	}
}

// TestPlaceGivenUp: when the command is given up on (Ctrl-C: the CLI runs
// its cleanups and exits while the compile still runs), the cleanups
// remove the temporary folder at once, and the write that goes on later
// puts nothing in place (issue 28: a site without stonegame.wasm).
func TestPlaceGivenUp(t *testing.T) {
	root := t.TempDir()
	dir := filepath.Join(root, "site")
	if _, err := place(context.Background(), dir, Options{}, fakeFill); err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(dir, "index.html"), "old page")
	var c interrupt.Cleanups
	_, err := place(context.Background(), dir, Options{Cleanups: &c}, func(tmp string) ([]string, error) {
		names, err := fakeFill(tmp)
		c.Run() // given up on, mid-compile
		noTemp(t, root)
		return names, err
	})
	if !errors.Is(err, ErrGivenUp) {
		t.Errorf("got %v, want ErrGivenUp", err)
	}
	if got := readFile(t, filepath.Join(dir, "index.html")); got != "old page" {
		t.Errorf("index.html is %q, want the old page", got)
	}
	noTemp(t, root)
}
