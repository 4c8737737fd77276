package rules

import (
	"fmt"

	"go.starlark.net/resolve"
	"go.starlark.net/starlark"
	"go.starlark.net/syntax"
)

// This file lets a function skip the statements that compute the same
// values at every call of a solve: those that read only parameters whose
// values repeat (an instance's rows and cols, not the state). Dots and
// Boxes' moves build the list of its boxes' line masks from rows and
// cols at every call, a third of its time:
//
//	h = (rows + 1) * cols
//	boxes = []
//	for r in range(rows):
//	    for c in range(cols):
//	        boxes.append(...)
//
// Such a block is run as compiled, and the values it leaves in its
// locals are kept with the parameters' values (ints, strings, bools or
// None); a later call with the same values sets the locals from them and
// skips the block, as if it had run: it counts the steps the block took
// and charges the memory it charged (when either would pass a limit, the
// block runs, to fail as it does). What the block may do makes this exact:
// it assigns only locals, changes only the lists it made itself, calls
// only built-ins that change nothing and reads only constants, globals
// (frozen), its own locals and parameters other than the first (the
// state). A list it leaves is shared by the calls: after the block the
// function may only iterate over it, index it, take its len or test
// membership in it, so that no call can change or keep it.

// pmemo is a block's values of one thread, from its last run.
type pmemo struct {
	key    []starlark.Value // the parameters' values
	locals []starlark.Value // the block's locals, as it left them
	ints   []int64
	iok    []bool
	steps  uint64 // the steps it counted
	bytes  int64  // the memory it charged
}

// paramBlock is a block of a function's top-level statements (see the
// file's comment).
type paramBlock struct {
	params []int // the parameters it reads, by index
	locals []int // the locals it assigns, by index
	// readOnly holds the locals that the function only reads after the
	// block (see onlyRead): those that may keep a list.
	readOnly map[int]bool
}

// findParamBlock returns the first and last index + 1 of the longest run
// of body's statements that makes a parameter block, and its parameters
// and locals; ok is false when there is none worth keeping (one that runs
// a loop or builds a list). A function of more than maxBlockSearch
// top-level statements has none: the search takes their number cubed.
func findParamBlock(rf *resolve.Function, sinkVar *resolve.Binding) (i, j int, pb *paramBlock, ok bool) {
	body := rf.Body
	if len(body) > maxBlockSearch {
		return 0, 0, nil, false
	}
	params := map[*resolve.Binding]int{}
	for k, b := range rf.Locals[:len(rf.Params)] {
		if k > 0 {
			params[b] = k
		}
	}
	for i = 0; i < len(body); i++ {
		for j = len(body); j > i; j-- {
			if pb, ok = paramBlockOf(body, i, j, params, sinkVar); ok {
				return i, j, pb, true
			}
		}
	}
	return 0, 0, nil, false
}

const maxBlockSearch = 32

// paramBlockOf reports whether body[i:j] is a parameter block worth
// keeping.
func paramBlockOf(body []syntax.Stmt, i, j int, params map[*resolve.Binding]int, sinkVar *resolve.Binding) (*paramBlock, bool) {
	block := body[i:j]
	assigned := map[*resolve.Binding]bool{}
	owned := map[*resolve.Binding]int{} // lists made by `x = []`, by their assignments
	worth := false
	ok := true
	var lhs func(e syntax.Expr)
	lhs = func(e syntax.Expr) {
		switch e := unparen(e).(type) {
		case *syntax.Ident:
			b, isB := e.Binding.(*resolve.Binding)
			if !isB || b.Scope != resolve.Local || b == sinkVar {
				ok = false
				return
			}
			if _, isParam := params[b]; isParam {
				ok = false // a parameter reassigned
			}
			assigned[b] = true
		case *syntax.TupleExpr:
			for _, x := range e.List {
				lhs(x)
			}
		case *syntax.ListExpr:
			for _, x := range e.List {
				lhs(x)
			}
		default:
			ok = false
		}
	}
	// First the locals the block assigns, and what it does.
	for _, st := range block {
		switch st.(type) {
		case *syntax.AssignStmt, *syntax.ForStmt, *syntax.IfStmt, *syntax.ExprStmt:
		default:
			return nil, false // a return, a while loop...
		}
		syntax.Walk(st, func(n syntax.Node) bool {
			switch n := n.(type) {
			case *syntax.AssignStmt:
				if n.Op != syntax.EQ {
					ok = false
				}
				lhs(n.LHS)
				if id, isID := unparen(n.LHS).(*syntax.Ident); isID {
					if l, isList := unparen(n.RHS).(*syntax.ListExpr); isList && len(l.List) == 0 {
						owned[id.Binding.(*resolve.Binding)]++
					}
				}
			case *syntax.ForStmt:
				lhs(n.Vars)
				worth = true
			case *syntax.ForClause:
				lhs(n.Vars)
				worth = true
			case *syntax.Comprehension:
				worth = true
			case *syntax.BranchStmt:
				if n.Token == syntax.PASS {
					break
				}
				// break and continue are fine in a loop of the block, which
				// the walk cannot tell: refuse them.
				ok = false
			case *syntax.ReturnStmt, *syntax.WhileStmt, *syntax.LambdaExpr, *syntax.DefStmt:
				ok = false
			case *syntax.CallExpr:
				switch fn := n.Fn.(type) {
				case *syntax.Ident:
					b, _ := fn.Binding.(*resolve.Binding)
					if b == nil || b.Scope != resolve.Universal || !pureBuiltins[fn.Name] {
						ok = false
					}
				case *syntax.DotExpr:
					id, isID := unparen(fn.X).(*syntax.Ident)
					if !isID || fn.Name.Name != "append" {
						ok = false
						break
					}
					worth = true
					if b, _ := id.Binding.(*resolve.Binding); owned[b] == 0 {
						ok = false // a list not made here (counted when made, before)
					}
				default:
					ok = false
				}
				for _, a := range n.Args {
					if _, named := a.(*syntax.BinaryExpr); named && a.(*syntax.BinaryExpr).Op == syntax.EQ {
						ok = false
					}
					if u, isU := a.(*syntax.UnaryExpr); isU && (u.Op == syntax.STAR || u.Op == syntax.STARSTAR) {
						ok = false
					}
				}
			}
			return ok
		})
		if !ok {
			return nil, false
		}
	}
	// A local it assigns is named nowhere before it: it holds nothing
	// at the block's start, and the block leaves it as it would at any
	// call (a local assigned on some paths of the block only).
	for _, st := range body[:i] {
		syntax.Walk(st, func(n syntax.Node) bool {
			if id, isID := n.(*syntax.Ident); isID {
				if b, _ := id.Binding.(*resolve.Binding); b != nil && assigned[b] {
					ok = false
				}
			}
			return ok
		})
	}
	if !ok {
		return nil, false
	}
	// A list made here must be made once, and not be assigned otherwise.
	for b, n := range owned {
		if n != 1 {
			return nil, false
		}
		count := 0
		for _, st := range block {
			syntax.Walk(st, func(n syntax.Node) bool {
				if a, isA := n.(*syntax.AssignStmt); isA {
					syntax.Walk(a.LHS, func(m syntax.Node) bool {
						if id, isID := m.(*syntax.Ident); isID && id.Binding == b {
							count++
						}
						return true
					})
				}
				return true
			})
		}
		if count != 1 {
			return nil, false
		}
	}
	// Then what it reads.
	pb := &paramBlock{}
	read := map[int]bool{}
	var visit func(n syntax.Node) bool
	visit = func(n syntax.Node) bool {
		if dot, isDot := n.(*syntax.DotExpr); isDot {
			syntax.Walk(dot.X, visit) // not its name
			return false
		}
		id, isID := n.(*syntax.Ident)
		if !isID {
			return ok
		}
		b, _ := id.Binding.(*resolve.Binding)
		if b == nil {
			ok = false
			return false
		}
		switch b.Scope {
		case resolve.Local:
			if k, isParam := params[b]; isParam {
				if !read[k] {
					read[k] = true
					pb.params = append(pb.params, k)
				}
			} else if !assigned[b] {
				ok = false // the state, or a local of outside the block
			}
		case resolve.Global, resolve.Predeclared, resolve.Universal:
		default:
			ok = false
		}
		return ok
	}
	for _, st := range block {
		syntax.Walk(st, visit)
	}
	if !ok || !worth {
		return nil, false
	}
	// And after it, the lists it leaves are only read; the lists it
	// made must be.
	pb.readOnly = map[int]bool{}
	for b := range assigned {
		pb.locals = append(pb.locals, b.Index)
		if onlyRead(body[j:], b) {
			pb.readOnly[b.Index] = true
		} else if owned[b] > 0 {
			return nil, false
		}
	}
	return pb, true
}

// onlyRead reports whether every use of b in stmts iterates over it,
// indexes it (not to assign), takes its len or tests membership in it.
func onlyRead(stmts []syntax.Stmt, b *resolve.Binding) bool {
	allowed := map[*syntax.Ident]bool{}
	is := func(e syntax.Expr) *syntax.Ident {
		if id, ok := unparen(e).(*syntax.Ident); ok && id.Binding == b {
			return id
		}
		return nil
	}
	targets := map[*syntax.Ident]bool{}
	for _, st := range stmts {
		syntax.Walk(st, func(n syntax.Node) bool {
			switch n := n.(type) {
			case *syntax.ForStmt:
				if id := is(n.X); id != nil {
					allowed[id] = true
				}
			case *syntax.ForClause:
				if id := is(n.X); id != nil {
					allowed[id] = true
				}
			case *syntax.IndexExpr:
				if id := is(n.X); id != nil {
					allowed[id] = true
				}
			case *syntax.BinaryExpr:
				if n.Op == syntax.IN || n.Op == syntax.NOT_IN {
					if id := is(n.Y); id != nil {
						allowed[id] = true
					}
				}
			case *syntax.CallExpr:
				if fn, ok := n.Fn.(*syntax.Ident); ok && fn.Name == "len" && len(n.Args) == 1 {
					if fb, _ := fn.Binding.(*resolve.Binding); fb != nil && fb.Scope == resolve.Universal {
						if id := is(n.Args[0]); id != nil {
							allowed[id] = true
						}
					}
				}
			case *syntax.AssignStmt:
				if x, ok := unparen(n.LHS).(*syntax.IndexExpr); ok {
					if id := is(x.X); id != nil {
						targets[id] = true
					}
				}
			}
			return true
		})
	}
	ok := true
	for _, st := range stmts {
		syntax.Walk(st, func(n syntax.Node) bool {
			if id, isID := n.(*syntax.Ident); isID && id.Binding == b && (!allowed[id] || targets[id]) {
				ok = false
			}
			return ok
		})
	}
	return ok
}

// memoKeyable reports whether v may be a parameter's value in a memo's
// key: a value that cannot change, compared by equality.
func memoKeyable(v starlark.Value) bool {
	switch v.(type) {
	case starlark.Int, starlark.String, starlark.Bool, starlark.NoneType:
		return true
	}
	return false
}

// shareable reports whether v, local l's value, may be shared by the
// calls: a value that cannot change (nil: the local is unbound, or holds
// an int unboxed), or a list of such values that the function only reads
// after the block.
func (pb *paramBlock) shareable(l int, v starlark.Value) bool {
	if v == nil || immutable(v) {
		return true
	}
	x, ok := v.(*starlark.List)
	if !ok || !pb.readOnly[l] {
		return false
	}
	for i := range x.Len() {
		if !immutable(x.Index(i)) {
			return false
		}
	}
	return true
}

// immutable reports whether v is an int, a string, a bool, None, or a
// tuple of such values.
func immutable(v starlark.Value) bool {
	if t, ok := v.(starlark.Tuple); ok {
		for _, x := range t {
			if !immutable(x) {
				return false
			}
		}
		return true
	}
	return memoKeyable(v)
}

// wrap wraps block, the compiled statements of pb.
func (pb *paramBlock) wrap(cf *cfunc, block execFn) execFn {
	return func(fr *frame) (ctl, error) {
		t := fr.t
		c := t.c
		if c == nil {
			return block(fr)
		}
		m := t.memos[cf]
		if m != nil && m.hit(fr, pb) {
			th := t.th
			if th.Steps+m.steps < t.limit && th.CheckAlloc(m.bytes) == nil {
				th.Steps += m.steps
				for _, l := range pb.locals {
					fr.locals[l], fr.ints[l], fr.iok[l] = m.locals[l], m.ints[l], m.iok[l]
				}
				return ctlNext, nil
			}
		}
		steps, bytes := t.th.Steps, c.charged-c.reserve
		ct, err := block(fr)
		if err != nil || ct != ctlNext {
			return ct, err
		}
		for _, k := range pb.params {
			if !memoKeyable(fr.locals[k]) {
				return ct, nil
			}
		}
		for _, l := range pb.locals {
			if !pb.shareable(l, fr.locals[l]) {
				return ct, nil
			}
		}
		if m == nil {
			if t.memos == nil {
				t.memos = map[*cfunc]*pmemo{}
			}
			n := len(fr.locals)
			m = &pmemo{locals: make([]starlark.Value, n), ints: make([]int64, n), iok: make([]bool, n)}
			t.memos[cf] = m
		}
		m.key = m.key[:0]
		for _, k := range pb.params {
			m.key = append(m.key, fr.locals[k])
		}
		for _, l := range pb.locals {
			m.locals[l], m.ints[l], m.iok[l] = fr.locals[l], fr.ints[l], fr.iok[l]
		}
		m.steps, m.bytes = t.th.Steps-steps, c.charged-c.reserve-bytes
		return ct, nil
	}
}

// hit reports whether the parameters of fr are those m was made with.
func (m *pmemo) hit(fr *frame, pb *paramBlock) bool {
	if len(m.key) != len(pb.params) {
		return false
	}
	for i, k := range pb.params {
		v, w := fr.locals[k], m.key[i]
		if v == w {
			continue
		}
		if !memoKeyable(v) {
			return false
		}
		if eq, err := starlark.Equal(v, w); err != nil || !eq {
			return false
		}
	}
	return true
}

// A comprehension whose item is computed in its condition too, as
// Chomp's [min(x, c) for x in t if min(x, c) > 0], computes it once: the
// condition keeps the value of its copy in a slot of the frame (see
// cseSite), and the item takes it from there. The item must be made of
// locals, int literals, arithmetic other than shifts and calls of the
// built-in min, max and abs, so that it changes nothing and gives the
// same value twice; only a small int is kept (one that was charged
// nothing to make), and the condition must follow the comprehension's
// last for clause, so that no variable changes in between.

// cseSlot is the value of a condition's copy of an item, when ok.
type cseSlot struct {
	i  int64
	ok bool
}

// cseSite is a comprehension's item (e) and its copy (s) in the
// condition of an if clause (c), with the frame's slot that passes it.
type cseSite struct {
	e, s syntax.Expr
	c    *syntax.IfClause
	slot int
}

// cseOf returns the site of e's item, or nil.
func (fc *fcomp) cseOf(e *syntax.Comprehension) *cseSite {
	item := unparen(e.Body)
	if _, ok := item.(*syntax.CallExpr); !ok {
		if _, ok := item.(*syntax.BinaryExpr); !ok {
			return nil
		}
	}
	if !cseExpr(item) {
		return nil
	}
	last := -1
	for i, c := range e.Clauses {
		if _, ok := c.(*syntax.ForClause); ok {
			last = i
		}
	}
	for _, c := range e.Clauses[last+1:] {
		ic, ok := c.(*syntax.IfClause)
		if !ok {
			continue
		}
		var found syntax.Expr
		syntax.Walk(ic.Cond, func(n syntax.Node) bool {
			if found != nil {
				return false
			}
			switch n := n.(type) {
			case *syntax.Comprehension, *syntax.LambdaExpr:
				return false
			case syntax.Expr:
				if sameExpr(unparen(n), item) {
					found = n
					return false
				}
			}
			return true
		})
		if found != nil {
			site := &cseSite{e: e.Body, s: found, c: ic, slot: fc.cf.ncse}
			fc.cf.ncse++
			return site
		}
	}
	return nil
}

// cseExpr reports whether e is made of locals, int literals, arithmetic
// other than shifts, and calls of the built-in min, max and abs.
func cseExpr(e syntax.Expr) bool {
	switch e := unparen(e).(type) {
	case *syntax.Ident:
		b, ok := e.Binding.(*resolve.Binding)
		return ok && b.Scope == resolve.Local
	case *syntax.Literal:
		return e.Token == syntax.INT
	case *syntax.UnaryExpr:
		return e.Op == syntax.MINUS && cseExpr(e.X)
	case *syntax.BinaryExpr:
		switch e.Op {
		case syntax.PLUS, syntax.MINUS, syntax.STAR, syntax.SLASHSLASH, syntax.PERCENT, syntax.AMP, syntax.PIPE, syntax.CIRCUMFLEX:
			return cseExpr(e.X) && cseExpr(e.Y)
		}
	case *syntax.CallExpr:
		fn, ok := e.Fn.(*syntax.Ident)
		if !ok || fn.Name != "min" && fn.Name != "max" && fn.Name != "abs" || len(e.Args) == 0 {
			return false
		}
		if b, ok := fn.Binding.(*resolve.Binding); !ok || b.Scope != resolve.Universal {
			return false
		}
		for _, a := range e.Args {
			if !cseExpr(a) { // a named or *args argument is not one
				return false
			}
		}
		return true
	}
	return false
}

// sameExpr reports whether x and y, made as cseExpr says, are the same
// expression.
func sameExpr(x, y syntax.Expr) bool {
	switch x := unparen(x).(type) {
	case *syntax.Ident:
		y, ok := unparen(y).(*syntax.Ident)
		return ok && x.Binding == y.Binding
	case *syntax.Literal:
		y, ok := unparen(y).(*syntax.Literal)
		return ok && x.Token == syntax.INT && y.Token == syntax.INT && fmt.Sprint(x.Value) == fmt.Sprint(y.Value)
	case *syntax.UnaryExpr:
		y, ok := unparen(y).(*syntax.UnaryExpr)
		return ok && x.Op == y.Op && sameExpr(x.X, y.X)
	case *syntax.BinaryExpr:
		y, ok := unparen(y).(*syntax.BinaryExpr)
		return ok && x.Op == y.Op && sameExpr(x.X, y.X) && sameExpr(x.Y, y.Y)
	case *syntax.CallExpr:
		y, ok := unparen(y).(*syntax.CallExpr)
		if !ok || len(x.Args) != len(y.Args) || !sameExpr(x.Fn, y.Fn) {
			return false
		}
		for i := range x.Args {
			if !sameExpr(x.Args[i], y.Args[i]) {
				return false
			}
		}
		return true
	}
	return false
}

// wrap wraps n, the node of site's copy (keep) or of its item (not
// keep).
func (site *cseSite) wrap(n *node, keep bool) *node {
	slot := site.slot
	ival := n.intF()
	if keep {
		f := func(fr *frame) (int64, starlark.Value, error) {
			i, v, err := ival(fr)
			if err == nil && v == nil {
				fr.cse[slot] = cseSlot{i, true}
			}
			return i, v, err
		}
		return &node{ival: f, val: boxInt(f)}
	}
	f := func(fr *frame) (int64, starlark.Value, error) {
		if s := &fr.cse[slot]; s.ok {
			return s.i, nil, nil
		}
		return ival(fr)
	}
	return &node{ival: f, val: boxInt(f)}
}
