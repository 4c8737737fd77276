package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestPlayTmux drives the full-screen game as a person would: it builds
// stonegame, runs 'stonegame play' in a detached tmux session of 100×30,
// sends keys and reads the screen with capture-pane. It skips when tmux is
// not installed, unless STONEGAME_REQUIRE_TMUX=1 (CI), where it fails.
func TestPlayTmux(t *testing.T) {
	tmux, err := exec.LookPath("tmux")
	if err != nil {
		if os.Getenv("STONEGAME_REQUIRE_TMUX") == "1" {
			t.Fatal("tmux is not installed, and STONEGAME_REQUIRE_TMUX=1 requires this test")
		}
		t.Skip("tmux is not installed: skipping the full-screen test (install tmux to run it)")
	}
	if testing.Short() {
		t.Skip("short: skipping the full-screen test, which builds the binary")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "stonegame")
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("building stonegame needs the go command on PATH: %v", err)
	}
	build := exec.Command(gobin, "build", "-o", bin, "stonegame/cmd/stonegame")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}

	// A private tmux server, so the test touches no one's sessions.
	socket := "stonegame-test-" + strconv.Itoa(os.Getpid())
	run := func(args ...string) string {
		t.Helper()
		out, err := exec.Command(tmux, append([]string{"-L", socket}, args...)...).CombinedOutput()
		if err != nil {
			t.Fatalf("tmux %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	t.Cleanup(func() { exec.Command(tmux, "-L", socket, "kill-server").Run() })
	// The shell that tmux starts writes the game's exit status to a file:
	// tmux 3.3a sometimes marks the pane dead without ever recording
	// #{pane_dead_status}, so that cannot be waited for.
	statusFile := filepath.Join(dir, "status")
	run("-f", "/dev/null", "new-session", "-d", "-s", "play", "-x", "100", "-y", "30",
		bin+" play --opponent greedy 1 5 100 7; echo $? > "+statusFile)
	run("set-option", "-t", "play", "remain-on-exit", "on")

	screen := func() string { return run("capture-pane", "-p", "-t", "play") }
	waitFor := func(want string) string {
		t.Helper()
		deadline := time.Now().Add(15 * time.Second)
		for {
			s := screen()
			if strings.Contains(s, want) {
				return s
			}
			if time.Now().After(deadline) {
				t.Fatalf("the screen never showed %q; it shows:\n%s", want, s)
			}
			time.Sleep(50 * time.Millisecond)
		}
	}
	keys := func(k ...string) { run(append([]string{"send-keys", "-t", "play"}, k...)...) }

	s := waitFor("Your move")
	for _, want := range []string{"Predict the Winner (LeetCode 486)", "  1   5 100   7", "you 0, the computer 0, differential +0"} {
		if !strings.Contains(s, want) {
			t.Errorf("the first screen lacks %q:\n%s", want, s)
		}
	}
	keys("Left")
	waitFor("the computer took 7 from the right")
	keys("-l", "?")
	waitFor("hint: best: R (right)")
	keys("h") // the 5: a mistake that costs 190
	s = waitFor("Result:")
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	for _, want := range []string{
		"you took 5 from the left: that cost you 190",
		"Result: you 6, the computer 107: the computer wins by 101.",
		"Optimal play from the start: you 101, the computer 12: you would win by 89.",
		"Optimal moves: 1 of 2.",
		"Points lost: 190, in 1 move:",
		"move 3: you took 5 from the left: that cost you 190",
		"you you cpu cpu",
	} {
		if !strings.Contains(s, want) {
			t.Errorf("the end screen lacks %q:\n%s", want, s)
		}
	}
	if len(lines) != 30 || !strings.Contains(lines[29], "q quit") {
		t.Errorf("the help line is not on the last of 30 rows:\n%s", s)
	}

	keys("u")
	waitFor("Undone: your move again (move 3).")
	keys("Right")
	s = waitFor("Result:")
	if !strings.Contains(s, "Result: you 101, the computer 12: you win by 89.") || !strings.Contains(s, "Points lost: none.") {
		t.Errorf("after undo and the better move, the end screen is:\n%s", s)
	}

	keys("q")
	deadline := time.Now().Add(10 * time.Second)
	for {
		b, err := os.ReadFile(statusFile)
		if err == nil && strings.HasSuffix(string(b), "\n") {
			if st := strings.TrimSpace(string(b)); st != "0" {
				t.Errorf("stonegame play exited with %s, want 0", st)
			}
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("q did not end the game; the screen:\n%s", screen())
		}
		time.Sleep(50 * time.Millisecond)
	}
}
