package ends

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// benchSizes are the row lengths of the benchmarks: 10^3 to 10^7.
var benchSizes = []int{1e3, 1e4, 1e5, 1e6, 1e7}

// benchRow returns a pseudo-random row of n values in [0, 10^9), the same
// for every run (bench/gen draws from the same range).
func benchRow(n int) []int64 {
	rng := rand.New(rand.NewPCG(uint64(n), 1))
	row := make([]int64, n)
	for i := range row {
		row[i] = rng.Int64N(1e9)
	}
	return row
}

func BenchmarkValue(b *testing.B) {
	for _, n := range benchSizes {
		row := benchRow(n)
		b.Run(fmt.Sprint("n=", n), func(b *testing.B) {
			b.SetBytes(int64(8 * n))
			for b.Loop() {
				if _, err := Value(row); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkFuserPush is the streaming solver without the parser: one Push
// per number, then Result.
func BenchmarkFuserPush(b *testing.B) {
	for _, n := range benchSizes {
		row := benchRow(n)
		b.Run(fmt.Sprint("n=", n), func(b *testing.B) {
			for b.Loop() {
				var f Fuser
				for _, x := range row {
					if err := f.Push(x); err != nil {
						b.Fatal(err)
					}
				}
				_ = f.Result()
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/number")
		})
	}
}

func BenchmarkLine(b *testing.B) {
	for _, n := range benchSizes {
		row := benchRow(n)
		p, err := New(row)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprint("n=", n), func(b *testing.B) {
			for b.Loop() {
				if line := p.Line(); len(line) != n {
					b.Fatalf("line has %d moves, want %d", len(line), n)
				}
			}
		})
	}
}

func BenchmarkOptions(b *testing.B) {
	for _, n := range benchSizes {
		p, _ := New(benchRow(n))
		b.Run(fmt.Sprint("n=", n), func(b *testing.B) {
			for b.Loop() {
				_ = p.Options()
			}
		})
	}
}

// BenchmarkDPValue is the O(n²) textbook DP, the baseline; only up to 10^4.
func BenchmarkDPValue(b *testing.B) {
	for _, n := range benchSizes[:2] {
		row := benchRow(n)
		b.Run(fmt.Sprint("n=", n), func(b *testing.B) {
			for b.Loop() {
				if _, err := DPValue(row); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
