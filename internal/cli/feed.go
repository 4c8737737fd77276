package cli

import (
	"context"
	"math"
	"sync/atomic"

	"stonegame/game"
	"stonegame/games"
)

// rowReader takes the numbers of each streamed row of an input, one case
// after another, into the game's Streamer, and keeps the row only as far as
// the output needs it: whole with --line, up to keptRow numbers for text
// output (to show the line), not at all for --json alone. It is made once
// per input, so a batch of small cases allocates nothing per case when the
// Streamer can Reset.
type rowReader struct {
	g       *games.Game
	ctx     context.Context
	keepAll bool // --line
	keepAny bool // text output
	fd      feeder
	pushFn  func(int64) error
	row     []int64
	keep    bool
	dropped bool
	n       int           // numbers in this row
	count   *atomic.Int64 // if not nil, numbers read in all rows, for the progress bar
}

func newRowReader(g *games.Game, line, text bool) *rowReader {
	r := &rowReader{g: g, keepAll: line, keepAny: line || text}
	r.pushFn = r.push
	return r
}

// reset starts a new row.
func (r *rowReader) reset(ctx context.Context) {
	st := r.fd.st
	if rs, ok := st.(interface{ Reset() }); ok {
		rs.Reset()
	} else {
		st = r.g.Stream()
	}
	r.fd = feeder{st: st}
	r.fd.bulk, _ = st.(bulkStreamer)
	r.ctx = ctx
	r.row, r.keep, r.dropped, r.n = r.row[:0], r.keepAny, false, 0
}

func (r *rowReader) push(x int64) error {
	if err := r.fd.push(x); err != nil {
		return err
	}
	if r.keep {
		if !r.keepAll && len(r.row) == keptRow {
			r.row, r.keep, r.dropped = nil, false, true
		} else {
			r.row = append(r.row, x)
		}
	}
	if r.count != nil {
		r.count.Add(1)
	}
	if r.n++; r.n&(1<<20-1) == 0 {
		return r.ctx.Err()
	}
	return nil
}

func (r *rowReader) pushRun(xs []int64) (int, error) {
	j, err := r.fd.pushRun(xs)
	if r.keep {
		if !r.keepAll && len(r.row)+j > keptRow {
			r.row, r.keep, r.dropped = nil, false, true
		} else {
			r.row = append(r.row, xs[:j]...)
		}
	}
	if r.count != nil {
		r.count.Add(int64(j))
	}
	if r.n += j; r.n&^(1<<20-1) != (r.n-j)&^(1<<20-1) && err == nil {
		err = r.ctx.Err()
	}
	return j, err
}

// bulkStreamer is a Streamer that takes a slice of numbers in one call, as
// [ends.Fuser.PushAll] does: how many it took, and Push's error for the
// next one.
type bulkStreamer interface {
	PushAll(xs []int64) (int, error)
}

// feeder pushes the numbers of a streamed row into a game.Streamer. The
// first syncLen numbers go straight in; past them, the numbers are handed
// over in chunks to a goroutine that pushes them, so reading the input and
// solving it run on two cores. Small rows (batch cases) never start one.
//
// A Streamer refuses a number only when the sum of |x| passes
// math.MaxInt64 (game.Streamer). The feeder checks that bound itself as it
// takes each number, and when it would pass, waits for the goroutine and
// pushes that number synchronously, so the Streamer's own error comes back
// while the reader still knows the number's line and item.
type feeder struct {
	st    game.Streamer
	bulk  bulkStreamer // st, if it takes slices
	n     int          // numbers taken
	abs   uint64       // sum of |x| of the numbers handed over
	chunk []int64
	full  chan []int64
	free  chan []int64
	done  chan error
}

const (
	syncLen   = 1 << 16 // numbers pushed synchronously before the pipeline starts
	chunkLen  = 1 << 14 // numbers per hand-over
	chunkBufs = 4       // chunks in flight
)

// push takes the next number of the row.
func (f *feeder) push(x int64) error {
	if f.chunk == nil {
		if f.n < syncLen {
			if err := f.st.Push(x); err != nil {
				return err
			}
			f.n++
			f.abs += game.Abs(x) // cannot pass MaxInt64: Push checked
			return nil
		}
		f.start()
	}
	abs := f.abs + game.Abs(x) // f.abs <= MaxInt64, so this cannot wrap
	if abs > math.MaxInt64 {
		if err := f.wait(); err != nil {
			return err
		}
		return f.st.Push(x)
	}
	f.abs = abs
	f.n++
	f.chunk = append(f.chunk, x)
	if len(f.chunk) == chunkLen {
		f.full <- f.chunk
		f.chunk = <-f.free
	}
	return nil
}

// pushRun takes the numbers of xs, in order, and returns how many it took
// before an error.
func (f *feeder) pushRun(xs []int64) (int, error) {
	j := 0
	if f.chunk == nil && f.bulk != nil {
		m := min(len(xs), syncLen-f.n)
		k, err := f.bulk.PushAll(xs[:m])
		for _, x := range xs[:k] {
			f.abs += game.Abs(x) // cannot pass MaxInt64: PushAll checked
		}
		f.n += k
		if err != nil {
			return k, err
		}
		j = m
	}
	for f.chunk == nil && j < len(xs) {
		if err := f.push(xs[j]); err != nil {
			return j, err
		}
		j++
	}
	abs := f.abs
	for k := j; k < len(xs); k++ {
		a := abs + game.Abs(xs[k])
		if a > math.MaxInt64 {
			// Hand over what fits, and let push refuse xs[k].
			if _, err := f.pushRun(xs[j:k]); err != nil {
				return j, err // cannot happen: their bound was checked
			}
			if err := f.push(xs[k]); err != nil {
				return k, err
			}
			n, err := f.pushRun(xs[k+1:])
			return k + 1 + n, err
		}
		abs = a
	}
	f.abs = abs
	f.n += len(xs) - j
	for rest := xs[j:]; len(rest) > 0; {
		m := copy(f.chunk[len(f.chunk):chunkLen], rest)
		f.chunk = f.chunk[:len(f.chunk)+m]
		rest = rest[m:]
		if len(f.chunk) == chunkLen {
			f.full <- f.chunk
			f.chunk = <-f.free
		}
	}
	return len(xs), nil
}

func (f *feeder) start() {
	f.full = make(chan []int64, chunkBufs)
	f.free = make(chan []int64, chunkBufs+1)
	f.done = make(chan error, 1)
	for range chunkBufs {
		f.free <- make([]int64, 0, chunkLen)
	}
	f.chunk = make([]int64, 0, chunkLen)
	go func(st game.Streamer, bulk bulkStreamer) {
		var err error
		for c := range f.full {
			if err == nil && bulk != nil {
				_, err = bulk.PushAll(c)
			}
			for _, x := range c {
				if err == nil && bulk == nil {
					err = st.Push(x)
				}
			}
			f.free <- c[:0]
		}
		f.done <- err
	}(f.st, f.bulk)
}

// wait pushes every number taken so far and stops the goroutine, if any;
// the feeder is then synchronous again (until syncLen more numbers).
func (f *feeder) wait() error {
	if f.chunk == nil {
		return nil
	}
	close(f.full)
	err := <-f.done
	for _, x := range f.chunk {
		if err == nil {
			err = f.st.Push(x)
		}
	}
	f.chunk, f.n = nil, 0
	return err
}

// pairFeeder gives the numbers of a streamed pair (aliceValues, then
// bobValues) to the case's game.PairStreamer: the first syncLen straight,
// then in chunks to a goroutine that pushes them, so parsing and solving,
// storing aliceValues included, run on two cores. A PairStreamer never
// refuses a value (its Result reports bad input), so the feeder checks
// nothing itself. [pairFeeder.wait] must be called after the case, even
// after an error, before Result or the next case.
type pairFeeder struct {
	st    game.PairStreamer
	n     int // numbers taken
	list  int // chunk's list: 0 for aliceValues, 1 for bobValues
	chunk []int64
	full  chan pairChunk
	free  chan []int64
	done  chan struct{}
}

// pairChunk is a chunk of numbers of one list.
type pairChunk struct {
	list int
	xs   []int64
}

// reset starts a case of game g, whose input has about size bytes (0 if
// unknown). The PairStreamer is reused if it can Reset, so a batch of
// small cases allocates little per case.
func (f *pairFeeder) reset(g *games.Game, size int64) {
	st := f.st
	if rs, ok := st.(interface{ Reset() }); ok && size == 0 {
		rs.Reset()
	} else {
		// Each stone takes at least 4 bytes: two numbers, each with a
		// separator.
		st = g.StreamPair(int(size / 4))
	}
	*f = pairFeeder{st: st}
}

func (f *pairFeeder) alice(xs []int64) { f.take(0, xs) }
func (f *pairFeeder) bob(xs []int64)   { f.take(1, xs) }

// give pushes xs of list to the PairStreamer.
func give(st game.PairStreamer, list int, xs []int64) {
	if list == 0 {
		st.PushAlice(xs)
	} else {
		st.PushBob(xs)
	}
}

// take takes the numbers xs of list, in order.
func (f *pairFeeder) take(list int, xs []int64) {
	if f.chunk == nil {
		m := min(len(xs), syncLen-f.n)
		give(f.st, list, xs[:m])
		f.n += m
		if m == len(xs) {
			return
		}
		f.start()
		xs = xs[m:]
	}
	if list != f.list && len(f.chunk) > 0 {
		f.send()
	}
	f.list = list
	f.n += len(xs)
	for len(xs) > 0 {
		m := copy(f.chunk[len(f.chunk):chunkLen], xs)
		f.chunk = f.chunk[:len(f.chunk)+m]
		xs = xs[m:]
		if len(f.chunk) == chunkLen {
			f.send()
		}
	}
}

// send hands the chunk over and takes a free one.
func (f *pairFeeder) send() {
	f.full <- pairChunk{f.list, f.chunk}
	f.chunk = <-f.free
}

func (f *pairFeeder) start() {
	f.full = make(chan pairChunk, chunkBufs)
	f.free = make(chan []int64, chunkBufs+1)
	f.done = make(chan struct{})
	for range chunkBufs {
		f.free <- make([]int64, 0, chunkLen)
	}
	f.chunk = make([]int64, 0, chunkLen)
	go func(st game.PairStreamer) {
		for c := range f.full {
			give(st, c.list, c.xs)
			f.free <- c.xs[:0]
		}
		close(f.done)
	}(f.st)
}

// wait pushes every number taken and stops the goroutine, if any.
func (f *pairFeeder) wait() {
	if f.chunk == nil {
		return
	}
	close(f.full)
	<-f.done
	give(f.st, f.list, f.chunk)
	f.chunk = nil
}
