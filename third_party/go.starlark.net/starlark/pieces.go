// stonegame: this file is not in go.starlark.net. It builds large values
// in pieces (see README.stonegame.md).

package starlark

import (
	"fmt"
	"math/bits"
	"strings"
	"unsafe"

	"go.starlark.net/syntax"
)

// Go copies a string, or the elements of a slice, in one call of the
// runtime's memmove, which neither the scheduler nor the garbage collector
// can interrupt: while a goroutine concatenates two strings of 64 MiB,
// a collection that must stop the world waits for it, and so does every
// other goroutine of the process, for tens of milliseconds on an idle
// machine and hundreds on a loaded one (a rules file doubling a string
// held a server's small requests that long). So a concatenation or
// repetition whose result is large is built in pieces: a Go loop of
// copies of at most pieceBytes, where the runtime may preempt it, and
// which stops at the thread's cancellation (Thread.Cancel), as the
// interpreter does between two instructions.
const (
	// bigValue is the size of a result, in bytes, from which it is
	// built in pieces; below it the operation is Go's own.
	bigValue = 1 << 20
	// pieceBytes is the most bytes copied at once: about 30 µs.
	pieceBytes = 256 << 10
)

// Binary returns x op y, as the package's Binary does, after CheckBinary
// (the thread's budget): a concatenation (+) or repetition (*) of strings,
// bytes, lists or tuples whose result has more than a mebibyte is built
// in pieces, and fails with the thread's cancellation when the thread is
// cancelled while it is built. The result is the same as Binary's.
func (thread *Thread) Binary(op syntax.Token, x, y Value) (Value, error) {
	if err := thread.CheckBinary(op, x, y); err != nil {
		return nil, err
	}
	if thread != nil {
		if z, ok, err := thread.bigBinary(op, x, y); ok {
			return z, err
		}
	}
	return Binary(op, x, y)
}

// bigBinary returns x op y built in pieces, and true, when op is + or *
// on sequences and the result is large; otherwise false, and the caller
// calls Binary (which also reports every error: a repeat count out of
// range, a result too large).
func (thread *Thread) bigBinary(op syntax.Token, x, y Value) (Value, bool, error) {
	switch op {
	case syntax.PLUS:
		switch x := x.(type) {
		case String:
			if y, ok := y.(String); ok && len(x)+len(y) > bigValue {
				s, err := joinStrings(thread, string(x), string(y))
				return String(s), true, err
			}
		case Bytes:
			if y, ok := y.(Bytes); ok && len(x)+len(y) > bigValue {
				s, err := joinStrings(thread, string(x), string(y))
				return Bytes(s), true, err
			}
		case *List:
			if y, ok := y.(*List); ok && (len(x.elems)+len(y.elems))*valueBytes > bigValue {
				z, err := joinValues(thread, x.elems, y.elems)
				if err != nil {
					return nil, true, err
				}
				return NewList(z), true, nil
			}
		case Tuple:
			if y, ok := y.(Tuple); ok && (len(x)+len(y))*valueBytes > bigValue {
				z, err := joinValues(thread, x, y)
				if err != nil {
					return nil, true, err
				}
				return Tuple(z), true, nil
			}
		}
	case syntax.STAR:
		seq, n := x, y
		if _, ok := x.(Int); ok {
			seq, n = y, x
		}
		count, ok := repeatable(n)
		if !ok {
			return nil, false, nil
		}
		switch s := seq.(type) {
		case String:
			if builtInPieces(len(s), count, 1) {
				r, err := repeatString(thread, string(s), count)
				return String(r), true, err
			}
		case Bytes:
			if builtInPieces(len(s), count, 1) {
				r, err := repeatString(thread, string(s), count)
				return Bytes(r), true, err
			}
		case *List:
			if builtInPieces(len(s.elems), count, valueBytes) {
				z, err := repeatValues(thread, s.elems, count)
				if err != nil {
					return nil, true, err
				}
				return NewList(z), true, nil
			}
		case Tuple:
			if builtInPieces(len(s), count, valueBytes) {
				z, err := repeatValues(thread, s, count)
				if err != nil {
					return nil, true, err
				}
				return Tuple(z), true, nil
			}
		}
	}
	return nil, false, nil
}

// repeatable returns the count of a repetition when Binary would accept
// it and it repeats at least once.
func repeatable(n Value) (int, bool) {
	i, ok := n.(Int)
	if !ok {
		return 0, false
	}
	c, err := AsInt32(i)
	return c, err == nil && c >= 1
}

// builtInPieces reports whether n elements of size bytes each, repeated count
// times, are more than bigValue bytes and fewer than maxAlloc elements
// (past it, Binary refuses the repetition).
func builtInPieces(n, count, size int) bool {
	hi, total := bits.Mul(uint(n), uint(count))
	return hi == 0 && total < maxAlloc && total*uint(size) > bigValue
}

// cancelled returns the thread's cancellation, as the interpreter reports
// it, or nil (always for a nil thread).
func (thread *Thread) cancelled() error {
	if thread == nil {
		return nil
	}
	if reason := thread.cancelReason.Load(); reason != nil {
		return fmt.Errorf("Starlark computation cancelled: %s", *reason)
	}
	return nil
}

// iterStep counts one step of a built-in's loop over an iterable (min,
// max, any, all), as the interpreter counts one an instruction, so that
// the step limit and a cancellation reach min(range(1 << 62)), which
// allocates nothing and would otherwise run for ages: it returns the
// cancellation, the step limit's included, or nil (always for a nil
// thread).
func (thread *Thread) iterStep() error {
	if thread == nil {
		return nil
	}
	thread.Steps++
	if thread.maxSteps != 0 && thread.Steps >= thread.maxSteps {
		if thread.OnMaxSteps != nil {
			thread.OnMaxSteps(thread)
		} else {
			thread.Cancel("too many steps")
		}
	}
	return thread.cancelled()
}

// pieceOf is how many elements of size bytes make a piece.
func pieceOf(size int) int { return max(1, pieceBytes/size) }

// copyIn copies src to dst[at:] a piece at a time, and returns the
// thread's cancellation between two pieces.
func copyIn[T any](thread *Thread, dst []T, at int, src []T, piece int) error {
	for i := 0; i < len(src); i += piece {
		if err := thread.cancelled(); err != nil {
			return err
		}
		copy(dst[at+i:], src[i:min(i+piece, len(src))])
	}
	return nil
}

// fill fills dst with copies of src (dst's length is a multiple of
// src's, src not empty) a piece at a time, and returns the thread's
// cancellation between two pieces.
func fill[T any](thread *Thread, dst, src []T, piece int) error {
	// A short src is first repeated into a block of about a piece, so
	// that a piece of dst takes one or two copies, not one per copy of
	// src.
	if len(src) < piece && len(dst) > piece {
		block := make([]T, 0, (piece/len(src)+1)*len(src))
		for len(block)+len(src) <= cap(block) {
			block = append(block, src...)
		}
		src = block
	}
	for at := 0; at < len(dst); {
		if err := thread.cancelled(); err != nil {
			return err
		}
		end := min(at+piece, len(dst))
		for at < end {
			at += copy(dst[at:end], src[at%len(src):])
		}
	}
	return nil
}

// bytesOf is s's bytes, not copied: they must not be written.
func bytesOf(s string) []byte { return unsafe.Slice(unsafe.StringData(s), len(s)) }

// stringOf is b as a string, not copied: b must not be written again.
func stringOf(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }

// joinStrings returns x + y, built in pieces.
func joinStrings(thread *Thread, x, y string) (string, error) {
	switch {
	case x == "":
		return y, nil
	case y == "":
		return x, nil
	}
	b := make([]byte, len(x)+len(y))
	if err := copyIn(thread, b, 0, bytesOf(x), pieceBytes); err != nil {
		return "", err
	}
	if err := copyIn(thread, b, len(x), bytesOf(y), pieceBytes); err != nil {
		return "", err
	}
	return stringOf(b), nil
}

// repeatString returns s repeated count times, built in pieces.
func repeatString(thread *Thread, s string, count int) (string, error) {
	b := make([]byte, len(s)*count)
	if err := fill(thread, b, bytesOf(s), pieceBytes); err != nil {
		return "", err
	}
	return stringOf(b), nil
}

// joinValues returns the elements of x then y, built in pieces.
func joinValues(thread *Thread, x, y []Value) ([]Value, error) {
	z := make([]Value, len(x)+len(y))
	piece := pieceOf(valueBytes)
	if err := copyIn(thread, z, 0, x, piece); err != nil {
		return nil, err
	}
	if err := copyIn(thread, z, len(x), y, piece); err != nil {
		return nil, err
	}
	return z, nil
}

// repeatValues returns the elements of x repeated count times, built in
// pieces.
func repeatValues(thread *Thread, x []Value, count int) ([]Value, error) {
	z := make([]Value, len(x)*count)
	if err := fill(thread, z, x, pieceOf(valueBytes)); err != nil {
		return nil, err
	}
	return z, nil
}

// Concat returns the concatenation of parts, built in pieces when it has
// more than a mebibyte, or the thread's cancellation (stonegame: for the
// compiled functions' sums of strings, which charge the budget first).
func (thread *Thread) Concat(parts ...string) (String, error) {
	n := 0
	for _, p := range parts {
		n += len(p)
	}
	if n <= bigValue || thread == nil {
		return String(strings.Join(parts, "")), nil
	}
	b := make([]byte, n)
	at := 0
	for _, p := range parts {
		if err := copyIn(thread, b, at, bytesOf(p), pieceBytes); err != nil {
			return "", err
		}
		at += len(p)
	}
	return String(stringOf(b)), nil
}

// StringOf returns a string of b's bytes, copied in pieces when they are
// more than a mebibyte, or the thread's cancellation.
func (thread *Thread) StringOf(b []byte) (String, error) {
	if len(b) <= bigValue || thread == nil {
		return String(b), nil
	}
	return thread.Concat(stringOf(b))
}

// appendValues is append(elems, more...), but for an array that must grow
// past a mebibyte: the new one (a quarter larger, as Go's append makes
// it, or as large as needed) is filled in pieces, which the scheduler and
// the collector can interrupt. A list's items grow this way, by append,
// +=, extend and comprehensions.
func appendValues(elems []Value, more ...Value) []Value {
	n := len(elems) + len(more)
	if n <= cap(elems) || n*valueBytes <= bigValue {
		return append(elems, more...)
	}
	z := make([]Value, n, max(n, cap(elems)+cap(elems)/4))
	piece := pieceOf(valueBytes)
	copyIn(nil, z, 0, elems, piece) // no error: no thread to cancel it
	copyIn(nil, z, len(elems), more, piece)
	return z
}
