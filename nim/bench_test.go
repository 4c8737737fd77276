package nim

import (
	"math"
	"testing"
)

// BenchmarkSolveLargest solves LeetCode 292's largest heap: O(1).
func BenchmarkSolveLargest(b *testing.B) {
	h, _ := NewHeap(math.MaxInt32, 3)
	for b.Loop() {
		h.Solve()
		h.Options()
	}
}

// BenchmarkLine builds the line of a heap of 10^6, half a million moves.
func BenchmarkLine(b *testing.B) {
	h, _ := NewHeap(1_000_000, 3)
	for b.Loop() {
		h.Line()
	}
}

// BenchmarkPilesLine builds the line of 7 piles of 10^5: 700,000 stones.
func BenchmarkPilesLine(b *testing.B) {
	p, _ := NewPiles([]int64{100_000, 100_001, 100_002, 100_003, 100_004, 100_005, 100_006})
	for b.Loop() {
		p.Line()
	}
}
