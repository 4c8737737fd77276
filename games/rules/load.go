package rules

import (
	"context"
	"fmt"
	"math"
	"regexp"
	"runtime"
	"strings"
	"time"

	"go.starlark.net/starlark"
	"go.starlark.net/syntax"

	"stonegame/game"
)

// Limits bound what solving one instance of a rules file may take. Each
// field's zero value means its default; every limit, when hit, stops the
// work with an error that names it.
type Limits struct {
	// Positions is the most positions (state and player to move) one
	// instance may reach; default 10^7.
	Positions int
	// Steps is the most Starlark steps one call of the file's functions
	// may take (a step is about one bytecode instruction); default 10^7,
	// a few tenths of a second. An endless loop stops here.
	Steps uint64
	// Time is the most time solving one instance may take; default none
	// beyond the context's deadline.
	Time time.Duration
	// Memory is the most bytes one instance may take; default 4 GiB. It
	// bounds, together, the solved graph (the capacities of its keys,
	// table, edges and per-position values, the arrays solving will add,
	// and an array's copy while it grows), the explorer's next positions,
	// and what the calls running now have allocated: each call is charged
	// before it allocates (see the package documentation, "Memory"), and
	// gives its charge back when it returns. Loading the file has a budget
	// of its own, of the same size.
	Memory int64
	// Workers is how many goroutines call the file's functions while the
	// positions are explored; default runtime.GOMAXPROCS(0). The result
	// does not depend on it.
	Workers int
	// Interpret, when true, runs the file's functions in go.starlark.net's
	// bytecode interpreter only. By default the functions the engine calls
	// are compiled to Go closures, which give the same results and errors
	// several times faster (steps are then counted per loop iteration and
	// per call, about as many as the interpreter's).
	Interpret bool
}

// Default limits.
const (
	DefaultPositions = 10_000_000
	DefaultSteps     = 10_000_000
	DefaultMemory    = 4 << 30
)

func (l Limits) withDefaults() Limits {
	if l.Positions <= 0 {
		l.Positions = DefaultPositions
	}
	if l.Positions > math.MaxInt32-1 {
		l.Positions = math.MaxInt32 - 1
	}
	if l.Steps == 0 {
		l.Steps = DefaultSteps
	}
	if l.Memory <= 0 {
		l.Memory = DefaultMemory
	}
	if l.Workers <= 0 {
		l.Workers = runtime.GOMAXPROCS(0)
	}
	return l
}

// fileOptions let code written as Python run: while loops, recursion,
// sets, statements at the top level and global reassignment.
var fileOptions = &syntax.FileOptions{
	Set:             true,
	While:           true,
	TopLevelControl: true,
	GlobalReassign:  true,
	Recursion:       true,
}

// source of a binding: what a function's parameter receives.
const (
	fromState   = -1
	fromPlayer  = -2
	fromOutcome = -3
	fromRng     = -4
	fromSize    = -5
	fromDefault = -6
	fromLabel   = -7 // cell's label: see board.go
)

// binding is a function of the file with, for each of its parameters, what
// it receives: the state, the player, an instance parameter (its index),
// or its own default.
type binding struct {
	fn     *starlark.Function
	code   *cfunc // fn compiled, or nil
	from   []int
	player bool // it takes the player
}

// rules is a loaded rules file.
type rules struct {
	file string
	lim  Limits
	// breadthFirst makes exploreFrom skip the depth-first solver (dfs.go)
	// and solve skip the dense one (dense.go): for tests that compare them.
	breadthFirst bool
	loops        map[[2]int32]syntax.Position // see idleLoops
	name         string
	params       []game.Param
	scoring      bool
	returns      string

	start, moves, end, answer, valid, generate, describe *binding
	board, cell                                          *binding // see board.go

	// lazyMoves, with Limits.Interpret, is moves without the labels its
	// compiled code skips past a solve's first positions (see lazy.go).
	lazyMoves *binding
	// index, unindex and positions, when the file defines them, number
	// its states densely: the instance is solved in flat arrays indexed
	// by the number (see dense.go).
	index, unindex, positions *binding
	// indexOrder, index_order = True, says that every move leads to a
	// smaller number: the numbers are solved in order (dense.go).
	indexOrder bool
	// toMove, when the file defines to_move(state), says whose turn each
	// state is; positions are then their states (byPlayer is false) and a
	// move after which the same player is to move is an extra turn.
	toMove *binding
	// answers keeps the answers given, by result, Grundy value and
	// instance.
	answers *answerCache
	// maxMoves, when the file sets max_moves, is the most moves a game
	// lasts: a position's key then holds the moves played (keyHead), and
	// a position reached after maxMoves moves is finished with atLimit
	// (termDraw, or for the player to move termWin or termLose by
	// limitWinner, the player who wins there: 1 or 2, 0 for a draw).
	maxMoves    uint32
	limitWinner int8
	// byPlayer is true when moves or end takes the player: positions are
	// then (state, player); otherwise the player to move changes nothing
	// and a position is its state.
	byPlayer bool
	// impartial is true when the game's Grundy values are asked for: no
	// player, no end, not scoring (and, found when solving, acyclic).
	impartial bool
}

var nameRE = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// load runs the file and reads its globals, but builds no Spec.
func load(filename string, src []byte, lim Limits) (*rules, starlark.StringDict, error) {
	lim = lim.withDefaults()
	c := newCaller(filename, lim.Steps, newBudget(lim.Memory))
	file, globals, predeclared, err := execFile(c, filename, src)
	if err != nil {
		return nil, nil, err
	}
	r := &rules{file: filename, lim: lim, loops: c.loops, answers: &answerCache{}}
	at := func(format string, args ...any) error {
		return &Error{File: filename, Msg: fmt.Sprintf(format, args...)}
	}

	name, ok, err := str(globals, "name")
	switch {
	case err != nil:
		return nil, nil, at("%v", err)
	case !ok:
		return nil, nil, at("the file must set name, the game's name: name = \"my-game\"")
	case !nameRE.MatchString(name):
		return nil, nil, at("name = %q: use lowercase letters, digits and single '-' between them (\"my-flip-game\")", name)
	}
	r.name = name

	if err := r.readParams(globals); err != nil {
		return nil, nil, err
	}
	scoring, _, err := boolean(globals, "scoring")
	if err != nil {
		return nil, nil, at("%v", err)
	}
	r.scoring = scoring
	returns, ok, err := str(globals, "returns")
	switch {
	case err != nil:
		return nil, nil, at("%v", err)
	case !ok:
		returns = "boolean"
	case returns != "boolean" && returns != "int" && returns != "string":
		return nil, nil, at("returns = %q: use \"boolean\", \"int\" or \"string\"", returns)
	}
	r.returns = returns

	state := []string{"state", "player"}
	for _, f := range []struct {
		name     string
		dst      **binding
		required bool
		extra    []string // what it may take besides the parameters
		params   bool     // whether it may take the parameters
	}{
		{"start", &r.start, true, nil, true},
		{"moves", &r.moves, true, state, true},
		{"end", &r.end, false, state, true},
		{"describe", &r.describe, false, state, true},
		{"to_move", &r.toMove, false, []string{"state"}, true},
		{"valid", &r.valid, false, nil, true},
		{"answer", &r.answer, false, nil, true},
		{"generate", &r.generate, false, nil, false},
		{"board", &r.board, false, state, true},
		{"cell", &r.cell, false, []string{"label", "state", "player"}, true},
		{"index", &r.index, false, []string{"state"}, true},
		{"unindex", &r.unindex, false, nil, true},
		{"positions", &r.positions, false, nil, true},
	} {
		v, ok := globals[f.name]
		if !ok || v == starlark.None {
			if f.required {
				return nil, nil, at("the file must define %s: %s", f.name, requiredHelp[f.name])
			}
			continue
		}
		fn, ok := v.(*starlark.Function)
		if !ok {
			return nil, nil, at("%s must be a function defined with def, not %s", f.name, v.Type())
		}
		b, err := r.bind(fn, f.name, f.extra, f.params)
		if err != nil {
			return nil, nil, err
		}
		*f.dst = b
	}
	if err := r.checkBoard(); err != nil {
		return nil, nil, err
	}
	if r.returns != "boolean" && r.answer == nil {
		return nil, nil, at("returns = %q needs an answer(o) function: without one the answer is a boolean", r.returns)
	}
	if err := r.readLimit(globals); err != nil {
		return nil, nil, err
	}
	r.byPlayer = r.toMove == nil && (r.moves.player || r.end != nil && r.end.player || r.limitWinner != 0)
	if r.indexOrder, _, err = boolean(globals, "index_order"); err != nil {
		return nil, nil, at("%v", err)
	}
	if err := r.checkDense(); err != nil {
		return nil, nil, err
	}
	funcs := compileFile(file, globals, predeclared)
	if !lim.Interpret {
		for _, b := range []*binding{r.start, r.moves, r.end, r.describe, r.valid, r.answer, r.generate, r.board, r.cell, r.toMove, r.index, r.unindex, r.positions} {
			if b != nil {
				b.code = funcs[b.fn]
			}
		}
	} else if cf := funcs[r.moves.fn]; cf != nil && cf.body != nil && len(cf.skips) > 0 {
		// Interpreted, moves skips the labels it would skip compiled
		// (see lazy.go).
		fn, err := lazyCopy(filename, src, r.moves.fn, cf.skips, globals, predeclared)
		if err != nil {
			return nil, nil, at("the interpreter's copy of moves: %v; please report this file", err)
		}
		r.lazyMoves = &binding{fn: fn, from: r.moves.from, player: r.moves.player}
	}
	r.impartial = !r.byPlayer && r.end == nil && !r.scoring && r.toMove == nil && r.maxMoves == 0
	return r, globals, nil
}

var requiredHelp = map[string]string{
	"start": "def start(<the parameters, by name>): return the first state",
	"moves": "def moves(state): return [(label, next_state), ...]",
}

// execFile parses and runs the file with param predeclared. It returns
// the file's resolved syntax, for the compiler, with its globals.
func execFile(c *caller, filename string, src []byte) (f *syntax.File, g, predeclared starlark.StringDict, err error) {
	defer func() {
		if r := recover(); r != nil {
			f, g, err = nil, nil, &Error{File: filename, Msg: fmt.Sprintf("the Starlark interpreter failed (%v); please report this file", r)}
		}
	}()
	predeclared = starlark.StringDict{
		"param": starlark.NewBuiltin("param", paramBuiltin),
		"sum":   starlark.NewBuiltin("sum", sumBuiltin),
	}
	f, prog, err := starlark.SourceProgramOptions(fileOptions, filename, src, predeclared.Has)
	if err == nil {
		c.loops = idleLoops(f)
		g, err = prog.Init(c.th, predeclared)
		c.release()
		g.Freeze()
	}
	if err != nil {
		if e := c.memoryError(err, ""); e != nil {
			return nil, nil, nil, e
		}
		if c.th.Steps >= c.steps {
			return nil, nil, nil, c.stepsError("the file's top level")
		}
		return nil, nil, nil, unclosedError(loadError(filename, err), src)
	}
	return f, g, predeclared, nil
}

// bind works out what each parameter of fn receives.
func (r *rules) bind(fn *starlark.Function, what string, extra []string, params bool) (*binding, error) {
	b := &binding{fn: fn}
	if fn.HasVarargs() || fn.HasKwargs() || fn.NumKwonlyParams() > 0 {
		return nil, errorAt(r.file, fn.Position(), "%s may not take *args, **kwargs or keyword-only parameters: name what it takes", what)
	}
	n := fn.NumParams()
	switch what {
	case "answer":
		if n < 1 {
			return nil, errorAt(r.file, fn.Position(), "answer takes the outcome first, then any parameters of the instance by name: def answer(o)")
		}
	case "unindex":
		if n < 1 {
			return nil, errorAt(r.file, fn.Position(), "unindex takes a position's number first, then any parameters of the instance by name: def unindex(i)")
		}
	case "generate":
		if n != 2 {
			return nil, errorAt(r.file, fn.Position(), "generate takes two parameters, a random source and a size: def generate(rng, n)")
		}
		b.from = []int{fromRng, fromSize}
		return b, nil
	}
	last := -1
	for i := range n {
		name, pos := fn.Param(i)
		src := fromDefault
		switch {
		case i == 0 && (what == "answer" || what == "unindex"):
			src = fromOutcome // answer's outcome, unindex's number
		case name == "state" && contains(extra, "state"):
			src = fromState
		case name == "player" && contains(extra, "player"):
			src, b.player = fromPlayer, true
		case name == "label" && contains(extra, "label"):
			src = fromLabel
		default:
			for k, p := range r.params {
				if p.Name == name && params {
					src = k
				}
			}
		}
		if src == fromDefault && fn.ParamDefault(i) == nil {
			var can []string
			can = append(can, extra...)
			for _, p := range r.params {
				can = append(can, p.Name)
			}
			return nil, errorAt(r.file, pos, "%s takes %s, which is none of what it may take: %s", what, name, orWords(can))
		}
		if src != fromDefault {
			last = i
		}
		b.from = append(b.from, src)
	}
	b.from = b.from[:last+1] // trailing parameters keep their defaults
	return b, nil
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if x == y {
			return true
		}
	}
	return false
}

func orWords(xs []string) string {
	switch len(xs) {
	case 0:
		return "nothing"
	case 1:
		return xs[0]
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " or " + xs[len(xs)-1]
}

// args returns the arguments of a call of b.
func (b *binding) args(buf starlark.Tuple, state starlark.Value, player starlark.Value, params []starlark.Value) starlark.Tuple {
	buf = buf[:0]
	for i, src := range b.from {
		switch src {
		case fromState:
			buf = append(buf, state)
		case fromPlayer:
			buf = append(buf, player)
		case fromOutcome:
			buf = append(buf, state) // answer's outcome comes where a state would
		case fromDefault:
			buf = append(buf, b.fn.ParamDefault(i))
		default:
			buf = append(buf, params[src])
		}
	}
	return buf
}

// maxMovesMost bounds max_moves: each position is kept once per number of
// moves that reaches it.
const maxMovesMost = 1 << 30

// readLimit reads max_moves and at_limit.
func (r *rules) readLimit(g starlark.StringDict) error {
	at := func(format string, args ...any) error {
		return &Error{File: r.file, Msg: fmt.Sprintf(format, args...)}
	}
	v, ok := g["max_moves"]
	atLimit, hasAt, err := str(g, "at_limit")
	if err != nil {
		return at("%v", err)
	}
	if !ok || v == starlark.None {
		if hasAt {
			return at("at_limit = %q without max_moves: set max_moves, the most moves a game lasts, too", atLimit)
		}
		return nil
	}
	var n int64
	if _, isInt := v.(starlark.Int); !isInt || starlark.AsInt(v, &n) != nil || n < 1 || n > maxMovesMost {
		return at("max_moves = %s: the most moves a game lasts is an integer from 1 to %d", brief(v), maxMovesMost)
	}
	r.maxMoves = uint32(n)
	switch {
	case r.scoring && hasAt:
		return at("at_limit = %q: a scoring game ends at max_moves with the totals so far; at_limit is for a win/lose game", atLimit)
	case r.scoring, !hasAt, atLimit == "draw":
	case atLimit == "first":
		r.limitWinner = 1
	case atLimit == "second":
		r.limitWinner = 2
	default:
		return at("at_limit = %q: use \"draw\", \"first\" or \"second\", who wins when max_moves moves have been played", atLimit)
	}
	return nil
}

// keyHead returns the length of a position's key before its state: the
// player to move (byPlayer), then the moves played (4 bytes, with
// max_moves).
func (r *rules) keyHead() int {
	n := 0
	if r.byPlayer {
		n++
	}
	if r.maxMoves > 0 {
		n += 4
	}
	return n
}

// str reads a string global.
func str(g starlark.StringDict, name string) (string, bool, error) {
	v, ok := g[name]
	if !ok || v == starlark.None {
		return "", false, nil
	}
	s, ok := v.(starlark.String)
	if !ok {
		return "", false, fmt.Errorf("%s must be a string, not %s", name, v.Type())
	}
	return string(s), true, nil
}

// boolean reads a boolean global (False when absent).
func boolean(g starlark.StringDict, name string) (bool, bool, error) {
	v, ok := g[name]
	if !ok || v == starlark.None {
		return false, false, nil
	}
	b, ok := v.(starlark.Bool)
	if !ok {
		return false, false, fmt.Errorf("%s must be True or False, not %s", name, v.Type())
	}
	return bool(b), true, nil
}

// readParams reads params, a list of param(...) values.
func (r *rules) readParams(g starlark.StringDict) error {
	v, ok := g["params"]
	if !ok {
		return &Error{File: r.file, Msg: "the file must set params, the instance's parameters: params = [param(\"n\", \"integer\", min = 1, max = 100)]"}
	}
	seq, ok := v.(starlark.Indexable)
	if !ok || seq.Len() == 0 {
		return &Error{File: r.file, Msg: fmt.Sprintf("params must be a non-empty list of param(...), not %s", v.String())}
	}
	seen := map[string]bool{}
	for i := range seq.Len() {
		p, ok := seq.Index(i).(*paramValue)
		if !ok {
			return &Error{File: r.file, Msg: fmt.Sprintf("params[%d] is %s, not param(...)", i, seq.Index(i).Type())}
		}
		if seen[p.p.Name] {
			return &Error{File: r.file, Msg: fmt.Sprintf("params: two parameters are named %s", p.p.Name)}
		}
		seen[p.p.Name] = true
		r.params = append(r.params, p.p)
	}
	return nil
}

// paramValue is what param(...) returns.
type paramValue struct{ p game.Param }

func (p *paramValue) String() string {
	return fmt.Sprintf("param(%q, %q)", p.p.Name, p.p.Kind.String())
}
func (p *paramValue) Type() string          { return "param" }
func (p *paramValue) Freeze()               {}
func (p *paramValue) Truth() starlark.Bool  { return true }
func (p *paramValue) Hash() (uint32, error) { return 0, fmt.Errorf("unhashable: param") }

var identRE = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// paramBuiltin is param(name, kind, min=, max=, min_len=, max_len=,
// alphabet=, row_min=, row_max=, distinct=).
func paramBuiltin(_ *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	var name, kind string
	var lo, hi, minLen, maxLen, rowMin, rowMax starlark.Value = starlark.None, starlark.None, starlark.None, starlark.None, starlark.None, starlark.None
	var alphabet string
	var distinct bool
	if err := starlark.UnpackArgs(b.Name(), args, kwargs, "name", &name, "kind", &kind,
		"min?", &lo, "max?", &hi, "min_len?", &minLen, "max_len?", &maxLen,
		"alphabet?", &alphabet, "row_min?", &rowMin, "row_max?", &rowMax, "distinct?", &distinct); err != nil {
		return nil, err
	}
	if !identRE.MatchString(name) {
		return nil, fmt.Errorf("param: %q is not a name a function can take", name)
	}
	switch name {
	case "state", "player":
		return nil, fmt.Errorf("param: %q is what moves and end receive besides the parameters: name the parameter otherwise", name)
	}
	k, err := game.ParseParamKind(kind)
	if err != nil {
		return nil, fmt.Errorf("param %s: %v", name, err)
	}
	p := game.Param{Name: name, Kind: k, Min: 0, Max: math.MaxInt32}
	get := func(what string, v starlark.Value, dst *int64, lo, hi int64) error {
		if v == starlark.None {
			return nil
		}
		var x int64
		if err := starlark.AsInt(v, &x); err != nil {
			return fmt.Errorf("param %s: %s must be an integer, not %s", name, what, v.Type())
		}
		if x < lo || x > hi {
			return fmt.Errorf("param %s: %s = %d is outside %d..%d", name, what, x, lo, hi)
		}
		*dst = x
		return nil
	}
	var ml, xl, rl, rh int64
	for _, g := range []struct {
		what string
		v    starlark.Value
		dst  *int64
		lo   int64
		hi   int64
	}{
		{"min", lo, &p.Min, math.MinInt64, math.MaxInt64},
		{"max", hi, &p.Max, math.MinInt64, math.MaxInt64},
		{"min_len", minLen, &ml, 0, math.MaxInt32},
		{"max_len", maxLen, &xl, 0, math.MaxInt32},
		{"row_min", rowMin, &rl, 0, math.MaxInt32},
		{"row_max", rowMax, &rh, 0, math.MaxInt32},
	} {
		if err := get(g.what, g.v, g.dst, g.lo, g.hi); err != nil {
			return nil, err
		}
	}
	p.MinLen, p.MaxLen, p.RowMin, p.RowMax = int(ml), int(xl), int(rl), int(rh)
	switch {
	case p.Min > p.Max:
		return nil, fmt.Errorf("param %s: min = %d is more than max = %d", name, p.Min, p.Max)
	case p.MaxLen > 0 && p.MinLen > p.MaxLen:
		return nil, fmt.Errorf("param %s: min_len = %d is more than max_len = %d", name, p.MinLen, p.MaxLen)
	case p.RowMax > 0 && p.RowMin > p.RowMax:
		return nil, fmt.Errorf("param %s: row_min = %d is more than row_max = %d", name, p.RowMin, p.RowMax)
	}
	for _, c := range []struct {
		name string
		v    starlark.Value
	}{{"min", lo}, {"max", hi}, {"min_len", minLen}, {"max_len", maxLen}, {"alphabet", starlark.String(alphabet)}, {"row_min", rowMin}, {"row_max", rowMax}, {"distinct", starlark.Bool(distinct)}} {
		if c.v == starlark.None || c.v == starlark.String("") || c.v == starlark.False || k.Takes(c.name) {
			continue
		}
		var uses []string
		for _, k := range game.Kinds() {
			if k.Takes(c.name) {
				uses = append(uses, k.String())
			}
		}
		or := uses[len(uses)-1]
		if len(uses) > 1 {
			or = strings.Join(uses[:len(uses)-1], ", ") + " or " + or
		}
		return nil, fmt.Errorf("param %s: %s is for %s, and %s is %s", name, c.name, or, name, kind)
	}
	for i := 0; i < len(alphabet); i++ {
		if c := alphabet[i]; c < ' ' || c > '~' {
			return nil, fmt.Errorf("param %s: the alphabet may hold printable ASCII characters only", name)
		}
	}
	p.Alphabet, p.Distinct = alphabet, distinct
	return &paramValue{p}, nil
}

// toStarlark returns the value a function receives for a: an int, a
// string, a frozen list of ints (of frozen lists for integer[][]), a
// tuple of strings (string[]), a tuple of nodes for a binary tree, each
// (val, left, right), left and right the indexes of its children in the
// tuple or None, the root first.
func toStarlark(a game.Arg) starlark.Value { return goToStarlark(a.Value()) }

// goToStarlark converts the Go value of an Arg (see [game.Arg.Value]).
func goToStarlark(v any) starlark.Value {
	switch x := v.(type) {
	case int64:
		return starlark.MakeInt64(x)
	case string:
		return starlark.String(x)
	case []int64:
		vs := make([]starlark.Value, len(x))
		for i, n := range x {
			vs[i] = starlark.MakeInt64(n)
		}
		l := starlark.NewList(vs)
		l.Freeze()
		return l
	case [][]int64:
		vs := make([]starlark.Value, len(x))
		for i, r := range x {
			vs[i] = goToStarlark(r)
		}
		l := starlark.NewList(vs)
		l.Freeze()
		return l
	case []string:
		vs := make(starlark.Tuple, len(x))
		for i, t := range x {
			vs[i] = starlark.String(t)
		}
		return vs
	case []game.TreeNode:
		vs := make(starlark.Tuple, len(x))
		child := func(i int) starlark.Value {
			if i < 0 {
				return starlark.None
			}
			return starlark.MakeInt(i)
		}
		for i, nd := range x {
			vs[i] = starlark.Tuple{starlark.MakeInt64(nd.Val), child(nd.Left), child(nd.Right)}
		}
		return vs
	case []any:
		vs := make([]starlark.Value, len(x))
		for i, e := range x {
			vs[i] = goToStarlark(e)
		}
		l := starlark.NewList(vs)
		l.Freeze()
		return l
	}
	return starlark.None
}

// fromStarlark reads a value of p's kind from v, for examples and
// generate.
func fromStarlark(p game.Param, v starlark.Value) (game.Arg, error) {
	return p.FromValue(starlarkToGo(v))
}

// starlarkType names a Starlark value no parameter holds, for the kind's
// error: "float is not an integer".
type starlarkType string

func (t starlarkType) String() string { return string(t) }

// starlarkToGo converts v to the JSON-shaped Go value a kind reads:
// int64, string, []any, nil; an int past 64 bits, or a value of another
// type, becomes its type's name.
func starlarkToGo(v starlark.Value) any {
	switch x := v.(type) {
	case starlark.NoneType:
		return nil
	case starlark.Int:
		if n, ok := x.Int64(); ok {
			return n
		}
		return starlarkType("an int past 64 bits")
	case starlark.String:
		return string(x)
	case starlark.Indexable:
		vs := make([]any, x.Len())
		for i := range vs {
			vs[i] = starlarkToGo(x.Index(i))
		}
		return vs
	}
	return starlarkType(v.Type())
}

// argsFrom reads an instance from a dict keyed by parameter name.
func (r *rules) argsFrom(v starlark.Value) (game.Args, error) {
	d, ok := v.(*starlark.Dict)
	if !ok {
		return nil, fmt.Errorf("an instance is a dict of its parameters by name, {%q: ...}, not %s", r.params[0].Name, v.Type())
	}
	args := make(game.Args, len(r.params))
	for k, p := range r.params {
		x, found, err := d.Get(starlark.String(p.Name))
		if err != nil || !found {
			return nil, fmt.Errorf("the instance %s has no %s", brief(d), p.Name)
		}
		if args[k], err = fromStarlark(p, x); err != nil {
			return nil, err
		}
	}
	if d.Len() != len(r.params) {
		for _, key := range d.Keys() {
			s, ok := key.(starlark.String)
			if _, known := r.param(string(s)); !ok || !known {
				return nil, fmt.Errorf("the instance %s has %s, which is not a parameter", brief(d), key.String())
			}
		}
	}
	return args, nil
}

func (r *rules) param(name string) (game.Param, bool) {
	for _, p := range r.params {
		if p.Name == name {
			return p, true
		}
	}
	return game.Param{}, false
}

// ctxCaller returns a caller whose calls stop when ctx is done, and a
// function that releases it.
func (r *rules) ctxCaller(ctx context.Context) (*caller, func()) {
	c := r.newCaller()
	c.stop = func() error { return stopCause(ctx) }
	stop := context.AfterFunc(ctx, func() {
		c.halt.Store(true)
		c.th.Cancel("stopped")
	})
	return c, func() { stop() }
}

// stopCause returns why ctx is done, nil if it is not.
func stopCause(ctx context.Context) error {
	if ctx.Err() == nil {
		return nil
	}
	return context.Cause(ctx)
}

// sumBuiltin is Python's sum(iterable, start=0), which Starlark lacks.
func sumBuiltin(th *starlark.Thread, b *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	var it starlark.Iterable
	var acc starlark.Value = starlark.MakeInt(0)
	if err := starlark.UnpackArgs(b.Name(), args, kwargs, "iterable", &it, "start?", &acc); err != nil {
		return nil, err
	}
	iter := it.Iterate()
	defer iter.Done()
	var x starlark.Value
	for iter.Next(&x) {
		var err error
		if acc, err = th.Binary(syntax.PLUS, acc, x); err != nil {
			return nil, fmt.Errorf("sum: %w", err)
		}
	}
	return acc, nil
}
