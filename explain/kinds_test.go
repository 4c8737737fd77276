package explain_test

import (
	"context"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"stonegame/explain"
	"stonegame/game"
	"stonegame/games"
	"stonegame/internal/input"
)

// explainText builds the explanation of the instance notation of game
// name, and its text with the lines joined.
func explainText(t *testing.T, name, notation string) (*explain.Explanation, game.Solvable, string) {
	t.Helper()
	g, err := games.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	c, err := input.NewReader(input.NewBytes([]byte(notation)), input.Shape(g.Params), false).One()
	if err != nil {
		t.Fatalf("%s %s: %v", name, notation, err)
	}
	p, err := g.Start(context.Background(), c.Args)
	if err != nil {
		t.Fatalf("%s %s: %v", name, notation, err)
	}
	e, err := explain.Build(g, c.Args, p, nil)
	if err != nil {
		t.Fatalf("%s %s: %v", name, notation, err)
	}
	return e, p, strings.Join(strings.Fields(string(e.Text(false))), " ")
}

// TestOver explains games that are over before the first move, three of
// them LeetCode's own examples: a verdict by kind, why the game is over,
// and no empty section.
func TestOver(t *testing.T) {
	tests := []struct {
		game, args string
		verdict    string
		why        string
	}{
		{"can-i-win", "maxChoosableInteger = 10, desiredTotal = 0", "player 1 wins at once: the game is over before the first move, so the answer is true", "the rules end the game there before anyone moves, and declare player 1, the player to move, the winner"},
		{"stone-removal-game", "n = 1", "Bob wins at once: the game is over before the first move, so the answer is false", "Alice is to move on a pile of 1; Alice must remove 10, but has no legal move"},
		{"stone-game-v", "stoneValue = [4]", "Alice scores 0, so the answer is 0", "there is no legal move: the game ends before it begins, and Alice scores 0"},
		{"divisor-game", "n = 1", "Bob wins at once", "Alice is to move on n = 1, but has no legal move"},
		{"find-the-winning-player-in-coin-game", "x = 2, y = 3", "Bob wins at once", "has no legal move"},
		{"game-of-nim", "piles = [0,0]", "Bob wins at once", "Alice is to move on piles 0 0, but has no legal move"},
	}
	for _, tc := range tests {
		e, _, text := explainText(t, tc.game, tc.args)
		if !e.Over() || e.Total != 0 || len(e.Moves) != 0 {
			t.Errorf("%s %s: Over %v, %d moves; want a game over at once", tc.game, tc.args, e.Over(), e.Total)
		}
		if got := e.Verdict(); !strings.HasPrefix(got, tc.verdict) {
			t.Errorf("%s %s: verdict %q, want %q", tc.game, tc.args, got, tc.verdict)
		}
		for _, w := range []string{"1. The game is over before the first move", tc.why} {
			if !strings.Contains(text, w) {
				t.Errorf("%s %s: the text does not say %q:\n%s", tc.game, tc.args, w, text)
			}
		}
		for _, w := range []string{"move by move", "Why each move", "recursion tree", "DP table", "What was left out"} {
			if strings.Contains(text, w) {
				t.Errorf("%s %s: the text has an empty section or note %q:\n%s", tc.game, tc.args, w, text)
			}
		}
		for f := explain.FormatText; f <= explain.FormatHTML; f++ {
			if out := e.Render(f, true); len(out) == 0 || (f >= explain.FormatSVG && wellFormed(out) != nil) {
				t.Errorf("%s %s: %v is empty or malformed", tc.game, tc.args, f)
			}
		}
	}
}

// TestTreeKeepsEndingMoves checks, on the instances where the tree used to
// drop them, that every call lists every legal move, those that end the
// game included (as finished leaves), and that the leaves' values count:
// the root's is the solver's.
func TestTreeKeepsEndingMoves(t *testing.T) {
	tests := []struct{ game, args, end string }{
		{"stone-game-iv", "n = 4", "remove 4"},
		{"nim-game", "n = 4", ""},
		{"coins-in-a-line", "n = 4", ""},
		{"stone-game-iii", "stoneValue = [1,2,3,7]", "take 3"},
		{"coins-in-a-line-ii", "values = [1,2,2]", "take 2"},
		{"stone-game-ix", "stones = [2,1]", ""},
		{"stone-game-v", "stoneValue = [6,2,3,4,5,5]", "split at 1"},
		{"stone-game-viii", "stones = [-1,2,-3,4,-5]", "take 5"},
	}
	for _, tc := range tests {
		e, p, text := explainText(t, tc.game, tc.args)
		if e.Tree == nil {
			t.Fatalf("%s %s: no tree", tc.game, tc.args)
		}
		var check func(n *explain.Node, q game.Position)
		check = func(n *explain.Node, q game.Position) {
			if n.Memo || n.End || n.Repeat {
				return
			}
			moves := q.Moves()
			if len(n.Children) != len(moves) {
				t.Errorf("%s %s: the call on [%s] has %d children for %d moves", tc.game, tc.args, n.What, len(n.Children), len(moves))
				return
			}
			for k, c := range n.Children {
				_, next, err := q.Play(moves[k])
				if err != nil || c.Move != moves[k] {
					t.Fatalf("%s %s: child %d of [%s] is %v, the move %v (%v)", tc.game, tc.args, k, n.What, c.Move, moves[k], err)
				}
				if c.End != (len(next.Moves()) == 0) {
					t.Errorf("%s %s: [%s] End %v, but the position has %d moves", tc.game, tc.args, c.What, c.End, len(next.Moves()))
				}
				check(c, next)
			}
		}
		check(e.Tree.Root, p)
		if e.Tree.Root.Value != p.Solve().For(p.Turn()) {
			t.Errorf("%s %s: root value %d, the solver %d", tc.game, tc.args, e.Tree.Root.Value, p.Solve().For(p.Turn()))
		}
		if tc.end == "" {
			continue
		}
		found := false
		e.Tree.Walk(func(c *explain.Node, _ int, _ []bool) {
			found = found || c.End && c.Move.String() == tc.end && strings.Contains(text, tc.end)
		})
		if !found {
			t.Errorf("%s %s: the tree does not show %q ending the game", tc.game, tc.args, tc.end)
		}
	}
}

// TestSameLineAsSolve holds explain to the line solve prints: on every
// game's examples, the walk-through is the game's own Line, move for move.
func TestSameLineAsSolve(t *testing.T) {
	for _, g := range games.All() {
		for _, ex := range g.Examples {
			p, err := g.Start(context.Background(), ex.Args)
			if err != nil {
				t.Fatalf("%s %v: %v", g.Name, ex.Args, err)
			}
			e, err := explain.Build(g, ex.Args, p, nil)
			if err != nil {
				t.Fatalf("%s %v: %v", g.Name, ex.Args, err)
			}
			line := p.Line()
			if len(e.Moves) != len(line) {
				t.Errorf("%s %v: %d moves, the line %d", g.Name, ex.Args, len(e.Moves), len(line))
				continue
			}
			for k, m := range e.Moves {
				if m.Step != line[k] {
					t.Errorf("%s %v: move %d is %+v, solve's line plays %+v", g.Name, ex.Args, k+1, m.Step, line[k])
				}
			}
		}
	}
	// The case: 486 [1,5,2], where both first moves are optimal.
	e, p, _ := explainText(t, "486", "nums = [1,5,2]")
	if got, want := e.Moves[0].Move, p.Line()[0].Move; got != want {
		t.Errorf("486 [1,5,2]: explain plays %v first, solve %v", got, want)
	}
}

// TestResultsByKind checks that each kind of game is stated as it is: a
// win/lose game by who wins and in how many moves, everywhere; a solo game
// with no opponent anywhere and a tree whose formula adds.
func TestResultsByKind(t *testing.T) {
	e, _, text := explainText(t, "game-of-nim", "piles = [1,2,3]")
	for _, w := range []string{
		"Verdict: Bob wins in 6 moves, so the answer is false",
		"1 Alice piles 1 2 3 pile 0: remove 1 loses in 6", // the walk-through, each position
		"6 Bob piles 0 0 1 pile 2: remove 1 wins in 1",
		"Alice to move on piles 1 2 3: loses in 6 (value −1). Every move loses; Alice plays one that loses latest.",
		"loses in 6 (the latest) ← played",
		"[piles 1 2 3] Alice, loses in 6", // the tree
		"the end: Alice loses",
	} {
		if !strings.Contains(text, w) {
			t.Errorf("nim [1,2,3]: the text does not say %q:\n%s", w, text)
		}
	}
	if e.Result.Remoteness != 6 || e.Moves[0].Remoteness != 6 || e.Moves[5].Remoteness != 1 {
		t.Errorf("nim [1,2,3]: remoteness %d, moves %d and %d; want 6, 6 and 1", e.Result.Remoteness, e.Moves[0].Remoteness, e.Moves[5].Remoteness)
	}

	e, _, text = explainText(t, "stone-game-v", "stoneValue = [6,2,3,4,5,5]")
	for _, w := range []string{"Bob", "differential", "opponent", "player 2", "ahead"} {
		if strings.Contains(text, w) {
			t.Errorf("stone-game-v, a solo game, says %q:\n%s", w, text)
		}
	}
	for _, w := range []string{"value(p) = max over moves of (what the move scores + value(what it leaves))", "Alice scores 18", "16 + 2 = 18", "In one line: 11 + 5 + 2 = 18"} {
		if !strings.Contains(text, w) {
			t.Errorf("stone-game-v: the text does not say %q:\n%s", w, text)
		}
	}
	for _, svg := range [][]byte{e.ChartSVG(), e.SVG(), e.HTML()} {
		if strings.Contains(string(svg), "Bob") {
			t.Error("stone-game-v: a figure names Bob")
		}
	}
}

// impartial is a pile of n stones from which a player takes 1 or 2; the
// player who cannot move loses. Its positions know their Grundy value, n
// mod 3, and solve by the oracle.
type impartial struct{ pile }

func (p impartial) Grundy() (uint64, bool) { return uint64(p.n % 3), true }
func (p impartial) Play(m game.Move) (int64, game.Position, error) {
	gain, next, err := p.pile.Play(m)
	if err != nil {
		return 0, nil, err
	}
	return gain, impartial{next.(pile)}, nil
}
func (p impartial) Solve() game.Result     { return game.Solve(p) }
func (p impartial) Options() []game.Option { return game.Options(p) }
func (p impartial) Line() game.Line        { return game.LineBy(p, nil) }

// TestGrundy checks that the tree of an impartial game shows every
// position's Grundy value, with the sentence that says what it is.
func TestGrundy(t *testing.T) {
	g := fakeSpec(game.WinLose)
	g.New = func(_ context.Context, args game.Args) (game.Solvable, error) {
		return impartial{pile{n: int(args[0].Int()), turn: game.First}}, nil
	}
	args := game.Args{game.IntOf(5)}
	p, _ := g.Start(context.Background(), args)
	e, err := explain.Build(g, args, p, nil)
	if err != nil {
		t.Fatal(err)
	}
	if e.Tree == nil || !e.Tree.Grundy {
		t.Fatal("no tree, or no Grundy value in it")
	}
	e.Tree.Walk(func(n *explain.Node, _ int, _ []bool) {
		k, _ := strconv.Atoi(strings.SplitN(n.Key, "/", 2)[0])
		if !n.HasGrundy || n.Grundy != uint64(k%3) {
			t.Errorf("node %s: Grundy %d (known %v), want %d", n.Key, n.Grundy, n.HasGrundy, k%3)
		}
	})
	text := strings.Join(strings.Fields(string(e.Text(false))), " ")
	for _, w := range []string{"[5/1] Alice, wins in 3, g = 2", "take 2 → [nothing] the end: Alice loses, g = 0", "g is the position's Grundy value"} {
		if !strings.Contains(text, w) {
			t.Errorf("the text does not say %q:\n%s", w, text)
		}
	}
	// The theorem on sums is said where a position is one (Nim's piles),
	// not for one pile, and not again where the insight says it (Flip
	// Game's runs).
	if strings.Contains(text, "Sprague–Grundy theorem") {
		t.Errorf("one pile, not a sum, and the text states the theorem on sums:\n%s", text)
	}
	for _, tc := range []struct {
		game, args string
		theorem    int
	}{
		{"game-of-nim", "piles = [1,2,3]", 1},
		{"stone-game-iv", "n = 4", 0},
		{"flip-game-ii", `currentState = "++++"`, 1},
	} {
		e, _, text := explainText(t, tc.game, tc.args)
		if e.Tree == nil || !e.Tree.Grundy || !strings.Contains(text, ", g = ") {
			t.Errorf("%s %s: no Grundy value in the tree", tc.game, tc.args)
		}
		if got := strings.Count(text, "Sprague–Grundy theorem"); got != tc.theorem {
			t.Errorf("%s %s: the theorem on sums said %d times, want %d:\n%s", tc.game, tc.args, got, tc.theorem, text)
		}
	}
}

// loopy is a game whose positions repeat: a token on a, b or out (o).
// From b the mover goes to a or out; from a to b and, with draw, out too;
// out is finished. With draw, the player who goes out loses, so nobody
// does and the game is a draw; without, the player who goes out wins, so
// Alice must go to b and Bob goes out. Its positions solve themselves by
// their own table, never by the oracle, which would recurse for ever.
type loopy struct {
	at   byte // 'a', 'b' or 'o' (out)
	turn game.Player
	draw bool
}

type goTo byte

func (g goTo) String() string { return "to " + string(rune(g)) }

func (p loopy) Turn() game.Player { return p.turn }
func (p loopy) Key() string       { return fmt.Sprintf("%c/%d", p.at, p.turn) }
func (p loopy) Describe() string  { return "at " + string(rune(p.at)) }
func (p loopy) Moves() []game.Move {
	switch p.at {
	case 'a':
		if !p.draw {
			return []game.Move{goTo('b')}
		}
		return []game.Move{goTo('b'), goTo('o')}
	case 'b':
		return []game.Move{goTo('a'), goTo('o')}
	}
	return nil
}
func (p loopy) Play(m game.Move) (int64, game.Position, error) {
	for _, l := range p.Moves() {
		if l == m {
			return 0, loopy{byte(m.(goTo)), p.turn.Other(), p.draw}, nil
		}
	}
	return 0, nil, fmt.Errorf("%v is not a move at %c", m, p.at)
}
func (p loopy) Payoff() int64 {
	switch {
	case p.at != 'o':
		return 0
	case p.draw:
		return 1 // the one who left lost
	}
	return -1
}

// value is the mover's value and remoteness, by hand: with draw, a and b
// are drawn; without, whoever is on b wins by leaving, and a loses in 2.
func (p loopy) value() (int64, int) {
	switch {
	case p.at == 'o':
		return p.Payoff(), 0
	case p.draw:
		return 0, game.Unknown
	case p.at == 'b':
		return 1, 1
	}
	return -1, 2
}

func (p loopy) Solve() game.Result {
	v, r := p.value()
	return game.MoverResult(p.turn, v, r)
}

func (p loopy) Options() []game.Option {
	var opts []game.Option
	for _, m := range p.Moves() {
		_, next, _ := p.Play(m)
		v, r := next.(loopy).value()
		opts = append(opts, game.Option{Move: m, Value: -v, Remoteness: r})
	}
	return opts
}

// Line: with draw, the token goes round once, back to a; without, a to b,
// then out.
func (p loopy) Line() game.Line {
	moves := []game.Move{goTo('b'), goTo('a'), goTo('b')}
	if !p.draw {
		moves = []game.Move{goTo('b'), goTo('o')}
	}
	line, _, _ := game.Replay(p, moves)
	return line
}

// TestLoopy explains a game whose positions repeat: the tree and the walk
// stop at a position already on their path and say so, within TreeCalls,
// and the values are the game's own.
func TestLoopy(t *testing.T) {
	for _, draw := range []bool{true, false} {
		g := fakeSpec(game.WinLose)
		g.New = func(context.Context, game.Args) (game.Solvable, error) {
			return loopy{at: 'a', turn: game.First, draw: draw}, nil
		}
		args := game.Args{game.IntOf(1)}
		p, _ := g.Start(context.Background(), args)
		e, err := explain.Build(g, args, p, &explain.Options{TreeCalls: 10})
		if err != nil {
			t.Fatalf("draw %v: %v", draw, err)
		}
		if e.Tree == nil || e.Tree.Repeats == 0 || e.Tree.Calls > 10 {
			t.Fatalf("draw %v: tree %+v, want one with repeats, within 10 calls", draw, e.Tree)
		}
		text := strings.Join(strings.Fields(string(e.Text(false))), " ")
		wants := []string{"back to a position on this path: a repeat", "The plain recursion would never end"}
		if draw {
			wants = append(wants, "Verdict: a draw, so the answer is false", "to a (back to the position before move 1: a repeat)", "1 Alice at a to b draws", "stops after move 2")
			if len(e.Moves) != 2 || e.Moves[1].Repeat != 1 {
				t.Errorf("draw: %d moves, the last repeating move %d; want 2, 1", len(e.Moves), e.Moves[len(e.Moves)-1].Repeat)
			}
		} else {
			wants = append(wants, "Verdict: Bob wins in 2 moves, so the answer is false", "[at b] Bob, wins in 1", "[at a] Alice, back to a position on this path: a repeat, loses in 2")
		}
		if e.Tree.Root.Value != e.Result.For(game.First) {
			t.Errorf("draw %v: the tree's root value %d, the result %+v", draw, e.Tree.Root.Value, e.Result)
		}
		for _, w := range wants {
			if !strings.Contains(text, w) {
				t.Errorf("draw %v: the text does not say %q:\n%s", draw, w, text)
			}
		}
	}
}

// asciiMinus finds a hyphen used as a minus sign: "-3", "(-9)".
var asciiMinus = regexp.MustCompile(`(^|[ (\[])-[0-9]`)

// TestWording checks the words of explain's output: no Go type names, the
// right plurals, one minus sign, coins called coins, the count of optimal
// moves, and a move that loses on the spot called what it is.
func TestWording(t *testing.T) {
	for _, g := range games.All() {
		for _, ex := range g.Examples {
			p, _ := g.Start(context.Background(), ex.Args)
			e, err := explain.Build(g, ex.Args, p, nil)
			if err != nil {
				t.Fatal(err)
			}
			text := string(e.Text(false))
			// The rules, the answer rule and the answer are LeetCode's,
			// in code: "-1 if Bob wins".
			body := text[strings.Index(text, "Input:"):]
			body = strings.ReplaceAll(body, "("+g.AnswerRule+")", "")
			body = strings.ReplaceAll(body, "the answer is "+e.Answer.String(), "")
			if m := asciiMinus.FindString(body); m != "" {
				t.Errorf("%s %v: an ASCII minus %q:\n%s", g.Name, ex.Args, m, text)
			}
			for _, bad := range []string{"game.", " 1 calls", " 1 memo hits", " 1 numbers", " 1 coins", " 0 piles", " 1 moves", " 1 other moves", " 1 stones", " 1 turns", " 1 picks", " 1 fusions", " 1 piles", "unused ,", "unused\n"} {
				if strings.Contains(body, bad) { // after the rules: "the leftmost x > 1 stones"
					t.Errorf("%s %v: the text says %q", g.Name, ex.Args, bad)
				}
			}
		}
	}
	_, _, text := explainText(t, "coins-in-a-line-ii", "values = [5,1,1,9]")
	if strings.Contains(text, "stone") {
		t.Errorf("395 talks of stones:\n%s", text)
	}
	_, _, text = explainText(t, "coins-in-a-line", "n = 3")
	if strings.Contains(text, "heap") || !strings.Contains(text, "[a line of 3 coins] player 1") {
		t.Errorf("394 talks of a heap, not of its line of coins:\n%s", text)
	}
	_, _, text = explainText(t, "stone-game-ii", "piles = [2,7,9,4,4]")
	if !strings.Contains(text, "1 Alice 1 pile (+2)") {
		t.Errorf("stone-game-ii does not take 1 pile:\n%s", text)
	}
	// Ten moves, all equally good: "(all 10 optimal)", not "all 7", the
	// seven listed.
	e, _, text := explainText(t, "stone-game-vi", "aliceValues = [1,1,1,1,1,1,1,1,1,1], bobValues = [1,1,1,1,1,1,1,1,1,1]")
	move1 := text[strings.Index(text, "Move 1:"):strings.Index(text, "Move 2:")]
	if m := e.Moves[0]; m.Best != 10 || len(m.Choices) != 7 || m.Omitted != 3 || strings.Count(move1, "(all 10 optimal)") != 7 || !strings.Contains(move1, "… and 3 other moves, not listed") {
		t.Errorf("ten optimal moves, seven listed, are not counted right: best %d, %d listed, %d omitted:\n%s", m.Best, len(m.Choices), m.Omitted, move1)
	}
	// IX: a forced move that loses on the spot.
	_, _, text = explainText(t, "stone-game-ix", "stones = [2,1]")
	if !strings.Contains(text, "Its only move loses. - take 2 mod 3 → leaves no stones, the end of the game: loses at once (the only move)") || strings.Contains(text, "loses (optimal)") {
		t.Errorf("IX's losing move is not said to lose at once:\n%s", text)
	}
	_, _, text = explainText(t, "can-i-win", "maxChoosableInteger = 10, desiredTotal = 11")
	move1 = text[strings.Index(text, "Move 1:"):strings.Index(text, "Move 2:")]
	if !strings.Contains(move1, "Every move loses; player 1 plays one that loses latest.") || !strings.Contains(move1, "loses in 2 ← played") || strings.Contains(move1, "optimal") {
		t.Errorf("can-i-win (10, 11): every move loses, and the text does not say so:\n%s", text)
	}
}

// TestUnaffordableOptions: a position whose Options list more than
// ExactMax² options (every substring of 50,000 letters: 1.25·10^9) has
// none of its moves valued, and the notes say why; the moves of a short
// string still are. Before, explain listed them for the first and last
// moves of the line and took minutes and gigabytes.
func TestUnaffordableOptions(t *testing.T) {
	long := `s = "` + strings.Repeat("ab", 25_000) + `"`
	e, _, text := explainText(t, "vowels-game-in-a-string", long)
	if e.Valued != 0 || !strings.Contains(text, "No move is valued: valuing one move lists every option of a position of 50000 items, O(n²)") {
		t.Errorf("50,000 letters: %d moves valued; notes %q", e.Valued, e.Notes)
	}
	if !strings.Contains(text, "Move 1 is not valued here") {
		t.Errorf("50,000 letters: the walk-through does not say move 1 is not valued: %s", text)
	}
	e, _, _ = explainText(t, "vowels-game-in-a-string", `s = "abcde"`)
	if e.Valued != e.Total || e.Total == 0 {
		t.Errorf("abcde: %d of %d moves valued", e.Valued, e.Total)
	}
}
