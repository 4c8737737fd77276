//go:build !unix

package check

import "syscall"

// newGroup does nothing where there are no process groups (js/wasm, where
// check runs only with a [Runner] and starts no process).
func newGroup(a *syscall.SysProcAttr) {}
