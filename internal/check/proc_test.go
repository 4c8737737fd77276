package check

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// fakePidsEnv names the file where a fake solution in a "setsid-" mode
// appends itself and its child (see [fakeProc]), one pair a line.
const fakePidsEnv = "STONEGAME_CHECK_FAKE_PIDS"

// A fakeProc is a process a fake started or was, as the fake wrote it:
// "PID/START", its process ID and its start time in clock ticks since
// boot, so that a process given the same ID later (IDs wrap at pid_max,
// 32,768 on many machines, within a run of the tests) is not taken for it.
type fakeProc struct {
	pid   int
	start string
}

func (p fakeProc) String() string { return fmt.Sprintf("%d/%s", p.pid, p.start) }

// procStat returns the fields of /proc/PID/stat after the command's
// name (the state first); nil where it cannot be read.
func procStat(pid int) []string {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return nil
	}
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return nil
	}
	return strings.Fields(string(b[i+1:]))
}

// newFakeProc returns process pid as a fakeProc; its start is "?" where
// /proc cannot tell it.
func newFakeProc(pid int) fakeProc {
	if f := procStat(pid); len(f) > 19 {
		return fakeProc{pid, f[19]}
	}
	return fakeProc{pid, "?"}
}

// state returns p's state (R, S, Z...) and true while p exists; false
// once it is gone, even when another process has its ID now.
func (p fakeProc) state() (byte, bool) {
	f := procStat(p.pid)
	if len(f) <= 19 || f[19] != p.start || len(f[0]) != 1 {
		return 0, false
	}
	return f[0][0], true
}

// readFakeProcs reads the processes the fakes wrote to file.
func readFakeProcs(file string) ([]fakeProc, error) {
	b, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var ps []fakeProc
	for _, w := range strings.Fields(string(b)) {
		pid, start, _ := strings.Cut(w, "/")
		n, err := strconv.Atoi(pid)
		if err != nil || start == "" {
			return nil, fmt.Errorf("%s: %q is not PID/START", file, w)
		}
		ps = append(ps, fakeProc{n, start})
	}
	return ps, nil
}

// setsidChild starts "sleep 60" in a session of its own (out of the
// fake's process group, as a daemon would), with the fake's standard
// output and error, and appends the fake and its child to the file that
// fakePidsEnv names.
func setsidChild() error {
	cmd := exec.Command("sleep", "60")
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	if err := cmd.Start(); err != nil {
		return err
	}
	f, err := os.OpenFile(os.Getenv(fakePidsEnv), os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o644)
	if err != nil {
		return err
	}
	fmt.Fprintln(f, newFakeProc(os.Getpid()), newFakeProc(cmd.Process.Pid))
	return f.Close()
}

// fifoSolution writes a C++ solution of stone-game that includes a FIFO,
// which its compile reads forever, and returns both; it skips t without
// g++ (see toolchain) or FIFOs.
func fifoSolution(t *testing.T) (sol, fifo string) {
	t.Helper()
	toolchain(t, "x.cpp")
	dir := t.TempDir()
	fifo = filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Skipf("no FIFO: %v", err)
	}
	sol = filepath.Join(dir, "sol.cpp")
	src := fmt.Appendf(nil, "#include %q\nclass Solution { public: bool stoneGame(vector<int>& p) { return true; } };\n", fifo)
	if err := os.WriteFile(sol, src, 0o644); err != nil {
		t.Fatal(err)
	}
	return sol, fifo
}

// Lines are read whole however long, kept short, and quoted short.
func TestOutputLines(t *testing.T) {
	long := strings.Repeat("x", 2<<20)
	tests := []struct {
		name, out string
		want      []outLine // text cut to keepLine, length
	}{
		{"answers", "true\nfalse\n", []outLine{{"true", 4}, {"false", 5}}},
		{"blank lines skipped", "\n  \t\ntrue\r\n\n", []outLine{{"true\r", 5}}},
		{"last line unended", "true\nfalse", []outLine{{"true", 4}, {"false", 5}}},
		{"long line", long + "\ntrue\n", []outLine{{long[:keepLine], 2 << 20}, {"true", 4}}},
		{"long blank line", strings.Repeat(" ", 1<<20) + "\ntrue\n", []outLine{{"true", 4}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lines := make(chan outLine, 8)
			readLines(strings.NewReader(tt.out), lines, nil)
			var got []outLine
			for l := range lines {
				got = append(got, l)
			}
			if len(got) != len(tt.want) {
				t.Fatalf("got %d lines, want %d", len(got), len(tt.want))
			}
			for i := range got {
				if got[i] != tt.want[i] {
					t.Errorf("line %d: got %.20q (%d bytes), want %.20q (%d bytes)", i, got[i].text, got[i].n, tt.want[i].text, tt.want[i].n)
				}
			}
		})
	}
}

// A malformed answer is quoted at most quoteMax characters long, with
// the line's length when it is cut.
func TestMalformedQuote(t *testing.T) {
	tests := []struct {
		name string
		line outLine
		want string
	}{
		{"short", outLine{"maybe", 5}, `"maybe" is not true or false: expected true or false`},
		{"long", outLine{strings.Repeat("é", 300), 600}, `"` + strings.Repeat("é", 200) + `…" (a line of 600 bytes) is not true or false`},
		{"longer than kept", outLine{strings.Repeat("1", keepLine), 3 << 20}, `"` + strings.Repeat("1", 200) + `…" (a line of 3145728 bytes) is not true or false`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := tt.line.parse("boolean")
			if err == nil || err.Error() != tt.want {
				t.Errorf("got %v, want %s", err, tt.want)
			}
		})
	}
	// A long valid answer is still one.
	if a, err := (outLine{strings.Repeat(" ", 300) + "true", 304}).parse("boolean"); err != nil || a.String() != "true" {
		t.Errorf("got %v, %v; want true", a, err)
	}
}

// bounded runs f and fails t if it takes longer than d: the tests of
// hangs must not hang.
func bounded(t *testing.T, d time.Duration, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		f()
	}()
	select {
	case <-done:
	case <-time.After(d):
		t.Fatalf("still running after %v: check hangs", d)
	}
}
