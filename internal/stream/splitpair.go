package stream

import (
	"bytes"
	"context"
	"io"
	"os"
	"strings"
	"sync/atomic"

	"stonegame/game"
	"stonegame/games"
	"stonegame/internal/input"
)

// A long pair in a regular file (a game of two lists with a PairStreamer,
// stone-game-vi, with --json alone) is read on two cores too: the file is
// cut where its first list ends, the first "]" (the first newline in plain
// form), and the second part is read on a goroutine into memory while the
// first is read here into the PairStreamer, which then takes the second.
// Each part is read as a case of one list (so the Reader checks it as it
// checks a whole case), made whole where the cut took a bracket or comma
// away: {"aliceValues":[...] and } ; { and "bobValues":[...]}. Only one
// case in one form, with no more input after it, is solved this way; an
// input that is anything else, an error anywhere, or lists of different
// lengths, is read again from its start the ordinary way, which prints
// the same output or error as without the cut.

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

	// The second list, on a goroutine, kept (in 4 bytes a number while
	// they fit).
	var stop atomic.Bool
	var second kept
	tailForm := make(chan input.Form, 1)
	go func() {
		r := io.MultiReader(strings.NewReader(tailStart), io.NewSectionReader(f, cut, size-cut))
		second.small = make([]int32, 0, (size-cut)/2)
		sc := input.NewScanner(r)
		rd := input.NewReader(sc, input.Shape{sh[1]}, false)
		rd.Stream(func(xs []int64) (int, error) {
			if stop.Load() || ctx.Err() != nil {
				return 0, errSplit
			}
			second.add(xs)
			return len(xs), nil
		})
		tailForm <- onePart(rd)
	}()

	// The first list, here, straight into the PairStreamer.
	st := s.Game.StreamPair(int((headCut - off) / 2))
	r := io.MultiReader(io.NewSectionReader(f, off, headCut-off), strings.NewReader(headEnd))
	rd := input.NewReader(input.NewScanner(r), input.Shape{sh[0]}, false)
	rd.Stream(func(xs []int64) (int, error) {
		if ctx.Err() != nil {
			return 0, errSplit
		}
		st.PushAlice(xs)
		return len(xs), nil
	})
	form := onePart(rd)
	if form == notOne {
		stop.Store(true)
	}
	tail := <-tailForm
	if err := ctx.Err(); err != nil {
		return err
	}
	if form == notOne || tail != form {
		return rest()
	}
	// The second list in two halves at once, if the PairStreamer can fork
	// after its first values (wide values of stone-game-vi cannot join).
	n2, h := second.len(), second.len()/2
	lead := min(1<<14, h)
	second.each(0, lead, st.PushBob)
	var fork game.PairStreamer
	fk, ok := st.(game.PairForker)
	if ok && n2 >= forkMin {
		fork = fk.Fork(h - lead)
	}
	if fork != nil {
		done := make(chan struct{})
		go func() { second.each(h, n2, fork.PushBob); close(done) }()
		second.each(lead, h, st.PushBob)
		<-done
		if !fk.Join(fork) {
			second.each(h, n2, st.PushBob)
		}
	} else {
		second.each(lead, n2, st.PushBob)
	}
	res, err := st.Result()
	if err != nil {
		return rest() // its message names the case's line: the ordinary path's
	}
	splitPairs.Add(1)
	s.print(answer{Solution: games.Solution{Game: s.Game, Result: res}})
	return nil
}

// kept is a list of numbers kept in int32s while they fit, then in
// int64s: half the memory, and half the pages to fault in, for values such
// as LeetCode's.
type kept struct {
	small []int32
	wide  []int64 // once a number does not fit an int32: all of them
}

// add appends xs.
func (k *kept) add(xs []int64) {
	if k.wide == nil {
		for j, x := range xs {
			if x != int64(int32(x)) {
				k.wide = make([]int64, len(k.small), max(2*len(k.small), len(k.small)+len(xs)))
				for i, v := range k.small {
					k.wide[i] = int64(v)
				}
				k.small = nil
				xs = xs[j:]
				break
			}
			k.small = append(k.small, int32(x))
		}
		if k.wide == nil {
			return
		}
	}
	k.wide = append(k.wide, xs...)
}

// forkMin is the shortest second list a cut pair's PairStreamer takes in
// two halves at once (a variable for tests).
var forkMin = 1 << 18

// len returns how many numbers k holds.
func (k *kept) len() int { return len(k.small) + len(k.wide) }

// each gives the numbers from index lo to hi to f in order, in runs of up
// to 2^14.
func (k *kept) each(lo, hi int, f func(xs []int64)) {
	if k.wide != nil {
		f(k.wide[lo:hi])
		return
	}
	var buf [1 << 14]int64
	for s := k.small[lo:hi]; len(s) > 0; {
		m := min(len(s), len(buf))
		for i, v := range s[:m] {
			buf[i] = int64(v)
		}
		f(buf[:m])
		s = s[m:]
	}
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
