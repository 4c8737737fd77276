package input

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// The byte-at-a-time fast path that the SWAR one in scanner.go replaced,
// kept as the reference: FuzzFastPath and TestFastPathRef hold the two to
// the same numbers and the same stopping point on any input.

// lineInts appends to dst, up to cap(dst), the simple integers that follow
// on the current line, each after blanks and at least minComma and at most
// one comma: the separators of plain input (minComma 0) or of JSON's
// arrays (minComma 1). It stops before a newline, before any other token,
// and before a separator that is not one of those (two commas: an empty
// item), which Scan then reads.
func (s *Scanner) lineIntsRef(dst []int64, minComma int) []int64 {
	buf := s.buf[s.pos:s.end]
	out := dst[:cap(dst)]
	n, i := len(dst), 0
	for n < len(out) {
		start := i
		commas := 0
		for i < len(buf) {
			c := class[buf[i]]
			if c&sepClass == 0 {
				break
			}
			commas += int(c & commaClass)
			i++
		}
		if commas > 1 || commas < minComma {
			i = start
			break
		}
		neg := false
		if i < len(buf) && (buf[i] == '-' || buf[i] == '+') {
			neg = buf[i] == '-'
			i++
		}
		digits := i
		var u uint64
		for ; i < len(buf); i++ {
			d := buf[i] - '0'
			if d > 9 {
				break
			}
			u = u*10 + uint64(d)
		}
		if i == digits || i-digits > 18 || i == len(buf) || class[buf[i]]&delimClass == 0 {
			i = start
			break
		}
		x := int64(u)
		if neg {
			x = -x
		}
		out[n] = x
		n++
	}
	s.pos += i
	return out[:n]
}

// columnInts repeats lineInts' integer loop on purpose: as a function it is
// too large for the compiler to inline, and the call costs about 15% of
// the scanner's time on a long column of numbers.

// columnInts appends to dst, up to cap(dst), the numbers of the lines that
// follow when each holds exactly one simple integer and its newline. It is
// called at the start of a line and stops at the start of a line that is
// anything else (a blank line, or a comma, too). A line ends as Scan says.
func (s *Scanner) columnIntsRef(dst []int64) []int64 {
	buf := s.buf[s.pos:s.end]
	out := dst[:cap(dst)]
	n, i := len(dst), 0
	for n < len(out) {
		j := i
		for j < len(buf) && class[buf[j]]&blankClass != 0 {
			j++
		}
		neg := false
		if j < len(buf) && (buf[j] == '-' || buf[j] == '+') {
			neg = buf[j] == '-'
			j++
		}
		digits := j
		var u uint64
		for ; j < len(buf); j++ {
			d := buf[j] - '0'
			if d > 9 {
				break
			}
			u = u*10 + uint64(d)
		}
		if j == digits || j-digits > 18 {
			break
		}
		for j < len(buf) && class[buf[j]]&blankClass != 0 {
			j++
		}
		if j == len(buf) {
			break
		}
		if buf[j] == '\r' {
			// CR LF or a lone CR; a CR that ends the buffer is left to Scan.
			if j+1 == len(buf) {
				break
			}
			if buf[j+1] == '\n' {
				j++
			}
		} else if buf[j] != '\n' {
			break
		}
		x := int64(u)
		if neg {
			x = -x
		}
		out[n] = x
		n++
		i = j + 1
	}
	s.pos += i
	return out[:n]
}

// fastRef runs the fast path that fn names, new and reference, on buf from
// pos with room for room numbers, and reports a difference in the numbers
// read or in where the scanner stops.
func fastRef(t *testing.T, buf []byte, pos, room int, fn uint8) {
	t.Helper()
	pos = min(pos, len(buf))
	run := func(ref bool) ([]int64, int) {
		s := &Scanner{buf: buf, pos: pos, end: len(buf)}
		dst := make([]int64, 0, room)
		switch {
		case fn%3 == 2 && ref:
			dst = s.columnIntsRef(dst)
		case fn%3 == 2:
			dst = s.columnInts(dst)
		case ref:
			dst = s.lineIntsRef(dst, int(fn%3))
		default:
			dst = s.lineInts(dst, int(fn%3))
		}
		return dst, s.pos
	}
	got, gotPos := run(false)
	want, wantPos := run(true)
	if !slices.Equal(got, want) || gotPos != wantPos {
		t.Fatalf("fast path %d on %q from %d: got %v, stop at %d; want %v, stop at %d", fn%3, buf, pos, got, gotPos, want, wantPos)
	}
}

// FuzzFastPath holds the SWAR fast path (lineInts with 0 or 1 comma,
// columnInts) to the byte-at-a-time reference on any bytes, from any
// start, with any room: the same numbers, and the same stopping point, so
// Scan reads the same tokens after it.
func FuzzFastPath(f *testing.F) {
	for _, s := range []string{
		"1 5 233 7\n", "1\n5\n", "12345678 123456789 1234567890123456789 ", "-9223372036854775808\n",
		"123456781234567812,", "1,2,,3]", "\r\n7\r\n8\r9", "+0 -0 00000000000000000001 ", " \t42\t\n",
		"99999999999999999\n999999999999999999\n9999999999999999999\n", "1:2=3[4]5{6}7",
	} {
		for fn := range uint8(3) {
			f.Add([]byte(s), 0, 1024, fn)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte, pos, room int, fn uint8) {
		fastRef(t, data, max(pos, 0), 1+max(room, 0)%2000, fn)
	})
}

// TestFastPathRef runs the comparison of FuzzFastPath on random inputs of
// numbers of every length and the separators around them, cut at every
// end.
func TestFastPathRef(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	seps := []string{" ", "\n", ",", ", ", "\r\n", "\r", "\t", "  ", ",,", "]", "x", "\n\n"}
	for range 20000 {
		var b []byte
		for range rng.IntN(12) {
			if rng.IntN(4) == 0 {
				b = append(b, "-+"[rng.IntN(2)])
			}
			for range 1 + rng.IntN(21) {
				b = append(b, byte('0'+rng.IntN(10)))
			}
			b = append(b, seps[rng.IntN(len(seps))]...)
		}
		end := rng.IntN(len(b) + 1)
		fastRef(t, b[:end], rng.IntN(3), 1+rng.IntN(8), uint8(rng.IntN(3)))
	}
}

// BenchmarkFastPath reads 10^5 numbers below 10^9 from a buffer with the
// fast path alone, SWAR and reference, one per line (columnInts) and on
// one line (lineInts): MB/s is the parse's own throughput.
func BenchmarkFastPath(b *testing.B) {
	for _, form := range []string{"lines", "spaces"} {
		in := benchInput(1e5, form)
		for _, impl := range []string{"swar", "ref"} {
			b.Run(form+"/"+impl, func(b *testing.B) {
				b.SetBytes(int64(len(in)))
				dst := make([]int64, 0, fastCap)
				for b.Loop() {
					s := &Scanner{buf: in, end: len(in)}
					n := 0
					for {
						switch {
						case form == "lines" && impl == "swar":
							dst = s.columnInts(dst[:0])
						case form == "lines":
							dst = s.columnIntsRef(dst[:0])
						case impl == "swar":
							dst = s.lineInts(dst[:0], 0)
						default:
							dst = s.lineIntsRef(dst[:0], 0)
						}
						if len(dst) == 0 {
							break
						}
						n += len(dst)
					}
					if n < 1e5-1 {
						b.Fatalf("read %d numbers, want 10^5", n)
					}
				}
			})
		}
	}
}
