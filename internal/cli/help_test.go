package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestClosest(t *testing.T) {
	names := commandNames()
	tests := []struct{ typo, want string }{
		{"slove", "solve"}, {"sovle", "solve"}, {"solv", "solve"}, {"expalin", "explain"}, {"explian", "explain"},
		{"ply", "play"}, {"game", "games"}, {"serv", "serve"}, {"verison", "version"}, {"hlep", "help"},
		{"x", ""}, {"frobnicate", ""}, {"so", ""}, {"", ""},
		{"pla", "play"},
	}
	for _, tc := range tests {
		if got := closest(tc.typo, names); got != tc.want {
			t.Errorf("closest(%q) = %q, want %q", tc.typo, got, tc.want)
		}
	}
	// A tie suggests nothing.
	if got := closest("ab", []string{"abc", "abd"}); got != "" {
		t.Errorf("closest with a tie = %q, want none", got)
	}
}

func TestEditDistance(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"solve", "solve", 0}, {"slove", "solve", 1}, {"solv", "solve", 1}, {"", "abc", 3},
		{"kitten", "sitting", 3}, {"ca", "abc", 3},
	}
	for _, tc := range tests {
		if got := editDistance(tc.a, tc.b); got != tc.want {
			t.Errorf("editDistance(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
		if got := editDistance(tc.b, tc.a); got != tc.want {
			t.Errorf("editDistance(%q, %q) = %d, want %d", tc.b, tc.a, got, tc.want)
		}
	}
}

// Every command's help has its usage line, examples, and its flags with
// the dashes of the usage lines: --game, -o, never -game. Every flag of a
// usage line is one of the command's.
func TestCommandHelp(t *testing.T) {
	usageFlag := regexp.MustCompile(`(?:^|[ [(])(--?[a-z][a-z-]*)`)
	for _, name := range commandNames() {
		out, errs, code := run(t, "", name, "-h")
		if code != 0 || errs != "" {
			t.Errorf("%s -h: exit %d, stderr %q", name, code, errs)
			continue
		}
		c := commands[name]
		if !strings.HasPrefix(out, "usage: stonegame "+c.usage+"\n") {
			t.Errorf("%s -h does not start with its usage line:\n%s", name, out)
		}
		if len(c.examples) == 0 || !strings.Contains(out, "\nexamples:\n  stonegame "+c.examples[0].args+"\n") {
			t.Errorf("%s -h shows no examples:\n%s", name, out)
		}
		if regexp.MustCompile(`(?m)^  -[a-z][a-z]`).MatchString(out) {
			t.Errorf("%s -h shows a long flag with one dash:\n%s", name, out)
		}
		for _, sm := range usageFlag.FindAllStringSubmatch(c.usage, -1) {
			f := sm[1]
			if f == "--" {
				continue // the end of the flags, before a command
			}
			if !regexp.MustCompile(`(?m)^  ` + f + `\b`).MatchString(out) {
				t.Errorf("%s: the usage line names %s, the flags list does not:\n%s", name, f, out)
			}
		}
		for _, line := range strings.Split(out, "\n") {
			if len(line) > helpWidth && !strings.HasPrefix(line, "usage: ") {
				t.Errorf("%s -h: a line of %d columns, over %d: %q", name, len(line), helpWidth, line)
			}
		}
	}
}

// The examples of the help work as shown: those of the commands that end
// by themselves exit 0 (play and serve are interactive).
func TestHelpExamples(t *testing.T) {
	examples, err := filepath.Abs("../../examples")
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(t.TempDir()) // explain -o writes a file
	if err := writeFileString("rows.txt", "1 5 233 7\n3 9 1\n"); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(examples, "examples"); err != nil { // the rules files of the examples
		t.Fatal(err)
	}
	for _, name := range commandNames() {
		if name == "play" || name == "serve" || name == "check" || name == "site" {
			continue // interactive, a server, a user's solution, a compiler: their tests run them
		}
		for _, ex := range commands[name].examples {
			stdin, args := parseCommand(t, "stonegame "+ex.args)
			_, errs, code := run(t, stdin, args...)
			if code != 0 {
				t.Errorf("stonegame %s: exit %d, stderr %q", ex.args, code, errs)
			}
		}
	}
}

func writeFileString(name, data string) error { return os.WriteFile(name, []byte(data), 0o644) }
