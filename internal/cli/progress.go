package cli

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/term"
)

// progress draws a progress bar on stderr while solve reads a long input:
// the share of a file of known size that was read, or the bytes and
// numbers read so far. It appears only after progressDelay, and only when
// stderr is a terminal (and not when --json output goes to a pipe or file:
// a program reads that, nobody is watching). It erases itself before any
// output is written and when solving ends.
type progress struct {
	w     io.Writer // the terminal
	size  int64     // of the input file, or 0 if unknown
	read  atomic.Int64
	nums  atomic.Int64
	mu    sync.Mutex // guards shown and writes to w
	shown bool
	gone  bool // halted: never drawn again
	stop  chan struct{}
	done  chan struct{}
}

// progressDelay is how long solving runs before the bar appears, and
// progressTick how often it is redrawn.
var (
	progressDelay = time.Second
	progressTick  = 200 * time.Millisecond
)

// isTerminal reports whether w is a terminal; tests replace it.
var isTerminal = func(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// startProgress starts the bar for reading in, if env's stderr is a
// terminal (and, with jsonOut, stdout is one too). It returns nil when no
// bar is wanted.
func startProgress(env *Env, in io.Reader, jsonOut bool) *progress {
	if !isTerminal(env.Stderr) || jsonOut && !isTerminal(env.Stdout) {
		return nil
	}
	p := &progress{w: env.Stderr, stop: make(chan struct{}), done: make(chan struct{})}
	if f, ok := in.(*os.File); ok {
		if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() {
			p.size = fi.Size()
			if off, err := f.Seek(0, io.SeekCurrent); err == nil {
				p.size -= off
			}
		}
	}
	env.atInterrupt(p.halt)
	go p.loop()
	return p
}

func (p *progress) loop() {
	defer close(p.done)
	select {
	case <-p.stop:
		return
	case <-time.After(progressDelay):
	}
	t := time.NewTicker(progressTick)
	defer t.Stop()
	for {
		p.draw()
		select {
		case <-p.stop:
			return
		case <-t.C:
		}
	}
}

// draw writes the bar over the current line.
func (p *progress) draw() {
	read, nums := p.read.Load(), p.nums.Load()
	var b strings.Builder
	b.WriteString("\rsolving: ")
	if p.size > 0 {
		frac := min(float64(read)/float64(p.size), 1)
		const width = 30
		full := int(frac * width)
		b.WriteString("[" + strings.Repeat("#", full) + strings.Repeat(".", width-full) + "]")
		fmt.Fprintf(&b, " %3.0f%% of %s", 100*frac, bytesize(p.size))
	} else {
		fmt.Fprintf(&b, "%s read", bytesize(read))
	}
	if nums > 0 {
		fmt.Fprintf(&b, ", %d numbers", nums)
	}
	b.WriteString("\x1b[K") // erase the rest of the line
	p.mu.Lock()
	if !p.gone {
		io.WriteString(p.w, b.String())
		p.shown = true
	}
	p.mu.Unlock()
}

// halt erases the bar for good, while solving may go on: Main calls it
// when it gives up on an interrupted solve, before its message.
func (p *progress) halt() {
	p.mu.Lock()
	p.gone = true
	p.mu.Unlock()
	p.clear()
}

// clear erases the bar if it is shown; the next tick draws it again.
func (p *progress) clear() {
	p.mu.Lock()
	if p.shown {
		io.WriteString(p.w, "\r\x1b[K")
		p.shown = false
	}
	p.mu.Unlock()
}

// end stops the bar and erases it.
func (p *progress) end() {
	close(p.stop)
	<-p.done
	p.clear()
}

// reader counts the bytes read from r.
func (p *progress) reader(r io.Reader) io.Reader { return &countingReader{r, p} }

type countingReader struct {
	r io.Reader
	p *progress
}

func (c *countingReader) Read(b []byte) (int, error) {
	n, err := c.r.Read(b)
	c.p.read.Add(int64(n))
	return n, err
}

// writer erases the bar before each write to w (the results).
func (p *progress) writer(w io.Writer) io.Writer { return &clearingWriter{w, p} }

type clearingWriter struct {
	w io.Writer
	p *progress
}

func (c *clearingWriter) Write(b []byte) (int, error) {
	c.p.clear()
	return c.w.Write(b)
}

// bytesize formats n bytes as "12.3 MB".
func bytesize(n int64) string {
	switch {
	case n >= 1e9:
		return fmt.Sprintf("%.2f GB", float64(n)/1e9)
	case n >= 1e6:
		return fmt.Sprintf("%.1f MB", float64(n)/1e6)
	case n >= 1e3:
		return fmt.Sprintf("%.1f kB", float64(n)/1e3)
	}
	return fmt.Sprintf("%d B", n)
}
