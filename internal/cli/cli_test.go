package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"

	"stonegame/games"

	"github.com/rogpeppe/go-internal/testscript"
)

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"stonegame": func() { os.Exit(Main(context.Background(), os.Args[1:], os.Stdin, os.Stdout, os.Stderr)) },
	})
}

// TestScripts runs the end-to-end scripts in testdata/script: the real
// command, with files as standard input. Each script finds a copy of the
// example rules files (examples/rules/*.star) in rules/.
func TestScripts(t *testing.T) {
	examples, err := filepath.Glob("../../examples/rules/*.star")
	if err != nil || len(examples) == 0 {
		t.Fatalf("no example rules files (%v)", err)
	}
	testscript.Run(t, testscript.Params{Dir: "testdata/script", RequireExplicitExec: true, Setup: func(env *testscript.Env) error {
		dir := filepath.Join(env.WorkDir, "rules")
		if err := os.Mkdir(dir, 0o755); err != nil {
			return err
		}
		for _, f := range examples {
			src, err := os.ReadFile(f)
			if err != nil {
				return err
			}
			if err := os.WriteFile(filepath.Join(dir, filepath.Base(f)), src, 0o644); err != nil {
				return err
			}
		}
		return nil
	}})
}

// run calls Main as the binary would, with buffers.
func run(t *testing.T, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errb bytes.Buffer
	code = Main(context.Background(), args, strings.NewReader(stdin), &out, &errb)
	return out.String(), errb.String(), code
}

// Every bad input gets one line on stderr that names what and where, the
// right exit code, and no partial or wrong answer.
func TestBadInput(t *testing.T) {
	tests := []struct {
		name  string
		args  []string
		stdin string
		code  int
		msg   string // the whole stderr
		out   string // what stdout must be
	}{
		{"not a number", []string{"solve", "1", "2x", "3"}, "", 1, `stonegame: item 2: "2x" is not an integer`, ""},
		{"not a number on stdin", []string{"solve"}, "1 2\n3 4\n5 x 6\n", 1, `stonegame: line 3, item 2: "x" is not an integer`,
			`predict-the-winner: true` + "\n" + `player 1 wins 2 to 1 (differential +1)`},
		{"decimal", []string{"solve", "1.5", "2"}, "", 1, `stonegame: item 1: "1.5" is not an integer`, ""},
		{"empty input", []string{"solve"}, "", 1, "stonegame: no numbers: give the numbers as arguments or on standard input", ""},
		{"blank input", []string{"solve"}, "\n\n  \n", 1, "stonegame: no numbers: give the numbers as arguments or on standard input", ""},
		{"empty row", []string{"solve", "[]"}, "", 1, "stonegame: the row is empty", ""},
		{"empty row in a batch", []string{"solve", "--json"}, "[1,2]\n[]\n", 1, "stonegame: line 2: the row is empty",
			`{"game":"predict-the-winner","answer":true,"winner":"first","first":2,"second":1,"differential":1}`},
		{"different lengths", []string{"solve", "--alice", "1,2", "--bob", "1"}, "", 1,
			"stonegame: aliceValues has 2 values but bobValues has 1: they must have the same length", ""},
		{"different lengths on stdin", []string{"solve", "--game", "1686"}, "[1,2]\n[3]\n", 1,
			"stonegame: line 1: aliceValues has 2 values but bobValues has 1: they must have the same length", ""},
		{"outside int64", []string{"solve", "1", "-9223372036854775809"}, "", 1,
			`stonegame: item 2: "-9223372036854775809" is outside the int64 range [-9223372036854775808, 9223372036854775807]`, ""},
		{"totals overflow", []string{"solve"}, "9223372036854775807\n1\n", 1,
			"stonegame: line 2, item 1: the absolute values add up to more than 9223372036854775807, so totals could overflow int64", ""},
		{"stone-game-vi overflow", []string{"solve", "--alice", "9223372036854775807", "--bob", "1"}, "", 1,
			"stonegame: stone 0: the absolute values add up to more than 9223372036854775807, so totals could overflow int64", ""},
		{"unknown game", []string{"solve", "--game", "stone-game-xiv", "1"}, "", 2,
			`stonegame: unknown game "stone-game-xiv": use one of ` + strings.Join(games.Names(), ", ") + ", or the path of a rules file (./my-game.star)", ""},
		{"a line too long to print", []string{"solve", "--game", "292", "--line", "2147483647"}, "", 1,
			"stonegame: --line: the optimal line has up to 2147483647 moves, more than the 10000000 a line is built of; solve without --line shows its first moves, and play steps through it", ""},
		{"games of an unknown name", []string{"games", "stone-game", "chess"}, "", 2,
			`stonegame: unknown game "chess": use one of ` + strings.Join(games.Names(), ", ") + ", or the path of a rules file (./my-game.star)", ""},
		{"a parameter of several games", []string{"solve", "piles = [5,3,4,5]"}, "", 2,
			"stonegame: piles is a parameter of stone-game, stone-game-ii and game-of-nim: say which game with --game NAME", ""},
		{"a parameter of several games on stdin", []string{"solve"}, `{"piles":[5,3,4,5]}`, 2,
			"stonegame: piles is a parameter of stone-game, stone-game-ii and game-of-nim: say which game with --game NAME", ""},
		{"unknown flag", []string{"solve", "--frob", "1"}, "", 2, "stonegame: solve: unknown flag --frob (see 'stonegame solve -h')", ""},
		{"flag without value", []string{"solve", "--game"}, "", 2, "stonegame: solve: flag --game needs a value (see 'stonegame solve -h')", ""},
		{"misspelt command", []string{"slove"}, "", 2, `stonegame: unknown command "slove": did you mean solve? (run 'stonegame help' for the list)`, ""},
		{"unknown command", []string{"frobnicate"}, "", 2, `stonegame: unknown command "frobnicate": run 'stonegame help' for the list`, ""},
		{"misspelt flag", []string{"solve", "--jsno", "1"}, "", 2, "stonegame: solve: unknown flag --jsno: did you mean --json? (see 'stonegame solve -h')", ""},
		{"misspelt command in help", []string{"help", "expalin"}, "", 2, `stonegame: unknown command "expalin": did you mean explain? (run 'stonegame help' for the list)`, ""},
		{"alice without bob", []string{"solve", "--alice", "1,2"}, "", 2, "stonegame: give both --alice and --bob", ""},
		{"alice for a row game", []string{"solve", "--game", "877", "--alice", "1", "--bob", "2"}, "", 2,
			"stonegame: --alice and --bob are for stone-game-vi, not stone-game", ""},
		{"plain stone-game-vi arguments", []string{"solve", "--game", "1686", "1", "2"}, "", 1,
			"stonegame: give stone-game-vi's values as --alice 1,3 --bob 2,1, or as two arrays [1,3] [2,1]", ""},
		{"bad --bob", []string{"solve", "--alice", "1", "--bob", "z"}, "", 1, `stonegame: --bob: item 1: "z" is not an integer`, ""},
		{"unclosed bracket", []string{"solve"}, "[1,2\n", 1, `stonegame: line 1: a "[" is not closed by "]"`, ""},
		{"empty item", []string{"solve"}, "[1,2]\n3,,4\n", 1, `stonegame: line 2, item 2: an empty item: expected a number after ",", found ","`, `predict-the-winner: true`},
		{"array without commas", []string{"solve", "[1 5 233 7]"}, "", 1, `stonegame: expected "," or "]", found number: in an array, a comma separates the numbers`, ""},
		{"ambiguous one per line", []string{"solve"}, "1\n2\n3 4\n", 1,
			"stonegame: line 3: 2 numbers on one line, but line 1 has one: for one row per line, write each row in brackets or use --batch", ""},
		{"unknown key", []string{"solve"}, `{"row":[1,2]}`, 1, `stonegame: line 1: unknown key "row": this game takes "nums"`, ""},
		{"missing key", []string{"solve", "--game", "1686"}, `{"aliceValues":[1,2]}`, 1, `stonegame: line 1: the object has no key "bobValues"`, ""},
		{"alice without bob on stdin", []string{"solve", "--game", "1686"}, "[1,2]\n", 1, "stonegame: line 1: aliceValues with no array of bobValues after it", ""},
		{"version with arguments", []string{"version", "x"}, "", 2, "stonegame: version takes no arguments", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out, errs, code := run(t, tc.stdin, tc.args...)
			if code != tc.code {
				t.Errorf("exit code %d, want %d (stderr %q)", code, tc.code, errs)
			}
			if got := strings.TrimSuffix(errs, "\n"); got != tc.msg {
				t.Errorf("stderr:\n got %q\nwant %q", got, tc.msg)
			}
			if strings.Count(errs, "\n") != 1 {
				t.Errorf("stderr has %d lines, want 1", strings.Count(errs, "\n"))
			}
			if !strings.HasPrefix(out, tc.out) || (tc.out == "" && out != "") {
				t.Errorf("stdout %q, want it to start with %q", out, tc.out)
			}
		})
	}
}

func TestHelpExitsZero(t *testing.T) {
	for _, args := range [][]string{{"help"}, {"solve", "-h"}, {"solve", "--help"}, {"help", "solve"}, {"--help"}} {
		out, errs, code := run(t, "", args...)
		if code != 0 || errs != "" || !strings.Contains(out, "solve") {
			t.Errorf("%v: code %d, stderr %q, stdout %q", args, code, errs, out)
		}
	}
	if _, errs, code := run(t, ""); code != 2 || !strings.Contains(errs, "no command given") {
		t.Errorf("no arguments: code %d, stderr %q", code, errs)
	}
}

// Batch results stream: each result is written before the next case is
// read.
// With --batch --json too, where the cases are solved on every core.
func TestBatchStreams(t *testing.T) {
	for _, args := range [][]string{{"solve", "--json"}, {"solve", "--batch", "--json"}} {
		pr, pw := io.Pipe()
		out := &syncBuffer{}
		done := make(chan int)
		go func() {
			done <- Main(context.Background(), args, pr, out, &bytes.Buffer{})
		}()
		for i, row := range []string{"1 5 2\n", "1 5 233 7\n"} {
			pw.Write([]byte(row))
			if !out.waitLines(i + 1) {
				t.Fatalf("%v: after case %d, the output has %d lines: results do not stream", args, i+1, out.lines())
			}
		}
		pw.Close()
		if code := <-done; code != 0 {
			t.Fatalf("%v: exit code %d", args, code)
		}
	}
}

// FuzzArgs: any command line gives an exit code of 0, 1 or 2, never a
// panic, and an error is exactly one line.
func FuzzArgs(f *testing.F) {
	for _, s := range []string{"solve 1 5 233 7", "solve -3 5 -1", "solve --game 1686 [1] [2]", "solve --alice 1, --bob", "solve --json --line 1,2", "solve --game", "solve - -- -", "version", "help solve"} {
		f.Add(s, "")
	}
	f.Add("solve", "1 2\n3 x\n")
	f.Fuzz(func(t *testing.T, cmd, stdin string) {
		args := strings.Fields(cmd)
		if len(args) > 0 && (args[0] != "solve" && args[0] != "version" && args[0] != "help") {
			return // the other commands are interactive or start servers
		}
		for _, a := range args {
			if strings.ContainsAny(a, `/\`) {
				return // a file to read (/dev/zero never ends)
			}
		}
		out, errs, code := run(t, stdin, args...)
		if code < 0 || code > 2 {
			t.Fatalf("exit code %d", code)
		}
		if code != 0 && len(args) > 0 && strings.Count(errs, "\n") != 1 { // no command at all prints the help too
			t.Fatalf("exit %d with stderr %q", code, errs)
		}
		_ = out
	})
}

func TestVersion(t *testing.T) {
	out, errs, code := run(t, "", "version")
	// Tests run without module version information: "(devel)".
	if code != 0 || errs != "" || out != "stonegame (devel)\n" {
		t.Errorf("version: code %d, stdout %q, stderr %q", code, out, errs)
	}
	rev := "432e498abcdef0123456789abcdef0123456789a"
	vcs := func(modified string) []debug.BuildSetting {
		return []debug.BuildSetting{{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: rev}, {Key: "vcs.time", Value: "2026-01-02T03:04:05Z"}, {Key: "vcs.modified", Value: modified}}
	}
	tests := []struct {
		name string
		info *debug.BuildInfo
		ok   bool
		want string
	}{
		{"no build info", nil, false, "(devel)"},
		{"go run", &debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Version: "(devel)"}}, true, "(devel)"},
		{"no version", &debug.BuildInfo{}, true, "(devel)"},
		{"go install", &debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Version: "v1.2.0"}}, true, "v1.2.0"},
		{"clean checkout", &debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Version: "(devel)"}, Settings: vcs("false")}, true, "(devel) revision 432e498abcde, go1.26.0"},
		{"modified checkout", &debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Version: "v0.0.0-20260102030405-432e498abcde+dirty"}, Settings: vcs("true")}, true,
			"v0.0.0-20260102030405-432e498abcde+dirty revision 432e498abcde (modified), go1.26.0"},
	}
	for _, tc := range tests {
		if got := versionText(tc.info, tc.ok); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestFileStdin checks that standard input as a regular file, whose size
// solve uses to reserve the lists it keeps (input.Reader.Expect), gives
// the same output, errors included, as the same bytes through a pipe.
func TestFileStdin(t *testing.T) {
	tests := []struct {
		args  []string
		stdin string
	}{
		{[]string{"solve", "--game", "1686", "--json"}, `{"aliceValues":[1,3,5],"bobValues":[2,1,4]}`},
		{[]string{"solve", "--game", "1686"}, "[1,3]\n[2,1]\n[2,4,3]\n[1,6,7]\n"},
		{[]string{"solve", "--game", "1686", "--json"}, "1 2 3\n4 5 6\n7 8\n9 x\n"},
		{[]string{"solve", "--game", "1686", "--json"}, "[1,2]\n[3]\n"},
		{[]string{"solve", "--json", "--line"}, "1\n5\n233\n7\n"},
		{[]string{"solve", "--json", "--line", "--batch"}, "1 5 233 7\n3 9 1\n"},
	}
	for _, tc := range tests {
		wantOut, wantErr, wantCode := run(t, tc.stdin, tc.args...)
		name := t.TempDir() + "/in.txt"
		if err := os.WriteFile(name, []byte(tc.stdin), 0o644); err != nil {
			t.Fatal(err)
		}
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		var out, errb bytes.Buffer
		code := Main(context.Background(), tc.args, f, &out, &errb)
		f.Close()
		if out.String() != wantOut || errb.String() != wantErr || code != wantCode {
			t.Errorf("%v < %q: from a file got %q, %q, exit %d; from a pipe %q, %q, exit %d",
				tc.args, tc.stdin, out.String(), errb.String(), code, wantOut, wantErr, wantCode)
		}
	}
}

// TestEveryGameSolves runs each registered game's official examples
// through the command line, in LeetCode's notation, as text and as JSON.
func TestEveryGameSolves(t *testing.T) {
	for _, g := range games.All() {
		for _, ex := range g.Examples {
			arg := notation(g, ex.Args)
			out, errs, code := run(t, "", "solve", "--game", g.Name, arg)
			if code != 0 || !strings.HasPrefix(out, g.Name+": "+ex.Answer+"\n") {
				t.Errorf("solve --game %s '%s': exit %d, stdout %q, stderr %q; want the answer %s", g.Name, arg, code, out, errs, ex.Answer)
			}
			out, errs, code = run(t, "", "solve", "--json", "--game", g.Name, arg)
			var obj map[string]any
			if err := json.Unmarshal([]byte(out), &obj); code != 0 || err != nil || fmt.Sprint(obj["answer"]) != ex.Answer {
				t.Errorf("solve --json --game %s '%s': exit %d, stdout %q, stderr %q; want the answer %s", g.Name, arg, code, out, errs, ex.Answer)
			}
		}
	}
}

// TestEveryGameExplainsAndPlays explains each registered game's first
// example in every format and plays it in --plain mode (a hint, the first
// legal move, quit): every front end works for every game.
func TestEveryGameExplainsAndPlays(t *testing.T) {
	for _, g := range games.All() {
		arg := notation(g, g.Examples[0].Args)
		for _, format := range []string{"text", "markdown", "html", "svg"} {
			out, errs, code := run(t, "", "explain", "--game", g.Name, "--format", format, arg)
			if code != 0 || len(out) < 100 {
				t.Errorf("explain --game %s --format %s '%s': exit %d, %d bytes, stderr %q", g.Name, format, arg, code, len(out), errs)
			}
		}
		p, _ := g.Start(context.Background(), g.Examples[0].Args)
		if len(p.Moves()) == 0 {
			continue // nothing to play: the example is over before it starts
		}
		move := p.Moves()[0].String()
		out, errs, code := run(t, "hint\n"+move+"\nquit\n", "play", "--plain", "--game", g.Name, arg)
		if code != 0 || !strings.Contains(out, g.Title) || strings.Contains(out, "not a move") {
			t.Errorf("play --plain --game %s '%s' with %q: exit %d, stderr %q, stdout:\n%s", g.Name, arg, move, code, errs, out)
		}
	}
}

// TestBOM (issue 23): a file or standard input that starts with a UTF-8
// byte order mark (as Notepad saves one) reads as it would without it, in
// every mode; a mark elsewhere is still a bad character at its place.
func TestBOM(t *testing.T) {
	const mark = "\xef\xbb\xbf"
	dir := t.TempDir()
	for _, in := range []string{"1 5 233 7\n", "[1,5,233,7]", "1 2\n3 4 5\n", "nums = [1,5,233,7]", `{"aliceValues":[1,3],"bobValues":[2,1]}`} {
		for _, flags := range [][]string{{"solve"}, {"solve", "--json", "--line"}, {"solve", "--batch"}, {"explain", "--format", "markdown"}} {
			if flags[0] == "explain" && strings.Contains(in, "\n3") {
				continue // explain takes one instance
			}
			want, wantErr, code := run(t, in, append(flags, "-")...)
			if code != 0 {
				t.Fatalf("%v of %q: exit %d, %s", flags, in, code, wantErr)
			}
			if got, errs, code := run(t, mark+in, append(flags, "-")...); code != 0 || got != want {
				t.Errorf("%v of %q after a BOM on stdin: exit %d, %q; want the output without it", flags, in, code, errs)
			}
			name := filepath.Join(dir, "bom.txt")
			if err := os.WriteFile(name, []byte(mark+in), 0o644); err != nil {
				t.Fatal(err)
			}
			if got, errs, code := run(t, "", append(flags, name)...); code != 0 || got != want {
				t.Errorf("%v of %q after a BOM in a file: exit %d, %q; want the output without it", flags, in, code, errs)
			}
		}
	}
	if _, errs, code := run(t, "1 2\n"+mark+"3 4\n", "solve", "-"); code != 1 || errs != "stonegame: line 2, item 1: \"\\ufeff3\" is not an integer\n" {
		t.Errorf("a BOM on line 2: exit %d, %q; want 1 and the bad character at line 2", code, errs)
	}
}
