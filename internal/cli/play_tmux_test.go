package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// tmuxGame is one 'stonegame play' running in a private, detached tmux
// server, in a window of a given size.
type tmuxGame struct {
	t      *testing.T
	tmux   string
	socket string
	status string // the file the shell writes the game's exit status to
}

// tmuxSessions numbers the tmux servers of a test binary: each game has
// a server of its own, never one that a previous game's kill-server may
// still be taking down ("server exited unexpectedly").
var tmuxSessions atomic.Int64

// startTmux runs 'bin play args' in a tmux window of w×h. The session and
// its server end with the test.
func startTmux(t *testing.T, tmux, bin string, w, h int, args string) *tmuxGame {
	t.Helper()
	dir := t.TempDir()
	g := &tmuxGame{t: t, tmux: tmux, socket: "stonegame-test-" + strconv.Itoa(os.Getpid()) + "-" + strconv.Itoa(int(tmuxSessions.Add(1))), status: filepath.Join(dir, "status")}
	t.Cleanup(func() { exec.Command(tmux, "-L", g.socket, "kill-server").Run() })
	// The shell that tmux starts writes the game's exit status to a file:
	// tmux 3.3a sometimes marks the pane dead without ever recording
	// #{pane_dead_status}, so that cannot be waited for.
	g.run("-f", "/dev/null", "new-session", "-d", "-s", "play", "-x", strconv.Itoa(w), "-y", strconv.Itoa(h),
		bin+" play "+args+"; echo $? > "+g.status)
	g.run("set-option", "-t", "play", "remain-on-exit", "on")
	return g
}

func (g *tmuxGame) run(args ...string) string {
	g.t.Helper()
	out, err := exec.Command(g.tmux, append([]string{"-L", g.socket}, args...)...).CombinedOutput()
	if err != nil {
		g.t.Fatalf("tmux %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

func (g *tmuxGame) screen() string { return g.run("capture-pane", "-p", "-t", "play") }

func (g *tmuxGame) keys(k ...string) { g.run(append([]string{"send-keys", "-t", "play"}, k...)...) }

// waitFor returns the screen once it shows want; it fails the test if it
// never does.
func (g *tmuxGame) waitFor(want string) string {
	g.t.Helper()
	deadline := time.Now().Add(waitLimit)
	for {
		s := g.screen()
		if strings.Contains(s, want) {
			return s
		}
		if time.Now().After(deadline) {
			g.t.Fatalf("the screen never showed %q; it shows:\n%s", want, s)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// quit presses q and waits for the game to exit with status 0; it returns
// the screen after, where the game printed its end, with the lines the
// terminal wrapped joined and trailing spaces trimmed.
func (g *tmuxGame) quit() string {
	g.t.Helper()
	return g.end("0", "q")
}

// end sends keys and waits for the game to exit with status want; it
// returns the screen after, as quit does.
func (g *tmuxGame) end(want string, keys ...string) string {
	g.t.Helper()
	g.keys(keys...)
	deadline := time.Now().Add(waitLimit)
	for {
		b, err := os.ReadFile(g.status)
		if err == nil && strings.HasSuffix(string(b), "\n") {
			if st := strings.TrimSpace(string(b)); st != want {
				g.t.Errorf("stonegame play exited with %s, want %s", st, want)
			}
			s := g.run("capture-pane", "-p", "-J", "-S", "-", "-t", "play") // with the scrollback, lines the terminal wrapped joined
			lines := strings.Split(s, "\n")
			for i, l := range lines {
				lines[i] = strings.TrimRight(l, " ")
			}
			return strings.Join(lines, "\n")
		}
		if time.Now().After(deadline) {
			g.t.Fatalf("%q did not end the game; the screen:\n%s", keys, g.screen())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func wantScreen(t *testing.T, when, s string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(s, w) {
			t.Errorf("%s: the screen lacks %q:\n%s", when, w, s)
		}
	}
}

// TestPlayTmux drives the full-screen game as a person would: it builds
// stonegame, runs 'stonegame play' in detached tmux sessions of 120×35,
// 40×15 and 20×8, sends keys and reads the screen with capture-pane. It
// skips when tmux is not installed, unless STONEGAME_REQUIRE_TMUX=1 (CI),
// where it fails.
func TestPlayTmux(t *testing.T) {
	tmux, err := exec.LookPath("tmux")
	if err != nil {
		if os.Getenv("STONEGAME_REQUIRE_TMUX") == "1" {
			t.Fatal("tmux is not installed, and STONEGAME_REQUIRE_TMUX=1 requires this test")
		}
		t.Skip("tmux is not installed: skipping the full-screen test (install tmux to run it)")
	}
	if testing.Short() && os.Getenv("STONEGAME_REQUIRE_TMUX") != "1" {
		t.Skip("short: skipping the full-screen test, which builds the binary")
	}
	bin := filepath.Join(t.TempDir(), "stonegame")
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("building stonegame needs the go command on PATH: %v", err)
	}
	build := exec.Command(gobin, "build", "-o", bin, "stonegame/cmd/stonegame")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}

	t.Run("120x35", func(t *testing.T) {
		g := startTmux(t, tmux, bin, 120, 35, "--opponent greedy 1 5 100 7")
		s := g.waitFor("Your move")
		wantScreen(t, "the first screen", s, "Predict the Winner (LeetCode 486)", "  1   5 100   7", "you 0, the computer 0, differential 0",
			"←/L left • →/R right • ? hint • u undo • n new • q quit")
		g.keys("L")
		g.waitFor("the computer took 7 from the right")
		g.keys("-l", "?")
		g.waitFor("hint: best: R (right)")
		g.keys("l") // the 5: a mistake that costs 190
		s = g.waitFor("Result:")
		wantScreen(t, "the end", s,
			"you took 5 from the left: that cost you 190",
			"Result: you 6, the computer 107: the computer wins by 101.",
			"Optimal play from the start: you 101, the computer 12: you would win by 89.",
			"Optimal moves: 1 of 2.",
			"Points lost: 190, in 1 move:",
			"move 3: you took 5 from the left: that cost you 190",
			"you you cpu cpu")
		lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
		if len(lines) != 35 || lines[34] != "u undo • n new • q quit" {
			t.Errorf("the help line of a finished game is not alone on the last of 35 rows:\n%s", s)
		}
		g.keys("u")
		g.waitFor("Undone: your move again (move 3).")
		g.keys("R")
		s = g.waitFor("Result:")
		wantScreen(t, "after undo and the better move", s, "Result: you 101, the computer 12: you win by 89.", "Points lost: none.")
		s = g.quit()
		wantScreen(t, "after quitting", s, "Predict the Winner (LeetCode 486)\nrow:\nyou 101, the computer 12, differential +89\nResult: you 101, the computer 12: you win by 89.")
	})

	t.Run("40x15", func(t *testing.T) {
		g := startTmux(t, tmux, bin, 40, 15, "--opponent greedy 1 5 100")
		s := g.waitFor("Your move")
		wantScreen(t, "the first screen", s, "  1   5 100", "you 0, the computer 0, differential 0",
			"←/L left • →/R right\n", "? hint • u undo • n new • q quit")
		g.keys("R")
		g.waitFor("you 100, cpu 5 (+95)")
		g.keys("Right") // the last number: the right end too
		s = g.waitFor("Result:")
		wantScreen(t, "the end", s, "you took 1 from the left: optimal", "you 101, cpu 5 (+96)", "u undo • n new • q quit")
		if strings.Contains(s, "→/R") || strings.Contains(s, "Cannot play") {
			t.Errorf("the end offers a move, or refused the last one:\n%s", s)
		}
		s = g.quit()
		wantScreen(t, "after quitting", s, "\nrow:\nyou 101, the computer 5, differential +96\nResult: you 101, the computer 5: you win by 96.\n")
	})

	t.Run("40x15 stones", func(t *testing.T) {
		row := "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30"
		g := startTmux(t, tmux, bin, 40, 15, "--game stone-game-vi --opponent greedy --alice "+row+" --bob "+row)
		s := g.waitFor("Your move")
		wantScreen(t, "the first screen", s, "Alice (you)", "Bob ", "you 0, the computer 0, differential 0", "b best", "? hint • u undo • n new • q quit")
		g.keys("b")
		g.waitFor(" 29 ")
		g.keys("Enter")
		g.waitFor("you took stone 29 (+30): optimal")
		g.keys("0", "Enter")
		s = g.waitFor("you took stone 0 (+1)")
		wantScreen(t, "after typing 0", s, "that cost you")
		g.quit()
	})

	t.Run("esc and ctrl-c", func(t *testing.T) {
		g := startTmux(t, tmux, bin, 80, 24, "--opponent greedy 1 5 100 7")
		g.waitFor("Your move")
		g.keys("?")
		g.waitFor("hint: best: L (left)")
		g.keys("Escape")
		g.waitFor("Your move")
		time.Sleep(200 * time.Millisecond) // Esc is read after a short wait for the rest of a sequence
		s := g.waitFor("Your move")
		if strings.Contains(s, "hint: best") {
			t.Errorf("Esc did not close the hint:\n%s", s)
		}
		g.keys("Escape")
		g.waitFor("q quits")
		if b, err := os.ReadFile(g.status); err == nil {
			t.Fatalf("Esc ended the game with status %s", b)
		}
		s = g.end("130", "C-c")
		wantScreen(t, "after Ctrl-C", s, "row: 1 5 100 7", "You quit after 0 moves.", "stonegame: interrupted")
	})

	t.Run("plain ctrl-c and width", func(t *testing.T) {
		g := startTmux(t, tmux, bin, 40, 15, "--plain --opponent greedy 1 5 100 7")
		g.waitFor("differential 0\n>")
		g.keys("hint", "Enter")
		g.waitFor("(best)")
		s := g.run("capture-pane", "-p", "-J", "-S", "-", "-t", "play") // with the scrollback, lines the terminal wrapped joined
		for _, l := range strings.Split(s, "\n") {
			if w := len([]rune(strings.TrimRight(l, " "))); w > 40 {
				t.Errorf("a line of %d columns in a terminal of 40: --plain did not wrap it:\n%s", w, l)
			}
		}
		wantScreen(t, "the hint", s, "Predict the Winner (LeetCode 486). You\n  are player 1;")
		s = g.end("130", "C-c")
		wantScreen(t, "after Ctrl-C", s, "stonegame: interrupted")
	})

	t.Run("rules file", func(t *testing.T) {
		// Cat and Mouse from its rules file: moves by the arrows, by
		// number and by a best move; the match ends when a drawn position
		// repeats.
		file, err := filepath.Abs("../../examples/rules/catmouse.star")
		if err != nil {
			t.Fatal(err)
		}
		g := startTmux(t, tmux, bin, 100, 30, "--game "+file+" '[[2,5],[3],[0,4,5],[1,4,5],[2,3],[0,2,3]]'")
		s := g.waitFor("Your move")
		wantScreen(t, "the first screen", s, "Cat and Mouse (LeetCode 913)", "You are Mouse (first); the computer (optimal) is Cat (second).",
			"Position: Mouse at 1, Cat at 2", "Moves: [mouse to 3]", "Your turn (Mouse): a drawn position.")
		g.keys("m", "1", "Enter")
		s = g.waitFor("the computer played cat to 5: optimal")
		wantScreen(t, "after move 1", s, "Position: Mouse at 3, Cat at 5", "Moves: [mouse to 1]  mouse to 4   mouse to 5")
		g.keys("Right", "Enter")
		g.waitFor("the computer played cat to 2: optimal")
		g.keys("-l", "?")
		g.waitFor("hint: best: mouse to 3; perfect play from here ends in a draw.")
		g.keys("b", "Enter")
		s = g.waitFor("Result:")
		wantScreen(t, "the end", s, "Result: the position repeats: a draw.", "Optimal moves: 3 of 3.", "Mistakes: none.")
		s = g.quit()
		wantScreen(t, "after quitting", s, "Result: the position repeats: a draw.")
	})

	t.Run("solo", func(t *testing.T) {
		g := startTmux(t, tmux, bin, 80, 24, "--game stone-game-v 6 2 3 4 5 5")
		s := g.waitFor("Your move")
		wantScreen(t, "the first screen", s, "You play alone, as Alice.", "your score: 0")
		g.keys("3", "Enter")
		g.waitFor("you played split at 3 (+11): optimal")
		g.keys("1", "Enter") // 6 | 2 3: keeps 2 3
		g.waitFor("your score: 16")
		g.keys("1", "Enter") // 2 | 3: keeps 2
		s = g.waitFor("Result:")
		wantScreen(t, "the end", s, "Result: you scored 18 of the best 18.")
		if strings.Contains(strings.ToLower(s), "computer") || strings.Contains(s, "cpu") {
			t.Errorf("a solo game mentions the computer:\n%s", s)
		}
		g.quit()
	})

	t.Run("20x8", func(t *testing.T) {
		g := startTmux(t, tmux, bin, 20, 8, "--opponent greedy 1 5 100 7")
		s := g.waitFor("q quit")
		wantScreen(t, "the first screen", s, "  1   5 100   7", "you 0, cpu 0 (0)", "←/L left • →/R right", "? hint • u undo", "n new • q quit")
		g.keys("l")
		s = g.waitFor("you 1, cpu 7 (−6)")
		wantScreen(t, "after a move", s, "you", "cpu", "? hint • u undo", "n new • q quit")
		s = g.quit()
		wantScreen(t, "after quitting", s, "\nrow: 5 100\nyou 1, the computer 7, differential −6\nYou quit after 2 moves.\n")
	})
}
