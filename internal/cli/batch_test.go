package cli

import (
	"bytes"
	"context"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
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
		for _, slow := range []bool{false, true} {
			var got, want [3]string
			var code [2]int
			for k, par := range []bool{true, false} {
				batchParallel = par
				var out, errs string
				if slow {
					out, errs, code[k] = runReader(t, slowReader{strings.NewReader(in)}, "solve", "--batch", "--json")
				} else {
					out, errs, code[k] = run(t, in, "solve", "--batch", "--json")
				}
				if par {
					got = [3]string{out, errs, strconv.Itoa(code[k])}
				} else {
					want = [3]string{out, errs, strconv.Itoa(code[k])}
				}
			}
			if got != want {
				t.Fatalf("input %d (%d bytes, slow %v): batchStream and stream differ:\ngot  %.300q\nwant %.300q\nstderr %q and %q", iter, len(in), slow, got[0], want[0], got[1], want[1])
			}
			if iter%5 != 0 || slow {
				break // the slow reader only on small inputs
			}
		}
	}
}

// runReader is run with any reader as standard input.
func runReader(t *testing.T, stdin io.Reader, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errb bytes.Buffer
	code = Main(context.Background(), args, stdin, &out, &errb)
	return out.String(), errb.String(), code
}

// An interrupted batch stops with the context's error on both paths.
func TestBatchInterrupted(t *testing.T) {
	defer func() { batchParallel = true }()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, par := range []bool{true, false} {
		batchParallel = par
		var out, errb bytes.Buffer
		code := Main(ctx, []string{"solve", "--batch", "--json"}, strings.NewReader("1 2\n3 4\n"), &out, &errb)
		if code != 1 || !strings.Contains(errb.String(), "context canceled") {
			t.Errorf("parallel %v: exit %d, stderr %q, stdout %q; want exit 1 and context canceled", par, code, errb.String(), out.String())
		}
	}
}
