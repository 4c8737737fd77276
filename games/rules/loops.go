package rules

import (
	"fmt"
	"strings"

	"go.starlark.net/syntax"
)

// A loop whose body runs no instruction with a place (while True: pass)
// is stopped by the step limit at its function's def line, where the
// interpreter's frame is said to be: idleLoops finds, for each function
// (and the top level), the loop to name instead.

// idleLoops maps the place of each def of f (and 1:1, the top level's)
// to the place of the while loop a step limit stopped there is in: the
// first one of the function's own body (not a nested def's) whose body
// has no call, operator, index, slice or attribute, or else its first
// while loop. A function without a while loop is not in it.
func idleLoops(f *syntax.File) map[[2]int32]syntax.Position {
	loops := map[[2]int32]syntax.Position{}
	add := func(key [2]int32, body []syntax.Stmt) {
		var first, idle *syntax.WhileStmt
		for _, s := range body {
			syntax.Walk(s, func(n syntax.Node) bool {
				switch n := n.(type) {
				case *syntax.DefStmt, *syntax.LambdaExpr:
					return false
				case *syntax.WhileStmt:
					if first == nil {
						first = n
					}
					if idle == nil && idleBody(n.Body) {
						idle = n
					}
				}
				return true
			})
		}
		if idle == nil {
			idle = first
		}
		if idle != nil {
			loops[key] = idle.While
		}
	}
	add([2]int32{1, 1}, f.Stmts)
	syntax.Walk(f, func(n syntax.Node) bool {
		if d, ok := n.(*syntax.DefStmt); ok {
			add([2]int32{d.Def.Line, d.Def.Col}, d.Body)
		}
		return true
	})
	return loops
}

// idleBody reports whether body has no expression the interpreter gives
// a place to.
func idleBody(body []syntax.Stmt) bool {
	idle := true
	for _, s := range body {
		syntax.Walk(s, func(n syntax.Node) bool {
			switch n.(type) {
			case *syntax.CallExpr, *syntax.BinaryExpr, *syntax.UnaryExpr, *syntax.IndexExpr,
				*syntax.SliceExpr, *syntax.DotExpr, *syntax.Comprehension:
				idle = false
			}
			return idle
		})
	}
	return idle
}

// unclosedError moves a syntax error that wants a closing bracket to
// the bracket left open, when it is on an earlier line: the parser finds
// out at the next line's first token, which is not where the mistake is.
func unclosedError(err error, src []byte) error {
	e, ok := err.(*Error)
	if !ok || e.Line == 0 {
		return err
	}
	for _, close := range []byte{']', ')', '}'} {
		if !strings.Contains(e.Msg, "want '"+string(close)+"'") {
			continue
		}
		line, col, ok := unclosed(src, close, syntax.MakePosition(nil, int32(e.Line), int32(e.Col)))
		if ok && int(line) < e.Line {
			return &Error{File: e.File, Line: int(line), Col: int(col),
				Msg: fmt.Sprintf("this '%c' is never closed (at %d:%d: %s)", map[byte]byte{']': '[', ')': '(', '}': '{'}[close], e.Line, e.Col, e.Msg)}
		}
	}
	return err
}

// unclosed returns the place of the innermost bracket (of the kind close
// closes) still open at the place at of src, skipping strings and
// comments, or ok false.
func unclosed(src []byte, close byte, at syntax.Position) (line, col int32, ok bool) {
	open := map[byte]byte{']': '[', ')': '(', '}': '{'}[close]
	type mark struct {
		ch        byte
		line, col int32
	}
	var stack []mark
	line, col = 1, 1
	before := func() bool { return line < at.Line || line == at.Line && col < at.Col }
	s := string(src)
	for i := 0; i < len(s) && before(); {
		c := s[i]
		switch {
		case c == '\n':
			line, col = line+1, 1
			i++
			continue
		case c == '#':
			for i < len(s) && s[i] != '\n' {
				i++
				col++
			}
			continue
		case c == '\'' || c == '"':
			q := s[i : i+1]
			if len(s) >= i+3 && s[i+1] == c && s[i+2] == c {
				q = s[i : i+3]
			}
			i += len(q)
			col += int32(len(q))
			for i < len(s) && before() {
				if len(q) == 1 && s[i] == '\n' {
					break // an unterminated string: the scanner said so
				}
				if s[i] == '\\' && i+1 < len(s) {
					if s[i+1] == '\n' {
						line, col = line+1, 1
					} else {
						col += 2
					}
					i += 2
					continue
				}
				if len(s)-i >= len(q) && s[i:i+len(q)] == q {
					i += len(q)
					col += int32(len(q))
					break
				}
				if s[i] == '\n' {
					line, col = line+1, 1
				} else if s[i] < 0x80 || s[i] >= 0xC0 {
					col++
				}
				i++
			}
			continue
		case c == '[' || c == '(' || c == '{':
			stack = append(stack, mark{c, line, col})
		case c == ']' || c == ')' || c == '}':
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
		}
		if c < 0x80 || c >= 0xC0 {
			col++
		}
		i++
	}
	for k := len(stack) - 1; k >= 0; k-- {
		if stack[k].ch == open {
			return stack[k].line, stack[k].col, true
		}
	}
	return 0, 0, false
}
