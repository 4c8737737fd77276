package rules

import (
	"fmt"

	"go.starlark.net/resolve"
	"go.starlark.net/starlark"
	"go.starlark.net/syntax"
)

// This file decides which moves' labels a solve may leave unformatted.
//
// To solve, the engine needs from each move only where it leads, its gain
// and whether the mover moves again; the label is for people. So the
// compiled sink (compile_call.go) skips a move's label expression when
// skipping it can change nothing but the label: the expression is
// "quiet", decided here statically and conservatively, from the syntax
// alone. A quiet expression reads values and makes new ones, and calls
// only built-ins that change nothing and functions of the file that are
// quiet in turn: it assigns nothing but its own locals, and changes only
// the lists and dicts it made itself. The values a label sees are the
// file's globals (frozen: changing one is an error), the state and
// parameters and the locals of moves; none of them can be changed by a
// quiet expression. What skipping can lose is the label's own errors (a
// bad format, an index out of range, a label that is not a string, empty,
// or the same as another): those are reported on the first
// labelCheckFirst positions a solve finds (the start, the positions its
// moves lead to, and so on), where every label is formatted and checked,
// and whenever a position's moves are shown (Position.Moves, Options,
// Play, Line: expand calls moves again and checks them all; Play refuses
// a move from or into a position whose labels break).

//
// The interpreter has no sink: run interpreted (Limits.Interpret), moves
// formats every label. So that a file gives the same answer and the same
// error whichever way it runs, a solve that runs moves interpreted and
// has it fail past its first positions calls a copy of moves instead
// whose skipped labels are the constant 0 (lazyCopy): as the compiled
// sink, which then calls moves in full only when the copy fails too, for
// its error. (A moves the compiler refuses, lambda or nested def, runs
// interpreted either way, and formats its labels either way.)

// labelCheckFirst is how many positions, the first ids a solve gives, have
// their labels formatted and checked in full: the start, the positions
// its moves lead to, and so on, in the order the solve finds them
// (breadth or depth first). Past them a solve formats only the labels
// that are not quiet, and checks none.
const labelCheckFirst = 1000

// quietBuiltins are the universe's functions a quiet expression may call
// with positional arguments: none changes its arguments or calls back
// into the file.
var quietBuiltins = map[string]bool{
	"len": true, "range": true, "str": true, "repr": true, "int": true, "bool": true,
	"tuple": true, "list": true, "abs": true, "min": true, "max": true, "sorted": true,
	"reversed": true, "chr": true, "ord": true, "type": true, "hash": true, "any": true,
	"all": true, "enumerate": true, "zip": true, "dict": true,
}

// freshBuiltins are those whose result is a new value or an immutable
// one, never one of their arguments.
var freshBuiltins = map[string]bool{
	"len": true, "range": true, "str": true, "repr": true, "int": true, "bool": true,
	"list": true, "sorted": true, "reversed": true, "chr": true, "ord": true,
	"type": true, "hash": true, "any": true, "all": true, "enumerate": true,
	"zip": true, "dict": true, "abs": true,
}

// quietMethods are the built-in types' methods that change nothing (the
// values a file's moves can see are of built-in types: no struct, no
// function-valued field).
var quietMethods = map[string]bool{
	"elems": true, "get": true, "items": true, "keys": true, "values": true, "index": true,
	"capitalize": true, "codepoint_ords": true, "codepoints": true, "count": true,
	"elem_ords": true, "endswith": true, "find": true, "format": true, "isalnum": true,
	"isalpha": true, "isdigit": true, "islower": true, "isspace": true, "istitle": true,
	"isupper": true, "join": true, "lower": true, "lstrip": true, "partition": true,
	"removeprefix": true, "removesuffix": true, "replace": true, "rfind": true,
	"rindex": true, "rpartition": true, "rsplit": true, "rstrip": true, "split": true,
	"splitlines": true, "startswith": true, "strip": true, "title": true, "upper": true,
	"difference": true, "intersection": true, "issubset": true, "issuperset": true,
	"symmetric_difference": true, "union": true,
}

// changeMethods are the methods that change their receiver: a quiet
// function calls them only on a list, dict or set it made itself.
var changeMethods = map[string]bool{
	"append": true, "extend": true, "insert": true, "pop": true, "remove": true,
	"clear": true, "popitem": true, "setdefault": true, "update": true, "add": true,
	"discard": true,
}

// quietExpr reports whether evaluating e, an expression of a function of
// the file, can change nothing that outlives it (see the top of this
// file).
func (p *pcomp) quietExpr(e syntax.Expr) bool {
	switch e := e.(type) {
	case nil, *syntax.Literal, *syntax.Ident:
		return true
	case *syntax.ParenExpr:
		return p.quietExpr(e.X)
	case *syntax.UnaryExpr:
		return p.quietExpr(e.X)
	case *syntax.BinaryExpr:
		return p.quietExpr(e.X) && p.quietExpr(e.Y)
	case *syntax.CondExpr:
		return p.quietExpr(e.Cond) && p.quietExpr(e.True) && p.quietExpr(e.False)
	case *syntax.TupleExpr:
		return p.quietList(e.List)
	case *syntax.ListExpr:
		return p.quietList(e.List)
	case *syntax.DictExpr:
		return p.quietList(e.List)
	case *syntax.DictEntry:
		return p.quietExpr(e.Key) && p.quietExpr(e.Value)
	case *syntax.IndexExpr:
		return p.quietExpr(e.X) && p.quietExpr(e.Y)
	case *syntax.SliceExpr:
		return p.quietExpr(e.X) && p.quietExpr(e.Lo) && p.quietExpr(e.Hi) && p.quietExpr(e.Step)
	case *syntax.DotExpr:
		return p.quietExpr(e.X)
	case *syntax.Comprehension:
		for _, c := range e.Clauses {
			switch c := c.(type) {
			case *syntax.ForClause:
				if !assignsLocals(c.Vars) || !p.quietExpr(c.X) {
					return false
				}
			case *syntax.IfClause:
				if !p.quietExpr(c.Cond) {
					return false
				}
			default:
				return false
			}
		}
		return p.quietExpr(e.Body)
	case *syntax.CallExpr:
		for _, a := range e.Args {
			if b, ok := a.(*syntax.BinaryExpr); ok && b.Op == syntax.EQ {
				a = b.Y // a named argument
			}
			if u, ok := a.(*syntax.UnaryExpr); ok && (u.Op == syntax.STAR || u.Op == syntax.STARSTAR) {
				a = u.X
			}
			if !p.quietExpr(a) {
				return false
			}
		}
		return p.quietCallee(e)
	}
	return false // a lambda, or what this file does not know
}

func (p *pcomp) quietList(list []syntax.Expr) bool {
	for _, x := range list {
		if !p.quietExpr(x) {
			return false
		}
	}
	return true
}

// quietCallee reports whether the function e calls is quiet, its
// arguments aside.
func (p *pcomp) quietCallee(e *syntax.CallExpr) bool {
	switch fn := unparen(e.Fn).(type) {
	case *syntax.DotExpr:
		return quietMethods[fn.Name.Name] && p.quietExpr(fn.X)
	case *syntax.Ident:
		b, ok := fn.Binding.(*resolve.Binding)
		if !ok {
			return false
		}
		switch b.Scope {
		case resolve.Universal:
			// Named arguments (sorted's key) call back into the file.
			for _, a := range e.Args {
				if _, ok := a.(*syntax.BinaryExpr); ok && a.(*syntax.BinaryExpr).Op == syntax.EQ {
					return false
				}
				if _, ok := a.(*syntax.UnaryExpr); ok && a.(*syntax.UnaryExpr).Op == syntax.STARSTAR {
					return false
				}
			}
			return quietBuiltins[fn.Name]
		case resolve.Global:
			f, ok := p.globals[b.First.Name].(*starlark.Function)
			return ok && p.quietFunc(f)
		}
	}
	return false
}

// quietFunc reports whether f, a function of the file, is quiet: its body
// assigns only its locals and changes only the lists, dicts and sets it
// made itself, and calls only quiet functions. A function that calls
// itself, directly or not, is not (the analysis stays simple).
func (p *pcomp) quietFunc(f *starlark.Function) bool {
	if q, ok := p.quietFuncs[f]; ok {
		return q == 1
	}
	def := p.defs[f]
	if def == nil {
		return false
	}
	if p.quietFuncs == nil {
		p.quietFuncs = map[*starlark.Function]int8{}
	}
	p.quietFuncs[f] = 0 // under way: a call back is not quiet
	rf := def.Function.(*resolve.Function)
	q := !rf.HasVarargs && !rf.HasKwargs && rf.NumKwonlyParams == 0 && len(rf.FreeVars) == 0
	for _, b := range rf.Locals {
		q = q && b.Scope == resolve.Local
	}
	if q {
		own := ownedLocals(rf)
		q = p.quietStmts(def.Body, own)
	}
	if q {
		p.quietFuncs[f] = 1
	} else {
		p.quietFuncs[f] = -1
	}
	return q
}

func (p *pcomp) quietStmts(stmts []syntax.Stmt, own map[*resolve.Binding]bool) bool {
	for _, s := range stmts {
		if !p.quietStmt(s, own) {
			return false
		}
	}
	return true
}

func (p *pcomp) quietStmt(s syntax.Stmt, own map[*resolve.Binding]bool) bool {
	owned := func(x syntax.Expr) bool {
		id, ok := unparen(x).(*syntax.Ident)
		if !ok {
			return false
		}
		b, ok := id.Binding.(*resolve.Binding)
		return ok && own[b]
	}
	switch s := s.(type) {
	case *syntax.ExprStmt:
		if c, ok := s.X.(*syntax.CallExpr); ok {
			if dot, ok := c.Fn.(*syntax.DotExpr); ok && changeMethods[dot.Name.Name] && owned(dot.X) {
				return p.quietList(c.Args)
			}
		}
		return p.quietExpr(s.X)
	case *syntax.AssignStmt:
		if !p.quietExpr(s.RHS) {
			return false
		}
		switch lhs := unparen(s.LHS).(type) {
		case *syntax.Ident:
			// x op= y changes the list or dict x in place for + and |:
			// only one x made itself.
			return s.Op == syntax.EQ || s.Op != syntax.PLUS_EQ && s.Op != syntax.PIPE_EQ || owned(lhs)
		case *syntax.TupleExpr, *syntax.ListExpr:
			return s.Op == syntax.EQ && assignsLocals(lhs)
		case *syntax.IndexExpr:
			// x[i] += y changes x[i] in place, which x may share.
			return owned(lhs.X) && p.quietExpr(lhs.Y) && (s.Op == syntax.EQ || s.Op != syntax.PLUS_EQ && s.Op != syntax.PIPE_EQ)
		}
		return false
	case *syntax.IfStmt:
		return p.quietExpr(s.Cond) && p.quietStmts(s.True, own) && p.quietStmts(s.False, own)
	case *syntax.ForStmt:
		return assignsLocals(s.Vars) && p.quietExpr(s.X) && p.quietStmts(s.Body, own)
	case *syntax.WhileStmt:
		return p.quietExpr(s.Cond) && p.quietStmts(s.Body, own)
	case *syntax.ReturnStmt:
		return p.quietExpr(s.Result)
	case *syntax.BranchStmt:
		return true
	}
	return false // a def, a load
}

// ownedLocals returns the locals of rf that hold only values rf made
// itself: each assignment to one gives it a new list, dict or set (a
// literal, a comprehension, a sum, a slice, a built-in's new value) or an
// immutable value, or adds to it in place; never a parameter, a loop
// variable, an item of another value or another variable's value.
func ownedLocals(rf *resolve.Function) map[*resolve.Binding]bool {
	own := map[*resolve.Binding]bool{}
	for i, b := range rf.Locals {
		if i >= len(rf.Params) {
			own[b] = true
		}
	}
	disown := func(x syntax.Expr) {
		syntax.Walk(x, func(n syntax.Node) bool {
			if id, ok := n.(*syntax.Ident); ok {
				if b, ok := id.Binding.(*resolve.Binding); ok {
					delete(own, b)
				}
			}
			return true
		})
	}
	var scan func(stmts []syntax.Stmt)
	scan = func(stmts []syntax.Stmt) {
		for _, s := range stmts {
			switch s := s.(type) {
			case *syntax.AssignStmt:
				if id, ok := unparen(s.LHS).(*syntax.Ident); ok {
					if s.Op == syntax.EQ && !fresh(s.RHS) {
						disown(id)
					}
				} else if s.Op == syntax.EQ {
					if _, ok := unparen(s.LHS).(*syntax.IndexExpr); !ok {
						disown(s.LHS) // unpacked items: another value's
					}
				}
			case *syntax.IfStmt:
				scan(s.True)
				scan(s.False)
			case *syntax.ForStmt:
				disown(s.Vars)
				scan(s.Body)
			case *syntax.WhileStmt:
				scan(s.Body)
			}
		}
	}
	scan(rf.Body)
	// Loop variables of comprehensions are locals too.
	for _, s := range rf.Body {
		syntax.Walk(s, func(n syntax.Node) bool {
			if c, ok := n.(*syntax.ForClause); ok {
				disown(c.Vars)
			}
			return true
		})
	}
	return own
}

// fresh reports whether e's value is new or immutable: never a value
// that something else holds too.
func fresh(e syntax.Expr) bool {
	switch e := unparen(e).(type) {
	case *syntax.Literal, *syntax.ListExpr, *syntax.DictExpr, *syntax.Comprehension, *syntax.SliceExpr:
		return true
	case *syntax.TupleExpr:
		return true // immutable: its items cannot be reached for changing
	case *syntax.UnaryExpr:
		return true
	case *syntax.BinaryExpr:
		// and, or return an operand.
		return e.Op != syntax.AND && e.Op != syntax.OR
	case *syntax.CallExpr:
		id, ok := unparen(e.Fn).(*syntax.Ident)
		if !ok {
			return false
		}
		b, ok := id.Binding.(*resolve.Binding)
		return ok && b.Scope == resolve.Universal && freshBuiltins[id.Name]
	}
	return false
}

// span is where an expression is in the file: the line and column of its
// first character and of the one just past it.
type span [4]int32

func spanOf(e syntax.Expr) span {
	start, end := e.Span()
	return span{start.Line, start.Col, end.Line, end.Col}
}

// lazyCopy returns a copy of fn, a function of the file (filename, src),
// in which the labels a lazy sink skips (skips: see sinkItem) are the
// constant 0: what the compiled fn evaluates with a lazy sink. The copy
// is defined alone, in a module of its own whose predeclared names are
// the file's globals: it calls the file's own functions, and its errors
// are at the file's lines and columns, in a call of the same name.
func lazyCopy(filename string, src []byte, fn *starlark.Function, skips map[span]bool, globals, predeclared starlark.StringDict) (*starlark.Function, error) {
	f, err := fileOptions.Parse(filename, src, 0)
	if err != nil {
		return nil, err
	}
	pos := fn.Position()
	var def *syntax.DefStmt
	var find func([]syntax.Stmt)
	find = func(stmts []syntax.Stmt) {
		for _, s := range stmts {
			switch s := s.(type) {
			case *syntax.DefStmt:
				if s.Def.Line == pos.Line && s.Def.Col == pos.Col && s.Name.Name == fn.Name() {
					def = s
				}
			case *syntax.IfStmt:
				find(s.True)
				find(s.False)
			case *syntax.ForStmt:
				find(s.Body)
			case *syntax.WhileStmt:
				find(s.Body)
			}
		}
	}
	find(f.Stmts)
	if def == nil {
		return nil, fmt.Errorf("%s: no def of %s", pos, fn.Name())
	}
	syntax.Walk(def, func(n syntax.Node) bool {
		if t, ok := n.(*syntax.TupleExpr); ok && len(t.List) > 0 && skips[spanOf(t.List[0])] {
			start, _ := t.List[0].Span()
			t.List[0] = &syntax.Literal{Token: syntax.INT, TokenPos: start, Raw: "0", Value: int64(0)}
		}
		return true
	})
	f.Stmts = []syntax.Stmt{def}
	all := make(starlark.StringDict, len(globals)+len(predeclared))
	for k, v := range predeclared {
		all[k] = v
	}
	for k, v := range globals {
		all[k] = v
	}
	prog, err := starlark.FileProgram(f, all.Has)
	if err != nil {
		return nil, err
	}
	g, err := prog.Init(&starlark.Thread{Name: "lazy copy"}, all)
	if err != nil {
		return nil, err
	}
	c, ok := g[fn.Name()].(*starlark.Function)
	if !ok {
		return nil, fmt.Errorf("%s: no function %s", pos, fn.Name())
	}
	return c, nil
}
