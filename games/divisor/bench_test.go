package divisor

import (
	"strconv"
	"testing"

	"stonegame/internal/cputime"
)

// BenchmarkSolveLargest solves and values the moves at LeetCode's largest
// n, 1000, and at MaxN = 10^12, once the remoteness table (none at 10^12)
// is filled: Options lists the divisors by trial division, O(√n).
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

// BenchmarkNewSolve is a game's first Solve: New, then the DP of its
// remoteness table, up to RemotenessMax.
func BenchmarkNewSolve(b *testing.B) {
	for _, n := range []int64{1000, 100_000, 1_000_000} {
		b.Run("n="+strconv.FormatInt(n, 10), func(b *testing.B) {
			cputime.Loop(b, func() {
				p, err := New(n)
				if err != nil {
					b.Fatal(err)
				}
				p.Solve()
			})
		})
	}
}
