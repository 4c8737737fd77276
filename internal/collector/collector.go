// Package collector is the process's one policy for Go's garbage
// collector while games are solved: how much garbage the heap may hold
// beyond what the last collection found live, as a function of that live
// heap. Go's own pacing (GOGC=100) lets the garbage grow to as much as is
// live, and to 4 MiB at least; a [Policy] bends that at both ends:
//
//   - a floor for small heaps: a rules file's functions make garbage fast
//     (Wythoff (150, 149): 46 MB in a 0.2 s solve, over a live heap of 1
//     to 5 MB), so at the default the collector ran every 10 to 60 ms,
//     each collection costing its fixed work (roots, stacks, sweeping);
//   - a cap for large ones: beside a graph of 10^7 positions, whose
//     arrays are live, long-lived and hold no pointers (cheap to
//     collect), the default would let the garbage grow to as much as the
//     arrays before collecting it: a peak of twice the graph.
//
// In between, the garbage may grow to Percent percent of what is live.
// [Use] sets a policy for the process; after each collection a tuner reads
// the heap left live (runtime/metrics "/gc/heap/live:bytes") and sets GOGC
// (runtime/debug.SetGCPercent) to what the policy allows for it. A user
// who sets GOGC or GOMEMLIMIT decides alone: Use then changes nothing.
// The soft memory limit (runtime/debug.SetMemoryLimit), which the command
// line sets to a rules file's memory limit, bounds it all: near it the
// runtime collects sooner than any policy says.
//
//	defer collector.Use(collector.Bulk)()
package collector

import (
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
)

// Policy is how much garbage the heap may hold before a collection, given
// what the last collection left live. The garbage allowed is Percent
// percent of live, at most Cap (when Cap is not 0), and at least what lets
// the heap reach Floor.
type Policy struct {
	Floor   uint64 // the heap may grow to Floor bytes, however little is live
	Percent uint64 // the garbage may grow to Percent percent of what is live (GOGC)
	Cap     uint64 // but to no more than Cap bytes (0: no cap)
}

// The policies of the program, each chosen by measurement (BENCHMARKS.md,
// "par" in issue 31's third session and "mem" in its fourth).
var (
	// Solve is the policy of the processes that solve rules files: the
	// command line (once one is open), the server and the static site's
	// solver. Its floor, 8 MiB, halves the collections of a small
	// solve (Wythoff (150, 149): 16 to 6; 5% of its CPU) for 1 to 3 MiB
	// of peak; larger floors saved little more CPU and added their size
	// to the peak. Its cap keeps the peak of a large graph within 64 MiB
	// of what is live (10^7 positions: 287 MiB).
	Solve = Policy{Floor: 8 << 20, Percent: 100, Cap: 64 << 20}

	// Bulk is the policy while a whole input is read and kept: a few
	// large slices that grow and stay live until the answer, whose
	// garbage is their own old arrays. Collecting at every doubling of
	// the heap costs more than the solving (10^7 stones: 1.4 s instead
	// of 0.6 s, mostly the kernel's time to fault the memory back in).
	Bulk = Policy{Percent: 400}
)

// minHeap is the runtime's least heap goal at GOGC=100; it grows with
// GOGC (4 MiB × GOGC/100).
const minHeap = 4 << 20

// GOGC returns the GOGC that lets a heap of live bytes hold the garbage
// p allows. Go's goal at GOGC=g is live × (1 + g/100), and at least
// minHeap × g/100: so a floor raises GOGC no further than Floor/minHeap ×
// 100 (past that, the least goal alone would pass the floor). It is at
// least 1: GOGC=0 would collect without pause.
func (p Policy) GOGC(live uint64) int {
	g := p.Percent
	if p.Floor > 0 && live < p.Floor && live+live*g/100 < p.Floor {
		top := p.Floor * 100 / minHeap
		switch {
		case top <= g: // the least goal meets the floor already
		case live == 0:
			g = top
		default:
			g = min((p.Floor-live)*100/live, top)
		}
	}
	if p.Cap > 0 && live > 0 && live*g/100 > p.Cap {
		g = p.Cap * 100 / live
	}
	return int(min(max(g, 1), math.MaxInt32))
}

var (
	mu     sync.Mutex
	uses   []*Policy // the policies in use, the last in force; none: Go's own pacing
	before int       // GOGC before the first Use
	armed  bool      // a sentinel waits for the next collection
	live   = []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
)

// Use makes p the process's policy, at once and after each collection,
// until the function it returns is called. The last policy set and not
// yet given back is in force; when none is left, Go's own pacing is, with
// GOGC as it was before the first. So the calls may nest, and goroutines
// may each use one and give it back in any order (a server's requests).
// Unless the environment sets GOGC or GOMEMLIMIT: then Use changes nothing.
func Use(p Policy) (restore func()) {
	if !tunable(os.Getenv) {
		return func() {}
	}
	mu.Lock()
	defer mu.Unlock()
	if len(uses) == 0 {
		before = debug.SetGCPercent(100)
	}
	u := &p
	uses = append(uses, u)
	tune()
	if !armed {
		armed = true
		runtime.SetFinalizer(&sentinel{}, (*sentinel).collected)
	}
	var once sync.Once
	return func() {
		once.Do(func() {
			mu.Lock()
			defer mu.Unlock()
			for i, v := range uses {
				if v == u {
					uses = append(uses[:i], uses[i+1:]...)
					break
				}
			}
			if len(uses) == 0 {
				debug.SetGCPercent(before)
			} else {
				tune()
			}
		})
	}
}

// tunable reports whether the collector is the process's to set: the
// user set neither GOGC nor GOMEMLIMIT.
func tunable(getenv func(string) string) bool {
	return getenv("GOGC") == "" && getenv("GOMEMLIMIT") == ""
}

// tune sets GOGC from the heap left live by the last collection, as the
// policy in force says. The caller holds mu, and a policy is in use.
func tune() {
	metrics.Read(live)
	if live[0].Value.Kind() != metrics.KindUint64 {
		return
	}
	debug.SetGCPercent(uses[len(uses)-1].GOGC(live[0].Value.Uint64()))
}

// sentinel is garbage that a collection finds: its finalizer tunes the
// collector and sets itself again for the next collection, while a
// policy is in use. Reading the metric and setting GOGC take about a
// microsecond a collection.
type sentinel struct {
	// 16 bytes: a smaller object without pointers may share a block of
	// the runtime's tiny allocator, and then never be finalized.
	_ [16]byte
}

func (s *sentinel) collected() {
	mu.Lock()
	defer mu.Unlock()
	if len(uses) == 0 {
		armed = false
		return
	}
	tune()
	runtime.SetFinalizer(s, (*sentinel).collected)
}
