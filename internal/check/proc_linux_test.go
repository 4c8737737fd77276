package check

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Whatever a solution does with its output and its children, check
// answers within its time limit, reports what happened, and leaves no
// process behind: not the solution, not a child of it in a session of its
// own (which holds the solution's output and error open), not when the
// solution exits first and the child is orphaned.
func TestProcessTrees(t *testing.T) {
	g := lookup(t, "predict-the-winner")
	t.Cleanup(func(d time.Duration) func() { return func() { startGrace = d } }(startGrace))
	startGrace = time.Second // the fake starts at once, on a machine not too busy
	t.Cleanup(func(g time.Duration, f int) func() { return func() { wallGrace, wallFactor = g, f } }(wallGrace, wallFactor))
	wallGrace, wallFactor = time.Second, 2 // "setsid-hang" waits for the backstop
	tests := []struct {
		mode   string
		limit  time.Duration // the time limit; 300ms if 0
		want   Kind          // "" for a pass
		detail string        // in the failure's detail
		got    string        // the failure's Got, when it is one of these
	}{
		{"setsid-hang", 0, Timeout, "of wall time: it sleeps or waits", ""},
		{"setsid-right", 0, "", "", ""},
		{"setsid-crash", 0, Crash, "exit status 3", ""},
		// Not a timeout: 5 s for the fake to start and write its 2 MiB
		// line on a busy machine (at 300 ms it timed out at load 20).
		{"longline", 5 * time.Second, Malformed, `…" (a line of 2097152 bytes) is not true or false`, strings.Repeat("x", quoteMax) + "…"},
		{"endless", 0, Timeout, "", ""},
		{"closeout", 0, Timeout, "closed its standard output and did not exit", ""},
	}
	for _, tt := range tests {
		t.Run(tt.mode, func(t *testing.T) {
			t.Parallel()
			pids := filepath.Join(t.TempDir(), "pids")
			prog := &Program{Argv: []string{"env", fakeEnv + "=" + tt.mode, fakePidsEnv + "=" + pids, os.Args[0]}, Dir: t.TempDir(), PerCase: true}
			var rep *Report
			var err error
			bounded(t, 20*time.Second, func() {
				limit := cmp.Or(tt.limit, 300*time.Millisecond)
				rep, err = Run(context.Background(), Config{Game: g, Program: prog, Cases: 30, Seed: 2, MaxN: 8, Jobs: 2, TimeLimit: limit})
			})
			if err != nil {
				t.Fatal(err)
			}
			f := rep.Failure
			switch {
			case tt.want == "" && f != nil:
				t.Fatalf("got a %s (%s), want a pass", f.Kind, f.Detail)
			case tt.want != "" && f == nil:
				t.Fatalf("got a pass, want a %s", tt.want)
			case f != nil && (f.Kind != tt.want || !strings.Contains(f.Detail, tt.detail)):
				t.Errorf("got a %s (%s), want a %s (%s)", f.Kind, f.Detail, tt.want, tt.detail)
			case f != nil && tt.got != "" && f.Got != tt.got:
				t.Errorf("got %.40q... of %d bytes, want %.40q... of %d", f.Got, len(f.Got), tt.got, len(tt.got))
			case f != nil && len(f.Detail) > 2*quoteMax+100:
				t.Errorf("got a detail of %d bytes, want at most a quote of %d characters", len(f.Detail), quoteMax)
			}
			if strings.HasPrefix(tt.mode, "setsid-") {
				ps, err := readFakeProcs(pids)
				if err != nil {
					t.Fatalf("the fakes wrote no processes: %v", err)
				}
				for _, p := range ps {
					if state, ok := p.state(); ok {
						t.Errorf("process %d is left, state %c", p.pid, state)
					}
				}
			}
		})
	}
}

// The compile is bounded: a C++ #include of a FIFO, which never ends, is
// stopped at the limit, the compiler's whole tree with it.
func TestCompileTimeLimit(t *testing.T) {
	t.Parallel()
	g := lookup(t, "stone-game")
	sol, fifo := fifoSolution(t)
	dir := t.TempDir()
	var err error
	// A generous bound, not a measure: at a load of 25 a start takes
	// seconds; a compile that was not stopped runs forever.
	bounded(t, 60*time.Second, func() {
		_, err = Prepare(context.Background(), g, sol, dir, time.Second)
	})
	var ct *CompileTimeout
	if !errors.As(err, &ct) || ct.Compiler != "g++" || ct.Limit != time.Second {
		t.Fatalf("got %v, want g++ stopped at the limit of 1s", err)
	}
	if want := "the C++ solution did not compile within 1s: g++ was stopped"; err.Error() != want {
		t.Errorf("got %q, want %q", err, want)
	}
	// No reader is left on the FIFO: cc1plus is dead.
	if f, err := os.OpenFile(fifo, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
		f.Close()
		t.Errorf("the FIFO still has a reader: the compiler was not killed")
	} else if !errors.Is(err, syscall.ENXIO) {
		t.Errorf("got %v opening the FIFO, want ENXIO (no reader)", err)
	}
	// g++'s temporary files are in dir, not in /tmp.
	if err := os.RemoveAll(dir); err != nil {
		t.Error(err)
	}
}

// A Java run killed at the time limit leaves no hsperfdata file in /tmp.
func TestJavaPerfData(t *testing.T) {
	t.Parallel()
	g := lookup(t, "stone-game-vi")
	prog := prepare(t, g, "hang.java")
	u, err := user.Current()
	if err != nil {
		t.Skip(err)
	}
	perf := "/tmp/hsperfdata_" + u.Username // the JVM's, whatever TMPDIR says
	before := map[string]bool{}
	names, _ := filepath.Glob(filepath.Join(perf, "*"))
	for _, n := range names {
		before[n] = true
	}
	var rep *Report
	bounded(t, 30*time.Second, func() {
		rep, err = Run(context.Background(), Config{Game: g, Program: prog, Cases: 4, Seed: 1, MaxN: 5, Jobs: 2, TimeLimit: 500 * time.Millisecond})
	})
	if err != nil {
		t.Fatal(err)
	}
	if f := rep.Failure; f == nil || f.Kind != Timeout {
		t.Fatalf("got %+v, want a time-out", f)
	}
	names, _ = filepath.Glob(filepath.Join(perf, "*"))
	for _, n := range names {
		var pid int
		if _, err := fmt.Sscan(filepath.Base(n), &pid); err != nil || before[n] {
			continue
		}
		if readProc(pid) == nil {
			t.Errorf("%s is left by a JVM that is gone", n)
		}
	}
}

// The cost of killing a tree at the end of a batch, when nothing of it
// runs any more: a scan of /proc.
func BenchmarkKillDoneTree(b *testing.B) {
	t, err := start(exec.Command("true"))
	if err != nil {
		b.Fatal(err)
	}
	<-t.exited
	for b.Loop() {
		t.kill()
	}
}
