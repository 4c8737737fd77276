package rules

import (
	"errors"
	"fmt"
	"strings"
	"sync/atomic"

	"go.starlark.net/resolve"
	"go.starlark.net/starlark"
	"go.starlark.net/syntax"
)

// This file calls a rules file's functions: with the step limit, without
// letting a panic of the interpreter out, and with errors that name the
// file, the line and the column.

// Error is a mistake in a rules file, or in what one of its functions did,
// at a place in the file: Error() reads "flip.star:7:12: msg". Line and
// Col are 1-based, 0 when the place is not known (then Error() reads
// "flip.star: msg"). The web page shows it at its line. An error of a
// limit hit says which ([Error.Limit]).
type Error struct {
	File      string
	Line, Col int
	Msg       string

	limit string // the limit hit, "" for a mistake
}

// Limit names the field of [Limits] whose bound stopped the work, in
// lower case ("positions", "steps", "time" or "memory"), or returns "" for
// an error that is a mistake in the file. A front end that lets the user
// raise the limits says how from it.
func (e *Error) Limit() string { return e.limit }

// limitError is the error of a limit hit while solving file.
func limitError(file, limit, format string, args ...any) *Error {
	return &Error{File: file, Msg: fmt.Sprintf(format, args...), limit: limit}
}

func (e *Error) Error() string {
	if e.Line == 0 {
		return e.File + ": " + e.Msg
	}
	if e.Col == 0 {
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// errorAt returns an Error at pos (the file's own name when pos has
// none).
func errorAt(file string, pos syntax.Position, format string, args ...any) *Error {
	e := &Error{File: file, Msg: fmt.Sprintf(format, args...)}
	if pos.IsValid() {
		e.Line, e.Col = int(pos.Line), int(pos.Col)
	}
	return e
}

// loadError turns an error of parsing, resolving or running the file's
// top level into an Error.
func loadError(file string, err error) error {
	var se syntax.Error
	var rl resolve.ErrorList
	var ee *starlark.EvalError
	switch {
	case errors.As(err, &se):
		return errorAt(file, se.Pos, "%s", se.Msg)
	case errors.As(err, &rl) && len(rl) > 0:
		e := errorAt(file, rl[0].Pos, "%s", rl[0].Msg)
		if len(rl) > 1 {
			e.Msg += fmt.Sprintf(" (and %d more %s)", len(rl)-1, plural(len(rl)-1, "error"))
		}
		return e
	case errors.As(err, &ee):
		return evalError(file, ee, "")
	}
	return &Error{File: file, Msg: err.Error()}
}

// evalError turns an error of the interpreter into an Error at the
// innermost place of the file it happened in, saying in what call.
func evalError(file string, ee *starlark.EvalError, what string) *Error {
	var pos syntax.Position
	fn := ""
	for i := 0; i < len(ee.CallStack); i++ {
		fr := ee.CallStack.At(i)
		if fr.Pos.IsValid() && fr.Pos.Line > 0 {
			pos, fn = fr.Pos, fr.Name
			break
		}
	}
	msg := ee.Msg
	if fn != "" && fn != "<toplevel>" && what == "" {
		msg = "in " + fn + ": " + msg
	} else if what != "" {
		msg = what + ": " + msg
		if fn != "" && !strings.HasPrefix(what, fn+"(") && !strings.HasPrefix(what, fn+" ") && fn != "<toplevel>" {
			msg += " (in " + fn + ")"
		}
	}
	return errorAt(file, pos, "%s", msg)
}

// caller runs the file's functions on one goroutine, with one thread.
type caller struct {
	file  string
	th    *starlark.Thread
	steps uint64       // the most steps one call may take
	stop  func() error // the reason a call was cancelled, when it was (ctx, time)

	// Where a call was when it ran out of steps: the interpreter reports
	// the start of the function for some instructions of a loop, so the
	// caller steps on a little (extra steps) to find a line of its body.
	extra uint64
	at    syntax.Position
	atFn  string

	halt atomic.Bool // set when the calls are cancelled
	ct   *cthread    // runs the compiled functions

	loops   map[[2]int32]syntax.Position // see idleLoops
	mem     *budget                      // the memory budget the calls charge
	charged int64                        // what the running call took from the budget
	reserve int64                        // what of it is not charged yet
}

// stepsPast is how many steps past the limit a call may take to find
// where it is.
const stepsPast = 64

func newCaller(file string, steps uint64, mem *budget) *caller {
	c := &caller{file: file, steps: steps, mem: mem}
	c.th = &starlark.Thread{Name: file, Print: func(*starlark.Thread, string) {}, OnAlloc: c.onAlloc}
	c.th.SetMaxExecutionSteps(steps)
	c.th.OnMaxSteps = func(th *starlark.Thread) {
		fr := th.CallFrame(0)
		for d := 1; fr.Pos.Line == 0 && d < th.CallStackDepth(); d++ {
			fr = th.CallFrame(d) // a built-in's loop (min(range(…))): its call's place
		}
		if fr.Pos.Line > 0 && (fr.Pos.Line > c.at.Line || fr.Name != c.atFn) {
			c.at, c.atFn = fr.Pos, fr.Name
		}
		if c.extra < stepsPast {
			c.extra++
			th.SetMaxExecutionSteps(c.steps + c.extra)
			return
		}
		th.Cancel("too many steps")
	}
	return c
}

// call calls b's function with args, compiled when it is. what names the
// call in errors: "moves(state = \"++\")". A runtime error is an [Error]
// at its place; a call stopped by the step limit says so at the place it
// was stopped; a call cancelled by its context returns the context's
// cause.
func (c *caller) call(b *binding, args starlark.Tuple, what func() string) (starlark.Value, error) {
	v, _, err := c.run(b, args, nil)
	if err == nil {
		return v, nil
	}
	if c.stop != nil {
		if cause := c.stop(); cause != nil {
			return nil, cause
		}
	}
	var pe panicError
	if errors.As(err, &pe) {
		return nil, errorAt(c.file, b.fn.Position(), "%s: the Starlark interpreter failed (%v); please report this file", what(), pe.v)
	}
	if e := c.memoryError(err, what()); e != nil {
		return nil, e
	}
	var ee *starlark.EvalError
	if !errors.As(err, &ee) {
		return nil, errorAt(c.file, b.fn.Position(), "%s: %v", what(), err)
	}
	if c.th.Steps >= c.steps {
		return nil, c.stepsError(what())
	}
	return nil, evalError(c.file, ee, what())
}

// panicError is a panic of the interpreter, or of the compiled code,
// recovered.
type panicError struct{ v any }

func (e panicError) Error() string { return fmt.Sprint(e.v) }

// run calls b's function with args, compiled when it is and with sink (if
// not nil) for its moves; its error is as the interpreter returns it.
func (c *caller) run(b *binding, args starlark.Tuple, sink *moveSink) (v starlark.Value, sunk bool, err error) {
	defer func() {
		c.release()
		if r := recover(); r != nil {
			c.ct = nil // its frames are lost
			v, sunk, err = nil, false, panicError{r}
		}
	}()
	c.th.Steps, c.extra, c.at, c.atFn = 0, 0, syntax.Position{}, ""
	c.th.SetMaxExecutionSteps(c.steps)
	// A step limit's cancellation ends one call, not the next (a call run
	// again, to find its error's place); a stop's stays: it is stored in
	// halt before the thread is cancelled, so it is seen here or after.
	c.th.Uncancel()
	if c.halt.Load() {
		c.th.Cancel("stopped")
	}
	if b.code == nil {
		v, err = starlark.Call(c.th, b.fn, args, nil)
		return v, false, err
	}
	if c.ct == nil {
		c.ct = &cthread{c: c, th: c.th, halt: &c.halt}
	}
	c.ct.limit = c.steps
	c.ct.pendErr, c.ct.pend = nil, c.ct.pend[:0]
	c.ct.naccs = 0
	return c.ct.callSink(b.code, args, sink)
}

// brief returns v's repr for a message, cut to about 60 characters.
func brief(v starlark.Value) string {
	s := v.String()
	if len(s) > 60 {
		s = s[:57] + "..."
	}
	return s
}

// grouped writes n with commas: 10,000,000.
func grouped(n uint64) string {
	s := fmt.Sprint(n)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

func plural(n int, thing string) string {
	if n == 1 {
		return thing
	}
	return thing + "s"
}

// stepsError says that a call (what) ran out of steps, and where.
func (c *caller) stepsError(what string) *Error {
	msg := fmt.Sprintf("%s took more than %s steps, the step limit: is a loop endless?", what, grouped(c.steps))
	if c.atFn != "" && c.atFn != "<toplevel>" && !strings.HasPrefix(what, c.atFn+" ") {
		msg += " (in " + c.atFn + ")"
	}
	at := c.at
	if w, ok := c.loops[[2]int32{at.Line, at.Col}]; ok {
		at = w // stopped at its def: in a loop of no placed instruction
	}
	e := errorAt(c.file, at, "%s", msg)
	e.limit = "steps"
	return e
}
