package rules

import (
	"fmt"

	"go.starlark.net/resolve"
	"go.starlark.net/starlark"
	"go.starlark.net/syntax"
)

// This file compiles the file's top-level functions (moves, end, their
// helpers...) to trees of Go closures over starlark.Value, which run
// several times faster than go.starlark.net's bytecode interpreter: no
// operand stack and no instruction decoding, calls between compiled
// functions without a frame of the interpreter, `%` formatting and string
// slicing and concatenation without boxing the parts, loops over
// range(...) without a range value, next states encoded as keys from
// their items, and (compile_memo.go) statements that depend only on
// parameters whose values repeat run once per values.
//
// The compiled code keeps the interpreter's contract. Every operation is
// the interpreter's own (starlark.Binary, starlark.Compare, starlark.Call,
// the Indexable and Sliceable interfaces) behind fast paths for small
// ints, strings, tuples and lists, so results are the same. Errors are
// *starlark.EvalError with the same message, and a call stack whose
// frames have the positions the interpreter would give: the compiler
// walks each function in the order go.starlark.net's compiler does and
// keeps its notion of the current position, so a failing operation is at
// the line and column the interpreter reports. Steps are counted per
// loop iteration and per call, by the instructions the interpreter would
// run there, so the step limit stops an endless loop or recursion at
// about the same count; cancellation is checked at the same points.
//
// A function using what the compiler does not know (nested def, lambda,
// load, x.f = y, |=) stays interpreted, wholly; its calls from compiled
// code go through starlark.Call. The tests run every example and test
// program both ways and compare everything (see compile_test.go);
// Limits.Interpret turns compilation off.

// notCompiled is why a function stays interpreted.
type notCompiled struct {
	pos  syntax.Position
	what string
}

// pcomp compiles the functions of one file.
type pcomp struct {
	globals, predeclared starlark.StringDict
	funcs                map[*starlark.Function]*cfunc
	defs                 map[*starlark.Function]*syntax.DefStmt
	quietFuncs           map[*starlark.Function]int8 // see quietFunc (lazy.go)
}

// compileFile compiles the functions of f, a resolved file whose top
// level has run and left globals: each global *starlark.Function defined
// by a def of f's top level. It returns them by function; those that
// cannot be compiled have a nil body.
func compileFile(f *syntax.File, globals, predeclared starlark.StringDict) map[*starlark.Function]*cfunc {
	type at struct{ line, col int32 }
	defs := map[at]*syntax.DefStmt{}
	var walk func([]syntax.Stmt)
	walk = func(stmts []syntax.Stmt) {
		for _, s := range stmts {
			switch s := s.(type) {
			case *syntax.DefStmt:
				p := s.Function.(*resolve.Function).Pos
				defs[at{p.Line, p.Col}] = s
			case *syntax.IfStmt:
				walk(s.True)
				walk(s.False)
			case *syntax.ForStmt:
				walk(s.Body)
			case *syntax.WhileStmt:
				walk(s.Body)
			}
		}
	}
	walk(f.Stmts)
	p := &pcomp{globals: globals, predeclared: predeclared, funcs: map[*starlark.Function]*cfunc{}}
	found := map[*starlark.Function]*syntax.DefStmt{}
	for _, v := range globals {
		fn, ok := v.(*starlark.Function)
		if !ok {
			continue
		}
		pos := fn.Position()
		if def := defs[at{pos.Line, pos.Col}]; def != nil && fn.Name() == def.Name.Name {
			p.funcs[fn] = &cfunc{fn: fn, name: fn.Name(), nparams: fn.NumParams()}
			found[fn] = def
		}
	}
	p.defs = found
	for fn, def := range found {
		p.compile(p.funcs[fn], def)
	}
	return p.funcs
}

// compile compiles one function, leaving its body nil when it cannot.
func (p *pcomp) compile(cf *cfunc, def *syntax.DefStmt) {
	rf := def.Function.(*resolve.Function)
	if rf.HasVarargs || rf.HasKwargs || rf.NumKwonlyParams > 0 || len(rf.FreeVars) > 0 {
		return
	}
	for _, b := range rf.Locals {
		if b.Scope == resolve.Cell {
			return
		}
	}
	// Twice: the first pass records the interpreter's blocks, which
	// the second places its positions by (see compile_blocks.go).
	g := &blockGraph{}
	fc := &fcomp{p: p, cf: cf, pos: rf.Pos, g: g, cur: -1}
	if _, ok := fc.function(rf); !ok {
		return
	}
	g.place(0)
	// What the first pass counted or noted on cf is counted again.
	*cf = cfunc{fn: cf.fn, name: cf.name, nparams: cf.nparams}
	fc = &fcomp{p: p, cf: cf, pos: rf.Pos, g: g, cur: -1}
	body, ok := fc.function(rf)
	if !ok {
		return
	}
	cf.nlocals = len(rf.Locals)
	cf.body = body
}

// fcomp compiles one function. Its pos and last follow go.starlark.net's
// compiler: pos is the position the next instruction takes (set before
// each operation that can fail, consumed by the next instruction), and
// last the position of the last instruction that took one before this
// point of the interpreter's code (its blocks' layout: see
// compile_blocks.go), which is the position the interpreter reports for
// an instruction without its own.
type fcomp struct {
	p     *pcomp
	cf    *cfunc
	pos   syntax.Position
	last  syntax.Position
	first bool
	cost  uint64          // instructions of the straight-line code so far
	at    syntax.Position // the first position on the highest line so far
	// sinkVar is the local list the function's moves are appended to and
	// returned in, when it has one (see appendSinkVar).
	sinkVar *resolve.Binding
	// uses counts the names of each local in the function (assigned or
	// read), when it has a sinkVar (see sinkPair).
	uses map[*resolve.Binding]int
	// distinct holds the appends to sinkVar whose labels differ by their
	// form (see distinctAppends).
	distinct map[*syntax.ExprStmt]bool
	// cse is the comprehension being compiled whose item its condition
	// computes too (see cseSite).
	cse *cseSite
	// inKeys says that a comprehension's keys are being compiled (see
	// comprehension): those within are compiled once.
	inKeys bool
	// The interpreter's blocks (see compile_blocks.go): all of them, how
	// many are made, the current one (-1 after a jump) and its record,
	// how many instructions with a position are emitted, and the loops
	// that a break or a continue leaves.
	g       *blockGraph
	nblocks int32
	cur     int32
	blk     cblock
	placed  int
	loops   []loopBlocks
}

// loopBlocks are where a loop's break and continue go.
type loopBlocks struct{ brk, cont int32 }

func (fc *fcomp) function(rf *resolve.Function) (body execFn, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, refused := r.(notCompiled); !refused {
				panic(r)
			}
			body, ok = nil, false
		}
	}()
	fc.sinkVar = appendSinkVar(rf.Body)
	fc.setBlock(fc.newBlock()) // the entry
	if fc.sinkVar != nil {
		fc.distinct = distinctAppends(rf.Body, fc.sinkVar)
		fc.uses = map[*resolve.Binding]int{}
		for _, st := range rf.Body {
			syntax.Walk(st, func(n syntax.Node) bool {
				if id, ok := n.(*syntax.Ident); ok {
					if b, ok := id.Binding.(*resolve.Binding); ok {
						fc.uses[b]++
					}
				}
				return true
			})
		}
	}
	if i, j, pb, ok := findParamBlock(rf, fc.sinkVar); ok {
		// The statements before, the block, and those after, compiled
		// in their order.
		pre := fc.stmts(rf.Body[:i])
		block := pb.wrap(fc.cf, fc.stmts(rf.Body[i:j]))
		post := fc.stmts(rf.Body[j:])
		fc.cf.memo = true
		body = func(fr *frame) (ctl, error) {
			if c, err := pre(fr); c != ctlNext || err != nil {
				return c, err
			}
			if c, err := block(fr); c != ctlNext || err != nil {
				return c, err
			}
			return post(fr)
		}
	} else {
		body = fc.stmts(rf.Body)
	}
	fc.emit() // NONE
	fc.emit() // RETURN
	fc.flushBlock()
	if !fc.first {
		fc.cf.pos0 = rf.Pos
	}
	fc.cf.cost, fc.cf.at = fc.cost, fc.at
	if !fc.cf.at.IsValid() {
		fc.cf.at = rf.Pos
	}
	return body, true
}

func (fc *fcomp) refuse(pos syntax.Position, what string) {
	panic(notCompiled{pos, what})
}

func (fc *fcomp) setPos(pos syntax.Position) { fc.pos = pos }

// emit accounts for one instruction of the interpreter's code and returns
// the position it reports.
func (fc *fcomp) emit() syntax.Position {
	if fc.pos.Line != 0 {
		fc.last, fc.blk.last = fc.pos, fc.pos
		fc.placed++
		if !fc.first {
			fc.first, fc.cf.pos0 = true, fc.pos
		}
		fc.pos.Line, fc.pos.Col = 0, 0
	}
	// An instruction without a position is where the interpreter's
	// layout places it (a while loop's body after what follows the
	// loop): a thread stopped there says so.
	fc.note(fc.last)
	fc.blk.insns++
	fc.cost++
	return fc.last
}

func (fc *fcomp) note(pos syntax.Position) {
	if pos.Line > fc.at.Line {
		fc.at = pos
	}
}

// region compiles a loop's body: f's instructions count per iteration,
// and the positions it emits are where a call stopped in the loop is.
// A while loop that emits none is at its while (idle, s.While), as the
// interpreter's is (see go.starlark.net's compile.go); another loop is
// at the position emitted last before it (idle is not valid).
func (fc *fcomp) region(f func(), idle syntax.Position) (cost uint64, at syntax.Position) {
	cost0, at0 := fc.cost, fc.at
	fc.cost, fc.at = 0, syntax.Position{}
	f()
	cost, at = fc.cost+1, fc.at // and the jump back
	fc.cost, fc.at = cost0, at0
	switch {
	case at.IsValid():
		fc.note(at)
	case idle.IsValid():
		fc.pos = idle
		fc.emit()
		fc.cost-- // counted in the loop's cost
		at = idle
	default:
		at = fc.last
	}
	return cost, at
}

// ---- statements ----

func (fc *fcomp) stmts(list []syntax.Stmt) execFn {
	var fs []execFn
	for i := 0; i < len(list); i++ {
		if i+1 < len(list) {
			if f := fc.sinkPair(list[i], list[i+1]); f != nil {
				fs = append(fs, f)
				i++
				continue
			}
		}
		if f := fc.stmt(list[i]); f != nil {
			fs = append(fs, f)
		}
	}
	switch len(fs) {
	case 0:
		return func(*frame) (ctl, error) { return ctlNext, nil }
	case 1:
		return fs[0]
	case 2:
		a, b := fs[0], fs[1]
		return func(fr *frame) (ctl, error) {
			if c, err := a(fr); c != ctlNext || err != nil {
				return c, err
			}
			return b(fr)
		}
	}
	return func(fr *frame) (ctl, error) {
		for _, f := range fs {
			if c, err := f(fr); c != ctlNext || err != nil {
				return c, err
			}
		}
		return ctlNext, nil
	}
}

func (fc *fcomp) stmt(s syntax.Stmt) execFn {
	switch s := s.(type) {
	case *syntax.ExprStmt:
		if _, ok := s.X.(*syntax.Literal); ok {
			return nil // a doc string
		}
		if t := sinkAppend(s, fc.sinkVar); t != nil {
			// Compiled twice, from the same state: for a sink, and as
			// the call.
			saved := *fc
			fc.expr(s.X.(*syntax.CallExpr).Fn.(*syntax.DotExpr).X)
			fc.emit() // ATTR
			it := fc.sinkItem(t)
			it.distinct = fc.distinct[s]
			*fc = saved
			x := fc.expr(s.X).val
			fc.emit() // POP
			return func(fr *frame) (ctl, error) {
				if fr.sink != nil {
					return ctlNext, fr.sink.move(fr, it)
				}
				_, err := x(fr)
				return ctlNext, err
			}
		}
		x := fc.expr(s.X).val
		fc.emit() // POP
		return func(fr *frame) (ctl, error) {
			_, err := x(fr)
			return ctlNext, err
		}

	case *syntax.BranchStmt:
		switch s.Token {
		case syntax.BREAK:
			fc.jump(fc.loops[len(fc.loops)-1].brk)
			fc.setBlock(fc.newBlock()) // dead code
			return func(*frame) (ctl, error) { return ctlBreak, nil }
		case syntax.CONTINUE:
			fc.jump(fc.loops[len(fc.loops)-1].cont)
			fc.setBlock(fc.newBlock()) // dead code
			return func(*frame) (ctl, error) { return ctlContinue, nil }
		}
		return nil

	case *syntax.IfStmt:
		bt, bf, done := fc.newBlock(), fc.newBlock(), fc.newBlock()
		cond := fc.ifelse(s.Cond, bt, bf)
		fc.setBlock(bt)
		t := fc.stmts(s.True)
		fc.jump(done)
		fc.setBlock(bf)
		f := fc.stmts(s.False)
		fc.jump(done)
		fc.setBlock(done)
		return func(fr *frame) (ctl, error) {
			ok, err := cond(fr)
			if err != nil {
				return ctlNext, err
			}
			if ok {
				return t(fr)
			}
			return f(fr)
		}

	case *syntax.AssignStmt:
		if s.Op == syntax.EQ {
			x := fc.expr(s.RHS)
			rhs := x.val
			set, setInt := fc.assignInt(s.OpPos, s.LHS)
			if setInt != nil && x.inty() {
				xi := x.intF()
				return func(fr *frame) (ctl, error) {
					k, v, err := xi(fr)
					if err != nil {
						return ctlNext, err
					}
					if v != nil {
						return ctlNext, set(fr, v)
					}
					setInt(fr, k)
					return ctlNext, nil
				}
			}
			return func(fr *frame) (ctl, error) {
				v, err := rhs(fr)
				if err != nil {
					return ctlNext, err
				}
				return ctlNext, set(fr, v)
			}
		}
		return fc.augmented(s)

	case *syntax.ForStmt:
		head, bbody, tail := fc.newBlock(), fc.newBlock(), fc.newBlock()
		x := fc.expr(s.X)
		fc.setPos(s.For)
		pIter := fc.emit() // ITERPUSH
		fc.jump(head)
		fc.setBlock(head)
		var set setFn
		var setInt setIntFn
		var body execFn
		cost, at := fc.region(func() {
			fc.condjump(tail, bbody) // ITERJMP
			fc.setBlock(bbody)
			set, setInt = fc.assignInt(s.For, s.Vars)
			fc.loops = append(fc.loops, loopBlocks{brk: tail, cont: head})
			body = fc.stmts(s.Body)
			fc.loops = fc.loops[:len(fc.loops)-1]
			fc.jump(head)
		}, syntax.Position{})
		fc.setBlock(tail)
		fc.emit() // ITERPOP
		var eachInt eachIntFn
		if setInt != nil {
			eachInt = func(fr *frame, k int64, _ *acc) (ctl, error) {
				if fr.over(cost) {
					return ctlNext, fr.stop(at)
				}
				setInt(fr, k)
				return body(fr)
			}
		}
		li := localIndex(s.Vars)
		loop := fc.loop(x, pIter, pureStmts(s.Body), func(fr *frame, v starlark.Value, _ *acc) (ctl, error) {
			if fr.over(cost) {
				return ctlNext, fr.stop(at)
			}
			if li > 0 {
				fr.setVar(li-1, v)
			} else if err := set(fr, v); err != nil {
				return ctlNext, err
			}
			return body(fr)
		}, eachInt)
		return func(fr *frame) (ctl, error) {
			c, err := loop(fr, nil)
			if c == ctlBreak {
				c = ctlNext
			}
			return c, err
		}

	case *syntax.WhileStmt:
		head, bbody, done := fc.newBlock(), fc.newBlock(), fc.newBlock()
		fc.jump(head)
		fc.setBlock(head)
		var cond condFn
		var body execFn
		cost, at := fc.region(func() {
			placed := fc.placed
			if fc.g.idle[head] {
				fc.pos = s.While // as the first pass found: see below
			}
			cond = fc.ifelse(s.Cond, bbody, done)
			fc.setBlock(bbody)
			fc.loops = append(fc.loops, loopBlocks{brk: done, cont: head})
			body = fc.stmts(s.Body)
			fc.loops = fc.loops[:len(fc.loops)-1]
			fc.jump(head)
			// A loop none of whose instructions has a position is at its
			// while (our patch of go.starlark.net's compile.go).
			if fc.placed == placed && fc.g.blocks[head].insns > 0 {
				fc.g.blocks[head].last = s.While
				if fc.g.idle == nil {
					fc.g.idle = map[int32]bool{}
				}
				fc.g.idle[head] = true
			}
		}, s.While)
		fc.setBlock(done)
		return func(fr *frame) (ctl, error) {
			for {
				if fr.over(cost) {
					return ctlNext, fr.stop(at)
				}
				ok, err := cond(fr)
				if err != nil || !ok {
					return ctlNext, err
				}
				switch c, err := body(fr); {
				case err != nil:
					return ctlNext, err
				case c == ctlBreak:
					return ctlNext, nil
				case c == ctlReturn:
					return c, nil
				}
			}
		}

	case *syntax.ReturnStmt:
		var x evalFn
		var sink sinkFn
		if s.Result != nil {
			if sinkable(s.Result) {
				// Compiled twice, from the same state: for a sink, and as
				// an expression.
				saved := *fc
				sink = fc.sinkExpr(s.Result)
				*fc = saved
			}
			x = fc.expr(s.Result).val
		} else {
			fc.emit() // NONE
		}
		fc.emit() // RETURN
		// What follows is dead code, in a block of its own.
		fc.setBlock(fc.newBlock())
		if x == nil {
			return func(fr *frame) (ctl, error) {
				fr.ret = starlark.None
				return ctlReturn, nil
			}
		}
		if id, ok := unparen(s.Result).(*syntax.Ident); ok && fc.sinkVar != nil && id.Binding == fc.sinkVar {
			// The moves went to the sink as they were appended.
			return func(fr *frame) (ctl, error) {
				if fr.sink != nil {
					fr.sunk = true
					return ctlReturn, nil
				}
				v, err := x(fr)
				fr.ret = v
				return ctlReturn, err
			}
		}
		if sink != nil {
			return func(fr *frame) (ctl, error) {
				if fr.sink != nil {
					fr.sunk = true
					return ctlReturn, sink(fr)
				}
				v, err := x(fr)
				fr.ret = v
				return ctlReturn, err
			}
		}
		return func(fr *frame) (ctl, error) {
			v, err := x(fr)
			fr.ret = v
			return ctlReturn, err
		}
	}
	start, _ := s.Span()
	fc.refuse(start, fmt.Sprintf("%T", s))
	return nil
}

// augmented compiles x op= y.
func (fc *fcomp) augmented(s *syntax.AssignStmt) execFn {
	op := s.Op - syntax.PLUS_EQ + syntax.PLUS
	if s.Op == syntax.PIPE_EQ {
		fc.refuse(s.OpPos, "|=")
	}
	apply := func(rhs evalFn) func(fr *frame, x starlark.Value) (starlark.Value, error) {
		fc.setPos(s.OpPos)
		p := fc.emit()
		if op == syntax.PLUS {
			return func(fr *frame, x starlark.Value) (starlark.Value, error) {
				y, err := rhs(fr)
				if err != nil {
					return nil, err
				}
				z, err := inplaceAdd(fr.t.th, x, y)
				if err != nil {
					return nil, fr.fail(p, err)
				}
				return z, nil
			}
		}
		return func(fr *frame, x starlark.Value) (starlark.Value, error) {
			y, err := rhs(fr)
			if err != nil {
				return nil, err
			}
			z, err := binaryOp(fr.t.th, op, x, y)
			if err != nil {
				return nil, fr.fail(p, err)
			}
			return z, nil
		}
	}
	switch lhs := unparen(s.LHS).(type) {
	case *syntax.Ident:
		get := fc.lookup(lhs).val
		rhs := fc.expr(s.RHS).val
		do := apply(rhs)
		set := fc.set(lhs)
		return func(fr *frame) (ctl, error) {
			x, err := get(fr)
			if err != nil {
				return ctlNext, err
			}
			z, err := do(fr, x)
			if err != nil {
				return ctlNext, err
			}
			return ctlNext, set(fr, z)
		}
	case *syntax.IndexExpr:
		xe := fc.expr(lhs.X).val
		ye := fc.expr(lhs.Y).val
		fc.emit() // DUP2
		fc.setPos(lhs.Lbrack)
		pGet := fc.emit()
		rhs := fc.expr(s.RHS).val
		do := apply(rhs)
		fc.setPos(lhs.Lbrack)
		pSet := fc.emit()
		return func(fr *frame) (ctl, error) {
			x, err := xe(fr)
			if err != nil {
				return ctlNext, err
			}
			y, err := ye(fr)
			if err != nil {
				return ctlNext, err
			}
			old, err := index(x, y)
			if err != nil {
				return ctlNext, fr.fail(pGet, err)
			}
			z, err := do(fr, old)
			if err != nil {
				return ctlNext, err
			}
			if err := setIndex(fr.t.th, x, y, z); err != nil {
				return ctlNext, fr.fail(pSet, err)
			}
			return ctlNext, nil
		}
	}
	fc.refuse(s.OpPos, "augmented assignment to a field")
	return nil
}

type setFn func(fr *frame, v starlark.Value) error

// assign compiles the target of an assignment.
func (fc *fcomp) assign(pos syntax.Position, lhs syntax.Expr) setFn {
	switch lhs := lhs.(type) {
	case *syntax.ParenExpr:
		return fc.assign(pos, lhs.X)
	case *syntax.Ident:
		return fc.set(lhs)
	case *syntax.TupleExpr:
		return fc.assignSequence(pos, lhs.List)
	case *syntax.ListExpr:
		return fc.assignSequence(pos, lhs.List)
	case *syntax.IndexExpr:
		xe := fc.expr(lhs.X).val
		fc.emit() // EXCH
		ye := fc.expr(lhs.Y).val
		fc.emit() // EXCH
		fc.setPos(lhs.Lbrack)
		p := fc.emit()
		return func(fr *frame, v starlark.Value) error {
			x, err := xe(fr)
			if err != nil {
				return err
			}
			y, err := ye(fr)
			if err != nil {
				return err
			}
			if err := setIndex(fr.t.th, x, y, v); err != nil {
				return fr.fail(p, err)
			}
			return nil
		}
	}
	start, _ := lhs.Span()
	fc.refuse(start, "assignment to a field")
	return nil
}

func (fc *fcomp) set(id *syntax.Ident) setFn {
	s, _ := fc.setLocal(id)
	return s
}

// setLocal returns the assignment of a value to a local, and of an int.
func (fc *fcomp) setLocal(id *syntax.Ident) (setFn, setIntFn) {
	b := id.Binding.(*resolve.Binding)
	if b.Scope != resolve.Local {
		fc.refuse(id.NamePos, "assignment to a non-local")
	}
	fc.emit() // SETLOCAL
	i := b.Index
	return func(fr *frame, v starlark.Value) error {
			fr.locals[i], fr.iok[i] = v, false
			return nil
		}, func(fr *frame, k int64) {
			fr.locals[i], fr.ints[i], fr.iok[i] = nil, k, true
		}
}

type setIntFn func(fr *frame, k int64)

// localIndex returns the index + 1 of the local lhs names, else 0.
func localIndex(lhs syntax.Expr) int {
	if id, ok := unparen(lhs).(*syntax.Ident); ok {
		if b, ok := id.Binding.(*resolve.Binding); ok && b.Scope == resolve.Local {
			return b.Index + 1
		}
	}
	return 0
}

// setVar sets local i to v, a loop's item, as the assignment setLocal
// compiles does, and keeps its int unboxed when it is a small one: a
// loop over ints reads them as ints.
func (fr *frame) setVar(i int, v starlark.Value) {
	fr.locals[i] = v
	if x, ok := v.(starlark.Int); ok {
		if k, ok := x.Int64(); ok && k >= -1<<62 && k < 1<<62 {
			fr.ints[i], fr.iok[i] = k, true
			return
		}
	}
	fr.iok[i] = false
}

// assignInt is assign, with the assignment of an int when lhs is a
// local.
func (fc *fcomp) assignInt(pos syntax.Position, lhs syntax.Expr) (setFn, setIntFn) {
	if id, ok := unparen(lhs).(*syntax.Ident); ok {
		return fc.setLocal(id)
	}
	return fc.assign(pos, lhs), nil
}

func (fc *fcomp) assignSequence(pos syntax.Position, lhs []syntax.Expr) setFn {
	fc.setPos(pos)
	p := fc.emit() // UNPACK
	sets := make([]setFn, len(lhs))
	for i, x := range lhs {
		sets[i] = fc.assign(pos, x)
	}
	n := len(lhs)
	return func(fr *frame, v starlark.Value) error {
		var buf [8]starlark.Value
		elems, err := unpack(v, n, buf[:0])
		if err != nil {
			return fr.fail(p, err)
		}
		for i, set := range sets {
			if err := set(fr, elems[i]); err != nil {
				return err
			}
		}
		return nil
	}
}

// unpack returns the n items of v, as the interpreter's UNPACK.
func unpack(v starlark.Value, n int, buf []starlark.Value) ([]starlark.Value, error) {
	switch x := v.(type) {
	case starlark.Tuple:
		if len(x) == n {
			return x, nil
		}
	case *starlark.List:
		if x.Len() == n {
			for i := range n {
				buf = append(buf, x.Index(i))
			}
			return buf, nil
		}
	}
	iter := starlark.Iterate(v)
	if iter == nil {
		return nil, fmt.Errorf("got %s in sequence assignment", v.Type())
	}
	defer iter.Done()
	var x starlark.Value
	for len(buf) < n && iter.Next(&x) {
		buf = append(buf, x)
	}
	if iter.Next(&x) {
		return nil, fmt.Errorf("too many values to unpack (got %d, want %d)", starlark.Len(v), n)
	}
	if len(buf) < n {
		return nil, fmt.Errorf("too few values to unpack (got %d, want %d)", len(buf), n)
	}
	return buf, nil
}

// eachFn runs one iteration of a loop on v; a is the comprehension's
// accumulator (nil in a for statement).
type eachFn func(fr *frame, v starlark.Value, a *acc) (ctl, error)

// eachIntFn is eachFn for an int, when the loop's variable is a local.
type eachIntFn func(fr *frame, k int64, a *acc) (ctl, error)

// loop compiles the iteration of a for statement or clause over x. The
// loop it returns ends with ctlNext, or with the ctlBreak or ctlReturn of
// an iteration, or with an error. pure says that the loop's body changes
// no list (see pureExprs).
func (fc *fcomp) loop(x *node, pIter syntax.Position, pure bool, each eachFn, eachInt eachIntFn) func(fr *frame, a *acc) (ctl, error) {
	iterate := func(fr *frame, xv starlark.Value, a *acc) (ctl, error) {
		switch xs := xv.(type) {
		case starlark.Tuple:
			for _, v := range xs {
				if c, err := each(fr, v, a); err != nil || c == ctlBreak || c == ctlReturn {
					return c, err
				}
			}
			return ctlNext, nil
		case *starlark.List:
			if pure {
				for i := 0; i < xs.Len(); i++ {
					if c, err := each(fr, xs.Index(i), a); err != nil || c == ctlBreak || c == ctlReturn {
						return c, err
					}
				}
				return ctlNext, nil
			}
		}
		iter := starlark.Iterate(xv)
		if iter == nil {
			return ctlNext, fr.fail(pIter, fmt.Errorf("%s value is not iterable", xv.Type()))
		}
		defer iter.Done()
		var v starlark.Value
		for iter.Next(&v) {
			if c, err := each(fr, v, a); err != nil || c == ctlBreak || c == ctlReturn {
				return c, err
			}
		}
		return ctlNext, nil
	}
	if r := x.rng; r != nil {
		return func(fr *frame, a *acc) (ctl, error) {
			lo, hi, by, ok, err := r.bounds(fr)
			if err != nil {
				return ctlNext, err
			}
			if !ok {
				xv, err := r.generic(fr)
				if err != nil {
					return ctlNext, err
				}
				return iterate(fr, xv, a)
			}
			for i := lo; by > 0 && i < hi || by < 0 && i > hi; i += by {
				var c ctl
				if eachInt != nil {
					c, err = eachInt(fr, i, a)
				} else {
					c, err = each(fr, starlark.MakeInt64(i), a)
				}
				if err != nil || c == ctlBreak || c == ctlReturn {
					return c, err
				}
			}
			return ctlNext, nil
		}
	}
	if tv := x.tupv; tv != nil {
		// A slice of a tuple: its items, without the slice's value.
		return func(fr *frame, a *acc) (ctl, error) {
			xs, xv, err := tv(fr)
			if err != nil {
				return ctlNext, err
			}
			if xv != nil {
				return iterate(fr, xv, a)
			}
			for _, v := range xs {
				if c, err := each(fr, v, a); err != nil || c == ctlBreak || c == ctlReturn {
					return c, err
				}
			}
			return ctlNext, nil
		}
	}
	xe := x.val
	return func(fr *frame, a *acc) (ctl, error) {
		xv, err := xe(fr)
		if err != nil {
			return ctlNext, err
		}
		return iterate(fr, xv, a)
	}
}
