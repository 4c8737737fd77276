package stream

import (
	"context"
	"errors"
	"slices"
	"sync/atomic"

	"stonegame/game"
	"stonegame/internal/input"
)

// rowReader takes the numbers of each streamed row of an input, one case
// after another, as the reader's sink ([rowReader.take]): it gives them to
// the game's Streamer through a pipe, and keeps the row only as far as the
// output needs it, up to most numbers (past them the row is dropped): all
// of it with --line, keptRow for text output (to show the line; packed,
// in at most keptBytes), none for --json alone, explain's --whole-max. It is made once per input, so a
// batch of small cases allocates nothing per case when the Streamer can
// Reset. A game without a Streamer (explain holds its row) has only the
// row kept, and the read stops with errStop past most numbers.
type rowReader struct {
	g       *game.Spec
	ctx     context.Context
	most    int
	check   func(n int) error // if not nil, called every 2^20 numbers (explain's heap bound)
	st      game.Streamer     // nil for a game without one
	p       pipe
	row     []int64
	packed  *packedRow // if not nil, keeps the row in place of row (text output)
	keep    bool
	dropped bool
	n       int           // numbers in this row
	count   *atomic.Int64 // if not nil, numbers read in all rows, for the progress bar
}

func newRowReader(g *game.Spec, most int) *rowReader {
	r := &rowReader{g: g, most: most}
	r.p = pipe{to: r.give, bound: r.bound}
	return r
}

// reset starts a new row.
func (r *rowReader) reset(ctx context.Context) {
	if rs, ok := r.st.(interface{ Reset() }); ok {
		rs.Reset()
	} else if r.g.Stream != nil {
		r.st = r.g.Stream()
	}
	r.p.reset()
	r.ctx = ctx
	r.row, r.keep, r.dropped, r.n = r.row[:0], r.most > 0, false, 0
	if r.packed != nil {
		r.packed.reset()
	}
}

// kept returns the row kept, whole, and true; nil and false if it was
// dropped or nothing was to be kept.
func (r *rowReader) kept() ([]int64, bool) {
	switch {
	case !r.keep:
		return nil, false
	case r.packed != nil:
		r.row = r.packed.unpack(r.row) // the array is reused from row to row
		return r.row, true
	}
	return r.row, true
}

// next reads the next case of rd, whose sink is r.take, as a new row.
func (r *rowReader) next(ctx context.Context, rd *input.Reader) (input.Case, error) {
	r.reset(ctx)
	c, err := rd.Next()
	if werr := r.p.wait(); err == nil { // even after an error: no goroutine outlives its case
		err = werr
	}
	return c, err
}

// bound returns the Streamer's Bound, or nil (the pipe's bound).
func (r *rowReader) bound() game.Bound {
	if b, ok := r.st.(game.Bounded); ok {
		return b.Bound()
	}
	return nil
}

// give pushes xs into the Streamer (the pipe's destination).
func (r *rowReader) give(_ int, xs []int64) (int, error) { return pushRun(r.st, xs) }

// take takes the next run of the row: the reader's sink.
func (r *rowReader) take(xs []int64) (int, error) {
	j, err := len(xs), error(nil)
	if r.st != nil {
		j, err = r.p.take(0, xs)
	}
	if r.keep {
		if r.packed != nil {
			if !r.packed.add(xs[:j]) {
				r.keep, r.dropped = false, true
			}
		} else if len(r.row)+j > r.most {
			r.row, r.keep, r.dropped = nil, false, true
			if r.st == nil {
				return 0, errStop
			}
		} else {
			if len(r.row)+j > cap(r.row) {
				// Doubling, up to most: append's growth by 1.25 makes
				// four times the row in garbage on the way.
				r.row = slices.Grow(r.row, min(max(len(r.row), j), r.most-len(r.row)))
			}
			r.row = append(r.row, xs[:j]...)
		}
	}
	if r.count != nil {
		r.count.Add(int64(j))
	}
	if r.n += j; r.n>>20 != (r.n-j)>>20 && err == nil {
		if err = r.ctx.Err(); err == nil && r.check != nil {
			err = r.check(r.n)
		}
	}
	return j, err
}

// errStop stops the reading of a row too long to hold, for a game that
// cannot stream it.
var errStop = errors.New("too many numbers to hold")

// bulkStreamer is a Streamer that takes a slice of numbers in one call, as
// [ends.Fuser.PushAll] does: how many it took, and Push's error for the
// next one.
type bulkStreamer interface {
	PushAll(xs []int64) (int, error)
}

// pushRun pushes xs into st, in one call if st takes slices, and returns
// how many it took before an error.
func pushRun(st game.Streamer, xs []int64) (int, error) {
	if b, ok := st.(bulkStreamer); ok {
		return b.PushAll(xs)
	}
	for j, x := range xs {
		if err := st.Push(x); err != nil {
			return j, err
		}
	}
	return len(xs), nil
}

// pairReader takes the numbers of each streamed pair (aliceValues, then
// bobValues: the reader's sinks [pairReader.alice] and [pairReader.bob])
// into the case's game.PairStreamer, through a pipe, so that parsing and
// solving, storing aliceValues included, run on two cores. A PairStreamer
// never refuses a value (its Result reports bad input): the pipe checks
// nothing.
type pairReader struct {
	st game.PairStreamer
	p  pipe
}

func newPairReader() *pairReader {
	f := new(pairReader)
	f.p.to = f.give
	return f
}

// reset starts a case of game g, whose input has about size bytes (0 if
// unknown). The PairStreamer is reused if it can Reset, so a batch of
// small cases allocates little per case.
func (f *pairReader) reset(g *game.Spec, size int64) {
	if rs, ok := f.st.(interface{ Reset() }); ok && size == 0 {
		rs.Reset()
	} else {
		// Each stone takes at least 4 bytes: two numbers, each with a
		// separator.
		f.st = g.StreamPair(int(size / 4))
	}
	f.p.reset()
}

// next reads the next case of rd, whose sinks are f.alice and f.bob, as
// reset does for g and size.
func (f *pairReader) next(rd *input.Reader, g *game.Spec, size int64) (input.Case, error) {
	f.reset(g, size)
	c, err := rd.Next()
	if werr := f.p.wait(); err == nil { // even after an error: no goroutine outlives its case
		err = werr
	}
	return c, err
}

func (f *pairReader) alice(xs []int64) (int, error) { return f.p.take(0, xs) }
func (f *pairReader) bob(xs []int64) (int, error)   { return f.p.take(1, xs) }

// give pushes xs of list to the PairStreamer (the pipe's destination).
func (f *pairReader) give(list int, xs []int64) (int, error) {
	if list == 0 {
		f.st.PushAlice(xs)
	} else {
		f.st.PushBob(xs)
	}
	return len(xs), nil
}

// pipe gives the runs of numbers of a case's lists, in order, to its
// destination to: the first syncLen numbers straight, then in chunks to a
// goroutine that gives them to it, so that reading the input and solving
// it run on two cores. Small cases (a batch's) never start one.
// [pipe.wait] must be called after the case, even after an error, before
// the destination's result or the next case: no goroutine outlives its
// case.
//
// With bound, the destination is a game.Streamer's, which may refuse a
// number. When the goroutine starts, the pipe takes the Streamer's
// game.Bound (bound returns it), asks it about every number it hands
// over, and at the number it would refuse, waits for the goroutine and
// gives that number and the rest of the case straight to the destination,
// so that the Streamer's own error comes back while the reader still knows
// the number's line and item. A Streamer without a Bound (bound returns
// nil) is fed straight: one core, the same errors.
type pipe struct {
	to     func(list int, xs []int64) (int, error)
	bound  func() game.Bound // nil: the destination never refuses (a PairStreamer)
	admit  func(xs []int64) int
	n      int     // numbers given straight
	direct bool    // straight to the end of the case: past a refusal, or no Bound
	list   int     // chunk's list
	chunk  []int64 // the chunk being filled; nil until the goroutine starts
	full   chan pipeChunk
	free   chan []int64
	done   chan error
}

const (
	syncLen   = 1 << 16 // numbers given straight before the goroutine starts
	chunkLen  = 1 << 14 // numbers per hand-over
	chunkBufs = 4       // chunks in flight
)

// pipeChunk is a chunk of numbers of one list.
type pipeChunk struct {
	list int
	xs   []int64
}

// reset starts a case, with the same destination.
func (p *pipe) reset() { *p = pipe{to: p.to, bound: p.bound} }

// take takes the numbers xs of list, and returns how many it took before
// the destination's error, when it gives them straight.
func (p *pipe) take(list int, xs []int64) (int, error) {
	if p.chunk == nil {
		m := len(xs)
		if !p.direct {
			m = min(m, syncLen-p.n)
		}
		k, err := p.to(list, xs[:m])
		p.n += k
		if err != nil || m == len(xs) {
			return k, err
		}
		if p.bound != nil {
			b := p.bound()
			if b == nil {
				p.direct = true
				n, err := p.take(list, xs[m:])
				return m + n, err
			}
			p.admit = b.Admit
		}
		p.start()
		n, err := p.take(list, xs[m:])
		return m + n, err
	}
	if p.admit != nil {
		if k := p.admit(xs); k < len(xs) {
			p.send(list, xs[:k])
			if err := p.wait(); err != nil {
				return k, err
			}
			p.direct = true
			n, err := p.take(list, xs[k:])
			return k + n, err
		}
	}
	p.send(list, xs)
	return len(xs), nil
}

// send copies xs of list into chunks and hands over each full one, and
// the chunk before it if it is of the other list.
func (p *pipe) send(list int, xs []int64) {
	if list != p.list && len(p.chunk) > 0 {
		p.full <- pipeChunk{p.list, p.chunk}
		p.chunk = <-p.free
	}
	p.list = list
	for len(xs) > 0 {
		m := copy(p.chunk[len(p.chunk):chunkLen], xs)
		p.chunk = p.chunk[:len(p.chunk)+m]
		xs = xs[m:]
		if len(p.chunk) == chunkLen {
			p.full <- pipeChunk{list, p.chunk}
			p.chunk = <-p.free
		}
	}
}

func (p *pipe) start() {
	p.full = make(chan pipeChunk, chunkBufs)
	p.free = make(chan []int64, chunkBufs+1)
	p.done = make(chan error, 1)
	for range chunkBufs {
		p.free <- make([]int64, 0, chunkLen)
	}
	p.chunk = make([]int64, 0, chunkLen)
	go func(to func(int, []int64) (int, error), full <-chan pipeChunk, free chan<- []int64, done chan<- error) {
		var err error
		for c := range full {
			if err == nil {
				_, err = to(c.list, c.xs)
			}
			free <- c.xs[:0]
		}
		done <- err
	}(p.to, p.full, p.free, p.done)
}

// wait gives every number taken to the destination and stops the
// goroutine, if any; the pipe then gives numbers straight again.
func (p *pipe) wait() error {
	if p.chunk == nil {
		return nil
	}
	close(p.full)
	err := <-p.done
	if err == nil {
		_, err = p.to(p.list, p.chunk)
	}
	p.chunk = nil
	return err
}
