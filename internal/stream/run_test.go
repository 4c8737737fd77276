package stream

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"stonegame/games"
)

// run solves stdin as `stonegame solve` would with args; see runReader.
func run(t *testing.T, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	return runReader(t, strings.NewReader(stdin), args...)
}

// runReader solves stdin, or the file that args name, with a Solver set as
// `stonegame solve` sets it for args ("solve", then --json, --line,
// --batch, --game NAME and a file name), and returns what the command
// prints: the answers, its error on stderr as "stonegame: ...", and its
// exit code (0, or 1 for an error). Without --game the game is the one
// the first case's keys name, as the command chooses it.
func runReader(t *testing.T, stdin io.Reader, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	if len(args) == 0 || args[0] != "solve" {
		t.Fatalf("runReader %v: only solve", args)
	}
	var s Solver
	var name string
	for i := 1; i < len(args); i++ {
		switch a := args[i]; a {
		case "--json":
			s.JSON = true
		case "--line":
			s.Line = true
		case "--batch":
			s.Batch = true
		case "--game":
			i++
			g, err := games.Lookup(args[i])
			if err != nil {
				t.Fatal(err)
			}
			s.Game = g
		default:
			if strings.HasPrefix(a, "-") || name != "" {
				t.Fatalf("runReader %v: %q is not one of its arguments", args, a)
			}
			name = a
		}
	}
	if name != "" {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		stdin = f
	}
	if s.Game == nil {
		r, keys, err := PeekKeys(stdin)
		if err != nil {
			t.Fatal(err)
		}
		if s.Game, err = games.ByNames(keys, games.Default); err != nil {
			t.Fatal(err)
		}
		stdin = r
	}
	var out bytes.Buffer
	s.Out = &out
	if err := s.Input(context.Background(), stdin); err != nil {
		return out.String(), fmt.Sprintf("stonegame: %v\n", err), 1
	}
	return out.String(), "", 0
}

// slowReader gives its input a few bytes at a time, with pauses.
type slowReader struct{ r io.Reader }

func (s slowReader) Read(p []byte) (int, error) {
	time.Sleep(2 * time.Millisecond)
	return s.r.Read(p[:min(len(p), 64)])
}

// fileSize sizes regular files only.
func TestFileSize(t *testing.T) {
	if got := fileSize(strings.NewReader("12345")); got != 0 {
		t.Errorf("fileSize of a strings.Reader = %d, want 0", got)
	}
	name := t.TempDir() + "/x"
	if err := os.WriteFile(name, []byte("12345"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if got := fileSize(f); got != 5 {
		t.Errorf("fileSize of a file of 5 bytes = %d, want 5", got)
	}
}
