package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"stonegame/games"
)

// TestCompletionBash sources the bash script in bash and completes
// command lines as bash would (COMP_WORDS split at "=" as bash's
// COMP_WORDBREAKS does): a command, a flag, a game name, a game
// registered after the others, a flag's values, files.
func TestCompletionBash(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	g := *games.Default // a game added to the registry is completed too
	g.Name, g.Aliases = "zz-new-game", nil
	remove, err := games.Register(&g)
	if err != nil {
		t.Fatal(err)
	}
	defer remove()
	out, errs, code := run(t, "", "completion", "bash")
	if code != 0 {
		t.Fatalf("completion bash: exit %d, stderr %q", code, errs)
	}
	dir := t.TempDir()
	script := filepath.Join(dir, "stonegame.bash")
	for name, data := range map[string]string{script: out, filepath.Join(dir, "in.txt"): "1 2\n", filepath.Join(dir, "index.md"): ""} {
		if err := os.WriteFile(name, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		words []string // the last is the word being completed
		want  string   // the completions, sorted, one space between
	}{
		{[]string{"sol"}, "solve"},
		{[]string{"s"}, "serve site solve"},
		{[]string{"c"}, "check completion"},
		{[]string{"solve", "--j"}, "--json"},
		{[]string{"solve", "--game", "stone-game-v"}, "stone-game-v stone-game-vi stone-game-vii stone-game-viii"},
		{[]string{"explain", "--game", "=", "nim"}, "nim-game"},
		{[]string{"explain", "--game", "="}, strings.Join(slices.Sorted(slices.Values(games.Names())), " ")},
		{[]string{"play", "--game", "zz"}, "zz-new-game"},
		{[]string{"explain", "--format", ""}, "html markdown svg text"},
		{[]string{"play", "--opponent", "g"}, "greedy"},
		{[]string{"explain", "-"}, "--alice --bob --format --game --rules-memory --rules-positions --rules-steps --rules-time --whole-max -o"},
		{[]string{"help", "ex"}, "explain"},
		{[]string{"completion", ""}, "bash fish zsh"},
		{[]string{"solve", "in"}, "in.txt index.md"},
		{[]string{"solve", "--json", "in."}, "in.txt"},
		{[]string{"explain", "-o", "ind"}, "index.md"},
		{[]string{"play", "--seed", ""}, ""},
		{[]string{"version", ""}, ""},
		{[]string{"frob", ""}, ""},
	}
	for _, tc := range tests {
		words := append([]string{"stonegame"}, tc.words...)
		var quoted []string
		for _, w := range words {
			quoted = append(quoted, shellQuote(w))
		}
		cmd := "source " + shellQuote(script) + "; COMP_WORDS=(" + strings.Join(quoted, " ") + "); COMP_CWORD=" + itoa(len(words)-1) +
			`; _stonegame; printf '%s\n' "${COMPREPLY[@]}" | LC_ALL=C sort`
		c := exec.Command(bash, "--norc", "--noprofile", "-c", cmd)
		c.Dir = dir
		got, err := c.CombinedOutput()
		if err != nil {
			t.Errorf("%q: %v: %s", tc.words, err, got)
			continue
		}
		if g := strings.Join(strings.Fields(string(got)), " "); g != tc.want {
			t.Errorf("completing %q: got %q, want %q", strings.Join(tc.words, " "), g, tc.want)
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

// The zsh and fish scripts name every command, flag and game; the shells
// may be missing here, so their text is checked.
func TestCompletionScripts(t *testing.T) {
	for _, sh := range []string{"zsh", "fish"} {
		out, errs, code := run(t, "", "completion", sh)
		if code != 0 || errs != "" {
			t.Fatalf("completion %s: exit %d, stderr %q", sh, code, errs)
		}
		for _, name := range commandNames() {
			if !strings.Contains(out, name) {
				t.Errorf("%s: no command %s", sh, name)
			}
		}
		for _, want := range append(games.Names(), "--format", "opponent", "_files", "bash zsh fish") {
			if sh == "fish" && want == "_files" || sh == "fish" && want == "--format" {
				continue
			}
			if !strings.Contains(out, want) {
				t.Errorf("%s: the script does not name %s", sh, want)
			}
		}
		if sh == "fish" && !strings.Contains(out, "-l format -x -a 'text markdown svg html'") {
			t.Errorf("fish: --format's values are not completed:\n%s", out)
		}
		if path, err := exec.LookPath(sh); err == nil { // parse it where the shell is installed
			c := exec.Command(path, "-n")
			c.Stdin = strings.NewReader(out)
			if msg, err := c.CombinedOutput(); err != nil {
				t.Errorf("%s -n: %v: %s", sh, err, msg)
			}
		}
	}
	_, errs, code := run(t, "", "completion", "tcsh")
	if code != 2 || errs != "stonegame: completion: unknown shell \"tcsh\": use bash, zsh, fish\n" {
		t.Errorf("completion tcsh: exit %d, stderr %q", code, errs)
	}
}
