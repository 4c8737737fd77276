package cli

import (
	"bytes"
	"context"
	"io"
	"strconv"
	"testing"
)

// BenchmarkSolveStream solves 10^6 numbers from standard input with
// --json alone, through the reader's sinks and the pipe: a row on one
// line, a row one number per line, a pair of 5*10^5 stones with either
// key first.
func BenchmarkSolveStream(b *testing.B) {
	const n = 1_000_000
	list := func(sep byte, from, count int) []byte {
		var out []byte
		for i := range count {
			if i > 0 {
				out = append(out, sep)
			}
			out = strconv.AppendInt(out, int64((from+i)*7919%20001-10000), 10)
		}
		return out
	}
	pos := func(bs []byte) []byte { return bytes.ReplaceAll(bs, []byte("-"), nil) }
	a, p := pos(list(',', 0, n/2)), pos(list(',', n/2, n/2))
	inputs := []struct {
		name string
		in   []byte
		args []string
	}{
		{"line", list(' ', 0, n), []string{"solve", "--json"}},
		{"column", list('\n', 0, n), []string{"solve", "--json"}},
		{"pair", []byte(`{"aliceValues":[` + string(a) + `],"bobValues":[` + string(p) + `]}`), []string{"solve", "--game", "1686", "--json"}},
		{"pair-bob-first", []byte(`{"bobValues":[` + string(p) + `],"aliceValues":[` + string(a) + `]}`), []string{"solve", "--game", "1686", "--json"}},
	}
	for _, tc := range inputs {
		b.Run(tc.name, func(b *testing.B) {
			b.SetBytes(int64(len(tc.in)))
			for b.Loop() {
				var errb bytes.Buffer
				if code := Main(context.Background(), tc.args, bytes.NewReader(tc.in), io.Discard, &errb); code != 0 {
					b.Fatalf("exit %d: %s", code, errb.String())
				}
			}
		})
	}
}
