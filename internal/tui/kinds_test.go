package tui

import (
	"context"
	"regexp"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"

	"stonegame/game"
	"stonegame/match"
)

// Two walks of fakegame.Walk (move the token to an unvisited neighbour;
// who cannot move loses), whose remoteness the oracle computes.
var (
	// delay: a's only move is to b; from b both moves lose, "to c" in 2
	// moves and "to e" in 4.
	delay = game.Args{game.TextOf("abcdefgh"), game.GridOf([]int64{1}, []int64{2, 4}, []int64{3}, nil, []int64{5}, []int64{6}, []int64{7}, nil)}
	// hurry: from a, "to b" wins at once and "to c" in 3 moves.
	hurry = game.Args{game.TextOf("abcde"), game.GridOf([]int64{2, 1}, nil, []int64{3}, []int64{4}, nil)}
)

// plain plays m with Plain on the commands in, and returns what it wrote.
func plain(t *testing.T, m *match.Match, in string, width int) string {
	t.Helper()
	var out strings.Builder
	if err := Plain(context.Background(), m, strings.NewReader(in), &out, width); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// newOf starts a match of spec on args.
func newOf(t *testing.T, spec *game.Spec, args game.Args, human game.Player) *match.Match {
	t.Helper()
	m, err := match.New(match.Config{Game: spec, Args: args, Human: human, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestWalkPlain plays the walk of a string and a grid line by line: moves
// by their label ("to b") or as ParseMove reads them ("f"), the position as
// it is, who wins from here and how soon, and the analysis of the pace.
func TestWalkPlain(t *testing.T) {
	for _, c := range []struct {
		name  string
		args  game.Args
		human game.Player
		in    string
		want  string
	}{
		{"winning: the computer delays", delay, game.First, "hint\nto b\nhint\nf\n", `A fake walk. You are Alice (first); the computer (optimal) is Bob (second).
Commands: to and a node's letter: to b, hint, undo, quit.
position: the token is on a
moves: to b
Your turn (Alice): you can still win in 5 moves.
> hint: best: to b; with perfect play from here you win in 5 moves.
  to b  wins in 5 moves  (best)
> you played to b: optimal
the computer played to e: optimal
position: the token is on e
moves: to f
Your turn (Alice): you can still win in 3 moves.
> hint: best: to f; with perfect play from here you win in 3 moves.
  to f  wins in 3 moves  (best)
> you played to f: optimal
the computer played to g: optimal
position: the token is on g
moves: to h
Your turn (Alice): you can still win in 1 move.
> 
End of input: quitting.
`},
		{"losing sooner than needed", delay, game.Second, "hint\nc\n", `A fake walk. You are Bob (second); the computer (optimal) is Alice (first).
Commands: to and a node's letter: to b, hint, undo, quit.
the computer played to b: optimal
position: the token is on b
moves: to c, to e
Your turn (Bob): you are lost: the computer wins in 4 moves at most.
> hint: best: to e; every move loses against perfect play: the computer wins in 4 moves at most.
  to e  loses in 4 moves  (best)
  to c  loses in 2 moves
> you played to c: that lets the computer win in 2 moves instead of 4, counting this one
the computer played to d: optimal
Game over.
Result: the computer wins.
Optimal play from the start: the computer would win in 5 moves.
Optimal moves: 0 of 1.
Mistakes: 1 move:
  move 2: you played to c: that lets the computer win in 2 moves instead of 4, counting this one
`},
		{"a slower win", hurry, game.First, "to c\nto e\n", `A fake walk. You are Alice (first); the computer (optimal) is Bob (second).
Commands: to and a node's letter: to b, hint, undo, quit.
position: the token is on a
moves: to c, to b
Your turn (Alice): you can still win in 1 move.
> you played to c: that keeps the win, but in 3 moves instead of 1, counting this one
the computer played to d: optimal
position: the token is on d
moves: to e
Your turn (Alice): you can still win in 1 move.
> you played to e: optimal
Game over.
Result: you win.
Optimal play from the start: you would win in 1 move.
Optimal moves: 1 of 2.
Mistakes: 1 move:
  move 1: you played to c: that keeps the win, but in 3 moves instead of 1, counting this one
`},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := plain(t, newOf(t, walkSpec, c.args, c.human), c.in, 0); got != c.want {
				t.Errorf("got\n%s\nwant\n%s", got, c.want)
			}
		})
	}
}

// TestWalkTUI plays the walk full screen: its moves in a list, chosen with
// the arrows or typed by their label, the position as it is and the
// outlook in the status.
func TestWalkTUI(t *testing.T) {
	md := newModel(newOf(t, walkSpec, delay, game.First), Options{})
	s := screen(t, md)
	wantIn(t, s, "Position: the token is on a", "Moves: [to b]", "Your turn (Alice): you can still win in 5 moves.")
	wantNotIn(t, s, "differential", "you 0")
	md, _ = press(t, md, "enter") // the chosen move, to b
	s = screen(t, md)
	wantIn(t, s, "you played to b: optimal", "the computer played to e: optimal", "Position: the token is on e", "you can still win in 3 moves")
	md, _ = press(t, md, "m", "t", "o", "space", "f", "enter") // typed by its label
	wantIn(t, screen(t, md), "you played to f: optimal", "Position: the token is on g")
	md, _ = press(t, md, "?")
	wantIn(t, screen(t, md), "to h  wins in 1 move  (best)")
	md, _ = press(t, md, "m", "h", "enter") // as ParseMove reads it
	s = screen(t, md)
	wantIn(t, s, "Result: you win.", "Optimal play from the start: you would win in 5 moves.", "Mistakes: none.", "You win.")
}

// TestNarrowWraps checks that long lines wrap in a narrow window, word by
// word, and are not cut.
func TestNarrowWraps(t *testing.T) {
	md := resize(newModel(newOf(t, walkSpec, delay, game.Second), Options{}), 24, 30)
	md, _ = press(t, md, "?")
	s := screen(t, md)
	flat := strings.Join(strings.Fields(s), " ")
	for _, w := range []string{
		"you lose in 4 moves",
		"hint: best: to e; every move loses against perfect play: the computer wins in 4 moves at most.",
		"to c loses in 2 moves",
	} {
		if !strings.Contains(flat, w) {
			t.Errorf("the screen lacks %q, wrapped or not:\n%s", w, s)
		}
	}
	if strings.Contains(s, "…") && !strings.Contains(s, "taller window") {
		t.Errorf("a line is cut:\n%s", s)
	}
}

// TestKeysNeverQuitOnEsc checks that Esc closes the hint and cancels a
// typed move but never quits, and that Ctrl-C quits as an interrupt.
func TestKeysNeverQuitOnEsc(t *testing.T) {
	md := newModel(newOf(t, walkSpec, delay, game.First), Options{})
	md, _ = press(t, md, "?")
	wantIn(t, screen(t, md), "hint: best: to b")
	md, cmd := press(t, md, "esc")
	if cmd != nil || md.quitting {
		t.Fatal("Esc quit the game")
	}
	wantNotIn(t, screen(t, md), "hint: best")
	md, cmd = press(t, md, "esc")
	if cmd != nil || md.quitting {
		t.Fatal("a second Esc quit the game")
	}
	wantIn(t, screen(t, md), "q quits")
	md, _ = press(t, md, "m", "t", "esc")
	if md.typing || md.quitting {
		t.Fatalf("Esc while typing: typing %v, quitting %v; want neither", md.typing, md.quitting)
	}
	for _, c := range []struct {
		keys        []string
		interrupted bool
	}{
		{[]string{"q"}, false},
		{[]string{"ctrl+c"}, true},
		{[]string{"m", "ctrl+c"}, true},
	} {
		got, cmd := press(t, md, c.keys...)
		if cmd == nil {
			t.Fatalf("%v gave no command, want tea.Quit", c.keys)
		}
		if _, ok := cmd().(tea.QuitMsg); !ok || got.interrupted != c.interrupted {
			t.Errorf("%v: %T, interrupted %v; want tea.QuitMsg, %v", c.keys, cmd(), got.interrupted, c.interrupted)
		}
	}
}

// TestSolo plays stone-game-v, which Alice plays alone: no computer, no
// opponent, anywhere.
func TestSolo(t *testing.T) {
	row := [][]int64{{6, 2, 3, 4, 5, 5}}
	m := newMatch(t, "stone-game-v", game.First, match.Optimal{}, row...)
	got := plain(t, m, "hint\n3\n1\n1\n", 0)
	want := `Stone Game V (LeetCode 1563). You play alone, as Alice.
Commands: where to split: the left part's length (2 splits after the second stone), with left or right when the parts' sums are equal (2 left), hint, undo, quit.
row: 6 2 3 4 5 5
select a stone to split just before it: the part with the larger sum is thrown away
your score: 0
> hint: best: 3; perfect play from here ends the game with a score of 18.
  3  scores 11: worth 18 from here on  (best)
  4  scores 10: worth 15 from here on
  2  scores 8: worth 10 from here on
  1  scores 6: worth 6 from here on
  5  scores 5: worth 5 from here on
> you played split at 3 (+11): optimal
row: 6 2 3
select a stone to split just before it: the part with the larger sum is thrown away
your score: 11
> you played split at 1 (+5): optimal
row: 2 3
select a stone to split just before it: the part with the larger sum is thrown away
your score: 16
> you played split at 1 (+2): optimal
Game over.
Result: you scored 18 of the best 18.
Optimal moves: 3 of 3.
Points lost: none.
`
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	md := newModel(newMatch(t, "stone-game-v", game.First, match.Optimal{}, row...), Options{})
	md, _ = press(t, md, "?", "right", "right", "right", "enter")
	for _, s := range []string{screen(t, md), md.farewell(), got} {
		wantIn(t, s, "your score")
		if l := strings.ToLower(s); strings.Contains(l, "computer") || strings.Contains(l, "cpu") || strings.Contains(l, "bob") {
			t.Errorf("a solo game speaks of another player:\n%s", s)
		}
	}
}

// TestWinLoseState checks that each win/lose game shows its state as it
// is, in --plain and on the screen, and never totals of 0.
func TestWinLoseState(t *testing.T) {
	for _, c := range []struct {
		name  string
		lists [][]int64
		plain []string
	}{
		{"stone-game-iv", [][]int64{{7}}, []string{"position: a pile of 7 stones\nremove 1 or 4 stones\n"}},
		{"can-i-win", [][]int64{{4}, {6}}, []string{"position: total 0 of 6; unused 1 2 3 4\n"}},
		{"stone-game-ix", [][]int64{{5, 1, 2, 4, 3}}, []string{"position: left mod 3: 1 of 0, 2 of 1, 2 of 2; removed sum ≡ 0\n"}},
		{"game-of-nim", [][]int64{{1, 2}}, []string{"position: piles 1 2\n"}},
		{"nim-game", [][]int64{{5}}, []string{"position: a heap of 5\nmoves: 1, 2, 3\n"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := newMatch(t, c.name, game.First, match.Optimal{}, c.lists...)
			out := plain(t, m, "quit\n", 0)
			wantIn(t, out, c.plain...)
			state := strings.TrimPrefix(strings.SplitN(c.plain[0], "\n", 2)[0], "position: ")
			s := screen(t, newModel(newMatch(t, c.name, game.First, match.Optimal{}, c.lists...), Options{}))
			wantIn(t, strings.Join(strings.Fields(s), " "), "Position: "+state)
			for _, text := range []string{out, s} {
				wantNotIn(t, text, "you 0", "differential", "row:")
			}
		})
	}
}

// TestWording checks the words of moves and numbers: a move named by a
// verb is played, not "took take"; a one-pile move takes 1 pile; one minus
// sign everywhere; a drawn position is not a win.
func TestWording(t *testing.T) {
	m := newMatch(t, "stone-game-iii", game.First, match.Optimal{}, []int64{-1, -2, 3, -7, 4})
	out := plain(t, m, "hint\n1\n1\n", 0)
	wantIn(t, out, "row: −1 −2 3 −7 4", "you played take 1 (−1): that cost you 8", "takes −1: worth −5 from here on", "differential −2")
	wantNotIn(t, out, "took take", "played take 1 (-1)")
	if ascii := regexp.MustCompile(`(^|[ (])-[0-9]`); ascii.MatchString(out) {
		t.Errorf("a hyphen-minus among the minus signs: %q\n%s", ascii.FindString(out), out)
	}

	m = newMatch(t, "stone-game-ii", game.First, match.Optimal{}, []int64{14, 5, 6, 4, 12})
	wantIn(t, plain(t, m, "1\n", 0), "you took 1 pile (+14): optimal", "the computer took 1 pile (+5)")

	m = newMatch(t, "stone-game-iv", game.First, match.Optimal{}, []int64{5})
	out = plain(t, m, "1\n", 0)
	wantIn(t, out, "you played remove 1", "the computer played remove 4")
	wantNotIn(t, out, "took remove")

	m = newMatch(t, "can-i-win", game.First, match.Optimal{}, []int64{3}, []int64{10})
	out = plain(t, m, "hint\n", 0)
	wantIn(t, out, "Your turn (player 1): a drawn position.", "hint: best: 1, 2, 3; perfect play from here ends in a draw.", "  1  draws  (best)")
	wantNotIn(t, out, "you win")

	md := newModel(newMatch(t, "486", game.First, match.Greedy{}, []int64{1, 5, 100, 7}), Options{})
	md, _ = press(t, md, "left", "q")
	wantIn(t, md.farewell(), "You quit after 2 moves.")
	md = newModel(newMatch(t, "486", game.Second, match.Greedy{}, []int64{1, 5, 100, 7}), Options{})
	wantIn(t, md.farewell(), "You quit after 1 move.")
}

// TestPlainWraps checks that --plain wraps its lines to the terminal's
// width, and writes them whole with width 0.
func TestPlainWraps(t *testing.T) {
	out := plain(t, newOf(t, walkSpec, delay, game.Second), "hint\n", 30)
	want := `A fake walk. You are Bob
  (second); the computer
  (optimal) is Alice (first).
Commands: to and a node's
  letter: to b, hint, undo,
  quit.
the computer played to b:
  optimal
position: the token is on b
moves: to c, to e
Your turn (Bob): you are lost:
  the computer wins in 4 moves
  at most.
> hint: best: to e; every move
  loses against perfect play:
  the computer wins in 4 moves
  at most.
  to e  loses in 4 moves
    (best)
  to c  loses in 2 moves
> 
End of input: quitting.
`
	if out != want {
		t.Errorf("got\n%s\nwant\n%s", out, want)
	}
	for _, l := range strings.Split(out, "\n") {
		if width(l) > 30 {
			t.Errorf("a line of %d columns, wider than 30: %q", width(l), l)
		}
	}
	whole := plain(t, newOf(t, walkSpec, delay, game.Second), "hint\n", 0)
	wantIn(t, whole, "A fake walk. You are Bob (second); the computer (optimal) is Alice (first).\n")

	for _, c := range []struct {
		line        string
		cols, start int
		want        string
	}{
		{"short", 10, 0, "short"},
		{"a b c d e f", 5, 0, "a b c\n  d e\n  f"},
		{"  x  y z", 6, 0, "  x  y\n    z"},
		{"averyveryverylongword and", 8, 0, "averyveryverylongword\n  and"},
		{"one two", 7, 2, "one\n  two"},
	} {
		if got := wrapLine(c.line, c.cols, c.start); got != c.want {
			t.Errorf("wrapLine(%q, %d, %d) = %q, want %q", c.line, c.cols, c.start, got, c.want)
		}
	}
}
