package rules

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"go.starlark.net/starlark"
	"go.starlark.net/syntax"

	"stonegame/explain"
	"stonegame/game"
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
		ch.reset(0, 1, keyView{})
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

// deepLabels is a game of one pile, take 1 or 2, whose labels break at
// the pile of bad (label is the label expression of a take of k from
// state).
func deepLabels(label string) string {
	return `name = "t"
params = [param("n", "integer", min = 0, max = 5000), param("bad", "integer", min = 0, max = 5000)]
def start(n):
    return n

def moves(state, bad):
    out = []
    for k in (1, 2):
        if k <= state:
            out.append((` + label + `, state - k))
    return out

def label_of(k, state, bad):
    return "take %d" % (k if state != bad else "x")
`
}

// TestDeepLabel: labels that break only at a position deep in the game
// (past the first labelCheckFirst positions of a solve) may go unseen by
// a solve, compiled and interpreted alike, but are reported, with the file's line, as soon as that
// position's moves are to be shown: playing into it, explaining through
// it, starting from it or from a position whose optimal line (shown with
// the answer) reaches it. Near the start a solve reports them.
func TestDeepLabel(t *testing.T) {
	for _, tc := range []struct {
		name, label, want string
		at                string // the place the error names: moves' def, or the label's %
	}{
		{"the same label twice", `"take" if state == bad else "take %d" % k`, `moves 1 and 2 have the same label "take"`, "t.star:6:1:"},
		{"an empty label", `"" if state == bad else "take %d" % k`, "its label is empty", "t.star:6:1:"},
		{"a label not a string", `None if state == bad else "take %d" % k`, "is NoneType, not a string", "t.star:6:1:"},
		{"a format that fails", `"take %d" % (k if state != bad else "x")`, "%d format requires integer", "t.star:10:35:"},
		{"a helper that fails", `label_of(k, state, bad)`, "%d format requires integer", "t.star:14:22:"},
	} {
		for _, lim := range []Limits{{}, {Interpret: true}} {
			name := tc.name
			if lim.Interpret {
				name += ", interpreted"
			}
			s := loadSrc(t, deepLabels(tc.label), lim)
			solve := func(n, bad int64) (game.Solvable, error) {
				return s.Start(context.Background(), game.Args{game.IntOf(n), game.IntOf(bad)})
			}
			// Near the start, the solve checks every label.
			for _, c := range [][2]int64{{10, 7}, {4, 4}} {
				if _, err := solve(c[0], c[1]); err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), tc.at) {
					t.Errorf("%s: solve from %d, broken at %d: got %v, want an error at %s saying %q", name, c[0], c[1], err, tc.at, tc.want)
				}
			}
			// From 1,200 the pile of 3 is about position 1,197, and on
			// the optimal line, shown with the answer: refused.
			const n = 1200
			if _, err := solve(n, 3); err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), tc.at) {
				t.Errorf("%s: solve from %d, broken at 3: got %v, want an error at %s saying %q", name, n, err, tc.at, tc.want)
			}
			// The pile of 4 is on no optimal line from 1,200 (the loser
			// takes 1, the winner leaves a multiple of 3): the solve
			// answers, compiled and interpreted alike.
			sp, err := solve(n, 4)
			if err != nil {
				t.Errorf("%s: solve from %d, broken at 4: %v", name, n, err)
				continue
			}
			// Playing from the pile of 4 reports it, at the file's line
			// (the move into it does not look at its moves).
			var p game.Position = sp
			for state := n; state > 4; state-- {
				if _, p, err = p.Play(Move("take 1")); err != nil {
					t.Fatalf("%s: play from %d: %v", name, state, err)
				}
			}
			_, _, err = p.Play(Move("1"))
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), tc.at) {
				t.Errorf("%s: play from 4: got %v, want an error at %s saying %q", name, err, tc.at, tc.want)
			}
			// Explain shows the line and values its options, never the
			// moves of the pile of 4: it explains (an explain from 4, or
			// through 3, is refused by the solve above).
			if _, err := explain.Build(s, game.Args{game.IntOf(n), game.IntOf(4)}, sp, nil); err != nil {
				t.Errorf("%s: explain from %d: %v", name, n, err)
			}
			// A line through a position whose labels break (from a
			// position New would refuse) names that step by its number
			// and goes on to the end.
			q, err := asPosition(sp).g.r.solve(context.Background(), game.Args{game.IntOf(n), game.IntOf(3)})
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			line := q.Line()
			if len(line) != int(q.g.remAt(q.id)) {
				t.Errorf("%s: the line has %d moves, want %d", name, len(line), q.g.remAt(q.id))
			}
			if m := line[798].Move.String(); m != "1" && m != "2" {
				t.Errorf("%s: the line's move 799, from the pile of 3, is %q, want its number", name, m)
			}
		}
	}
}

// TestExamplesQuiet: every example's move labels are quiet, so a solve
// of any of them skips them all past its first positions.
func TestExamplesQuiet(t *testing.T) {
	files, err := filepath.Glob("../../examples/rules/*.star")
	if err != nil || len(files) == 0 {
		t.Fatalf("no examples: %v", err)
	}
	for _, path := range files {
		file := filepath.Base(path)
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		c := newCaller(file, DefaultSteps, newBudget(DefaultMemory))
		f, globals, predeclared, err := execFile(c, file, src)
		if err != nil {
			t.Fatal(err)
		}
		p := &pcomp{globals: globals, predeclared: predeclared, defs: map[*starlark.Function]*syntax.DefStmt{}}
		var moves *syntax.DefStmt
		for _, st := range f.Stmts {
			if d, ok := st.(*syntax.DefStmt); ok {
				if fn, ok := globals[d.Name.Name].(*starlark.Function); ok {
					p.defs[fn] = d
				}
				if d.Name.Name == "moves" {
					moves = d
				}
			}
		}
		labels := 0
		syntax.Walk(moves, func(n syntax.Node) bool {
			var items []syntax.Expr // the moves written out
			switch n := n.(type) {
			case *syntax.CallExpr: // out.append((label, next))
				if len(n.Args) == 1 {
					items = n.Args
				}
			case *syntax.Comprehension:
				items = []syntax.Expr{n.Body}
			case *syntax.ListExpr:
				items = n.List
			}
			for _, x := range items {
				if tu, ok := unparen(x).(*syntax.TupleExpr); ok && len(tu.List) >= 2 {
					labels++
					if !p.quietExpr(tu.List[0]) {
						start, _ := tu.List[0].Span()
						t.Errorf("%s:%d: the label is not quiet", file, start.Line)
					}
				}
			}
			return true
		})
		if labels == 0 {
			t.Errorf("%s: no move written out in moves", file)
		}
	}
}

// TestNoisyLabel: a label that changes what the move's next state reads
// (it appends to a list of moves) is evaluated past the first positions
// too: compiled and interpreted give the same graph.
func TestNoisyLabel(t *testing.T) {
	const src = `name = "t"
params = [param("n", "integer", min = 0, max = 5000)]
def start(n):
    return n

def note(seen, k):
    seen.append(k)
    return "take %d" % k

def moves(state):
    seen = [0]
    out = []
    for k in (1, 2):
        if k <= state:
            out.append((note(seen, k), state - len(seen) + 1))
    return out
`
	args := game.Args{game.IntOf(3000)}
	a := start(t, loadSrc(t, src, Limits{}), args...)
	b := start(t, loadSrc(t, src, Limits{Interpret: true}), args...)
	if a.g.n != 3001 {
		t.Errorf("compiled: %d positions, want 3001", a.g.n)
	}
	sameGraph(t, a.g, b.g)
}

// TestDeepLabelErrors: past a solve's first positions, the same errors
// compiled and interpreted, whether a skipped label fails alone, with
// something else of its move, or in a moves the compiler refuses.
func TestDeepLabelErrors(t *testing.T) {
	for _, tc := range []struct {
		name, label, next string
		want              string // the error, or "" for an answer
	}{
		{"the label alone", `"take %d" % (k if state != bad else "x")`, `state - k`, ""},
		{"the label and the next state", `"take %d" % (k if state != bad else "x")`, `state - k if state != bad else [1][5]`,
			"t.star:10:35: moves on state 4: %d format requires integer"},
		{"the next state alone", `"take %d" % k`, `state - k if state != bad else [1][5]`,
			"t.star:10:74: moves on state 4: list index 5 out of range"},
		{"a moves the compiler refuses", `"take %d" % (k if state != bad else (lambda: "x")())`, `state - k`,
			"t.star:10:35: moves on state 4: %d format requires integer"},
	} {
		src := strings.Replace(deepLabels(tc.label), "state - k))", tc.next+"))", 1)
		var got [2]string
		for i, lim := range []Limits{{}, {Interpret: true}} {
			s := loadSrc(t, src, lim)
			if _, err := s.Start(context.Background(), game.Args{game.IntOf(1200), game.IntOf(4)}); err != nil {
				got[i] = err.Error()
			}
		}
		if got[0] != got[1] {
			t.Errorf("%s: compiled %q, interpreted %q", tc.name, got[0], got[1])
		}
		if tc.want == "" && got[0] != "" || !strings.Contains(got[0], tc.want) {
			t.Errorf("%s: got %q, want %q", tc.name, got[0], tc.want)
		}
	}
}
