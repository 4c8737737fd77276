package stream

import (
	"bytes"
	"io"
)

// maxHeldLine is the longest start of a line a [lineWriter] holds back; a
// longer line (solve --json --line of a long row) goes out in pieces.
const maxHeldLine = 1 << 20

// lineWriter writes to w only whole lines: what follows the last newline
// of a write is held back until a later write ends its line, or Flush. So
// the output of a command cut off by an interrupt (see internal/interrupt)
// ends at a line end, although a bufio.Writer above it writes full
// buffers. A line longer than maxHeldLine is the exception. Each Write
// makes at most one write to w.
type lineWriter struct {
	w    io.Writer
	held []byte // the start of an unfinished line
}

func (l *lineWriter) Write(p []byte) (int, error) {
	i := bytes.LastIndexByte(p, '\n')
	if i < 0 && len(l.held)+len(p) <= maxHeldLine {
		l.held = append(l.held, p...)
		return len(p), nil
	}
	if i < 0 {
		i = len(p) - 1 // too long to hold: it all goes out
	}
	out := p[:i+1]
	if len(l.held) > 0 {
		l.held = append(l.held, out...)
		out = l.held
	}
	if _, err := l.w.Write(out); err != nil {
		l.held = l.held[:0]
		return 0, err
	}
	l.held = append(l.held[:0], p[i+1:]...)
	return len(p), nil
}

// Flush writes what is held back.
func (l *lineWriter) Flush() error {
	if len(l.held) == 0 {
		return nil
	}
	_, err := l.w.Write(l.held)
	l.held = l.held[:0]
	return err
}
