package stream

import "encoding/binary"

// keptBytes is the memory text output gives a streamed row to show its
// line (see packedRow): 4 MiB, which holds keptRow numbers of magnitude
// below 2^27 (1.3·10^8), four bytes each, and fewer larger ones (838,860
// of about 10^9).
const keptBytes = 4 << 20

// packedRow keeps the first numbers of a streamed row, for text output to
// show its line once the row is read, in at most keptBytes: each number as
// the varint of its zigzag (x<<1 ^ x>>63: 1 byte below 64 in size, 2 below
// 8192, 5 near 10^9, 10 at worst), instead of 8 bytes. The buffer is made
// once, at its full size, and written as the row comes: memory the kernel
// gives a fresh allocation is touched only where written, so a row of a
// few numbers costs a few bytes of it, and a long one never more than
// keptBytes, with no copy as it grows. Against 8 bytes a number grown by
// doubling, that is 2 to 5 MiB instead of up to 12 MiB (the old array and
// the new one) for the first 2^20 numbers of a row too long to show.
type packedRow struct {
	buf  []byte
	n    int  // numbers kept
	most int  // the most numbers kept
	full bool // add ran out of bytes, not of numbers
}

func newPackedRow(most int) *packedRow {
	// The slack lets the last number's varint be written whole.
	return &packedRow{buf: make([]byte, 0, keptBytes+binary.MaxVarintLen64), most: most}
}

// reset empties p for a new row.
func (p *packedRow) reset() { p.buf, p.n, p.full = p.buf[:0], 0, false }

// add keeps xs after the numbers kept, and reports whether they fit: in
// count (most) and in bytes (keptBytes; full then says so). When they do
// not, what p keeps is no longer the row's start: the caller drops it.
func (p *packedRow) add(xs []int64) bool {
	if p.n+len(xs) > p.most {
		return false
	}
	b := p.buf
	for _, x := range xs {
		if len(b) > keptBytes {
			p.full = true
			return false
		}
		b = binary.AppendUvarint(b, uint64(x<<1^x>>63))
	}
	p.buf, p.n = b, p.n+len(xs)
	return true
}

// unpack returns the numbers kept, in order, in dst's array if it is large
// enough.
func (p *packedRow) unpack(dst []int64) []int64 {
	dst = dst[:0]
	if cap(dst) < p.n {
		dst = make([]int64, 0, p.n)
	}
	for b := p.buf; len(b) > 0; {
		u, k := binary.Uvarint(b)
		dst = append(dst, int64(u>>1)^-int64(u&1))
		b = b[k:]
	}
	return dst
}
