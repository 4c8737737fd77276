// Package gametest holds a game to the rules every game of stonegame
// must meet, from the game's own tests: [Conformance]. A new game learns
// them from its own `go test`, in a second, rather than from the
// registry's or a front end's tests after minutes.
//
//	func TestConformance(t *testing.T) {
//		gametest.Conformance(t, divisor.DivisorGame, gametest.Statement{
//			Constraints: []string{"1 <= n <= 1000"},
//		})
//	}
//
// The rules: the Spec states its problem's constraints word for word and
// refuses the instances the statement rules out ([Statement]); it is
// complete (game.CheckSpec); every official example is playable (it starts, its answer is the official one, its
// JSON is valid and of its kind, its moves' text reads back, its options
// agree with the oracle where that is cheap, and its optimal line replays
// to Solve's result, every move of it optimal by game.Judge, a win/lose
// line as long as the remoteness); random instances drawn as check, play
// and the web draw them are valid (else the game needs a Generate); every
// parameter's value round-trips through LeetCode's notation and JSON, and
// a whole instance through the notation, JSON and the test-case box; a
// parameter Limit is refused just past it; Steps agrees with Line; nothing
// a position hands out is its state; a Streamer's Bound refuses what the
// Streamer refuses; and no parameter shares its name with another game's
// parameter of another kind.
package gametest

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"stonegame/game"
	"stonegame/games"
	"stonegame/internal/input"
	"stonegame/internal/oracletest"
	"stonegame/match"
)

// Conformance runs every check on g, each failure reported with what to
// change: [Contract]'s, and [Constraints]' against st, the problem
// statement g implements ([NoStatement] for a game without one: a rules
// file, a toy). It takes well under a second for a game whose examples are
// small, as LeetCode's are.
func Conformance(t testing.TB, g *game.Spec, st Statement) {
	t.Helper()
	Contract(t, g)
	Constraints(t, g, st)
}

// Contract runs every check of [Conformance] but the statement's: the
// registry's test of every game runs it, each game's own test holding it
// to its statement too.
func Contract(t testing.TB, g *game.Spec) {
	t.Helper()
	if err := game.CheckSpec(g); err != nil {
		t.Fatalf("%s: %v", g.Name, err)
	}
	for k, ex := range g.Examples {
		Example(t, g, k, ex)
	}
	Random(t, g)
	RoundTrips(t, g)
	Limits(t, g)
	Steps(t, g)
	Aliasing(t, g)
	Bound(t, g)
	Clashes(t, g, games.All())
}

// Example checks that official example k, ex, of g is playable: it starts
// (within the constraints, when g has Within); its answer is ex's; its
// JSON is valid, its answer of g's AnswerType and its members of g's
// Kind; every legal move's text reads back as the move; its options agree
// with the oracle where that explores few positions; the optimal line
// replays to Solve's result (a win/lose line as long as the remoteness),
// and at every position of it, the options are the legal moves, each
// option's value is game.Analyze's, and the line's move is optimal by
// game.Judge; a Stream or StreamPair solves it to the same result.
func Example(t testing.TB, g *game.Spec, k int, ex game.Example) {
	t.Helper()
	name := fmt.Sprintf("%s: example %d (%s)", g.Name, k, g.Notation(ex.Args))
	p, err := g.Start(context.Background(), ex.Args)
	if err != nil {
		t.Errorf("%s: does not start: %v", name, err)
		return
	}
	if g.Within != nil {
		if err := g.Within(ex.Args); err != nil {
			t.Errorf("%s: an official example is outside the constraints: %v", name, err)
		}
	}
	s := game.NewSolution(g, p, true)
	if got := s.Answer().String(); got != ex.Answer {
		t.Errorf("%s: answer %s, want %s", name, got, ex.Answer)
	}
	if r := p.Solve(); s.Result != r {
		t.Errorf("%s: the line's result %+v, Solve's %+v", name, s.Result, r)
	}
	b := s.AppendJSON(nil)
	var obj map[string]any
	if err := json.Unmarshal(b, &obj); err != nil {
		t.Errorf("%s: invalid JSON %s: %v", name, b, err)
		return
	}
	wantType := map[string]string{"boolean": "bool", "int": "float64", "long": "float64", "string": "string"}[g.AnswerType]
	if got := fmt.Sprintf("%T", obj["answer"]); got != wantType {
		t.Errorf("%s: JSON answer %v is a %s, want a %s (AnswerType %q)", name, obj["answer"], got, wantType, g.AnswerType)
	}
	if _, scored := obj["differential"]; scored != (g.Kind == game.Scoring) {
		t.Errorf("%s: a %v game's JSON %s", name, g.Kind, b)
	}

	// Every legal move's text reads back as the move.
	for _, m := range p.Moves() {
		back, err := g.ParseMove(m.String())
		if err != nil || back != m {
			t.Errorf("%s: ParseMove(%q) = %v, %v; want the move back", name, m.String(), back, err)
		}
	}
	// The options agree with the oracle, where it is cheap: their values,
	// and in a win/lose game Solve's remoteness, each option's and the
	// Grundy value of an impartial game's position.
	if cheap(p) {
		check := oracletest.Values
		if g.Kind == game.WinLose {
			check = oracletest.Outcomes
		}
		if err := check(p); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
	line(t, g, name, p, s)
	streams(t, g, name, p, ex.Args)
}

// line checks solution s of p, a start of g: its line replays to Solve's
// result, and at every position of it the options and the line's move
// agree with game.Judge and game.Analyze.
func line(t testing.TB, g *game.Spec, name string, p game.Solvable, s game.Solution) {
	t.Helper()
	moves := make([]game.Move, len(s.Line))
	for k, st := range s.Line {
		moves[k] = st.Move
	}
	replayed, end, err := game.Replay(p, moves)
	if err != nil {
		t.Errorf("%s: the optimal line does not replay: %v", name, err)
		return
	}
	// A drawn line of a loopy game stops where a position would repeat.
	if s.Long == 0 && game.Over(end) != (len(end.Moves()) == 0) {
		t.Errorf("%s: at the line's end Over says %v, with %d legal moves", name, game.Over(end), len(end.Moves()))
	}
	if s.Long == 0 && !game.Over(end) && p.Solve().Winner() != game.Draw {
		t.Errorf("%s: the line stops before the end: %s remains", name, game.Describe(end))
	}
	want := p.Solve()
	if s.Long == 0 {
		if r := game.Score(replayed, end); r.Winner() != want.Winner() || g.Kind == game.Scoring && r != want {
			t.Errorf("%s: the replayed line scores %+v, Solve %+v", name, r, want)
		}
		// A win/lose line follows the remoteness: as long as Solve says.
		if g.Kind == game.WinLose && want.Winner() != game.Draw && want.Remoteness >= 0 && len(replayed) != want.Remoteness {
			t.Errorf("%s: the line has %d moves, Solve's remoteness is %d", name, len(replayed), want.Remoteness)
		}
	}
	cur := p
	for k, st := range replayed {
		if st.Gain != s.Line[k].Gain || st.Player != s.Line[k].Player {
			t.Errorf("%s: move %d: the line says %+v, the replay %+v", name, k+1, s.Line[k], st)
		}
		opts := cur.Options()
		legal := cur.Moves()
		if game.Over(cur) != (len(legal) == 0) {
			t.Errorf("%s: move %d: Over says %v with %d legal moves", name, k+1, game.Over(cur), len(legal))
		}
		if len(opts) != len(legal) {
			t.Errorf("%s: move %d: %d options for %d legal moves", name, k+1, len(opts), len(legal))
		}
		j := game.Judge(opts)
		found := false
		for _, o := range opts {
			if !slices.Contains(legal, o.Move) {
				t.Errorf("%s: move %d: the option %v is not a legal move", name, k+1, o.Move)
			}
			if a, err := game.Analyze(cur, o.Move); err != nil || a.Value != o.Value {
				t.Errorf("%s: move %d: the option %v is worth %d, Analyze says %+v, %v", name, k+1, o.Move, o.Value, a, err)
			}
			if o.Move == st.Move {
				found = true
				if !j.Of(o).Optimal() {
					t.Errorf("%s: move %d (%v) of the optimal line is not optimal by game.Judge: %+v", name, k+1, st.Move, j.Of(o))
				}
			}
		}
		if !found {
			t.Errorf("%s: move %d (%v) of the line is not among the options", name, k+1, st.Move)
		}
		_, next, err := game.Apply(cur, st.Move)
		if err != nil {
			t.Errorf("%s: move %d (%v): %v", name, k+1, st.Move, err)
			return
		}
		cur = next
	}
}

// streams checks that g's Stream or StreamPair, when it has one, solves
// the instance args, whose start is p, to p's result.
func streams(t testing.TB, g *game.Spec, name string, p game.Solvable, args game.Args) {
	t.Helper()
	if g.Stream != nil && len(args) == 1 {
		st := g.Stream()
		for _, x := range args[0].List() {
			if err := st.Push(x); err != nil {
				t.Errorf("%s: the Streamer refuses %d: %v", name, x, err)
				return
			}
		}
		if got := st.Result(); got != p.Solve() {
			t.Errorf("%s: the stream gives %+v, Solve %+v", name, got, p.Solve())
		}
	}
	if g.StreamPair != nil && len(args) == 2 {
		st := g.StreamPair(0)
		st.PushAlice(args[0].List())
		st.PushBob(args[1].List())
		if got, err := st.Result(); err != nil || got != p.Solve() {
			t.Errorf("%s: the stream gives %+v, %v; Solve %+v", name, got, err, p.Solve())
		}
	}
}

// cheap reports whether the oracle can value p, quickly: few positions
// reachable (it explores at most a few thousand), and none reachable from
// itself (the oracle, a memoized negamax, would recurse for ever in a
// loopy game such as Cat and Mouse).
func cheap(p game.Position) bool {
	const (
		onPath = 1 + iota // being walked: met again, the game loops
		done
	)
	seen := map[string]int{}
	var walk func(q game.Position) bool
	walk = func(q game.Position) bool {
		k := q.Key()
		switch seen[k] {
		case onPath:
			return false
		case done:
			return true
		}
		seen[k] = onPath
		if len(seen) > 20000 {
			return false
		}
		for _, m := range q.Moves() {
			_, next, err := q.Play(m)
			if err == nil && !walk(next) {
				return false
			}
		}
		seen[k] = done
		return true
	}
	return walk(p)
}

// Sizes and Seeds are the random instances Random and RoundTrips draw:
// every size with every seed, the sizes capped by [sizes].
var (
	Sizes = []int{1, 2, 3, 5, 8}
	Seeds = []uint64{1, 2, 3, 4, 5, 6}
)

// sizes returns the sizes of Sizes that g's constraints allow: at most
// the least MaxLen of its lists, strings and grids. Past it, a game may
// refuse an instance (a rules file does; a built-in game takes a row far
// longer than LeetCode allows).
func sizes(g *game.Spec) []int {
	most := -1
	for _, p := range g.Params {
		if _, hi, own := p.Sizes(); !own && hi >= 0 && (most < 0 || hi < most) {
			most = hi
		}
	}
	var ns []int
	for _, n := range Sizes {
		if most < 0 || n <= most {
			ns = append(ns, n)
		}
	}
	if len(ns) == 0 {
		ns = []int{max(most, 1)}
	}
	return ns
}

// Random checks that the random instances of g, drawn as check, play and
// the web draw them (match.RandomArgs: g's Generate, or its parameters'
// bounds), are valid: g starts each, at every size its constraints allow.
// An invalid draw, or none, means the parameters' bounds allow instances
// the game refuses: give the Spec a Generate that draws valid ones.
func Random(t testing.TB, g *game.Spec) {
	t.Helper()
	bad := 0
	for _, n := range sizes(g) {
		for _, seed := range Seeds {
			args, err := match.RandomArgs(g, n, seed)
			if err != nil {
				how := ""
				if g.Generate == nil {
					how = ": its parameters' bounds allow instances the game refuses: give the Spec a Generate that draws valid ones"
				}
				t.Errorf("%s: no random instance of size %d (seed %d): %v%s", g.Name, n, seed, err, how)
				continue
			}
			if _, err := g.Start(context.Background(), args); err != nil {
				if bad++; bad <= 3 {
					how := "its Generate draws one the game refuses"
					if g.Generate == nil {
						how = "its parameters' bounds allow instances the game refuses: give the Spec a Generate that draws valid ones"
					}
					t.Errorf("%s: the random instance %s (size %d, seed %d) is refused: %v; %s", g.Name, g.Notation(args), n, seed, err, how)
				}
			}
		}
	}
}

// RoundTrips checks, on g's examples and random instances, that every
// parameter's value reads back from LeetCode's notation (its JSON) as the
// same value and writes the same text again, and that a whole instance
// does from the notation (`stones = [5,1,2], k = 3`), a JSON object
// ({"stones":[5,1,2],"k":3}) and LeetCode's test-case box (a value a
// line), as the CLI, the web and check read them.
func RoundTrips(t testing.TB, g *game.Spec) {
	t.Helper()
	var all []game.Args
	for _, ex := range g.Examples {
		all = append(all, ex.Args)
	}
	for _, n := range sizes(g) {
		if args, err := match.RandomArgs(g, n, Seeds[0]); err == nil {
			all = append(all, args)
		}
	}
	shape := input.Shape(g.Params)
	for _, args := range all {
		for k, a := range args {
			if k >= len(g.Params) {
				t.Errorf("%s: the instance %v has more values than the %d parameters", g.Name, args, len(g.Params))
				break
			}
			text := a.AppendValue(nil)
			back, err := input.ParseValue(shape[k], text)
			if err != nil {
				t.Errorf("%s: %s = %s does not read back: %v", g.Name, g.Params[k].Name, text, err)
				continue
			}
			if !back.Equal(a) || string(back.AppendValue(nil)) != string(text) {
				t.Errorf("%s: %s = %s reads back as %s", g.Name, g.Params[k].Name, text, back.AppendValue(nil))
			}
		}
		for _, form := range []struct {
			name  string
			write func(args game.Args) []byte
		}{
			{"LeetCode's notation", func(args game.Args) []byte { return g.AppendNotation(nil, args) }},
			{"JSON", func(args game.Args) []byte { return g.AppendArgsJSON(nil, args) }},
			{"the test-case box", func(args game.Args) []byte { return g.AppendBox(nil, args) }},
		} {
			text := form.write(args)
			c, err := input.NewReader(input.NewBytes(text), shape, false).One()
			if err != nil {
				t.Errorf("%s: the instance in %s, %q, does not read back: %v", g.Name, form.name, text, err)
				continue
			}
			if !c.Args.Equal(args) {
				t.Errorf("%s: the instance in %s, %q, reads back as %s", g.Name, form.name, text, form.write(c.Args))
			}
		}
	}
}

// Limits checks that every parameter Limit of g (what the reader refuses
// past, as it reads) says why, lies past LeetCode's constraint (unless the
// game's positions grow exponentially with it), and is the solver's own:
// g's Start refuses a value just past it ([game.Param.PastLimit], made
// like the first example's value). A value past the Limit that would take
// more than [LimitBytes] to build is not tried (front's 10^8 stones would
// take 800 MB).
func Limits(t testing.TB, g *game.Spec) {
	t.Helper()
	for k, p := range g.Params {
		if p.Limit <= 0 {
			continue
		}
		if p.LimitWhy == "" {
			t.Errorf("%s: %s has a Limit but no LimitWhy", g.Name, p.Name)
		}
		// A game whose positions grow exponentially with the parameter
		// (Options O(2^n): order(n) of the Fibonacci tree game has
		// F(n+2) − 1 nodes, each a move) may stop within LeetCode's
		// constraint; its LimitWhy says so.
		if _, hi, _ := p.Sizes(); g.OptionsCost != game.Exponential && hi > 0 && p.Limit < int64(hi) {
			t.Errorf("%s: %s's Limit %d is within LeetCode's constraint %s", g.Name, p.Name, p.Limit, p.Constraint())
		}
		if len(g.Examples) == 0 {
			continue
		}
		args := g.Examples[0].Args.Clone()
		past, ok := p.PastLimit(args[k], LimitBytes)
		if !ok {
			continue
		}
		args[k] = past
		if _, err := g.Start(context.Background(), args); err == nil {
			t.Errorf("%s: Start takes %s past its Limit %d", g.Name, p.Name, p.Limit)
		}
	}
}

// LimitBytes is the most memory [Limits] takes for a value past a Limit.
const LimitBytes = 2 << 20

// Clashes reports every parameter of g that has the name of a parameter
// of another of others (the registry's games) but another kind: a request
// that names only its parameters ({"piles":[…]}) is read by the name, so
// one name must mean one kind.
func Clashes(t testing.TB, g *game.Spec, others []*game.Spec) {
	t.Helper()
	for _, o := range others {
		if o == g || o.Name == g.Name {
			continue
		}
		for _, p := range g.Params {
			if q, ok := o.Param(p.Name); ok && q.Kind != p.Kind {
				t.Errorf("%s: the parameter %s is %s, but %s's %s is %s: rename it, or make it the same kind", g.Name, p.Name, p.Article(), o.Name, q.Name, q.Article())
			}
		}
	}
}
