package input

import (
	"bytes"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"testing"
)

// benchInput returns n pseudo-random numbers in [0, 10^9) as text: one per
// line, space separated on one line, or as a JSON object of two arrays.
func benchInput(n int, form string) []byte {
	rng := rand.New(rand.NewPCG(uint64(n), 7))
	var b []byte
	sep := byte('\n')
	lo, hi := int64(0), int64(1e9)
	switch form {
	case "lines-short":
		lo, hi = -1e4, 1e4+1
	case "commas-tiny":
		sep, lo, hi = ',', 1, 101
	case "spaces":
		sep = ' '
	case "json":
		sep = ','
		b = append(b, `{"aliceValues":[`...)
	}
	for i := range n {
		if i > 0 {
			if form == "json" && i == n/2 {
				b = append(b, `],"bobValues":[`...)
			} else {
				b = append(b, sep)
			}
		}
		b = strconv.AppendInt(b, lo+rng.Int64N(hi-lo), 10)
	}
	if form == "json" {
		b = append(b, "]}"...)
	}
	return append(b, '\n')
}

// BenchmarkReader reads inputs of 10^3 to 10^7 numbers; MB/s is the
// scanner's throughput. Row inputs go to a sink that sums them (the
// streaming path), the JSON pair is stored (stone-game-vi's path).
func BenchmarkReader(b *testing.B) {
	for _, form := range []string{"lines", "spaces", "json"} {
		for _, n := range []int{1e3, 1e4, 1e5, 1e6, 1e7} {
			in := benchInput(n, form)
			shape := Row
			if form == "json" {
				shape = Pair
			}
			b.Run(fmt.Sprintf("%s/n=%d", form, n), func(b *testing.B) {
				b.SetBytes(int64(len(in)))
				for b.Loop() {
					var sum int64
					rd := NewReader(NewScanner(bytes.NewReader(in)), shape, false)
					if form != "json" {
						rd.Stream(func(xs []int64) (int, error) {
							for _, x := range xs {
								sum += x
							}
							return len(xs), nil
						})
					}
					c, err := rd.Next()
					if err != nil {
						b.Fatal(err)
					}
					if _, err := rd.Next(); err != io.EOF {
						b.Fatalf("got %v after the case, want EOF", err)
					}
					if c.Len != n && c.Len != n/2 {
						b.Fatalf("read %d numbers, want %d", c.Len, n)
					}
				}
			})
		}
	}
}
