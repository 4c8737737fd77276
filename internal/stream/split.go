package stream

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"runtime"
	"sync/atomic"

	"stonegame/game"
	"stonegame/internal/input"
)

// A long row in a regular file (--json alone, so only the result is
// printed) is read on two cores: the file is cut in two at a separator
// near its middle, the second part is read by input.Tail into a Streamer
// of its own on a goroutine while the first part is read as usual, and
// the two Streamers are joined (fusion, counts: the game's Streamer says
// it can, by a Join method). Only a row that is exactly one case, in the
// form the first part started it in, is joined; an input that is
// anything else, or has an error anywhere, is read again from its start
// the ordinary way, which prints the same output and the same error
// message, line and item, as without the cut. Small files, pipes, and
// games whose Streamer cannot join are read the ordinary way at once.

// joiner is a game.Streamer that can take another's numbers after its own
// (ends.Fuser.Join).
type joiner interface {
	Join(next game.Streamer) error
}

const splitWindow = 64 << 10 // bytes searched for the cut, and for the form

// splitMin is the size of the smallest file that is cut (a variable for
// tests).
var splitMin int64 = 8 << 20

// splitRows can turn splitStream off, for tests that compare it with
// stream.
var splitRows = true

// splitJoins counts the inputs read in two parts and joined, for tests.
var splitJoins atomic.Int64

// splitFile returns the input as a file to cut, with its offset and size,
// or nil. A game with a limit on its input is never cut: the second
// part's reader would not know how many numbers the first holds.
func (s *Solver) splitFile(in io.Reader) (*os.File, int64, int64) {
	if !s.JSON || s.Line || s.Batch || s.Game.Stream == nil || limited(s.Game) {
		return nil, 0, 0
	}
	if _, ok := s.Game.Stream().(joiner); !ok {
		return nil, 0, 0
	}
	return cuttable(in)
}

// limited reports whether a parameter of g has a Limit (game.Param.Limit),
// which the reader counts up to from the start of each case.
func limited(g *game.Spec) bool {
	for _, p := range g.Params {
		if p.Limit > 0 {
			return true
		}
	}
	return false
}

// cuttable returns in as a regular file with splitMin bytes or more from
// its offset, with that offset and its size, when there are two cores to
// read it on; or nil.
func cuttable(in io.Reader) (*os.File, int64, int64) {
	f, ok := in.(*os.File)
	if !ok || !splitRows || runtime.GOMAXPROCS(0) < 2 {
		return nil, 0, 0
	}
	size := fileSize(f)
	off, err := f.Seek(0, io.SeekCurrent)
	if err != nil || size-off < splitMin {
		return nil, 0, 0
	}
	return f, off, size
}

// splitStream solves the input f[off:size] (see above), or gives it to
// whole, the ordinary path, when it cannot.
func (s *Solver) splitStream(ctx context.Context, f *os.File, off, size int64, whole func(context.Context, io.Reader) error) error {
	rest := func() error { return whole(ctx, io.NewSectionReader(f, off, size-off)) }
	first := make([]byte, splitWindow)
	n, _ := f.ReadAt(first, off)
	first = first[:n]
	if !plainStart(first) || rowsPerLine(first) {
		return rest()
	}
	// One number on the first line: a column, cut after a newline;
	// otherwise one long line, cut after a blank.
	column := bytes.IndexByte(first, '\n') >= 0
	sep := byte(' ')
	if column {
		sep = '\n'
	}
	win := make([]byte, splitWindow)
	mid := off + (size-off)/2
	n, _ = f.ReadAt(win, mid)
	cut := int64(-1)
	for p := 2; p < n; p++ {
		if win[p-1] == sep && isDigit(win[p-2]) && isDigit(win[p]) {
			cut = mid + int64(p)
			break
		}
	}
	if cut < 0 {
		return rest()
	}

	// The second part, on a goroutine.
	var stop atomic.Bool
	tail := s.Game.Stream()
	tailOK := make(chan bool, 1)
	go func() {
		sc := input.NewScanner(io.NewSectionReader(f, cut, size-cut))
		tailOK <- input.Tail(sc, column, func(xs []int64) error {
			if stop.Load() || ctx.Err() != nil {
				return errSplit
			}
			_, err := pushRun(tail, xs)
			return err
		})
	}()

	// The first part, here, as stream reads it.
	head, err := s.splitHead(ctx, io.NewSectionReader(f, off, cut-off), column)
	if err != nil {
		stop.Store(true)
	}
	ok := <-tailOK
	if err := ctx.Err(); err != nil {
		return err
	}
	if err != nil || !ok || head.(joiner).Join(tail) != nil {
		return rest()
	}
	splitJoins.Add(1)
	s.print(answer{Solution: game.Solution{Game: s.Game, Result: head.Result()}})
	return nil
}

// errSplit stops the reading of a part that is no longer needed.
var errSplit = errors.New("the other part of the input is not one row")

// splitHead reads r, the first part of a cut input, through the ordinary
// pipeline (a rowReader, its pipe) and returns its Streamer, or an error
// if the part is not one plain row in the form the cut assumed (column:
// one number per line).
func (s *Solver) splitHead(ctx context.Context, r io.Reader, column bool) (game.Streamer, error) {
	rows := newRowReader(s.Game, 0)
	rd := input.NewReader(input.NewScanner(r), Shape(s.Game), false)
	rd.Stream(rows.take)
	c, err := rows.next(ctx, rd)
	if err != nil {
		return nil, err
	}
	if c.Form != input.Plain || rd.Column() != column {
		return nil, errSplit
	}
	rd.Stream() // the pipe is done: a second case would be stored
	if _, err := rd.Next(); err != io.EOF {
		return nil, errSplit
	}
	return rows.st, nil
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
