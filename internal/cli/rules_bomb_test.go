package cli

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
	"syscall"
	"testing"
	"time"
)

const bombHeader = `name = "bomb"
params = [param("n", "integer", min = 0, max = 10)]
def start(n):
    return n
def moves(state):
`

// A rules file that asks for more memory than --rules-memory at once is
// refused before it allocates, at its place, and the error names the flag
// (issue 28).
func TestRulesMemoryBomb(t *testing.T) {
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1)) // a rules file lowers it
	file := filepath.Join(t.TempDir(), "bomb.star")
	if err := os.WriteFile(file, []byte(bombHeader+"    s = [0] * 1000000000\n    return []\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, lim := range []string{"64MiB", ""} {
		args := []string{"solve", "--game", file, "n = 3"}
		want := "past the memory limit of 4 GiB"
		if lim != "" {
			args = append(args, "--rules-memory", lim)
			want = "past the memory limit of 64 MiB"
		}
		_, stderr, code := run(t, "", args...)
		if code != 1 || !strings.Contains(stderr, "bomb.star:6:13: ") || !strings.Contains(stderr, want) || !strings.Contains(stderr, "(--rules-memory raises the limit)") {
			t.Errorf("%v: exit %d, stderr %q; want 1, bomb.star:6:13, %q and the flag", args, code, stderr, want)
		}
	}
}

// SIGTERM ends a solve whose rules file is busy allocating (each
// allocation within the budget, the budget huge): exit 130, within a
// bound of 10 s that only a process deaf to signals misses.
func TestInterruptRulesBomb(t *testing.T) {
	if testing.Short() {
		t.Skip("builds stonegame")
	}
	bin := buildStonegame(t)
	file := filepath.Join(t.TempDir(), "bomb.star")
	src := bombHeader + "    for i in range(1000000000):\n        s = [0] * 10000000\n    return []\n"
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGINT} {
		t.Run(sig.String(), func(t *testing.T) {
			cmd := exec.Command(bin, "solve", "--game", file, "--rules-memory", "1TiB", "--rules-steps", "100000000000", "n = 3")
			var stderr strings.Builder
			cmd.Stderr = &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			exited := make(chan struct{})
			go func() {
				cmd.Wait() // an exit code other than 0 is checked below
				close(exited)
			}()
			select {
			case <-exited:
				t.Fatalf("solve ended before the signal: %s", stderr.String())
			case <-time.After(500 * time.Millisecond): // in the loop by now, or loading: either must stop
			}
			cmd.Process.Signal(sig)
			select {
			case <-exited:
			case <-time.After(10 * time.Second):
				cmd.Process.Kill()
				t.Fatalf("still running 10 s after %v", sig)
			}
			if code := cmd.ProcessState.ExitCode(); code != 130 || !strings.Contains(stderr.String(), "stonegame: interrupted") {
				t.Errorf("exit %d, stderr %q; want 130, interrupted", code, stderr.String())
			}
		})
	}
}
