package stream

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"stonegame/game"
	"stonegame/internal/input"
)

// Shape returns the shape of g's instances for an [input.Reader]: its
// parameters' names and kinds.
func Shape(g *game.Spec) input.Shape { return input.Shape(g.Params) }

// peekLen is how much of a stream PeekKeys reads to find the keys of the
// first case.
const peekLen = 16 << 10

// PeekKeys returns the parameter names that the first case of r gives (see
// [input.Keys]: what chooses the game when none is named) and a reader of
// all of r. A regular file is read in place (ReadAt), and returned as it
// is, so that its size and offset still tell how far the reading is and
// [Solver.Input] may cut it; any other reader is read up to its first
// newline (or 16 KiB) and returned behind what was read.
func PeekKeys(r io.Reader) (io.Reader, []string, error) {
	if f, ok := r.(*os.File); ok {
		if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() {
			if off, err := f.Seek(0, io.SeekCurrent); err == nil {
				buf := make([]byte, peekLen)
				n, err := f.ReadAt(buf, off)
				if err != nil && err != io.EOF {
					return r, nil, fmt.Errorf("reading input: %w", err)
				}
				return r, input.Keys(buf[:n]), nil
			}
		}
	}
	first, _, err := readBlock(r, make([]byte, 0, peekLen))
	if err != nil {
		return r, nil, err
	}
	return io.MultiReader(bytes.NewReader(first), r), input.Keys(first), nil
}

// One is an instance read by [ReadOne].
type One struct {
	// Args are the instance's parameters, or nil when its longest list
	// has more numbers than ReadOne holds: Result is then its game's
	// streaming solver's.
	Args   game.Args
	Result game.Result
	// Len is how many numbers its longest list has.
	Len int
}

// ErrTooMany is the error of [ReadOne] for an instance with more numbers
// than it holds, of a game without a streaming solver to take them.
var ErrTooMany = errors.New("more numbers than are held, and no streaming solver")

// ErrMore is the error of [ReadOne] for an input of more than one
// instance.
var ErrMore = errors.New("the input holds more than one instance: give one")

// ReadOne reads the one instance of g that in holds (`stonegame explain`'s
// input). It holds the instance's lists when the longest has at most most
// numbers. Past that, a game with a streaming solver (a row's Streamer, a
// pair's PairStreamer) takes the numbers as they are read and gives its
// Result, with nil Lists; any other game's instance is refused with
// [ErrTooMany]. A row is pushed to its Streamer as it is read, through the
// same pipe as [Solver.Input]'s, so a number the Streamer refuses is
// reported at its line and item. check, if not nil, is called every 2^20
// numbers of a row with how many were read, and an error it returns stops
// the reading (a bound on the memory the Streamer takes).
func ReadOne(ctx context.Context, g *game.Spec, in io.Reader, most int, check func(n int) error) (One, error) {
	size := fileSize(in)
	rd := input.NewReader(input.NewScanner(in), Shape(g), false)
	var c input.Case
	var err error
	var args game.Args                     // the instance, unless over
	var over bool                          // more than most numbers
	var result func() (game.Result, error) // the streaming solver's, if any
	n := 0
	switch {
	case len(g.Params) == 1 && g.Params[0].Kind.Syntax() == game.Numbers: // a row, read as it streams
		rows := newRowReader(g, most)
		rows.check = check
		if size > 0 {
			// Each number takes at least two bytes with its separator.
			rows.row = make([]int64, 0, min(size/2+1, int64(most)+1))
		}
		rd.Stream(rows.take)
		c, err = rows.next(ctx, rd)
		if rows.dropped && rows.st == nil { // err is errStop's
			return One{}, ErrTooMany
		}
		n, args, over = rows.n, game.Args{game.ListOf(rows.row...)}, rows.dropped
		result = func() (game.Result, error) { return rows.st.Result(), nil }
	case g.StreamPair != nil && len(g.Params) == 2:
		h := &heldPair{f: newPairReader(), most: most}
		rd.Stream(h.alice, h.bob)
		c, err = h.f.next(rd, g, size)
		n, args, over = c.Len, game.Args{game.ListOf(h.lists[0]...), game.ListOf(h.lists[1]...)}, h.over
		result = func() (game.Result, error) { return h.f.st.Result() }
	default:
		c, err = rd.Next()
		args, n = c.Args, c.Args.Size()
		over = n > most
	}
	if err != nil {
		return One{}, err
	}
	rd.Stream() // the case is done: a second one is stored
	if _, err := rd.Next(); err != io.EOF {
		if err == nil {
			return One{}, ErrMore
		}
		return One{}, err
	}
	switch {
	case !over:
		return One{Args: args, Len: n}, nil
	case result == nil:
		return One{}, ErrTooMany
	}
	r, err := result()
	if err != nil {
		return One{}, &input.Error{Line: c.Line, Msg: err.Error()}
	}
	return One{Result: r, Len: n}, nil
}

// heldPair takes the numbers of a pair as they are read: it keeps both
// lists up to most numbers each, and pushes them to the game's
// PairStreamer.
type heldPair struct {
	f     *pairReader
	lists [2][]int64
	most  int
	over  bool
}

func (h *heldPair) alice(xs []int64) (int, error) { h.keep(0, xs); return h.f.alice(xs) }
func (h *heldPair) bob(xs []int64) (int, error)   { h.keep(1, xs); return h.f.bob(xs) }

func (h *heldPair) keep(k int, xs []int64) {
	switch {
	case h.over:
	case len(h.lists[k])+len(xs) > h.most:
		h.lists, h.over = [2][]int64{}, true
	default:
		h.lists[k] = append(h.lists[k], xs...)
	}
}
