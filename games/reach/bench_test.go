package reach

import (
	"flag"
	"slices"
	"testing"

	"stonegame/internal/cputime"
)

var every = flag.Bool("every", false, "BenchmarkEveryTotal: every desiredTotal 0..300, not every 30th")

// BenchmarkEveryTotal solves m = 20 (LeetCode's maximum) for every
// desiredTotal 0..300, each from a fresh instance, and reports the CPU
// time of the slowest total (max-cpu-ns) and of the median one
// (median-cpu-ns) beside the time of the whole sweep (ns/op). Run with
// -cpu 1. The whole sweep takes seconds, so by default it takes every
// 30th total (CI runs every benchmark once); -every, after -args, takes
// them all.
func BenchmarkEveryTotal(b *testing.B) {
	step := 30
	if *every {
		step = 1
	}
	per := make([][]int64, 0, 301)
	for d := 0; d <= 300; d += step {
		per = append(per, nil)
	}
	for b.Loop() {
		for k := range per {
			d := k * step
			start := cputime.Now()
			p, err := New(MaxM, int64(d))
			if err != nil {
				b.Fatal(err)
			}
			p.Solve()
			per[k] = append(per[k], cputime.Now()-start)
		}
	}
	worst := make([]int64, len(per)) // each total's median over the iterations
	for k, ts := range per {
		slices.Sort(ts)
		worst[k] = ts[len(ts)/2]
	}
	slices.Sort(worst)
	b.ReportMetric(float64(worst[len(worst)-1]), "max-cpu-ns")
	b.ReportMetric(float64(worst[len(worst)/2]), "median-cpu-ns")
}

// BenchmarkGrundy is the Grundy value of LeetCode's largest instance
// where the game is normal play, m = 20 and desiredTotal = 210: every set
// of used numbers, 2^20 of them, m steps each.
func BenchmarkGrundy(b *testing.B) {
	cputime.Loop(b, func() {
		p, err := New(MaxM, 210)
		if err != nil {
			b.Fatal(err)
		}
		p.Grundy()
	})
}
