package check

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"syscall"
	"time"

	"stonegame/game"
)

// Kind is how a solution failed a case.
type Kind string

const (
	Wrong     Kind = "wrong"     // it printed a valid answer that is not the expected one
	Crash     Kind = "crash"     // it exited, or was killed, before answering
	Timeout   Kind = "timeout"   // it did not answer within the time limit
	Malformed Kind = "malformed" // it printed something that is not an answer of the game's type
)

// Failure is a case a solution failed.
type Failure struct {
	Kind  Kind
	Index int // the case's place in its run
	Case  Case
	// Got is what the solution printed for the case, its line as printed
	// (wrong, malformed); GotAnswer is that line read as an answer, when
	// it is one (wrong).
	Got       string
	GotAnswer game.Answer
	// Detail says more: "exit status 1", "no answer within 2s".
	Detail string
	// Stderr is the first lines the solution wrote on standard error
	// (crash, and whatever it wrote otherwise).
	Stderr string
}

// startGrace is the time a process has to start (a JVM, a Python
// interpreter importing its modules) on top of its first case's limit.
var startGrace = 3 * time.Second

// stderrLines is how many lines of a crash's standard error are kept.
const stderrLines = 12

// batchResult is what one process did with a batch of cases: every wrong
// answer, and the failure that stopped it (crash, time-out, malformed), if
// any; the cases after stop were not run.
type batchResult struct {
	wrong    []*Failure
	stop     *Failure
	answered int // how many cases got an answer
}

// runBatch runs prog once on cases, with the time limit per case (see
// [Program.PerCase]). The process runs in its own process group, killed
// whole at a time-out, when ctx is done, and once the batch is over. done,
// if not nil, is called after each answered case.
func runBatch(ctx context.Context, g *game.Spec, prog *Program, cases []Case, limit time.Duration, done func()) (*batchResult, error) {
	var input []byte
	for _, c := range cases {
		input = AppendCase(input, g, c.Args)
	}
	cmd := exec.Command(prog.Argv[0], prog.Argv[1:]...)
	cmd.Dir = prog.Dir
	cmd.Env = append(os.Environ(), "PYTHONUNBUFFERED=1")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Stdin = bytes.NewReader(input)
	// A pipe of our own, not StdoutPipe: Wait must not close it while
	// answers are still being read.
	stdout, pw, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	defer stdout.Close()
	cmd.Stdout = pw
	var stderr limitedBuffer
	cmd.Stderr = &stderr
	start := time.Now()
	err = cmd.Start()
	pw.Close()
	if err != nil {
		return nil, fmt.Errorf("cannot run %s: %v", strings.Join(prog.Argv, " "), err)
	}
	pgid := cmd.Process.Pid
	live.add(pgid)
	defer live.remove(pgid)
	kill := func() { syscall.Kill(-pgid, syscall.SIGKILL) }
	defer kill()
	exited := make(chan struct{})
	var waitErr error
	go func() { waitErr = cmd.Wait(); close(exited) }()
	wait := func() error { <-exited; return waitErr }

	lines := make(chan string, 64)
	go func() {
		defer close(lines)
		sc := bufio.NewScanner(stdout)
		sc.Buffer(make([]byte, 64*1024), 1<<20)
		for sc.Scan() {
			if strings.TrimSpace(sc.Text()) == "" {
				continue
			}
			lines <- sc.Text()
		}
	}()

	r := &batchResult{}
	last := start.Add(startGrace)
	gone := false // the process exited: its last answers may still be in the pipe
	crash := func(k int, c Case) *batchResult {
		err := wait()
		f := &Failure{Kind: Crash, Index: k, Case: c, Stderr: stderr.head()}
		var ee *exec.ExitError
		switch {
		case errors.As(err, &ee):
			f.Detail = ee.ProcessState.String()
		case err != nil:
			f.Detail = err.Error()
		default:
			f.Kind = Malformed
			f.Detail = fmt.Sprintf("the program exited after %d answers for %d cases", k, len(cases))
		}
		r.stop = f
		return r
	}
	for k, c := range cases {
		var deadline time.Time
		if prog.PerCase {
			deadline = last.Add(limit)
		} else {
			deadline = start.Add(startGrace + time.Duration(k+1)*limit)
		}
		if gone {
			deadline = time.Now().Add(200 * time.Millisecond)
		}
		timer := time.NewTimer(time.Until(deadline))
		var line string
		var ok bool
	read:
		for {
			exitedC := exited
			if gone {
				exitedC = nil
			}
			select {
			case line, ok = <-lines:
				break read
			case <-exitedC:
				gone = true
				timer.Reset(200 * time.Millisecond)
			case <-timer.C:
				if gone {
					return crash(k, c), nil
				}
				kill()
				wait()
				r.stop = &Failure{Kind: Timeout, Index: k, Case: c, Detail: fmt.Sprintf("no answer within %v", limit), Stderr: stderr.head()}
				return r, nil
			case <-ctx.Done():
				timer.Stop()
				kill()
				wait()
				return nil, ctx.Err()
			}
		}
		timer.Stop()
		if !ok {
			return crash(k, c), nil
		}
		last = time.Now()
		r.answered++
		got, err := ParseAnswer(g.AnswerType, line)
		if err != nil {
			kill()
			wait()
			r.stop = &Failure{Kind: Malformed, Index: k, Case: c, Got: line, Detail: fmt.Sprintf("%v: expected %s", err, answerTypeWords(g.AnswerType)), Stderr: stderr.head()}
			return r, nil
		}
		if got != c.Expected {
			r.wrong = append(r.wrong, &Failure{Kind: Wrong, Index: k, Case: c, Got: strings.TrimSpace(line), GotAnswer: got, Stderr: stderr.head()})
		}
		if done != nil {
			done()
		}
	}
	// Every case is answered: the program should now exit on its own.
	select {
	case <-exited:
	case <-time.After(time.Second):
	}
	return r, nil
}

func answerTypeWords(t string) string {
	switch t {
	case "boolean":
		return "true or false"
	case "int":
		return "an integer"
	}
	return "a string"
}

// limitedBuffer keeps the first 64 KiB written to it.
type limitedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *limitedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if room := 64<<10 - b.buf.Len(); room > 0 {
		b.buf.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}

// head returns the first stderrLines lines.
func (b *limitedBuffer) head() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	lines := strings.SplitAfter(b.buf.String(), "\n")
	if len(lines) > stderrLines {
		lines = append(lines[:stderrLines], "...\n")
	}
	return strings.TrimRight(strings.Join(lines, ""), "\n")
}

var _ io.Writer = (*limitedBuffer)(nil)

// live are the process groups of the solutions running now.
var live = groups{m: map[int]bool{}}

type groups struct {
	mu sync.Mutex
	m  map[int]bool
}

func (g *groups) add(pgid int) {
	g.mu.Lock()
	g.m[pgid] = true
	g.mu.Unlock()
}

func (g *groups) remove(pgid int) {
	g.mu.Lock()
	delete(g.m, pgid)
	g.mu.Unlock()
}

// KillAll kills the process group of every solution check is running now
// (those it started, and only those). A program that must exit at once (on
// an interrupt) calls it; otherwise Run's context does the same.
func KillAll() {
	live.mu.Lock()
	defer live.mu.Unlock()
	for pgid := range live.m {
		syscall.Kill(-pgid, syscall.SIGKILL)
	}
}
