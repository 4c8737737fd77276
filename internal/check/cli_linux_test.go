package check_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"stonegame/internal/check"
	"stonegame/internal/cli"
)

// The test binary is stonegame when check.HelperEnv is set: what
// cmd/stonegame's main does, line for line.
func init() {
	check.CLIMain = func(args []string) int {
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		context.AfterFunc(ctx, stop)
		code := cli.Main(ctx, args, os.Stdin, os.Stdout, os.Stderr)
		stop()
		return code
	}
}

// helper is stonegame running in a process of its own.
type helper struct {
	cmd    *exec.Cmd
	stderr bytes.Buffer
	exited chan error // its Wait's error
}

// stonegame starts stonegame (the test binary as such) with args, its
// temporary directory tmp, and env added; it is killed when t ends.
func stonegame(t *testing.T, tmp string, env []string, args ...string) *helper {
	t.Helper()
	h := &helper{cmd: exec.Command(os.Args[0], args...), exited: make(chan error, 1)}
	h.cmd.Env = append(os.Environ(), check.HelperEnv+"=1", "TMPDIR="+tmp)
	h.cmd.Env = append(h.cmd.Env, env...)
	h.cmd.Stderr = &h.stderr
	if err := h.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { h.exited <- h.cmd.Wait() }()
	t.Cleanup(func() {
		h.cmd.Process.Kill()
		<-h.exited
	})
	return h
}

// terminate sends SIGTERM to h and waits, at most 15s, for it to exit
// as interrupted.
func (h *helper) terminate(t *testing.T) {
	t.Helper()
	if err := h.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-h.exited:
		h.exited <- err // for the cleanup
		var ee *exec.ExitError
		if !errors.As(err, &ee) || ee.ExitCode() != 130 {
			t.Errorf("got %v (stderr %q), want exit status 130", err, h.stderr.String())
		}
	case <-time.After(15 * time.Second):
		t.Fatalf("stonegame check still runs 15s after SIGTERM")
	}
}

// waitFor polls ok every 20ms, at most 30s.
func waitFor(t *testing.T, what string, ok func() bool) {
	t.Helper()
	for end := time.Now().Add(30 * time.Second); !ok(); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(end) {
			t.Fatalf("no %s after 30s", what)
		}
	}
}

// empty fails t if dir holds anything: check's build directory and the
// compiler's temporary files must be gone.
func empty(t *testing.T, dir string) {
	t.Helper()
	names, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range names {
		t.Errorf("%s is left in the temporary directory", n.Name())
	}
}

// SIGTERM sent to check while g++ compiles (forever: the solution
// includes a FIFO) kills g++ and cc1plus, and removes the build directory
// and g++'s temporary files.
func TestSignalDuringCompile(t *testing.T) {
	t.Parallel()
	sol, fifo := check.FIFOSolution(t)
	tmp := t.TempDir()
	h := stonegame(t, tmp, nil, "check", "--game", "stone-game", sol)
	// Once cc1plus reads the FIFO, a writer can open it; keep it open so
	// that cc1plus keeps waiting.
	var w *os.File
	waitFor(t, "compiler reading the FIFO", func() bool {
		var err error
		w, err = os.OpenFile(fifo, os.O_WRONLY|syscall.O_NONBLOCK, 0)
		return err == nil
	})
	defer w.Close()
	h.terminate(t)
	if _, err := w.Write([]byte("x")); !errors.Is(err, syscall.EPIPE) {
		t.Errorf("got %v writing to the FIFO, want EPIPE: the compiler still reads it", err)
	}
	empty(t, tmp)
}

// SIGTERM sent to check while a solution runs kills the solution and its
// child in a session of its own, and removes check's directory.
func TestSignalDuringRun(t *testing.T) {
	t.Parallel()
	tmp := t.TempDir()
	pids := filepath.Join(t.TempDir(), "pids")
	env := []string{check.FakeEnv + "=setsid-sleep", check.FakePidsEnv + "=" + pids}
	h := stonegame(t, tmp, env, "check", "--game", "predict-the-winner", "--time-limit", "1m", "--jobs", "1", "--", os.Args[0])
	// Two lines of pids: the run on no input that measures the
	// solution's start (see check's limit.go), then the run of the cases.
	var got []check.FakeProc
	waitFor(t, "fake solution", func() bool {
		var err error
		got, err = check.FakeProcs(pids)
		return err == nil && len(got) == 4
	})
	h.terminate(t)
	for _, p := range got {
		if check.FakeProcRuns(p) {
			t.Errorf("process %v still runs", p)
		}
	}
	empty(t, tmp)
}
