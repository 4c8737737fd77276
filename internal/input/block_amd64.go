//go:build !purego

package input

// masks4 returns the masks of the 64 bytes of win (bit k for win[k]): of
// the decimal digits, and of the bytes equal to c1, to c2 and to c3
// (three distinct non-digits). On amd64 it is the SSE2 code of
// block_amd64.s, about 100 instructions, a third less CPU time for the
// block loops than masks4Go (BenchmarkFastPath); with -tags purego, and
// elsewhere, masks4Go.
//
//go:noescape
func masks4(win *[64]byte, c1, c2, c3 byte) (digit, m1, m2, m3 uint64)
