package input

import (
	"encoding/binary"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestMasks holds the masks of the block loops to their definitions for
// every byte value at every position of a word, among random neighbours.
func TestMasks(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	var b [8]byte
	for c := range 256 {
		for k := range 8 {
			for range 20 {
				for j := range b {
					b[j] = byte(rng.IntN(256))
				}
				b[k] = byte(c)
				w := binary.LittleEndian.Uint64(b[:])
				var digit, comma, minus uint64
				for j, x := range b {
					if x >= '0' && x <= '9' {
						digit |= 1 << j
					}
					if x == ',' {
						comma |= 1 << j
					}
					if x == '-' {
						minus |= 1 << j
					}
				}
				if got := movemask(^nonDigits(w)); got != digit {
					t.Fatalf("digits of %q: got %08b, want %08b", b, got, digit)
				}
				if got := movemask(equal(w, ',')); got != comma {
					t.Fatalf("commas of %q: got %08b, want %08b", b, got, comma)
				}
				if got := movemask(equal(w, '-')); got != minus {
					t.Fatalf("minus signs of %q: got %08b, want %08b", b, got, minus)
				}
			}
		}
	}
}

// TestBlockRef holds the fast path, block loops included, to the
// byte-at-a-time reference on long inputs that are mostly what the blocks
// take (short numbers and one or two separators), with now and then
// something they must leave to the other loops: a long number, a tab, a
// plus sign, two commas, a CR, a bracket. Room and start vary, so blocks
// start everywhere and end where the output is full.
func TestBlockRef(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	common := []string{",", " ", ", ", "\n"}
	rare := []string{"\t", ",,", "\r\n", "]", "  ", " ,", "\n\n", "x", "+", "-"}
	for iter := range 4000 {
		column := iter%2 == 0
		eol := "\n"
		if iter%4 == 2 {
			eol = "\r\n" // a column with Windows line ends
		}
		var b []byte
		for range 20 + rng.IntN(200) {
			if rng.IntN(5) == 0 {
				b = append(b, '-')
			}
			digits := 1 + rng.IntN(4)
			switch rng.IntN(20) {
			case 0:
				digits = 1 + rng.IntN(20)
			case 1:
				digits = 8 + rng.IntN(9)
			}
			for range digits {
				b = append(b, byte('0'+rng.IntN(10)))
			}
			switch {
			case rng.IntN(40) == 0:
				b = append(b, rare[rng.IntN(len(rare))]...)
			case column:
				b = append(b, eol...)
			default:
				b = append(b, common[rng.IntN(3)]...)
			}
		}
		room := 1 + rng.IntN(300)
		for fn := range uint8(3) {
			if column != (fn == 2) && rng.IntN(4) > 0 {
				continue
			}
			// lineInts starts at a separator, columnInts at a line.
			pos := 0
			if fn < 2 {
				for pos < len(b) && isDigit(b[pos]) || pos < len(b) && b[pos] == '-' {
					pos++
				}
			}
			fastRef(t, b, pos, room, fn)
			fastRef(t, b, rng.IntN(len(b)), room, fn)
		}
	}
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// The fast path's block loops (block.go) against its byte loop alone: a
// Scanner with blockSkip past its buffer never tries a block.
const noBlocks = 1 << 62

// fastRef runs the fast path that fn names, with and without its block
// loops, on buf from pos with room for room numbers, and reports a
// difference in the numbers read or in where the scanner stops.
func fastRef(t *testing.T, buf []byte, pos, room int, fn uint8) {
	t.Helper()
	pos = min(pos, len(buf))
	run := func(ref bool) ([]int64, int) {
		s := &Scanner{buf: buf, pos: pos, end: len(buf)}
		if ref {
			s.blockSkip = noBlocks
		}
		dst := make([]int64, 0, room)
		if fn%3 == 2 {
			dst = s.columnInts(dst)
		} else {
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

// FuzzFastPath holds the fast path (lineInts with 0 or 1 comma,
// columnInts) to its byte loop alone on any bytes, from any
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
		for range rng.IntN(40) { // past blockSlack bytes, at times
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

// BenchmarkFastPath reads 10^5 numbers from a buffer with the fast path
// alone, with its block loops and without, one per line (columnInts) and on one line
// (lineInts; "commas" is an array's inside, 1,2,3): MB/s is the parse's
// own throughput. Numbers are below 10^9, or short ones ("-short": -10^4
// to 10^4, "-tiny": 1 to 100, stone-game-vi's LeetCode range).
func BenchmarkFastPath(b *testing.B) {
	for _, form := range []string{"lines", "spaces", "lines-short", "commas-tiny"} {
		in := benchInput(1e5, form)
		column := strings.HasPrefix(form, "lines")
		for _, impl := range []string{"blocks", "bytes"} {
			b.Run(form+"/"+impl, func(b *testing.B) {
				b.SetBytes(int64(len(in)))
				dst := make([]int64, 0, fastCap)
				for b.Loop() {
					s := &Scanner{buf: in, end: len(in)}
					if impl == "bytes" {
						s.blockSkip = noBlocks
					}
					n := 0
					for {
						if column {
							dst = s.columnInts(dst[:0])
						} else {
							dst = s.lineInts(dst[:0], 0)
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
