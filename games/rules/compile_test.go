package rules

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"go.starlark.net/resolve"
	"go.starlark.net/starlark"
	"go.starlark.net/syntax"

	"stonegame/game"
)

// The compiled path must give exactly what go.starlark.net's interpreter
// gives: the same values, the same errors at the same places. These tests
// run the same code both ways and compare.

// compiledFuncs runs src's top level and compiles its functions, as load
// does.
func compiledFuncs(t *testing.T, src string) (starlark.StringDict, map[*starlark.Function]*cfunc) {
	t.Helper()
	c := newCaller("t.star", DefaultSteps, newBudget(DefaultMemory))
	file, globals, predeclared, err := execFile(c, "t.star", []byte(src))
	if err != nil {
		t.Fatalf("the program does not run: %v", err)
	}
	return globals, compileFile(file, globals, predeclared)
}

// callBoth calls fn with args compiled (code) and interpreted, each on a
// caller of its own with steps steps, and returns what each gave: its
// value's repr or its error, and the error's whole call stack.
func callBoth(fn *starlark.Function, code *cfunc, args starlark.Tuple, steps uint64) (compiled, interpreted, stackC, stackI string) {
	show := func(b *binding) (string, string) {
		c := newCaller("t.star", steps, newBudget(DefaultMemory))
		v, err := c.call(b, args, func() string { return fn.Name() })
		if err != nil {
			_, _, raw := newCaller("t.star", steps, newBudget(DefaultMemory)).run(b, args, nil)
			var ee *starlark.EvalError
			stack := ""
			if errors.As(raw, &ee) {
				stack = ee.CallStack.String()
			}
			return "error: " + err.Error(), stack
		}
		return v.String(), ""
	}
	compiled, stackC = show(&binding{fn: fn, code: code})
	interpreted, stackI = show(&binding{fn: fn})
	return compiled, interpreted, stackC, stackI
}

// A program of the table: its functions, and the calls of f to make
// (each a Starlark expression of its arguments' tuple).
type program struct {
	name     string
	src      string
	calls    []string
	compiled bool   // f is compiled (else it stays interpreted)
	want     string // what the first call must give (its repr, or "error: " and the error)
	steps    uint64 // the step limit of each call; default 100,000
}

var programs = []program{
	{name: "for over range, break, continue", src: `
def f(n):
    t = 0
    for i in range(n):
        if i % 3 == 0:
            continue
        if i > 20:
            break
        t += i
    for i in range(10, 0, -3):
        t = t * 2 + i
    for i in range(5, 1):
        t += 1000
    return t
`, calls: []string{"(0,)", "(7,)", "(30,)", "(-4,)"}, compiled: true},
	{name: "for over list, tuple, dict, set, string", src: `
def f(x):
    out = []
    for v in x:
        out.append(v)
    for k, v in [(1, 2), (3, 4)]:
        out.append(k * v)
    return out
`, calls: []string{`([3, 1],)`, `((1, 2),)`, `({"b": 1, "a": 2},)`, `(set([5, 4]),)`, `("ab",)`, `(3,)`, `([(1, 2, 3)],)`},
		compiled: true, want: "[3, 1, 2, 12]"},
	{name: "list changed while iterated", src: `
def f(x):
    l = [1, 2, 3]
    for v in l:
        if v == x:
            l.append(v)
    return l
`, calls: []string{"(5,)", "(2,)"}, compiled: true, want: "[1, 2, 3]"},
	{name: "while", src: `
def f(n):
    i, s = 0, 0
    while i < n:
        i += 1
        if i == 50:
            break
        if i % 2:
            continue
        s += i
    while True:
        return s
`, calls: []string{"(0,)", "(9,)", "(100,)"}, compiled: true, want: "0"},
	{name: "recursion", src: `
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
def depth(n):
    if n == 0:
        return 0
    return 1 + depth(n - 1)
def f(n):
    return (fib(n), depth(n * 50))
`, calls: []string{"(0,)", "(15,)"}, compiled: true, want: "(0, 0)"},
	{name: "comprehensions", src: `
def f(n):
    a = [i * i for i in range(n) if i % 2]
    b = {i: str(i) for i in range(n)}
    c = [(i, j) for i in range(n) for j in range(i) if (i + j) % 3 == 0]
    d = [x for x in "abc".elems() if x != "b"]
    e = [k for k in b if k > 1]
    return a, b, c, d, e, len([1 for _ in c])
`, calls: []string{"(0,)", "(6,)"}, compiled: true, want: `([], {}, [], ["a", "c"], [], 0)`},
	{name: "slicing", src: `
def f(s):
    return (s[1:], s[:-1], s[::2], s[::-1], s[-100:100], s[3:1], s[1:4:2], s[-1:0:-1], s[len(s):])
`, calls: []string{`("hello",)`, `("",)`, `([1, 2, 3, 4, 5],)`, `((1, 2, 3),)`, `(3,)`}, compiled: true,
		want: `("ello", "hell", "hlo", "olleh", "hello", "", "el", "olle", "")`},
	{name: "slicing errors", src: `
def f(s, k):
    return s[::k]
`, calls: []string{`("abc", 0)`, `("abc", "x")`, `("abc", -1)`}, compiled: true,
		want: "error: t.star:3:16: f: zero is not a valid slice step (in f)"},
	{name: "string %", src: `
def f(i, s):
    return ["flip %d" % i, "%s-%s" % (s, i), "%r" % s, "100%%", "%d%%" % i, "%x" % i, "%(a)s" % {"a": s}, "[%s]" % (s,), "%s" % [i]]
`, calls: []string{`(5, "ab")`, `(-12345678901234567890, "")`, `(True, "x")`}, compiled: true,
		want: `["flip 5", "ab-5", "\"ab\"", "100%%", "5%", "5", "ab", "[ab]", "[5]"]`},
	{name: "string % errors", src: `
def f(fmt, x):
    return fmt % x
`, calls: []string{`("%d", "a")`, `("%d %d", (1,))`, `("%s", (1, 2))`, `("%d", 1.5)`, `("%", 1)`, `("%d", None)`}, compiled: true,
		want: "error: t.star:3:16: f: %d format requires integer: cannot convert string to int (in f)"},
	{name: "strings", src: `
def f(s):
    t = s + "-" + s[:1] + str(len(s))
    return (t, s * 2, "b" in s, s.upper(), s.replace("a", "x"), ",".join([s, s]), s.split("b"), s.find("c"), s.startswith("a"), s < "b", s == "abc", s[0] if s else None, s.count("a"), "%s" % s)
`, calls: []string{`("abc",)`, `("",)`, `("bab",)`}, compiled: true},
	{name: "sets", src: `
def f(xs):
    s = set()
    for x in xs:
        s.add(x)
    t = set([1, 2]) | s
    return (sorted(s), 1 in s, len(t), sorted(t & s), sorted(s - set([1])), (1, 2) in set([(1, 2)]))
`, calls: []string{`([],)`, `([3, 1, 3],)`, `([[1]],)`}, compiled: true, want: "([], False, 2, [], [], True)"},
	{name: "set |= stays interpreted", src: `
def f(xs):
    s = set()
    s |= set(xs)
    return sorted(s)
`, calls: []string{`([2, 1],)`, `(3,)`}, compiled: false, want: "[1, 2]"},
	{name: "dicts", src: `
def f(k):
    d = {"a": 1}
    d[k] = d.get(k, 0) + 1
    d["a"] += 10
    d.setdefault("z", []).append(k)
    return (d, sorted(d.items()), d.keys(), d[k], len(d), k in d, {"x": 1}["x"])
`, calls: []string{`("a",)`, `("b",)`, `([1],)`}, compiled: true},
	{name: "dict errors", src: `
def f(d, k):
    return d[k]
`, calls: []string{`({}, "a")`, `({1: 2}, 1)`, `([], 0)`, `(3, 0)`, `({}, [])`}, compiled: true,
		want: `error: t.star:3:13: f: key "a" not in dict (in f)`},
	{name: "tuples", src: `
def f(t):
    a, b = t[0], t[-1]
    (c, d), e = (b, a), t
    u = t + (a,) + ()
    return (a, b, c, d, e, u, u[1:], t < (9,), t == (a, b), len(u), u * 2, hash(t) == hash(t), (a, (b, "x")))
`, calls: []string{`((1, 2),)`, `(("x", "y"),)`, `((1,),)`, `((),)`}, compiled: true},
	{name: "unpacking errors", src: `
def f(x):
    a, b = x
    return a + b
`, calls: []string{`((1, 2),)`, `((1, 2, 3),)`, `((1,),)`, `(5,)`, `([3, 4],)`, `("ab",)`}, compiled: true, want: "3"},
	{name: "ints", src: `
def f(a, b):
    return (a + b, a - b, a * b, a // b, a % b, -a, a & b, a | b, a ^ b, a << 3, a >> 1, ~a, a < b, a == b, a != b, abs(a), max(a, b), min(a, b), a / b)
`, calls: []string{`(7, 2)`, `(-7, 2)`, `(7, -2)`, `(4611686018427387903, 4611686018427387903)`, `(-4611686018427387904, 3)`, `(9223372036854775807, -1)`, `(123456789012345678901234567890, 7)`, `(3000000000, 4000000000)`},
		compiled: true},
	{name: "int errors", src: `
def f(a, b):
    return a // b
`, calls: []string{`(1, 0)`, `(1, "a")`, `("a", 1)`, `(None, 1)`}, compiled: true,
		want: "error: t.star:3:14: f: floored division by zero (in f)"},
	{name: "mixed errors", src: `
def f(x):
    if x == 0:
        return 1 + "a"
    if x == 1:
        return [1][5]
    if x == 2:
        return x.nope
    if x == 3:
        return x()
    if x == 4:
        return {[1]: 2}
    if x == 5:
        return fail("bad", x)
    if x == 6:
        return g(1, 2)
    if x == 7:
        return len(3)
    if x == 8:
        return undefined_later
    return -"a"
def g(a):
    return a
undefined_later = None
`, calls: []string{"(0,)", "(1,)", "(2,)", "(3,)", "(4,)", "(5,)", "(6,)", "(7,)", "(8,)", "(9,)"}, compiled: true,
		want: `error: t.star:4:18: f: unknown binary op: int + string (in f)`},
	{name: "errors deep in helpers", src: `
def h(x):
    return x[3]
def g(x):
    return [h(y) for y in x]
def f(n):
    return g([[1, 2, 3, 4]] * n + [[1]])
`, calls: []string{"(0,)", "(2,)"}, compiled: true, want: "error: t.star:3:13: f: list index 3 out of range [-1:0] (in h)"},
	{name: "errors through interpreted helpers", src: `
def h(x):
    return sorted(x, key = lambda v: v[1])
def g(x):
    return h(x) + [len(x)]
def f(n):
    return g([(1, 2)] * n + [(3,)]) if n < 5 else g([(1, 2), (4, 1)])
`, calls: []string{"(0,)", "(2,)", "(7,)"}, compiled: true},
	{name: "and, or, not, conditional, None", src: `
def f(x, y):
    return (x and y, x or y, not x, x if y else None, x == None, x != None, [x] and [], None or x, x and 1 or 2)
`, calls: []string{`(0, 1)`, `(1, 0)`, `("", "a")`, `(None, None)`, `([], [1])`}, compiled: true},
	{name: "builtins and keyword arguments", src: `
def g(a, b = 10, c = 100):
    return a + b + c
def f(xs):
    return (sorted(xs, reverse = True), list(reversed(xs)), enumerate(xs), zip(xs, xs), any(xs), all(xs), sum(xs), g(1), g(1, 2), g(1, c = 3), g(*[1, 2]), g(**{"a": 5}), min(xs) if xs else 0, str(xs), repr(xs), type(xs), bool(xs), tuple(xs), list(range(3)), range(3), int("12"))
`, calls: []string{`([3, 1, 2],)`, `([],)`}, compiled: true},
	{name: "call errors", src: `
def g(a, b = 1):
    return a + b
def f(x):
    if x == 0:
        return g()
    if x == 1:
        return g(1, 2, 3)
    if x == 2:
        return g(1, c = 2)
    return g(1, a = 2)
`, calls: []string{"(0,)", "(1,)", "(2,)"}, compiled: true, want: "error: t.star:3:12: f: function g missing 1 argument (a) (in g)"},
	{name: "globals, frozen", src: `
G = [1, 2]
D = {"a": 1}
def f(x):
    if x:
        G.append(3)
    return (G, D["a"], len(G))
`, calls: []string{"(0,)", "(1,)"}, compiled: true, want: "([1, 2], 1, 2)"},
	{name: "list operations", src: `
def f(n):
    l = []
    for i in range(n):
        l.append(i)
    l += [9]
    l[0] = 7 if l else 0
    l.insert(0, -1)
    l.extend((5, 6))
    x = l.pop()
    l.remove(9)
    return (l, x, l.index(5), [1] * 3, l + [0], l[1] if len(l) > 1 else None, sorted(l), l == list(l))
`, calls: []string{"(0,)", "(4,)"}, compiled: true},
	{name: "list operation errors", src: `
def f(n):
    l = [1]
    if n == 0:
        l.remove(5)
    if n == 1:
        l[3] = 1
    if n == 2:
        for v in l:
            l.append(v)
    if n == 3:
        for v in l:
            l += [v]
    return l.pop(7)
`, calls: []string{"(0,)", "(1,)", "(2,)", "(3,)", "(4,)"}, compiled: true},
	{name: "moves-like return", src: `
def f(s):
    return [("flip %d" % i, s[:i] + "--" + s[i + 2:]) for i in range(len(s) - 1) if s[i:i + 2] == "++"]
`, calls: []string{`("++++",)`, `("",)`, `("+-++",)`, `(5,)`}, compiled: true, want: `[("flip 0", "--++"), ("flip 1", "+--+"), ("flip 2", "++--")]`},
	{name: "lambda stays interpreted", src: `
def f(xs):
    return sorted(xs, key = lambda x: -x)
`, calls: []string{`([1, 3, 2],)`}, compiled: false, want: "[3, 2, 1]"},
	{name: "nested def stays interpreted, its caller compiled", src: `
def g(xs):
    def key(x):
        return -x
    return sorted(xs, key = key)
def f(xs):
    return g(xs) + [len(xs)]
`, calls: []string{`([1, 3, 2],)`, `(5,)`}, compiled: true, want: "[3, 2, 1, 3]"},
	{name: "floats", src: `
def f(a, b):
    return (a / b, a * 0.5, float(a) + b, int(a / b), a // 2.0, a % 2.5, "%s" % (a / b))
`, calls: []string{"(7, 2)", "(1, 3)", "(1, 0)"}, compiled: true},
	{name: "ints across 62 and 64 bits in locals", src: `
def f(x):
    a = x
    for i in range(4):
        a = a + a
    b = x * x
    c = -x - x
    d = x << 3
    e = a // 3 - a % 7
    a = "now a string"
    return (a, b, c, d, e, x + 1 > x, x == x + 0, x < 1.5, x - x == 0.0)
`, calls: []string{"(1,)", "(2305843009213693951,)", "(4611686018427387904,)", "(-4611686018427387905,)", "(9223372036854775807,)", "(-9223372036854775808,)"}, compiled: true},
	{name: "shifts and big ints", src: `
def f(x, n):
    return (x << n, x >> n, str(x << 70), -(x << 63), (x << 64) // -3, (x << 64) % -3, x & -1, ~(x << 62))
`, calls: []string{"(1, 3)", "(-5, 62)", "(3, 64)", "(1, -1)", "(1, 600)"}, compiled: true},
	{name: "a local read before it is set", src: `
def f(x):
    if x:
        y = 1
    return y
`, calls: []string{"(1,)", "(0,)"}, compiled: true, want: "1"},
	{name: "a global never set", src: `
if False:
    G = 1
def f(x):
    return G + x if x else 0
`, calls: []string{"(0,)", "(1,)"}, compiled: true, want: "0"},
	{name: "builtins shadowed by globals", src: `
def range(n):
    return [n, n]
len = 7
def f(x):
    return ([i for i in range(x)], len)
`, calls: []string{"(3,)"}, compiled: true, want: "([3, 3], 7)"},
	{name: "frozen default", src: `
def g(x, acc = []):
    acc.append(x)
    return acc
def f(x):
    return g(x)
`, calls: []string{"(1,)"}, compiled: true},
	{name: "mutual recursion", src: `
def even(n):
    return True if n == 0 else odd(n - 1)
def odd(n):
    return False if n == 0 else even(n - 1)
def f(n):
    return (even(n), odd(n))
`, calls: []string{"(0,)", "(7,)", "(300,)"}, compiled: true, want: "(True, False)"},
	{name: "in and not in", src: `
def f(x, c):
    return (x in c, x not in c)
`, calls: []string{`("a", "cat")`, `(1, [1, 2])`, `(3, (1, 2))`, `("k", {"k": 1})`, `(1, set([1]))`, `([], [[]])`, `(1, "abc")`, `(1, 5)`, `([], {})`}, compiled: true, want: "(True, False)"},
	{name: "string formats from variables", src: `
def f(fmt, t):
    return (fmt % t, "%s|%d" % t if type(t) == "tuple" and len(t) == 2 else None)
`, calls: []string{`("%s %s", (1, 2))`, `("%d", (True,))`, `("%s", None)`, `("%s", (None,))`, `("%r", (1 << 80,))`, `("%d", (1 << 80,))`, `("%s%%", "x")`, `("%s %s", ("a", (1, 2)))`, `("%s", "é\n\"")`, `("%r", "é\n\"")`, `("%d", 3.0)`}, compiled: true, want: `("1 2", "1|2")`},
	{name: "strings: bytes, unicode, repetition", src: `
def f(s, n):
    return (len(s), s[0] if s else "", s[-1:], s * n, n * s, s + s[1:], s.elems()[:2] if s else [], s[1:2] == "é"[0:1], "é"[0:1])
`, calls: []string{`("héllo", 2)`, `("", -1)`, `("ab", 0)`}, compiled: true},
	{name: "dict changed while iterated", src: `
def f(x):
    d = {1: 2, 3: 4}
    for k in d:
        if x:
            d[k + 10] = 1
    return d
`, calls: []string{"(0,)", "(1,)"}, compiled: true, want: "{1: 2, 3: 4}"},
	{name: "sorted of mixed types", src: `
def f(xs):
    return sorted(xs)
`, calls: []string{`([2, 1],)`, `([1, "a"],)`}, compiled: true, want: "[1, 2]"},
	{name: "concatenation errors", src: `
def f(a, b):
    return a + "-" + b
`, calls: []string{`("x", "y")`, `("x", 1)`, `(1, "y")`, `([1], "y")`}, compiled: true, want: `"x-y"`},
	{name: "tuple and list equality", src: `
def f(a, b):
    return (a == b, a != b, a < b if type(a) == type(b) else None, [a] == [b], (a, 1) == (b, 1))
`, calls: []string{`((1, 2), (1, 2))`, `((1, 2), (1, 3))`, `([1], [1])`, `((1,), [1])`, `({1: 2}, {1: 2})`, `(1, 1.0)`, `("a", "b")`}, compiled: true},
	{name: "min, max and abs of ints and of anything else", src: `
def f(a, b, c):
    return (min(a, b), max(a, b), min(b, a, b), max(b, b, a), min(a, b) > 0, abs(a), abs(b), min(c), max(c), min(a, 1) + max(b, 2), abs(a) * 2)
`, calls: []string{`(3, 5, (4, 1, 1))`, `(-7, -7, [2, 9, -3])`, `(1 << 70, -(1 << 70), (1 << 80, 2))`, `(2.5, 1, (1.0, 1))`,
		`(1, "a", (1,))`, `("a", 1, (1,))`, `(1, 2, ())`, `(1, 2, [])`, `(1, 2, (1, "x"))`, `(1, 2, "abc")`, `(None, 2, (1,))`,
		`(1, 1.0, (1, 1.0))`, `(-(1 << 62), (1 << 62) - 1, (-(1 << 62),))`, `(True, 0, (False, 0))`, `(1, 2, 3)`},
		compiled: true, want: "(3, 5, 3, 5, True, 3, 5, 1, 4, 6, 6)"},
	{name: "tuple of a comprehension, a list, a tuple and anything else", src: `
def f(x):
    return (tuple([min(v, 2) for v in x if v != 0]), tuple([]), tuple(list(x)), tuple(x), x[:1] + tuple([v for v in x]))
`, calls: []string{`((3, 0, 1),)`, `([5, 1],)`, `("ab",)`, `({"k": 1},)`, `(None,)`, `((),)`, `([1, "a"],)`},
		compiled: true, want: "((2, 1), (), (3, 0, 1), (3, 0, 1), (3, 3, 0, 1))"},
	{name: "sums of tuples", src: `
def f(s, n):
    a = s[:n] + tuple([v * 2 for v in s[n:] if v != 0])
    b = (n, n) + s[1:] + (n,)
    c = s[n:] + tuple(s) + tuple([v for v in range(3)]) + () + tuple(list(s[:1]))
    d = [v for v in s[n:]]
    e = () + () + tuple([])
    g = tuple(range(70000)) + s[:] + (n,)
    h = (s[-1:] + (n, n + 1) + tuple(range(2)))[1:]
    return (a, b, c, d, e, len(g), g[-1], h)
`, calls: []string{`((1, 2, 3), 1)`, `((), 0)`, `((1, 0, 5), -1)`, `("abc", 1)`, `([1, 2], 1)`, `((1, 2), "x")`,
		`((1,), 1 << 70)`, `((1, 2), None)`, `(5, 1)`},
		compiled: true, want: "((1, 4, 6), (1, 1, 2, 3, 1), (2, 3, 1, 2, 3, 0, 1, 2, 1), [2, 3], (), 70004, 1, (1, 2, 0, 1))"},
	{name: "sums of tuples and anything else", src: `
def f(s, x):
    return [(s[:1] + x), (x + s[1:]), (tuple(s) + x + (1,)), ((1,) + tuple(x)), (s[:1] + tuple([v for v in x]) + s[1:])]
`, calls: []string{`((1, 2), (3,))`, `((1, 2), [3])`, `((1, 2), "ab")`, `((1, 2), 3)`, `([1, 2], (3,))`, `("ab", (3,))`, `((1, 2), None)`},
		compiled: true, want: "[(1, 3), (3, 2), (1, 2, 3, 1), (1, 3), (1, 3, 2)]"},
	{name: "places after a condition", src: `
def f(s, n, k):
    if k == 0:
        return s[:][n:(n if n else None)]
    if k == 1:
        return s[:][n:(n and None)]
    if k == 2:
        return s[:][n:(None if not n else n)]
    if k == 3:
        return s[:][n:(None if n not in s else n)]
    return s[:][n:(None if n and k else n)]
`, calls: []string{`((1, 2), 1, 0)`, `((1, 2), (1,), 0)`, `((1, 2), (1,), 1)`, `((1, 2), (1,), 2)`, `((1, 2), (1,), 3)`, `((1, 2), (1,), 4)`, `((1, 2), (), 4)`},
		compiled: true, want: "()"},
	// The interpreter lays its blocks out depth first: a condition's
	// other branch comes after the loop's jump back, and what follows the
	// loop after it (FuzzCompiled found the first: 7:31 compiled, 7:19
	// interpreted). A slice's own instruction has no position.
	{name: "places after a loop's jump back", src: `
def h(x):
    return x

def f(s, n, k):
    if k == 0:
        return s[:[(n if k else 1) for c in s]]
    if k == 1:
        return s[:[(n and h(k)) or 1 for c in s]]
    if k == 2:
        return s[:[1 for c in s if c or h(n)]]
    if k == 3:
        return s[:[1 if c or n else h(c) for c in s if c or n]]
    if k == 4:
        return s[:[h(c) for c in s if not (c and n)]]
    if k == 5:
        return s[:[[1 for c in s if h(c)] for d in s if d not in s]]
    if k == 6:
        return s[:[1 for c in s for d in (s if c else ()) if d]]
    return s[n:(h(n) and [1])]
`, calls: []string{`((1, 2), 0, 0)`, `((1, 2), 1, 0)`, `((1, 2), 0, 1)`, `((1, 2), 1, 1)`, `((1, 2), 0, 2)`, `((1, 2), 1, 3)`,
		`((1, 2), 0, 4)`, `((1, 2), 1, 4)`, `((1, 2), 0, 5)`, `((1, 2), 0, 6)`, `((1, 2), 0, 7)`, `((1, 2), 1, 7)`},
		compiled: true, want: "error: t.star:7:21: f: invalid end index: got list, want int (in f)"},
	{name: "len of a comprehension, truth of an int", src: `
def f(s, x):
    n = len([v for v in s if v & x and x & v == v])
    m = len([w for v in s for w in range(v) if w % 2])
    k = len([1 for v in s if (v << x) | 1 if v - x])
    return (n, m, k, len([v // x for v in s]), "t" if x & 2 else "f", [v for v in s if v & x], not (x >> 1), (x * x) or "zero")
`, calls: []string{`((1, 2, 3, 7), 3)`, `((), 1)`, `([5, 6], 0)`, `((1, 1 << 70), 1 << 70)`, `((1, "a"), 1)`, `((1, 2), 1.5)`, `((1, 2), -1)`, `(None, 1)`},
		compiled: true, want: `(3, 5, 3, 4, "t", [1, 2, 3, 7], False, 9)`},
	{name: "operators on two locals", src: `
def f(a, b):
    return (a - b, a * b, a // b if b else None, a % b if b else None, a & b, a | b, a ^ b, a << (b % 8) if type(b) == "int" and b >= 0 else None, a >> 1, -a, -b)
`, calls: []string{`(7, 3)`, `(-7, 2)`, `(1 << 61, 4)`, `(1 << 70, 3)`, `(3, 1 << 70)`, `(-(1 << 62), -1)`, `(2.5, 2)`, `(3, 0)`, `("x", 3)`, `([1], 2)`, `(True, 1)`, `(5, None)`},
		compiled: true, want: "(4, 21, 2, 1, 3, 7, 4, 56, 3, -7, -3)"},
	{name: "operators on two locals, not ints", src: `
def f(s, n):
    return (s * n, n * s, s % n if type(s) == "string" else None, s % (n,) if type(s) == "string" else None, -s if type(s) != "string" else None)
`, calls: []string{`("%d!", 2)`, `([1, 2], 2)`, `((1,), 3)`, `("ab", 3)`, `("x", -1)`, `(5, 3)`, `(2.5, 2)`, `({}, 2)`},
		compiled: true, want: `("%d!%d!", "%d!%d!", "2!", "2!", None)`},
	{name: "loops over slices", src: `
def f(s, n):
    t = 0
    for v in s[n:]:
        t = t * 10 + v
    return (t, [v for v in s[:n] if v], [v for v in s[n:-1]])
`, calls: []string{`((1, 2, 3), 1)`, `((), 0)`, `([4, 5], 1)`, `("ab", 1)`, `((1, 2), "x")`, `(None, 1)`},
		compiled: true, want: "(23, [1], [2])"},
	{name: "shifts of small ints, large ones and anything else", src: `
def f(a, b):
    return (a << b, a >> b, 1 << b, a >> 1, (a << b) | 1, (1 << b) - 1, -a >> b)
`, calls: []string{`(3, 4)`, `(-5, 1)`, `(1, 61)`, `(1, 62)`, `(-1, 62)`, `(3, 63)`, `(1 << 61, 1)`, `(-(1 << 62), 1)`, `(7, 64)`, `(-7, 200)`,
		`(0, 100)`, `(5, -1)`, `(1 << 70, 3)`, `(2, 1 << 70)`, `(2.0, 1)`, `(True, 2)`, `("a", 1)`, `(1, 511)`},
		compiled: true, want: "(48, 0, 16, 1, 49, 15, -1)"},
	{name: "shifts right by a count past int32", src: `
def f(a, b):
    return (a >> b, -a >> b, 1 >> b, a >> (b + 1))
`, calls: []string{`(5, (1 << 31) - 2)`, `(0, 1 << 31)`, `(-5, (1 << 31) - 1)`, `(5, 1 << 62)`, `(0, -(1 << 31) - 1)`},
		compiled: true, want: "(0, -1, 0, 0)"},
	{name: "steps of an endless loop", src: `
def f(x):
    n = 0
    while True:
        n += x
`, calls: []string{"(1,)"}, compiled: true, steps: 10_000,
		want: "error: t.star:5:9: f took more than 10,000 steps, the step limit: is a loop endless? (in f)"},
	// The interpreter lays a while loop's body out after all that
	// follows the loop: stopped in it, it names the function's last line
	// (FuzzCompiled found it).
	{name: "steps of a while loop laid out last", src: `
def f(s):
    x = 0
    while s:
        x = 2.5
        if x > 5 or x < -5:
            break
    x = 1
    return (x, s)
`, calls: []string{"((1, 2),)"}, compiled: true, steps: 10_000},
	{name: "steps of an endless recursion", src: `
def f(x):
    return f(x + 1)
`, calls: []string{"(1,)"}, compiled: true, steps: 10_000,
		want: "error: t.star:3:16: f took more than 10,000 steps, the step limit: is a loop endless? (in f)"},
}

// noColumn matches the column of an error's place.
var noColumn = regexp.MustCompile(`^(error: t\.star:\d+):\d+`)

func TestCompiledPrograms(t *testing.T) {
	for _, p := range programs {
		t.Run(p.name, func(t *testing.T) {
			globals, funcs := compiledFuncs(t, p.src)
			fn := globals["f"].(*starlark.Function)
			code := funcs[fn]
			if got := code != nil && code.body != nil; got != p.compiled {
				t.Errorf("f compiled: got %v, want %v", got, p.compiled)
			}
			for i, call := range p.calls {
				v, err := starlark.EvalOptions(fileOptions, &starlark.Thread{}, "args", call, nil)
				if err != nil {
					t.Fatalf("%s: %v", call, err)
				}
				args := v.(starlark.Tuple)
				got, want, stackC, stackI := callBoth(fn, code, args, cmp.Or(p.steps, 100_000))
				if i == 0 && p.want != "" && want != p.want {
					t.Errorf("f%s: got %s, want %s", call, want, p.want)
				}
				if strings.Contains(want, "the step limit") {
					// Steps are counted per loop iteration and call, not
					// per instruction: the call stops on the same line,
					// not always at the same column.
					got, want = noColumn.ReplaceAllString(got, "$1"), noColumn.ReplaceAllString(want, "$1")
					stackC, stackI = "", ""
				}
				if got != want {
					t.Errorf("f%s:\ncompiled    %s\ninterpreted %s", call, got, want)
				}
				if stackC != stackI {
					t.Errorf("f%s: the error's stack:\ncompiled\n%s\ninterpreted\n%s", call, stackC, stackI)
				}
			}
		})
	}
}

// exampleInstances are instances of every example, small enough to
// solve twice.
func exampleInstances(t *testing.T) map[string][]game.Args {
	cat := cat50(t)
	return map[string][]game.Args{
		"flip.star":          {{game.TextOf("++++++++++++")}, {game.TextOf("+++-++++--+++")}, {game.TextOf("-")}},
		"subtraction.star":   {{game.IntOf(0)}, {game.IntOf(500)}},
		"kayles.star":        {{game.IntOf(12)}},
		"misere-nim.star":    {{game.ListOf(1, 2, 3, 4)}, {game.ListOf(0, 0)}},
		"chalkboard.star":    {{game.ListOf(1, 2, 3, 3, 5, 6)}, {game.ListOf(1, 1)}},
		"predict.star":       {{game.ListOf(1, 5, 233, 7, 4, 9, 8, 2)}, {game.ListOf(3)}},
		"stone-game-iv.star": {{game.IntOf(100)}},
		"nim-game.star":      {{game.IntOf(40)}},
		"wythoff.star":       {{game.IntOf(7), game.IntOf(12)}, {game.IntOf(0), game.IntOf(0)}},
		"chomp.star":         {{game.IntOf(4), game.IntOf(5)}, {game.IntOf(1), game.IntOf(1)}},
		"chomp-index.star":   {{game.IntOf(4), game.IntOf(5)}, {game.IntOf(1), game.IntOf(1)}},
		"dots.star":          {{game.IntOf(1), game.IntOf(3)}, {game.IntOf(2), game.IntOf(2)}},
		"kalah.star":         {{game.IntOf(2), game.IntOf(3)}, {game.IntOf(3), game.IntOf(2)}},
		"sum-game.star":      {{game.TextOf("?3295???")}, {game.TextOf("9??0")}, {game.TextOf("12")}},
		"tree-coloring.star": {
			{tree(t, "[1,2,3,4,5,6,7,8,9,10,11]"), game.IntOf(11), game.IntOf(3)},
			{tree(t, "[1,2,3]"), game.IntOf(3), game.IntOf(1)},
			{tree(t, "[3,1,5,null,2,4]"), game.IntOf(5), game.IntOf(3)},
		},
		"slide.star":     {{game.StringsOf("...X", "#..X.", "..X")}, {game.StringsOf("X", "#.X")}, {game.StringsOf("....X...", ".#..X", "..X.", "...X")}},
		"tictactoe.star": {{game.TextOf(".........")}, {game.TextOf("X...O....")}},
		"catmouse.star": {
			{game.GridOf([]int64{2, 5}, []int64{3}, []int64{0, 4, 5}, []int64{1, 4, 5}, []int64{2, 3}, []int64{0, 2, 3})},
			{game.GridOf([]int64{1, 3}, []int64{0}, []int64{3}, []int64{0, 2})},
			{game.GridOf(cat...)},
		},
	}
}

// TestCompiledExamples solves instances of every example compiled and
// interpreted: the graphs, their values and the moves' labels must be
// the same, and the functions the engine calls most must be compiled.
func TestCompiledExamples(t *testing.T) {
	files, err := filepath.Glob("../../examples/rules/*.star")
	if err != nil || len(files) == 0 {
		t.Fatalf("no examples: %v", err)
	}
	instances := exampleInstances(t)
	for _, path := range files {
		file := filepath.Base(path)
		t.Run(file, func(t *testing.T) {
			list, ok := instances[file]
			if !ok {
				t.Fatalf("no instances of %s to compare: add some to exampleInstances", file)
			}
			fast, slow := loadExample(t, file, Limits{}), loadExample(t, file, Limits{Interpret: true})
			for _, args := range list {
				a, b := start(t, fast, args...), start(t, slow, args...)
				r := a.g.r
				for name, bd := range map[string]*binding{"moves": r.moves, "end": r.end} {
					if bd != nil && (bd.code == nil || bd.code.body == nil) {
						t.Errorf("%s is not compiled", name)
					}
				}
				if b.g.r.moves.code != nil {
					t.Errorf("Interpret: moves is compiled")
				}
				sameGraph(t, a.g, b.g)
				// The first positions, and the last (past labelCheckFirst,
				// where a solve skips the quiet labels).
				ids := make([]int32, 0, 600)
				for id := range min(a.g.n, 300) {
					ids = append(ids, id)
				}
				for id := max(300, a.g.n-300); id < a.g.n; id++ {
					ids = append(ids, id)
				}
				for _, id := range ids {
					turn := game.First
					if r.byPlayer {
						turn = game.Player(a.g.key(id)[0])
					}
					if la, lb := a.g.expand(id, turn).labels, b.g.expand(id, turn).labels; !slices.Equal(la, lb) {
						t.Fatalf("%s: position %d: labels %q compiled, %q interpreted", args, id, la, lb)
					}
				}
				if r.board != nil { // the board of the start and its moves' cells
					ba, bb := fmt.Sprint(boardOf(t, startBoard(t, fast, args))), fmt.Sprint(boardOf(t, startBoard(t, slow, args)))
					if ba != bb {
						t.Errorf("%s: board %s compiled, %s interpreted", args, ba, bb)
					}
				}
				if fa, fb := fast.Answer(a.Solve()).String(), slow.Answer(b.Solve()).String(); fa != fb {
					t.Errorf("%s: answer %s compiled, %s interpreted", args, fa, fb)
				}
			}
		})
	}
}

// sameGraph fails unless a and b hold the same positions, in the same
// order, with the same moves and values.
func sameGraph(t *testing.T, a, b *graph) {
	t.Helper()
	for _, c := range []struct {
		name string
		x, y any
	}{
		{"positions", a.n, b.n},
		{"keys", keysOf(a), keysOf(b)},
		{"edge offsets", a.edgeOff, b.edgeOff},
		{"edges", a.edges, b.edges},
		{"moves", a.moves, b.moves},
		{"gains", a.gains, b.gains},
		{"end", items(a.term), items(b.term)},
		{"values", items(a.value), items(b.value)},
		{"remoteness", items(a.rem), items(b.rem)},
		{"scores", items(a.score), items(b.score)},
		{"grundy", items(a.grundy), items(b.grundy)},
		{"dense", denseDump(a), denseDump(b)},
	} {
		if x, y := fmt.Sprint(c.x), fmt.Sprint(c.y); x != y {
			if len(x) > 200 {
				x = x[:200] + "..."
			}
			if len(y) > 200 {
				y = y[:200] + "..."
			}
			t.Errorf("%s: compiled %s, interpreted %s", c.name, x, y)
		}
	}
}

// TestCompiledDescribe: the other functions of a file (describe,
// answer, valid, generate) give the same both ways.
func TestCompiledDescribe(t *testing.T) {
	fast, slow := loadExample(t, "catmouse.star", Limits{}), loadExample(t, "catmouse.star", Limits{Interpret: true})
	args := game.Args{game.GridOf([]int64{1, 3}, []int64{0}, []int64{3}, []int64{0, 2})}
	a, b := start(t, fast, args...), start(t, slow, args...)
	if da, db := a.Describe(), b.Describe(); da != db || !strings.Contains(da, "Mouse") {
		t.Errorf("Describe: compiled %q, interpreted %q", da, db)
	}
}

// TestDistinctLabels: the sink skips formatting the labels only of
// comprehensions whose labels cannot repeat.
func TestDistinctLabels(t *testing.T) {
	for _, tc := range []struct {
		moves string
		want  bool
	}{
		{`[("flip %d" % i, s) for i in range(len(s) - 1) if s[i] == "+"]`, true},
		{`[("take %d" % k, s - k) for k in (1, 3, 4) if k <= s]`, true},
		{`[("%s stones" % (k,), s - k) for k in range(1, 4)]`, true},
		{`[("take %d" % k, s - k) for k in (1, 3, 1)]`, false},
		{`[("m%d" % (i % 3), i) for i in range(5)]`, false},
		{`[("%d-%d" % (i, i), i) for i in range(5)]`, false},
		{`[("a %d" % i, i) for i in range(3) for j in range(2)]`, false},
		{`[("a %d" % i, i) for i in [1, 2]]`, false},
		{`[("a %d" % i, i) for i in s]`, false},
		{`[("a %d" % j, i) for i in range(3) for j in [0]]`, false},
		{`[("a", i) for i in range(3)]`, false},
		{`[("a %x" % i, i) for i in range(3)]`, false},
	} {
		src := "def f(s):\n    return " + tc.moves + "\n"
		f, err := syntax.LegacyFileOptions().Parse("t.star", src, 0)
		if err != nil {
			t.Fatal(err)
		}
		if err := resolve.File(f, func(string) bool { return false }, starlark.Universe.Has); err != nil {
			t.Fatalf("%s: %v", tc.moves, err)
		}
		ret := f.Stmts[0].(*syntax.DefStmt).Body[0].(*syntax.ReturnStmt)
		if got := distinctLabels(ret.Result.(*syntax.Comprehension)); got != tc.want {
			t.Errorf("%s: got %v, want %v", tc.moves, got, tc.want)
		}
	}
	// A function named range is not the built-in.
	globals, funcs := compiledFuncs(t, "def range(n):\n    return [1, 1]\ndef f(s):\n    return [(\"a %d\" % i, i) for i in range(3)]\n")
	fn := globals["f"].(*starlark.Function)
	c := newCaller("t.star", DefaultSteps, newBudget(DefaultMemory))
	w := &worker{g: newGraph(&rules{file: "t.star"}, nil), c: c}
	var ch chunk
	ch.reset(0, 1, keyView{})
	w.sink.start(w.g, &ch, 0, false)
	if _, sunk, err := c.run(&binding{fn: fn, code: funcs[fn]}, starlark.Tuple{starlark.MakeInt(0)}, &w.sink); err != errIrregular || sunk {
		t.Errorf("labels of a range of one's own: got sunk %v, error %v; want errIrregular, the same label twice", sunk, err)
	}
}

// TestAppendSink: a function that appends its moves to a local list and
// returns it sends them to a sink only when nothing else can see the list.
func TestAppendSink(t *testing.T) {
	const moves = "    out = []\n    for k in range(1, 3):\n        out.append((\"take %d\" % k, s - k))\n"
	for _, tc := range []struct {
		name, body string
		want       bool
	}{
		{"appends and return", moves + "    return out\n", true},
		{"early return of a literal", "    if s < 0:\n        return []\n" + moves + "    return out\n", true},
		{"the local in an expression", "    out = []\n    if s > 0:\n        out.append((\"a\", s - 1, 2))\n    return out\n", true},
		{"appended before its assignment", "    if s > 5:\n        out.append((\"a\", 1))\n" + moves + "    return out\n", false},
		{"assigned twice", moves + "    out = []\n    return out\n", false},
		{"augmented", moves + "    out += [(\"b\", 1)]\n    return out\n", false},
		{"read", moves + "    return out if len(out) else []\n", false},
		{"returned in parentheses", moves + "    return (out)\n", false},
		{"extended", moves + "    out.extend([(\"b\", 1)])\n    return out\n", false},
		{"a non-tuple appended", moves + "    out.append(s)\n    return out\n", false},
		{"assigned in a loop", "    for i in range(2):\n        out = []\n        out.append((\"a\", i))\n    return out\n", false},
		{"passed on", moves + "    g(out)\n    return out\n", false},
	} {
		src := "def g(x):\n    pass\ndef f(s):\n" + tc.body
		f, err := syntax.LegacyFileOptions().Parse("t.star", src, 0)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if err := resolve.File(f, func(string) bool { return false }, starlark.Universe.Has); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if got := appendSinkVar(f.Stmts[1].(*syntax.DefStmt).Body) != nil; got != tc.want {
			t.Errorf("%s: got %v, want %v", tc.name, got, tc.want)
		}
	}
	// The examples that build their moves so send them to the sink.
	for _, file := range []string{"wythoff.star", "chomp.star", "dots.star"} {
		s := loadExample(t, file, Limits{})
		args := exampleInstances(t)[file][0]
		p := start(t, s, args...)
		r := p.g.r
		c := newCaller(file, DefaultSteps, newBudget(DefaultMemory))
		w := &worker{g: p.g, c: c}
		var ch chunk
		ch.reset(0, 1, keyView{})
		w.sink.start(w.g, &ch, 0, false)
		state, _ := p.g.state(p.id)
		if _, sunk, err := c.run(r.moves, r.moves.args(nil, state, players[1], p.g.params), &w.sink); err != nil || !sunk {
			t.Errorf("%s: moves sent to the sink: %v (error %v), want true", file, sunk, err)
		}
	}
}

// tree reads a TreeNode parameter in LeetCode's level order.
func tree(t *testing.T, s string) game.Arg {
	t.Helper()
	a, err := game.Param{Name: "root", Kind: game.Tree}.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

// TestSinkPair: a next state assigned to a local and then appended with
// its label goes to the sink as its key, without its value (sinkPair),
// when nothing else names the local and both the label and the state are
// quiet; the graphs, the labels and the errors are the interpreter's.
func TestSinkPair(t *testing.T) {
	const head = "name = \"t\"\nparams = [param(\"n\", \"integer\", min = 0, max = 9)]\n" +
		"def start(n):\n    return (n, n, 1)\n" +
		"def g(acc, k):\n    acc.append(k)\n    return \"take %d\" % len(acc)\n"
	const loop = "def moves(state):\n    s = state\n    out = []\n    acc = []\n    for k in range(1, s[0] + 1):\n"
	for _, tc := range []struct {
		name, body string
		pairs      int
		err        string
	}{
		{"a tuple built", "        nxt = (s[0] - k,) + tuple([min(x, k) for x in s[1:] if x > 0])\n" +
			"        out.append((\"take %d\" % k, nxt))\n", 1, ""},
		{"the local in an expression", "        nxt = s[:1] + (k, s[0])\n        out.append((\"take %d\" % k, (nxt[0] - 1,) + nxt[1:]))\n", 0, ""},
		{"a label that changes a list", "        nxt = (s[0] - k, len(acc))\n        out.append((g(acc, k), nxt))\n", 0, ""},
		{"a state that changes a list", "        nxt = (s[0] - k, len(acc), g(acc, k))\n        out.append((\"take %d\" % len(acc), nxt))\n", 0, ""},
		{"named twice", "        nxt = (s[0] - k, 0)\n        out.append((\"take %d\" % nxt[0], nxt))\n", 0, ""},
		{"read after", "        nxt = (s[0] - k, 0)\n        out.append((\"take %d\" % k, nxt))\n    if s[0] > 0 and nxt == None:\n        return []\n", 0, ""},
		{"a list in the state", "        nxt = (s[0] - k, [k])\n        out.append((\"take %d\" % k, nxt))\n", 1, "a list cannot be a state"},
		{"a failing state", "        nxt = (s[0] - k, s[5])\n        out.append((\"take %d\" % k, nxt))\n", 1, "index 5 out of range"},
		{"a failing label", "        nxt = (s[0] - k,)\n        out.append((\"take %d\" % s[7], nxt))\n", 1, "index 7 out of range"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := solveBoth(t, head+loop+tc.body+"    return out\n", tc.err, game.IntOf(6))
			if p != nil && p.g.r.moves.code.pairs != tc.pairs {
				t.Errorf("statements paired for the sink: got %d, want %d", p.g.r.moves.code.pairs, tc.pairs)
			}
		})
	}
	// Chomp's moves so send each next state.
	p := start(t, loadExample(t, "chomp.star", Limits{}), game.IntOf(3), game.IntOf(3))
	if got := p.g.r.moves.code.pairs; got != 1 {
		t.Errorf("chomp.star: statements paired for the sink: got %d, want 1", got)
	}
}

// solveBoth solves src's instance args compiled and interpreted and
// compares the graphs, the labels and the errors, which must contain
// wantErr; it returns the compiled start, or nil on an error.
func solveBoth(t *testing.T, src, wantErr string, args ...game.Arg) *Position {
	t.Helper()
	fast, slow := loadSrc(t, src, Limits{}), loadSrc(t, src, Limits{Interpret: true})
	a, errA := fast.Start(context.Background(), args)
	b, errB := slow.Start(context.Background(), args)
	if fmt.Sprint(errA) != fmt.Sprint(errB) {
		t.Fatalf("error: compiled %v, interpreted %v", errA, errB)
	}
	if wantErr != "" {
		if errA == nil || !strings.Contains(errA.Error(), wantErr) {
			t.Fatalf("error: got %v, want %q", errA, wantErr)
		}
		return nil
	}
	if errA != nil {
		t.Fatal(errA)
	}
	pa, pb := asPosition(a), asPosition(b)
	sameGraph(t, pa.g, pb.g)
	for id := range pa.g.n {
		if la, lb := pa.g.expand(id, game.First).labels, pb.g.expand(id, game.First).labels; !slices.Equal(la, lb) {
			t.Fatalf("position %d: labels %q compiled, %q interpreted", id, la, lb)
		}
	}
	return &pa
}

// TestSinkKeys: a next state that is a sum of tuples, tuple(...) of a
// comprehension or a slice of a tuple goes to the sink as its key, built
// from its items (keyF, keysFn): the graphs, the labels and the errors
// are the interpreter's.
func TestSinkKeys(t *testing.T) {
	const head = "name = \"t\"\nparams = [param(\"n\", \"integer\", min = 0, max = 9)]\n" +
		"def start(n):\n    return (n, 2, 1, 0)\n" +
		"def moves(state):\n    s = state\n    if s[0] == 0:\n        return []\n" +
		"    return [(\"take %d\" % k, "
	for _, tc := range []struct{ name, state, err string }{
		{"ints", "(s[0] - 1,) + tuple([x + k for x in s[1:] if x < 3])", ""},
		{"a constant", "(s[0] - 1,) + tuple([7 for x in s[1:]])", ""},
		{"strings", "(s[0] - 1,) + tuple([\"a\" + str(x) for x in s[1:]])", ""},
		{"big ints", "(s[0] - 1,) + tuple([(x + 1) << (60 + k) for x in s[1:2]]) + s[2:]", ""},
		{"200 items", "(s[0] - 1,) + tuple([x * k for x in range(200)])", ""},
		{"70,000 items", "(s[0] - 1,) + tuple([x for x in range(70000)])", ""},
		{"nested", "(s[0] - 1,) + tuple([(x, (x, k)) for x in s[1:2]])", ""},
		{"empty", "s[:1] + tuple([x for x in s[1:1]]) + (s[0] - k,)", ""},
		{"a comprehension in one", "(s[0] - 1,) + tuple([len([y for y in s if y == x]) for x in s[1:]])", ""},
		{"a slice", "(s[0] - 1,) + s[1:3] + s[-1:]", ""},
		{"a tuple of a list", "(s[0] - 1,) + tuple(list(s[1:]))", ""},
		{"a list summand", "(s[0] - 1,) + [k]", "unknown binary op: tuple + list"},
		{"a list item", "(s[0] - 1,) + tuple([[x] for x in s[1:2]])", "a list cannot be a state"},
		{"a failing item", "(s[0] - 1,) + tuple([x // (x - x) for x in s[1:2]])", "division by zero"},
		{"a string summand", "(s[0] - 1,) + tuple([x for x in s[1:]]) + \"ab\"", "unknown binary op"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			solveBoth(t, head+tc.state+") for k in range(1, s[0] + 1)]\n", tc.err, game.IntOf(3))
		})
	}
}

// TestDistinctAppends: the sink skips formatting the labels of moves
// appended to the list a function returns only when their form proves
// them distinct (distinctAppends).
func TestDistinctAppends(t *testing.T) {
	const wythoff = "    out = []\n" +
		"    for k in range(1, s + 1):\n        out.append((\"take %d from both\" % k, s - k))\n" +
		"    for k in range(1, s + 1):\n        if k > 1:\n            out.append((\"take %d from the smaller\" % k, s - k))\n" +
		"    for k in range(s):\n        out.append((\"%d from the larger\" % (k,), s - k))\n"
	for _, tc := range []struct {
		name, body string
		want       bool
	}{
		{"wythoff's", wythoff + "    return out\n", true},
		{"an early return of []", "    if s < 0:\n        return []\n" + wythoff + "    return out\n", true},
		{"prefixes apart", "    out = []\n    for k in range(3):\n        out.append((\"a%d\" % k, k))\n        out.append((\"b%d\" % k, k))\n    return out\n", true},
		{"the same texts", "    out = []\n    for k in range(3):\n        out.append((\"a%d\" % k, k))\n    for k in range(3):\n        out.append((\"a%d\" % k, k))\n    return out\n", false},
		{"suffixes apart", "    out = []\n    for k in range(3):\n        out.append((\"a%d b\" % k, k))\n        out.append((\"a%d ab\" % k, k))\n    return out\n", true},
		{"a suffix of the other", "    out = []\n    for k in range(3):\n        out.append((\"a%d b\" % k, k))\n        out.append((\"a%d  b\" % k, k))\n    return out\n", false},
		{"digits after", "    out = []\n    for k in range(30):\n        out.append((\"a%d\" % k, k))\n        out.append((\"a%d1\" % k, k))\n    return out\n", false},
		{"a nested loop", "    out = []\n    for j in range(2):\n        for k in range(3):\n            out.append((\"a%d\" % k, k))\n    return out\n", false},
		{"in no loop", "    out = []\n    out.append((\"a%d\" % s, s))\n    return out\n", false},
		{"a loop over a list", "    out = []\n    for k in [1, 1]:\n        out.append((\"a%d\" % k, k))\n    return out\n", false},
		{"the variable changed", "    out = []\n    for k in range(3):\n        k = 1\n        out.append((\"a%d\" % k, k))\n    return out\n", false},
		{"another variable", "    out = []\n    j = 0\n    for k in range(3):\n        out.append((\"a%d\" % j, k))\n    return out\n", false},
		{"a label not formatted", "    out = []\n    for k in range(3):\n        out.append((\"a\", k))\n    return out\n", false},
		{"a while loop", "    out = []\n    k = 0\n    while k < 3:\n        k += 1\n        out.append((\"a%d\" % k, k))\n    return out\n", false},
		{"a return of moves", "    out = []\n    for k in range(3):\n        out.append((\"a%d\" % k, k))\n    if s > 9:\n        return [(\"a1\", 1)]\n    return out\n", false},
	} {
		src := "def f(s):\n" + tc.body
		f, err := fileOptions.Parse("t.star", src, 0)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if err := resolve.File(f, func(string) bool { return false }, starlark.Universe.Has); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		body := f.Stmts[0].(*syntax.DefStmt).Body
		v := appendSinkVar(body)
		if v == nil {
			t.Fatalf("%s: no list of moves", tc.name)
		}
		if got := distinctAppends(body, v) != nil; got != tc.want {
			t.Errorf("%s: got %v, want %v", tc.name, got, tc.want)
		}
	}
	// Labels the same by mistake are found, and the engine's error is
	// the interpreter's.
	src := "name = \"t\"\nparams = [param(\"n\", \"integer\", min = 0, max = 9)]\n" +
		"def start(n):\n    return n\ndef moves(state):\n    s = state\n    out = []\n" +
		"    for k in range(1, s + 1):\n        out.append((\"take %d\" % k, s - k))\n" +
		"    for k in range(1, s + 1):\n        if k == 2:\n            out.append((\"take %d\" % k, 0))\n    return out\n"
	solveBoth(t, src, "take 2", game.IntOf(5))
	// Wythoff's labels are not formatted in a solve, and are those the
	// interpreter gives when shown.
	solveBoth(t, "name = \"w\"\nparams = [param(\"s\", \"integer\", min = 0, max = 9)]\n"+
		"def start(s):\n    return s\ndef moves(state):\n    s = state\n"+wythoff+"    return out\n", "", game.IntOf(7))
}

// TestParamBlock: the statements of a function that read only parameters
// other than the first are skipped at a call whose parameters are those
// of the last (compile_memo.go), and the results, the errors and the
// steps are those of a call that runs them.
func TestParamBlock(t *testing.T) {
	const boxes = "def f(s, rows, cols):\n    h = (rows + 1) * cols\n    boxes = []\n" +
		"    for r in range(rows):\n        for c in range(cols):\n            boxes.append((1 << (r * cols + c)) | (1 << (h + c)))\n"
	for _, tc := range []struct {
		name, src string
		memo      bool
		calls     []string
	}{
		{"boxes", boxes + "    return ([b for b in boxes if b & s], len(boxes), h, r, c, 3 in boxes, boxes[0])\n", true,
			[]string{"(5, 2, 3)", "(6, 2, 3)", "(6, 3, 2)", "(7, 3, 2)", "(1, 2, 3)", "(1, 0, 3)", "(2, 0, 3)", "(2, 1, 1)", "(3, True, 1)", "(3, 1, 1)"}},
		{"a string parameter", "def f(s, t):\n    xs = [t[i:] for i in range(len(t))]\n    return [x for x in xs if s in x]\n", true,
			[]string{`("a", "abcab")`, `("b", "abcab")`, `("b", "bb")`, `("b", "abcab")`}},
		{"lists inside", "def f(s, n):\n    grid = []\n    for i in range(n):\n        grid.append([i])\n    grid[0].append(s)\n    return len(grid[0])\n", true,
			[]string{"(1, 2)", "(2, 2)", "(3, 2)"}},
		{"a list of a built-in changed after", "def f(s, n):\n    xs = sorted([n, 1])\n    for i in range(n):\n        pass\n    xs.append(s)\n    return xs\n", true,
			[]string{"(1, 2)", "(2, 2)", "(3, 2)"}},
		{"a parameter changed before", "def f(s, n):\n    n = n + s\n    xs = []\n    for i in range(n):\n        xs.append(i)\n    return len(xs)\n", true,
			[]string{"(1, 2)", "(2, 2)", "(1, 2)"}},
		{"a list of a parameter", "def f(s, xs):\n    ys = []\n    for x in xs:\n        ys.append(x)\n    return [y for y in ys] + [s]\n", true,
			[]string{"(1, [1, 2])", "(2, [1, 2])", "(2, (1, 2))", "(3, (1, 2))"}},
		{"assigned before and on some paths of the block", "def f(s, n):\n    x = s\n    if n > 2:\n        x = 0\n    xs = []\n    for i in range(n):\n        xs.append(i)\n    return (x, len(xs))\n", true,
			[]string{"(1, 2)", "(2, 2)", "(3, 4)", "(4, 4)"}},
		{"assigned on some paths of the block", "def f(s, n):\n    if n > 2:\n        x = 0\n    xs = []\n    for i in range(n):\n        xs.append(i)\n    return (len(xs), s, x if n > 2 else i)\n", true,
			[]string{"(1, 2)", "(2, 2)", "(3, 4)", "(4, 4)", "(5, 0)", "(6, 0)"}},
		{"the state read", "def f(s, n):\n    xs = []\n    for i in range(n + s):\n        xs.append(i)\n    return xs\n", false, nil},
		{"the list changed after", "def f(s, n):\n    xs = []\n    for i in range(n):\n        xs.append(i)\n    xs.append(s)\n    return xs\n", false, nil},
		{"the list returned", "def f(s, n):\n    xs = []\n    for i in range(n):\n        xs.append(i)\n    return xs\n", false, nil},
		{"the list passed on", "def g(x):\n    return x\ndef f(s, n):\n    xs = []\n    for i in range(n):\n        xs.append(i)\n    return g(xs)\n", false, nil},
		{"the list assigned into", "def f(s, n):\n    xs = []\n    for i in range(n):\n        xs.append(i)\n    xs[0] = s\n    return xs[0]\n", false, nil},
		{"a call of the file's", "def g(x):\n    return x\ndef f(s, n):\n    xs = []\n    for i in range(n):\n        xs.append(g(i))\n    return len(xs)\n", false, nil},
		{"a break", "def f(s, n):\n    xs = []\n    for i in range(n):\n        if i > 2:\n            break\n        xs.append(i)\n    return len(xs)\n", false, nil},
		{"no loop", "def f(s, n):\n    h = n * 2\n    return h + s\n", false, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			globals, funcs := compiledFuncs(t, tc.src)
			fn := globals["f"].(*starlark.Function)
			code := funcs[fn]
			if code == nil || code.body == nil {
				t.Fatal("f is not compiled")
			}
			if code.memo != tc.memo {
				t.Fatalf("a parameter block: got %v, want %v", code.memo, tc.memo)
			}
			shared := newCaller("t.star", DefaultSteps, newBudget(DefaultMemory))
			for _, call := range tc.calls {
				v, err := starlark.EvalOptions(fileOptions, &starlark.Thread{}, "args", call, nil)
				if err != nil {
					t.Fatalf("%s: %v", call, err)
				}
				args := v.(starlark.Tuple)
				got, errGot := shared.call(&binding{fn: fn, code: code}, args, func() string { return "f" })
				steps := shared.th.Steps
				fresh := newCaller("t.star", DefaultSteps, newBudget(DefaultMemory))
				want, errWant := fresh.call(&binding{fn: fn, code: code}, args, func() string { return "f" })
				interp, errInterp := newCaller("t.star", DefaultSteps, newBudget(DefaultMemory)).call(&binding{fn: fn}, args, func() string { return "f" })
				if fmt.Sprint(got, errGot) != fmt.Sprint(want, errWant) || fmt.Sprint(got, errGot) != fmt.Sprint(interp, errInterp) {
					t.Errorf("f%s: got %v %v, want %v %v (interpreted %v %v)", call, got, errGot, want, errWant, interp, errInterp)
				}
				if steps != fresh.th.Steps {
					t.Errorf("f%s: %d steps, want %d", call, steps, fresh.th.Steps)
				}
			}
		})
	}
	// At a step limit the block would pass, the call runs it, and stops
	// where a call that runs it stops.
	globals, funcs := compiledFuncs(t, boxes+"    return len(boxes)\n")
	fn := globals["f"].(*starlark.Function)
	b := &binding{fn: fn, code: funcs[fn]}
	args := starlark.Tuple{starlark.MakeInt(1), starlark.MakeInt(5), starlark.MakeInt(6)}
	full := newCaller("t.star", DefaultSteps, newBudget(DefaultMemory))
	if _, err := full.call(b, args, func() string { return "f" }); err != nil {
		t.Fatal(err)
	}
	limit := full.th.Steps - 10
	warm := newCaller("t.star", DefaultSteps, newBudget(DefaultMemory))
	if _, err := warm.call(b, args, func() string { return "f" }); err != nil {
		t.Fatal(err)
	}
	warm.steps = limit
	_, errWarm := warm.call(b, args, func() string { return "f" })
	_, errCold := newCaller("t.star", limit, newBudget(DefaultMemory)).call(b, args, func() string { return "f" })
	if errWarm == nil || fmt.Sprint(errWarm) != fmt.Sprint(errCold) {
		t.Errorf("at the step limit: got %v, want %v", errWarm, errCold)
	}
}

// TestComprehensionCSE: a comprehension's item that its condition
// computes too is computed once (cseSite), with the interpreter's values
// and errors.
func TestComprehensionCSE(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		slots     int
		calls     []string
	}{
		{"chomp's", "def f(t, c):\n    return tuple([min(x, c) for x in t if min(x, c) > 0])\n", 1,
			[]string{"((3, 2, 1), 2)", "((3, 2, 1), 0)", "((), 1)", "((1 << 70, 5), 1 << 69)", "((1, \"a\"), 1)", "(([1], [0]), [1])"}},
		{"in an or", "def f(t, k):\n    return [x + k for x in t if x > 5 or x + k > 3]\n", 1,
			[]string{"((1, 6, 3, 9), 1)", "((7, 1, 2), 3)", "((7, 1, 2), 1 << 62)", "((7, \"a\"), 1)"}},
		{"in an and", "def f(t, k):\n    return [abs(x - k) for x in t if x != 3 and abs(x - k) < 4]\n", 1,
			[]string{"((1, 3, 6, 9), 2)", "((-1 << 62, 2), 1 << 62)"}},
		{"a failing item", "def f(t, k):\n    return [x // k for x in t if x // k > 0]\n", 1,
			[]string{"((4, 2), 2)", "((4, 2), 0)"}},
		{"a product too large", "def f(t, k):\n    return [x * k for x in t if x * k != 0]\n", 1,
			[]string{"((4, 1 << 40), 1 << 40)"}},
		{"a for after", "def f(t, k):\n    return [x + k for x in t if x + k > 0 for y in t]\n", 0,
			[]string{"((1, 2), 1)"}},
		{"a shift", "def f(t, k):\n    return [x << k for x in t if x << k > 2]\n", 0,
			[]string{"((1, 2), 1)"}},
		{"not the item", "def f(t, k):\n    return [x + k for x in t if x - k > 0]\n", 0,
			[]string{"((1, 2), 1)"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			globals, funcs := compiledFuncs(t, tc.src)
			fn := globals["f"].(*starlark.Function)
			code := funcs[fn]
			if code == nil || code.body == nil {
				t.Fatal("f is not compiled")
			}
			if code.ncse != tc.slots {
				t.Errorf("slots: got %d, want %d", code.ncse, tc.slots)
			}
			for _, call := range tc.calls {
				v, err := starlark.EvalOptions(fileOptions, &starlark.Thread{}, "args", call, nil)
				if err != nil {
					t.Fatalf("%s: %v", call, err)
				}
				got, want, stackC, stackI := callBoth(fn, code, v.(starlark.Tuple), 100_000)
				if got != want || stackC != stackI {
					t.Errorf("f%s: compiled %s %s, interpreted %s %s", call, got, stackC, want, stackI)
				}
			}
		})
	}
}
