// Package progress draws a progress bar on a terminal while a command
// reads a long input: the share of a file of known size that was read, or
// the bytes read so far, and the numbers read. The bar appears only after
// a delay, so that a quick command never shows one, and erases itself
// before any output is written through [Bar.Writer] and when it ends.
//
// Whether a bar is wanted (is stderr a terminal? is anybody watching?) is
// the caller's to decide.
package progress

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Bar is a progress bar being drawn. Its methods are safe to call from
// several goroutines.
type Bar struct {
	w     io.Writer // the terminal
	size  int64     // of the input file, or 0 if unknown
	began time.Time // a bar of positions: when the solve began, for the rate
	read  atomic.Int64
	nums  atomic.Int64
	mu    sync.Mutex // guards shown and writes to w
	shown bool
	gone  bool // halted: never drawn again
	stop  chan struct{}
	done  chan struct{}
}

// Start starts a bar on the terminal w for reading in, which is sized if
// it is a regular file (from its offset on). The bar is first drawn after
// delay, then redrawn every tick, until [Bar.End].
func Start(w io.Writer, in io.Reader, delay, tick time.Duration) *Bar {
	b := &Bar{w: w, stop: make(chan struct{}), done: make(chan struct{})}
	if f, ok := in.(interface {
		Stat() (fs.FileInfo, error)
		Seek(int64, int) (int64, error)
	}); ok {
		if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() {
			b.size = fi.Size()
			if off, err := f.Seek(0, io.SeekCurrent); err == nil {
				b.size -= off
			}
		}
	}
	go b.loop(delay, tick)
	return b
}

// StartPositions starts a bar on the terminal w for a solve that explores
// positions, "solving: 1,204,000 positions found, 1,000,000 explored,
// 250,000 a second", fed by [Bar.Positions]. It is first drawn after delay,
// then redrawn every tick, until [Bar.End].
func StartPositions(w io.Writer, delay, tick time.Duration) *Bar {
	b := &Bar{w: w, began: time.Now(), stop: make(chan struct{}), done: make(chan struct{})}
	go b.loop(delay, tick)
	return b
}

// Positions sets the positions found and explored that a bar of
// [StartPositions] shows; it has the type of a [game.Progress].
func (b *Bar) Positions(found, explored int64) {
	b.read.Store(found)
	b.nums.Store(explored)
}

func (b *Bar) loop(delay, tick time.Duration) {
	defer close(b.done)
	select {
	case <-b.stop:
		return
	case <-time.After(delay):
	}
	t := time.NewTicker(tick)
	defer t.Stop()
	for {
		b.draw()
		select {
		case <-b.stop:
			return
		case <-t.C:
		}
	}
}

// draw writes the bar over the current line.
func (b *Bar) draw() {
	read, nums := b.read.Load(), b.nums.Load()
	if !b.began.IsZero() && read == 0 {
		return // a bar of positions, and none reported yet
	}
	var s strings.Builder
	s.WriteString("\rsolving: ")
	if !b.began.IsZero() {
		fmt.Fprintf(&s, "%s positions found, %s explored", grouped(read), grouped(nums))
		if secs := time.Since(b.began).Seconds(); secs > 0 {
			fmt.Fprintf(&s, ", %s a second", grouped(int64(float64(nums)/secs)))
		}
	} else if b.size > 0 {
		frac := min(float64(read)/float64(b.size), 1)
		const width = 30
		full := int(frac * width)
		s.WriteString("[" + strings.Repeat("#", full) + strings.Repeat(".", width-full) + "]")
		fmt.Fprintf(&s, " %3.0f%% of %s", 100*frac, bytesize(b.size))
	} else {
		fmt.Fprintf(&s, "%s read", bytesize(read))
	}
	if nums > 0 && b.began.IsZero() {
		fmt.Fprintf(&s, ", %d numbers", nums)
	}
	s.WriteString("\x1b[K") // erase the rest of the line
	b.mu.Lock()
	if !b.gone {
		io.WriteString(b.w, s.String())
		b.shown = true
	}
	b.mu.Unlock()
}

// Numbers is the count of numbers read that the bar shows: the reader of
// the input adds to it as it reads.
func (b *Bar) Numbers() *atomic.Int64 { return &b.nums }

// Halt erases the bar for good, while the reading may go on: for a
// command given up on, before its last message.
func (b *Bar) Halt() {
	b.mu.Lock()
	b.gone = true
	b.mu.Unlock()
	b.Clear()
}

// Clear erases the bar if it is shown; the next tick draws it again.
func (b *Bar) Clear() {
	b.mu.Lock()
	if b.shown {
		io.WriteString(b.w, "\r\x1b[K")
		b.shown = false
	}
	b.mu.Unlock()
}

// End stops the bar and erases it.
func (b *Bar) End() {
	close(b.stop)
	<-b.done
	b.Clear()
}

// Reader returns r counting the bytes read for the bar. It has r's Stat,
// if r has one.
func (b *Bar) Reader(r io.Reader) io.Reader { return &countingReader{r, b} }

type countingReader struct {
	r io.Reader
	b *Bar
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.b.read.Add(int64(n))
	return n, err
}

// Stat is the Stat of the reader counted, when it has one (a file), so
// that a reader of the input that sizes it by Stat still can.
func (c *countingReader) Stat() (fs.FileInfo, error) {
	if f, ok := c.r.(interface{ Stat() (fs.FileInfo, error) }); ok {
		return f.Stat()
	}
	return nil, errors.ErrUnsupported
}

// Writer returns w erasing the bar before each write (the results).
func (b *Bar) Writer(w io.Writer) io.Writer { return &clearingWriter{w, b} }

type clearingWriter struct {
	w io.Writer
	b *Bar
}

func (c *clearingWriter) Write(p []byte) (int, error) {
	c.b.Clear()
	return c.w.Write(p)
}

// grouped formats n with commas between groups of three digits.
func grouped(n int64) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0 && s[i-1] != '-'; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
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
