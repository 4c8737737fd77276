package rules

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"sync/atomic"

	"go.starlark.net/starlark"
	"go.starlark.net/syntax"
)

// This file runs the functions compile.go compiled: their frames, their
// calls, their steps and their errors, and the operations of Starlark
// with fast paths for small ints, strings, tuples and lists. Every
// operation falls back to go.starlark.net's own (starlark.Binary,
// starlark.Compare, starlark.Call...) or to a copy of its logic with the
// same messages, so a compiled function gives the interpreter's results
// and errors.

// cfunc is a function of the file compiled to Go closures.
type cfunc struct {
	fn      *starlark.Function // the same function, for the interpreter and its defaults
	name    string
	nparams int // its parameters, all positional
	nlocals int // parameters first
	cost    uint64
	at      syntax.Position // where a call stopped by the step limit is said to be
	pos0    syntax.Position // the position of its first instruction
	body    execFn          // nil when it is not compiled
	pairs   int             // statements compiled by sinkPair, for the tests
	memo    bool            // it has a parameter block (see compile_memo.go)
	ncse    int             // slots for comprehensions' items (see cseSite)
	// skips are the labels a lazy sink skips, by their spans (see
	// lazy.go).
	skips map[span]bool
}

// ctl is how a statement ends.
type ctl uint8

const (
	ctlNext ctl = iota
	ctlBreak
	ctlContinue
	ctlReturn
)

type (
	execFn func(fr *frame) (ctl, error)
	evalFn func(fr *frame) (starlark.Value, error)
	condFn func(fr *frame) (bool, error)
)

// cthread runs compiled functions for one caller: its Starlark thread
// (for builtins and the functions left to the interpreter), its step
// limit, and the frames of the calls under way.
type cthread struct {
	c      *caller
	th     *starlark.Thread
	halt   *atomic.Bool
	limit  uint64
	depth  int
	frames []*frame

	// scratch holds the items of the lists comprehensions are building,
	// one above the other.
	scratch []starlark.Value
	bytes   []byte            // for strings being built (see boxApp)
	accs    []*acc            // the comprehensions' accumulators (see acc)
	naccs   int               // how many of accs are taken
	memos   map[*cfunc]*pmemo // the parameter blocks' values (see compile_memo.go)

	// An error on its way out of compiled calls, and their frames
	// (innermost first) that its stack still lacks at index pendAt.
	pendErr *starlark.EvalError
	pendAt  int
	pend    []starlark.CallFrame
}

// frame is one call of a compiled function. Frames are kept per depth
// and reused.
type frame struct {
	t      *cthread
	fn     *cfunc
	locals []starlark.Value
	// ints[i] is local i's value when iok[i]: an int kept unboxed, and
	// boxed into locals[i] when asked for as a value.
	ints []int64
	iok  []bool
	cse  []cseSlot // see cseSite
	ret  starlark.Value
	sink *moveSink // where a sinkable return sends its moves, or nil
	sunk bool      // a return sent its moves to sink
}

// maxDepthCalls is the interpreter's bound on nested calls.
const maxDepthCalls = 100_000

// call runs cf with positional args. A call the compiled body cannot take
// (too many or too few arguments) goes to the interpreter, for its errors.
// With a sink, a return of cf's that can sends its moves to the sink; the
// call then returns nil, and sunk reports it.
func (t *cthread) call(cf *cfunc, args []starlark.Value, sink *moveSink) (starlark.Value, error) {
	v, _, err := t.callSink(cf, args, sink)
	return v, err
}

func (t *cthread) callSink(cf *cfunc, args []starlark.Value, sink *moveSink) (v starlark.Value, sunk bool, err error) {
	if len(args) > cf.nparams || cf.body == nil {
		v, err = t.interpret(cf, args)
		return v, false, err
	}
	for i := len(args); i < cf.nparams; i++ {
		if cf.fn.ParamDefault(i) == nil {
			v, err = t.interpret(cf, args)
			return v, false, err
		}
	}
	t.depth++
	if t.depth+t.th.CallStackDepth() > maxDepthCalls {
		t.depth--
		//lint:ignore ST1005 the interpreter's own message
		return nil, false, t.failIn(cf, cf.pos0, errors.New("Starlark stack overflow"))
	}
	if len(t.frames) < t.depth {
		t.frames = append(t.frames, new(frame))
	}
	fr := t.frames[t.depth-1]
	fr.t, fr.fn, fr.ret, fr.sink, fr.sunk = t, cf, nil, sink, false
	if cap(fr.locals) < cf.nlocals {
		fr.locals = make([]starlark.Value, cf.nlocals)
		fr.ints = make([]int64, cf.nlocals)
		fr.iok = make([]bool, cf.nlocals)
	}
	fr.locals, fr.ints, fr.iok = fr.locals[:cf.nlocals], fr.ints[:cf.nlocals], fr.iok[:cf.nlocals]
	if cap(fr.cse) < cf.ncse {
		fr.cse = make([]cseSlot, cf.ncse)
	}
	fr.cse = fr.cse[:cf.ncse]
	clear(fr.iok)
	n := copy(fr.locals, args)
	for i := n; i < cf.nparams; i++ {
		fr.locals[i] = cf.fn.ParamDefault(i)
	}
	err = fr.tick(cf.cost, cf.at)
	if err == nil {
		var c ctl
		c, err = cf.body(fr)
		v = fr.ret
		if c != ctlReturn {
			v = starlark.None
		}
	}
	sunk = fr.sunk
	clear(fr.locals)
	fr.ret, fr.sink = nil, nil
	t.depth--
	if err != nil {
		if t.depth == 0 {
			t.unwound()
		}
		return nil, false, err
	}
	if sunk {
		v = nil
	}
	return v, sunk, nil
}

// interpret calls cf's function in the interpreter.
func (t *cthread) interpret(cf *cfunc, args []starlark.Value) (starlark.Value, error) {
	return starlark.Call(t.th, cf.fn, append(starlark.Tuple(nil), args...), nil)
}

// tick counts n steps, and stops the call at the step limit or when it is
// cancelled; at is where the call is then said to be.
func (fr *frame) tick(n uint64, at syntax.Position) error {
	if fr.over(n) {
		return fr.stop(at)
	}
	return nil
}

// over counts n steps and reports whether the call must stop, at the
// step limit or cancelled (small, to be inlined in the loops).
func (fr *frame) over(n uint64) bool {
	t := fr.t
	t.th.Steps += n
	return t.th.Steps >= t.limit || t.halt.Load()
}

func (fr *frame) stop(at syntax.Position) error {
	t := fr.t
	if t.halt.Load() {
		//lint:ignore ST1005 the interpreter's own message
		return fr.fail(at, errors.New("Starlark computation cancelled: stopped"))
	}
	if t.c != nil {
		t.c.at, t.c.atFn = at, fr.fn.name
	}
	//lint:ignore ST1005 the interpreter's own message
	return fr.fail(at, errors.New("Starlark computation cancelled: too many steps"))
}

// fail returns err as the interpreter would: an EvalError whose innermost
// frame is this call at pos.
func (fr *frame) fail(pos syntax.Position, err error) error {
	return fr.t.failIn(fr.fn, pos, err)
}

func (t *cthread) failIn(cf *cfunc, pos syntax.Position, err error) error {
	stack := t.th.CallStack()
	stack = append(stack, starlark.CallFrame{Name: cf.name, Pos: pos})
	ee := &starlark.EvalError{Msg: err.Error(), CallStack: stack}
	var me *errMemory
	if errors.As(err, &me) {
		ee.WithCause(err)
	}
	return ee
}

// called returns the error of a call made at pos: an EvalError of the
// callee gets this call's frame beneath its own, as the interpreter's
// would have. The frames of the compiled calls an error passes through
// are kept aside and put into its stack once, when it leaves the
// outermost compiled call (see unwound): a deep recursion stopped by the
// step limit costs its depth, not its depth squared.
func (fr *frame) called(pos syntax.Position, err error) error {
	t := fr.t
	if c := t.c; c != nil && c.at.Line == 0 && t.th.Steps >= t.limit {
		c.at, c.atFn = pos, fr.fn.name // a built-in's loop ran out of steps (min(range(…))): here
	}
	var ee *starlark.EvalError
	if !errors.As(err, &ee) {
		return fr.fail(pos, err)
	}
	if t.pendErr != ee {
		t.unwound()
		t.pendErr, t.pendAt = ee, min(t.th.CallStackDepth(), len(ee.CallStack))
	}
	t.pend = append(t.pend, starlark.CallFrame{Name: fr.fn.name, Pos: pos})
	return ee
}

// unwound puts the frames called kept aside into their error's stack,
// beneath the callee's frames and above the interpreter's.
func (t *cthread) unwound() {
	ee := t.pendErr
	if ee == nil {
		return
	}
	d := t.pendAt
	stack := make(starlark.CallStack, 0, len(ee.CallStack)+len(t.pend))
	stack = append(stack, ee.CallStack[:d]...)
	for i := len(t.pend) - 1; i >= 0; i-- {
		stack = append(stack, t.pend[i])
	}
	stack = append(stack, ee.CallStack[d:]...)
	ee.CallStack = stack
	t.pendErr, t.pend = nil, t.pend[:0]
}

// small returns x's value when it is an int of 62 bits or less, so that
// adding or subtracting two of them cannot overflow.
func small(x starlark.Value) (int64, bool) {
	i, ok := x.(starlark.Int)
	if !ok {
		return 0, false
	}
	v, ok := i.Int64()
	return v, ok && v >= -1<<62 && v < 1<<62
}

// binaryOp is starlark.Binary with fast paths for small ints.
func binaryOp(th *starlark.Thread, op syntax.Token, x, y starlark.Value) (starlark.Value, error) {
	if a, ok := small(x); ok {
		if b, ok := small(y); ok {
			switch op {
			case syntax.PLUS:
				return starlark.MakeInt64(a + b), nil
			case syntax.MINUS:
				return starlark.MakeInt64(a - b), nil
			case syntax.STAR:
				if a >= math.MinInt32 && a <= math.MaxInt32 && b >= math.MinInt32 && b <= math.MaxInt32 {
					return starlark.MakeInt64(a * b), nil
				}
			case syntax.SLASHSLASH:
				if b != 0 {
					q := a / b
					if a%b != 0 && (a < 0) != (b < 0) {
						q--
					}
					return starlark.MakeInt64(q), nil
				}
			case syntax.PERCENT:
				if b != 0 {
					r := a % b
					if r != 0 && (r < 0) != (b < 0) {
						r += b
					}
					return starlark.MakeInt64(r), nil
				}
			case syntax.AMP:
				return starlark.MakeInt64(a & b), nil
			case syntax.PIPE:
				return starlark.MakeInt64(a | b), nil
			case syntax.CIRCUMFLEX:
				return starlark.MakeInt64(a ^ b), nil
			}
		}
	}
	return th.Binary(op, x, y) // charged to the budget; a large result built in pieces
}

// compare is starlark.Compare with fast paths for ints and strings.
func compare(op syntax.Token, x, y starlark.Value) (bool, error) {
	switch a := x.(type) {
	case starlark.Int:
		if b, ok := y.(starlark.Int); ok {
			if i, ok := a.Int64(); ok {
				if j, ok := b.Int64(); ok {
					return cmpOrdered(op, i, j), nil
				}
			}
		}
	case starlark.String:
		if b, ok := y.(starlark.String); ok {
			return cmpOrdered(op, a, b), nil
		}
	}
	return starlark.Compare(op, x, y)
}

func cmpOrdered[T int64 | string | starlark.String](op syntax.Token, a, b T) bool {
	switch op {
	case syntax.EQL:
		return a == b
	case syntax.NEQ:
		return a != b
	case syntax.LT:
		return a < b
	case syntax.LE:
		return a <= b
	case syntax.GT:
		return a > b
	}
	return a >= b
}

// index is the interpreter's x[y].
func index(x, y starlark.Value) (starlark.Value, error) {
	switch a := x.(type) {
	case starlark.Tuple:
		if i, ok := y.(starlark.Int); ok {
			if k, ok := i.Int64(); ok {
				if k < 0 {
					k += int64(len(a))
				}
				if k >= 0 && k < int64(len(a)) {
					return a[k], nil
				}
			}
		}
	case *starlark.List:
		if i, ok := y.(starlark.Int); ok {
			if k, ok := i.Int64(); ok {
				if k < 0 {
					k += int64(a.Len())
				}
				if k >= 0 && k < int64(a.Len()) {
					return a.Index(int(k)), nil
				}
			}
		}
	}
	return getIndex(x, y)
}

// getIndex is go.starlark.net's, with its messages.
func getIndex(x, y starlark.Value) (starlark.Value, error) {
	switch x := x.(type) {
	case starlark.Mapping:
		z, found, err := x.Get(y)
		if err != nil {
			return nil, err
		}
		if !found {
			return nil, fmt.Errorf("key %v not in %s", y, x.Type())
		}
		return z, nil
	case starlark.Indexable:
		n := x.Len()
		i, err := starlark.AsInt32(y)
		if err != nil {
			return nil, fmt.Errorf("%s index: %s", x.Type(), err)
		}
		orig := i
		if i < 0 {
			i += n
		}
		if i < 0 || i >= n {
			return nil, outOfRange(orig, n, x)
		}
		return x.Index(i), nil
	}
	return nil, fmt.Errorf("unhandled index operation %s[%s]", x.Type(), y.Type())
}

func outOfRange(i, n int, x starlark.Value) error {
	if n == 0 {
		return fmt.Errorf("index %d out of range: empty %s", i, x.Type())
	}
	return fmt.Errorf("%s index %d out of range [%d:%d]", x.Type(), i, -n, n-1)
}

// setIndex is the interpreter's x[y] = z.
func setIndex(th *starlark.Thread, x, y, z starlark.Value) error {
	switch x := x.(type) {
	case *starlark.Dict:
		n := x.Len()
		if err := x.SetKey(y, z); err != nil {
			return err
		}
		if x.Len() > n {
			return th.CheckAlloc(entryBytes) // as the interpreter charges it
		}
		return nil
	case starlark.HasSetKey:
		return x.SetKey(y, z)
	case starlark.HasSetIndex:
		n := x.Len()
		i, err := starlark.AsInt32(y)
		if err != nil {
			return err
		}
		orig := i
		if i < 0 {
			i += n
		}
		if i < 0 || i >= n {
			return outOfRange(orig, n, x)
		}
		return x.SetIndex(i, z)
	}
	return fmt.Errorf("%s value does not support item assignment", x.Type())
}

// bounds returns the start and end of a slice of step 1 of a sequence of
// n items, as the interpreter computes them.
func bounds(lo, hi starlark.Value, n int) (start, end int, err error) {
	start, end = 0, n
	if err := asIndex(lo, n, &start); err != nil {
		return 0, 0, fmt.Errorf("invalid start index: %s", err)
	}
	start = max(0, min(start, n))
	if err := asIndex(hi, n, &end); err != nil {
		return 0, 0, fmt.Errorf("invalid end index: %s", err)
	}
	end = max(0, min(end, n))
	return start, max(start, end), nil
}

func asIndex(v starlark.Value, n int, result *int) error {
	if v != nil && v != starlark.None {
		if i, ok := v.(starlark.Int); ok {
			if k, ok := i.Int64(); ok && k >= math.MinInt32 && k <= math.MaxInt32 {
				*result = int(k)
				if *result < 0 {
					*result += n
				}
				return nil
			}
		}
		var err error
		if *result, err = starlark.AsInt32(v); err != nil {
			return err
		}
		if *result < 0 {
			*result += n
		}
	}
	return nil
}

// sliceOf is the interpreter's x[lo:hi:step]; nil stands for an omitted
// index.
func sliceOf(x, lo, hi, step starlark.Value) (starlark.Value, error) {
	if step == nil || step == starlark.None {
		if s, ok := x.(starlark.Sliceable); ok {
			start, end, err := bounds(lo, hi, s.Len())
			if err != nil {
				return nil, err
			}
			return s.Slice(start, end, 1), nil
		}
	}
	return sliceStep(x, lo, hi, step)
}

// sliceStep is go.starlark.net's slice, with its messages.
func sliceStep(x, lo, hi, step_ starlark.Value) (starlark.Value, error) {
	sliceable, ok := x.(starlark.Sliceable)
	if !ok {
		return nil, fmt.Errorf("invalid slice operand %s", x.Type())
	}
	n := sliceable.Len()
	step := 1
	if step_ != nil && step_ != starlark.None {
		var err error
		step, err = starlark.AsInt32(step_)
		if err != nil {
			return nil, fmt.Errorf("invalid slice step: %s", err)
		}
		if step == 0 {
			return nil, fmt.Errorf("zero is not a valid slice step")
		}
	}
	var start, end int
	if step > 0 {
		var err error
		if start, end, err = bounds(lo, hi, n); err != nil {
			return nil, err
		}
	} else {
		start = n - 1
		if err := asIndex(lo, n, &start); err != nil {
			return nil, fmt.Errorf("invalid start index: %s", err)
		}
		if start >= n {
			start = n - 1
		}
		end = -1
		if err := asIndex(hi, n, &end); err != nil {
			return nil, fmt.Errorf("invalid end index: %s", err)
		}
		if end < -1 {
			end = -1
		}
		if start < end {
			start = end
		}
	}
	return sliceable.Slice(start, end, step), nil
}

// getAttr is the interpreter's x.name; its errors are the interpreter's
// own (with their spelling hints).
func getAttr(x starlark.Value, name string) (starlark.Value, error) {
	if h, ok := x.(starlark.HasAttrs); ok {
		if v, err := h.Attr(name); err == nil && v != nil {
			return v, nil
		} else if _, ok := err.(starlark.NoSuchAttrError); err != nil && !ok {
			return nil, err
		}
	}
	return interpreted("x."+name, x)
}

// interpreted evaluates src, an expression of x, in the interpreter: the
// slow path of an operation whose exact error only the interpreter knows.
func interpreted(src string, x starlark.Value) (starlark.Value, error) {
	v, err := starlark.EvalOptions(fileOptions, &starlark.Thread{}, "", src, starlark.StringDict{"x": x})
	var ee *starlark.EvalError
	if errors.As(err, &ee) {
		return nil, errors.New(ee.Msg)
	}
	return v, err
}

// mutable returns the error the interpreter gives for op (such as "apply
// += to") on l, when l is frozen or iterated.
func mutable(l *starlark.List, op string) error {
	var err error
	if l.Len() == 0 {
		err = l.Clear()
	} else {
		err = l.SetIndex(0, l.Index(0))
	}
	if err == nil {
		return nil
	}
	if strings.Contains(err.Error(), "frozen") {
		return fmt.Errorf("cannot %s frozen list", op)
	}
	return fmt.Errorf("cannot %s list during iteration", op)
}

// inplaceAdd is the interpreter's x += y.
func inplaceAdd(th *starlark.Thread, x, y starlark.Value) (starlark.Value, error) {
	if l, ok := x.(*starlark.List); ok {
		if it, ok := y.(starlark.Iterable); ok {
			if err := mutable(l, "apply += to"); err != nil {
				return nil, err
			}
			if err := th.CheckAlloc(starlark.ListGrowth(l, starlark.Len(it))); err != nil {
				return nil, err
			}
			if yl, ok := y.(*starlark.List); ok && yl != l {
				for i := range yl.Len() {
					if err := l.Append(yl.Index(i)); err != nil {
						return nil, err
					}
				}
				return l, nil
			}
			// Take the items first: y may be l itself.
			var items []starlark.Value
			iter := it.Iterate()
			var v starlark.Value
			for iter.Next(&v) {
				items = append(items, v)
			}
			iter.Done()
			for _, v := range items {
				if err := l.Append(v); err != nil {
					return nil, err
				}
			}
			return l, nil
		}
	}
	return binaryOp(th, syntax.PLUS, x, y)
}

// format is a "%" format compiled: literal text and conversions.
type format struct {
	src   string
	parts []fpart
	nconv int
}

type fpart struct {
	text string
	conv byte // 0 for text alone; 'd', 's' or 'r'
}

// parseFormat returns the fast form of a format, or nil when it uses
// what only the interpreter formats (%(key)s, %x, %c, floats...).
func parseFormat(f string) *format {
	out := &format{src: f}
	var text []byte
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			text = append(text, f[i])
			continue
		}
		if i+1 >= len(f) {
			return nil
		}
		i++
		switch c := f[i]; c {
		case '%':
			text = append(text, '%')
		case 'd', 'i', 's', 'r':
			if c == 'i' {
				c = 'd'
			}
			out.parts = append(out.parts, fpart{string(text), c})
			text = text[:0]
			out.nconv++
		default:
			return nil
		}
	}
	if len(text) > 0 {
		out.parts = append(out.parts, fpart{text: string(text)})
	}
	return out
}

// apply formats args into buf, or returns false when one of them needs
// the interpreter (the caller then calls starlark.Binary).
func (f *format) apply(buf []byte, args []starlark.Value) ([]byte, bool) {
	if len(args) != f.nconv {
		return buf, false
	}
	k := 0
	for _, p := range f.parts {
		buf = append(buf, p.text...)
		if p.conv == 0 {
			continue
		}
		switch a := args[k].(type) {
		case starlark.Int:
			i, ok := a.Int64()
			if !ok {
				return buf, false
			}
			buf = strconv.AppendInt(buf, i, 10)
		case starlark.String:
			switch p.conv {
			case 's':
				buf = append(buf, a...)
			case 'r':
				buf = append(buf, syntax.Quote(string(a), false)...)
			default:
				return buf, false
			}
		default:
			return buf, false
		}
		k++
	}
	return buf, true
}
