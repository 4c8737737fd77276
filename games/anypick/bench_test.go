package anypick

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// benchSizes are the numbers of stones of the benchmarks: 10^3 to 10^7.
var benchSizes = []int{1e3, 1e4, 1e5, 1e6, 1e7}

// benchPosition returns n stones with values uniform in [1, max], the same
// for every run: max 100 is LeetCode's range (a+b spans 199 values: counting
// sort); max 10^9 takes the wide path.
func benchPosition(b *testing.B, n int, max int64) Position {
	rng := rand.New(rand.NewPCG(uint64(n), uint64(max)))
	alice, bob := make([]int64, n), make([]int64, n)
	for i := range alice {
		alice[i] = 1 + rng.Int64N(max)
		bob[i] = 1 + rng.Int64N(max)
	}
	p, err := New(alice, bob)
	if err != nil {
		b.Fatal(err)
	}
	return p
}

func benchAll(b *testing.B, f func(b *testing.B, p Position)) {
	for _, max := range []int64{100, 1e9} {
		for _, n := range benchSizes {
			p := benchPosition(b, n, max)
			b.Run(fmt.Sprintf("max=%d/n=%d", max, n), func(b *testing.B) { f(b, p) })
		}
	}
}

func BenchmarkSolve(b *testing.B) {
	benchAll(b, func(b *testing.B, p Position) {
		for b.Loop() {
			_ = p.Solve()
		}
	})
}

func BenchmarkOrder(b *testing.B) {
	benchAll(b, func(b *testing.B, p Position) {
		for b.Loop() {
			_ = p.Order()
		}
	})
}

func BenchmarkOptions(b *testing.B) {
	benchAll(b, func(b *testing.B, p Position) {
		for b.Loop() {
			_ = p.Options()
		}
	})
}

func BenchmarkLine(b *testing.B) {
	benchAll(b, func(b *testing.B, p Position) {
		for b.Loop() {
			_ = p.Line()
		}
	})
}

// BenchmarkSolveAfter is Solve after one move: the remaining stones are
// then a list, not implicit as at the start.
func BenchmarkSolveAfter(b *testing.B) {
	benchAll(b, func(b *testing.B, p Position) {
		q, _, err := p.After(Stone(0))
		if err != nil {
			b.Fatal(err)
		}
		for b.Loop() {
			_ = q.Solve()
		}
	})
}

// BenchmarkTally: a Tally fed aliceValues then bobValues in runs of 1024,
// as the CLI's reader gives them.
func BenchmarkTally(b *testing.B) {
	benchAll(b, func(b *testing.B, p Position) {
		alice, bob := p.Alice(), p.Bob()
		for b.Loop() {
			t := NewTally(len(alice))
			for i := 0; i < len(alice); i += 1024 {
				t.PushAlice(alice[i:min(i+1024, len(alice))])
			}
			for i := 0; i < len(bob); i += 1024 {
				t.PushBob(bob[i:min(i+1024, len(bob))])
			}
			if _, err := t.Result(); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkTallyStones: a Tally fed the stones by PushStones in runs of
// 1024, as a pair cut in two in a file gives them.
func BenchmarkTallyStones(b *testing.B) {
	benchAll(b, func(b *testing.B, p Position) {
		alice, bob := p.Alice(), p.Bob()
		for b.Loop() {
			t := NewTally(len(alice))
			for i := 0; i < len(alice); i += 1024 {
				e := min(i+1024, len(alice))
				t.PushStones(alice[i:e], bob[i:e])
			}
			if _, err := t.Result(); err != nil {
				b.Fatal(err)
			}
		}
	})
}
