package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"stonegame/internal/check"
)

// The programs check runs in these tests are sh scripts of nim-game (a
// heap n: true unless n is a multiple of 4), so they need no toolchain.
const (
	nimRight = `while read n; do if [ $((n % 4)) -ne 0 ]; then echo true; else echo false; fi; done`
	nimWrong = `while read n; do echo true; done`
	nimWords = `while read n; do echo maybe; done`
)

func TestCheck(t *testing.T) {
	save := t.TempDir()
	tests := []struct {
		name string
		args []string
		code int
		out  string // what stdout must be, or contain with a leading "..."
		err  string // what stderr must be
	}{
		{"pass", []string{"check", "--game", "nim-game", "--seed", "1", "--cases", "20", "--", "sh", "-c", nimRight}, 0,
			"nim-game: all 20 cases pass (seed 1)\n", ""},
		{"pass json", []string{"check", "--game", "292", "--seed", "1", "--cases", "20", "--json", "--", "sh", "-c", nimRight}, 0,
			`{"status":"pass","game":"nim-game","cases":20,"seed":1}` + "\n", ""},
		{"wrong json", []string{"check", "--game", "nim-game", "--seed", "1", "--cases", "20", "--json", "--save", save, "--", "sh", "-c", nimWrong}, 1,
			`{"status":"fail","game":"nim-game","cases":3,"kind":"wrong","case":{"n":4},"expected":false,"got":true,"minimal":true,"seed":1}` + "\n",
			"stonegame: check: the solution fails case 3 of 20: wrong answer\n"},
		{"wrong text", []string{"check", "--game", "nim-game", "--seed", "1", "--cases", "20", "--", "sh", "-c", nimWrong}, 1,
			"...nim-game: wrong answer on case 3 of 20 (seed 1)\n\nminimal failing case (as generated):\n4\nexpected: false\ngot:      true\n\n" +
				"reproduce: stonegame check --game nim-game --seed 1 --cases 20 -- sh -c '" + nimWrong + "'\n\nExplaining Nim Game (LeetCode 292)\n",
			"stonegame: check: the solution fails case 3 of 20: wrong answer\n"},
		{"malformed json", []string{"check", "--game", "nim-game", "--seed", "1", "--cases", "20", "--json", "--", "sh", "-c", nimWords}, 1,
			`{"status":"fail","game":"nim-game","cases":1,"kind":"malformed","case":{"n":1},"expected":true,"got":"maybe","detail":"\"maybe\" is not true or false: expected true or false","seed":1}` + "\n",
			"stonegame: check: the solution fails case 1 of 20: malformed output (\"maybe\" is not true or false: expected true or false)\n"},
		{"no game", []string{"check", "sol.py"}, 2, "", ""},
		{"no solution", []string{"check", "--game", "nim-game"}, 2, "", ""},
		{"unknown game", []string{"check", "--game", "chess", "sol.py"}, 2, "", ""},
		{"bad cases", []string{"check", "--game", "nim-game", "--cases", "0", "sol.py"}, 2, "", ""},
		{"missing file", []string{"check", "--game", "nim-game", "nothere.py"}, 1, "", "stonegame: check: nothere.py: no such file or directory\n"},
		{"unknown extension", []string{"check", "--game", "nim-game", "--", "./nothere.rb"}, 1, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, errs, code := run(t, "", tt.args...)
			if code != tt.code {
				t.Fatalf("got exit %d, want %d (stderr %q)", code, tt.code, errs)
			}
			if want, ok := strings.CutPrefix(tt.out, "..."); ok {
				if !strings.Contains(out, want) {
					t.Errorf("got stdout\n%s\nwant it to contain\n%s", out, want)
				}
			} else if out != tt.out {
				t.Errorf("got stdout %q, want %q", out, tt.out)
			}
			if tt.err != "" && errs != tt.err {
				t.Errorf("got stderr %q, want %q", errs, tt.err)
			}
			if tt.code != 0 && errs == "" {
				t.Errorf("exit %d with nothing on stderr", tt.code)
			}
		})
	}
	data, err := os.ReadFile(filepath.Join(save, "nim-game-1.txt"))
	if err != nil || string(data) != "4\n" {
		t.Errorf("--save wrote %q (%v), want the case 4", data, err)
	}
}

// TestCheckRulesPython checks Python solutions of a rules file's game
// (Flip Game II, examples/rules/flip.star): the function's name and its
// parameter's type come from the file; the right solution passes, the
// wrong one (Flip Game II as the parity of "++" pairs) fails on "++++",
// and one wrong from seven '+' on is shrunk to "+++++++". It needs
// python3: it skips without it, unless STONEGAME_REQUIRE_TOOLCHAINS=1, and
// with -short.
func TestCheckRulesPython(t *testing.T) {
	if testing.Short() {
		t.Skip("runs python3 for every case: not with -short")
	}
	lang, _ := check.LanguageOf("x.py")
	if tool := lang.Missing(); tool != "" {
		msg := lang.Name + " needs " + tool + ", which is not installed: " + lang.Install
		if os.Getenv("STONEGAME_REQUIRE_TOOLCHAINS") == "1" {
			t.Fatal(msg + " (STONEGAME_REQUIRE_TOOLCHAINS=1)")
		}
		t.Skip(msg)
	}
	dir := t.TempDir()
	right := filepath.Join(dir, "flip.py")
	wrong := filepath.Join(dir, "flip_wrong.py")
	late := filepath.Join(dir, "flip_late.py")
	for file, src := range map[string]string{
		right: `class Solution:
    def canWin(self, currentState: str) -> bool:
        memo = {}
        def win(s):
            if s not in memo:
                memo[s] = any(not win(s[:i] + "--" + s[i + 2:]) for i in range(len(s) - 1) if s[i:i + 2] == "++")
            return memo[s]
        return win(currentState)
`,
		wrong: `class Solution:
    def canWin(self, currentState: str) -> bool:
        return currentState.count("++") % 2 == 1
`,
		late: `class Solution:
    def canWin(self, currentState: str) -> bool:
        if currentState.count("+") >= 7:
            return False
        memo = {}
        def win(s):
            if s not in memo:
                memo[s] = any(not win(s[:i] + "--" + s[i + 2:]) for i in range(len(s) - 1) if s[i:i + 2] == "++")
            return memo[s]
        return win(currentState)
`,
	} {
		if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	flip := "../../examples/rules/flip.star"
	out, errs, code := run(t, "", "check", "--game", flip, "--seed", "1", "--cases", "30", "--max-n", "14", right)
	if code != 0 || out != "my-flip-game: all 30 cases pass (seed 1)\n" {
		t.Errorf("the right solution: got exit %d, stdout %q, stderr %q; want 0 and all cases passing", code, out, errs)
	}
	out, errs, code = run(t, "", "check", "--game", flip, "--seed", "1", "--cases", "30", "--max-n", "14", "--json", wrong)
	want := `{"status":"fail","game":"my-flip-game","cases":5,"kind":"wrong","case":{"currentState":"++++"},"expected":true,"got":false,"minimal":true,"seed":1}` + "\n"
	if code != 1 || out != want {
		t.Errorf("the wrong solution: got exit %d, stdout %q, stderr %q; want 1 and %q", code, out, errs, want)
	}
	// Wrong from 7 '+' on: the first failing case is larger, and shrunk.
	out, errs, code = run(t, "", "check", "--game", flip, "--seed", "1", "--cases", "30", "--max-n", "14", late)
	want = "my-flip-game: wrong answer on case 11 of 30 (seed 1)\n\nminimal failing case (shrunk in 2 steps):\n\"+++++++\"\nexpected: true\ngot:      false\n"
	if code != 1 || !strings.HasPrefix(out, want) {
		t.Errorf("the solution wrong from 7 '+' on: got exit %d, stdout %q, stderr %q; want 1 and %q", code, out, errs, want)
	}
}
