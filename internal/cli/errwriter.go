package cli

import "io"

// errWriter writes to w until a write fails, and keeps that first error:
// output printed in many pieces (help, usage) checks it once at the end.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) Write(p []byte) (int, error) {
	if e.err != nil {
		return 0, e.err
	}
	n, err := e.w.Write(p)
	e.err = err
	return n, err
}
