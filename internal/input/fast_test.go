package input

import (
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"
)

// TestFastPathMatchesScan reads random inputs twice: whole (the fast path
// reads most numbers) and one byte per read (every token is cut, so Scan
// reads them all). Cases, errors and their positions must be the same.
func TestFastPathMatchesScan(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	pieces := []string{" ", " ", ",", "\t", "\r", "\n", "\n", "\n\n", "[", "]", "x", "-", "+", "\"a\"", "{"}
	for iter := range 3000 {
		var b strings.Builder
		column := rng.IntN(2) == 0 // mostly one number per line
		for range rng.IntN(200) {
			switch {
			case rng.IntN(50) == 0:
				b.WriteString(pieces[rng.IntN(len(pieces))])
			default:
				digits := 1 + rng.IntN(21)
				if rng.IntN(3) > 0 {
					digits = 1 + rng.IntN(10)
				}
				if rng.IntN(4) == 0 {
					b.WriteByte("-+"[rng.IntN(2)])
				}
				for k := range digits {
					c := byte('0' + rng.IntN(10))
					if k == 0 && digits > 1 && rng.IntN(2) == 0 {
						c = '9'
					}
					b.WriteByte(c)
				}
				if column {
					b.WriteByte('\n')
				} else {
					b.WriteString(pieces[rng.IntN(6)])
				}
			}
		}
		in := b.String()
		// A sink that fails at the k-th number: the error names its place.
		k := rng.IntN(100)
		pushAll := func(r io.Reader) string {
			rd := NewReader(NewScanner(r), Row, false)
			n := 0
			var sum int64
			rd.Stream(func(xs []int64) (int, error) {
				for j, x := range xs {
					if n++; n == k {
						return j, errors.New("refused")
					}
					sum += x
				}
				return len(xs), nil
			})
			var out []string
			for {
				c, err := rd.Next()
				out = append(out, fmt.Sprint(c.Line, c.Len, sum, err))
				if err != nil {
					return strings.Join(out, "; ")
				}
			}
		}
		if fast, slow := pushAll(strings.NewReader(in)), pushAll(iotest.OneByteReader(strings.NewReader(in))); fast != slow {
			t.Fatalf("input %d %q, sink failing at %d:\nfast %s\nslow %s", iter, in, k, fast, slow)
		}
		for _, shape := range shapes {
			for _, batch := range []bool{false, true} {
				fast, errFast := readAll(strings.NewReader(in), shape, batch)
				slow, errSlow := readAll(iotest.OneByteReader(strings.NewReader(in)), shape, batch)
				if fmt.Sprint(errFast) != fmt.Sprint(errSlow) || fmt.Sprint(fast) != fmt.Sprint(slow) {
					t.Fatalf("input %d %q (shape %v, batch %v):\nfast %v %v\nslow %v %v", iter, in, shape, batch, fast, errFast, slow, errSlow)
				}
			}
		}
	}
}

// TestSimpleInt holds the fast path's integer parser (lineInts reading one
// token) to strconv at every length, sign and alignment, and at the end of
// the buffer.
func TestSimpleInt(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 100000 {
		var b strings.Builder
		b.WriteString(strings.Repeat(" ", rng.IntN(9)))
		start := b.Len()
		if rng.IntN(3) == 0 {
			b.WriteByte("-+"[rng.IntN(2)])
		}
		for range rng.IntN(22) {
			b.WriteByte(byte('0' + rng.IntN(10)))
		}
		tok := b.String()[start:]
		b.WriteString([]string{"", "\n", ",", "]", "x", " 12"}[rng.IntN(6)])
		buf := []byte(b.String())
		s := &Scanner{buf: buf, pos: start, end: len(buf)}
		got := s.lineInts(make([]int64, 0, 1), 0)
		ok := len(got) == 1
		var x int64
		if ok {
			x = got[0]
		}
		next := s.pos
		digits := strings.TrimLeft(tok, "+-")
		want, err := strconv.ParseInt(tok, 10, 64)
		wantOK := err == nil && len(digits) > 0 && len(digits) <= 18 && (len(digits) == 1 || digits[0] != '0') && start+len(tok) < len(buf) && isDelim(buf[start+len(tok)])
		if ok != wantOK || ok && (x != want || next != start+len(tok)) || !ok && strings.Trim(string(buf[start:next]), " \t\r,:") != "" {
			t.Fatalf("lineInts(%q from %d) = %d, %d, %v; want %d, %d, %v", buf, start, x, next, ok, want, start+len(tok), wantOK)
		}
	}
}
