package divisor

import (
	"strconv"
	"testing"

	"stonegame/internal/cputime"
)

// BenchmarkSolveLargest solves and values the moves at LeetCode's largest
// n, 1000, and at MaxN = 10^12: Solve is O(1), Options lists the divisors
// by trial division, O(√n).
func BenchmarkSolveLargest(b *testing.B) {
	for _, n := range []int64{1000, MaxN} {
		p, err := New(n)
		if err != nil {
			b.Fatal(err)
		}
		b.Run("n="+strconv.FormatInt(n, 10), func(b *testing.B) {
			cputime.Loop(b, func() {
				p.Solve()
				p.Options()
			})
		})
	}
}
