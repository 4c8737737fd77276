package split

import (
	"strconv"
	"testing"

	"stonegame/internal/cputime"
)

// benchRow returns n pseudo-random values in 1..10^6, LeetCode's range.
func benchRow(n int) []int64 {
	row := make([]int64, n)
	x := uint64(88172645463325252)
	for i := range row {
		x ^= x << 13
		x ^= x >> 7
		x ^= x << 17
		row[i] = int64(x%1_000_000) + 1
	}
	return row
}

// BenchmarkNew solves every interval in O(n²): doubling n costs about 4×.
func BenchmarkNew(b *testing.B) {
	for _, n := range []int{1000, 2000, 5000} {
		row := benchRow(n)
		b.Run("n="+strconv.Itoa(n), func(b *testing.B) {
			cputime.Loop(b, func() {
				if _, err := New(row); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}

// BenchmarkTextbook is the O(n³) interval DP of the tests, the baseline.
func BenchmarkTextbook(b *testing.B) {
	row := benchRow(1000)
	b.Run("n=1000", func(b *testing.B) {
		cputime.Loop(b, func() { textbook(row) })
	})
}
