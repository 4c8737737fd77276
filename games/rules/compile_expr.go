package rules

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"slices"
	"strings"

	"go.starlark.net/resolve"
	"go.starlark.net/starlark"
	"go.starlark.net/syntax"
)

// This file compiles expressions. Besides its value, a compiled
// expression may give its result in forms that need no boxing: an int
// (ival), a string appended to a buffer (app), a truth value (cond), the
// key of a state (keyF). Each form falls back to the value when the
// result is not of its kind, so every operation can take the form it
// needs from any operand.

type (
	// appFn appends the expression's string to buf, or returns buf as it
	// was and the value v when the result is not a string.
	appFn func(fr *frame, buf []byte) (out []byte, v starlark.Value, err error)
	// intFn returns the expression's int i when it is a small one (62
	// bits), else its value v.
	intFn func(fr *frame) (i int64, v starlark.Value, err error)
	// strFn returns the expression's string s when it is one that exists
	// already (a constant, a variable, a slice of one), else its value v.
	strFn func(fr *frame) (s string, v starlark.Value, err error)
	// keyFn appends the key of the expression's value, a state (see
	// key.go), to buf.
	keyFn func(fr *frame, buf []byte) ([]byte, error)
	// tupFn returns the expression's tuple t without boxing it (a slice
	// of a tuple), else its value v.
	tupFn func(fr *frame) (t starlark.Tuple, v starlark.Value, err error)
	// seqFn pushes the items of the expression's tuple onto the thread's
	// scratch stack and returns nil, or returns the value v, pushing
	// nothing, when the result is not a tuple.
	seqFn func(fr *frame) (v starlark.Value, err error)
	// keysFn appends the keys of the items of the expression's tuple to
	// buf (see key.go) and returns how many; or returns buf as it was and
	// the value v when the result is not a tuple. It serves a sink only
	// (see keyF): at anything unusual it fails with errIrregular, and the
	// engine calls again without the sink.
	keysFn func(fr *frame, buf []byte) (out []byte, n int, v starlark.Value, err error)
)

// node is a compiled expression: val always, and the other forms when
// they help. k is a constant's value; fn a compiled global function; rng
// a call of range; items the items of a tuple written out.
type node struct {
	val   evalFn
	str   strFn
	app   appFn
	ival  intFn
	cond  condFn
	k     starlark.Value
	fn    *cfunc
	rng   *rangeCall
	items []*node
	// push runs a list comprehension and leaves its items on the
	// thread's scratch stack, for a caller that wants them without the
	// list (tuple(...), len(...)).
	push  func(fr *frame) error
	tupv  tupFn
	seq   seqFn
	keys  keysFn
	tup   bool // the expression gives a tuple, or fails
	local bool // a local variable: its forms say nothing of its type
	li    int  // a local variable's index + 1, else 0 (see intArg)
}

func konst(v starlark.Value) *node {
	return &node{k: v, val: func(*frame) (starlark.Value, error) { return v, nil }}
}

// stringy reports whether n tends to give strings, and inty whether it
// tends to give ints: then their own forms are worth calling.
func (n *node) stringy() bool {
	_, ok := n.k.(starlark.String)
	return !n.local && (n.app != nil || n.str != nil) || ok
}

func (n *node) inty() bool {
	_, ok := small(n.k)
	return !n.local && n.ival != nil || ok
}

// viewy reports whether n gives strings that exist already.
// tuply reports whether n gives tuples.
func (n *node) tuply() bool {
	_, ok := n.k.(starlark.Tuple)
	return n.tup || ok
}

func (n *node) viewy() bool {
	_, ok := n.k.(starlark.String)
	return !n.local && n.str != nil || ok
}

func (n *node) strF() strFn {
	if n.str != nil {
		return n.str
	}
	if s, ok := n.k.(starlark.String); ok {
		return func(*frame) (string, starlark.Value, error) { return string(s), nil, nil }
	}
	val := n.val
	return func(fr *frame) (string, starlark.Value, error) {
		v, err := val(fr)
		if err != nil {
			return "", nil, err
		}
		if s, ok := v.(starlark.String); ok {
			return string(s), nil, nil
		}
		return "", v, nil
	}
}

func (n *node) appF() appFn {
	if n.app != nil {
		return n.app
	}
	if n.str != nil {
		str := n.str
		return func(fr *frame, buf []byte) ([]byte, starlark.Value, error) {
			s, v, err := str(fr)
			if err != nil || v != nil {
				return buf, v, err
			}
			return append(buf, s...), nil, nil
		}
	}
	if s, ok := n.k.(starlark.String); ok {
		return func(_ *frame, buf []byte) ([]byte, starlark.Value, error) { return append(buf, s...), nil, nil }
	}
	val := n.val
	return func(fr *frame, buf []byte) ([]byte, starlark.Value, error) {
		v, err := val(fr)
		if err != nil {
			return buf, nil, err
		}
		if s, ok := v.(starlark.String); ok {
			return append(buf, s...), nil, nil
		}
		return buf, v, nil
	}
}

func (n *node) intF() intFn {
	if n.ival != nil {
		return n.ival
	}
	if i, ok := small(n.k); ok {
		return func(*frame) (int64, starlark.Value, error) { return i, nil, nil }
	}
	val := n.val
	return func(fr *frame) (int64, starlark.Value, error) {
		v, err := val(fr)
		if err != nil {
			return 0, nil, err
		}
		if i, ok := small(v); ok {
			return i, nil, nil
		}
		return 0, v, nil
	}
}

// intArg is an operand in its int form, read without a call when it is a
// small int constant or a local that holds an int unboxed (see frame):
// the operations on ints take their operands so.
type intArg struct {
	f     intFn
	local int // 1 + the local's index, or 0
	k     int64
	konst bool
}

func (n *node) intArg() intArg {
	a := intArg{f: n.intF(), local: n.li}
	if i, ok := small(n.k); ok {
		a.k, a.konst = i, true
	}
	return a
}

// fast returns a's int when it is read without a call (inlined: keep it
// small).
func (a *intArg) fast(fr *frame) (int64, bool) {
	if a.konst {
		return a.k, true
	}
	if l := a.local; l > 0 && fr.iok[l-1] {
		return fr.ints[l-1], true
	}
	return 0, false
}

func (n *node) tupF() tupFn {
	if n.tupv != nil {
		return n.tupv
	}
	val := n.val
	return func(fr *frame) (starlark.Tuple, starlark.Value, error) {
		v, err := val(fr)
		if err != nil {
			return nil, nil, err
		}
		if t, ok := v.(starlark.Tuple); ok {
			return t, nil, nil
		}
		return nil, v, nil
	}
}

func (n *node) seqF() seqFn {
	if n.seq != nil {
		return n.seq
	}
	tv := n.tupF()
	return func(fr *frame) (starlark.Value, error) {
		t, v, err := tv(fr)
		if err != nil || v != nil {
			return v, err
		}
		fr.t.scratch = append(fr.t.scratch, t...)
		return nil, nil
	}
}

// keysF returns a keysFn for n, a tuple: a slice of one encodes its
// items where they are; a sum or tuple(...) of a comprehension has its
// own (see concat, tupleCall); anything else pushes its items (seqF) and
// encodes them.
func (n *node) keysF() keysFn {
	if n.keys != nil {
		return n.keys
	}
	if n.tupv != nil {
		tv := n.tupv
		return func(fr *frame, buf []byte) ([]byte, int, starlark.Value, error) {
			t, v, err := tv(fr)
			if err != nil || v != nil {
				return buf, 0, v, err
			}
			for _, y := range t {
				if buf, err = appendKeyDepth(buf, y, 1); err != nil {
					return buf, 0, nil, err
				}
			}
			return buf, len(t), nil, nil
		}
	}
	seq := n.seqF()
	return func(fr *frame, buf []byte) ([]byte, int, starlark.Value, error) {
		t := fr.t
		mark := len(t.scratch)
		v, err := seq(fr)
		if err != nil || v != nil {
			return buf, 0, v, err
		}
		items := t.scratch[mark:]
		for _, y := range items {
			if buf, err = appendKeyDepth(buf, y, 1); err != nil {
				break
			}
		}
		n := len(items)
		t.drop(mark)
		return buf, n, nil, err
	}
}

// drop pops the scratch stack down to mark.
func (t *cthread) drop(mark int) {
	clear(t.scratch[mark:])
	t.scratch = t.scratch[:mark]
}

// popTuple returns the items on the scratch stack above mark as a tuple
// of their own, and pops them.
func (t *cthread) popTuple(mark int) starlark.Tuple {
	var tu starlark.Tuple
	if n := len(t.scratch) - mark; n > 0 {
		tu = make(starlark.Tuple, n)
		copy(tu, t.scratch[mark:])
	}
	t.drop(mark)
	return tu
}

func (n *node) condF() condFn {
	if n.cond != nil {
		return n.cond
	}
	if n.k != nil {
		t := bool(n.k.Truth())
		return func(*frame) (bool, error) { return t, nil }
	}
	if n.inty() {
		// An int's truth, without its value.
		ival := n.ival
		return func(fr *frame) (bool, error) {
			i, v, err := ival(fr)
			if err != nil {
				return false, err
			}
			if v != nil {
				return bool(v.Truth()), nil
			}
			return i != 0, nil
		}
	}
	val := n.val
	return func(fr *frame) (bool, error) {
		v, err := val(fr)
		if err != nil {
			return false, err
		}
		return bool(v.Truth()), nil
	}
}

// keyF returns a keyFn for n: a tuple written out, an int or a string are
// encoded without building their value.
func (n *node) keyF() keyFn {
	switch {
	case n.items != nil:
		keys := make([]keyFn, len(n.items))
		for i, it := range n.items {
			keys[i] = it.keyF()
		}
		head := binary.AppendUvarint([]byte{'('}, uint64(len(keys)))
		return func(fr *frame, buf []byte) ([]byte, error) {
			buf = append(buf, head...)
			for _, k := range keys {
				var err error
				if buf, err = k(fr, buf); err != nil {
					return buf, err
				}
			}
			return buf, nil
		}
	case n.keys != nil || n.seq != nil:
		// A tuple's items, encoded without the tuple: a header whose
		// count is put in when they are.
		keys := n.keysF()
		return func(fr *frame, buf []byte) ([]byte, error) {
			mark := len(buf)
			out, k, v, err := keys(fr, append(buf, '(', 0))
			if err != nil {
				return out, err
			}
			if v != nil {
				return appendKey(buf, v)
			}
			if k < 0x80 {
				out[mark+1] = byte(k)
				return out, nil
			}
			var h [binary.MaxVarintLen64]byte
			hn := binary.PutUvarint(h[:], uint64(k))
			out = append(out, h[:hn-1]...)
			copy(out[mark+1+hn:], out[mark+2:len(out)-hn+1])
			copy(out[mark+1:], h[:hn])
			return out, nil
		}
	case n.inty():
		ival := n.intF()
		return func(fr *frame, buf []byte) ([]byte, error) {
			i, v, err := ival(fr)
			if err != nil {
				return buf, err
			}
			if v != nil {
				return appendKey(buf, v)
			}
			return binary.AppendVarint(append(buf, 'i'), i), nil
		}
	case n.stringy():
		app := n.appF()
		return func(fr *frame, buf []byte) ([]byte, error) {
			mark := len(buf)
			buf, v, err := app(fr, buf)
			if err != nil {
				return buf, err
			}
			if v != nil {
				return appendKey(buf, v)
			}
			// The string is at buf[mark:]: put its header before it.
			var h [1 + binary.MaxVarintLen64]byte
			h[0] = 's'
			hn := 1 + binary.PutUvarint(h[1:], uint64(len(buf)-mark))
			buf = append(buf, h[:hn]...)
			copy(buf[mark+hn:], buf[mark:len(buf)-hn])
			copy(buf[mark:], h[:hn])
			return buf, nil
		}
	}
	val := n.val
	return func(fr *frame, buf []byte) ([]byte, error) {
		v, err := val(fr)
		if err != nil {
			return buf, err
		}
		return appendKey(buf, v)
	}
}

// boxApp returns the value of an appFn's string. It builds the string in
// the thread's buffer, which it holds meanwhile (a boxApp within app
// builds in a buffer of its own).
func boxApp(app appFn) evalFn {
	return func(fr *frame) (starlark.Value, error) {
		t := fr.t
		buf := t.bytes
		t.bytes = nil
		out, v, err := app(fr, buf[:0])
		t.bytes = out[:0]
		if err != nil || v != nil {
			return v, err
		}
		return t.th.StringOf(out) // in pieces when large
	}
}

func boxInt(ival intFn) evalFn {
	return func(fr *frame) (starlark.Value, error) {
		i, v, err := ival(fr)
		if err != nil || v != nil {
			return v, err
		}
		return starlark.MakeInt64(i), nil
	}
}

func boxCond(cond condFn) evalFn {
	return func(fr *frame) (starlark.Value, error) {
		ok, err := cond(fr)
		if err != nil {
			return nil, err
		}
		return starlark.Bool(ok), nil
	}
}

func unparen(e syntax.Expr) syntax.Expr {
	if p, ok := e.(*syntax.ParenExpr); ok {
		return unparen(p.X)
	}
	return e
}

func (fc *fcomp) lookup(id *syntax.Ident) *node {
	b := id.Binding.(*resolve.Binding)
	if b.Scope != resolve.Universal {
		fc.setPos(id.NamePos)
	}
	p := fc.emit()
	switch b.Scope {
	case resolve.Local:
		i, name := b.Index, id.Name
		unbound := func(fr *frame) error {
			return fr.fail(p, fmt.Errorf("local variable %s referenced before assignment", name))
		}
		return &node{
			val: func(fr *frame) (starlark.Value, error) {
				if v := fr.locals[i]; v != nil {
					return v, nil
				}
				if fr.iok[i] {
					v := starlark.MakeInt64(fr.ints[i])
					fr.locals[i] = v
					return v, nil
				}
				return nil, unbound(fr)
			},
			ival: func(fr *frame) (int64, starlark.Value, error) {
				if fr.iok[i] {
					return fr.ints[i], nil, nil
				}
				v := fr.locals[i]
				if v == nil {
					return 0, nil, unbound(fr)
				}
				if k, ok := small(v); ok {
					fr.ints[i], fr.iok[i] = k, true
					return k, nil, nil
				}
				return 0, v, nil
			},
			str: func(fr *frame) (string, starlark.Value, error) {
				v := fr.locals[i]
				if s, ok := v.(starlark.String); ok {
					return string(s), nil, nil
				}
				if v == nil {
					if fr.iok[i] {
						return "", starlark.MakeInt64(fr.ints[i]), nil
					}
					return "", nil, unbound(fr)
				}
				return "", v, nil
			},
			local: true,
			li:    i + 1,
		}
	case resolve.Global:
		v, ok := fc.p.globals[b.First.Name]
		if !ok {
			name := b.First.Name
			return &node{val: func(fr *frame) (starlark.Value, error) {
				return nil, fr.fail(p, fmt.Errorf("global variable %s referenced before assignment", name))
			}}
		}
		n := konst(v)
		if f, ok := v.(*starlark.Function); ok {
			n.fn = fc.p.funcs[f]
		}
		return n
	case resolve.Predeclared:
		if v, ok := fc.p.predeclared[id.Name]; ok {
			return konst(v)
		}
	case resolve.Universal:
		if v, ok := starlark.Universe[id.Name]; ok {
			return konst(v)
		}
	}
	fc.refuse(id.NamePos, "a "+b.Scope.String()+" variable")
	return nil
}

func (fc *fcomp) expr(e syntax.Expr) *node {
	if site := fc.cse; site != nil && (e == site.s || e == site.e) {
		fc.cse = nil
		n := fc.expr(e)
		fc.cse = site
		return site.wrap(n, e == site.s)
	}
	switch e := e.(type) {
	case *syntax.ParenExpr:
		return fc.expr(e.X)
	case *syntax.Ident:
		return fc.lookup(e)
	case *syntax.Literal:
		fc.emit() // CONSTANT
		switch v := e.Value.(type) {
		case string:
			if e.Token == syntax.BYTES {
				return konst(starlark.Bytes(v))
			}
			return konst(starlark.String(v))
		case int64:
			return konst(starlark.MakeInt64(v))
		case *big.Int:
			return konst(starlark.MakeBigInt(v))
		case float64:
			return konst(starlark.Float(v))
		}
		fc.refuse(e.TokenPos, "a literal")
	case *syntax.ListExpr:
		elems := fc.vals(e.List)
		p := fc.emit() // MAKELIST
		return &node{val: func(fr *frame) (starlark.Value, error) {
			if err := fr.alloc(p, seqBytes(len(elems))); err != nil {
				return nil, err
			}
			vs := make([]starlark.Value, len(elems))
			for i, x := range elems {
				v, err := x(fr)
				if err != nil {
					return nil, err
				}
				vs[i] = v
			}
			return starlark.NewList(vs), nil
		}}
	case *syntax.CondExpr:
		return fc.condExpr(e)
	case *syntax.IndexExpr:
		return fc.index(e)
	case *syntax.SliceExpr:
		return fc.slice(e)
	case *syntax.Comprehension:
		return fc.comprehension(e)
	case *syntax.TupleExpr:
		return fc.tuple(e.List)
	case *syntax.DictExpr:
		return fc.dict(e)
	case *syntax.UnaryExpr:
		return fc.unary(e)
	case *syntax.BinaryExpr:
		return fc.binary(e)
	case *syntax.DotExpr:
		xe := fc.expr(e.X).val
		fc.setPos(e.Dot)
		p := fc.emit()
		name := e.Name.Name
		return &node{val: func(fr *frame) (starlark.Value, error) {
			x, err := xe(fr)
			if err != nil {
				return nil, err
			}
			v, err := getAttr(x, name)
			if err != nil {
				return nil, fr.fail(p, err)
			}
			return v, nil
		}}
	case *syntax.CallExpr:
		return fc.call(e)
	}
	start, _ := e.Span()
	fc.refuse(start, fmt.Sprintf("%T", e))
	return nil
}

func (fc *fcomp) vals(list []syntax.Expr) []evalFn {
	out := make([]evalFn, len(list))
	for i, x := range list {
		out[i] = fc.expr(x).val
	}
	return out
}

func (fc *fcomp) condExpr(e *syntax.CondExpr) *node {
	bt, bf, done := fc.newBlock(), fc.newBlock(), fc.newBlock()
	cond := fc.ifelse(e.Cond, bt, bf)
	fc.setBlock(bt)
	t := fc.expr(e.True)
	fc.jump(done)
	fc.setBlock(bf)
	f := fc.expr(e.False)
	fc.jump(done)
	fc.setBlock(done)
	tv, fv := t.val, f.val
	n := &node{val: func(fr *frame) (starlark.Value, error) {
		ok, err := cond(fr)
		if err != nil {
			return nil, err
		}
		if ok {
			return tv(fr)
		}
		return fv(fr)
	}}
	if t.viewy() || f.viewy() {
		ts, fs := t.strF(), f.strF()
		n.str = func(fr *frame) (string, starlark.Value, error) {
			ok, err := cond(fr)
			if err != nil {
				return "", nil, err
			}
			if ok {
				return ts(fr)
			}
			return fs(fr)
		}
	}
	if t.stringy() || f.stringy() {
		ta, fa := t.appF(), f.appF()
		n.app = func(fr *frame, buf []byte) ([]byte, starlark.Value, error) {
			ok, err := cond(fr)
			if err != nil {
				return buf, nil, err
			}
			if ok {
				return ta(fr, buf)
			}
			return fa(fr, buf)
		}
	}
	if t.inty() || f.inty() {
		ti, fi := t.intF(), f.intF()
		n.ival = func(fr *frame) (int64, starlark.Value, error) {
			ok, err := cond(fr)
			if err != nil {
				return 0, nil, err
			}
			if ok {
				return ti(fr)
			}
			return fi(fr)
		}
	}
	return n
}

// oneByte holds the strings of one byte, boxed once: indexing a string
// then allocates nothing.
var oneByte = func() (t [256]starlark.Value) {
	for i := range t {
		t[i] = starlark.String([]byte{byte(i)})
	}
	return
}()

// indexInt is x[i] for a tuple, a list or a string, when i is in range.
func indexInt(x starlark.Value, i int64) (starlark.Value, bool) {
	switch a := x.(type) {
	case starlark.Tuple:
		if i < 0 {
			i += int64(len(a))
		}
		if i >= 0 && i < int64(len(a)) {
			return a[i], true
		}
	case *starlark.List:
		if i < 0 {
			i += int64(a.Len())
		}
		if i >= 0 && i < int64(a.Len()) {
			return a.Index(int(i)), true
		}
	case starlark.String:
		if i < 0 {
			i += int64(len(a))
		}
		if i >= 0 && i < int64(len(a)) {
			return oneByte[a[i]], true
		}
	}
	return nil, false
}

func (fc *fcomp) index(e *syntax.IndexExpr) *node {
	xe := fc.expr(e.X).val
	y := fc.expr(e.Y)
	fc.setPos(e.Lbrack)
	p := fc.emit()
	if y.inty() {
		yi := y.intF()
		return &node{val: func(fr *frame) (starlark.Value, error) {
			x, err := xe(fr)
			if err != nil {
				return nil, err
			}
			i, yv, err := yi(fr)
			if err != nil {
				return nil, err
			}
			if yv == nil {
				if z, ok := indexInt(x, i); ok {
					return z, nil
				}
				yv = starlark.MakeInt64(i)
			}
			z, err := getIndex(x, yv)
			if err != nil {
				return nil, fr.fail(p, err)
			}
			return z, nil
		}}
	}
	ye := y.val
	return &node{val: func(fr *frame) (starlark.Value, error) {
		x, err := xe(fr)
		if err != nil {
			return nil, err
		}
		yv, err := ye(fr)
		if err != nil {
			return nil, err
		}
		z, err := index(x, yv)
		if err != nil {
			return nil, fr.fail(p, err)
		}
		return z, nil
	}}
}

func (fc *fcomp) tuple(list []syntax.Expr) *node {
	nodes := make([]*node, len(list))
	all := true
	for i, x := range list {
		nodes[i] = fc.expr(x)
		all = all && nodes[i].k != nil
	}
	p := fc.emit() // MAKETUPLE
	if all {
		t := make(starlark.Tuple, len(nodes))
		for i, n := range nodes {
			t[i] = n.k
		}
		return konst(t)
	}
	elems := make([]evalFn, len(nodes))
	for i, n := range nodes {
		elems[i] = n.val
	}
	// seq pushes the items, charged as the tuple would be.
	seq := func(fr *frame) (starlark.Value, error) {
		t := fr.t
		mark := len(t.scratch)
		if len(elems) != 2 {
			if err := fr.alloc(p, seqBytes(len(elems))); err != nil {
				return nil, err
			}
		}
		for _, x := range elems {
			v, err := x(fr)
			if err != nil {
				t.drop(mark)
				return nil, err
			}
			t.scratch = append(t.scratch, v)
		}
		if len(elems) == 2 {
			if err := fr.alloc(p, seqBytes(2)); err != nil {
				t.drop(mark)
				return nil, err
			}
		}
		return nil, nil
	}
	if len(elems) == 2 {
		a, b := elems[0], elems[1]
		return &node{items: nodes, tup: true, seq: seq, val: func(fr *frame) (starlark.Value, error) {
			x, err := a(fr)
			if err != nil {
				return nil, err
			}
			y, err := b(fr)
			if err != nil {
				return nil, err
			}
			if err := fr.alloc(p, seqBytes(2)); err != nil {
				return nil, err
			}
			return starlark.Tuple{x, y}, nil
		}}
	}
	return &node{items: nodes, tup: true, seq: seq, val: func(fr *frame) (starlark.Value, error) {
		if err := fr.alloc(p, seqBytes(len(elems))); err != nil {
			return nil, err
		}
		t := make(starlark.Tuple, len(elems))
		for i, x := range elems {
			v, err := x(fr)
			if err != nil {
				return nil, err
			}
			t[i] = v
		}
		return t, nil
	}}
}

func (fc *fcomp) dict(e *syntax.DictExpr) *node {
	fc.emit() // MAKEDICT
	type entry struct {
		k, v evalFn
		p    syntax.Position
	}
	entries := make([]entry, len(e.List))
	for i, x := range e.List {
		de := x.(*syntax.DictEntry)
		fc.emit() // DUP
		entries[i].k = fc.expr(de.Key).val
		entries[i].v = fc.expr(de.Value).val
		fc.setPos(de.Colon)
		entries[i].p = fc.emit() // SETDICTUNIQ
	}
	return &node{val: func(fr *frame) (starlark.Value, error) {
		d := new(starlark.Dict)
		for _, en := range entries {
			k, err := en.k(fr)
			if err != nil {
				return nil, err
			}
			v, err := en.v(fr)
			if err != nil {
				return nil, err
			}
			n := d.Len()
			if err := d.SetKey(k, v); err != nil {
				return nil, fr.fail(en.p, err)
			}
			if d.Len() == n {
				return nil, fr.fail(en.p, fmt.Errorf("duplicate key: %v", k))
			}
			if err := fr.alloc(en.p, entryBytes); err != nil {
				return nil, err
			}
		}
		return d, nil
	}}
}

// clampIndex is the interpreter's treatment of a slice bound i of a
// sequence of n items (step 1).
func clampIndex(i int64, n int) int {
	if i < 0 {
		i += int64(n)
	}
	return int(max(0, min(i, int64(n))))
}

func (fc *fcomp) slice(e *syntax.SliceExpr) *node {
	fc.setPos(e.Lbrack)
	xe := fc.expr(e.X).val
	part := func(y syntax.Expr) intFn {
		if y == nil {
			fc.emit() // NONE
			return nil
		}
		return fc.expr(y).intF()
	}
	lo, hi, step := part(e.Lo), part(e.Hi), part(e.Step)
	p := fc.emit() // SLICE
	// bound evaluates a bound: ok when it is absent or an int32; else its
	// value, for the interpreter's logic.
	bound := func(fr *frame, f intFn) (i int64, v starlark.Value, ok bool, err error) {
		if f == nil {
			return 0, nil, true, nil
		}
		if i, v, err = f(fr); err != nil || v != nil {
			return 0, v, false, err
		}
		if i < math.MinInt32 || i > math.MaxInt32 {
			return 0, starlark.MakeInt64(i), false, nil
		}
		return i, nil, true, nil
	}
	box := func(f intFn, i int64, v starlark.Value) starlark.Value {
		switch {
		case f == nil:
			return nil
		case v != nil:
			return v
		}
		return starlark.MakeInt64(i)
	}
	// eval evaluates x and the bounds. When they allow the fast path (no
	// step, int32 bounds, a sequence), fast is set with start and end;
	// else gen is the slice by the interpreter's logic.
	eval := func(fr *frame) (x starlark.Value, start, end int, fast bool, gen starlark.Value, err error) {
		if x, err = xe(fr); err != nil {
			return
		}
		// The interpreter charges a list's slice, or a stepped one
		// (starlark.SliceAlloc).
		if _, isList := x.(*starlark.List); isList || step != nil {
			var stepped starlark.Value
			if step != nil {
				stepped = starlark.True
			}
			if err = fr.alloc(p, starlark.SliceAlloc(x, stepped)); err != nil {
				return
			}
		}
		l, lv, lok, err := bound(fr, lo)
		if err != nil {
			return
		}
		h, hv, hok, err := bound(fr, hi)
		if err != nil {
			return
		}
		if step == nil && lok && hok {
			n := -1
			switch x := x.(type) {
			case starlark.String:
				n = len(x)
			case starlark.Tuple:
				n = len(x)
			case starlark.Sliceable:
				n = x.Len()
			}
			if n >= 0 {
				start, end = 0, n
				if lo != nil {
					start = clampIndex(l, n)
				}
				if hi != nil {
					end = clampIndex(h, n)
				}
				return x, start, max(start, end), true, nil, nil
			}
		}
		var sv starlark.Value
		if step != nil {
			s, v, err := step(fr)
			if err != nil {
				return nil, 0, 0, false, nil, err
			}
			sv = box(step, s, v)
		}
		gen, err = sliceOf(x, box(lo, l, lv), box(hi, h, hv), sv)
		if err != nil {
			err = fr.fail(p, err)
		}
		return
	}
	n := &node{val: func(fr *frame) (starlark.Value, error) {
		x, start, end, fast, gen, err := eval(fr)
		if err != nil || !fast {
			return gen, err
		}
		switch x := x.(type) {
		case starlark.String:
			return x[start:end], nil
		case starlark.Tuple:
			return x[start:end], nil
		}
		return x.(starlark.Sliceable).Slice(start, end, 1), nil
	}}
	n.tupv = func(fr *frame) (starlark.Tuple, starlark.Value, error) {
		x, start, end, fast, gen, err := eval(fr)
		if err != nil {
			return nil, nil, err
		}
		if fast {
			switch x := x.(type) {
			case starlark.Tuple:
				return x[start:end], nil, nil
			case starlark.String:
				return nil, x[start:end], nil
			}
			return nil, x.(starlark.Sliceable).Slice(start, end, 1), nil
		}
		if t, ok := gen.(starlark.Tuple); ok {
			return t, nil, nil
		}
		return nil, gen, nil
	}
	if step == nil {
		n.str = func(fr *frame) (string, starlark.Value, error) {
			x, start, end, fast, gen, err := eval(fr)
			if err != nil {
				return "", nil, err
			}
			if fast {
				if s, ok := x.(starlark.String); ok {
					return string(s[start:end]), nil, nil
				}
				gen = x.(starlark.Sliceable).Slice(start, end, 1)
			}
			if s, ok := gen.(starlark.String); ok {
				return string(s), nil, nil
			}
			return "", gen, nil
		}
	}
	return n
}

func (fc *fcomp) unary(e *syntax.UnaryExpr) *node {
	x := fc.expr(e.X)
	fc.setPos(e.OpPos)
	p := fc.emit()
	if e.Op == syntax.NOT {
		c := x.condF()
		cond := func(fr *frame) (bool, error) {
			ok, err := c(fr)
			return !ok, err
		}
		return &node{cond: cond, val: boxCond(cond)}
	}
	op, xe := e.Op, x.val
	generic := func(fr *frame, v starlark.Value) (starlark.Value, error) {
		z, err := starlark.Unary(op, v)
		if err != nil {
			return nil, fr.fail(p, err)
		}
		return z, nil
	}
	if op == syntax.MINUS && (x.inty() || x.local) {
		xi := x.intF()
		ival := func(fr *frame) (int64, starlark.Value, error) {
			i, v, err := xi(fr)
			if err != nil {
				return 0, nil, err
			}
			if v == nil {
				return -i, nil, nil
			}
			z, err := generic(fr, v)
			return 0, z, err
		}
		return &node{ival: ival, val: boxInt(ival)}
	}
	return &node{val: func(fr *frame) (starlark.Value, error) {
		v, err := xe(fr)
		if err != nil {
			return nil, err
		}
		if op == syntax.MINUS {
			if i, ok := small(v); ok {
				return starlark.MakeInt64(-i), nil
			}
		}
		return generic(fr, v)
	}}
}

// binop accounts for the instructions of a binary operator.
func (fc *fcomp) binop(pos syntax.Position, op syntax.Token) syntax.Position {
	fc.setPos(pos)
	p := fc.emit()
	if op == syntax.NOT_IN {
		fc.emit() // NOT
	}
	return p
}

// intOp is op on two small ints, when the result is sure to be the
// interpreter's; ok is false otherwise (a product too large, a division
// by zero...).
func intOp(op syntax.Token, a, b int64) (int64, bool) {
	switch op {
	case syntax.PLUS:
		return a + b, true
	case syntax.MINUS:
		return a - b, true
	case syntax.STAR:
		if a >= math.MinInt32 && a <= math.MaxInt32 && b >= math.MinInt32 && b <= math.MaxInt32 {
			return a * b, true
		}
	case syntax.SLASHSLASH:
		if b != 0 {
			q := a / b
			if a%b != 0 && (a < 0) != (b < 0) {
				q--
			}
			return q, true
		}
	case syntax.PERCENT:
		if b != 0 {
			r := a % b
			if r != 0 && (r < 0) != (b < 0) {
				r += b
			}
			return r, true
		}
	case syntax.AMP:
		return a & b, true
	case syntax.PIPE:
		return a | b, true
	case syntax.CIRCUMFLEX:
		return a ^ b, true
	}
	return 0, false
}

// shift is a << b or a >> b on two small ints when the result is a small
// int, with the bytes the interpreter charges for it
// (starlark.BinaryAlloc: a shift left of a non-zero int by a positive
// count charges its bits); ok is false otherwise (a negative count, a
// result too large, a count past int32: the interpreter's "out of
// range"), and the interpreter decides.
func shift(op syntax.Token, a, b int64) (z, charge int64, ok bool) {
	switch {
	case op == syntax.GTGT && b >= 0 && b <= math.MaxInt32:
		return a >> min(b, 63), 0, true
	case op == syntax.LTLT && b >= 0 && b < 62:
		z = a << b
		if z>>b != a || z < -1<<62 || z >= 1<<62 {
			return 0, 0, false
		}
		if a != 0 && b > 0 {
			charge = int64(bits.Len64(uint64(max(a, -a))))/8 + b/8 + 32 // 32: the interpreter's headBytes
		}
		return z, charge, true
	}
	return 0, 0, false
}

// arith returns the int form of x op y, for ops intOp knows.
func arith(op syntax.Token, x, y *node, p syntax.Position) intFn {
	xa, ya := x.intArg(), y.intArg()
	return func(fr *frame) (int64, starlark.Value, error) {
		var av, bv starlark.Value
		var err error
		a, ok := xa.fast(fr)
		if !ok {
			if a, av, err = xa.f(fr); err != nil {
				return 0, nil, err
			}
		}
		b, ok := ya.fast(fr)
		if !ok {
			if b, bv, err = ya.f(fr); err != nil {
				return 0, nil, err
			}
		}
		if av == nil && bv == nil {
			if z, ok := intOp(op, a, b); ok && z >= -1<<62 && z < 1<<62 {
				return z, nil, nil
			}
			if z, charge, ok := shift(op, a, b); ok {
				if charge > 0 {
					if err := fr.alloc(p, charge); err != nil {
						return 0, nil, err
					}
				}
				return z, nil, nil
			}
		}
		if av == nil {
			av = starlark.MakeInt64(a)
		}
		if bv == nil {
			bv = starlark.MakeInt64(b)
		}
		z, err := fr.t.th.Binary(op, av, bv) // charged; a large result built in pieces
		if err != nil {
			return 0, nil, fr.fail(p, err)
		}
		if i, ok := small(z); ok {
			return i, nil, nil
		}
		return 0, z, nil
	}
}

func (fc *fcomp) binary(e *syntax.BinaryExpr) *node {
	switch e.Op {
	case syntax.OR, syntax.AND:
		or := e.Op == syntax.OR
		done, by := fc.newBlock(), fc.newBlock()
		x := fc.expr(e.X)
		fc.emit() // DUP
		if or {
			fc.condjump(done, by)
		} else {
			fc.condjump(by, done)
		}
		fc.setBlock(by)
		fc.emit() // POP
		y := fc.expr(e.Y)
		fc.jump(done)
		fc.setBlock(done)
		xe, ye := x.val, y.val
		xc, yc := x.condF(), y.condF()
		return &node{
			val: func(fr *frame) (starlark.Value, error) {
				v, err := xe(fr)
				if err != nil {
					return nil, err
				}
				if bool(v.Truth()) == or {
					return v, nil
				}
				return ye(fr)
			},
			cond: func(fr *frame) (bool, error) {
				ok, err := xc(fr)
				if err != nil || ok == or {
					return ok, err
				}
				return yc(fr)
			},
		}
	case syntax.PLUS:
		return fc.plus(e)
	case syntax.PERCENT:
		if lit, ok := unparen(e.X).(*syntax.Literal); ok && lit.Token == syntax.STRING {
			if f := parseFormat(lit.Value.(string)); f != nil {
				return fc.format(e, f)
			}
		}
	}
	x := fc.expr(e.X)
	y := fc.expr(e.Y)
	p := fc.binop(e.OpPos, e.Op)
	op := e.Op
	switch op {
	case syntax.EQL, syntax.NEQ, syntax.LT, syntax.LE, syntax.GT, syntax.GE:
		cond := fc.compare(op, x, y, p)
		return &node{cond: cond, val: boxCond(cond)}
	case syntax.IN, syntax.NOT_IN:
		xe, ye := x.val, y.val
		not := op == syntax.NOT_IN
		cond := func(fr *frame) (bool, error) {
			a, err := xe(fr)
			if err != nil {
				return false, err
			}
			b, err := ye(fr)
			if err != nil {
				return false, err
			}
			z, err := starlark.Binary(syntax.IN, a, b)
			if err != nil {
				return false, fr.fail(p, err)
			}
			return bool(z.Truth()) != not, nil
		}
		return &node{cond: cond, val: boxCond(cond)}
	}
	// An operand that is a local is most often an int: `a - k`, `r *
	// cols` (for a string or a list, the int form falls back to the
	// value at the cost of a test).
	if _, ok := intOp(op, 1, 1); (ok || op == syntax.LTLT || op == syntax.GTGT) && (x.inty() || y.inty() || x.local || y.local) {
		ival := arith(op, x, y, p)
		return &node{ival: ival, val: boxInt(ival)}
	}
	xe, ye := x.val, y.val
	return &node{val: func(fr *frame) (starlark.Value, error) {
		a, err := xe(fr)
		if err != nil {
			return nil, err
		}
		b, err := ye(fr)
		if err != nil {
			return nil, err
		}
		z, err := binaryOp(fr.t.th, op, a, b)
		if err != nil {
			return nil, fr.fail(p, err)
		}
		return z, nil
	}}
}

// compareForms compares two operands given in an unboxed form (an int or a
// string, or the value when it is not of that kind): the unboxed ones
// directly, the rest boxed by box and compared by the interpreter's rules.
func compareForms[T int64 | string](op syntax.Token, xf, yf func(*frame) (T, starlark.Value, error), box func(T) starlark.Value,
	done func(*frame, bool, error) (bool, error)) condFn {
	return func(fr *frame) (bool, error) {
		a, av, err := xf(fr)
		if err != nil {
			return false, err
		}
		b, bv, err := yf(fr)
		if err != nil {
			return false, err
		}
		if av == nil && bv == nil {
			return cmpOrdered(op, a, b), nil
		}
		if av == nil {
			av = box(a)
		}
		if bv == nil {
			bv = box(b)
		}
		ok, err := compare(op, av, bv)
		return done(fr, ok, err)
	}
}

// compareInts is compareForms for ints.
func compareInts(op syntax.Token, xa, ya intArg, done func(*frame, bool, error) (bool, error)) condFn {
	return func(fr *frame) (bool, error) {
		var av, bv starlark.Value
		var err error
		a, ok := xa.fast(fr)
		if !ok {
			if a, av, err = xa.f(fr); err != nil {
				return false, err
			}
		}
		b, ok := ya.fast(fr)
		if !ok {
			if b, bv, err = ya.f(fr); err != nil {
				return false, err
			}
		}
		if av == nil && bv == nil {
			return cmpOrdered(op, a, b), nil
		}
		if av == nil {
			av = starlark.MakeInt64(a)
		}
		if bv == nil {
			bv = starlark.MakeInt64(b)
		}
		ok, err = compare(op, av, bv)
		return done(fr, ok, err)
	}
}

// compare compiles x op y, a comparison: ints and strings without their
// values.
func (fc *fcomp) compare(op syntax.Token, x, y *node, p syntax.Position) condFn {
	done := func(fr *frame, ok bool, err error) (bool, error) {
		if err != nil {
			return false, fr.fail(p, err)
		}
		return ok, nil
	}
	switch {
	case x.inty() || y.inty():
		return compareInts(op, x.intArg(), y.intArg(), done)
	case x.viewy() || y.viewy():
		return compareForms(op, x.strF(), y.strF(), func(s string) starlark.Value { return starlark.String(s) }, done)
	}
	xe, ye := x.val, y.val
	return func(fr *frame) (bool, error) {
		a, err := xe(fr)
		if err != nil {
			return false, err
		}
		b, err := ye(fr)
		if err != nil {
			return false, err
		}
		ok, err := compare(op, a, b)
		return done(fr, ok, err)
	}
}

// format compiles "literal" % y with a format the fast path knows.
func (fc *fcomp) format(e *syntax.BinaryExpr, f *format) *node {
	fc.expr(e.X)
	var args []evalFn // y's items, when y is a tuple written out
	var ye evalFn
	if t, ok := unparen(e.Y).(*syntax.TupleExpr); ok {
		args = fc.vals(t.List)
		fc.emit() // MAKETUPLE
	} else {
		ye = fc.expr(e.Y).val
	}
	p := fc.binop(e.OpPos, e.Op)
	fv := starlark.String(f.src)
	app := func(fr *frame, buf []byte) ([]byte, starlark.Value, error) {
		var vals [8]starlark.Value
		var y starlark.Value
		var items []starlark.Value
		if ye != nil {
			v, err := ye(fr)
			if err != nil {
				return buf, nil, err
			}
			y = v
			if t, ok := v.(starlark.Tuple); ok {
				items = t
			} else {
				vals[0] = v
				items = vals[:1]
			}
		} else {
			items = vals[:0]
			if len(args) > len(vals) {
				items = make([]starlark.Value, 0, len(args))
			}
			for _, a := range args {
				v, err := a(fr)
				if err != nil {
					return buf, nil, err
				}
				items = append(items, v)
			}
		}
		if err := fr.t.th.CheckAlloc(starlark.BinaryAlloc(syntax.PERCENT, fv, starlark.Tuple(items))); err != nil {
			return buf, nil, fr.fail(p, err)
		}
		if out, ok := f.apply(buf, items); ok {
			return out, nil, nil
		}
		if y == nil {
			y = append(starlark.Tuple(nil), items...)
		}
		z, err := starlark.Binary(syntax.PERCENT, fv, y)
		if err != nil {
			return buf, nil, fr.fail(p, err)
		}
		if s, ok := z.(starlark.String); ok {
			return append(buf, s...), nil, nil
		}
		return buf, z, nil
	}
	return &node{app: app, val: boxApp(app)}
}

// plus compiles a chain a + b + ... as go.starlark.net's compiler does
// (adjacent literals folded), adding ints without their values and
// concatenating strings without the intermediate ones.
func (fc *fcomp) plus(e *syntax.BinaryExpr) *node {
	type summand struct {
		x   syntax.Expr
		pos syntax.Position
	}
	var args []summand
	for plus := e; ; {
		args = append(args, summand{unparen(plus.Y), plus.OpPos})
		left := unparen(plus.X)
		x, ok := left.(*syntax.BinaryExpr)
		if !ok || x.Op != syntax.PLUS {
			args = append(args, summand{x: left})
			break
		}
		plus = x
	}
	for i, j := 0, len(args)-1; i < j; i, j = i+1, j-1 {
		args[i], args[j] = args[j], args[i]
	}
	out := args[:0]
	for i := 0; i < len(args); {
		j := i + 1
		if code := addable(args[i].x); code != 0 {
			for j < len(args) && addable(args[j].x) == code {
				j++
			}
			if j > i+1 {
				xs := make([]syntax.Expr, j-i)
				for k := range xs {
					xs[k] = args[i+k].x
				}
				args[i].x = addLiterals(code, xs)
			}
		}
		out = append(out, args[i])
		i = j
	}
	args = out

	nodes := make([]*node, len(args))
	pos := make([]syntax.Position, len(args))
	var anyInt, anyStr bool
	for i, a := range args {
		nodes[i] = fc.expr(a.x)
		anyInt = anyInt || nodes[i].inty()
		anyStr = anyStr || nodes[i].stringy()
		if i > 0 {
			fc.setPos(a.pos)
			pos[i] = fc.emit() // PLUS
		}
	}
	if len(nodes) == 1 {
		return nodes[0] // a sum of literals folded into one
	}
	if slices.ContainsFunc(nodes, (*node).tuply) {
		return concat(nodes, pos)
	}
	if anyInt && !anyStr {
		// Ints: ((a + b) + c)...
		acc := nodes[0]
		var ival intFn
		for i := 1; i < len(nodes); i++ {
			ival = arith(syntax.PLUS, acc, nodes[i], pos[i])
			acc = &node{ival: ival, val: boxInt(ival)}
		}
		return acc
	}
	parts := make([]appFn, len(nodes))
	gets := make([]strFn, len(nodes)) // a summand's string before it is copied, when it has no app
	for i, n := range nodes {
		parts[i] = n.appF()
		if n.app == nil {
			gets[i] = n.strF()
		}
	}
	if !slices.ContainsFunc(gets, func(f strFn) bool { return f == nil }) {
		// No summand makes its text itself: take each one's string
		// (no copy), charge each + before anything is copied, and copy
		// once, into the result.
		app := func(fr *frame, buf []byte) ([]byte, starlark.Value, error) {
			var small [4]string
			strs := small[:0]
			var acc starlark.Value // the sum so far, once it is not a string
			n := 0
			for i, get := range gets {
				s, v, err := get(fr)
				if err != nil {
					return buf, nil, err
				}
				if acc == nil && v == nil {
					if i > 0 {
						if err := fr.alloc(pos[i], int64(n+len(s))); err != nil {
							return buf, nil, err
						}
					}
					strs = append(strs, s)
					n += len(s)
					continue
				}
				if v == nil {
					v = starlark.String(s)
				}
				if acc == nil {
					if i == 0 {
						acc = v
						continue
					}
					if acc, err = fr.t.th.Concat(strs...); err != nil {
						return buf, nil, fr.fail(pos[i], err)
					}
				}
				if acc, err = binaryOp(fr.t.th, syntax.PLUS, acc, v); err != nil {
					return buf, nil, fr.fail(pos[i], err)
				}
			}
			if acc != nil {
				return buf, acc, nil
			}
			if n > 1<<16 {
				v, err := fr.t.th.Concat(strs...) // in pieces when large
				if err != nil {
					return buf, nil, fr.fail(pos[len(pos)-1], err)
				}
				return buf, v, nil
			}
			for _, s := range strs {
				buf = append(buf, s...)
			}
			return buf, nil, nil
		}
		return &node{app: app, val: boxApp(app)}
	}
	app := func(fr *frame, buf []byte) ([]byte, starlark.Value, error) {
		mark := len(buf)
		var accv starlark.Value // the sum so far, once it is not a string
		for i, part := range parts {
			at := len(buf)
			var out []byte
			var v starlark.Value
			var err error
			if get := gets[i]; get != nil && i > 0 {
				// The interpreter charges len(x)+len(y) at each +:
				// before the copy.
				var s string
				if s, v, err = get(fr); err != nil {
					return buf[:mark], nil, err
				}
				out = buf
				if v == nil && len(buf)-mark+len(s) > bigSum {
					v = starlark.String(s) // added as a value: in pieces
				}
				if v == nil {
					if accv == nil {
						if err := fr.alloc(pos[i], int64(len(buf)-mark+len(s))); err != nil {
							return buf[:mark], nil, err
						}
					}
					out = append(buf, s...)
				}
			} else {
				if out, v, err = part(fr, buf); err != nil {
					return buf[:mark], nil, err
				}
				if accv == nil && i > 0 && v == nil {
					// Its app charged what it made; the copy is charged
					// after it.
					if err := fr.alloc(pos[i], int64(len(out)-mark)); err != nil {
						return buf[:mark], nil, err
					}
				}
			}
			buf = out
			if accv == nil && v == nil {
				continue
			}
			if v == nil {
				if v, err = fr.t.th.StringOf(buf[at:]); err != nil {
					return buf[:mark], nil, fr.fail(pos[i], err)
				}
				buf = buf[:at]
			}
			if i == 0 {
				accv = v
				continue
			}
			if accv == nil {
				if accv, err = fr.t.th.StringOf(buf[mark:]); err != nil {
					return buf[:mark], nil, fr.fail(pos[i], err)
				}
				buf = buf[:mark]
			}
			if accv, err = binaryOp(fr.t.th, syntax.PLUS, accv, v); err != nil {
				return buf[:mark], nil, fr.fail(pos[i], err)
			}
		}
		if accv != nil {
			return buf[:mark], accv, nil
		}
		return buf, nil, nil
	}
	return &node{app: app, val: boxApp(app)}
}

// concat compiles a sum of tuples, a + b + ...: the summands' items go
// onto the thread's scratch stack (a slice of a tuple, a tuple written
// out, tuple(...) of a comprehension, without their own tuples) and are
// copied once, into the result, with no intermediate sum. Each + is
// charged as the interpreter charges it, when it would be made. A summand
// that is not a tuple, or a sum large enough that the interpreter builds
// it in pieces, makes the sum so far a value, and the rest is added as
// the interpreter adds it.
func concat(nodes []*node, pos []syntax.Position) *node {
	seqs := make([]seqFn, len(nodes))
	for i, n := range nodes {
		seqs[i] = n.seqF()
	}
	vals := vals(nodes)
	// cat leaves the sum's items on the scratch stack and returns nil, or
	// returns the sum when it is a value.
	cat := func(fr *frame) (starlark.Value, error) {
		t := fr.t
		mark := len(t.scratch)
		var sum starlark.Value // the sum so far, once it is a value
		for i := range seqs {
			var v starlark.Value
			var err error
			if sum == nil {
				at := len(t.scratch)
				if v, err = seqs[i](fr); err != nil {
					t.drop(mark)
					return nil, err
				}
				if v == nil {
					if i == 0 {
						continue
					}
					a, b := at-mark, len(t.scratch)-at
					if (a+b)*valueBytes <= bigValue {
						if err := fr.alloc(pos[i], seqBytes(a)+seqBytes(b)); err != nil {
							t.drop(mark)
							return nil, err
						}
						continue
					}
					v = t.popTuple(at) // built in pieces by the interpreter
				}
				if i == 0 {
					sum = v
					continue
				}
				sum = t.popTuple(mark)
			} else if v, err = vals[i](fr); err != nil {
				return nil, err
			}
			if sum, err = binaryOp(t.th, syntax.PLUS, sum, v); err != nil {
				return nil, fr.fail(pos[i], err)
			}
		}
		return sum, nil
	}
	keys := make([]keysFn, len(nodes))
	for i, n := range nodes {
		keys[i] = n.keysF()
	}
	return &node{
		tup: true,
		// The summands' keys, each + charged as cat charges it. A summand
		// that is not a tuple (an error) or a large sum is left to the
		// interpreter's logic.
		keys: func(fr *frame, buf []byte) ([]byte, int, starlark.Value, error) {
			total := 0
			for i, k := range keys {
				var n int
				var v starlark.Value
				var err error
				if buf, n, v, err = k(fr, buf); err != nil {
					return buf, 0, nil, err
				}
				if v != nil || (total+n)*valueBytes > bigValue {
					return buf, 0, nil, errIrregular
				}
				if i > 0 {
					if err := fr.alloc(pos[i], seqBytes(total)+seqBytes(n)); err != nil {
						return buf, 0, nil, err
					}
				}
				total += n
			}
			return buf, total, nil, nil
		},
		val: func(fr *frame) (starlark.Value, error) {
			t := fr.t
			mark := len(t.scratch)
			v, err := cat(fr)
			if err != nil || v != nil {
				return v, err
			}
			return t.popTuple(mark), nil
		},
		seq: func(fr *frame) (starlark.Value, error) {
			v, err := cat(fr)
			if tu, ok := v.(starlark.Tuple); ok {
				fr.t.scratch = append(fr.t.scratch, tu...)
				return nil, nil
			}
			return v, err
		},
	}
}

// bigValue is go.starlark.net's: past it, a sum of sequences is built in
// pieces.
const bigValue = 1 << 20

// bigSum is the most bytes a sum of strings builds in the thread's
// buffer: past it, the rest is added as values, which go.starlark.net
// builds in pieces that the scheduler, the collector and a cancellation
// can interrupt (Thread.Binary), not by appending to the buffer, which
// copies it whole when it grows.
const bigSum = 1 << 20

// addable is go.starlark.net's compiler's: the kind of a literal that
// folds with its neighbours in a sum.
func addable(e syntax.Expr) rune {
	switch e := e.(type) {
	case *syntax.Literal:
		switch e.Token {
		case syntax.STRING:
			return 's'
		case syntax.BYTES:
			return 'b'
		}
	case *syntax.ListExpr:
		return 'l'
	case *syntax.TupleExpr:
		return 't'
	}
	return 0
}

func addLiterals(code rune, xs []syntax.Expr) syntax.Expr {
	switch code {
	case 's', 'b':
		var b strings.Builder
		for _, x := range xs {
			b.WriteString(x.(*syntax.Literal).Value.(string))
		}
		tok := syntax.STRING
		if code == 'b' {
			tok = syntax.BYTES
		}
		return &syntax.Literal{Token: tok, Value: b.String()}
	case 'l':
		var elems []syntax.Expr
		for _, x := range xs {
			elems = append(elems, x.(*syntax.ListExpr).List...)
		}
		return &syntax.ListExpr{List: elems}
	}
	var elems []syntax.Expr
	for _, x := range xs {
		elems = append(elems, x.(*syntax.TupleExpr).List...)
	}
	return &syntax.TupleExpr{List: elems}
}

// ifelse compiles a condition as go.starlark.net's compiler does: its
// code goes to block t when it holds, else to f.
func (fc *fcomp) ifelse(cond syntax.Expr, t, f int32) condFn {
	switch c := cond.(type) {
	case *syntax.UnaryExpr:
		if c.Op == syntax.NOT {
			x := fc.ifelse(c.X, f, t)
			return func(fr *frame) (bool, error) {
				ok, err := x(fr)
				return !ok, err
			}
		}
	case *syntax.BinaryExpr:
		switch c.Op {
		case syntax.AND, syntax.OR:
			x := fc.expr(c.X).condF()
			by := fc.newBlock()
			or := c.Op == syntax.OR
			if or {
				fc.condjump(t, by)
			} else {
				fc.condjump(by, f)
			}
			fc.setBlock(by)
			y := fc.ifelse(c.Y, t, f)
			return func(fr *frame) (bool, error) {
				ok, err := x(fr)
				if err != nil || ok == or {
					return ok, err
				}
				return y(fr)
			}
		case syntax.NOT_IN:
			in := *c
			in.Op = syntax.IN
			x := fc.expr(&in).condF()
			fc.condjump(f, t)
			return func(fr *frame) (bool, error) {
				ok, err := x(fr)
				return !ok, err
			}
		}
	}
	x := fc.expr(cond).condF()
	fc.condjump(t, f)
	return x
}
