package stream

import (
	"bytes"
	"context"
	"io"
	"os"
	"strings"
	"sync/atomic"

	"stonegame/game"
	"stonegame/internal/input"
)

// A long pair in a regular file (a game of two lists whose PairStreamer
// takes stones whole, stone-game-vi, with --json alone) is read on two
// cores too: the file is cut where its first list ends, the first "]" (the
// first newline in plain form), and both lists are read at once, the
// first here and the second on a goroutine, which pairs each of its
// numbers with the first list's of the same index (handed over in chunks,
// a few in flight) and gives the stones to the PairStreamer. Neither list
// is kept: memory is the chunks in flight and the PairStreamer's own
// (stone-game-vi's buckets). Each part is read as a case of one list (so
// the Reader checks it as it checks a whole case), made whole where the
// cut took a bracket or comma away: {"aliceValues":[...] and } ; { and
// "bobValues":[...]}. Only one case in one form, with no more input after
// it, is solved this way; an input that is anything else, an error
// anywhere, or lists of different lengths, is read again from its start
// the ordinary way, which prints the same output or error as without the
// cut.

// splitPairs counts the pairs read in two parts, for tests.
var splitPairs atomic.Int64

// splitPairFile returns the input as a file whose pair may be cut, with
// its offset and size, or nil.
func (s *Solver) splitPairFile(in io.Reader) (*os.File, int64, int64) {
	if !s.streamsPairs() || s.Batch || limited(s.Game) { // see splitFile
		return nil, 0, 0
	}
	return cuttable(in)
}

// splitPair solves the pair of f[off:size] (see above), or gives the
// input to whole, the ordinary path, when it cannot.
func (s *Solver) splitPair(ctx context.Context, f *os.File, off, size int64, whole func(context.Context, io.Reader) error) error {
	rest := func() error { return whole(ctx, io.NewSectionReader(f, off, size-off)) }
	sh := Shape(s.Game)
	first := make([]byte, splitWindow)
	n, _ := f.ReadAt(first, off)
	first = bytes.TrimLeft(first[:n], " \t\r\n")
	if len(first) == 0 {
		return rest()
	}
	// The form, from the first byte, and what makes each part a case.
	end := byte(']')
	var headEnd, tailStart string // added after the first part, before the second
	comma := ""                   // the blanks the second part may start with before its comma ("" for none)
	switch c := first[0]; {
	case c == '{' || isLetter(c):
		if keys := input.Keys(first); len(keys) == 0 || keys[0] != sh[0].Name {
			return rest() // another key first: the ordinary reader holds it
		}
		comma = " \t"
		if c == '{' {
			headEnd, tailStart, comma = "}", "{", " \t\r\n"
		}
	case c == '[':
	case c == '-' || c == '+' || isDigit(c):
		end = '\n'
	default:
		return rest()
	}
	headCut := indexFrom(f, off, size, end) + 1 // the first part ends here
	if headCut <= 0 {
		return rest()
	}
	cut := headCut // the second part starts here
	if comma != "" {
		win := make([]byte, 256)
		n, _ := f.ReadAt(win, cut)
		k := 0
		for k < n && strings.IndexByte(comma, win[k]) >= 0 {
			k++
		}
		if k == n || win[k] != ',' {
			return rest()
		}
		cut += int64(k) + 1
	}

	// The two lists at once: the first here, its numbers handed over in
	// chunks; the second on a goroutine, which pairs them with the first's
	// and gives the stones to the PairStreamer. Neither list is kept.
	st := s.Game.StreamPair(expectNumbers(first, headCut-off))
	sp, ok := st.(stonePusher)
	if !ok {
		return rest()
	}
	chunks := make(chan []int64, pairChunks)
	free := make(chan []int64, pairChunks+1)
	for range pairChunks + 1 {
		free <- make([]int64, 0, pairChunk)
	}
	tailDone := make(chan struct{}) // closed when the second part is read
	var tailForm input.Form
	var stop atomic.Bool
	go func() {
		defer close(tailDone)
		var cur, whole []int64 // the first list's numbers to pair next, and their chunk
		defer func() {
			if whole != nil {
				free <- whole // so that the first part never waits for a chunk in vain
			}
		}()
		r := io.MultiReader(strings.NewReader(tailStart), io.NewSectionReader(f, cut, size-cut))
		rd := input.NewReader(input.NewScanner(r), input.Shape{sh[1]}, false)
		rd.Stream(func(xs []int64) (int, error) {
			if stop.Load() || ctx.Err() != nil {
				return 0, errSplit
			}
			n := len(xs)
			for len(xs) > 0 {
				if len(cur) == 0 {
					if whole != nil {
						free <- whole[:0]
					}
					var ok bool
					if whole, ok = <-chunks; !ok {
						return n - len(xs), errSplit // the second list is longer
					}
					cur = whole
				}
				m := min(len(cur), len(xs))
				sp.PushStones(cur[:m], xs[:m])
				cur, xs = cur[m:], xs[m:]
			}
			return n, nil
		})
		tailForm = onePart(rd)
		if len(cur) > 0 {
			tailForm = notOne // the second list is shorter
		} else if _, ok := <-chunks; ok {
			tailForm = notOne
		}
	}()

	// The first list, here. The second part can end before the first has
	// handed over all its numbers only when the lists differ or a part is
	// not one case: send then fails.
	chunk := <-free
	send := func(last bool) bool {
		select {
		case chunks <- chunk:
		case <-tailDone:
			return false
		}
		if last {
			return true
		}
		select {
		case chunk = <-free:
			return true
		case <-tailDone:
			return false
		}
	}
	r := io.MultiReader(io.NewSectionReader(f, off, headCut-off), strings.NewReader(headEnd))
	rd := input.NewReader(input.NewScanner(r), input.Shape{sh[0]}, false)
	rd.Stream(func(xs []int64) (int, error) {
		if ctx.Err() != nil {
			return 0, errSplit
		}
		n := len(xs)
		for len(xs) > 0 {
			m := copy(chunk[len(chunk):pairChunk], xs)
			chunk, xs = chunk[:len(chunk)+m], xs[m:]
			if len(chunk) == pairChunk && !send(false) {
				return 0, errSplit
			}
		}
		return n, nil
	})
	form := onePart(rd)
	if form != notOne && len(chunk) > 0 && !send(true) {
		form = notOne
	}
	if form == notOne {
		stop.Store(true)
	}
	close(chunks)
	<-tailDone
	if err := ctx.Err(); err != nil {
		return err
	}
	if form == notOne || tailForm != form {
		return rest()
	}
	res, err := st.Result()
	if err != nil {
		return rest() // its message names the case's line: the ordinary path's
	}
	splitPairs.Add(1)
	s.print(answer{Solution: game.Solution{Game: s.Game, Result: res}})
	return nil
}

// stonePusher is a PairStreamer that takes the stones with both their
// values at once ([anypick.Tally.PushStones]), in place of its first list
// and then its second.
type stonePusher interface {
	PushStones(as, bs []int64)
}

// pairChunk is how many numbers of the first list are handed over at a
// time (a variable for tests), pairChunks how many chunks may be in
// flight.
var pairChunk = 1 << 14

const pairChunks = 8

// expectNumbers returns about how many numbers a list of size bytes holds,
// from how many the first bytes of the input, start, hold (one a
// separator, so at least one).
func expectNumbers(start []byte, size int64) int {
	seps := int64(1)
	for _, c := range start {
		if c == ',' || c == ' ' || c == '\n' {
			seps++
		}
	}
	return int(size*seps/int64(len(start)+1)) + 1
}

// notOne is onePart's answer for a part that is not one case.
const notOne input.Form = 255

// onePart reads one part of a cut pair with rd and returns its form if it
// is one case, in a form it can be in alone (not a column of plain
// numbers, which in a pair would be one number and more cases), and
// nothing after; otherwise notOne. Both parts must be in the form of the
// whole: a pair that mixes forms is left to the ordinary reader.
func onePart(rd *input.Reader) input.Form {
	if _, err := rd.Next(); err != nil || rd.Column() {
		return notOne
	}
	form := rd.Form()
	rd.Stream() // a second case would be stored
	if _, err := rd.Next(); err != io.EOF {
		return notOne
	}
	return form
}

// indexFrom returns the offset in f of the first byte c in f[off:size], or
// -1. It reads f in blocks of 1 MiB.
func indexFrom(f *os.File, off, size int64, c byte) int64 {
	buf := make([]byte, 1<<20)
	for off < size {
		n, err := f.ReadAt(buf[:min(int64(len(buf)), size-off)], off)
		if k := bytes.IndexByte(buf[:n], c); k >= 0 {
			return off + int64(k)
		}
		if err != nil && n == 0 {
			return -1
		}
		off += int64(n)
	}
	return -1
}

func isLetter(c byte) bool { return c == '_' || c|0x20 >= 'a' && c|0x20 <= 'z' }
