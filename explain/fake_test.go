package explain_test

import (
	"bytes"
	"context"
	"fmt"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"stonegame/explain"
	"stonegame/game"
)

// This file drives explain with a game it has never heard of, defined here
// only: a pile of n stones, each player takes 1 or 2. As a win/lose game
// the player who takes the last stone wins; as a scoring game each stone
// taken scores 1. Its positions have no optional ability, so explain must
// fall back on the Spec and the oracle for everything.

type take int

func (t take) String() string { return "take " + strconv.Itoa(int(t)) }

type pile struct {
	n       int
	turn    game.Player
	scoring bool
}

func (p pile) Turn() game.Player { return p.turn }

func (p pile) Moves() []game.Move {
	var ms []game.Move
	for k := 1; k <= min(2, p.n); k++ {
		ms = append(ms, take(k))
	}
	return ms
}

func (p pile) Play(m game.Move) (int64, game.Position, error) {
	t, ok := m.(take)
	if !ok || t < 1 || t > 2 || int(t) > p.n {
		return 0, nil, fmt.Errorf("%v is not a move on a pile of %d", m, p.n)
	}
	q := pile{n: p.n - int(t), turn: p.turn.Other(), scoring: p.scoring}
	if p.scoring {
		return int64(t), q, nil
	}
	return 0, q, nil
}

// Payoff: the player to move on an empty pile lost (the other took the
// last stone).
func (p pile) Payoff() int64 {
	if p.n == 0 && !p.scoring {
		return -1
	}
	return 0
}

func (p pile) Key() string { return strconv.Itoa(p.n) + "/" + strconv.Itoa(int(p.turn)) }

func (p pile) Solve() game.Result     { return game.Solve(p) }
func (p pile) Options() []game.Option { return game.Options(p) }

func (p pile) Line() game.Line {
	var line game.Line
	var q game.Solvable = p
	for len(q.Moves()) > 0 {
		_, best := game.Best(q.Options())
		st, next, err := game.Apply(q, best[0].Move)
		if err != nil {
			return line
		}
		line = append(line, st)
		q = next
	}
	return line
}

func fakeSpec(kind game.Kind) *game.Spec {
	scoring := kind == game.Scoring
	return &game.Spec{
		Name: "fake-pile-" + kind.String(), Title: "A pile (fake, " + kind.String() + ")",
		Rules:   "a pile of n stones; the players alternately take 1 or 2",
		Players: [2]string{"Alice", "Bob"}, Kind: kind,
		Params: []game.Param{{Name: "n", Kind: game.Int, Min: 1, Max: 30}},
		Func:   "pile", Examples: []game.Example{{Args: game.Args{game.IntOf(3)}, Answer: "false"}},
		New: func(_ context.Context, args game.Args) (game.Solvable, error) {
			if len(args) != 1 || args[0].Int() < 1 || args[0].Int() > 30 {
				return nil, fmt.Errorf("give n, 1 to 30")
			}
			return pile{n: int(args[0].Int()), turn: game.First, scoring: scoring}, nil
		},
		Answer:     game.AnswerFirstWins,
		AnswerType: "boolean", AnswerRule: "true if Alice wins",
		ParseMove: func(s string) (game.Move, error) {
			k, err := strconv.Atoi(strings.TrimPrefix(s, "take "))
			return take(k), err
		},
		MoveHelp: "take 1 or take 2", OptionsCost: game.Linear, LineCost: game.Quadratic,
	}
}

// TestFakeGame explains the fake game of both kinds, in every format: no
// panic, well-formed figures, the oracle's verdict, no totals of zeros in
// the win/lose game, and notes that say what is absent.
func TestFakeGame(t *testing.T) {
	tests := []struct {
		kind    game.Kind
		n       int64
		verdict string
		says    []string
		never   []string
	}{
		{game.WinLose, 7, "Alice wins in 5 moves, so the answer is true", []string{"Input: n = 7.", "take 1 → leaves 6/2, a losing position for Bob: wins in 5", "no DP table"}, []string{"0 to 0", "a draw", "differential"}},
		{game.WinLose, 6, "Bob wins in 4 moves, so the answer is false", []string{"Alice to move on 6/1: loses in 4 (value −1)", "Bob, wins in 3"}, []string{"0 to 0", "a draw"}},
		{game.Scoring, 5, "Alice wins 3 to 2, so the answer is true", []string{"Input: n = 5.", "take 2 (+2)", "no DP table", "no insight section"}, nil},
	}
	for _, tc := range tests {
		g := fakeSpec(tc.kind)
		if err := game.CheckSpec(g); err != nil {
			t.Fatal(err)
		}
		args := game.Args{game.IntOf(tc.n)}
		p, err := g.Start(context.Background(), args)
		if err != nil {
			t.Fatal(err)
		}
		e, err := explain.Build(g, args, p, nil)
		if err != nil {
			t.Fatalf("%s, n=%d: %v", g.Name, tc.n, err)
		}
		if got := e.Verdict(); got != tc.verdict {
			t.Errorf("%s, n=%d: verdict %q, want %q", g.Name, tc.n, got, tc.verdict)
		}
		if want := game.Solve(p); e.Result.Differential != want.Differential {
			t.Errorf("%s, n=%d: differential %d, oracle %d", g.Name, tc.n, e.Result.Differential, want.Differential)
		}
		if e.Tree == nil || e.Table != nil || e.Insight != nil {
			t.Errorf("%s: tree %v, table %v, insight %v; want a tree only", g.Name, e.Tree != nil, e.Table != nil, e.Insight != nil)
		}
		text := strings.Join(strings.Fields(string(e.Text(false))), " ")
		for _, w := range tc.says {
			if !strings.Contains(text, w) {
				t.Errorf("%s, n=%d: the text does not say %q:\n%s", g.Name, tc.n, w, text)
			}
		}
		for _, w := range tc.never {
			if strings.Contains(text, w) {
				t.Errorf("%s, n=%d: the text says %q", g.Name, tc.n, w)
			}
		}
		for f := explain.FormatText; f <= explain.FormatHTML; f++ {
			out := e.Render(f, true)
			if len(out) == 0 {
				t.Errorf("%s: %v is empty", g.Name, f)
			}
			if (f == explain.FormatSVG || f == explain.FormatHTML) && wellFormed(out) != nil {
				t.Errorf("%s: %v is not well-formed: %v", g.Name, f, wellFormed(out))
			}
		}
		if tc.kind == game.WinLose && (e.ChartSVG() != nil || e.Sum() != "") {
			t.Errorf("%s: a chart or a sum of a game that scores nothing", g.Name)
		}
		if !bytes.Contains(e.HTML(), []byte("memo hit")) {
			t.Errorf("%s: the HTML has no tree", g.Name)
		}
	}
}

// TestImportsNoGame holds explain to the rule of a game as one package:
// its non-test files import no game package, only the core vocabulary.
func TestImportsNoGame(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		af, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, im := range af.Imports {
			path, _ := strconv.Unquote(im.Path.Value)
			if strings.HasPrefix(path, "stonegame/") && path != "stonegame/game" {
				t.Errorf("%s imports %s: explain may import only stonegame/game", f, path)
			}
		}
	}
}
