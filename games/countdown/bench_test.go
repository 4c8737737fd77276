package countdown

import (
	"testing"

	"stonegame/internal/cputime"
)

// BenchmarkSolveLargest solves and values the moves of the largest n the
// rules define, MaxN = 54 (LeetCode's constraint stops at 50): O(1).
func BenchmarkSolveLargest(b *testing.B) {
	p, err := New(MaxN)
	if err != nil {
		b.Fatal(err)
	}
	cputime.Loop(b, func() {
		p.Solve()
		p.Options()
	})
}
