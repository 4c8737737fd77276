package rules

import (
	"strings"
	"testing"

	"go.starlark.net/starlark"
)

// TestQuietLabels: a lazy sink skips a label only when evaluating it can
// change nothing else. Each label below fails when evaluated ("%d" of a
// string), so a skipped one leaves the call without an error and one
// evaluated stops it.
func TestQuietLabels(t *testing.T) {
	const helpers = `
def bad(s):
    return "%d" % "x"

def own_list(s):
    l = []
    l.append(s)
    l += [s]
    d = {}
    d[s] = 1
    n = s
    n -= 1
    return "%d" % "x"

def appends(s, l):
    l.append(s)
    return "%d" % "x"

def extends(s, l):
    l += [s]
    return "%d" % "x"

def alias(s, l):
    x = l
    x.append(s)
    return "%d" % "x"

def item(s, l):
    x = [l]
    x[0] += [1]
    return "%d" % "x"

def loopvar(s, l):
    for x in [l]:
        x.append(1)
    return "%d" % "x"

def calls_bad(s):
    return bad(s) + "!"

def calls_appends(s, l):
    return appends(s, l)

def rec(s):
    if s > 0:
        return rec(s - 1)
    return "%d" % "x"

def keyed(x):
    return x
`
	for _, tc := range []struct {
		label string
		quiet bool
	}{
		{`"%d" % "x"`, true},
		{`"a" + str(s) + ("%d" % "x")`, true},
		{`bad(s)`, true},
		{`calls_bad(s)`, true},
		{`own_list(s)`, true},
		{`" ".join(["%d" % "x" for i in range(s)])`, true},
		{`"%d" % "x" if s > 0 else "%d" % "x"`, true},
		{`bad(len(seen))`, true},
		{`appends(s, seen)`, false},
		{`calls_appends(s, seen)`, false},
		{`extends(s, seen)`, false},
		{`alias(s, seen)`, false},
		{`item(s, seen)`, false},
		{`loopvar(s, seen)`, false},
		{`rec(s)`, false},
		{`[seen.append(1), "%d" % "x"][1]`, false},
		{`str(sorted([s], key = keyed)) + ("%d" % "x")`, false},
		{`str(print("a")) + ("%d" % "x")`, false},
		{`(lambda: "%d" % "x")()`, false},
	} {
		src := helpers + "\ndef f(s):\n    seen = [0]\n    out = []\n    out.append((" + tc.label + ", s - 1))\n    return out\n"
		globals, funcs := compiledFuncs(t, src)
		fn := globals["f"].(*starlark.Function)
		c := newCaller("t.star", DefaultSteps, newBudget(DefaultMemory))
		c.th.Print = func(*starlark.Thread, string) {}
		w := &worker{g: newGraph(&rules{file: "t.star"}, nil), c: c}
		var ch chunk
		ch.reset(0, 1, nil, nil)
		w.sink.start(w.g, &ch, 0, true)
		_, sunk, err := c.run(&binding{fn: fn, code: funcs[fn]}, starlark.Tuple{starlark.MakeInt(3)}, &w.sink)
		if tc.quiet && (err != nil || !sunk) {
			t.Errorf("%s: got sunk %v, error %v; want the label skipped", tc.label, sunk, err)
		}
		if !tc.quiet && (err == nil || !strings.Contains(err.Error(), "%d format requires")) {
			t.Errorf("%s: got sunk %v, error %v; want the label evaluated, and its error", tc.label, sunk, err)
		}
		// Checked in full, every label is evaluated.
		w.sink.start(w.g, &ch, 0, false)
		if _, _, err := c.run(&binding{fn: fn, code: funcs[fn]}, starlark.Tuple{starlark.MakeInt(3)}, &w.sink); err == nil {
			t.Errorf("%s: a sink that checks labels got no error", tc.label)
		}
	}
}
