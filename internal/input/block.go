package input

import (
	"encoding/binary"
	"math/bits"
)

// The block loops of the fast path. A loop that reads one number after
// another waits, for each, for the length of the last one: the load of its
// bytes, the digit test and the count of its digits lie on one chain of
// about 20 cycles, longer than the parse of a short number. columnBlock
// and lineBlock instead classify a window of 64 bytes into bit masks (one
// bit a byte: digits, separators, signs), check from the masks that the
// window's numbers are well formed, and then parse every number from where
// the masks say it starts and ends: the numbers of a window do not wait
// for each other, and the processor overlaps them.
//
// A window that holds anything else (a bracket, a tab, two commas, a
// number of more than 15 digits...) is left to the loops of lineInts and
// columnInts, which read it as before; so the blocks need not know any
// error, only what a simple window is.

// blockSlack is how many bytes the block loops need from their start: the
// window, and the 16 bytes that the parse of a number near its end may
// read past it.
const blockSlack = 64 + 16

// blockBackoff is how far past a window that was not simple the next
// block is tried: the byte loop reads what made it so (a bracket, a long
// number, an error) meanwhile.
const blockBackoff = 64

// blockRoom is the most numbers a window can hold (each takes at least two
// bytes); a block loop runs only while that many fit in its output.
const blockRoom = 32

// pow10[l] is 10^l, for l up to 8.
var pow10 = [16]uint64{1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8}

// SWAR ("SIMD within a register"): eight bytes of input as one uint64,
// read little-endian, so the first byte is the lowest.
const (
	ones   = 0x0101010101010101
	highs  = 0x8080808080808080
	nibble = 0x0F0F0F0F0F0F0F0F
)

// eightDigits returns the value of the eight digits in w, the first the
// most significant: its bytes' low nibbles are the digits (a shifted run
// of fewer than eight has zeros in front, which are leading zeros). Three
// multiplications combine pairs of digits, then of pairs, then of quads.
func eightDigits(w uint64) uint64 {
	w = (w & nibble) * (10<<8 + 1) >> 8
	w = (w & 0x00FF00FF00FF00FF) * (100<<16 + 1) >> 16
	return (w & 0x0000FFFF0000FFFF) * (10000<<32 + 1) >> 32
}

// movemask gathers the top bits of x's eight bytes into bits 0..7 (byte k's
// into bit k): the multiplication puts byte k's bit at bit 56+k and the
// rest below bit 56 or above bit 63, without carries.
func movemask(x uint64) uint64 { return (x & highs >> 7) * 0x0102040810204080 >> 56 }

// nonDigits returns the top bit of each byte of w that is not a decimal
// digit. Byte by byte, without carries between bytes: t = c^'0' is a
// digit's value 0..9 or another byte; the low seven bits of t plus 0x76
// (at most 0xf5, so no carry out) set the top bit iff they are 10 or more,
// and t's own top bit marks the rest.
func nonDigits(w uint64) uint64 {
	t := w ^ 0x30*ones
	return ((t&^highs + 0x76*ones) | t) & highs
}

// equal returns the top bit of each byte of w that is c, exactly: a byte
// of v = w^c is zero iff neither its low seven bits, which +0x7f carries
// into the top bit, nor its top bit is set.
func equal(w uint64, c byte) uint64 {
	v := w ^ uint64(c)*ones
	return ^((v&^highs + 0x7f*ones) | v) & highs
}

// digits64 returns the mask of the decimal digits of win: bit k for
// win[k]. One mask a loop keeps the constants in registers.
func digits64(win *[64]byte) uint64 {
	var m uint64
	for k := 0; k < 64; k += 8 {
		m |= movemask(^nonDigits(binary.LittleEndian.Uint64(win[k:k+8]))) << k
	}
	return m
}

// equal64 returns the mask of the bytes of win that are c.
func equal64(win *[64]byte, c byte) uint64 {
	var m uint64
	for k := 0; k < 64; k += 8 {
		m |= movemask(equal(binary.LittleEndian.Uint64(win[k:k+8]), c)) << k
	}
	return m
}

// parseDigits returns the value of the l digits (1 <= l <= 15) at p in
// the block's bytes b (p < 64, so both words are in b: no bound checks).
func parseDigits(b *[blockSlack]byte, p, l int) uint64 {
	p &= 63
	w := binary.LittleEndian.Uint64(b[p : p+8])
	// The shifts are below 64 (l >= 1): "& 63" lets the compiler drop its
	// guard for larger ones.
	if l <= 4 {
		// Four digits or fewer: two multiplications on the low half.
		v := uint32(w) << ((32 - 8*l) & 31)
		v = (v & 0x0F0F0F0F) * (10<<8 + 1) >> 8
		return uint64((v & 0x00FF00FF) * (100<<16 + 1) >> 16)
	}
	if l <= 8 {
		return eightDigits(w << ((64 - 8*l) & 63))
	}
	w2 := binary.LittleEndian.Uint64(b[p+8 : p+16])
	return eightDigits(w)*pow10[(l-8)&15] + eightDigits(w2<<((128-8*l)&63))
}

// columnBlock reads the lines of the window buf[i:i+64] that end in it
// when each is a "-" or nothing, 1 to 15 digits and "\n" or "\r\n"
// (columnInts' common cases), into out, which has room for blockRoom
// numbers. It returns how many lines it read, 0 if the window is not that
// simple, and their bytes. buf[i] starts a line, and buf has blockSlack
// bytes from i.
func columnBlock(buf []byte, i int, out []int64) (n, size int) {
	b := (*[blockSlack]byte)(buf[i : i+blockSlack])
	win := (*[64]byte)(b[:64])
	digit, nl := digits64(win), equal64(win, '\n')
	var minus, cr uint64 // only for a window that needs them
	if rest := ^(digit | nl); rest != 0 {
		if minus = equal64(win, '-'); rest&^minus != 0 {
			cr = equal64(win, '\r')
		}
	}
	if nl == 0 {
		return 0, 0
	}
	last := 63 - bits.LeadingZeros64(nl)
	region := uint64(2)<<last - 1 // bits 0..last; all 64 for last = 63
	starts := (nl<<1 | 1) & region
	digit &= region
	minus &= region
	cr &= region
	// Every byte a digit, a newline, a minus or a CR; a line starts with a
	// digit or a minus (no blank line), a minus only there and before a
	// digit, a CR only before a newline. Then each line is -?[0-9]+\r?\n:
	// a digit can be followed only by a digit, a CR or a newline, since a
	// minus follows a newline; so each line has one run of digits.
	if region&^(digit|nl|minus|cr) != 0 || starts&^(digit|minus) != 0 || minus&^starts != 0 ||
		(minus<<1)&^digit != 0 || (cr<<1)&^nl != 0 {
		return 0, 0
	}
	n = parseRuns(b, digit&^(digit<<1), digit&^(digit>>1), minus, out)
	if n == 0 {
		return 0, 0
	}
	return n, last + 1
}

// lineBlock reads the numbers of the window buf[i:i+64] that follow each
// other when each is after a separator of lineInts (",", " " or ", "; one
// with a comma if minComma is 1), and is a "-" or nothing, then 1 to 15
// digits, then another separator, into out, which has room for blockRoom
// numbers. It returns how many it read (0 if the window does not start
// that simply) and their bytes, which end after the digits of the last.
// buf[i] is the separator before the first number, and buf has blockSlack
// bytes from i.
func lineBlock(buf []byte, i int, out []int64, minComma int) (n, size int) {
	b := (*[blockSlack]byte)(buf[i : i+blockSlack])
	win := (*[64]byte)(b[:64])
	digit, comma := digits64(win), equal64(win, ',')
	var space, minus uint64 // only for a window that needs them: a JSON array of naturals does not
	if rest := ^(digit | comma); rest != 0 {
		if space = equal64(win, ' '); rest&^space != 0 {
			minus = equal64(win, '-')
		}
	}
	sep := comma | space
	// The simple prefix: up to the first other byte.
	prefix := uint64(1)<<bits.TrailingZeros64(^(digit|sep|minus)) - 1
	// The numbers that end in it before a separator; the last of them.
	ended := digit &^ (digit >> 1) & (sep >> 1) & prefix
	if ended == 0 || sep&1 == 0 {
		return 0, 0
	}
	last := 63 - bits.LeadingZeros64(ended)
	region := uint64(2)<<last - 1
	after := sep >> 1 // the byte after is a separator, the last number's too
	digit &= region
	sep &= region
	minus &= region
	starts := digit &^ (digit << 1)
	ends := digit &^ (digit >> 1)
	gapStarts := sep &^ (sep << 1)
	// Two separators in a row only as ", "; a gap with a comma if asked;
	// a minus after a separator and before a digit; a number after a
	// separator or a minus, and before a separator.
	if sep&(sep<<1) != space&(comma<<1)&region ||
		minComma == 1 && gapStarts&^comma != 0 ||
		minus&^(sep<<1) != 0 || (minus<<1)&^digit != 0 ||
		starts&^((sep|minus)<<1) != 0 || ends&^after != 0 {
		return 0, 0
	}
	if n = parseRuns(b, starts, ends, minus, out); n == 0 {
		return 0, 0
	}
	return n, last + 1
}

// parseRuns parses into out the runs of digits of a block whose first and
// last digits starts and ends mark, in order, each negative when minus
// marks the byte before it; it returns how many, or 0 if one has more
// than 15 digits or a leading zero (the byte loops leave that one to
// scanNumber, which refuses it). A run at byte 0 has no sign (bit 63 of minus, which
// "before" then reads, is never a sign before a run: the block's last
// byte taken is a separator or a newline).
func parseRuns(b *[blockSlack]byte, starts, ends, minus uint64, out []int64) int {
	n := 0
	if minus == 0 { // the loop below without the signs
		for ; starts != 0; n++ {
			p := bits.TrailingZeros64(starts)
			e := bits.TrailingZeros64(ends)
			starts &= starts - 1
			ends &= ends - 1
			l := e - p + 1
			if l > 15 || l > 1 && b[p] == '0' {
				return 0
			}
			out[n] = int64(parseDigits(b, p, l))
		}
		return n
	}
	for ; starts != 0; n++ {
		p := bits.TrailingZeros64(starts)
		e := bits.TrailingZeros64(ends)
		starts &= starts - 1
		ends &= ends - 1
		l := e - p + 1
		if l > 15 || l > 1 && b[p] == '0' {
			return 0
		}
		m := -(int64(minus>>((p-1)&63)) & 1) // all ones for a negative number
		out[n] = (int64(parseDigits(b, p, l)) ^ m) - m
	}
	return n
}
