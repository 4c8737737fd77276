package flipgame

// This file holds the Sprague–Grundy values of a run of pluses, a heap of
// Dawson's Kayles (octal game 0.07): a move removes two neighbours from a
// row of L and leaves rows of a and L−2−a.

// grundy holds g(0) … g(86): g(0) = g(1) = 0 and g(L) = mex{ g(a) XOR
// g(L−2−a) : 0 <= a <= L−2 }. From L = 53 on the values repeat with
// period 34 (g(L) = g(L−34) for every L >= 87; g(52) is the last value
// outside the period), so these 87 values give every length. The tests
// recompute them by mex up to 1200 and check the period.
var grundy = [periodFrom + period]uint8{
	0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5,
	2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7,
	4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5,
	5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7,
	4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5,
	5, 9,
}

const (
	period     = 34 // the period of g
	periodFrom = 53 // g(L) = g(L+34) for every L >= 53
)

// Value returns g(L), the Grundy value of a run of L pluses: 0 for L < 2,
// at most 9 for any L. It costs O(1). It panics for L < 0, as an index
// would.
func Value(L int) uint64 {
	if L >= len(grundy) {
		L = periodFrom + (L-periodFrom)%period
	}
	return uint64(grundy[L])
}

// The values g(a) XOR g(L−2−a) that a run of L reaches in one move, as a
// bit mask (bit v for value v; the values are below 16), repeat with
// period 34 from L = 121 on: the tests check it up to 1200, and past
// L = 141 it follows from split's window (each offset's value is that of
// an offset within 87 of an end, whose other side is periodic).
const (
	maskFrom = 121 // reached(L) = reached(L+34) for every L >= 121
	maskLen  = maskFrom + period
)

var masks = func() (m [maskLen]uint16) {
	for L := 2; L < maskLen; L++ {
		for a := 0; a <= L-2; a++ {
			m[L] |= 1 << (Value(a) ^ Value(L-2-a))
		}
	}
	return m
}()

// reached returns the mask of the values a move in a run of L reaches:
// bit v is set when some flip leaves two runs whose values XOR to v. It
// is 0 for L < 2 (no move). O(1).
func reached(L int) uint16 {
	if L >= maskLen {
		L = maskFrom + (L-maskFrom)%period
	}
	return masks[L]
}

// window bounds where the lowest flip reaching a value lies: a flip at
// offset a of a run of L leaves a and b = L−2−a; when a >= 87 and b >= 53,
// the flip at a−34 reaches the same value (g(a−34) = g(a) and g(b+34) =
// g(b)). So the lowest offset reaching a value is below 87, or leaves
// fewer than 87 on its right.
const window = len(grundy)

// split returns the lowest offset a (0 <= a <= L−2) of a flip in a run of
// L that leaves runs of a and L−2−a whose values XOR to v, and false when
// none does. It tries at most 2·window offsets: O(1).
func split(L int, v uint64) (int, bool) {
	if L < 2 || reached(L)&(1<<v) == 0 {
		return 0, false
	}
	for a := 0; a <= min(L-2, window-1); a++ {
		if Value(a)^Value(L-2-a) == v {
			return a, true
		}
	}
	for a := max(window, L-2-(window-1)); a <= L-2; a++ {
		if Value(a)^Value(L-2-a) == v {
			return a, true
		}
	}
	return 0, false // unreachable: reached says some offset does
}
