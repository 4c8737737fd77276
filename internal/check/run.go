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
	Timeout   Kind = "timeout"   // it did not answer within the time limit (or, with --speed, would not at LeetCode's largest size)
	Malformed Kind = "malformed" // it printed something that is not an answer of the game's type
	Memory    Kind = "memory"    // it used more memory than the limit
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
	// Detail says more: "exit status 1", "2.31 s of CPU, past the limit
	// of 2s", "peak 301 MiB, past the limit of 256 MiB".
	Detail string
	// Wall says that a time-out is the wall-clock backstop's: the
	// solution used little CPU time but did not answer (it sleeps or
	// waits), not the time limit's.
	Wall bool
	// Stderr is the first lines the solution wrote on standard error
	// (crash, and whatever it wrote otherwise).
	Stderr string
	// Peak is the most memory the process used, in bytes, when it was
	// measured (memory).
	Peak int64
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
// answer, and the failure that stopped it (crash, time-out, malformed,
// memory), if any; the cases after stop were not run.
type batchResult struct {
	wrong    []*Failure
	stop     *Failure
	answered int         // how many cases got an answer
	begun    time.Time   // when the process started
	at       []time.Time // when each answer came
	peak     int64       // the most memory the process used, when metered
	// cpu is the CPU time the process had used at each answer of a sync
	// point, when it can be told (Linux); cpuAll its whole CPU time, once
	// it exited (its own and its waited-for children's).
	cpu    map[int]cpuSample
	cpuAll time.Duration
}

// runOpts are how a batch runs: the time limit per case (see
// [Program.PerCase]), the memory limit (0: none), whether to measure the
// memory all the same (meter), done, if not nil, called after each
// answered case with its index in the batch, and the sync points: the
// indices of the cases after which a program that flushes each answer
// gets the next cases only once it has answered, its CPU time read then
// (see [batchResult.cpu]).
type runOpts struct {
	limit  time.Duration
	memory int64
	meter  bool
	done   func(i int)
	sync   map[int]bool
}

// runBatch runs prog once on cases. Every wait is bounded by the limit: an
// answer, the end of the output, the process's exit. The process runs as
// a tree of its own (see proc.go), killed whole at a time-out, past the
// memory limit, when ctx is done, and once the batch is over. When the
// tree passed the memory limit only as it ended (a peak between two
// readings), the batch's halves run again, each on its own, to tell which
// case did it: a few more processes, log₂ of the batch's size.
func runBatch(ctx context.Context, g *game.Spec, prog *Program, cases []Case, o runOpts) (*batchResult, error) {
	// The input, in chunks: a program that flushes each answer gets the
	// cases after a sync point only once it has answered it.
	var chunks [][]byte
	var input []byte
	for k, c := range cases {
		input = AppendCase(input, g, c.Args)
		if o.sync[k] && prog.PerCase && k+1 < len(cases) {
			chunks = append(chunks, input)
			input = nil
		}
	}
	chunks = append(chunks, input)
	resume := make(chan struct{}, len(chunks))
	quit := make(chan struct{}) // closed when the batch is over
	defer close(quit)
	command := func() *exec.Cmd {
		cmd := exec.Command(prog.Argv[0], prog.Argv[1:]...)
		cmd.Dir = prog.Dir
		cmd.Env = append(os.Environ(), "PYTHONUNBUFFERED=1")
		if prog.Dir != "" {
			cmd.Env = append(cmd.Env, "TMPDIR="+prog.Dir)
		}
		if o.memory > 0 {
			// Go's collector works harder near the limit rather than
			// let garbage pass it.
			cmd.Env = append(cmd.Env, "GOMEMLIMIT="+strconv.FormatInt(o.memory*9/10, 10))
		}
		return cmd
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
	cmd := command()
	var m *meter
	if o.memory > 0 || o.meter {
		m = newMeter(o.memory, cmd)
		defer m.close() // after the tree is killed (deferred below)
	}
	cmd.Stdin, cmd.Stdout, cmd.Stderr = inR, outW, errW
	begun := time.Now()
	t, err := start(cmd)
	if err != nil && m != nil && m.startFailed(cmd) {
		cmd = command()
		cmd.Stdin, cmd.Stdout, cmd.Stderr = inR, outW, errW
		t, err = start(cmd)
	}
	inR.Close()
	outW.Close()
	errW.Close()
	if err != nil {
		return nil, fmt.Errorf("cannot run %s: %v", strings.Join(prog.Argv, " "), err)
	}
	defer t.kill()
	var over <-chan struct{} // closed past the memory limit
	if m != nil {
		m.watch(t)
		over = m.over
	}
	go func() {
		defer inW.Close()
		for i, ch := range chunks {
			if i > 0 {
				select {
				case <-resume:
				case <-quit:
					return
				}
			}
			inW.Write(ch) // fails once the program is gone: nothing to say
		}
	}()
	var stderr limitedBuffer
	stderrDone := make(chan struct{})
	go func() {
		io.Copy(&stderr, errR)
		close(stderrDone)
	}()
	lines := make(chan outLine, 64)
	go readLines(stdout, lines, quit)

	r := &batchResult{begun: begun, cpu: map[int]cpuSample{}}
	// stop kills the process and ends the batch with f, with what the
	// process wrote on standard error.
	stop := func(f *Failure) (*batchResult, error) {
		t.kill()
		select {
		case <-stderrDone:
		case <-time.After(drainWait): // a process that escaped holds it
		}
		f.Stderr = stderr.head()
		if m != nil {
			r.peak = m.settle(t)
		}
		r.stop = f
		return r, nil
	}
	memory := func(k int, c Case) (*batchResult, error) {
		t.kill()
		peak := m.settle(t)
		return stop(&Failure{Kind: Memory, Index: k, Case: c, Peak: peak, Detail: memoryDetail(peak, o.memory)})
	}
	// ended ends the batch when the output ended before case k's answer:
	// the process exited, or is about to, before the deadline.
	ended := func(k int, c Case, deadline time.Time) (*batchResult, error) {
		timer := time.NewTimer(max(time.Until(deadline), drainWait))
		defer timer.Stop()
		select {
		case <-t.exited:
		case <-over:
			return memory(k, c)
		case <-timer.C:
			return stop(&Failure{Kind: Timeout, Wall: cpuLimits, Index: k, Case: c, Detail: "no answer: the program closed its standard output and did not exit"})
		case <-ctx.Done():
			t.kill()
			return nil, ctx.Err()
		}
		if m != nil && o.memory > 0 && (m.settle(t) > o.memory || m.overLimit()) {
			return memory(k, c) // killed for it, or died of it
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
	// The limits: on CPU time (see the top of limit.go) where the tree's
	// can be read, with the wall-clock backstop; on the clock otherwise.
	cpuOK := cpuLimits
	var allow time.Duration // case 1's CPU on top of the limit: the start
	if cpuOK {
		allow = startAllowance(ctx, prog)
	}
	poll := time.NewTicker(cpuPoll(o.limit))
	defer poll.Stop()
	last := begun
	var lastCPU time.Duration // the tree's CPU time at the last answer
	gone := false             // the process exited: its last answers may still be in the pipe
	for k, c := range cases {
		var deadline time.Time
		var budget time.Duration // the tree's CPU time past which case k is out of time
		switch {
		case cpuOK && prog.PerCase:
			deadline = last.Add(backstop(o.limit, 1))
			budget = lastCPU + o.limit
			if k == 0 {
				budget += allow
			}
		case cpuOK:
			deadline = begun.Add(backstop(o.limit, k+1))
			budget = allow + time.Duration(k+1)*o.limit
		case prog.PerCase:
			deadline = last.Add(o.limit)
			if k == 0 {
				deadline = deadline.Add(startGrace)
			}
		default:
			deadline = begun.Add(startGrace + time.Duration(k+1)*o.limit)
		}
		wall := deadline.Sub(last)
		if !prog.PerCase {
			wall = deadline.Sub(begun)
		}
		// outOfCPU ends the batch when the tree used past the budget.
		outOfCPU := func(used time.Duration) (*batchResult, error) {
			return stop(&Failure{Kind: Timeout, Index: k, Case: c, Detail: cpuDetail(used-(budget-o.limit), o.limit)})
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
			case <-over:
				timer.Stop()
				return memory(k, c)
			case <-poll.C:
				if !cpuOK || gone {
					continue
				}
				if used, ok := treeCPU(t); ok && used > budget {
					timer.Stop()
					return outOfCPU(used)
				}
			case <-timer.C:
				if gone {
					return ended(k, c, time.Now())
				}
				if !cpuOK {
					return stop(&Failure{Kind: Timeout, Index: k, Case: c, Detail: fmt.Sprintf("no answer within %v", o.limit)})
				}
				return stop(&Failure{Kind: Timeout, Wall: true, Index: k, Case: c, Detail: fmt.Sprintf("no answer within %v of wall time: it sleeps or waits", wall.Round(time.Millisecond))})
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
		if cpuOK && !gone {
			// An answer that came past the budget is out of time, however
			// soon after the last poll it came.
			if used, ok := treeCPU(t); ok {
				if used > budget {
					return outOfCPU(used)
				}
				lastCPU = used
			}
		}
		r.at = append(r.at, last)
		r.answered++
		got, err := line.parse(g.AnswerType)
		if err != nil {
			return stop(&Failure{Kind: Malformed, Index: k, Case: c, Got: clip(line.text), Detail: err.Error()})
		}
		if got != c.Expected {
			r.wrong = append(r.wrong, &Failure{Kind: Wrong, Index: k, Case: c, Got: strings.TrimSpace(line.text), GotAnswer: got, Stderr: stderr.head()})
		}
		if o.done != nil {
			o.done(k)
		}
		if o.sync[k] && prog.PerCase {
			// The program waits for the next case: its CPU time stands.
			if d, ok := cpuTime(t.pid); ok {
				r.cpu[k] = d
			}
			resume <- struct{}{}
		}
	}
	// Every case is answered: the program should now exit on its own.
	select {
	case <-t.exited:
		if t.state != nil {
			r.cpuAll = t.state.UserTime() + t.state.SystemTime()
		}
	case <-over:
	case <-time.After(time.Second):
	}
	if m == nil {
		return r, nil
	}
	t.kill()
	if r.peak = m.settle(t); o.memory == 0 || r.peak <= o.memory && !m.overLimit() {
		return r, nil
	}
	// Past the limit between two readings, or as it exited: which case?
	if len(cases) == 1 {
		r.stop = &Failure{Kind: Memory, Case: cases[0], Peak: r.peak, Detail: memoryDetail(r.peak, o.memory)}
		return r, nil
	}
	quiet := o
	quiet.done = nil
	h := len(cases) / 2
	for _, half := range [][2]int{{0, h}, {h, len(cases)}} {
		hr, err := runBatch(ctx, g, prog, cases[half[0]:half[1]], quiet)
		if err != nil {
			return nil, err
		}
		if f := hr.stop; f != nil && f.Kind == Memory {
			f.Index += half[0]
			r.stop = f
			return r, nil
		}
	}
	end := len(cases) - 1
	r.stop = &Failure{Kind: Memory, Index: end, Case: cases[end], Peak: r.peak,
		Detail: memoryDetail(r.peak, o.memory) + fmt.Sprintf(", over %d cases in one process, though no half of them passes it alone", len(cases))}
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
	case "int", "long":
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
