//go:build !linux

package check

import (
	"syscall"
	"time"
)

// becomeSubreaper does nothing: child subreapers are Linux's.
func becomeSubreaper() bool { return false }

// sweep kills the process group of every tree of ts. Without /proc, the
// processes that left their group are not found; all adds nothing.
func sweep(ts []*tree, all bool) {
	for _, t := range ts {
		syscall.Kill(-t.pid, syscall.SIGKILL)
	}
}

// cpuTime cannot tell a running process's CPU time here.
func cpuTime(pid int) (cpuSample, bool) { return cpuSample{}, false }

// treeCPU cannot tell a running tree's CPU time here: the limits are
// then on the clock.
func treeCPU(t *tree) (time.Duration, bool) { return 0, false }
