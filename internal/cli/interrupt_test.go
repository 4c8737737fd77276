package cli

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"stonegame/internal/interrupt"
)

// buildStonegame builds cmd/stonegame into a temporary directory and
// returns its path: the tests of signals need the real main.
func buildStonegame(t *testing.T) string {
	t.Helper()
	if runtime.GOOS == "windows" || runtime.GOOS == "plan9" {
		t.Skip("no SIGINT to send on " + runtime.GOOS)
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to build stonegame with")
	}
	bin := filepath.Join(t.TempDir(), "stonegame")
	if out, err := exec.Command(gobin, "build", "-o", bin, "stonegame/cmd/stonegame").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// waitExit waits for cmd to exit, at most 10 s (a failure, not a timing
// measure), and returns its exit code.
func waitExit(t *testing.T, cmd *exec.Cmd) int {
	t.Helper()
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		var ee *exec.ExitError
		if err != nil && !errors.As(err, &ee) {
			t.Fatalf("wait: %v", err)
		}
		if ee != nil && ee.ExitCode() < 0 {
			t.Fatalf("killed by a signal (%v), not exited", ee)
		}
		return cmd.ProcessState.ExitCode()
	case <-time.After(waitLimit):
		cmd.Process.Kill()
		<-done
		t.Fatalf("still running %v after the signal", waitLimit)
		return 0
	}
}

// Ctrl-C (SIGINT) or SIGTERM stops solve at once, even while it waits on an
// idle standard input: exit 130, "stonegame: interrupted", and the results
// printed before are whole lines.
func TestInterruptSolve(t *testing.T) {
	bin := buildStonegame(t)
	tests := []struct {
		name string
		args []string
		sig  syscall.Signal
		want string // the first result's first line
	}{
		{"text", []string{"solve"}, syscall.SIGINT, "predict-the-winner: true"},
		{"json batch", []string{"solve", "--json"}, syscall.SIGINT, `{"game":"predict-the-winner","answer":true,`},
		{"SIGTERM", []string{"solve", "--json"}, syscall.SIGTERM, `{"game":"predict-the-winner","answer":true,`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			cmd := exec.Command(bin, tc.args...)
			stdin, err := cmd.StdinPipe()
			if err != nil {
				t.Fatal(err)
			}
			defer stdin.Close() // never before the end: the input stays open
			stdout, w, err := os.Pipe()
			if err != nil {
				t.Fatal(err)
			}
			defer stdout.Close()
			var stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = w, &stderr
			err = cmd.Start()
			w.Close()
			if err != nil {
				t.Fatal(err)
			}
			// Once the first result is out, main runs and solve waits
			// for the next line.
			io.WriteString(stdin, "1 2\n")
			out := bufio.NewReader(stdout)
			first, err := out.ReadString('\n')
			if err != nil || !strings.HasPrefix(first, tc.want) {
				cmd.Process.Kill()
				t.Fatalf("first line %q, %v; want %q...", first, err, tc.want)
			}
			if err := cmd.Process.Signal(tc.sig); err != nil {
				t.Fatal(err)
			}
			code := waitExit(t, cmd)
			rest, _ := io.ReadAll(out) // the process is gone: EOF
			if code != 130 || stderr.String() != "stonegame: interrupted\n" {
				t.Errorf("exit %d, stderr %q; want 130 and %q", code, stderr.String(), "stonegame: interrupted\n")
			}
			if all := first + string(rest); !strings.HasSuffix(all, "\n") {
				t.Errorf("stdout %q does not end at a line end", all)
			}
		})
	}
}

// explain is interrupted while it works on a long row.
func TestInterruptExplain(t *testing.T) {
	if testing.Short() {
		t.Skip("explains 10^6 numbers")
	}
	bin := buildStonegame(t)
	var in bytes.Buffer
	for i := range 1_000_000 {
		in.WriteString(strconv.Itoa(i))
		in.WriteByte('\n')
	}
	out := filepath.Join(t.TempDir(), "x.txt")
	for _, args := range [][]string{{"explain"}, {"explain", "-o", out}} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			cmd := exec.Command(bin, args...)
			stdin, err := cmd.StdinPipe()
			if err != nil {
				t.Fatal(err)
			}
			var stderr bytes.Buffer
			cmd.Stdout, cmd.Stderr = io.Discard, &stderr
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			// Once the input is read (through a pipe, so main runs),
			// explain works: now the signal.
			if _, err := stdin.Write(in.Bytes()); err != nil {
				t.Fatal(err)
			}
			stdin.Close()
			if err := cmd.Process.Signal(os.Interrupt); errors.Is(err, os.ErrProcessDone) {
				t.Skip("explain ended before the signal")
			}
			code := waitExit(t, cmd)
			if code != 130 || stderr.String() != "stonegame: interrupted\n" {
				t.Errorf("exit %d, stderr %q; want 130 and %q", code, stderr.String(), "stonegame: interrupted\n")
			}
			if ents, _ := os.ReadDir(filepath.Dir(out)); len(ents) > 0 {
				t.Errorf("the interrupted explain left %v", ents[0].Name())
			}
		})
	}
}

// Main returns as soon as ctx is done, though the command is still blocked
// reading its input (the cleanups it runs: internal/interrupt's tests).
func TestMainInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	r, w := io.Pipe()
	defer interrupt.Wait() // for solve, which w.Close ends
	defer w.Close()
	var out, errb bytes.Buffer
	done := make(chan int, 1)
	go func() { done <- Main(ctx, []string{"solve", "--json"}, r, &out, &errb) }()
	cancel()
	select {
	case code := <-done:
		if code != 130 || errb.String() != "stonegame: interrupted\n" {
			t.Errorf("exit %d, stderr %q; want 130 and stonegame: interrupted", code, errb.String())
		}
	case <-time.After(waitLimit):
		t.Fatalf("Main still waits for the input %v after ctx is done", waitLimit)
	}
}

// An interrupted batch is reported as an interrupt: exit 130 (the engine
// stops with the context's error on its parallel and sequential paths
// alike: internal/stream's TestBatchInterrupted).
func TestBatchInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var errb bytes.Buffer
	code := Main(ctx, []string{"solve", "--batch", "--json"}, strings.NewReader("1 2\n3 4\n"), io.Discard, &errb)
	interrupt.Wait()
	if code != 130 || errb.String() != "stonegame: interrupted\n" {
		t.Errorf("exit %d, stderr %q; want exit 130 and stonegame: interrupted", code, errb.String())
	}
}
