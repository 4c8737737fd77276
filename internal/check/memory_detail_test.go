package check

import "testing"

// TestMemoryDetail (issue 28): a memory failure never says a peak is past
// a limit of the same figure ("peak 256 MiB, past the limit of 256 MiB").
func TestMemoryDetail(t *testing.T) {
	const mib = 1 << 20
	for _, c := range []struct {
		peak, limit int64
		want        string
	}{
		{301*mib + mib/5, 256 * mib, "peak 301 MiB, past the limit of 256 MiB"},
		{10*mib + mib/5, 8 * mib, "peak 10.2 MiB, past the limit of 8 MiB"},
		{256*mib + 300<<10, 256 * mib, "peak 256 MiB, past the limit of 256 MiB by 300 KiB"},
		{256 * mib, 256 * mib, "peak at the limit of 256 MiB"},
		{256*mib - 10, 256 * mib, "peak at the limit of 256 MiB"},
		{200 * mib, 256 * mib, "stopped at the limit of 256 MiB (the last measure: 200 MiB)"},
	} {
		if got := memoryDetail(c.peak, c.limit); got != c.want {
			t.Errorf("memoryDetail(%d, %d): got %q, want %q", c.peak, c.limit, got, c.want)
		}
	}
}
