package stream

import (
	"bytes"
	"context"
	"io"
	"strconv"
	"testing"

	"stonegame/game"
	"stonegame/games"
)

// BenchmarkSolveStream solves 10^6 numbers from a reader (standard
// input) as solve --json does, through the reader's sinks and the pipe: a
// row on one line, a row one number per line, a pair of 5*10^5 stones with
// either key first.
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
	vi, err := games.Lookup("1686")
	if err != nil {
		b.Fatal(err)
	}
	inputs := []struct {
		name string
		in   []byte
		game *game.Spec
	}{
		{"line", list(' ', 0, n), games.Default},
		{"column", list('\n', 0, n), games.Default},
		{"pair", []byte(`{"aliceValues":[` + string(a) + `],"bobValues":[` + string(p) + `]}`), vi},
		{"pair-bob-first", []byte(`{"bobValues":[` + string(p) + `],"aliceValues":[` + string(a) + `]}`), vi},
	}
	for _, tc := range inputs {
		b.Run(tc.name, func(b *testing.B) {
			b.SetBytes(int64(len(tc.in)))
			for b.Loop() {
				s := &Solver{Game: tc.game, JSON: true, Out: io.Discard}
				if err := s.Input(context.Background(), bytes.NewReader(tc.in)); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
