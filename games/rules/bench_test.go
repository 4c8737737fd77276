package rules

import (
	"context"
	"encoding/json"
	"os"
	"strings"
	"syscall"
	"testing"

	"stonegame/game"
)

// The rules engine's speed, on the workloads of bench/rules (whose
// engine.py is the same work in CPython; BENCHMARKS.md pairs the two):
// Flip Game II with 24 '+', the subtraction game {1, 3, 4} at n = 2·10^5,
// and Cat and Mouse on the 50-node graph of bench/rules/cat50.json. Each
// iteration loads nothing: it solves one instance from its start, every
// reachable position.
//
//	go test ./games/rules -run '^$' -bench . -benchtime 3x
func BenchmarkRules(b *testing.B) {
	cat := cat50(b)
	for _, bc := range []struct {
		name, file string
		args       game.Args
	}{
		{"flip24", "flip.star", game.Args{game.TextOf(strings.Repeat("+", 24))}},
		{"subtraction200k", "subtraction.star", game.Args{game.IntOf(200_000)}},
		{"catmouse50", "catmouse.star", game.Args{game.GridOf(cat...)}},
		// Issue 31's workloads, paired with bench/rules/memo's
		// hand-written CPython solvers by bench/rules/memo/paired.py.
		{"wythoff150", "wythoff.star", game.Args{game.IntOf(150), game.IntOf(149)}},
		{"chomp9", "chomp.star", game.Args{game.IntOf(9), game.IntOf(9)}},
		{"dots2x3", "dots.star", game.Args{game.IntOf(2), game.IntOf(3)}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			s := loadExample(b, bc.file, Limits{})
			var p game.Solvable
			var err error
			cpu := cpuTime()
			for b.Loop() {
				if p, err = s.New(context.Background(), bc.args); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
			b.ReportMetric(float64(asPosition(p).g.n), "positions")
		})
	}
}

// cpuTime returns the process's user and system time so far, in
// nanoseconds: the benchmark reports it beside the wall time, since on a
// busy machine the wall time of two cores says little.
func cpuTime() int64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}

// cat50 returns the graph of bench/rules/cat50.json, Cat and Mouse on 50
// nodes.
func cat50(tb testing.TB) [][]int64 {
	tb.Helper()
	var cat struct{ Graph [][]int64 }
	data, err := os.ReadFile("../../bench/rules/cat50.json")
	if err != nil {
		tb.Fatal(err)
	}
	if err := json.Unmarshal(data, &cat); err != nil {
		tb.Fatal(err)
	}
	return cat.Graph
}

// loadExample loads examples/rules/file.
func loadExample(tb testing.TB, file string, lim Limits) *game.Spec {
	tb.Helper()
	src, err := os.ReadFile("../../examples/rules/" + file)
	if err != nil {
		tb.Fatal(err)
	}
	s, err := Load(context.Background(), file, src, lim)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// BenchmarkScale solves bench/rules/scale/king.star at n = 1000: 10^6
// positions of states (a, b), depth first, for the bytes a position
// the graph keeps (graph-B/position: its count of its arrays, as charged
// to the memory budget) and the CPU the table and the arrays take.
//
//	go test ./games/rules -run '^$' -bench Scale -benchtime 3x -cpu 1
func BenchmarkScale(b *testing.B) {
	src, err := os.ReadFile("../../bench/rules/scale/king.star")
	if err != nil {
		b.Fatal(err)
	}
	s, err := Load(context.Background(), "king.star", src, Limits{})
	if err != nil {
		b.Fatal(err)
	}
	var p game.Solvable
	cpu := cpuTime()
	for b.Loop() {
		if p, err = s.New(context.Background(), game.Args{game.IntOf(1000)}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
	g := asPosition(p).g
	b.ReportMetric(float64(g.memory())/float64(g.n), "graph-B/position")
}
