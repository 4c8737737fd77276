package stream

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strings"

	"stonegame/internal/input"
)

// A batch of plain rows (--json, one row per line: --batch, or a first line
// of several numbers) is solved on every core: the input is cut into blocks
// of whole lines, each block is solved by its own solver on a worker
// goroutine, and the results are written in input order. Errors name the
// same line and item as the sequential solve would, and the results of the
// cases before a bad one are still written. Any other input goes through
// stream.

const (
	blockSize   = 1 << 20 // bytes read per block (a block ends at a newline)
	blocksAhead = 8       // blocks read ahead of the one being written
)

// parallelBatch reports whether solve may use batchStream.
func (s *Solver) parallelBatch() bool {
	return batchParallel && s.JSON && !s.Line && s.Game.Stream != nil && runtime.GOMAXPROCS(0) > 1
}

// batchParallel can turn batchStream off, for tests that compare it with
// stream.
var batchParallel = true

// block is a run of whole lines of the input and, once solved, its output.
type block struct {
	data  []byte
	line  int           // the input line of data's first line
	out   *bytes.Buffer // from outs, back to it once written
	cases bool          // whether the block held a case
	err   error         // the first error in the block, its line in the whole input
	done  chan struct{}
}

// batchStream solves the rows of r in blocks, on runtime.GOMAXPROCS(0)
// workers; see above. It falls back to stream when the input does not start
// with a plain number.
func (s *Solver) batchStream(ctx context.Context, r io.Reader) error {
	first := make([]byte, 0, blockSize)
	first, eof, err := readBlock(r, first)
	if err != nil {
		return err
	}
	if !plainStart(first) || !s.Batch && !rowsPerLine(first) {
		return s.stream(ctx, io.MultiReader(bytes.NewReader(first), r))
	}
	parent := ctx
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	jobs := make(chan *block, blocksAhead)
	order := make(chan *block, blocksAhead)
	// The blocks' outputs, reused: a new one for each block cost a
	// tenth of the CPU time (clearing it, and faulting its pages in).
	outs := make(chan *bytes.Buffer, 2*blocksAhead+runtime.GOMAXPROCS(0))
	for range runtime.GOMAXPROCS(0) {
		// The worker's Solver is made here, not on its goroutine: a
		// worker may outlive this call (it ends when jobs closes), and
		// the caller may set s's fields again for its next input.
		go s.worker().batchWorker(ctx, jobs, outs)
	}
	// Read on a goroutine; write here, in order.
	readErr := make(chan error, 1)
	go func() {
		defer close(order)
		defer close(jobs)
		buf, line := first, 1
		var carry []byte
		var failed error // a read error, reported after the whole lines before it
		for {
			if err := ctx.Err(); err != nil { // a bad block, or interrupted
				readErr <- err
				return
			}
			// Cut buf after its last newline between two cases; the rest
			// starts the next block.
			cut := cutPoint(buf)
			if eof && failed == nil {
				cut = len(buf)
			}
			if cut > 0 {
				b := &block{data: buf[:cut], line: line, done: make(chan struct{})}
				line += bytes.Count(b.data, []byte{'\n'})
				select {
				case order <- b:
				case <-ctx.Done():
					readErr <- ctx.Err()
					return
				}
				jobs <- b
				carry = buf[cut:]
			} else {
				carry = buf
			}
			if eof {
				readErr <- failed
				return
			}
			next := make([]byte, len(carry), max(blockSize, 2*len(carry)))
			copy(next, carry)
			if buf, eof, failed = readBlock(r, next); failed != nil {
				eof = true
			}
		}
	}()
	anyCase := false
	for b := range order {
		<-b.done
		s.out.Write(b.out.Bytes())
		b.out.Reset()
		select {
		case outs <- b.out:
		default:
		}
		b.out = nil
		if len(order) == 0 {
			// Nothing more is solved yet: the next block may wait for
			// input, so what is solved goes out now.
			s.out.Flush()
		}
		anyCase = anyCase || b.cases
		if b.err != nil {
			// Now, not at the end of the input: the reader may be
			// waiting for more. Cancelled, it and the workers end
			// after its read.
			return b.err
		}
	}
	if err := <-readErr; err != nil && !errors.Is(err, context.Canceled) {
		return err
	}
	if err := parent.Err(); err != nil {
		return err // interrupted: blocks were skipped
	}
	if !anyCase {
		return s.stream(ctx, bytes.NewReader(nil)) // the error for no numbers
	}
	return nil
}

// worker returns the Solver a batch worker solves its blocks with: s's
// settings, every block read as --batch (the input is one row per line,
// see rowsPerLine, even where a block starts with a line of one number).
func (s *Solver) worker() *Solver {
	w := &Solver{Game: s.Game, JSON: s.JSON, Line: s.Line, Batch: true, Count: s.Count, plainPart: true}
	w.out = bufio.NewWriterSize(io.Discard, 64<<10)
	return w
}

// batchWorker solves blocks with w (made by [Solver.worker]) until jobs is
// closed, each into an output taken from outs (or a new one when there is
// none).
func (w *Solver) batchWorker(ctx context.Context, jobs <-chan *block, outs chan *bytes.Buffer) {
	for b := range jobs {
		select {
		case b.out = <-outs:
		default:
			b.out = new(bytes.Buffer)
		}
		if ctx.Err() == nil {
			b.out.Grow(len(b.data))
			w.out.Reset(b.out)
			w.cases = 0
			err := w.scan(ctx, input.NewBytes(b.data))
			w.out.Flush()
			b.cases = w.cases > 0
			if errors.Is(err, input.ErrNoNumbers) {
				err = nil // a block of blank lines
			}
			var ie *input.Error
			if errors.As(err, &ie) && ie.Line > 0 {
				shifted := *ie
				shifted.Line += b.line - 1
				err = &shifted
			}
			b.err = err
		}
		close(b.done)
	}
}

// cutPoint returns where a block of buf may end: after its last newline
// that is outside brackets and braces, so that no case in another form
// than plain numbers (an array or object over several lines: each case has
// its own form) is cut in two; 0 when there is none. Plain lines, the fast
// path, cost two IndexByte over the block.
func cutPoint(buf []byte) int {
	cut := bytes.LastIndexByte(buf, '\n') + 1
	if bytes.IndexByte(buf[:cut], '[') < 0 && bytes.IndexByte(buf[:cut], '{') < 0 {
		return cut
	}
	depth := 0
	cut = 0
	for i, c := range buf {
		switch c {
		case '[', '{':
			depth++
		case ']', '}':
			depth = max(depth-1, 0) // the case is bad; its error is the reader's
		case '\n':
			if depth == 0 {
				cut = i + 1
			}
		}
	}
	return cut
}

// readBlock appends to buf from r until buf is full, holds a newline, or r
// ends. Returning at the first newline keeps a batch fed line by line
// through a pipe answering line by line; a file fills whole blocks.
func readBlock(r io.Reader, buf []byte) ([]byte, bool, error) {
	for len(buf) < cap(buf) {
		n, err := r.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if err == io.EOF {
			return buf, true, nil
		}
		if err != nil {
			return buf, false, fmt.Errorf("reading input: %w", err) // as input.Scanner says it
		}
		if bytes.IndexByte(buf[len(buf)-n:], '\n') >= 0 {
			return buf, false, nil
		}
	}
	return buf, false, nil
}

// rowsPerLine reports whether plain input that starts with data is one row
// per line without --batch: whether its first line with a number holds more
// than one (input.Reader's rule). It says false when that line does not end
// inside data.
func rowsPerLine(data []byte) bool {
	start := 0
	for start < len(data) && strings.IndexByte(" \t\r,:\n", data[start]) >= 0 {
		start++
	}
	end := bytes.IndexByte(data[start:], '\n')
	if end < 0 {
		return false
	}
	c, err := input.NewReader(input.NewBytes(data[start:start+end+1]), input.Row, false).Next()
	return err == nil && c.Len > 1
}

// plainStart reports whether the first token of data is a number (the
// plain form), so its lines are independent rows.
func plainStart(data []byte) bool {
	for _, c := range data {
		switch c {
		case ' ', '\t', '\r', '\n', ',', ':':
			continue
		}
		return c == '-' || c == '+' || c >= '0' && c <= '9'
	}
	return false
}
