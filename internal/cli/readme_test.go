package cli

import (
	"flag"
	"fmt"
	"math/bits"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"stonegame/game"
	"stonegame/games"
	"stonegame/internal/web"
)

// TestREADME runs every command shown in a ```console block of the README
// and compares its output with the output shown: the README stays true.
// A command is a line "$ stonegame ..." or "$ go run ./cmd/stonegame ...",
// optionally fed by "printf '...' |"; its output is every line up to the
// next command or the end of the block (stdout, then stderr). A line
// "$ curl ..." is a request to the web app's API (see [curl]).
//
// A line "$ cat FILE" shows a file of the repository, byte for byte (a
// rules file of examples/rules). The commands run in the repository's
// root, as a reader runs them.
//
// With -update (go test ./internal/cli -run TestREADME -update) it writes
// what the commands print into the README instead: review the diff.
func TestREADME(t *testing.T) {
	t.Chdir("../..")
	data, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	got := map[string]string{}
	// check's commands run in one directory, in order: a case the one
	// saves to its corpus (.stonegame-check) is replayed by the next.
	// The rules files of examples/ are there too, by the same path.
	checkDir := t.TempDir()
	if root, err := os.Getwd(); err != nil {
		t.Fatal(err)
	} else if err := os.Symlink(filepath.Join(root, "examples"), filepath.Join(checkDir, "examples")); err != nil {
		t.Fatal(err)
	}
	for _, ex := range consoleExamples(string(data)) {
		n++
		t.Run(ex.cmd, func(t *testing.T) {
			out := readmeOutput(t, checkDir, ex.cmd)
			got[ex.cmd] = out
			if out != ex.want && !*updateREADME {
				t.Errorf("%s", readmeMismatch(ex.cmd, ex.want, out))
			}
		})
	}
	if n < 5 {
		t.Fatalf("found %d examples in the README; the parser is broken", n)
	}
	if *updateREADME {
		if err := os.WriteFile("README.md", []byte(rewriteExamples(string(data), got)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// readmeMismatch says what to change in the README where a command's
// output shown there (want) is not what it prints (got): the lines to
// add, when the README only lacks some (a new game in `stonegame games`),
// each group after the line it follows; else the lines that differ.
func readmeMismatch(cmd, want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	fix := "or run go test ./internal/cli -run TestREADME -update and review the diff"
	if added, ok := insertions(w, g); ok {
		var b strings.Builder
		fmt.Fprintf(&b, "README.md: the output shown for `$ %s` lacks lines the command prints: add them (%s)", cmd, fix)
		for _, a := range added {
			if a.after == 0 {
				b.WriteString("\n  at the start of the output:")
			} else {
				fmt.Fprintf(&b, "\n  after its line %d, %q:", a.after, w[a.after-1])
			}
			for _, l := range a.lines {
				b.WriteString("\n    " + l)
			}
		}
		return b.String()
	}
	return fmt.Sprintf("README.md: the output shown for `$ %s` is not what the command prints (-README +printed): change it (%s):\n%s", cmd, fix, cmp.Diff(w, g))
}

// insertion is lines to add after line after of an output (1-based; 0
// at its start).
type insertion struct {
	after int
	lines []string
}

// insertions returns the lines got has beyond want, grouped by the line of
// want they follow, when want is got with lines left out (and only then).
func insertions(want, got []string) ([]insertion, bool) {
	var out []insertion
	i := 0
	for _, l := range got {
		if i < len(want) && want[i] == l {
			i++
			continue
		}
		if len(out) == 0 || out[len(out)-1].after != i {
			out = append(out, insertion{after: i})
		}
		out[len(out)-1].lines = append(out[len(out)-1].lines, l)
	}
	return out, i == len(want) && len(out) > 0
}

// TestREADMEMismatch: a game missing from the README's `stonegame games`
// is reported as the lines to add and where; any other change as a diff.
func TestREADMEMismatch(t *testing.T) {
	want := "a (also 1)\n  rules: x\n\nc (also 3)\n  rules: z"
	got := "a (also 1)\n  rules: x\n\nb (also 2)\n  rules: y\n\nc (also 3)\n  rules: z"
	msg := readmeMismatch("stonegame games", want, got)
	if !strings.Contains(msg, "after its line 3, \"\":\n    b (also 2)\n      rules: y\n    ") {
		t.Errorf("got %s", msg)
	}
	if msg := readmeMismatch("stonegame games", want, "a (also 1)"); !strings.Contains(msg, "-README +printed") {
		t.Errorf("got %s", msg)
	}
}

var updateREADME = flag.Bool("update", false, "rewrite the outputs shown in README.md")

// readmeOutput runs one shown command: what it prints, stdout then stderr,
// or what the API answers for a curl line. A check command runs in
// checkDir.
func readmeOutput(t *testing.T, checkDir, cmd string) string {
	if strings.HasPrefix(cmd, "curl ") {
		return curl(t, cmd)
	}
	if file, ok := strings.CutPrefix(cmd, "cat "); ok {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		return string(src)
	}
	stdin, args := parseCommand(t, cmd)
	if len(args) > 0 && args[0] == "check" {
		t.Chdir(checkDir)
	}
	out, errs, _ := run(t, stdin, args...)
	return out + errs
}

// rewriteExamples replaces the output under each command of md's console
// blocks with got[command].
func rewriteExamples(md string, got map[string]string) string {
	var b strings.Builder
	in, skipping := false, false
	for _, line := range strings.SplitAfter(md, "\n") {
		bare := strings.TrimSuffix(line, "\n")
		switch {
		case bare == "```console":
			in = true
		case in && bare == "```":
			in, skipping = false, false
		case in && strings.HasPrefix(bare, "$ "):
			b.WriteString(line)
			b.WriteString(got[bare[2:]])
			skipping = true
			continue
		}
		if !skipping || !in {
			b.WriteString(line)
		}
	}
	return b.String()
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

// curl answers a README line "curl -s [-w '%{http_code}\n'] localhost:8080/PATH
// [-d 'BODY']" with the web app's handler, as `stonegame serve` would: the
// body of the answer, then the status if -w asks for it.
func curl(t *testing.T, cmd string) string {
	t.Helper()
	words := shellWords(t, cmd)
	var url, body, format string
	method := "GET"
	for i := 1; i < len(words); i++ {
		switch w := words[i]; {
		case w == "-s":
		case (w == "-d" || w == "-w" || w == "-X") && i+1 < len(words):
			i++
			switch w {
			case "-d":
				body, method = words[i], "POST"
			case "-w":
				format = words[i]
			case "-X":
				method = words[i]
			}
		case strings.HasPrefix(w, "localhost:8080/"):
			url = strings.TrimPrefix(w, "localhost:8080")
		default:
			t.Fatalf("curl: cannot read %q in %q", w, cmd)
		}
	}
	rec := httptest.NewRecorder()
	web.Handler().ServeHTTP(rec, httptest.NewRequest(method, url, strings.NewReader(body)))
	out := rec.Body.String()
	switch format {
	case "":
	case `%{http_code}\n`:
		out += strconv.Itoa(rec.Code) + "\n"
	default:
		t.Fatalf("curl: cannot read -w %q", format)
	}
	return out
}

// TestREADMELimits: the README's list of refused inputs, between the lines
// "<!-- limits -->" and "<!-- /limits -->", has one line for every limit of
// a game's solver (a [game.Param] with a Limit) and no other: a limit
// added or changed in a game and not in the README fails here. It once
// named 3 of 9 (issue 23).
func TestREADMELimits(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	md := string(data)
	start, end := strings.Index(md, "<!-- limits -->\n"), strings.Index(md, "<!-- /limits -->")
	if start < 0 || end < start {
		t.Fatal("README.md has no <!-- limits --> ... <!-- /limits --> section")
	}
	var have []string
	for _, line := range strings.Split(md[start+len("<!-- limits -->\n"):end], "\n") {
		if strings.HasPrefix(line, "- `") {
			have = append(have, line)
		}
	}
	var want []string
	for _, g := range games.All() {
		for _, p := range g.Params {
			if p.Limit > 0 {
				want = append(want, limitLine(g.Name, p))
			}
		}
	}
	if len(want) < 9 {
		t.Errorf("found %d limits in the games, want 9 or more: the test checks too little", len(want))
	}
	if diff := cmp.Diff(want, have); diff != "" {
		var add []string
		for _, l := range want {
			if !slices.Contains(have, l) {
				add = append(add, "\n  "+l)
			}
		}
		t.Errorf("README.md's limits (between <!-- limits --> and <!-- /limits -->, one line a parameter with a Limit, in the registry's order) are not the games' (-want +README):\n%s\nthe lines to add or correct:%s", diff, strings.Join(add, ""))
	}
}

// limitLine is the README's line for the limit of parameter p of a game.
func limitLine(name string, p game.Param) string {
	over := fmt.Sprintf("%s of more than %s %s", p.Name, readable(p.Limit), p.Kind.Unit())
	if p.Kind.Unit() == "" { // an integer
		over = fmt.Sprintf("%s over %s", p.Name, readable(p.Limit))
	}
	return fmt.Sprintf("- `%s`: %s: %s", name, over, p.LimitWhy)
}

// readable writes n as a person reads it: 5000, 10^6, 5·10^7, 2^40.
func readable(n int64) string {
	if n >= 1<<20 && n&(n-1) == 0 {
		return fmt.Sprintf("2^%d", bits.TrailingZeros64(uint64(n)))
	}
	k := 0
	for m := n; m >= 10 && m%10 == 0; m /= 10 {
		k++
	}
	if k < 6 {
		return strconv.FormatInt(n, 10)
	}
	d := n
	for range k {
		d /= 10
	}
	if d == 1 {
		return fmt.Sprintf("10^%d", k)
	}
	return fmt.Sprintf("%d·10^%d", d, k)
}

// TestREADMEGameTable: the README's table of games (under "## The
// games") has a row for every game of the registry, and no other: a new
// game fails here with the row to add.
func TestREADMEGameTable(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	md := string(data)
	start := strings.Index(md, "\n## The games\n")
	if start < 0 {
		t.Fatal(`README.md has no "## The games" section`)
	}
	section := md[start+1:]
	if end := strings.Index(section[3:], "\n## "); end >= 0 {
		section = section[:end+3]
	}
	rows := map[string]bool{}
	for _, line := range strings.Split(section, "\n") {
		if name, ok := strings.CutPrefix(line, "| `"); ok {
			if i := strings.IndexByte(name, '`'); i > 0 && name[:i] != "--game" {
				rows[name[:i]] = true
			}
		}
	}
	for _, g := range games.All() {
		if !rows[g.Name] {
			aliases := make([]string, 0, len(g.Aliases))
			for _, a := range g.Aliases {
				if !strings.HasPrefix(a, "leetcode-") {
					aliases = append(aliases, "`"+a+"`")
				}
			}
			t.Errorf("README.md's table of games (## The games) has no row for %s: add one, in the registry's order:\n| `%s` | %s | %v | %s | how stonegame solves it, and in what time |", g.Name, g.Name, strings.Join(aliases, ", "), g.Kind, g.AnswerRule)
		}
		delete(rows, g.Name)
	}
	for name := range rows {
		t.Errorf("README.md's table of games has a row for %s, which is no game of the registry: remove it, or register the game", name)
	}
}
