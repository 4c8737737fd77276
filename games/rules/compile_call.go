package rules

import (
	"encoding/binary"
	"fmt"
	"math"
	"slices"
	"strings"

	"go.starlark.net/resolve"
	"go.starlark.net/starlark"
	"go.starlark.net/syntax"
)

// This file compiles calls and comprehensions, and the moves a
// function returns straight to the engine (a sink).

// rangeCall is a call of the builtin range, which a loop runs without a
// range value when its arguments are small ints.
type rangeCall struct {
	args    []intFn
	generic evalFn
}

func (r *rangeCall) bounds(fr *frame) (lo, hi, by int64, ok bool, err error) {
	var v [3]int64
	for i, a := range r.args {
		k, x, err := a(fr)
		if err != nil {
			return 0, 0, 0, false, err
		}
		if x != nil || k < math.MinInt32 || k > math.MaxInt32 {
			return 0, 0, 0, false, nil
		}
		v[i] = k
	}
	switch len(r.args) {
	case 1:
		return 0, v[0], 1, true, nil
	case 2:
		return v[0], v[1], 1, true, nil
	}
	return v[0], v[1], v[2], v[2] != 0, nil
}

func (fc *fcomp) call(e *syntax.CallExpr) *node {
	if dot, ok := e.Fn.(*syntax.DotExpr); ok {
		return fc.method(e, dot)
	}
	callee := fc.expr(e.Fn)
	args, named, star, starstar := fc.args(e)
	fc.setPos(e.Lparen)
	p := fc.emit()
	simple := named == nil && star == nil && starstar == nil
	if simple && callee.fn != nil {
		return fc.direct(callee.fn, args, p)
	}
	site := fc.site(args, named, star, starstar, p)
	generic := fc.generic(callee.val, site)
	if b, ok := callee.k.(*starlark.Builtin); ok && simple && b == starlark.Universe[b.Name()] {
		switch {
		case b.Name() == "len" && len(args) == 1 && args[0].push != nil:
			// The length of a list comprehension: its items, without the
			// list (len charges nothing).
			push := args[0].push
			ival := func(fr *frame) (int64, starlark.Value, error) {
				t := fr.t
				mark := len(t.scratch)
				if err := push(fr); err != nil {
					return 0, nil, err
				}
				n := len(t.scratch) - mark
				t.drop(mark)
				return int64(n), nil, nil
			}
			return &node{ival: ival, val: boxInt(ival)}
		case b.Name() == "len" && len(args) == 1:
			x := args[0].val
			ival := func(fr *frame) (int64, starlark.Value, error) {
				v, err := x(fr)
				if err != nil {
					return 0, nil, err
				}
				if n := starlark.Len(v); n >= 0 {
					return int64(n), nil, nil
				}
				_, err = starlark.Call(fr.t.th, b, starlark.Tuple{v}, nil)
				return 0, nil, fr.called(p, err)
			}
			return &node{ival: ival, val: boxInt(ival)}
		case (b.Name() == "min" || b.Name() == "max") && len(args) >= 1:
			return minmaxCall(b, args, p)
		case b.Name() == "tuple" && len(args) == 1:
			return tupleCall(b, args[0], p)
		case b.Name() == "abs" && len(args) == 1:
			x := args[0].intF()
			ival := func(fr *frame) (int64, starlark.Value, error) {
				i, v, err := x(fr)
				if err != nil {
					return 0, nil, err
				}
				if v == nil {
					return max(i, -i), nil, nil
				}
				v, err = starlark.Call(fr.t.th, b, starlark.Tuple{v}, nil)
				if err != nil {
					return 0, nil, fr.called(p, err)
				}
				return 0, v, nil
			}
			return &node{ival: ival, val: boxInt(ival)}
		case b.Name() == "range" && len(args) >= 1 && len(args) <= 3:
			r := &rangeCall{generic: generic}
			for _, a := range args {
				r.args = append(r.args, a.intF())
			}
			return &node{val: generic, rng: r}
		}
	}
	return &node{val: generic}
}

// tupleCall compiles tuple(x), the universe's b: the items of a list
// comprehension become the tuple's without a list; a tuple is its own
// tuple (tuples are immutable: a copy cannot be told apart); a list's
// items are copied once, without an iterator. Anything else goes to the
// built-in. Like the built-in, it charges a tuple of x's length to the
// memory budget (the comprehension charged its items as it made them);
// when the budget refuses, the built-in is called, to fail as it does.
func tupleCall(b *starlark.Builtin, x *node, p syntax.Position) *node {
	charge := func(fr *frame, n int, v func() starlark.Value) error {
		if err := fr.t.th.CheckAlloc(seqBytes(n)); err != nil {
			_, err = starlark.Call(fr.t.th, b, starlark.Tuple{v()}, nil)
			return fr.called(p, err)
		}
		return nil
	}
	if x.push != nil {
		push := x.push
		// seq pushes the comprehension's items.
		seq := func(fr *frame) (starlark.Value, error) {
			t := fr.t
			mark := len(t.scratch)
			if err := push(fr); err != nil {
				return nil, err
			}
			if err := charge(fr, len(t.scratch)-mark, func() starlark.Value {
				return starlark.NewList(slices.Clone(t.scratch[mark:]))
			}); err != nil {
				t.drop(mark)
				return nil, err
			}
			return nil, nil
		}
		n := &node{tup: true, seq: seq,
			val: func(fr *frame) (starlark.Value, error) {
				mark := len(fr.t.scratch)
				if _, err := seq(fr); err != nil {
					return nil, err
				}
				return fr.t.popTuple(mark), nil
			},
		}
		if keys := x.keys; keys != nil {
			n.keys = func(fr *frame, buf []byte) ([]byte, int, starlark.Value, error) {
				out, k, _, err := keys(fr, buf)
				if err == nil {
					err = fr.t.th.CheckAlloc(seqBytes(k))
				}
				return out, k, nil, err
			}
		}
		return n
	}
	xv := x.val
	// items returns the items of v's tuple: v's own, or a list's, or the
	// built-in's result; with push, a list's items are pushed instead.
	items := func(fr *frame, v starlark.Value, push bool) (starlark.Tuple, error) {
		switch xs := v.(type) {
		case starlark.Tuple:
			if err := charge(fr, len(xs), func() starlark.Value { return v }); err != nil {
				return nil, err
			}
			return xs, nil
		case *starlark.List:
			n := xs.Len()
			if err := charge(fr, n, func() starlark.Value { return v }); err != nil {
				return nil, err
			}
			if push {
				for i := range n {
					fr.t.scratch = append(fr.t.scratch, xs.Index(i))
				}
				return nil, nil
			}
			if n == 0 {
				return starlark.Tuple(nil), nil
			}
			t := make(starlark.Tuple, n)
			for i := range n {
				t[i] = xs.Index(i)
			}
			return t, nil
		}
		v, err := starlark.Call(fr.t.th, b, starlark.Tuple{v}, nil)
		if err != nil {
			return nil, fr.called(p, err)
		}
		return v.(starlark.Tuple), nil
	}
	return &node{tup: true,
		val: func(fr *frame) (starlark.Value, error) {
			v, err := xv(fr)
			if err != nil {
				return nil, err
			}
			return items(fr, v, false)
		},
		seq: func(fr *frame) (starlark.Value, error) {
			v, err := xv(fr)
			if err != nil {
				return nil, err
			}
			t, err := items(fr, v, true)
			if err != nil {
				return nil, err
			}
			fr.t.scratch = append(fr.t.scratch, t...)
			return nil, nil
		},
	}
}

// minmaxCall compiles min(...) or max(...), the universe's b, with
// positional arguments only: of two or more small ints, or of one tuple or
// list of small ints, the result is found without an argument tuple, an
// iterator or a boxed int (the first extremum, as the built-in returns
// it). Anything else goes to the built-in with the values already
// evaluated, so its result and its errors are the interpreter's.
func minmaxCall(b *starlark.Builtin, args []*node, p syntax.Position) *node {
	isMax := b.Name() == "max"
	better := func(x, y int64) bool {
		if isMax {
			return x > y
		}
		return x < y
	}
	generic := func(fr *frame, vs starlark.Tuple) (int64, starlark.Value, error) {
		v, err := starlark.Call(fr.t.th, b, vs, nil)
		if err != nil {
			return 0, nil, fr.called(p, err)
		}
		if i, ok := small(v); ok {
			return i, nil, nil
		}
		return 0, v, nil
	}
	// generic2 calls the built-in on x and the value of y.
	generic2 := func(fr *frame, x starlark.Value, y intFn) (int64, starlark.Value, error) {
		k, v, err := y(fr)
		if err != nil {
			return 0, nil, err
		}
		if v == nil {
			v = starlark.MakeInt64(k)
		}
		return generic(fr, starlark.Tuple{x, v})
	}
	if len(args) == 1 {
		x := args[0].val
		ival := func(fr *frame) (int64, starlark.Value, error) {
			v, err := x(fr)
			if err != nil {
				return 0, nil, err
			}
			var n int
			var item func(int) starlark.Value
			switch xs := v.(type) {
			case starlark.Tuple:
				n, item = len(xs), func(i int) starlark.Value { return xs[i] }
			case *starlark.List:
				n, item = xs.Len(), xs.Index
			}
			if n == 0 {
				return generic(fr, starlark.Tuple{v})
			}
			var best int64
			for i := range n {
				k, ok := small(item(i))
				if !ok {
					return generic(fr, starlark.Tuple{v})
				}
				if i == 0 || better(k, best) {
					best = k
				}
			}
			return best, nil, nil
		}
		return &node{ival: ival, val: boxInt(ival)}
	}
	fs := make([]intFn, len(args))
	for i, a := range args {
		fs[i] = a.intF()
	}
	if len(args) == 2 {
		// min(x, y), max(x, y): of two small ints, without a loop.
		xa, ya := args[0].intArg(), args[1].intArg()
		ival := func(fr *frame) (int64, starlark.Value, error) {
			var av, bv starlark.Value
			var err error
			a, ok := xa.fast(fr)
			if !ok {
				if a, av, err = xa.f(fr); err != nil {
					return 0, nil, err
				}
			}
			if av != nil {
				return generic2(fr, av, fs[1])
			}
			b, ok := ya.fast(fr)
			if !ok {
				if b, bv, err = ya.f(fr); err != nil {
					return 0, nil, err
				}
			}
			if bv != nil {
				return generic(fr, starlark.Tuple{starlark.MakeInt64(a), bv})
			}
			if isMax == (b > a) && b != a {
				return b, nil, nil
			}
			return a, nil, nil
		}
		return &node{ival: ival, val: boxInt(ival)}
	}
	ival := func(fr *frame) (int64, starlark.Value, error) {
		var best int64
		for i, f := range fs {
			k, v, err := f(fr)
			if err != nil {
				return 0, nil, err
			}
			if v != nil {
				// Not a small int: the built-in decides, on the values
				// evaluated so far (the extremum stands for the ints
				// before, which it equals or beats) and those after.
				vs := make(starlark.Tuple, 0, len(fs)+1)
				if i > 0 {
					vs = append(vs, starlark.MakeInt64(best))
				}
				vs = append(vs, v)
				for _, g := range fs[i+1:] {
					k, v, err := g(fr)
					if err != nil {
						return 0, nil, err
					}
					if v == nil {
						v = starlark.MakeInt64(k)
					}
					vs = append(vs, v)
				}
				return generic(fr, vs)
			}
			if i == 0 || better(k, best) {
				best = k
			}
		}
		return best, nil, nil
	}
	return &node{ival: ival, val: boxInt(ival)}
}

type namedArg struct {
	name starlark.String
	v    evalFn
}

// args compiles the arguments of a call, in go.starlark.net's order.
func (fc *fcomp) args(e *syntax.CallExpr) (pos []*node, named []namedArg, star, starstar evalFn) {
	var vx, kx syntax.Expr
	for _, a := range e.Args {
		if b, ok := a.(*syntax.BinaryExpr); ok && b.Op == syntax.EQ {
			fc.emit() // CONSTANT: the name
			named = append(named, namedArg{starlark.String(b.X.(*syntax.Ident).Name), fc.expr(b.Y).val})
			continue
		}
		if u, ok := a.(*syntax.UnaryExpr); ok {
			if u.Op == syntax.STAR {
				vx = u.X
				continue
			} else if u.Op == syntax.STARSTAR {
				kx = u.X
				continue
			}
		}
		pos = append(pos, fc.expr(a))
	}
	if vx != nil {
		star = fc.expr(vx).val
	}
	if kx != nil {
		starstar = fc.expr(kx).val
	}
	return pos, named, star, starstar
}

func vals(nodes []*node) []evalFn {
	out := make([]evalFn, len(nodes))
	for i, n := range nodes {
		out[i] = n.val
	}
	return out
}

// direct compiles a call of a compiled function with positional
// arguments.
func (fc *fcomp) direct(cf *cfunc, args []*node, p syntax.Position) *node {
	av := vals(args)
	return &node{val: func(fr *frame) (starlark.Value, error) {
		var buf [8]starlark.Value
		vs := buf[:0]
		if len(av) > len(buf) {
			vs = make([]starlark.Value, 0, len(av))
		}
		for _, a := range av {
			v, err := a(fr)
			if err != nil {
				return nil, err
			}
			vs = append(vs, v)
		}
		v, err := fr.t.call(cf, vs, nil)
		if err != nil {
			return nil, fr.called(p, err)
		}
		return v, nil
	}}
}

// callSite is the arguments of a call and its position.
type callSite struct {
	args           []evalFn
	named          []namedArg
	star, starstar evalFn
	p              syntax.Position
	funcs          map[*starlark.Function]*cfunc
}

func (fc *fcomp) site(args []*node, named []namedArg, star, starstar evalFn, p syntax.Position) *callSite {
	return &callSite{vals(args), named, star, starstar, p, fc.p.funcs}
}

// generic compiles a call as the interpreter's CALL makes it.
func (fc *fcomp) generic(callee evalFn, s *callSite) evalFn {
	return func(fr *frame) (starlark.Value, error) {
		f, err := callee(fr)
		if err != nil {
			return nil, err
		}
		return s.call(fr, f)
	}
}

// call evaluates the arguments and calls f with them: a compiled function
// directly, anything else through starlark.Call.
func (s *callSite) call(fr *frame, f starlark.Value) (starlark.Value, error) {
	var pos starlark.Tuple
	var err error
	if len(s.args) > 0 {
		pos = make(starlark.Tuple, len(s.args))
	}
	for i, a := range s.args {
		if pos[i], err = a(fr); err != nil {
			return nil, err
		}
	}
	var kw []starlark.Tuple
	for _, n := range s.named {
		v, err := n.v(fr)
		if err != nil {
			return nil, err
		}
		kw = append(kw, starlark.Tuple{n.name, v})
	}
	var sv starlark.Value
	if s.star != nil {
		if sv, err = s.star(fr); err != nil {
			return nil, err
		}
	}
	if s.starstar != nil {
		kv, err := s.starstar(fr)
		if err != nil {
			return nil, err
		}
		dict, ok := kv.(starlark.IterableMapping)
		if !ok {
			return nil, fr.fail(s.p, fmt.Errorf("argument after ** must be a mapping, not %s", kv.Type()))
		}
		items := dict.Items()
		for _, item := range items {
			if _, ok := item[0].(starlark.String); !ok {
				return nil, fr.fail(s.p, fmt.Errorf("keywords must be strings, not %s", item[0].Type()))
			}
		}
		kw = append(kw, items...)
	}
	if sv != nil {
		iter := starlark.Iterate(sv)
		if iter == nil {
			return nil, fr.fail(s.p, fmt.Errorf("argument after * must be iterable, not %s", sv.Type()))
		}
		var x starlark.Value
		for iter.Next(&x) {
			pos = append(pos, x)
		}
		iter.Done()
	}
	if fn, ok := f.(*starlark.Function); ok && kw == nil {
		if cf := s.funcs[fn]; cf != nil {
			v, err := fr.t.call(cf, pos, nil)
			if err != nil {
				return nil, fr.called(s.p, err)
			}
			return v, nil
		}
	}
	v, err := starlark.Call(fr.t.th, f, pos, kw)
	if err != nil {
		return nil, fr.called(s.p, err)
	}
	return v, nil
}

// method compiles x.name(...): list.append without a bound method, the
// rest as the interpreter does (the bound method is found before the
// arguments are evaluated).
func (fc *fcomp) method(e *syntax.CallExpr, dot *syntax.DotExpr) *node {
	xe := fc.expr(dot.X).val
	fc.setPos(dot.Dot)
	pAttr := fc.emit() // ATTR
	name := dot.Name.Name
	args, named, star, starstar := fc.args(e)
	fc.setPos(e.Lparen)
	p := fc.emit()
	s := fc.site(args, named, star, starstar, p)
	bound := func(fr *frame, recv starlark.Value) (starlark.Value, error) {
		m, err := getAttr(recv, name)
		if err != nil {
			return nil, fr.fail(pAttr, err)
		}
		return s.call(fr, m)
	}
	if named == nil && star == nil && starstar == nil && name == "append" && len(args) == 1 {
		a := args[0].val
		return &node{val: func(fr *frame) (starlark.Value, error) {
			recv, err := xe(fr)
			if err != nil {
				return nil, err
			}
			l, ok := recv.(*starlark.List)
			if !ok {
				return bound(fr, recv)
			}
			v, err := a(fr)
			if err != nil {
				return nil, err
			}
			if err := fr.alloc(p, starlark.ListGrowth(l, 1)); err != nil {
				return nil, err
			}
			if l.Append(v) == nil {
				return starlark.None, nil
			}
			m, err := getAttr(recv, name)
			if err != nil {
				return nil, fr.fail(pAttr, err)
			}
			_, err = starlark.Call(fr.t.th, m, starlark.Tuple{v}, nil)
			return nil, fr.called(p, err)
		}}
	}
	return &node{val: func(fr *frame) (starlark.Value, error) {
		recv, err := xe(fr)
		if err != nil {
			return nil, err
		}
		return bound(fr, recv)
	}}
}

// ---- comprehensions ----

// acc is what a comprehension builds: a list (its items so far on the
// thread's scratch stack, from mark), a dict, moves for a sink, or the
// keys of n items (see keysBody).
type acc struct {
	mark   int
	dict   *starlark.Dict
	sink   *moveSink
	keys   []byte
	n      int
	charge int64 // what the list would have been charged (see keysBody)
}

// acc returns an accumulator for a comprehension about to run, from the
// thread's own (a comprehension runs inside another, so they are taken
// and released as a stack, and none is allocated per run).
func (t *cthread) acc() *acc {
	if t.naccs == len(t.accs) {
		t.accs = append(t.accs, new(acc))
	}
	a := t.accs[t.naccs]
	t.naccs++
	return a
}

// release gives back a, the last accumulator acc returned.
func (t *cthread) release(a *acc) {
	*a = acc{}
	t.naccs--
}

// innerFn runs the body of a comprehension once.
type innerFn func(fr *frame, a *acc) error

func (fc *fcomp) comprehension(e *syntax.Comprehension) *node {
	fc.emit() // MAKELIST or MAKEDICT
	if e.Curly {
		body := fc.clause(e, 0, fc.dictBody(e))
		return &node{val: func(fr *frame) (starlark.Value, error) {
			t := fr.t
			a := t.acc()
			a.dict = new(starlark.Dict)
			err := body(fr, a)
			d := a.dict
			t.release(a)
			if err != nil {
				return nil, err
			}
			return d, nil
		}}
	}
	outer := fc.cse
	fc.cse = fc.cseOf(e)
	defer func() { fc.cse = outer }()
	var keys keysFn
	if !fc.inKeys {
		// Compiled twice, from the same state: for the keys of its
		// items (for a sink: see keyF), and to push them. (Within the
		// first, a comprehension is compiled once.)
		saved := *fc
		fc.inKeys = true
		kbody := fc.clause(e, 0, fc.keysBody(e))
		*fc = saved
		keys = func(fr *frame, buf []byte) ([]byte, int, starlark.Value, error) {
			t := fr.t
			a := t.acc()
			a.keys = buf
			err := kbody(fr, a)
			out, n, charge := a.keys, a.n, a.charge
			t.release(a)
			if err == nil {
				err = t.th.CheckAlloc(charge)
			}
			return out, n, nil, err
		}
	}
	body := fc.clause(e, 0, fc.listBody(e))
	push := func(fr *frame) error {
		t := fr.t
		a := t.acc()
		mark := len(t.scratch)
		a.mark = mark
		err := body(fr, a)
		t.release(a)
		if err != nil {
			t.drop(mark)
		}
		return err
	}
	return &node{push: push, keys: keys, val: func(fr *frame) (starlark.Value, error) {
		t := fr.t
		mark := len(t.scratch)
		if err := push(fr); err != nil {
			return nil, err
		}
		var elems []starlark.Value
		if len(t.scratch) > mark {
			elems = append(elems, t.scratch[mark:]...)
		}
		t.drop(mark)
		return starlark.NewList(elems), nil
	}}
}

func (fc *fcomp) listBody(e *syntax.Comprehension) func() innerFn {
	return func() innerFn {
		fc.emit() // DUP
		b := fc.expr(e.Body).val
		p := fc.emit() // APPEND
		return func(fr *frame, a *acc) error {
			v, err := b(fr)
			if err != nil {
				return err
			}
			// The interpreter's list grows by doubling: charge as it does.
			if k := len(fr.t.scratch) - a.mark; k&(k-1) == 0 {
				if err := fr.alloc(p, 2*int64(k+1)*valueBytes); err != nil {
					return err
				}
			}
			fr.t.scratch = append(fr.t.scratch, v)
			return nil
		}
	}
}

// keysBody is listBody for keys: each item's key goes to the accumulator,
// an int's without its value, and what listBody charges for the list is
// added up, to be charged at once when the items are done or when it
// reaches keysCharge (for a sink, where a call that fails is made again
// without it: see keysFn).
func (fc *fcomp) keysBody(e *syntax.Comprehension) func() innerFn {
	return func() innerFn {
		fc.emit() // DUP
		b := fc.expr(e.Body)
		fc.emit() // APPEND
		key := func(fr *frame, buf []byte) ([]byte, error) {
			v, err := b.val(fr)
			if err != nil {
				return buf, err
			}
			return appendKeyDepth(buf, v, 1)
		}
		if b.inty() {
			ival := b.intF()
			key = func(fr *frame, buf []byte) ([]byte, error) {
				i, v, err := ival(fr)
				if err != nil {
					return buf, err
				}
				if v != nil {
					return appendKeyDepth(buf, v, 1)
				}
				return binary.AppendVarint(append(buf, 'i'), i), nil
			}
		}
		return func(fr *frame, a *acc) error {
			var err error
			if a.keys, err = key(fr, a.keys); err != nil {
				return err
			}
			if k := a.n; k&(k-1) == 0 {
				if a.charge += 2 * int64(k+1) * valueBytes; a.charge >= keysCharge {
					if err := fr.t.th.CheckAlloc(a.charge); err != nil {
						return err
					}
					a.charge = 0
				}
			}
			a.n++
			return nil
		}
	}
}

// keysCharge is the most that keysBody adds up before it charges it.
const keysCharge = 1 << 12

func (fc *fcomp) dictBody(e *syntax.Comprehension) func() innerFn {
	return func() innerFn {
		fc.emit() // DUP
		entry := e.Body.(*syntax.DictEntry)
		k := fc.expr(entry.Key).val
		v := fc.expr(entry.Value).val
		fc.setPos(entry.Colon)
		p := fc.emit() // SETDICT
		return func(fr *frame, a *acc) error {
			kv, err := k(fr)
			if err != nil {
				return err
			}
			vv, err := v(fr)
			if err != nil {
				return err
			}
			n := a.dict.Len()
			if err := a.dict.SetKey(kv, vv); err != nil {
				return fr.fail(p, err)
			}
			if a.dict.Len() > n {
				return fr.alloc(p, entryBytes)
			}
			return nil
		}
	}
}

// clause compiles the clauses of e from i on, and then its body (inner).
func (fc *fcomp) clause(e *syntax.Comprehension, i int, inner func() innerFn) innerFn {
	if i == len(e.Clauses) {
		return inner()
	}
	switch c := e.Clauses[i].(type) {
	case *syntax.IfClause:
		t, done := fc.newBlock(), fc.newBlock()
		cond := fc.ifelse(c.Cond, t, done)
		fc.setBlock(t)
		rest := fc.clause(e, i+1, inner)
		fc.jump(done)
		fc.setBlock(done)
		if site := fc.cse; site != nil && site.c == c {
			// The slot is filled by this condition, or not at all.
			slot := site.slot
			return func(fr *frame, a *acc) error {
				fr.cse[slot].ok = false
				ok, err := cond(fr)
				if err != nil || !ok {
					return err
				}
				return rest(fr, a)
			}
		}
		return func(fr *frame, a *acc) error {
			ok, err := cond(fr)
			if err != nil || !ok {
				return err
			}
			return rest(fr, a)
		}
	case *syntax.ForClause:
		head, body, tail := fc.newBlock(), fc.newBlock(), fc.newBlock()
		x := fc.expr(c.X)
		fc.setPos(c.For)
		pIter := fc.emit() // ITERPUSH
		fc.jump(head)
		fc.setBlock(head)
		var set setFn
		var setInt setIntFn
		var rest innerFn
		cost, at := fc.region(func() {
			fc.condjump(tail, body) // ITERJMP
			fc.setBlock(body)
			set, setInt = fc.assignInt(c.For, c.Vars)
			rest = fc.clause(e, i+1, inner)
			fc.jump(head)
		}, syntax.Position{})
		fc.setBlock(tail)
		fc.emit() // ITERPOP
		pure := pureExprs(e.Body) && pureClauses(e.Clauses[i+1:])
		var eachInt eachIntFn
		if setInt != nil {
			eachInt = func(fr *frame, k int64, a *acc) (ctl, error) {
				if fr.over(cost) {
					return ctlNext, fr.stop(at)
				}
				setInt(fr, k)
				return ctlNext, rest(fr, a)
			}
		}
		li := localIndex(c.Vars)
		loop := fc.loop(x, pIter, pure, func(fr *frame, v starlark.Value, a *acc) (ctl, error) {
			if fr.over(cost) {
				return ctlNext, fr.stop(at)
			}
			if li > 0 {
				fr.setVar(li-1, v)
			} else if err := set(fr, v); err != nil {
				return ctlNext, err
			}
			return ctlNext, rest(fr, a)
		}, eachInt)
		return func(fr *frame, a *acc) error {
			_, err := loop(fr, a)
			return err
		}
	}
	fc.refuse(e.Lbrack, "a comprehension clause")
	return nil
}

// ---- purity ----

// Loops over a list take its iterator, which forbids changing the list
// while they run; a loop whose body cannot change a list (no call but of
// builtins that change nothing, no assignment but to a local) needs no
// iterator and reads the list's items directly.

var pureBuiltins = map[string]bool{
	"len": true, "range": true, "str": true, "repr": true, "int": true, "bool": true,
	"tuple": true, "list": true, "abs": true, "min": true, "max": true, "sorted": true,
	"reversed": true, "chr": true, "ord": true, "type": true, "hash": true, "any": true,
	"all": true, "enumerate": true, "zip": true,
}

func pureExprs(es ...syntax.Node) bool {
	pure := true
	for _, e := range es {
		if e == nil {
			continue
		}
		syntax.Walk(e, func(n syntax.Node) bool {
			switch n := n.(type) {
			case *syntax.CallExpr:
				id, ok := n.Fn.(*syntax.Ident)
				b, _ := func() (*resolve.Binding, bool) {
					if !ok {
						return nil, false
					}
					b, ok := id.Binding.(*resolve.Binding)
					return b, ok
				}()
				named := false
				for _, a := range n.Args {
					if bin, ok := a.(*syntax.BinaryExpr); ok && bin.Op == syntax.EQ {
						named = true
					}
				}
				if b == nil || b.Scope != resolve.Universal || !pureBuiltins[id.Name] || named {
					pure = false
				}
			case *syntax.AssignStmt:
				if n.Op != syntax.EQ {
					pure = false
				}
				if !assignsLocals(n.LHS) {
					pure = false
				}
			case *syntax.ForStmt:
				if !assignsLocals(n.Vars) {
					pure = false
				}
			case *syntax.ForClause:
				if !assignsLocals(n.Vars) {
					pure = false
				}
			case *syntax.LambdaExpr, *syntax.DefStmt:
				pure = false
			}
			return pure
		})
	}
	return pure
}

func pureClauses(cs []syntax.Node) bool { return pureExprs(cs...) }

func pureStmts(stmts []syntax.Stmt) bool {
	ns := make([]syntax.Node, len(stmts))
	for i, s := range stmts {
		ns[i] = s
	}
	return pureExprs(ns...)
}

func assignsLocals(lhs syntax.Expr) bool {
	switch x := unparen(lhs).(type) {
	case *syntax.Ident:
		return true
	case *syntax.TupleExpr:
		for _, y := range x.List {
			if !assignsLocals(y) {
				return false
			}
		}
		return true
	case *syntax.ListExpr:
		for _, y := range x.List {
			if !assignsLocals(y) {
				return false
			}
		}
		return true
	}
	return false
}

// ---- sinks ----

// A sink takes the moves a call of moves returns, straight from the
// expression that makes them: `return [(label, next) for ...]`, with
// conditions and written-out lists of moves. The engine's call then
// builds no list, no tuple, no label and no next state: each label is
// formatted into the sink's buffer, each next state encoded as its key.
// The sink stops the call at anything irregular (a label not a string,
// a repeated one, a state that is not one, a tuple of the wrong size),
// and the engine then calls moves again without a sink, to report
// exactly what the engine would have.

// sinkFn sends the moves of a return's expression to the frame's sink.
type sinkFn func(fr *frame) error

// sinkItem is a move written out: its label, next state and gain.
type sinkItem struct {
	label appFn
	state keyFn
	rest  []evalFn // the items after the state: the gain, then "again"
	size  int      // items of the tuple
	// distinct says that the labels are distinct and not empty, by their
	// form (see distinctLabels): the sink need not format them.
	distinct bool
	// quiet says that evaluating the label changes nothing else (see
	// lazy.go): a solve may skip it.
	quiet bool
}

// distinctLabels reports whether the labels of e's moves differ by
// their form: e has one for clause, over range(...) (the built-in) or
// over a tuple of distinct int literals, whose variable v the label
// formats alone, "text %d text" % v (or %s, %r, or % (v,)). Distinct ints
// give distinct labels, none empty, and formatting an int cannot fail.
func distinctLabels(e *syntax.Comprehension) bool {
	var loop *syntax.ForClause
	for _, c := range e.Clauses {
		if f, ok := c.(*syntax.ForClause); ok {
			if loop != nil {
				return false
			}
			loop = f
		}
	}
	if loop == nil {
		return false
	}
	v, ok := unparen(loop.Vars).(*syntax.Ident)
	if !ok {
		return false
	}
	switch x := unparen(loop.X).(type) {
	case *syntax.CallExpr:
		fn, ok := x.Fn.(*syntax.Ident)
		if !ok || fn.Name != "range" || fn.Binding.(*resolve.Binding).Scope != resolve.Universal {
			return false
		}
	case *syntax.TupleExpr:
		seen := map[string]bool{}
		for _, it := range x.List {
			lit, ok := unparen(it).(*syntax.Literal)
			if !ok || lit.Token != syntax.INT || seen[fmt.Sprint(lit.Value)] {
				return false
			}
			seen[fmt.Sprint(lit.Value)] = true
		}
	default:
		return false
	}
	t := unparen(e.Body).(*syntax.TupleExpr)
	b, ok := unparen(t.List[0]).(*syntax.BinaryExpr)
	if !ok || b.Op != syntax.PERCENT {
		return false
	}
	lit, ok := unparen(b.X).(*syntax.Literal)
	if !ok || lit.Token != syntax.STRING {
		return false
	}
	f := parseFormat(lit.Value.(string))
	if f == nil || f.nconv != 1 {
		return false
	}
	y := unparen(b.Y)
	if tu, ok := y.(*syntax.TupleExpr); ok && len(tu.List) == 1 {
		y = unparen(tu.List[0])
	}
	id, ok := y.(*syntax.Ident)
	return ok && id.Binding == v.Binding
}

// appendSinkVar returns the local list a function builds its moves in and
// returns, when it has one: a name assigned once, `out = []`, in the
// function's top-level statements, and otherwise used only in statements
// `out.append((label, next))` (or with a gain) and `return out`. With a
// sink, each append sends its move to the sink, and the return returns
// nothing more (Wythoff's, Chomp's and Dots and Boxes' moves are so).
func appendSinkVar(body []syntax.Stmt) *resolve.Binding {
	var cand []*resolve.Binding
	var at []int // the index of each candidate's assignment in body
	for i, st := range body {
		if a, ok := st.(*syntax.AssignStmt); ok && a.Op == syntax.EQ {
			id, ok := unparen(a.LHS).(*syntax.Ident)
			l, isList := unparen(a.RHS).(*syntax.ListExpr)
			if ok && isList && len(l.List) == 0 {
				if b, ok := id.Binding.(*resolve.Binding); ok && b.Scope == resolve.Local {
					cand = append(cand, b)
					at = append(at, i)
				}
			}
		}
	}
	for k, b := range cand {
		allowed := map[*syntax.Ident]bool{}
		assigns := 0
		var scan func(stmts []syntax.Stmt)
		scan = func(stmts []syntax.Stmt) {
			for _, st := range stmts {
				switch st := st.(type) {
				case *syntax.AssignStmt:
					if id, ok := unparen(st.LHS).(*syntax.Ident); ok && id.Binding == b {
						allowed[id] = true
						assigns++
					}
				case *syntax.ExprStmt:
					if sinkAppend(st, b) != nil {
						allowed[st.X.(*syntax.CallExpr).Fn.(*syntax.DotExpr).X.(*syntax.Ident)] = true
					}
				case *syntax.ReturnStmt:
					if id, ok := st.Result.(*syntax.Ident); ok && id.Binding == b {
						allowed[id] = true
					}
				case *syntax.IfStmt:
					scan(st.True)
					scan(st.False)
				case *syntax.ForStmt:
					scan(st.Body)
				case *syntax.WhileStmt:
					scan(st.Body)
				}
			}
		}
		scan(body)
		ok := assigns == 1
		for i, st := range body {
			// Before its assignment, the name is not used at all: an
			// append there fails in the interpreter, and must not reach a
			// sink.
			before := i < at[k]
			syntax.Walk(st, func(n syntax.Node) bool {
				if id, isID := n.(*syntax.Ident); isID && id.Binding == b && (!allowed[id] || before) {
					ok = false
				}
				return ok
			})
		}
		if ok {
			return b
		}
	}
	return nil
}

// sinkAppend returns the tuple of st when st is `v.append((label, next))`
// (or with a gain), v the binding b; nil otherwise.
func sinkAppend(st *syntax.ExprStmt, b *resolve.Binding) *syntax.TupleExpr {
	if b == nil {
		return nil
	}
	call, ok := st.X.(*syntax.CallExpr)
	if !ok || len(call.Args) != 1 {
		return nil
	}
	dot, ok := call.Fn.(*syntax.DotExpr)
	if !ok || dot.Name.Name != "append" {
		return nil
	}
	if id, ok := dot.X.(*syntax.Ident); !ok || id.Binding != b {
		return nil
	}
	t, ok := unparen(call.Args[0]).(*syntax.TupleExpr)
	if !ok || len(t.List) < 2 || len(t.List) > 4 {
		return nil
	}
	return t
}

// sinkable reports whether e is made of moves a sink can take.
func sinkable(e syntax.Expr) bool {
	switch e := unparen(e).(type) {
	case *syntax.CondExpr:
		return sinkable(e.True) && sinkable(e.False)
	case *syntax.Comprehension:
		t, ok := unparen(e.Body).(*syntax.TupleExpr)
		return !e.Curly && ok && len(t.List) >= 2 && len(t.List) <= 4
	case *syntax.ListExpr:
		for _, x := range e.List {
			t, ok := unparen(x).(*syntax.TupleExpr)
			if !ok || len(t.List) < 2 || len(t.List) > 4 {
				return false
			}
		}
		return true
	}
	return false
}

// sinkExpr compiles e, a sinkable expression, for a sink. It accounts for
// the instructions as expr does.
func (fc *fcomp) sinkExpr(e syntax.Expr) sinkFn {
	switch e := unparen(e).(type) {
	case *syntax.CondExpr:
		bt, bf, done := fc.newBlock(), fc.newBlock(), fc.newBlock()
		cond := fc.ifelse(e.Cond, bt, bf)
		fc.setBlock(bt)
		t := fc.sinkExpr(e.True)
		fc.jump(done)
		fc.setBlock(bf)
		f := fc.sinkExpr(e.False)
		fc.jump(done)
		fc.setBlock(done)
		return func(fr *frame) error {
			ok, err := cond(fr)
			if err != nil {
				return err
			}
			if ok {
				return t(fr)
			}
			return f(fr)
		}
	case *syntax.Comprehension:
		fc.emit() // MAKELIST
		body := fc.clause(e, 0, func() innerFn {
			fc.emit() // DUP
			it := fc.sinkItem(unparen(e.Body).(*syntax.TupleExpr))
			it.distinct = distinctLabels(e)
			fc.emit() // APPEND
			return func(fr *frame, a *acc) error { return a.sink.move(fr, it) }
		})
		return func(fr *frame) error {
			t := fr.t
			a := t.acc()
			a.sink = fr.sink
			err := body(fr, a)
			t.release(a)
			return err
		}
	case *syntax.ListExpr:
		items := make([]*sinkItem, len(e.List))
		for i, x := range e.List {
			items[i] = fc.sinkItem(unparen(x).(*syntax.TupleExpr))
		}
		fc.emit() // MAKELIST
		return func(fr *frame) error {
			for _, it := range items {
				if err := fr.sink.move(fr, it); err != nil {
					return err
				}
			}
			return nil
		}
	}
	panic("sinkExpr of an expression not sinkable")
}

func (fc *fcomp) sinkItem(t *syntax.TupleExpr) *sinkItem {
	nodes := make([]*node, len(t.List))
	for i, x := range t.List {
		nodes[i] = fc.expr(x)
	}
	fc.emit() // MAKETUPLE
	it := &sinkItem{label: nodes[0].appF(), state: nodes[1].keyF(), size: len(nodes), quiet: fc.p.quietExpr(t.List[0])}
	if it.quiet {
		if fc.cf.skips == nil {
			fc.cf.skips = map[span]bool{}
		}
		fc.cf.skips[spanOf(t.List[0])] = true
	}
	for _, n := range nodes[2:] {
		it.rest = append(it.rest, n.val)
	}
	return it
}

// sinkPair compiles two statements, `v = x` and then `out.append((label,
// v, ...))` that sends a move to the sink, when v is named nowhere else in
// the function: with a sink, x's key goes to the sink as the move's next
// state, and no value of x is made or kept in v (Chomp's moves so build
// the tuple of each next state). It returns nil for other statements.
//
// With a sink, the label is then evaluated before x, where the
// interpreter evaluates it after: both must be quiet (see lazy.go), so
// that neither changes what the other can see. An error in a call with a
// sink makes the engine call again without one, for the error the
// interpreter gives.
func (fc *fcomp) sinkPair(s1, s2 syntax.Stmt) execFn {
	as, ok := s1.(*syntax.AssignStmt)
	if !ok || as.Op != syntax.EQ || fc.sinkVar == nil {
		return nil
	}
	id, ok := unparen(as.LHS).(*syntax.Ident)
	if !ok {
		return nil
	}
	b, ok := id.Binding.(*resolve.Binding)
	if !ok || b.Scope != resolve.Local || fc.uses[b] != 2 {
		return nil
	}
	es, ok := s2.(*syntax.ExprStmt)
	if !ok {
		return nil
	}
	t := sinkAppend(es, fc.sinkVar)
	if t == nil {
		return nil
	}
	if v, ok := unparen(t.List[1]).(*syntax.Ident); !ok || v.Binding != b {
		return nil
	}
	if !fc.p.quietExpr(as.RHS) || !fc.p.quietExpr(t.List[0]) {
		return nil
	}
	fc.cf.pairs++
	assign := fc.stmt(s1)
	// The move compiled twice, from the same state: for a sink, with x
	// in v's place, and as the call.
	saved := *fc
	fc.expr(es.X.(*syntax.CallExpr).Fn.(*syntax.DotExpr).X)
	fc.emit() // ATTR
	st := *t
	st.List = slices.Clone(t.List)
	st.List[1] = as.RHS
	it := fc.sinkItem(&st)
	it.distinct = fc.distinct[es]
	*fc = saved
	x := fc.expr(es.X).val
	fc.emit() // POP
	return func(fr *frame) (ctl, error) {
		if fr.sink != nil {
			return ctlNext, fr.sink.move(fr, it)
		}
		if _, err := assign(fr); err != nil {
			return ctlNext, err
		}
		_, err := x(fr)
		return ctlNext, err
	}
}

// distinctAppends returns the statements appending moves to v (see
// appendSinkVar) whose labels differ by their form, as distinctLabels
// decides for a comprehension, so that the sink need not format them:
// each is in a loop `for k in range(...)` of the function's top level
// (within ifs), in no loop within it, and formats k alone; k is assigned
// nowhere in the loop; the function returns only v or []; and the texts
// of any two such formats tell their labels apart. A label is P + n + S,
// n an int's digits: two labels of texts P1, S1 and P2, S2 can be equal
// only if P1 is a prefix of P2 or P2 of P1, and S1 a suffix of S2 or S2
// of S1 (Wythoff's moves, "take %d from both", "take %d from the
// smaller", "take %d from the larger", so differ at their ends). It
// returns nil when one of the appends fails the test.
func distinctAppends(body []syntax.Stmt, v *resolve.Binding) map[*syntax.ExprStmt]bool {
	type labelled struct {
		st   *syntax.ExprStmt
		p, s string
	}
	var apps []labelled
	ok := true
	var scan func(stmts []syntax.Stmt, loop *syntax.ForStmt, depth int)
	scan = func(stmts []syntax.Stmt, loop *syntax.ForStmt, depth int) {
		for _, st := range stmts {
			switch st := st.(type) {
			case *syntax.ExprStmt:
				t := sinkAppend(st, v)
				if t == nil {
					continue
				}
				p, s, fine := rangeLabel(t.List[0], loop)
				if depth != 1 || !fine {
					ok = false
				}
				apps = append(apps, labelled{st, p, s})
			case *syntax.IfStmt:
				scan(st.True, loop, depth)
				scan(st.False, loop, depth)
			case *syntax.ForStmt:
				scan(st.Body, st, depth+1)
			case *syntax.WhileStmt:
				scan(st.Body, nil, depth+1)
			case *syntax.ReturnStmt:
				l, isList := unparen(st.Result).(*syntax.ListExpr)
				id, isID := unparen(st.Result).(*syntax.Ident)
				if !(isList && len(l.List) == 0) && !(isID && id.Binding == v) {
					ok = false
				}
			}
		}
	}
	scan(body, nil, 0)
	if !ok || len(apps) == 0 {
		return nil
	}
	for i, a := range apps {
		for _, b := range apps[i+1:] {
			if !strings.HasPrefix(a.p, b.p) && !strings.HasPrefix(b.p, a.p) {
				continue
			}
			if !strings.HasSuffix(a.s, b.s) && !strings.HasSuffix(b.s, a.s) {
				continue
			}
			return nil
		}
	}
	out := map[*syntax.ExprStmt]bool{}
	for _, a := range apps {
		out[a.st] = true
	}
	return out
}

// rangeLabel reports whether label is "P%dS" % k (or %s, %r, or % (k,)),
// k the variable of loop, a loop over range(...) that assigns k nowhere
// else; and returns the texts P and S.
func rangeLabel(label syntax.Expr, loop *syntax.ForStmt) (p, s string, ok bool) {
	if loop == nil {
		return "", "", false
	}
	k, ok := unparen(loop.Vars).(*syntax.Ident)
	if !ok {
		return "", "", false
	}
	call, ok := unparen(loop.X).(*syntax.CallExpr)
	if !ok {
		return "", "", false
	}
	if fn, ok := call.Fn.(*syntax.Ident); !ok || fn.Name != "range" || fn.Binding.(*resolve.Binding).Scope != resolve.Universal {
		return "", "", false
	}
	b, ok := unparen(label).(*syntax.BinaryExpr)
	if !ok || b.Op != syntax.PERCENT {
		return "", "", false
	}
	lit, ok := unparen(b.X).(*syntax.Literal)
	if !ok || lit.Token != syntax.STRING {
		return "", "", false
	}
	f := parseFormat(lit.Value.(string))
	if f == nil || f.nconv != 1 {
		return "", "", false
	}
	y := unparen(b.Y)
	if tu, ok := y.(*syntax.TupleExpr); ok && len(tu.List) == 1 {
		y = unparen(tu.List[0])
	}
	if id, ok := y.(*syntax.Ident); !ok || id.Binding != k.Binding {
		return "", "", false
	}
	assigned := false
	for _, st := range loop.Body {
		syntax.Walk(st, func(n syntax.Node) bool {
			var lhs syntax.Expr
			switch n := n.(type) {
			case *syntax.AssignStmt:
				lhs = n.LHS
			case *syntax.ForStmt:
				lhs = n.Vars
			}
			if lhs != nil {
				syntax.Walk(lhs, func(m syntax.Node) bool {
					if id, ok := m.(*syntax.Ident); ok && id.Binding == k.Binding {
						assigned = true
					}
					return true
				})
			}
			return !assigned
		})
	}
	if assigned {
		return "", "", false
	}
	p = f.parts[0].text
	if len(f.parts) > 1 {
		s = f.parts[1].text
	}
	return p, s, true
}
