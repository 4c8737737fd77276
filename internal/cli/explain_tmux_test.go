package cli

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"stonegame/explain"
	"stonegame/game"
	"stonegame/games"
)

// TestExplainWrapsToTerminal runs 'stonegame explain' in a detached tmux
// window 60 columns wide: its paragraphs and lists are wrapped at 60
// columns, not at the 100 of a file or a pipe. It skips when tmux is not
// installed, unless STONEGAME_REQUIRE_TMUX=1.
func TestExplainWrapsToTerminal(t *testing.T) {
	tmux, err := exec.LookPath("tmux")
	if err != nil {
		if os.Getenv("STONEGAME_REQUIRE_TMUX") == "1" {
			t.Fatal("tmux is not installed, and STONEGAME_REQUIRE_TMUX=1 requires this test")
		}
		t.Skip("tmux is not installed: skipping the terminal-width test (install tmux to run it)")
	}
	if testing.Short() && os.Getenv("STONEGAME_REQUIRE_TMUX") != "1" {
		t.Skip("short: skipping the terminal-width test, which builds the binary")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "stonegame")
	if out, err := exec.Command("go", "build", "-o", bin, "stonegame/cmd/stonegame").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	const cols = 60
	socket := "stonegame-explain-" + strconv.Itoa(os.Getpid())
	run := func(args ...string) string {
		t.Helper()
		out, err := exec.Command(tmux, append([]string{"-L", socket}, args...)...).CombinedOutput()
		if err != nil {
			t.Fatalf("tmux %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	t.Cleanup(func() { exec.Command(tmux, "-L", socket, "kill-server").Run() })
	status, conf := filepath.Join(dir, "status"), filepath.Join(dir, "tmux.conf")
	// The pane stays when explain ends, which may be before a set-option
	// could reach the session: the option comes with the server.
	if err := os.WriteFile(conf, []byte("set-option -g remain-on-exit on\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	run("-f", conf, "new-session", "-d", "-s", "explain", "-x", strconv.Itoa(cols), "-y", "50",
		"NO_COLOR=1 "+bin+" explain --game stone-game-iv 'n = 4'; echo $? > "+status)
	for deadline := time.Now().Add(waitLimit); ; time.Sleep(50 * time.Millisecond) {
		if b, err := os.ReadFile(status); err == nil && strings.HasSuffix(string(b), "\n") {
			if st := strings.TrimSpace(string(b)); st != "0" {
				t.Fatalf("stonegame explain exited with %s", st)
			}
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("stonegame explain did not end")
		}
	}
	// With the scrollback, lines the terminal wrapped itself joined (the
	// tables, which are not wrapped: they scroll), and without the colour
	// (NO_COLOR), the screen is the explanation wrapped at 60 columns.
	screen := run("capture-pane", "-p", "-J", "-S", "-", "-t", "explain")
	lines := strings.Split(screen, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimRight(l, " ")
	}
	screen = strings.Join(lines, "\n")
	g, err := games.Lookup("stone-game-iv")
	if err != nil {
		t.Fatal(err)
	}
	args := game.Args{game.IntOf(4)}
	p, err := g.Start(context.Background(), args)
	if err != nil {
		t.Fatal(err)
	}
	e, err := explain.Build(g, args, p, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := string(e.TextWidth(false, cols))
	if !strings.Contains(screen, strings.TrimRight(want, "\n")) {
		t.Errorf("the screen of %d columns is not the explanation wrapped at %d:\n%s\nwant:\n%s", cols, cols, screen, want)
	}
	if want == string(e.Text(false)) {
		t.Error("the text wrapped at 60 columns is the text wrapped at 100")
	}
}
