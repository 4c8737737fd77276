package input

import (
	"bytes"
	"errors"
	"stonegame/game"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"
)

// shapes are the shapes the fuzz and fast-path tests read inputs in: a row,
// a pair, one integer, two integers, and a list with an integer.
var shapes = []Shape{Row, Pair, {{Name: "n", Kind: game.Int}}, {{Name: "maxChoosableInteger", Kind: game.Int}, {Name: "desiredTotal", Kind: game.Int}}, {{Name: "piles"}, {Name: "k", Kind: game.Int}}}

// FuzzReader feeds arbitrary bytes to the reader in every shape. It must
// never panic; every error is an *Error that names a line; and whatever it
// reads, written back as plain rows, reads back the same.
func FuzzReader(f *testing.F) {
	for _, s := range []string{
		"1 5 233 7", "1\n5\n", "[1,5]\n[2]", `{"nums":[1,2]}`, `{"aliceValues":[1],"bobValues":[2]}`,
		"-9223372036854775808", "9223372036854775808", "[1,[2]]", "1 2\n3 x", "\"", "{", "[]", ",,\n,",
		"+7 -0 007", "1\n2\n3 4", "nums = [1,5,233,7]", "n=5", "aliceValues = [1,3], bobValues = [2,1]",
		"maxChoosableInteger = 10, desiredTotal = 11", `{"n":5}`, "[1,2,,3]", "1,,2", "1 5\r2 3\r", "Input: n = 3",
		"[1,2]\n3 4\n5,6", "5\n6\n", "[1,3]\n2",
	} {
		for k := range shapes {
			f.Add([]byte(s), uint8(k), k%2 == 1)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte, shape uint8, batch bool) {
		sh := shapes[int(shape)%len(shapes)]
		got, err := readAll(iotest.HalfReader(bytes.NewReader(data)), sh, batch)
		if errors.Is(err, ErrNoNumbers) {
			return
		}
		if err != nil {
			var ie *Error
			if !errors.As(err, &ie) || ie.Line < 1 {
				t.Fatalf("error %v (%T) does not say where", err, err)
			}
			return
		}
		// Write the cases back as one row (or list) per line and read them
		// again.
		var b strings.Builder
		for _, c := range got {
			for k, l := range c {
				if sh[k].Kind == game.Int {
					b.WriteString(strconv.FormatInt(l[0], 10) + "\n")
					continue
				}
				b.WriteByte('[')
				for i, x := range l {
					if i > 0 {
						b.WriteByte(',')
					}
					b.WriteString(strconv.FormatInt(x, 10))
				}
				b.WriteString("]\n")
			}
		}
		again, err := readAll(strings.NewReader(b.String()), sh, batch)
		if err != nil && len(got) > 0 {
			t.Fatalf("re-reading %q: %v", b.String(), err)
		}
		if len(again) != len(got) {
			t.Fatalf("re-read %d cases, want %d", len(again), len(got))
		}
		for i := range got {
			for k := range got[i] {
				if len(got[i][k]) != len(again[i][k]) {
					t.Fatalf("case %d list %d differs after re-reading", i, k)
				}
				for j := range got[i][k] {
					if got[i][k][j] != again[i][k][j] {
						t.Fatalf("case %d list %d item %d differs", i, k, j)
					}
				}
			}
		}
	})
}
