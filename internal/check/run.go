package check

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

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

// drainWait is the time the answers a process printed before it exited
// have to come out of the pipe, and its standard error to end once its
// tree is killed.
const drainWait = 200 * time.Millisecond

// stderrLines is how many lines of a crash's standard error are kept.
const stderrLines = 12

// keepLine is how much of a line of output is kept: a longer line is no
// answer. The line is read whole all the same, so that the program never
// waits on a full pipe.
const keepLine = 4096

// quoteMax is how many characters of a malformed line a failure quotes.
const quoteMax = 200

// batchResult is what one process did with a batch of cases: every wrong
// answer, and the failure that stopped it (crash, time-out, malformed), if
// any; the cases after stop were not run.
type batchResult struct {
	wrong    []*Failure
	stop     *Failure
	answered int // how many cases got an answer
}

// runBatch runs prog once on cases, with the time limit per case (see
// [Program.PerCase]). Every wait is bounded by the limit: an answer, the
// end of the output, the process's exit. The process runs as a tree of
// its own (see proc.go), killed whole at a time-out, when ctx is done,
// and once the batch is over. done, if not nil, is called after each
// answered case.
func runBatch(ctx context.Context, g *game.Spec, prog *Program, cases []Case, limit time.Duration, done func()) (*batchResult, error) {
	var input []byte
	for _, c := range cases {
		input = AppendCase(input, g, c.Args)
	}
	cmd := exec.Command(prog.Argv[0], prog.Argv[1:]...)
	cmd.Dir = prog.Dir
	cmd.Env = append(os.Environ(), "PYTHONUNBUFFERED=1")
	if prog.Dir != "" {
		cmd.Env = append(cmd.Env, "TMPDIR="+prog.Dir)
	}
	// Pipes of our own, not os/exec's: its Wait would wait for every
	// process holding one (a child of the solution) before it returns.
	var pipes []*os.File // both ends of each, all closed at the end
	pipe := func() (r, w *os.File, err error) {
		if r, w, err = os.Pipe(); err == nil {
			pipes = append(pipes, r, w)
		}
		return r, w, err
	}
	defer func() {
		for _, f := range pipes {
			f.Close()
		}
	}()
	inR, inW, err1 := pipe()
	stdout, outW, err2 := pipe()
	errR, errW, err3 := pipe()
	if err := errors.Join(err1, err2, err3); err != nil {
		return nil, err
	}
	cmd.Stdin, cmd.Stdout, cmd.Stderr = inR, outW, errW
	begun := time.Now()
	t, err := start(cmd)
	inR.Close()
	outW.Close()
	errW.Close()
	if err != nil {
		return nil, fmt.Errorf("cannot run %s: %v", strings.Join(prog.Argv, " "), err)
	}
	defer t.kill()
	go func() {
		inW.Write(input) // fails once the program is gone: nothing to say
		inW.Close()
	}()
	var stderr limitedBuffer
	stderrDone := make(chan struct{})
	go func() {
		io.Copy(&stderr, errR)
		close(stderrDone)
	}()
	lines := make(chan outLine, 64)
	quit := make(chan struct{})
	defer close(quit)
	go readLines(stdout, lines, quit)

	r := &batchResult{}
	// stop kills the process and ends the batch with f, with what the
	// process wrote on standard error.
	stop := func(f *Failure) (*batchResult, error) {
		t.kill()
		select {
		case <-stderrDone:
		case <-time.After(drainWait): // a process that escaped holds it
		}
		f.Stderr = stderr.head()
		r.stop = f
		return r, nil
	}
	// ended ends the batch when the output ended before case k's answer:
	// the process exited, or is about to, before the deadline.
	ended := func(k int, c Case, deadline time.Time) (*batchResult, error) {
		timer := time.NewTimer(max(time.Until(deadline), drainWait))
		defer timer.Stop()
		select {
		case <-t.exited:
		case <-timer.C:
			return stop(&Failure{Kind: Timeout, Index: k, Case: c, Detail: fmt.Sprintf("no answer within %v: the program closed its standard output and did not exit", limit)})
		case <-ctx.Done():
			t.kill()
			return nil, ctx.Err()
		}
		f := &Failure{Kind: Crash, Index: k, Case: c}
		var ee *exec.ExitError
		switch {
		case errors.As(t.err, &ee):
			f.Detail = ee.ProcessState.String()
		case t.err != nil:
			f.Detail = t.err.Error()
		default:
			f.Kind = Malformed
			f.Detail = fmt.Sprintf("the program exited after %d answers for %d cases", k, len(cases))
		}
		return stop(f)
	}
	last := begun.Add(startGrace)
	gone := false // the process exited: its last answers may still be in the pipe
	for k, c := range cases {
		var deadline time.Time
		if prog.PerCase {
			deadline = last.Add(limit)
		} else {
			deadline = begun.Add(startGrace + time.Duration(k+1)*limit)
		}
		if gone {
			deadline = time.Now().Add(drainWait)
		}
		timer := time.NewTimer(time.Until(deadline))
		var line outLine
		var ok bool
	read:
		for {
			exited := t.exited
			if gone {
				exited = nil
			}
			select {
			case line, ok = <-lines:
				break read
			case <-exited:
				gone = true
				timer.Reset(drainWait)
			case <-timer.C:
				if gone {
					return ended(k, c, time.Now())
				}
				return stop(&Failure{Kind: Timeout, Index: k, Case: c, Detail: fmt.Sprintf("no answer within %v", limit)})
			case <-ctx.Done():
				timer.Stop()
				t.kill()
				return nil, ctx.Err()
			}
		}
		timer.Stop()
		if !ok {
			return ended(k, c, deadline)
		}
		last = time.Now()
		r.answered++
		got, err := line.parse(g.AnswerType)
		if err != nil {
			return stop(&Failure{Kind: Malformed, Index: k, Case: c, Got: clip(line.text), Detail: err.Error()})
		}
		if got != c.Expected {
			r.wrong = append(r.wrong, &Failure{Kind: Wrong, Index: k, Case: c, Got: strings.TrimSpace(line.text), GotAnswer: got, Stderr: stderr.head()})
		}
		if done != nil {
			done()
		}
	}
	// Every case is answered: the program should now exit on its own.
	select {
	case <-t.exited:
	case <-time.After(time.Second):
	}
	return r, nil
}

// outLine is a line of a program's output: its first keepLine bytes and
// its length in bytes.
type outLine struct {
	text string
	n    int
}

// parse reads l as an answer of type answerType (see [ParseAnswer]); the
// error quotes at most quoteMax characters of it.
func (l outLine) parse(answerType string) (game.Answer, error) {
	s := strings.TrimSpace(l.text)
	if l.n <= keepLine && utf8.RuneCountInString(s) <= quoteMax {
		a, err := ParseAnswer(answerType, l.text)
		if err != nil {
			return a, fmt.Errorf("%v: expected %s", err, answerTypeWords(answerType))
		}
		return a, nil
	}
	if l.n <= keepLine {
		if a, err := ParseAnswer(answerType, l.text); err == nil {
			return a, nil
		}
	}
	return game.Answer{}, fmt.Errorf("%s (a line of %d bytes) is not %s", strconv.Quote(clip(s)), l.n, answerTypeWords(answerType))
}

// clip returns s cut to quoteMax characters, with "…" when it is cut.
func clip(s string) string {
	n := 0
	for i := range s {
		if n == quoteMax {
			return s[:i] + "…"
		}
		n++
	}
	return s
}

// readLines sends each line of r that is not blank on lines, until r ends
// or quit is closed, then closes lines. It reads everything r has, keeping
// at most keepLine bytes of a line: a program is never kept waiting on a
// full pipe, and a long line costs no memory.
func readLines(r io.Reader, lines chan<- outLine, quit <-chan struct{}) {
	defer close(lines)
	buf := make([]byte, 64<<10)
	var cur []byte
	n, blank := 0, true
	emit := func() bool {
		if !blank {
			select {
			case lines <- outLine{string(cur), n}:
			case <-quit:
				return false
			}
		}
		cur, n, blank = cur[:0], 0, true
		return true
	}
	for {
		k, err := r.Read(buf)
		for data := buf[:k]; len(data) > 0; {
			seg, rest, eol := bytes.Cut(data, []byte{'\n'})
			if room := keepLine - len(cur); room > 0 {
				cur = append(cur, seg[:min(room, len(seg))]...)
			}
			n += len(seg)
			blank = blank && len(bytes.TrimSpace(seg)) == 0
			if !eol {
				break
			}
			if !emit() {
				return
			}
			data = rest
		}
		if err != nil {
			emit()
			return
		}
	}
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

// bytes returns what was kept.
func (b *limitedBuffer) bytes() []byte {
	b.mu.Lock()
	defer b.mu.Unlock()
	return bytes.Clone(b.buf.Bytes())
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
