package cli

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"stonegame/internal/check"
	"stonegame/internal/interrupt"
)

// The programs check runs in these tests are sh scripts of nim-game (a
// heap n: true unless n is a multiple of 4), so they need no toolchain.
const (
	nimRight = `while read n; do if [ $((n % 4)) -ne 0 ]; then echo true; else echo false; fi; done`
	nimWrong = `while read n; do echo true; done`
	nimWords = `while read n; do echo maybe; done`
	// Two bugs: wrong on multiples of 4, a crash from 1000 on.
	nimTwoBugs = `while read n; do if [ "$n" -ge 1000 ]; then exit 3; fi; echo true; done`
	// Right, but 100 MB in a shell variable for n = 2^31 - 1.
	nimHog = `while read n; do if [ "$n" -eq 2147483647 ]; then x=$(head -c 100000000 /dev/zero | tr '\0' a); fi; ` +
		`if [ $((n % 4)) -ne 0 ]; then echo true; else echo false; fi; done`
)

// inTempDir runs the test in a directory of its own: check's corpus goes
// to .stonegame-check there.
func inTempDir(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	t.Chdir(dir)
	return dir
}

func TestCheck(t *testing.T) {
	inTempDir(t)
	save := t.TempDir()
	tests := []struct {
		name string
		args []string
		code int
		out  string // what stdout must be, or contain with a leading "..."
		err  string // what stderr must be
	}{
		{"pass", []string{"check", "--game", "nim-game", "--seed", "1", "--cases", "20", "--no-corpus", "--", "sh", "-c", nimRight}, 0,
			"nim-game: all 20 cases pass (seed 1)\n", ""},
		{"pass json", []string{"check", "--game", "292", "--seed", "1", "--cases", "20", "--json", "--no-corpus", "--", "sh", "-c", nimRight}, 0,
			`{"status":"pass","game":"nim-game","cases":20,"replayed":false,"findings":[],"seed":1}` + "\n", ""},
		{"wrong json", []string{"check", "--game", "nim-game", "--seed", "1", "--cases", "20", "--json", "--save", save, "--no-corpus", "--", "sh", "-c", nimWrong}, 1,
			`{"status":"fail","game":"nim-game","cases":3,"kind":"wrong","case":{"n":4},"expected":false,"got":true,"minimal":true,"shrink":"minimal","shrinks":0,"replayed":false,` +
				`"findings":[{"kind":"wrong","case":{"n":4},"expected":false,"got":true,"minimal":true,"shrink":"minimal","shrinks":0,"replayed":false}],"seed":1}` + "\n",
			"stonegame: check: the solution fails case 3 of 20: wrong answer\n"},
		{"wrong text", []string{"check", "--game", "nim-game", "--seed", "1", "--cases", "20", "--no-corpus", "--", "sh", "-c", nimWrong}, 1,
			"...nim-game: wrong answer on case 3 of 20 (seed 1)\n\nminimal failing case (as generated: no smaller case fails):\nn = 4\nexpected: false\ngot:      true\n\n" +
				"in LeetCode's Custom Testcase box:\n4\n\n" +
				"reproduce: stonegame check --game nim-game --seed 1 --cases 20 --no-corpus -- sh -c '" + nimWrong + "'\n\nExplaining Nim Game (LeetCode 292)\n",
			"stonegame: check: the solution fails case 3 of 20: wrong answer\n"},
		{"malformed json", []string{"check", "--game", "nim-game", "--seed", "1", "--cases", "20", "--json", "--no-corpus", "--", "sh", "-c", nimWords}, 1,
			`{"status":"fail","game":"nim-game","cases":1,"kind":"malformed","case":{"n":1},"expected":true,"got":"maybe","shrink":"minimal","shrinks":0,"detail":"\"maybe\" is not true or false: expected true or false","replayed":false,` +
				`"findings":[{"kind":"malformed","case":{"n":1},"expected":true,"got":"maybe","shrink":"minimal","shrinks":0,"detail":"\"maybe\" is not true or false: expected true or false","replayed":false}],"seed":1}` + "\n",
			"stonegame: check: the solution fails case 1 of 20: malformed output (\"maybe\" is not true or false: expected true or false)\n"},
		{"malformed text", []string{"check", "--game", "nim-game", "--seed", "1", "--cases", "20", "--no-corpus", "--", "sh", "-c", nimWords}, 1,
			"...expected: true\ngot:      \"maybe\" (not an answer)\n", ""},
		{"no game", []string{"check", "sol.py"}, 2, "", ""},
		{"no solution", []string{"check", "--game", "nim-game"}, 2, "", ""},
		{"unknown game", []string{"check", "--game", "chess", "sol.py"}, 2, "", ""},
		{"bad cases", []string{"check", "--game", "nim-game", "--cases", "0", "sol.py"}, 2, "", ""},
		{"bad findings", []string{"check", "--game", "nim-game", "--findings", "0", "sol.py"}, 2, "", ""},
		{"bad memory limit", []string{"check", "--game", "nim-game", "--memory-limit", "lots", "sol.py"}, 2, "",
			"stonegame: check: --memory-limit: \"lots\" is not a size: give bytes with a unit, like 256MiB or 1GiB\n"},
		{"no corpus and corpus", []string{"check", "--game", "nim-game", "--no-corpus", "--prune", "sol.py"}, 2, "", ""},
		{"watch nothing", []string{"check", "--game", "nim-game", "--watch", "--", "sh", "-c", nimRight}, 2, "",
			"stonegame: check: --watch: no file to watch among sh -c " + nimRight + "\n"},
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
	if _, err := os.Stat(".stonegame-check"); err == nil {
		t.Errorf("--no-corpus made .stonegame-check")
	}
}

// checkJSON runs check with --json and returns its object.
func checkJSON(t *testing.T, args ...string) (map[string]any, string) {
	t.Helper()
	out, errs, _ := run(t, "", append([]string{"check", "--json"}, args...)...)
	var v map[string]any
	if err := json.Unmarshal([]byte(out), &v); err != nil {
		t.Fatalf("check %s: %v in %q (stderr %q)", strings.Join(args, " "), err, out, errs)
	}
	return v, errs
}

// A failing case is saved to the corpus and runs first next time, even
// after the solution is fixed, until --prune; --corpus moves it.
func TestCheckCorpus(t *testing.T) {
	dir := inTempDir(t)
	nim := []string{"--game", "nim-game", "--seed", "1", "--cases", "20"}
	v, _ := checkJSON(t, append(nim, "--", "sh", "-c", nimWrong)...)
	if v["replayed"] != false || v["kind"] != "wrong" {
		t.Fatalf("first run: got %v, want a wrong answer not replayed", v)
	}
	files, _ := filepath.Glob(filepath.Join(dir, ".stonegame-check", "nim-game", "*.txt"))
	if len(files) != 1 {
		t.Fatalf("got corpus files %v, want one", files)
	}
	if data, _ := os.ReadFile(files[0]); string(data) != "4\n" {
		t.Errorf("the corpus file holds %q, want the case 4", data)
	}
	// Another seed whose first cases pass: the saved case fails first.
	v, _ = checkJSON(t, "--game", "nim-game", "--seed", "2", "--cases", "20", "--", "sh", "-c", nimWrong)
	if v["replayed"] != true || v["cases"] != 0.0 || v["saved"] != 1.0 {
		t.Errorf("second run: got %v, want the saved case replayed first", v)
	}
	out, _, code := run(t, "", append(append([]string{"check"}, nim...), "--", "sh", "-c", nimRight)...)
	if code != 0 || !strings.Contains(out, "and the case saved in .stonegame-check/nim-game") {
		t.Errorf("fixed: got exit %d, %q; want a pass that ran the saved case", code, out)
	}
	if _, err := os.Stat(files[0]); err != nil {
		t.Errorf("a case that passes left the corpus without --prune: %v", err)
	}
	// A file that is not a case of the game is reported, not run.
	bad := filepath.Join(dir, ".stonegame-check", "nim-game", "bad.txt")
	os.WriteFile(bad, []byte("[1,2]\n"), 0o644)
	out, errs, code := run(t, "", append(append([]string{"check", "--prune"}, nim...), "--", "sh", "-c", nimRight)...)
	if code != 0 || !strings.Contains(out, "pruned 1 saved case that passes now") || !strings.Contains(errs, "skipped .stonegame-check/nim-game/bad.txt") ||
		!strings.Contains(out, "removed 1 file of the corpus that holds no case of nim-game:\n  .stonegame-check/nim-game/bad.txt: ") {
		t.Errorf("--prune: got exit %d, %q, stderr %q", code, out, errs)
	}
	if files, _ := filepath.Glob(filepath.Join(dir, ".stonegame-check", "nim-game", "*")); len(files) != 0 {
		t.Errorf("--prune left %v", files)
	}
	other := filepath.Join(t.TempDir(), "cases")
	checkJSON(t, append(nim, "--corpus", other, "--", "sh", "-c", nimWrong)...)
	if files, _ := filepath.Glob(filepath.Join(other, "*.txt")); len(files) != 1 {
		t.Errorf("--corpus: got %v, want one file", files)
	}
}

// --findings goes on after the first failure: a solution with two bugs
// shows both, each shrunk, the first also at the top level.
func TestCheckFindings(t *testing.T) {
	inTempDir(t)
	v, errs := checkJSON(t, "--game", "nim-game", "--seed", "1", "--cases", "60", "--findings", "3", "--no-corpus", "--", "sh", "-c", nimTwoBugs)
	fs, _ := v["findings"].([]any)
	var got []string
	for _, f := range fs {
		m := f.(map[string]any)
		c, _ := json.Marshal(m["case"])
		got = append(got, m["kind"].(string)+" "+string(c)+" "+m["shrink"].(string))
	}
	want := []string{`wrong {"n":4} minimal`, `crash {"n":1000} minimal`}
	if strings.Join(got, "; ") != strings.Join(want, "; ") {
		t.Errorf("got findings %q, want %q", got, want)
	}
	if v["kind"] != "wrong" {
		t.Errorf("got the top-level kind %v, want the first finding's, wrong", v["kind"])
	}
	if !strings.Contains(errs, "(and 1 more finding)") {
		t.Errorf("got stderr %q, want it to count the other finding", errs)
	}
}

// --memory-limit reports a case past it as kind memory, with the peak;
// the same solution passes with room.
func TestCheckMemoryLimit(t *testing.T) {
	inTempDir(t)
	if testing.Short() {
		t.Skip("allocates 100 MB in a shell, a few seconds")
	}
	args := []string{"--game", "nim-game", "--seed", "1", "--cases", "30", "--no-corpus", "--jobs", "1"}
	v, _ := checkJSON(t, append(args, "--memory-limit", "64MiB", "--", "sh", "-c", nimHog)...)
	peak, _ := v["peak"].(float64)
	if v["kind"] != "memory" || peak <= 64<<20 || v["shrink"] != "not shrunk" {
		t.Errorf("got %v, want a memory failure with its peak past 64 MiB", v)
	}
	if c, _ := v["case"].(map[string]any); c["n"] != float64(1<<31-1) {
		t.Errorf("got the case %v, want n = 2^31 - 1", c)
	}
	if v, _ := checkJSON(t, append(args, "--memory-limit", "1GiB", "--", "sh", "-c", nimHog)...); v["status"] != "pass" {
		t.Errorf("with 1 GiB: got %v, want a pass", v)
	}
}

// --speed adds the ladder and the growth to the JSON; nim-game's
// answer is instant at every size.
func TestCheckSpeedJSON(t *testing.T) {
	inTempDir(t)
	v, _ := checkJSON(t, "--game", "nim-game", "--seed", "1", "--cases", "20", "--no-corpus", "--speed", "--", "sh", "-c", nimRight)
	rungs, _ := v["speed"].([]any)
	if v["status"] != "pass" || len(rungs) < 4 {
		t.Fatalf("got %v, want a pass with a ladder of sizes", v)
	}
	last := rungs[len(rungs)-1].(map[string]any)
	if last["n"] != float64(1<<31-1) {
		t.Errorf("got the largest size %v, want 2^31 - 1", last["n"])
	}
	if _, ok := v["growth"]; !ok || v["growth"] == "exponential" {
		t.Errorf("got growth %v, want a polynomial one or null", v["growth"])
	}
}

// --watch checks again each time the program's file is saved, replaying
// the corpus first, until interrupted (exit 130).
func TestCheckWatch(t *testing.T) {
	dir := inTempDir(t)
	defer func(p, s time.Duration) { watchPoll, watchSettle = p, s }(watchPoll, watchSettle)
	watchPoll, watchSettle = 20*time.Millisecond, 20*time.Millisecond
	prog := filepath.Join(dir, "nim.sh")
	if err := os.WriteFile(prog, []byte(nimWrong+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out, errs syncBuffer
	code := make(chan int, 1)
	// Run, not Main: Main's giving up on an interrupted command runs
	// check.KillAll, which would stop every later test's processes.
	env := &Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errs, Getenv: os.Getenv}
	go func() {
		code <- env.exitCtx(ctx, Run(ctx, env, []string{"check", "--game", "nim-game", "--seed", "1", "--cases", "20", "--json", "--watch", "--", "sh", "nim.sh"}))
	}()
	waitUntil := func(what string, ok func() bool) {
		t.Helper()
		for end := time.Now().Add(20 * time.Second); !ok(); time.Sleep(10 * time.Millisecond) {
			if time.Now().After(end) {
				t.Fatalf("no %s after 20s: stdout %q, stderr %q", what, out.String(), errs.String())
			}
		}
	}
	lines := func() []string { return strings.Split(strings.TrimSpace(out.String()), "\n") }
	// save writes the program whole, as an editor that renames does: a
	// check that starts between os.WriteFile's truncation and its write
	// runs an empty script (at load 20, a malformed third report).
	save := func(src string) {
		t.Helper()
		if err := os.WriteFile(prog+".tmp", []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Rename(prog+".tmp", prog); err != nil {
			t.Fatal(err)
		}
	}
	waitUntil("first report", func() bool { return strings.Count(errs.String(), "watching nim.sh") == 1 })
	if l := lines(); len(l) != 1 || !strings.Contains(l[0], `"status":"fail"`) || !strings.Contains(l[0], `"replayed":false`) {
		t.Fatalf("first report: %q", l)
	}
	// Saved again, still wrong: the corpus's case fails first.
	save(nimWrong + "\n\n")
	waitUntil("second report", func() bool { return strings.Count(errs.String(), "watching nim.sh") == 2 })
	if l := lines(); len(l) != 2 || !strings.Contains(l[1], `"replayed":true`) {
		t.Fatalf("second report: %q", l)
	}
	// Fixed: it passes, the saved case with it.
	save(nimRight + "\n")
	waitUntil("third report", func() bool { return strings.Count(errs.String(), "watching nim.sh") == 3 })
	if l := lines(); len(l) != 3 || !strings.Contains(l[2], `"status":"pass"`) || !strings.Contains(l[2], `"saved":1`) {
		t.Fatalf("third report: %q", l)
	}
	cancel()
	select {
	case c := <-code:
		if c != interrupt.ExitCode {
			t.Errorf("got exit %d, want %d", c, interrupt.ExitCode)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("--watch still runs 10s after the interrupt")
	}
}

// The speed table keeps its columns for a 10-digit n, and says how the
// time grows and what it is at LeetCode's largest n.
func TestPrintSpeed(t *testing.T) {
	sp := &check.SpeedReport{
		Rungs:  []check.Rung{{N: 1073741823, Seconds: 0.001, Shape: "random"}, {N: 2147483647, Seconds: 0.002, Shape: "sorted"}},
		Growth: "O(n)", MaxN: 2147483647, Estimate: 0.002, Measured: true, Repeats: 3, Shapes: []string{"random", "sorted"},
	}
	var b strings.Builder
	check.WriteSpeed(&b, sp, 2*time.Second, false)
	want := "\nspeed: the slowest of random and sorted at each size (median of up to 3 runs)\n" +
		"         n        time  slowest\n" +
		"1073741823        1 ms  random\n" +
		"2147483647        2 ms  sorted\n" +
		"growth: O(n); at n = 2147483647, LeetCode's largest: 2 ms\n"
	if got := b.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
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
	out, errs, code := run(t, "", "check", "--game", flip, "--seed", "1", "--cases", "30", "--max-n", "14", "--no-corpus", right)
	if code != 0 || out != "my-flip-game: all 30 cases pass (seed 1)\n" {
		t.Errorf("the right solution: got exit %d, stdout %q, stderr %q; want 0 and all cases passing", code, out, errs)
	}
	out, errs, code = run(t, "", "check", "--game", flip, "--seed", "1", "--cases", "30", "--max-n", "14", "--no-corpus", "--json", wrong)
	want := `{"status":"fail","game":"my-flip-game","cases":5,"kind":"wrong","case":{"currentState":"++++"},"expected":true,"got":false,"minimal":true,"shrink":"locally minimal","shrinks":0,"replayed":false,` +
		`"findings":[{"kind":"wrong","case":{"currentState":"++++"},"expected":true,"got":false,"minimal":true,"shrink":"locally minimal","shrinks":0,"replayed":false}],"seed":1}` + "\n"
	if code != 1 || out != want {
		t.Errorf("the wrong solution: got exit %d, stdout %q, stderr %q; want 1 and %q", code, out, errs, want)
	}
	// Wrong from 7 '+' on: the first failing case is larger, and shrunk.
	out, errs, code = run(t, "", "check", "--game", flip, "--seed", "1", "--cases", "30", "--max-n", "14", "--no-corpus", late)
	want = "my-flip-game: wrong answer on case 11 of 30 (seed 1)\n\nlocally minimal failing case (shrunk in 2 steps: no single change of it still fails):\n" +
		"currentState = \"+++++++\"\nexpected: true\ngot:      false\n"
	if code != 1 || !strings.HasPrefix(out, want) {
		t.Errorf("the solution wrong from 7 '+' on: got exit %d, stdout %q, stderr %q; want 1 and %q", code, out, errs, want)
	}
}
