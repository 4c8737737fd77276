package coingame

import (
	"testing"

	"stonegame/internal/cputime"
)

// BenchmarkSolveLargest solves and values the moves of the largest input,
// x = y = 100: O(1).
func BenchmarkSolveLargest(b *testing.B) {
	p, err := New(100, 100)
	if err != nil {
		b.Fatal(err)
	}
	cputime.Loop(b, func() {
		p.Solve()
		p.Options()
	})
}
