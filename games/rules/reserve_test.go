package rules

import (
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"go.starlark.net/starlark"
	"go.starlark.net/syntax"
)

// TestNoAddressReservation checks that go.starlark.net's small ints no
// longer reserve 4 GiB of address space at start-up (issue 28, item 6):
// no mapping of the process is 1 GiB or more, and ints still work on
// both sides of the reserved span.
func TestNoAddressReservation(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads /proc/self/maps")
	}
	maps, err := os.ReadFile("/proc/self/maps")
	if err != nil {
		t.Skip(err)
	}
	for line := range strings.Lines(string(maps)) {
		lo, hi, ok := strings.Cut(strings.Fields(line)[0], "-")
		if !ok {
			continue
		}
		a, err1 := strconv.ParseUint(lo, 16, 64)
		b, err2 := strconv.ParseUint(hi, 16, 64)
		if err1 != nil || err2 != nil {
			t.Fatalf("cannot read %q", line)
		}
		if b-a >= 1<<30 {
			t.Errorf("a mapping of %d MiB: %s", (b-a)>>20, strings.TrimSpace(line))
		}
	}
	for _, x := range []int64{0, 1, -1, 1<<23 - 1, 1 << 23, -1 << 23, -1<<23 - 1, 1<<31 - 1, -1 << 31, 1 << 40} {
		v := starlark.MakeInt64(x)
		got, ok := v.Int64()
		if !ok || got != x || v.String() != strconv.FormatInt(x, 10) {
			t.Errorf("MakeInt64(%d) = %v (%d, %v)", x, v, got, ok)
		}
		w, err := starlark.Binary(syntax.PLUS, v, starlark.MakeInt(1))
		if err != nil || w.String() != strconv.FormatInt(x+1, 10) {
			t.Errorf("%d + 1 = %v, %v", x, w, err)
		}
	}
	var zero starlark.Int
	if zero.String() != "0" {
		t.Errorf("the zero Int is %v", zero)
	}
}
