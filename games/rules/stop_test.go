package rules

import (
	"context"
	"errors"
	"runtime"
	"testing"
	"time"

	"stonegame/game"
)

// When the context ends mid-solve, New returns the context's error and
// the explorer's workers are gone: no work goes on after the answer.
func TestStopEndsWorkers(t *testing.T) {
	// Positions without end, each call busy allocating within the budget.
	src := header + "def moves(state):\n    for i in range(100):\n        s = [state] * 1000\n    return [(\"a\", state + 1)] if state else []\nexamples = [{\"n\": 0}]\n"
	for _, interpret := range []bool{false, true} {
		s := loadSrc(t, src, Limits{Workers: 2, Interpret: interpret, Positions: 1 << 30})
		before := runtime.NumGoroutine()
		ctx, cancel := context.WithCancel(context.Background())
		time.AfterFunc(100*time.Millisecond, cancel)
		_, err := s.New(ctx, game.Args{game.IntOf(1)})
		if !errors.Is(err, context.Canceled) {
			t.Fatalf("interpret=%v: got %v, want context.Canceled", interpret, err)
		}
		// The workers are waited for before New returns; allow the
		// runtime a moment to retire the goroutines' bookkeeping.
		n := 0
		for range 100 {
			if n = runtime.NumGoroutine(); n <= before {
				break
			}
			time.Sleep(10 * time.Millisecond)
		}
		if n > before {
			t.Errorf("interpret=%v: %d goroutines after New returned, %d before", interpret, n, before)
		}
	}
}
