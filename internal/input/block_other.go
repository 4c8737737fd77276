//go:build !amd64 || purego

package input

// masks4 returns the masks of the 64 bytes of win (bit k for win[k]): of
// the decimal digits, and of the bytes equal to c1, to c2 and to c3
// (three distinct non-digits): masks4Go, the portable code.
func masks4(win *[64]byte, c1, c2, c3 byte) (digit, m1, m2, m3 uint64) {
	return masks4Go(win, c1, c2, c3)
}
