//go:build unix

package check

import "syscall"

// newGroup makes the process of a start the leader of a process group of
// its own, so that its tree can be killed whole.
func newGroup(a *syscall.SysProcAttr) { a.Setpgid = true }
