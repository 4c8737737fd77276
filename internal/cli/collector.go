package cli

import (
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
)

// The collector's setting while a rules file is solved. Depth first
// keeps little (a few MB for 10^5 positions), and the file's functions
// make garbage fast: at the runtime's default (GOGC=100, the heap
// collected when it doubles, and at 4 MiB at least) the collector ran 100
// to 250 times a solve of BENCHMARKS.md's workloads, every 10 to 60 ms.
// So, unless the user set GOGC or GOMEMLIMIT, the heap may grow to
// collectorFloor before it is collected, however little is live; past
// collectorFloor/2 live, GOGC is the default again, so a large game's
// peak is what it was. The soft memory limit (softMemoryLimit) still
// bounds it all.

// collectorFloor is the least heap the collector lets grow before it
// collects: the figures in BENCHMARKS.md ("par") chose it, peak memory
// against CPU time.
const collectorFloor = 8 << 20

var tuneOnce sync.Once

// tuneCollector sets the collector for solving rules files, once per
// process, unless the environment sets GOGC or GOMEMLIMIT.
func tuneCollector() {
	if !tunable(os.Getenv) {
		return
	}
	tuneOnce.Do(func() {
		t := &gcTuner{floor: collectorFloor, sample: []metrics.Sample{{Name: "/gc/heap/live:bytes"}}}
		t.tune()
		runtime.SetFinalizer(&gcSentinel{t}, (*gcSentinel).collected)
	})
}

// tunable reports whether the collector is the process's to set: the
// user set neither GOGC nor GOMEMLIMIT.
func tunable(getenv func(string) string) bool {
	return getenv("GOGC") == "" && getenv("GOMEMLIMIT") == ""
}

// gcTuner sets GOGC after each collection from the heap left live.
type gcTuner struct {
	floor  uint64
	sample []metrics.Sample
}

// gcSentinel is garbage that a collection finds: its finalizer tunes
// the collector and sets itself again, for the next collection.
type gcSentinel struct{ t *gcTuner }

func (s *gcSentinel) collected() {
	s.t.tune()
	runtime.SetFinalizer(s, (*gcSentinel).collected)
}

func (t *gcTuner) tune() {
	metrics.Read(t.sample)
	if t.sample[0].Value.Kind() != metrics.KindUint64 {
		return
	}
	debug.SetGCPercent(gcPercent(t.sample[0].Value.Uint64(), t.floor))
}

// gcPercent is the GOGC that lets a heap of live bytes grow to floor
// before the next collection, or 100 (the default) when that is less.
// The runtime's least heap goal, 4 MiB at GOGC=100, grows with GOGC
// too: so at most floor/4 MiB times 100.
func gcPercent(live, floor uint64) int {
	const minHeap = 4 << 20
	top := floor * 100 / minHeap
	if 2*live >= floor || top <= 100 {
		return 100
	}
	if live == 0 {
		return int(top)
	}
	return int(min((floor-live)*100/live, top))
}
