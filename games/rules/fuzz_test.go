package rules

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"go.starlark.net/starlark"
)

// FuzzCompiled is the differential test of the compiler: the fuzzer's
// bytes choose a small random program (ints, tuples, lists and strings;
// the hot built-ins, slices with and without a step, indexing,
// formatting, comprehensions of one or two for clauses, for and while
// loops, break, continue and early returns, and, or, not and not in,
// augmented assignments, dicts and dict comprehensions, min, max and
// sorted with named arguments, sums of tuples, arithmetic on two locals,
// and operations that fail on the wrong types), and the program must give
// the same value, or the same error with the same call stack, compiled
// and interpreted.
//
//	go test ./games/rules -run '^$' -fuzz FuzzCompiled -fuzztime 3m
func FuzzCompiled(f *testing.F) {
	for _, seed := range []string{
		"", "\x00", "\x01\x02\x03\x04\x05\x06\x07\x08", "min max abs len range",
		"\x10\x20\x30\x40\x50\x60\x70\x80\x90\xa0\xb0\xc0\xd0\xe0\xf0\xff",
		"\xff\xfe\xfd\xfc\xfb\xfa\xf9\xf8\xf7\xf6", "chomp: state[:r] + tuple([min(x, c) for x in state[r:] if min(x, c) > 0])",
	} {
		f.Add([]byte(seed), int64(3), int64(-2))
	}
	f.Fuzz(checkProgram)
}

// checkProgram runs the program of data, f(a, b, ...), compiled and
// interpreted, and compares what each gives.
func checkProgram(t *testing.T, data []byte, a, b int64) {
	t.Helper()
	src := (&progGen{data: data}).program()
	c := newCaller("t.star", DefaultSteps, newBudget(DefaultMemory))
	file, globals, predeclared, err := execFile(c, "t.star", []byte(src))
	if err != nil {
		t.Fatalf("the generated program does not load: %v\n%s", err, src)
	}
	funcs := compileFile(file, globals, predeclared)
	fn := globals["f"].(*starlark.Function)
	code := funcs[fn]
	if code == nil || code.body == nil {
		return // not compiled: nothing to compare
	}
	args := starlark.Tuple{starlark.MakeInt64(a), starlark.MakeInt64(b),
		starlark.Tuple{starlark.MakeInt(3), starlark.MakeInt(1), starlark.MakeInt64(a)},
		starlark.String("ab%d" + fmt.Sprint(b))}
	got, want, stackC, stackI := callBoth(fn, code, args, 20_000)
	if strings.Contains(got, "the step limit") != strings.Contains(want, "the step limit") {
		// Steps are counted per loop iteration and per call, about
		// as the interpreter counts them (a call is charged its
		// straight-line code at once; the two differ by a few steps
		// a call): a program that ends within a few steps of the
		// limit ends one way and not the other. With a quarter more
		// steps, both must end alike.
		got, want, stackC, stackI = callBoth(fn, code, args, 25_000)
	}
	if strings.Contains(want, "the step limit") {
		// Where a call stopped by the step limit is, is about the same
		// place: the interpreter's is the highest line it met in the 64
		// steps past the limit since its last call returned (see
		// newCaller), the compiled code's the highest line of the loop
		// or the call it was in. They agree on a loop that calls no
		// function (TestCompiledPrograms, TestStepLimitNamesLoop pin
		// it); with a call in the loop, the interpreter's line depends
		// on the step it stopped at: testdata's loop-calls-a-function.
		// So does the function named: the compiled code charges a
		// call's straight-line steps as it enters it, and stops there
		// "in h", where the interpreter's 64 steps have returned to f
		// (step-limit-in-a-callee).
		got, want = noPlace.ReplaceAllString(got, "$1"), noPlace.ReplaceAllString(want, "$1")
		got, want = inFunc.ReplaceAllString(got, ""), inFunc.ReplaceAllString(want, "")
		stackC, stackI = "", ""
	}
	if got != want {
		t.Errorf("f%s:\ncompiled    %s\ninterpreted %s\nprogram:\n%s", args, got, want, src)
	}
	if stackC != stackI {
		t.Errorf("f%s: the error's stack:\ncompiled\n%s\ninterpreted\n%s\nprogram:\n%s", args, stackC, stackI, src)
	}
}

// inFunc matches the function a step limit's error names.
var inFunc = regexp.MustCompile(` \(in \w+\)$`)

// noPlace matches the place of an error.
var noPlace = regexp.MustCompile(`^(error: t\.star):\d+(:\d+)?`)

// progGen writes a program of a function f(a, b, s, t) from its bytes: a
// and b ints, s a tuple, t a string; once the bytes run out, every choice
// is the first.
type progGen struct {
	data  []byte
	i     int
	depth int
	loops []string // the loop variables in scope
	out   strings.Builder
}

func (g *progGen) pick(n int) int {
	if g.i >= len(g.data) {
		return 0
	}
	c := int(g.data[g.i])
	g.i++
	return c % n
}

func (g *progGen) program() string {
	g.out.WriteString("def h(x):\n    return x - 1 if x > 0 else min(x, 0)\n\n")
	g.out.WriteString("def f(a, b, s, t):\n    out = []\n    x = 0\n")
	for range 1 + g.pick(5) {
		g.stmt("    ")
	}
	fmt.Fprintf(&g.out, "    return (x, out, %s)\n", g.expr())
	return g.out.String()
}

func (g *progGen) stmt(ind string) {
	switch g.pick(9) {
	case 0, 1:
		fmt.Fprintf(&g.out, "%sx = %s\n", ind, g.expr())
	case 5:
		switch op := []string{"+=", "-=", "*=", "//=", "%=", "out[]", "out+="}[g.pick(7)]; op {
		case "out[]":
			fmt.Fprintf(&g.out, "%sout[%s] = %s\n", ind, g.expr(), g.expr())
		case "out+=":
			fmt.Fprintf(&g.out, "%sout += %s\n", ind, g.seq())
		default:
			fmt.Fprintf(&g.out, "%sx %s %s\n", ind, op, g.expr())
		}
	case 6:
		// Bounded by the step limit, and most often by x.
		fmt.Fprintf(&g.out, "%swhile %s:\n", ind, g.cond())
		fmt.Fprintf(&g.out, "%s    x = %s\n", ind, g.expr())
		fmt.Fprintf(&g.out, "%s    if x > 5 or x < -5:\n%s        break\n", ind, ind)
	case 7:
		fmt.Fprintf(&g.out, "%sif %s:\n%s    return %s\n", ind, g.cond(), ind, g.expr())
	case 8:
		v, w := fmt.Sprintf("v%d", len(g.loops)), fmt.Sprintf("w%d", len(g.loops))
		fmt.Fprintf(&g.out, "%sfor %s, %s in %s:\n", ind, v, w, g.pairs())
		g.loops = append(g.loops, v, w)
		fmt.Fprintf(&g.out, "%s    if %s:\n%s        continue\n", ind, g.cond(), ind)
		g.stmt(ind + "    ")
		g.loops = g.loops[:len(g.loops)-2]
	case 2:
		fmt.Fprintf(&g.out, "%sif %s:\n", ind, g.cond())
		fmt.Fprintf(&g.out, "%s    x = %s\n", ind, g.expr())
		fmt.Fprintf(&g.out, "%selse:\n%s    out.append(%s)\n", ind, ind, g.expr())
	case 3:
		v := fmt.Sprintf("v%d", len(g.loops))
		fmt.Fprintf(&g.out, "%sfor %s in %s:\n", ind, v, g.seq())
		g.loops = append(g.loops, v)
		fmt.Fprintf(&g.out, "%s    out.append(%s)\n", ind, g.expr())
		if g.pick(2) == 1 {
			fmt.Fprintf(&g.out, "%s    if %s:\n%s        break\n", ind, g.cond(), ind)
		}
		g.loops = g.loops[:len(g.loops)-1]
	case 4:
		fmt.Fprintf(&g.out, "%sout.append((%q %% %s, %s))\n", ind, []string{"eat %d", "take %s", "%r", "%d,%d"}[g.pick(4)], g.expr(), g.expr())
	}
}

// expr is an expression, most often an int.
func (g *progGen) expr() string {
	g.depth++
	defer func() { g.depth-- }()
	if g.depth > 4 {
		return g.atom()
	}
	switch g.pick(24) {
	case 0, 1, 2:
		return g.atom()
	case 16:
		return fmt.Sprintf("(%s %s %s)", g.expr(), []string{"and", "or"}[g.pick(2)], g.expr())
	case 17:
		return fmt.Sprintf("(%q %% %s)", []string{"%d", "%s-%d", "%r", "%d,%d", "%s%%", "take %s"}[g.pick(6)], g.expr())
	case 18:
		return fmt.Sprintf("(%q %% (%s, %s))", []string{"%d,%d", "%s %r", "%d", "%s%s"}[g.pick(4)], g.expr(), g.expr())
	case 19:
		return fmt.Sprintf("%s[%s:%s:%s]", g.seq(), g.expr(), g.expr(), []string{"1", "-1", "2", "0", "a", "None"}[g.pick(6)])
	case 20:
		switch g.pick(4) {
		case 1:
			return fmt.Sprintf("max(%s, key = h)", g.seq())
		case 2:
			return fmt.Sprintf("min(%s, key = abs)", g.seq())
		case 3:
			return fmt.Sprintf("sorted(%s, reverse = %s)", g.seq(), g.cond())
		}
		return fmt.Sprintf("str(%s)", g.expr())
	case 21:
		return fmt.Sprintf("(%s - %s)", []string{"a", "b", "x"}[g.pick(3)], []string{"a", "b", "x"}[g.pick(3)])
	case 22:
		return fmt.Sprintf("(not %s)", g.cond())
	case 23:
		switch g.pick(4) {
		case 1:
			return fmt.Sprintf("len(%s)", g.dictComprehension())
		case 2:
			return fmt.Sprintf("(%s in %s)", g.expr(), g.dictComprehension())
		case 3:
			return fmt.Sprintf("{%s: %s, %s: 1}[%s]", g.expr(), g.expr(), g.expr(), g.expr())
		}
		return fmt.Sprintf("len(%s)", g.comprehension())
	case 3:
		return fmt.Sprintf("min(%s, %s)", g.expr(), g.expr())
	case 4:
		return fmt.Sprintf("max(%s, %s, %s)", g.expr(), g.expr(), g.expr())
	case 5:
		return fmt.Sprintf("%s(%s)", []string{"min", "max", "len", "abs", "tuple", "sorted"}[g.pick(6)], g.seqOrAny())
	case 6:
		return fmt.Sprintf("abs(%s)", g.expr())
	case 7:
		return fmt.Sprintf("(%s %s %s)", g.expr(), []string{"+", "-", "*", "//", "%", "<<", "&", ">>", "|"}[g.pick(9)], g.expr())
	case 8:
		return fmt.Sprintf("%s[%s]", g.seq(), g.expr())
	case 9:
		return fmt.Sprintf("%s[%s:%s]", g.seq(), g.expr(), g.expr())
	case 10:
		return fmt.Sprintf("(%s if %s else %s)", g.expr(), g.cond(), g.expr())
	case 11:
		return g.comprehension()
	case 12:
		return fmt.Sprintf("(%s, %s)", g.expr(), g.expr())
	case 13:
		return fmt.Sprintf("h(%s)", g.expr())
	case 14:
		return fmt.Sprintf("(%s + %s)", g.seq(), g.seq())
	}
	return fmt.Sprintf("len(%s)", g.seq())
}

func (g *progGen) atom() string {
	choices := []string{"a", "b", "x", "0", "1", "-1", "7", "(1 << 62)", "t", "s", "None", "2.5", "True"}
	choices = append(choices, g.loops...)
	return choices[g.pick(len(choices))]
}

// seq is an expression, most often a sequence.
func (g *progGen) seq() string {
	g.depth++
	defer func() { g.depth-- }()
	if g.depth > 4 {
		return []string{"s", "t", "out"}[g.pick(3)]
	}
	switch g.pick(10) {
	case 0:
		return "s"
	case 1:
		return "t"
	case 2:
		return "out"
	case 3:
		// Bounded: a built-in iterating a range of 2^62 runs unbounded
		// both ways (no step is counted inside a built-in).
		return fmt.Sprintf("range(%s %% 20)", g.expr())
	case 4:
		if g.pick(2) == 1 {
			return fmt.Sprintf("range(%s %% 20, %s %% 20, %s)", g.expr(), g.expr(), []string{"1", "-1", "3", "-2", "0", "b % 5"}[g.pick(6)])
		}
		return fmt.Sprintf("range(%s %% 20, %s %% 20)", g.expr(), g.expr())
	case 5:
		return fmt.Sprintf("%s[%s:]", g.seq(), g.expr())
	case 6:
		return g.comprehension()
	case 7:
		return fmt.Sprintf("tuple(%s)", g.seqOrAny())
	case 8:
		return fmt.Sprintf("(%s + %s + %s)", g.seq(), g.seq(), g.seq())
	}
	return fmt.Sprintf("(%s, %s)", g.expr(), g.expr())
}

// pairs is a sequence, most often of pairs.
func (g *progGen) pairs() string {
	switch g.pick(4) {
	case 0:
		return "[(1, 2), (a, b), (x, t)]"
	case 1:
		return fmt.Sprintf("[(%s, c) for c in %s]", g.expr(), g.seq())
	case 2:
		return "(s, s[1:])"
	}
	return g.seq()
}

func (g *progGen) seqOrAny() string {
	if g.pick(4) == 0 {
		return g.expr()
	}
	return g.seq()
}

func (g *progGen) comprehension() string {
	v := fmt.Sprintf("c%d", len(g.loops))
	over := g.seq()
	g.loops = append(g.loops, v)
	clauses := fmt.Sprintf("for %s in %s", v, over)
	n := 1
	if g.pick(4) == 1 {
		n = 2
		// A second for clause, over what the first gives.
		w := fmt.Sprintf("c%d", len(g.loops))
		clauses += fmt.Sprintf(" for %s in %s", w, g.seq())
		g.loops = append(g.loops, w)
	}
	if g.pick(2) == 1 {
		clauses += " if " + g.cond()
	}
	body := g.expr()
	g.loops = g.loops[:len(g.loops)-n]
	return fmt.Sprintf("[%s %s]", body, clauses)
}

// dictComprehension is a dict comprehension.
func (g *progGen) dictComprehension() string {
	v := fmt.Sprintf("c%d", len(g.loops))
	over := g.seq()
	g.loops = append(g.loops, v)
	key, val := g.expr(), g.expr()
	g.loops = g.loops[:len(g.loops)-1]
	return fmt.Sprintf("{%s: %s for %s in %s}", key, val, v, over)
}

func (g *progGen) cond() string {
	g.depth++
	defer func() { g.depth-- }()
	if g.depth > 5 {
		return g.atom()
	}
	switch g.pick(8) {
	case 0:
		return g.expr()
	case 1:
		return fmt.Sprintf("%s in %s", g.expr(), g.seq())
	case 4:
		return fmt.Sprintf("%s not in %s", g.expr(), g.seq())
	case 5:
		return fmt.Sprintf("not %s", g.cond())
	case 6:
		return fmt.Sprintf("(%s) %s (%s)", g.cond(), []string{"and", "or"}[g.pick(2)], g.cond())
	}
	return fmt.Sprintf("%s %s %s", g.expr(), []string{"<", "<=", "==", "!=", ">", ">="}[g.pick(6)], g.expr())
}
