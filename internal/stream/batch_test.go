package stream

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"stonegame/games"
)

// batchStream must print what stream prints, and fail the same way: random
// batches of rows with blank lines, long lines and now and then a bad token
// or an overflow, fed whole and through a pipe-like reader.
func TestBatchStreamMatchesStream(t *testing.T) {
	defer func() { batchParallel = true }()
	rng := rand.New(rand.NewPCG(8, 9))
	for iter := range 60 {
		var b strings.Builder
		rows := rng.IntN(3 * blockSize / 100)
		if iter%5 == 0 {
			rows = rng.IntN(20)
		}
		for r := range rows {
			n := 1 + rng.IntN(30)
			if rng.IntN(50) == 0 {
				n = 0 // a blank line
			}
			for j := range n {
				if j > 0 {
					b.WriteByte(' ')
				}
				b.WriteString(strconv.Itoa(rng.IntN(2000) - 1000))
			}
			if iter%3 == 0 && r == rows/2 {
				b.WriteString([]string{" x", " 9223372036854775807 1", " [", " 99999999999999999999"}[rng.IntN(4)])
			}
			b.WriteByte('\n')
		}
		in := b.String()
		if rng.IntN(4) == 0 {
			in = strings.TrimSuffix(in, "\n")
		}
		args := []string{"solve", "--batch", "--json"}
		if iter%2 == 1 {
			args = []string{"solve", "--json"} // one row per line if the first has several
		}
		for _, slow := range []bool{false, true} {
			var got, want [3]string
			var code [2]int
			for k, par := range []bool{true, false} {
				batchParallel = par
				var out, errs string
				if slow {
					out, errs, code[k] = runReader(t, slowReader{strings.NewReader(in)}, args...)
				} else {
					out, errs, code[k] = run(t, in, args...)
				}
				if par {
					got = [3]string{out, errs, strconv.Itoa(code[k])}
				} else {
					want = [3]string{out, errs, strconv.Itoa(code[k])}
				}
			}
			if got != want {
				t.Fatalf("%v, input %d (%d bytes, slow %v): batchStream and stream differ:\ngot  %.300q\nwant %.300q\nstderr %q and %q", args, iter, len(in), slow, got[0], want[0], got[1], want[1])
			}
			if iter%5 != 0 || slow {
				break // the slow reader only on small inputs
			}
		}
	}
}

// An interrupted batch stops with the context's error on both paths (the
// command reports it as an interrupt: internal/cli's TestBatchInterrupted).
func TestBatchInterrupted(t *testing.T) {
	defer func() { batchParallel = true }()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, par := range []bool{true, false} {
		batchParallel = par
		var out bytes.Buffer
		s := &Solver{Game: games.Default, JSON: true, Batch: true, Out: &out}
		if err := s.Input(ctx, strings.NewReader("1 2\n3 4\n")); !errors.Is(err, context.Canceled) {
			t.Errorf("parallel %v: Input returns %v, stdout %q; want context canceled", par, err, out.String())
		}
	}
}

func TestRowsPerLine(t *testing.T) {
	tests := []struct {
		in   string
		want bool
	}{
		{"1 2\n3\n", true},
		{"\n\n  1,2\n", true},
		{"1\n2 3\n", false},
		{"1 2", false}, // the line does not end in the block
		{"1 x\n", false},
		{"5\n", false},
	}
	for _, tc := range tests {
		if got := rowsPerLine([]byte(tc.in)); got != tc.want {
			t.Errorf("rowsPerLine(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

// Fixed inputs whose first line decides the form: both paths agree.
func TestBatchStreamForms(t *testing.T) {
	defer func() { batchParallel = true }()
	for _, in := range []string{
		"5\n1 2\n",      // one number first: one row, one per line; then an error
		"5\n6\n7\n",     // one row
		"1 2\n5\n6 7\n", // rows
		"\n\n1 2\n\n3\n",
		"[1,2]\n[3]\n",
		"1 2",
	} {
		for _, args := range [][]string{{"solve", "--json"}, {"solve", "--batch", "--json"}} {
			checkBothPaths(t, in, args)
		}
	}
}

// FuzzBatchStream: on any standard input, solving in parallel blocks and
// solving in sequence print the same and fail the same.
func FuzzBatchStream(f *testing.F) {
	for _, s := range []string{"1 2\n3\n", "5\n1 2\n", "1 2\n\n3 x\n", "[1]\n", "1 2\n9223372036854775807 1\n", "-1 +2\r\n3,4\n"} {
		f.Add(s, false)
		f.Add(s, true)
	}
	f.Fuzz(func(t *testing.T, in string, batch bool) {
		args := []string{"solve", "--json"}
		if batch {
			args = append(args, "--batch")
		}
		checkBothPaths(t, in, args)
	})
}

// checkBothPaths runs solve with args on in, in parallel blocks and in
// sequence, and wants the same output, errors and exit code.
func checkBothPaths(t *testing.T, in string, args []string) {
	t.Helper()
	defer func() { batchParallel = true }()
	var res [2]string
	for k, par := range []bool{true, false} {
		batchParallel = par
		out, errs, code := run(t, in, args...)
		res[k] = fmt.Sprintf("%q %q %d", out, errs, code)
	}
	if res[0] != res[1] {
		t.Errorf("%v on %q:\nparallel   %s\nsequential %s", args, in, res[0], res[1])
	}
}

// A read error in the middle of a batch: the cases before it are printed,
// then the error.
func TestBatchReadError(t *testing.T) {
	defer func() { batchParallel = true }()
	in := strings.Repeat("1 2 3\n", 50000) // more than a block
	for _, par := range []bool{true, false} {
		batchParallel = par
		r := io.MultiReader(strings.NewReader(in), iotest.ErrReader(errors.New("disk on fire")))
		out, errs, code := runReader(t, r, "solve", "--batch", "--json")
		if code != 1 || errs != "stonegame: reading input: disk on fire\n" || strings.Count(out, "\n") != 50000 {
			t.Errorf("parallel %v: exit %d, stderr %q, %d results; want 1, the read error, 50000", par, code, errs, strings.Count(out, "\n"))
		}
	}
}

// lineReader gives its input one line per Read, as a pipe fed line by line
// does.
type lineReader struct{ r *strings.Reader }

func (l lineReader) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		c, err := l.r.ReadByte()
		if err != nil {
			if n > 0 {
				return n, nil
			}
			return 0, err
		}
		p[n] = c
		n++
		if c == '\n' {
			break
		}
	}
	return n, nil
}

// A batch that starts with plain rows and goes on in other forms (issue #9
// item 11), arrays and objects over several lines included, is read case by
// case in its own form: the parallel batch, which cuts the input into
// blocks of lines, never cuts such a case, and prints what stream prints,
// fed whole or a line at a time.
func TestBatchMixedForms(t *testing.T) {
	defer func() { batchParallel = true }()
	in := "1 5 2\n[1,\n5, 233,\n7]\n5,3,4,5\n{\"nums\":\n[1, 2]}\nnums = [3,\n4]\n8 9\n"
	bad := in + "[1,\n2,,3]\n4 5\n"
	want := strings.Join([]string{
		`{"game":"predict-the-winner","answer":false,"winner":"second","first":3,"second":5,"differential":-2}`,
		`{"game":"predict-the-winner","answer":true,"winner":"first","first":234,"second":12,"differential":222}`,
		`{"game":"predict-the-winner","answer":true,"winner":"first","first":9,"second":8,"differential":1}`,
		`{"game":"predict-the-winner","answer":true,"winner":"first","first":2,"second":1,"differential":1}`,
		`{"game":"predict-the-winner","answer":true,"winner":"first","first":4,"second":3,"differential":1}`,
		`{"game":"predict-the-winner","answer":true,"winner":"first","first":9,"second":8,"differential":1}`,
	}, "\n") + "\n"
	for _, par := range []bool{true, false} {
		batchParallel = par
		for _, lines := range []bool{false, true} {
			var out, errs string
			var code int
			if lines {
				out, errs, code = runReader(t, lineReader{strings.NewReader(in)}, "solve", "--json")
			} else {
				out, errs, code = run(t, in, "solve", "--json")
			}
			if out != want || errs != "" || code != 0 {
				t.Errorf("parallel %v, line by line %v: got %q, %q, exit %d; want %q", par, lines, out, errs, code, want)
			}
			out, errs, code = runReader(t, lineReader{strings.NewReader(bad)}, "solve", "--json")
			if wantErr := "stonegame: line 12, item 2: an empty item: expected a number after \",\", found \",\"\n"; out != want || errs != wantErr || code != 1 {
				t.Errorf("parallel %v, bad case: got %q, %q, exit %d; want %q", par, out, errs, code, wantErr)
			}
		}
	}
}

// A bad line in a batch is reported as soon as it is read, after the
// results of the lines before it, while the input is still open: on the
// parallel path too, which reads in blocks.
func TestBatchErrorAtOnce(t *testing.T) {
	defer func() { batchParallel = true }()
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(max(2, runtime.GOMAXPROCS(0)))) // parallelBatch needs two
	for _, par := range []bool{true, false} {
		batchParallel = par
		r, w := io.Pipe()
		go io.WriteString(w, "1 2\n3 x\n")
		type result struct {
			out, errs string
			code      int
		}
		done := make(chan result, 1)
		go func() {
			out, errs, code := runReader(t, r, "solve", "--json")
			done <- result{out, errs, code}
		}()
		select {
		case res := <-done:
			const want = `{"game":"predict-the-winner","answer":true,"winner":"first","first":2,"second":1,"differential":1}` + "\n"
			if res.code != 1 || res.errs != "stonegame: line 2, item 2: \"x\" is not an integer\n" || res.out != want {
				t.Errorf("parallel %v: exit %d, stderr %q, stdout %q; want 1, line 2's error and the first result", par, res.code, res.errs, res.out)
			}
		case <-time.After(time.Minute):
			t.Errorf("parallel %v: no error a minute after the bad line, while the input is open", par)
		}
		w.Close()
	}
}
