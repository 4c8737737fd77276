package squares

import (
	"fmt"
	"testing"

	"stonegame/internal/cputime"
)

// BenchmarkSieve is New: the sieve of losing positions on every size up
// to n.
func BenchmarkSieve(b *testing.B) {
	for _, n := range []int64{1e5, 1e6, 1e7} {
		b.Run(fmt.Sprint("n=", n), func(b *testing.B) {
			cputime.Loop(b, func() {
				if _, err := New(n); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}

// BenchmarkTextbook is the O(n√n) DP the sieve replaces.
func BenchmarkTextbook(b *testing.B) {
	for _, n := range []int{1e5, 1e6} {
		b.Run(fmt.Sprint("n=", n), func(b *testing.B) {
			cputime.Loop(b, func() {
				textbook(n)
			})
		})
	}
}

// BenchmarkLine is the optimal line from n, after the sieve.
func BenchmarkLine(b *testing.B) {
	for _, n := range []int64{1e5, 1e7} {
		p, err := New(n)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprint("n=", n), func(b *testing.B) {
			cputime.Loop(b, func() {
				p.Line()
			})
		})
	}
}

// BenchmarkNewSolve is a game's first Solve: the sieve, then the
// remoteness table (up to RemotenessMax).
func BenchmarkNewSolve(b *testing.B) {
	for _, n := range []int64{1e5, 1e6} {
		b.Run(fmt.Sprint("n=", n), func(b *testing.B) {
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

// BenchmarkGrundy is a game's first Grundy value: the mex table up to
// GrundyMax, after the sieve.
func BenchmarkGrundy(b *testing.B) {
	cputime.Loop(b, func() {
		p, err := New(GrundyMax)
		if err != nil {
			b.Fatal(err)
		}
		p.Grundy()
	})
}
