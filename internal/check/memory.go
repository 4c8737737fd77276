package check

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// Memory. A run with a memory limit, or one whose peak is wanted (--speed),
// is metered: on Linux, in a cgroup v2 of its own with memory.max set when
// the machine lets check make one (the kernel then enforces the limit on
// the whole tree and reports its peak, memory.peak), and otherwise by
// reading the resident memory of the tree's processes every few
// milliseconds, killing the tree past the limit, and the root's peak
// (getrusage's maxrss) once it exits. Address space is never limited: Go
// and Java reserve far more of it than they use. Elsewhere nothing is
// measured and a limit is refused (see [MemorySupported]).

// pollEvery is how often a metered tree's resident memory is read (its
// root's; its descendants are looked for every third time).
const pollEvery = 10 * time.Millisecond

// ParseBytes reads a size as --memory-limit takes it: a number of bytes,
// with an optional unit KiB, MiB, GiB (powers of 1024; K, M, G and KB, MB,
// GB too, as powers of 1024 as well, the way LeetCode means them): "256MiB",
// "1.5GiB", "100000".
func ParseBytes(s string) (int64, error) {
	t := strings.TrimSpace(s)
	i := strings.IndexFunc(t, func(r rune) bool { return !(r >= '0' && r <= '9' || r == '.') })
	num, unit := t, ""
	if i >= 0 {
		num, unit = t[:i], strings.TrimSpace(t[i:])
	}
	mult := map[string]float64{"": 1, "b": 1, "k": 1 << 10, "kb": 1 << 10, "kib": 1 << 10, "m": 1 << 20, "mb": 1 << 20, "mib": 1 << 20, "g": 1 << 30, "gb": 1 << 30, "gib": 1 << 30}[strings.ToLower(unit)]
	x, err := strconv.ParseFloat(num, 64)
	if err != nil || mult == 0 || x <= 0 || x*mult > math.MaxInt64/2 {
		return 0, fmt.Errorf("%q is not a size: give bytes with a unit, like 256MiB or 1GiB", s)
	}
	return int64(x * mult), nil
}

// FormatBytes writes a size in the largest unit that keeps it at least 1:
// "9.4 MiB", "256 MiB", "812 KiB".
func FormatBytes(n int64) string {
	units := []string{"bytes", "KiB", "MiB", "GiB", "TiB"}
	x, u := float64(n), 0
	for x >= 1024 && u < len(units)-1 {
		x /= 1024
		u++
	}
	switch {
	case u == 0:
		return strconv.FormatInt(n, 10) + " bytes"
	case x == math.Trunc(x) || x >= 100:
		return fmt.Sprintf("%.0f %s", x, units[u])
	}
	return fmt.Sprintf("%.1f %s", x, units[u])
}

// meter measures the memory of one tree while it runs and, with a limit,
// says when the tree passes it. Its zero limit measures only.
type meter struct {
	limit int64
	peak  atomic.Int64 // the most seen so far, in bytes
	over  chan struct{}
	once  sync.Once
	sys   meterSys // the operating system's part
}

// passed marks the limit passed, once.
func (m *meter) passed() { m.once.Do(func() { close(m.over) }) }

// see records a measure of the tree's memory, and whether it passes the
// limit.
func (m *meter) see(n int64) {
	for {
		p := m.peak.Load()
		if n <= p || m.peak.CompareAndSwap(p, n) {
			break
		}
	}
	if m.limit > 0 && n > m.limit {
		m.passed()
	}
}

// overLimit reports whether the tree passed the limit.
func (m *meter) overLimit() bool {
	select {
	case <-m.over:
		return true
	default:
		return false
	}
}

// memoryDetail says what a memory failure measured: "peak 301.2 MiB,
// past the limit of 256 MiB". A peak that rounds to the limit says by how
// much it passed it ("peak 256 MiB, past the limit of 256 MiB by 300
// KiB", not a peak past a limit of the same figure), or that it reached
// it; one below it (the kernel stopped the tree at its limit between two
// measures) says so.
func memoryDetail(peak, limit int64) string {
	p, l := FormatBytes(peak), FormatBytes(limit)
	switch {
	case peak > limit && p == l:
		return fmt.Sprintf("peak %s, past the limit of %s by %s", p, l, FormatBytes(peak-limit))
	case peak > limit:
		return fmt.Sprintf("peak %s, past the limit of %s", p, l)
	case peak == limit || p == l:
		return fmt.Sprintf("peak at the limit of %s", l)
	}
	return fmt.Sprintf("stopped at the limit of %s (the last measure: %s)", l, p)
}
