package cli

import (
	"strings"
	"testing"
)

// The site command's errors: its tests that write a site are the web
// package's browser tests (they compile the solver once).
func TestSiteErrors(t *testing.T) {
	for _, c := range []struct {
		name string
		args []string
		code int
		msg  string
	}{
		{"no directory", []string{"site"}, 2, "site takes one argument, the directory to write the site into"},
		{"two directories", []string{"site", "a", "b"}, 2, "site takes one argument"},
		{"no source", []string{"site", "--src", t.TempDir(), "out"}, 1, "no source of module stonegame at or above"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, errs, code := run(t, "", c.args...)
			if code != c.code || !strings.Contains(errs, c.msg) {
				t.Errorf("got exit %d, stderr %q; want %d and %q", code, errs, c.code, c.msg)
			}
		})
	}
}
