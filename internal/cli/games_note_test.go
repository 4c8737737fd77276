package cli

import (
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestGamesExampleNote (issue 28): games FILE, for a rules file without
// examples, solves the smallest instance to show its answer, saying so on
// a terminal stderr while it works and erasing the note after; not on a
// pipe, and never for a file whose examples were solved when it loaded.
func TestGamesExampleNote(t *testing.T) {
	defer func(d time.Duration, f func(io.Writer) bool) { progressDelay, isTerminal = d, f }(progressDelay, isTerminal)
	progressDelay = 0
	dir := t.TempDir()
	src := "name = \"slow\"\nparams = [param(\"n\", \"integer\", min = 2, max = 9)]\ndef start(n):\n    return n\n" +
		"def moves(state):\n    x = 0\n    for i in range(10):\n        x += i\n    return [(\"take\", state - 1)] if state > 0 else []\n"
	file := filepath.Join(dir, "slow.star")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	withEx := filepath.Join(dir, "ex.star")
	if err := os.WriteFile(withEx, []byte(strings.Replace(src, "def start", "examples = [{\"n\": 3}]\ndef start", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, file string
		term, note bool
	}{
		{"terminal", file, true, true},
		{"pipe", file, false, false},
		{"examples given", withEx, true, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			isTerminal = func(w io.Writer) bool { return c.term && w == &errb }
			code := Main(context.Background(), []string{"games", c.file}, strings.NewReader(""), &out, &errb)
			if code != 0 || !strings.Contains(out.String(), "  examples:\n    n = ") {
				t.Fatalf("exit %d, stdout %q, stderr %q", code, out.String(), errb.String())
			}
			note := strings.Contains(errb.String(), "stonegame: solving the example of slow, n = 2, within the limits")
			if note != c.note {
				t.Errorf("note shown: %v, want %v (stderr %q)", note, c.note, errb.String())
			}
			if c.note && !strings.HasSuffix(errb.String(), "\r\x1b[K") {
				t.Errorf("stderr %q: want the note erased at the end", errb.String())
			}
			if strings.Contains(out.String(), "\x1b") {
				t.Errorf("stdout %q has terminal codes", out.String())
			}
		})
	}
}
