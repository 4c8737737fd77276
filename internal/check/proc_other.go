//go:build !linux

package check

import "syscall"

// becomeSubreaper does nothing: child subreapers are Linux's.
func becomeSubreaper() bool { return false }

// sweep kills the process group of every tree of ts. Without /proc, the
// processes that left their group are not found; all adds nothing.
func sweep(ts []*tree, all bool) {
	for _, t := range ts {
		syscall.Kill(-t.pid, syscall.SIGKILL)
	}
}
