// Package cputime reports the CPU time a benchmark spends, beside the wall
// time testing.B measures. On a shared, loaded machine the wall time of a
// benchmark swings several-fold with the other processes; the CPU time the
// process itself spends (user + system, from getrusage, so the garbage
// collector's work counts) barely moves. Run with -cpu 1 (GOMAXPROCS=1) so
// no second thread adds to it.
//
//	func BenchmarkNew(b *testing.B) {
//		cputime.Loop(b, func() { New(row) })
//	}
//
// reports ns/op and cpu-ns/op. It is for benchmarks only: nothing here
// fails on speed.
package cputime

import (
	"syscall"
	"testing"
)

// Loop runs f in a b.Loop loop and reports the process's CPU time per
// iteration as the metric "cpu-ns/op". Its own cost is two getrusage
// calls per benchmark run.
func Loop(b *testing.B, f func()) {
	b.Helper()
	start := Now()
	n := 0
	for b.Loop() {
		f()
		n++
	}
	if n > 0 {
		b.ReportMetric(float64(Now()-start)/float64(n), "cpu-ns/op")
	}
}

// Now returns the CPU time the process has spent, user and system, in
// nanoseconds; 0 if getrusage fails.
func Now() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}
