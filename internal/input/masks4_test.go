package input

import (
	"math/rand/v2"
	"testing"
)

// TestMasks4 holds masks4 (on amd64 the assembly of block_amd64.s) to
// masks4Go, the portable code every other architecture runs, and both to
// the masks' definitions: every byte value at every one of the 64
// places, among random neighbours, for the separators the block loops
// ask for and for random distinct non-digits. The block loops depend on the bytes only
// through these masks, so the parse with either is the same; TestBlockRef
// and FuzzFastPath hold the parse to the byte loop.
// (go test -tags purego runs the whole package on masks4Go.)
func TestMasks4(t *testing.T) {
	rng := rand.New(rand.NewPCG(21, 22))
	seps := [][3]byte{{'\n', '-', '\r'}, {',', ' ', '-'}, {'/', ':', 0xff}, {0, '\t', 0x80}}
	var win [64]byte
	for c := range 256 {
		for k := range 64 {
			for r := range 4 {
				for j := range win {
					win[j] = byte(rng.IntN(256))
					if r < 2 { // mostly the bytes of numbers
						const numeric = "0123456789,- \n\r"
						win[j] = numeric[rng.IntN(len(numeric))]
					}
				}
				win[k] = byte(c)
				s := seps[r]
				if rng.IntN(4) == 0 { // any three distinct non-digits, masks4's contract
					s = [3]byte{}
					for i := range s {
						for s[i] = byte(rng.IntN(256)); '0' <= s[i] && s[i] <= '9' || i > 0 && s[i] == s[0] || i > 1 && s[i] == s[1]; {
							s[i] = byte(rng.IntN(256))
						}
					}
				}
				var want [4]uint64
				for j, x := range win {
					if x >= '0' && x <= '9' {
						want[0] |= 1 << j
					}
					for i := range s {
						if x == s[i] {
							want[1+i] |= 1 << j
						}
					}
				}
				var got, portable [4]uint64
				got[0], got[1], got[2], got[3] = masks4(&win, s[0], s[1], s[2])
				portable[0], portable[1], portable[2], portable[3] = masks4Go(&win, s[0], s[1], s[2])
				if got != want || portable != want {
					t.Fatalf("masks of %q with %q: got %x, portable %x, want %x", win, s, got, portable, want)
				}
			}
		}
	}
}
