package rules

import (
	"context"
	"encoding/binary"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"

	"go.starlark.net/starlark"

	"stonegame/game"
)

func TestExamplesLoad(t *testing.T) {
	for _, file := range []string{"flip.star", "subtraction.star", "catmouse.star", "chalkboard.star", "misere-nim.star", "kayles.star", "predict.star", "stone-game-iv.star", "nim-game.star", "tictactoe.star"} {
		s := loadExample(t, file, Limits{})
		if err := game.CheckSpec(s); err != nil {
			t.Errorf("%s: %v", file, err)
		}
		for i, ex := range s.Examples {
			p, err := s.Start(context.Background(), ex.Args)
			if err != nil {
				t.Fatalf("%s: example %d: %v", file, i+1, err)
			}
			if got := s.Answer(p.Solve()).String(); got != ex.Answer && ex.Answer != "" { // "": a file without examples, not solved by Load
				t.Errorf("%s: example %d: got %s, want %s", file, i+1, got, ex.Answer)
			}
		}
	}
}

func TestSpecDefaults(t *testing.T) {
	s := loadSrc(t, header+`def moves(state):
    return [("take 1", state - 1)] if state > 0 else []
`, Limits{})
	for _, c := range []struct{ name, got, want string }{
		{"Title", s.Title, "t"},
		{"Func", s.Func, "t"},
		{"Rules", s.Rules, "the game of t.star: the players alternate, player 1 first; a player who cannot move loses"},
		{"AnswerRule", s.AnswerRule, "true if player 1, who moves first, wins"},
		{"AnswerType", s.AnswerType, "boolean"},
		// The example of a file without examples: the smallest instance,
		// n = 0, not solved by Load (issue 28).
		{"Examples", s.Notation(s.Examples[0].Args) + " -> " + s.Examples[0].Answer, "n = 0 -> "},
	} {
		if c.got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, c.got, c.want)
		}
	}
	if got := camel("my-flip-game"); got != "myFlipGame" {
		t.Errorf("camel: got %q, want myFlipGame", got)
	}
	if s.Kind != game.WinLose || s.Generate != nil || s.Within != nil {
		t.Errorf("got kind %v, generate %v, within %v: want win/lose and neither", s.Kind, s.Generate != nil, s.Within != nil)
	}
}

func TestPlay(t *testing.T) {
	s := loadExample(t, "flip.star", Limits{})
	p := start(t, s, game.TextOf("++++"))
	if got, want := p.Moves(), []game.Move{Move("flip 0"), Move("flip 1"), Move("flip 2")}; !slices.Equal(got, want) {
		t.Fatalf("Moves: got %v, want %v", got, want)
	}
	for _, typed := range []string{"flip 1", " FLIP 1 ", "2"} {
		m, err := s.ParseMove(typed)
		if err != nil {
			t.Fatal(err)
		}
		_, next, err := p.Play(m)
		if err != nil {
			t.Fatalf("Play(%q): %v", typed, err)
		}
		if got := game.Describe(next); got != `"+--+"` {
			t.Errorf("Play(%q): got %s, want \"+--+\"", typed, got)
		}
		if r, ok := game.Resolve(p, m); !ok || r != Move("flip 1") {
			t.Errorf("Resolve(%q): got %v, %v, want flip 1", typed, r, ok)
		}
	}
	if _, _, err := p.Play(Move("4")); err == nil || err.Error() != `"4" is not a move here: the moves are "flip 0", "flip 1", "flip 2" (or their numbers, 1 to 3)` {
		t.Errorf("Play(4): got %v", err)
	}
	if _, err := s.ParseMove("  "); err == nil {
		t.Error("ParseMove of spaces: got no error")
	}
	end := start(t, s, game.TextOf("+-+"))
	if _, _, err := end.Play(Move("1")); err == nil || !strings.Contains(err.Error(), "the game is over") {
		t.Errorf("Play at the end: got %v", err)
	}
	if end.Payoff() != -1 || p.Payoff() != 0 {
		t.Errorf("Payoff: got %d at the end and %d at the start, want -1 and 0", end.Payoff(), p.Payoff())
	}
	// Flip 1 wins at once: the optimal line is it, then no move.
	if line := p.Line(); len(line) != 1 || line[0].Move != Move("flip 1") || line[0].Player != game.First {
		t.Errorf("Line: got %+v, want flip 1 by player 1", line)
	}
	if in, ok := p.Insight(); !ok || !strings.Contains(in.Paragraphs[0], "**5 positions**") || !strings.Contains(in.Footer[0], "Grundy value is **2**") {
		t.Errorf("Insight: got %+v", in)
	}
}

func TestDrawLine(t *testing.T) {
	s := loadExample(t, "catmouse.star", Limits{})
	p := start(t, s, game.GridOf([]int64{2, 5}, []int64{3}, []int64{0, 4, 5}, []int64{1, 4, 5}, []int64{2, 3}, []int64{0, 2, 3}))
	if r := p.Solve(); r.Winner() != game.Draw || r.Remoteness != game.Unknown {
		t.Fatalf("got %+v, want a draw of unknown remoteness", r)
	}
	if got := p.Describe(); got != "Mouse at 1, Cat at 2" {
		t.Errorf("Describe: got %q", got)
	}
	line := p.Line()
	if len(line) == 0 || int64(len(line)) > p.LineBound() {
		t.Fatalf("a line of %d moves, bound %d", len(line), p.LineBound())
	}
	// The line stops at the first position it meets again.
	q := game.Solvable(p)
	seen := map[string]bool{q.Key() + q.Turn().String(): true}
	for i, st := range line {
		_, next, err := game.Apply(q, st.Move)
		if err != nil {
			t.Fatal(err)
		}
		if next.Solve().Winner() != game.Draw {
			t.Fatalf("move %d (%v) leaves the draw", i+1, st.Move)
		}
		k := next.Key() + next.Turn().String()
		if seen[k] != (i == len(line)-1) {
			t.Fatalf("move %d of %d: repeat %v", i+1, len(line), seen[k])
		}
		seen[k] = true
		q = next
	}
	if s.Players != [2]string{"Mouse", "Cat"} || s.AnswerType != "int" || s.AnswerRule != "1 if the Mouse wins, 2 if the Cat wins, 0 for a draw" {
		t.Errorf("got players %v, answer %s, rule %q", s.Players, s.AnswerType, s.AnswerRule)
	}
	if _, ok := p.Grundy(); ok {
		t.Error("a game with a player has no Grundy value")
	}
}

// The graph, so the errors and the limits, do not depend on the workers.
func TestWorkers(t *testing.T) {
	cat := cat50(t)
	for _, tc := range []struct {
		file string
		args game.Args
	}{
		{"flip.star", game.Args{game.TextOf("++++++++++++++")}},
		{"catmouse.star", game.Args{game.GridOf(cat...)}},
	} {
		var first *graph
		for _, w := range []int{1, 2, 3, 8} {
			p := start(t, loadExample(t, tc.file, Limits{Workers: w}), tc.args...)
			g := p.g
			if first == nil {
				first = g
				continue
			}
			if !slices.Equal(keysOf(g), keysOf(first)) || !slices.Equal(g.edges, first.edges) || !slices.Equal(items(g.rem), items(first.rem)) || !slices.Equal(items(g.value), items(first.value)) {
				t.Errorf("%s: %d workers give another graph than 1", tc.file, w)
			}
		}
	}
}

func TestKeys(t *testing.T) {
	big, _ := starlark.MakeInt64(1<<62).Mul(starlark.MakeInt(64)), 0
	values := []starlark.Value{
		starlark.None, starlark.True, starlark.False, starlark.MakeInt(0), starlark.MakeInt(-7), starlark.MakeInt64(1 << 40),
		big, starlark.String(""), starlark.String("++--"), starlark.Bytes("ab"),
		starlark.Tuple{}, starlark.Tuple{starlark.MakeInt(1), starlark.String("1")},
		starlark.Tuple{starlark.Tuple{starlark.MakeInt(1)}, starlark.Tuple{}},
	}
	keys := map[string]int{}
	for i, v := range values {
		k, err := appendKey(nil, v)
		if err != nil {
			t.Fatalf("%v: %v", v, err)
		}
		back, err := decodeKey(k)
		if err != nil {
			t.Fatalf("%v: decode: %v", v, err)
		}
		if eq, err := starlark.Equal(back, v); err != nil || !eq || back.Type() != v.Type() {
			t.Errorf("%v: decoded as %v", v, back)
		}
		if j, dup := keys[string(k)]; dup {
			t.Errorf("%v and %v have the same key", values[j], v)
		}
		keys[string(k)] = i
	}
	// A tuple's key is its head and its items' keys, whichever way an
	// item is keyed (small ints have their own path): ints at the edges
	// of one varint byte, of the small ints Starlark holds without a
	// big.Int, and of int64.
	var ints starlark.Tuple
	for _, i := range []int64{0, 63, 64, -64, -65, 1<<23 - 1, 1 << 23, -1 << 23, -1<<23 - 1, 1<<31 - 1, -1 << 31, 1<<63 - 1, -1 << 63} {
		ints = append(ints, starlark.MakeInt64(i))
	}
	ints = append(ints, big, starlark.String("x"), starlark.Tuple{starlark.MakeInt(-1)})
	want := binary.AppendUvarint([]byte{'('}, uint64(len(ints)))
	for _, v := range ints {
		if i, ok := v.(starlark.Int); ok {
			if i64, ok := i.Int64(); ok {
				want = binary.AppendVarint(append(want, 'i'), i64)
				continue
			}
		}
		k, err := appendKeyDepth(nil, v, 1)
		if err != nil {
			t.Fatalf("%v: %v", v, err)
		}
		want = append(want, k...)
	}
	if k, err := appendKey(nil, ints); err != nil || string(k) != string(want) {
		t.Errorf("key of %v: got %q, %v; want %q", ints, k, err, want)
	}
	if back, err := decodeKey(want); err != nil {
		t.Errorf("%v: decode: %v", ints, err)
	} else if eq, err := starlark.Equal(back, ints); err != nil || !eq {
		t.Errorf("%v: decoded as %v", ints, back)
	}
	deep := starlark.Value(starlark.Tuple{})
	for range maxDepth + 1 {
		deep = starlark.Tuple{deep}
	}
	for _, v := range []starlark.Value{starlark.NewList(nil), starlark.NewDict(0), new(starlark.Set), starlark.Float(1), deep} {
		if _, err := appendKey(nil, v); err == nil {
			t.Errorf("%v: got a key, want an error", v)
		}
	}
}

func TestGenerate(t *testing.T) {
	s := loadExample(t, "catmouse.star", Limits{})
	for n := range 60 {
		args, err := s.Generate(rand.New(rand.NewPCG(uint64(n), 1)), n)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.CheckArgs(args); err != nil {
			t.Fatalf("generate(rng, %d) gave %v: %v", n, args, err)
		}
		if got, want := len(args[0].Grid()), min(max(n, 3), 50); got != want {
			t.Errorf("generate(rng, %d): %d nodes, want %d", n, got, want)
		}
	}
	bad := game.Args{game.GridOf([]int64{1}, []int64{0}, []int64{0})}
	if err := s.CheckArgs(bad); err == nil || err.Error() != "the edge 2-0 is in graph[2] but not in graph[0]: the graph is undirected" {
		t.Errorf("CheckArgs(%v): got %v, want the one-way edge named", bad, err)
	}
}

func TestRng(t *testing.T) {
	s := loadSrc(t, header+`def moves(state):
    return []
def generate(rng, n):
    xs = list(range(10))
    rng.shuffle(xs)
    if sorted(xs) != list(range(10)):
        fail("shuffle lost items")
    for i in range(100):
        x = rng.randint(3, 5)
        if x < 3 or x > 5:
            fail("randint(3, 5) gave %d" % x)
        f = rng.random()
        if f < 0 or f >= 1:
            fail("random gave %s" % f)
    return {"n": rng.choice([7, 8, 9])}
`, Limits{})
	for seed := range uint64(20) {
		args, err := s.Generate(rand.New(rand.NewPCG(seed, 0)), 5)
		if err != nil {
			t.Fatal(err)
		}
		if n := args[0].Int(); n < 7 || n > 9 {
			t.Fatalf("got n = %d, want 7, 8 or 9", n)
		}
	}
}

func FuzzLoad(f *testing.F) {
	for _, file := range []string{"flip.star", "catmouse.star", "predict.star", "kayles.star"} {
		src, err := os.ReadFile("../../examples/rules/" + file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	f.Add([]byte(header + "def moves(state):\n    return [(state, (state,))]\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		s, err := Load(context.Background(), "f.star", src, Limits{Positions: 2000, Steps: 20000})
		if err != nil {
			return
		}
		for _, ex := range s.Examples {
			p, err := s.Start(context.Background(), ex.Args)
			if err != nil && ex.Answer == "" {
				continue // the smallest instance of a file without examples, not solved by Load: an error like any instance's
			}
			if err != nil {
				t.Fatalf("an example that loaded fails: %v", err)
			}
			p.Options()
			p.Line()
			game.Describe(p)
		}
	})
}

func TestTemplate(t *testing.T) {
	src := Template("my-game")
	s, err := Load(context.Background(), "my-game.star", src, Limits{})
	if err != nil {
		t.Fatalf("the template does not load: %v", err)
	}
	if s.Name != "my-game" || s.Func != "canWin" || len(s.Examples) != 2 {
		t.Errorf("got name %q, func %q, %d examples", s.Name, s.Func, len(s.Examples))
	}
	// Uncommented, every optional part must load too.
	var b strings.Builder
	for _, line := range strings.Split(string(src), "\n") {
		if t, ok := strings.CutPrefix(line, "# "); ok && (strings.HasPrefix(t, "def ") || strings.HasPrefix(t, "    ") || strings.HasPrefix(t, "players") || strings.HasPrefix(t, "returns")) {
			line = t
		}
		b.WriteString(line + "\n")
	}
	s, err = Load(context.Background(), "my-game.star", []byte(b.String()), Limits{})
	if err != nil {
		t.Fatalf("the template, uncommented, does not load: %v\n%s", err, b.String())
	}
	if s.Generate == nil || s.Within == nil || s.Players[0] != "Alice" {
		t.Errorf("uncommented: got generate %v, valid %v, players %v", s.Generate != nil, s.Within != nil, s.Players)
	}
}
