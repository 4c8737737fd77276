package rules

import (
	"context"
	"fmt"
	"testing"

	"stonegame/game"
)

// TestDepthFirst solves instances of every example depth first (the
// default, for the games whose positions never repeat) and breadth first
// with retrograde analysis: every position must have the same results,
// the start the same options and line.
func TestDepthFirst(t *testing.T) {
	// Some instances of these go breadth first: Cat and Mouse's positions
	// can repeat; Kalah's turns are to_move's, which depth first leaves
	// to breadth first.
	loopy := map[string]bool{"catmouse.star": true, "kalah.star": true}
	for file, list := range exampleInstances(t) {
		t.Run(file, func(t *testing.T) {
			s := loadExample(t, file, Limits{})
			breadth := 0
			for _, args := range list {
				a := start(t, s, args...)
				bfs := *a.g.r
				bfs.breadthFirst = true
				b, err := bfs.solve(context.Background(), args)
				if err != nil {
					t.Fatal(err)
				}
				if b.g.dfs {
					t.Fatalf("%s: solved depth first when told breadth first", s.Notation(args))
				}
				if !a.g.dfs {
					breadth++
					continue
				}
				if a.g.dense != nil {
					continue // solved over its index: see TestDenseChomp
				}
				ga, gb := a.g, b.g
				if ga.n != gb.n || ga.moves != int64(len(gb.edges)) {
					t.Fatalf("%s: %d positions and %d moves depth first, %d and %d breadth first", s.Notation(args), ga.n, ga.moves, gb.n, len(gb.edges))
				}
				for id := range ga.n {
					k := ga.key(id)
					j := gb.find(k, gb.hash(k))
					if j < 0 {
						t.Fatalf("%s: position %d of depth first is not in breadth first's graph", s.Notation(args), id)
					}
					got, want := results(ga, id), results(gb, j)
					if got != want {
						t.Fatalf("%s: position %s: depth first %s, breadth first %s", s.Notation(args), ga.describeNode(id), got, want)
					}
				}
				if x, y := fmt.Sprint(a.Options(), a.Solve(), a.Line()), fmt.Sprint(b.Options(), b.Solve(), b.Line()); x != y {
					t.Errorf("%s: depth first %s, breadth first %s", s.Notation(args), x, y)
				}
				walk(t, a, func(p Position) {
					if len(p.labels()) != len(p.kids()) {
						t.Fatalf("%s: %d labels and %d moves", p.Describe(), len(p.labels()), len(p.kids()))
					}
				})
			}
			if got := breadth > 0; got != loopy[file] {
				t.Errorf("some instance solved breadth first: got %v, want %v", got, loopy[file])
			}
		})
	}
}

// results says what the graph holds of position id.
func results(g *graph, id int32) string {
	s := fmt.Sprint("end ", g.termOf(id))
	if g.score != nil {
		s += fmt.Sprint(" score ", g.scoreOf(id))
	}
	if g.value != nil {
		s += fmt.Sprint(" value ", g.valueOf(id), " remoteness ", g.remOf(id))
	}
	if g.grundy != nil {
		s += fmt.Sprint(" grundy ", g.grundyOf(id))
	}
	return s
}

// BenchmarkChomp solves Chomp (examples/rules/chomp.star) on an n × n bar
// depth first: 184,756 positions at 10, 705,432 at 11, each with up to
// n² - 1 moves, for the engine's part of a move (its key, its probe of
// the table, the walk) beside the file's code, in a profile.
//
//	go test -c -o /tmp/rules.test ./games/rules && cd games/rules &&
//	/tmp/rules.test -test.run '^$' -test.bench 'BenchmarkChomp/11$' -test.benchtime 1x -test.cpu 1 -test.cpuprofile /tmp/p
func BenchmarkChomp(b *testing.B) {
	for _, n := range []int64{10, 11} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			s := loadExample(b, "chomp.star", Limits{})
			cpu := cpuTime()
			for b.Loop() {
				if _, err := s.New(context.Background(), game.Args{game.IntOf(n), game.IntOf(n)}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(cpuTime()-cpu)/float64(b.N), "cpu-ns/op")
		})
	}
}
