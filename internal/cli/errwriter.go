package cli

import (
	"errors"
	"io"
)

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

// outputWriter is a command's standard output: its write errors are
// [outputError]s, so that they are reported as the output's, not blamed
// on the input being read (solve FILE > /dev/full once said "FILE: write
// /dev/stdout: no space left on device").
type outputWriter struct{ w io.Writer }

func (o outputWriter) Write(p []byte) (int, error) {
	n, err := o.w.Write(p)
	if err != nil {
		err = &outputError{err}
	}
	return n, err
}

// outputError is an error writing a command's output; it reads as the
// write's own ("write /dev/stdout: no space left on device").
type outputError struct{ err error }

func (e *outputError) Error() string { return e.err.Error() }
func (e *outputError) Unwrap() error { return e.err }

// isOutputError reports whether err is, or wraps, an [outputError].
func isOutputError(err error) bool {
	var oe *outputError
	return errors.As(err, &oe)
}
