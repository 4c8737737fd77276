package cli

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestInterruptCheckWatchTemp (issue 28): check --watch removes its
// temporary folder on every exit: SIGINT or SIGTERM soon, during a run,
// and while it watches (it was left behind in 2 of 5 SIGINTs).
func TestInterruptCheckWatchTemp(t *testing.T) {
	bin := buildStonegame(t)
	work := t.TempDir()
	if err := os.WriteFile(filepath.Join(work, "nim.sh"), []byte(nimRight+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		sig   syscall.Signal
		after string        // a line of stderr to wait for first, or ""
		delay time.Duration // then how long to wait
	}{
		{"SIGINT soon", syscall.SIGINT, "", 50 * time.Millisecond},
		{"SIGINT during the run", syscall.SIGINT, "", 150 * time.Millisecond},
		{"SIGINT while watching", syscall.SIGINT, "watching nim.sh", 0},
		{"SIGTERM while watching", syscall.SIGTERM, "watching nim.sh", 20 * time.Millisecond},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tmp := t.TempDir()
			cmd := exec.Command(bin, "check", "--game", "nim-game", "--cases", "300", "--no-corpus", "--watch", "--", "sh", "nim.sh")
			cmd.Dir = work
			cmd.Env = append(os.Environ(), "TMPDIR="+tmp)
			stderr, err := cmd.StderrPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			lines := make(chan string, 100)
			go func() {
				defer close(lines)
				sc := bufio.NewScanner(stderr)
				for sc.Scan() {
					lines <- sc.Text()
				}
			}()
			if tc.after != "" {
				timeout := time.After(20 * time.Second)
			wait:
				for {
					select {
					case l, ok := <-lines:
						if !ok {
							t.Fatalf("check ended before %q", tc.after)
						}
						if strings.Contains(l, tc.after) {
							break wait
						}
					case <-timeout:
						cmd.Process.Kill()
						t.Fatalf("no %q on stderr after 20 s", tc.after)
					}
				}
			}
			time.Sleep(tc.delay)
			if err := cmd.Process.Signal(tc.sig); err != nil {
				t.Fatal(err)
			}
			go func() {
				for range lines {
				}
			}()
			if code := waitExit(t, cmd); code != 130 {
				t.Errorf("exit %d, want 130", code)
			}
			ents, err := os.ReadDir(tmp)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range ents {
				t.Errorf("left behind in TMPDIR: %s", e.Name())
			}
		})
	}
}
