package stream

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"stonegame/game"
	"stonegame/games"
	"stonegame/games/anypick"
	"stonegame/games/ends"
	"stonegame/internal/input"
)

// Long rows go through the pipe's goroutine past syncLen numbers; the
// answer must be the same as the direct solver's, and an overflow deep in
// the row must still name its line and item.
func TestLongRows(t *testing.T) {
	const n = 3*syncLen + 12345
	row := make([]int64, n)
	for i := range row {
		row[i] = int64(i*7919%1000) - 300
	}
	want, err := ends.Value(row)
	if err != nil {
		t.Fatal(err)
	}
	text := func(row []int64, sep string) string {
		var b strings.Builder
		for i, x := range row {
			if i > 0 {
				b.WriteString(sep)
			}
			b.WriteString(strconv.FormatInt(x, 10))
		}
		return b.String()
	}
	for _, sep := range []string{"\n", " "} {
		out, errs, code := run(t, text(row, sep), "solve", "--json")
		if code != 0 || !strings.Contains(out, fmt.Sprintf(`"differential":%d}`, want)) {
			t.Errorf("sep %q: got %q %q (exit %d), want differential %d", sep, out, errs, code, want)
		}
		// A huge number at index k, or the tenth of ten 18-digit numbers
		// (they take the scanner's fast path), makes the sum of |x|
		// overflow there.
		for _, k := range []int{syncLen - 1, syncLen, syncLen + 5, 2*syncLen + 777, n - 1, -(2*syncLen + 777), -(n - 1)} {
			bad := append([]int64(nil), row...)
			if k >= 0 {
				bad[k] = 9223372036854775000
			} else {
				k = -k
				for j := k - 9; j <= k; j++ {
					bad[j] = -999_999_999_999_999_999
				}
			}
			line, item := 1, k+1
			if sep == "\n" {
				line, item = k+1, 1
			}
			_, errs, code = run(t, text(bad, sep), "solve", "--json")
			wantErr := fmt.Sprintf("stonegame: line %d, item %d: the absolute values add up to more than 9223372036854775807, so totals could overflow int64\n", line, item)
			if code != 1 || errs != wantErr {
				t.Errorf("sep %q: overflow at %d: got %q (exit %d), want %q", sep, k, errs, code, wantErr)
			}
		}
	}
}

// A batch of many small rows, more numbers in all than syncLen: each case
// is solved on its own.
func TestLongBatch(t *testing.T) {
	var in, want strings.Builder
	for i := range 2 * syncLen / 20 {
		row := make([]int64, 20)
		for j := range row {
			// Large values: the sum of |x| over all cases passes
			// MaxInt64, not over any one.
			row[j] = (int64((i*31+j*17)%97) - 40) * 4e15
			if j > 0 {
				in.WriteByte(' ')
			}
			in.WriteString(strconv.FormatInt(row[j], 10))
		}
		in.WriteByte('\n')
		v, _ := ends.Value(row)
		fmt.Fprintf(&want, "%d\n", v)
	}
	out, errs, code := run(t, in.String(), "solve", "--batch", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got strings.Builder
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		d := l[strings.LastIndex(l, ":")+1 : len(l)-1]
		got.WriteString(d + "\n")
	}
	if got.String() != want.String() {
		t.Errorf("batch differentials differ from ends.Value")
	}
}

// sumStreamer is a row Streamer that takes slices and refuses a number,
// as game.Streamer's do, when the sum of |x| would pass MaxInt64, unless
// lenient; it records what it took.
type sumStreamer struct {
	abs     uint64
	xs      []int64
	lenient bool
}

func (s *sumStreamer) Push(x int64) error { _, err := s.PushAll([]int64{x}); return err }
func (s *sumStreamer) Len() int           { return len(s.xs) }
func (s *sumStreamer) Result() game.Result {
	return game.Result{}
}

// Bound is the Streamer's check, as game.Bounded's: it always refuses at
// MaxInt64 (a lenient Streamer takes what its Bound refuses).
func (s *sumStreamer) Bound() game.Bound { return &sumCheck{s.abs} }

type sumCheck struct{ abs uint64 }

func (c *sumCheck) Admit(xs []int64) int {
	for j, x := range xs {
		if c.abs+game.Abs(x) > math.MaxInt64 {
			return j
		}
		c.abs += game.Abs(x)
	}
	return len(xs)
}

func (s *sumStreamer) PushAll(xs []int64) (int, error) {
	for j, x := range xs {
		abs := s.abs + game.Abs(x)
		if abs > math.MaxInt64 && !s.lenient {
			return j, game.ErrOverflow
		}
		s.abs = abs
		s.xs = append(s.xs, x)
	}
	return len(xs), nil
}

// feedRuns gives xs to take in runs of varied lengths, and returns how
// many it took and its error.
func feedRuns(xs []int64, take func([]int64) (int, error)) (int, error) {
	sizes := []int{1, 1000, 1024, 3, chunkLen + 5, 7777}
	for i, at := 0, 0; at < len(xs); i++ {
		run := xs[at:min(at+sizes[i%len(sizes)], len(xs))]
		j, err := take(run)
		if err != nil {
			return at + j, err
		}
		at += len(run)
	}
	return len(xs), nil
}

// TestPipeRow: a row through the pipe, across syncLen and many chunks,
// reaches the Streamer whole and in order once wait returns; a number
// that makes the sum of |x| pass MaxInt64, before or past syncLen, is
// refused at its own index with the Streamer's error and nothing after it
// is taken; a Streamer that takes such a number anyway gets the rest of
// the row. A Streamer without a Bound is fed straight, with the same
// results.
func TestPipeRow(t *testing.T) {
	const n = 2*syncLen + 3*chunkLen + 99
	row := make([]int64, n)
	for i := range row {
		row[i] = int64(i%2001) - 1000
	}
	for _, bad := range []int{-1, 5, syncLen - 1, syncLen, syncLen + 1, syncLen + chunkLen, n - 1} {
		for _, c := range []struct{ lenient, bounded bool }{{false, true}, {true, true}, {false, false}} {
			lenient := c.lenient
			xs := slices.Clone(row)
			if bad >= 0 {
				xs[bad] = math.MaxInt64 - 1000
			}
			st := &sumStreamer{lenient: lenient}
			bound := func() game.Bound { return st.Bound() }
			if !c.bounded {
				bound = func() game.Bound { return nil }
			}
			p := pipe{to: func(_ int, xs []int64) (int, error) { return st.PushAll(xs) }, bound: bound}
			got, err := feedRuns(xs, func(xs []int64) (int, error) { return p.take(0, xs) })
			if werr := p.wait(); werr != nil {
				t.Errorf("bad %d: wait: %v", bad, werr)
			}
			want := n
			if bad >= 0 && !lenient {
				want = bad
				if !errors.Is(err, game.ErrOverflow) {
					t.Errorf("bad %d: got error %v, want ErrOverflow", bad, err)
				}
			} else if err != nil {
				t.Errorf("bad %d, lenient %v: %v", bad, lenient, err)
			}
			if got != want || !slices.Equal(st.xs, xs[:want]) {
				t.Errorf("bad %d, lenient %v: took %d, the Streamer has %d numbers, want %d (equal: %v)", bad, lenient, got, len(st.xs), want, slices.Equal(st.xs, xs[:want]))
			}
			if p.chunk != nil {
				t.Errorf("bad %d: the goroutine runs after wait", bad)
			}
		}
	}
}

// TestPipePair: two lists through the pipe, the first ending before,
// at or past syncLen, reach the destination whole, in order, the first
// before the second, even when the case stops early (an error on the
// reading side) and wait is called then.
func TestPipePair(t *testing.T) {
	for _, n := range []int{3, syncLen / 2, syncLen, syncLen + 1, syncLen + 2*chunkLen + 5} {
		for _, stop := range []int{-1, 0, 17, n/2 + 1} { // the run of the second list before which the case stops
			var got [2][]int64
			var order []int
			p := pipe{to: func(list int, xs []int64) (int, error) {
				got[list] = append(got[list], xs...)
				if len(order) == 0 || order[len(order)-1] != list {
					order = append(order, list)
				}
				return len(xs), nil
			}}
			var lists [2][]int64
			for k := range lists {
				lists[k] = make([]int64, n)
				for i := range lists[k] {
					lists[k][i] = int64(k*1000 + i%1000)
				}
			}
			feedRuns(lists[0], func(xs []int64) (int, error) { return p.take(0, xs) })
			taken := 0
			feedRuns(lists[1], func(xs []int64) (int, error) {
				if stop >= 0 && taken >= stop {
					return 0, errStop
				}
				taken += len(xs)
				return p.take(1, xs)
			})
			if err := p.wait(); err != nil {
				t.Fatal(err)
			}
			want := lists[1][:taken]
			if !slices.Equal(got[0], lists[0]) || !slices.Equal(got[1], want) || len(order) > 2 || len(order) > 0 && order[0] != 0 {
				t.Errorf("n %d, stop %d: got lists of %d and %d (want %d, %d), in the order %v", n, stop, len(got[0]), len(got[1]), n, len(want), order)
			}
		}
	}
}

// orderTally is stone-game-vi's PairStreamer, failing the test if it gets
// aliceValues after bobValues.
type orderTally struct {
	*anypick.Tally
	alice  int
	bob    int
	misled bool
}

func (o *orderTally) PushAlice(xs []int64) {
	if o.bob > 0 {
		o.misled = true
	}
	o.alice += len(xs)
	o.Tally.PushAlice(xs)
}

func (o *orderTally) PushBob(xs []int64) { o.bob += len(xs); o.Tally.PushBob(xs) }

// TestPairBobFirst: an object with bobValues first streams too, past
// syncLen: the PairStreamer gets aliceValues whole, then bobValues, and
// gives the answer stored lists give; through the command, the answer and
// the errors are those of the same pair with aliceValues first (and of
// the stored path).
func TestPairBobFirst(t *testing.T) {
	const n = syncLen + 2*chunkLen + 3
	a, b := make([]string, n), make([]string, n)
	as, bs := make([]int64, n), make([]int64, n)
	for i := range n {
		as[i], bs[i] = int64(i*7919%100), int64(i*104729%97)
		a[i], b[i] = strconv.FormatInt(as[i], 10), strconv.FormatInt(bs[i], 10)
	}
	obj := func(first, second string, x, y []string) string {
		return fmt.Sprintf("{%q:[%s],\n%q:[%s]}\n", first, strings.Join(x, ","), second, strings.Join(y, ","))
	}
	in := obj("bobValues", "aliceValues", b, a)
	g, err := games.Lookup("1686")
	if err != nil {
		t.Fatal(err)
	}
	o := &orderTally{Tally: anypick.NewTally(0)}
	f := newPairReader()
	f.st = o // it can Reset: reused by next
	rd := input.NewReader(input.NewScanner(strings.NewReader(in)), Shape(g), false)
	rd.Stream(f.alice, f.bob)
	if _, err := f.next(rd, g, 0); err != nil {
		t.Fatal(err)
	}
	got, err := o.Result()
	p, perr := g.Start(context.Background(), game.Args{game.ListOf(as...), game.ListOf(bs...)})
	if err != nil || perr != nil || got != p.Solve() || o.misled || o.alice != n || o.bob != n {
		t.Errorf("got %+v %v (aliceValues %d, bobValues %d, alice after bob %v), want %+v %v", got, err, o.alice, o.bob, o.misled, p.Solve(), perr)
	}

	want, _, _ := run(t, obj("aliceValues", "bobValues", a, b), "solve", "--game", "1686", "--json")
	if out, errs, code := run(t, in, "solve", "--game", "1686", "--json"); out != want || code != 0 {
		t.Errorf("solve: got %q %q (exit %d), want %q", out, errs, code, want)
	}
	// Errors: a bad number in bobValues, read first; a bad number in
	// aliceValues, read while bobValues are held; lengths that differ.
	short := obj("bobValues", "aliceValues", b[:n-1], a)
	bad := slices.Clone(a)
	bad[syncLen+9] = "x"
	for _, in := range []string{obj("bobValues", "aliceValues", bad, a), obj("bobValues", "aliceValues", b, bad), short} {
		out, errs, code := run(t, in, "solve", "--game", "1686", "--json")
		wout, werrs, wcode := run(t, in, "solve", "--game", "1686", "--json", "--line")
		if out != "" || code != 1 || errs != werrs || code != wcode || wout != "" {
			t.Errorf("got %q %q (exit %d), want the stored path's %q (exit %d)", out, errs, code, werrs, wcode)
		}
	}
	if _, errs, _ := run(t, short, "solve", "--game", "1686", "--json"); errs != fmt.Sprintf("stonegame: line 1: aliceValues has %d values but bobValues has %d: they must have the same length\n", n, n-1) {
		t.Errorf("lengths differ: got %q", errs)
	}
}
