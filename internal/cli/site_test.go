package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The site command's errors: its tests that write a site are the web
// package's browser tests (they compile the solver once).
func TestSiteErrors(t *testing.T) {
	notSite := t.TempDir()
	if err := os.WriteFile(filepath.Join(notSite, "index.html"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name string
		args []string
		code int
		msg  string
	}{
		{"no directory", []string{"site"}, 2, "site takes one argument, the directory to write the site into"},
		{"two directories", []string{"site", "a", "b"}, 2, "site takes one argument"},
		{"no source", []string{"site", "--src", t.TempDir(), "out"}, 1, "no source of module stonegame at or above"},
		// Refused at once, before the compile (issue 28).
		{"a folder of other files", []string{"site", notSite}, 1, "holds files (index.html...) and is not a site written by stonegame site"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, errs, code := run(t, "", c.args...)
			if code != c.code || !strings.Contains(errs, c.msg) {
				t.Errorf("got exit %d, stderr %q; want %d and %q", code, errs, c.code, c.msg)
			}
			if strings.Contains(errs, "compiling") {
				t.Errorf("stderr %q: the solver was compiled before the refusal", errs)
			}
		})
	}
	if b, err := os.ReadFile(filepath.Join(notSite, "index.html")); err != nil || string(b) != "mine" {
		t.Errorf("the refused folder's index.html: %q, %v; want it untouched", b, err)
	}
}

// TestServeHint: the hint after a site is written is a command a shell
// runs as is, whatever the folder's name (issue 28: a space split it).
func TestServeHint(t *testing.T) {
	for _, c := range []struct{ dir, want string }{
		{"public", "python3 -m http.server -d public"},
		{"my site", "python3 -m http.server -d 'my site'"},
		{"/tmp/it's", `python3 -m http.server -d '/tmp/it'\''s'`},
		{"-x", "python3 -m http.server -d ./-x"},
	} {
		if got := serveHint(c.dir); got != c.want {
			t.Errorf("serveHint(%q): got %s, want %s", c.dir, got, c.want)
		}
	}
}
