package nim

import (
	"math"
	"testing"

	"stonegame/game"
	"stonegame/internal/cputime"
)

// BenchmarkSolveLargest solves and values the moves of LeetCode 292's
// and 394's largest heap, n = 2^31 − 1, and of game-of-nim's largest
// input (7 piles of 7): O(1) and O(piles).
func BenchmarkSolveLargest(b *testing.B) {
	for _, tc := range []struct {
		name string
		most int64
	}{{"nim-game", 3}, {"coins-in-a-line", 2}} {
		h, err := NewHeap(math.MaxInt32, tc.most)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(tc.name, func(b *testing.B) {
			cputime.Loop(b, func() {
				sinkResult = h.Solve()
				h.Options()
			})
		})
	}
	p, err := NewPiles([]int64{7, 7, 7, 7, 7, 7, 7})
	if err != nil {
		b.Fatal(err)
	}
	b.Run("game-of-nim", func(b *testing.B) {
		cputime.Loop(b, func() {
			p.Solve()
			p.Options()
		})
	})
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

// sinkResult keeps a benchmark's result alive.
var sinkResult game.Result
