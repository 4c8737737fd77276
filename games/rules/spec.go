package rules

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"sync"
	"unicode"

	"go.starlark.net/starlark"
	"go.starlark.net/starlarkstruct"

	"stonegame/game"
)

// Load reads a rules file, src, named filename in messages, and returns
// its game: a [game.Spec] whose New solves an instance exactly within lim
// (zero fields take their defaults) and returns its start, a [Position].
// It runs the file's top level, reads its globals and solves its examples
// within lim, stopping when ctx is done (see the package documentation
// for the contract). Its errors name the file, and the line and column
// when there is one ([*Error]); a context's error is wrapped.
func Load(ctx context.Context, filename string, src []byte, lim Limits) (*game.Spec, error) {
	r, globals, err := load(filename, src, lim)
	if err != nil {
		return nil, err
	}
	s := &game.Spec{
		Name:        r.name,
		Kind:        game.WinLose,
		Params:      r.params,
		AnswerType:  r.returns,
		ParseMove:   parseMove,
		MoveHelp:    "a move's label, as the list of moves shows it, or its number in the list (1 for the first)",
		OptionsCost: game.Linear, // one call of moves, whose cost grows with the state
		LineCost:    game.Quadratic,
		PlayCost:    game.Linear,
	}
	if r.scoring {
		s.Kind = game.Scoring
	}
	at := func(format string, args ...any) error {
		return &Error{File: filename, Msg: fmt.Sprintf(format, args...)}
	}
	var ok bool
	if s.Title, ok, err = str(globals, "title"); err != nil {
		return nil, at("%v", err)
	} else if !ok {
		s.Title = r.name
	}
	if s.Rules, ok, err = str(globals, "rules"); err != nil {
		return nil, at("%v", err)
	} else if !ok {
		s.Rules = r.defaultRules()
	}
	if s.Func, ok, err = str(globals, "function"); err != nil {
		return nil, at("%v", err)
	} else if !ok {
		s.Func = camel(r.name)
	} else if !identRE.MatchString(s.Func) {
		return nil, at("function = %q is not a function name", s.Func)
	}
	s.Players = [2]string{"player 1", "player 2"}
	if v, ok := globals["players"]; ok && v != starlark.None {
		t, ok := v.(starlark.Indexable)
		if _, isStr := v.(starlark.String); !ok || isStr || t.Len() != 2 {
			return nil, at("players must be two names, (\"Alice\", \"Bob\"), not %s", brief(v))
		}
		for i := range 2 {
			n, ok := t.Index(i).(starlark.String)
			if !ok || n == "" {
				return nil, at("players must be two names, (\"Alice\", \"Bob\"), not %s", brief(v))
			}
			s.Players[i] = string(n)
		}
	}
	s.AnswerRule = "true if " + s.Players[0] + ", who moves first, wins"
	if r.answer != nil {
		s.AnswerRule = "as the file's answer(o) says"
		if doc := strings.TrimSpace(r.answer.fn.Doc()); doc != "" {
			s.AnswerRule = doc
		}
	}
	if r.valid != nil {
		s.Within = r.within
		s.Constraints = strings.TrimSpace(r.valid.fn.Doc())
	}
	s.Answer = func(res game.Result) game.Answer {
		a, err := r.answers.get(r, res, -1, nil)
		if err != nil {
			return game.TextAnswer("error: " + err.Error())
		}
		return a
	}
	s.New = func(ctx context.Context, args game.Args) (game.Solvable, error) {
		p, err := r.solve(ctx, args)
		if err != nil {
			return nil, err
		}
		if _, err := p.answer(p.Solve()); err != nil {
			return nil, err
		}
		return r.position(p, args)
	}
	if r.shareable() && r.index == nil { // a dense index numbers one instance's states
		s.Batch = func(ctx context.Context, list []game.Args) ([]game.Solvable, error) {
			ps, err := r.solveMany(ctx, list)
			if err != nil {
				return nil, err
			}
			out := make([]game.Solvable, len(ps))
			for i, p := range ps {
				if _, err := p.answer(p.Solve()); err != nil {
					return nil, err
				}
				if out[i], err = r.position(p, list[i]); err != nil {
					return nil, err
				}
			}
			return out, nil
		}
	}
	if r.generate != nil {
		s.Generate = func(rng *rand.Rand, n int) (game.Args, error) { return r.draw(rng, n) }
	}
	if s.Examples, err = r.examples(ctx, s, globals); err != nil {
		return nil, err
	}
	if err := game.CheckSpec(s); err != nil {
		return nil, at("%v", err)
	}
	return s, nil
}

func parseMove(s string) (game.Move, error) {
	t := strings.TrimSpace(s)
	if t == "" {
		return nil, fmt.Errorf("type a move's label, or its number in the list")
	}
	return Move(t), nil
}

// camel writes a name as a function name: "my-flip-game" is "myFlipGame".
func camel(name string) string {
	parts := strings.Split(name, "-")
	for i := 1; i < len(parts); i++ {
		if parts[i] != "" {
			parts[i] = string(unicode.ToUpper(rune(parts[i][0]))) + parts[i][1:]
		}
	}
	s := strings.Join(parts, "")
	if s == "" || !unicode.IsLetter(rune(s[0])) {
		s = "game" + s
	}
	return s
}

// defaultRules says what a file without rules plays.
func (r *rules) defaultRules() string {
	s := "the game of " + filepath.Base(r.file) + ": the players alternate, player 1 first"
	switch {
	case r.scoring:
		s += "; each move scores its gain for its player, and the larger total wins"
	case r.end != nil:
		s += "; the file's end says who has won, and a player who cannot move loses"
	default:
		s += "; a player who cannot move loses"
	}
	return s
}

// within calls valid, after the parameters' own bounds.
func (r *rules) within(args game.Args) error {
	c := r.newCaller()
	return r.checkValid(c, args, r.paramValues(args))
}

func (r *rules) checkValid(c *caller, args game.Args, params []starlark.Value) error {
	if r.valid == nil {
		return nil
	}
	v, err := c.call(r.valid, r.valid.args(nil, nil, nil, params), func() string { return "valid" })
	if err != nil {
		return err
	}
	switch x := v.(type) {
	case starlark.NoneType:
		return nil
	case starlark.Bool:
		if x {
			return nil
		}
		return fmt.Errorf("the file's valid refuses this instance")
	case starlark.String:
		return fmt.Errorf("%s", string(x))
	}
	return errorAt(r.file, r.valid.fn.Position(), "valid returned %s: it returns None (a valid instance) or the reason it is not, a string", brief(v))
}

func (r *rules) paramValues(args game.Args) []starlark.Value {
	vs := make([]starlark.Value, len(args))
	for i, a := range args {
		vs[i] = toStarlark(a)
	}
	return vs
}

// solve checks an instance, explores it and solves it.
func (r *rules) solve(ctx context.Context, args game.Args) (Position, error) {
	if len(args) != len(r.params) {
		return Position{}, fmt.Errorf("%s takes %d parameters, not %d", r.name, len(r.params), len(args))
	}
	for k, p := range r.params {
		if err := p.Check(args[k]); err != nil {
			return Position{}, err
		}
	}
	if r.lim.Time > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeoutCause(ctx, r.lim.Time, limitError(r.file, "time", "solving took more than %v, the time limit", r.lim.Time))
		defer cancel()
	}
	c, release := r.ctxCaller(ctx)
	defer release()
	params := r.paramValues(args)
	if err := r.checkValid(c, args, params); err != nil {
		return Position{}, err
	}
	start, err := c.call(r.start, r.start.args(nil, nil, nil, params), func() string { return "start" })
	if err != nil {
		return Position{}, err
	}
	if r.index != nil && !r.breadthFirst {
		g, root, err := r.solveDense(ctx, params, start)
		if err != nil {
			return Position{}, wrap(r.file, err)
		}
		return Position{g: g, id: root, turn: game.First}, nil
	}
	g, err := explore(ctx, r, params, start)
	if err != nil {
		return Position{}, wrap(r.file, err)
	}
	if err := g.solve(); err != nil {
		return Position{}, wrap(r.file, err)
	}
	return Position{g: g, id: 0, turn: g.turnOf(0)}, nil
}

// shareable reports whether the positions of the file's instances depend
// on nothing but their state (and player): moves, end, describe, to_move
// and answer take no parameter of the instance, so one graph can hold
// several instances.
func (r *rules) shareable() bool {
	for _, b := range []*binding{r.moves, r.end, r.describe, r.toMove, r.answer} {
		if b == nil {
			continue
		}
		for _, src := range b.from {
			if src >= 0 {
				return false
			}
		}
	}
	return true
}

// solveMany solves several instances in one graph, explored once from all
// their starts (see [game.Spec.Batch]): the positions they share are
// explored and solved once. Each instance is checked as solve checks it;
// the limits bound the one graph.
func (r *rules) solveMany(ctx context.Context, list []game.Args) ([]Position, error) {
	if len(list) == 0 {
		return nil, nil
	}
	if r.lim.Time > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeoutCause(ctx, r.lim.Time, limitError(r.file, "time", "solving took more than %v, the time limit", r.lim.Time))
		defer cancel()
	}
	c, release := r.ctxCaller(ctx)
	defer release()
	starts := make([]starlark.Value, len(list))
	var first []starlark.Value
	for i, args := range list {
		if len(args) != len(r.params) {
			return nil, fmt.Errorf("%s takes %d parameters, not %d", r.name, len(r.params), len(args))
		}
		for k, p := range r.params {
			if err := p.Check(args[k]); err != nil {
				return nil, err
			}
		}
		params := r.paramValues(args)
		if err := r.checkValid(c, args, params); err != nil {
			return nil, err
		}
		start, err := c.call(r.start, r.start.args(nil, nil, nil, params), func() string { return "start" })
		if err != nil {
			return nil, err
		}
		starts[i] = start
		if i == 0 {
			first = params
		}
	}
	g, ids, err := exploreFrom(ctx, r, first, starts)
	if err != nil {
		return nil, wrap(r.file, err)
	}
	if err := g.solve(); err != nil {
		return nil, wrap(r.file, err)
	}
	out := make([]Position, len(list))
	for i, id := range ids {
		out[i] = Position{g: g, id: id, turn: g.turnOf(id)}
	}
	return out, nil
}

// wrap names the file in an error that does not already.
func wrap(file string, err error) error {
	if _, ok := err.(*Error); ok {
		return err
	}
	if strings.HasPrefix(err.Error(), file+":") {
		return err
	}
	return fmt.Errorf("%s: %w", file, err)
}

// answerCache keeps the answers of the results seen, so that the answer of
// an instance New solved is known without calling answer again, and
// answer's errors surface in New.
type answerCache struct {
	mu sync.Mutex
	m  map[answerKey]game.Answer
}

// answerKey is what an answer depends on: the result, the Grundy value
// (-1 for none) and, when answer takes parameters, the instance.
type answerKey struct {
	res    game.Result
	grundy int64
	inst   string
}

// get returns the answer of res; params are the instance's parameters,
// nil when the caller does not know the instance.
func (a *answerCache) get(r *rules, res game.Result, grundy int64, params []starlark.Value) (game.Answer, error) {
	if r.answer == nil {
		return game.BoolAnswer(res.Differential > 0), nil
	}
	k := answerKey{res: res, grundy: grundy}
	if r.answer.takesParams() {
		if params == nil {
			return game.Answer{}, errorAt(r.file, r.answer.fn.Position(), "answer takes parameters of the instance, and the result comes without its instance")
		}
		var b strings.Builder
		for _, v := range params {
			b.WriteString(v.String())
			b.WriteByte(0)
		}
		k.inst = b.String()
	}
	a.mu.Lock()
	ans, ok := a.m[k]
	a.mu.Unlock()
	if ok {
		return ans, nil
	}
	ans, err := r.callAnswer(res, grundy, params)
	if err != nil {
		return ans, err
	}
	a.mu.Lock()
	if a.m == nil || len(a.m) >= 4096 {
		a.m = make(map[answerKey]game.Answer)
	}
	a.m[k] = ans
	a.mu.Unlock()
	return ans, nil
}

// takesParams reports whether a call of b receives parameters of the
// instance.
func (b *binding) takesParams() bool {
	for _, src := range b.from {
		if src >= 0 {
			return true
		}
	}
	return false
}

// answer returns the answer of res, a result of optimal play from p,
// with p's instance and Grundy value.
func (p Position) answer(res game.Result) (game.Answer, error) {
	g := int64(-1)
	if x, ok := p.Grundy(); ok {
		g = int64(x)
	}
	return p.g.r.answers.get(p.g.r, res, g, p.g.params)
}

// AnswerOf returns the answer of r, the result of optimal play from p, as
// the file's answer(o, …) gives it for p's instance and Grundy value
// ([game.Answerer]); an error of answer's is the answer "error: …".
func (p Position) AnswerOf(r game.Result) game.Answer {
	a, err := p.answer(r)
	if err != nil {
		return game.TextAnswer("error: " + err.Error())
	}
	return a
}

// outcome is what answer(o) receives; grundy is -1 when there is none.
func (r *rules) outcome(res game.Result, grundy int64) starlark.Value {
	fields := starlark.StringDict{
		"winner":     starlark.String(res.Winner().String()),
		"remoteness": starlark.None,
		"grundy":     starlark.None,
	}
	if grundy >= 0 {
		fields["grundy"] = starlark.MakeInt64(grundy)
	}
	if r.scoring {
		fields["first"] = starlark.MakeInt64(res.First)
		fields["second"] = starlark.MakeInt64(res.Second)
		fields["differential"] = starlark.MakeInt64(res.Differential)
		fields["remoteness"] = starlark.MakeInt(0)
	} else if res.Remoteness >= 0 && res.Winner() != game.Draw {
		fields["remoteness"] = starlark.MakeInt(res.Remoteness)
	}
	return starlarkstruct.FromStringDict(starlark.String("outcome"), fields)
}

func (r *rules) callAnswer(res game.Result, grundy int64, params []starlark.Value) (game.Answer, error) {
	c := r.newCaller()
	o := r.outcome(res, grundy)
	v, err := c.call(r.answer, r.answer.args(nil, o, nil, params), func() string { return "answer(" + o.String() + ")" })
	if err != nil {
		return game.Answer{}, err
	}
	bad := func(want string) error {
		return errorAt(r.file, r.answer.fn.Position(), "answer(%s) returned %s, not %s (returns = %q)", o.String(), brief(v), want, r.returns)
	}
	switch r.returns {
	case "int":
		i, ok := v.(starlark.Int)
		x, fits := i.Int64()
		if !ok || !fits {
			return game.Answer{}, bad("an integer")
		}
		return game.IntAnswer(x), nil
	case "string":
		s, ok := v.(starlark.String)
		if !ok {
			return game.Answer{}, bad("a string")
		}
		return game.TextAnswer(string(s)), nil
	}
	b, ok := v.(starlark.Bool)
	if !ok {
		return game.Answer{}, bad("True or False")
	}
	return game.BoolAnswer(bool(b)), nil
}

// draw calls generate(rng, n) and checks the instance it returns.
func (r *rules) draw(rng *rand.Rand, n int) (game.Args, error) {
	c := r.newCaller()
	v, err := c.call(r.generate, starlark.Tuple{newRng(rng), starlark.MakeInt(n)}, func() string { return fmt.Sprintf("generate(rng, %d)", n) })
	if err != nil {
		return nil, err
	}
	args, err := r.argsFrom(v)
	if err != nil {
		return nil, errorAt(r.file, r.generate.fn.Position(), "generate(rng, %d) returned %s: %v", n, brief(v), err)
	}
	for k, p := range r.params {
		if err := p.Check(args[k]); err != nil {
			return nil, errorAt(r.file, r.generate.fn.Position(), "generate(rng, %d) returned an instance outside the parameters' bounds: %v", n, err)
		}
	}
	if err := r.checkValid(c, args, r.paramValues(args)); err != nil {
		return nil, errorAt(r.file, r.generate.fn.Position(), "generate(rng, %d) returned an instance valid refuses: %v", n, err)
	}
	return args, nil
}

// examples reads the file's examples and solves each. A file without
// examples gets the smallest instance as its example, not solved: Load
// solves nothing the file did not ask for, so that any instance within the
// bounds works at once (a Dots and Boxes file of rows, cols <= 3 solved
// its 3x3 default for 10+ minutes before a 1x1 instance), and the example
// has no Answer until a front end that shows it solves it, within the
// limits, as any instance.
func (r *rules) examples(ctx context.Context, s *game.Spec, globals starlark.StringDict) ([]game.Example, error) {
	v, ok := globals["examples"]
	var exs []game.Example
	if !ok || v == starlark.None {
		args, err := r.smallestExample()
		if err != nil {
			return nil, &Error{File: r.file, Msg: fmt.Sprintf("the file has no examples, and no instance could be made for one: %v; give examples = [{%q: ...}]", err, r.params[0].Name)}
		}
		return []game.Example{{Args: args}}, nil
	}
	seq, ok := v.(starlark.Indexable)
	if !ok || seq.Len() == 0 {
		return nil, &Error{File: r.file, Msg: fmt.Sprintf("examples must be a non-empty list of instances, {%q: ...}, or of (instance, answer) pairs", r.params[0].Name)}
	}
	for i := range seq.Len() {
		item := seq.Index(i)
		var want starlark.Value
		if t, ok := item.(starlark.Tuple); ok && t.Len() == 2 {
			item, want = t[0], t[1]
		}
		args, err := r.argsFrom(item)
		if err != nil {
			return nil, &Error{File: r.file, Msg: fmt.Sprintf("examples[%d]: %v", i, err)}
		}
		ex := game.Example{Args: args}
		if want != nil {
			ex.Answer = answerText(want)
		}
		exs = append(exs, ex)
	}
	for i := range exs {
		p, err := s.Start(ctx, exs[i].Args)
		if err != nil {
			where := fmt.Sprintf("solving example %d: %s", i+1, s.Notation(exs[i].Args))
			if e, ok := err.(*Error); ok {
				e.Msg += " (" + where + ")"
				return nil, e
			}
			return nil, fmt.Errorf("%s: %s: %w", r.file, where, err)
		}
		got := s.AnswerAt(p, p.Solve()).String()
		if exs[i].Answer != "" && exs[i].Answer != got {
			return nil, &Error{File: r.file, Msg: fmt.Sprintf("example %d (%s): the rules give %s, and the file expects %s", i+1, s.Notation(exs[i].Args), got, exs[i].Answer)}
		}
		exs[i].Answer = got
	}
	return exs, nil
}

// answerText writes an expected answer as [game.Answer.String] does.
func answerText(v starlark.Value) string {
	switch x := v.(type) {
	case starlark.Bool:
		if x {
			return "true"
		}
		return "false"
	case starlark.String:
		return string(x)
	}
	return v.String()
}

// smallestExample is the example of a file that gives none: the smallest
// instance its bounds allow that valid accepts, each parameter at the
// same size n for n = 0 to 4 (an integer at n within its bounds, a list,
// string or grid of n items, or its least length, each item the least it
// may be: the alphabet's first character); if valid refuses them all and
// the file has generate, generate(rng, n) for n = 1 to 4 with a fixed
// seed. It solves nothing; valid and generate run within the step limit.
func (r *rules) smallestExample() (game.Args, error) {
	var err error
	for n := range 5 {
		args := make(game.Args, len(r.params))
		for k, p := range r.params {
			m := n
			if _, hi, own := p.Sizes(); !own && hi >= 0 {
				m = min(m, hi)
			}
			args[k] = p.Make(m, func(_ game.Slot, lo, _ int64, _ int) int64 { return lo })
		}
		if err = r.within(args); err == nil {
			return args, nil
		}
		if errors.As(err, new(*Error)) {
			return nil, err // valid failed (a runtime error, a wrong return), not refused
		}
	}
	if r.generate != nil {
		for n := 1; n <= 4; n++ {
			args, gerr := r.draw(rand.New(rand.NewPCG(1, 2)), n)
			if gerr == nil {
				return args, nil
			}
			err = gerr
		}
	}
	return nil, err
}
