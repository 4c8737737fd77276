package collector

import (
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

const mb = 1 << 20

func TestPercent(t *testing.T) {
	floor := func(f uint64) Policy { return Policy{Floor: f, Percent: 100} }
	for _, tc := range []struct {
		name string
		p    Policy
		live uint64
		want int
	}{
		{"grows to the floor", floor(12 * mb), 4 * mb, 200},
		{"grows to the floor, less live", floor(12 * mb), 3 * mb, 300},
		{"the least goal, 4 MiB × 3, is the floor", floor(12 * mb), 2 * mb, 300},
		{"doubling reaches the floor", floor(12 * mb), 6 * mb, 100},
		{"a large heap", floor(12 * mb), 100 * mb, 100},
		{"nothing live", floor(12 * mb), 0, 300},
		{"a floor the default meets", floor(4 * mb), 0, 100},
		{"a higher floor", floor(16 * mb), 3 * mb, 400},
		{"under the cap", Solve, 32 * mb, 100},
		{"at the cap", Solve, 64 * mb, 100},
		{"past the cap", Solve, 256 * mb, 25},
		{"far past the cap", Solve, 1 << 40, 1},
		{"the floor, not the cap", Solve, 1 * mb, 200},
		{"bulk, small", Bulk, 1 * mb, 400},
		{"bulk, large", Bulk, 1 << 30, 400},
		{"no policy but GOGC", Policy{Percent: 50}, 10 * mb, 50},
	} {
		if got := tc.p.GOGC(tc.live); got != tc.want {
			t.Errorf("%s: %+v.GOGC(%d) = %d, want %d", tc.name, tc.p, tc.live, got, tc.want)
		}
	}
}

func TestTunable(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		want bool
	}{
		{map[string]string{}, true},
		{map[string]string{"GOGC": "100"}, false},
		{map[string]string{"GOGC": "off"}, false},
		{map[string]string{"GOMEMLIMIT": "1GiB"}, false},
	} {
		if got := tunable(func(k string) string { return tc.env[k] }); got != tc.want {
			t.Errorf("%v: tunable %v, want %v", tc.env, got, tc.want)
		}
	}
}

// gcPercent returns the GOGC in force.
func gcPercent() int {
	g := debug.SetGCPercent(100)
	debug.SetGCPercent(g)
	return g
}

// TestUse: a policy is in force at once and after collections, a nested
// one until it is restored, and GOGC is what it was after the last.
func TestUse(t *testing.T) {
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	defer debug.SetGCPercent(debug.SetGCPercent(77))
	const small = 1 << 30 // a floor no test heap reaches: GOGC is its top
	floor := Policy{Floor: small, Percent: 100}
	restore := Use(floor)
	if got, want := gcPercent(), floor.GOGC(0); got != want {
		t.Errorf("in use: GOGC %d, want %d", got, want)
	}
	inner := Use(Bulk)
	if got := gcPercent(); got != 400 {
		t.Errorf("nested: GOGC %d, want 400", got)
	}
	inner()
	// After the collections, the tuner has set the outer policy's GOGC
	// again (the finalizer runs soon after a collection: wait a bounded
	// while for it).
	debug.SetGCPercent(55)
	want := floor.GOGC(0)
	for i := 0; i < 100 && gcPercent() != want; i++ {
		runtime.GC()
		time.Sleep(time.Millisecond)
	}
	if got := gcPercent(); got != want {
		t.Errorf("after collections: GOGC %d, want %d", got, want)
	}
	restore()
	if got := gcPercent(); got != 77 {
		t.Errorf("restored: GOGC %d, want 77", got)
	}
}

func TestUseEnvironment(t *testing.T) {
	t.Setenv("GOGC", "150")
	defer debug.SetGCPercent(debug.SetGCPercent(150))
	defer Use(Bulk)()
	if got := gcPercent(); got != 150 {
		t.Errorf("GOGC=150 in the environment: GOGC %d, want 150", got)
	}
}

// TestUseOutOfOrder: policies given back in any order leave the last one
// still in use in force, and GOGC as it was when none is left.
func TestUseOutOfOrder(t *testing.T) {
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	defer debug.SetGCPercent(debug.SetGCPercent(77))
	a := Use(Policy{Percent: 200})
	b := Use(Policy{Percent: 300})
	c := Use(Policy{Percent: 400})
	b()
	if got := gcPercent(); got != 400 {
		t.Errorf("b given back: GOGC %d, want 400", got)
	}
	c()
	c() // twice: nothing more
	if got := gcPercent(); got != 200 {
		t.Errorf("b and c given back: GOGC %d, want 200", got)
	}
	a()
	if got := gcPercent(); got != 77 {
		t.Errorf("all given back: GOGC %d, want 77", got)
	}
}
