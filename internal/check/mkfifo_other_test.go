//go:build !unix

package check

import "errors"

// mkfifo makes a named pipe at path: not here.
func mkfifo(path string) error { return errors.ErrUnsupported }
