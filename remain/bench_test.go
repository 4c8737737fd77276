package remain

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// benchRow returns a pseudo-random row of n stones in [1, 1000], LeetCode's
// range, the same for every run.
func benchRow(n int) []int64 {
	rng := rand.New(rand.NewPCG(uint64(n), 1690))
	row := make([]int64, n)
	for i := range row {
		row[i] = 1 + rng.Int64N(1000)
	}
	return row
}

// BenchmarkValue is the O(n) identity at n = 10^6: New (the negated row
// and the prefix sums) and Value.
func BenchmarkValue(b *testing.B) {
	row := benchRow(1e6)
	b.SetBytes(8 * 1e6)
	for b.Loop() {
		p, err := New(row)
		if err != nil {
			b.Fatal(err)
		}
		_ = p.Value()
	}
}

// BenchmarkStreamer is the streaming solver at n = 10^6: one Push per
// stone, then Result (the totals too).
func BenchmarkStreamer(b *testing.B) {
	row := benchRow(1e6)
	b.SetBytes(8 * 1e6)
	var s Streamer
	for b.Loop() {
		s.Reset()
		for _, x := range row {
			if err := s.Push(x); err != nil {
				b.Fatal(err)
			}
		}
		_ = s.Result()
	}
}

// BenchmarkLine is the optimal line with every gain at n = 10^6.
func BenchmarkLine(b *testing.B) {
	p, _ := New(benchRow(1e6))
	for b.Loop() {
		_ = p.Line()
	}
}

// BenchmarkDP is the textbook O(n²) interval DP, at n = 2000 only.
func BenchmarkDP(b *testing.B) {
	for _, n := range []int{1000, 2000} {
		row := benchRow(n)
		b.Run(fmt.Sprint("n=", n), func(b *testing.B) {
			for b.Loop() {
				_ = dpValue(row)
			}
		})
	}
}
