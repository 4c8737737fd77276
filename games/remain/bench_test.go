package remain

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"stonegame/games/ends"
	"stonegame/internal/cputime"
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

// benchRun is the length of the runs BenchmarkStreamer gives PushAll: the
// CLI's hand-over (internal/cli's chunkLen).
const benchRun = 1 << 14

// BenchmarkStreamer is the streaming solver at n = 10^6, the stones given
// in runs of benchRun to PushAll (the CLI's path) or one Push each, then
// Result, next to its baselines: the same for predict-the-winner,
// ends.Fuser's PushAll and Push on the negated row, which make the very
// fusions the Streamer makes. The rows: random stones in [1, 1000] (a stack
// of a few dozen items), the same sorted (the ties fuse: a stack of
// hundreds) and the stones 1, 2, ..., n (no fusion: the stack holds every
// stone). Compare the ratios pushall/fuser and push/fuserpush
// within one run, of cpu-ns/op, with -cpu 1 (see package cputime).
func BenchmarkStreamer(b *testing.B) {
	rows := []struct {
		name string
		row  []int64
	}{
		{"random", benchRow(1e6)},
		{"sorted", slices.Sorted(slices.Values(benchRow(1e6)))},
		{"increasing", increasingRow(1e6)},
	}
	for _, r := range rows {
		neg := make([]int64, len(r.row))
		for i, x := range r.row {
			neg[i] = -x
		}
		var f ends.Fuser
		var s Streamer
		b.Run("row="+r.name+"/fuser", func(b *testing.B) {
			cputime.Loop(b, func() {
				f.Reset()
				for run := range slices.Chunk(neg, benchRun) {
					if _, err := f.PushAll(run); err != nil {
						b.Fatal(err)
					}
				}
				_ = f.Result()
			})
			b.ReportMetric(float64(len(f.Stack())), "stack")
		})
		b.Run("row="+r.name+"/pushall", func(b *testing.B) {
			cputime.Loop(b, func() {
				s.Reset()
				for run := range slices.Chunk(r.row, benchRun) {
					if _, err := s.PushAll(run); err != nil {
						b.Fatal(err)
					}
				}
				_ = s.Result()
			})
		})
		b.Run("row="+r.name+"/fuserpush", func(b *testing.B) {
			cputime.Loop(b, func() {
				f.Reset()
				for _, x := range neg {
					if err := f.Push(x); err != nil {
						b.Fatal(err)
					}
				}
				_ = f.Result()
			})
		})
		b.Run("row="+r.name+"/push", func(b *testing.B) {
			cputime.Loop(b, func() {
				s.Reset()
				for _, x := range r.row {
					if err := s.Push(x); err != nil {
						b.Fatal(err)
					}
				}
				_ = s.Result()
			})
		})
	}
}

// increasingRow returns the stones 1, 2, ..., n.
func increasingRow(n int) []int64 {
	row := make([]int64, n)
	for i := range row {
		row[i] = int64(i + 1)
	}
	return row
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
