package input

import (
	"bytes"
	"errors"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"
)

// FuzzReader feeds arbitrary bytes to the reader in every shape. It must
// never panic; every error is an *Error that names a line; and whatever it
// reads, written back as plain rows, reads back the same.
func FuzzReader(f *testing.F) {
	for _, s := range []string{
		"1 5 233 7", "1\n5\n", "[1,5]\n[2]", `{"nums":[1,2]}`, `{"aliceValues":[1],"bobValues":[2]}`,
		"-9223372036854775808", "9223372036854775808", "[1,[2]]", "1 2\n3 x", "\"", "{", "[]", ",,\n,",
		"+7 -0 007", "1\n2\n3 4",
	} {
		f.Add([]byte(s), uint8(0), false)
		f.Add([]byte(s), uint8(1), true)
	}
	f.Fuzz(func(t *testing.T, data []byte, shape uint8, batch bool) {
		sh := Shape(shape % 2)
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
			for _, l := range c {
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
