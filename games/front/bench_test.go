package front

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// BenchmarkSolve is New (the O(n) suffix DP) and Solve, at LeetCode's
// largest n and beyond.
func BenchmarkSolve(b *testing.B) {
	for _, n := range []int{50_000, 1_000_000} {
		rng := rand.New(rand.NewPCG(uint64(n), 1406))
		row := make([]int64, n)
		for i := range row {
			row[i] = rng.Int64N(2001) - 1000
		}
		b.Run(fmt.Sprint("n=", n), func(b *testing.B) {
			b.SetBytes(int64(8 * n))
			for b.Loop() {
				p, err := New(row)
				if err != nil {
					b.Fatal(err)
				}
				_ = p.Solve()
			}
		})
	}
}
