package cli

import (
	"os"
	"strings"
	"testing"
)

// TestREADME runs every command shown in a ```console block of the README
// and compares its output with the output shown: the README stays true.
// A command is a line "$ stonegame ..." or "$ go run ./cmd/stonegame ...",
// optionally fed by "printf '...' |"; its output is every line up to the
// next command or the end of the block (stdout, then stderr).
func TestREADME(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, ex := range consoleExamples(string(data)) {
		n++
		t.Run(ex.cmd, func(t *testing.T) {
			stdin, args := parseCommand(t, ex.cmd)
			out, errs, _ := run(t, stdin, args...)
			if got := out + errs; got != ex.want {
				t.Errorf("README shows:\n%s\nbut the command prints:\n%s", ex.want, got)
			}
		})
	}
	if n < 5 {
		t.Fatalf("found %d examples in the README; the parser is broken", n)
	}
}

type example struct{ cmd, want string }

func consoleExamples(md string) []example {
	var exs []example
	in := false
	for _, line := range strings.Split(md, "\n") {
		switch {
		case line == "```console":
			in = true
		case in && line == "```":
			in = false
		case in && strings.HasPrefix(line, "$ "):
			exs = append(exs, example{cmd: line[2:]})
		case in && len(exs) > 0:
			exs[len(exs)-1].want += line + "\n"
		}
	}
	return exs
}

// parseCommand splits a shown command into standard input and arguments.
func parseCommand(t *testing.T, cmd string) (stdin string, args []string) {
	t.Helper()
	if rest, ok := strings.CutPrefix(cmd, "printf "); ok {
		lit, after, ok := strings.Cut(rest, " | ")
		if !ok {
			t.Fatalf("cannot read %q", cmd)
		}
		stdin = strings.ReplaceAll(unquote(t, lit), `\n`, "\n")
		cmd = after
	}
	words := shellWords(t, cmd)
	switch {
	case len(words) > 2 && words[0] == "go" && words[1] == "run" && words[2] == "./cmd/stonegame":
		return stdin, words[3:]
	case len(words) > 0 && words[0] == "stonegame":
		return stdin, words[1:]
	}
	t.Fatalf("not a stonegame command: %q", cmd)
	return "", nil
}

func unquote(t *testing.T, s string) string {
	if len(s) < 2 || s[0] != '\'' || s[len(s)-1] != '\'' {
		t.Fatalf("expected a single-quoted string: %s", s)
	}
	return s[1 : len(s)-1]
}

// shellWords splits on spaces, keeping single-quoted words whole.
func shellWords(t *testing.T, s string) []string {
	var words []string
	var cur strings.Builder
	quoted, inWord := false, false
	for _, r := range s {
		switch {
		case r == '\'':
			quoted, inWord = !quoted, true
		case r == ' ' && !quoted:
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	if quoted {
		t.Fatalf("unclosed quote in %q", s)
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words
}
