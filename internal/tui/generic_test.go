package tui

import (
	"context"
	"strings"
	"testing"

	"stonegame/game"
	"stonegame/match"
)

// TestListBoard plays the fake pile game, a win/lose game with no optional
// ability: the position is its Key, the moves a numbered list, and the
// words say who wins, never "0 to 0".
func TestListBoard(t *testing.T) {
	m, err := match.New(match.Config{Game: pileSpec, Args: game.Args{game.IntOf(4)}})
	if err != nil {
		t.Fatal(err)
	}
	md := newModel(m, Options{})
	s := screen(t, md)
	wantIn(t, s, "Position: 4", "Moves: [take 1]  take 2", "Your turn (Alice): you can still win in 3 moves.", "←/L →/R choose • enter play • b best • m type", "choose a move")
	wantNotIn(t, s, "differential", "you 0")

	md, _ = press(t, md, "2", "enter") // a digit starts typing a move
	s = screen(t, md)
	wantIn(t, s, "you played take 2: that throws the win away: the computer can win in 2 moves,", "the computer played take 2: optimal",
		"Result: the computer wins.", "Optimal play from the start: you would win in 3 moves.", "Optimal moves: 0 of 1.",
		"Mistakes: 1 move:", "move 1: you played take 2: that throws the win away", "The computer wins.")
	wantNotIn(t, s, "0 to 0", "differential", "Points lost")

	md, _ = press(t, md, "u")
	wantIn(t, screen(t, md), "Undone: your move again (move 1).", "Position: 4")
	md, _ = press(t, md, "?")
	s = screen(t, md)
	wantIn(t, s, "Your turn (Alice): you can still win in 3 moves.", "hint: best: take 1; with perfect play from here you win in 3 moves.", "take 1  wins in 3 moves  (best)", "take 2  loses in 2 moves")

	md, _ = press(t, md, "m", "x", "enter")
	wantIn(t, screen(t, md), `"x" is not a move: type take 1 or take 2.`)
	md, _ = press(t, md, "m", "t", "a", "k", "e", "space", "1")
	wantIn(t, screen(t, md), "Type a move (take 1 or take 2): take 1_")
	md, _ = press(t, md, "enter")
	wantIn(t, screen(t, md), "you played take 1: optimal", "the computer played take 1: optimal", "Position: 2")
	md, _ = press(t, md, "right", "enter")
	s = screen(t, md)
	wantIn(t, s, "Result: you win.", "Optimal moves: 2 of 2.", "Mistakes: none.", "You win.")
	if len(md.m.Played()) != 3 {
		t.Errorf("%d moves played, want 3", len(md.m.Played()))
	}
}

// TestCursorBoard plays the fake front game, whose position draws a Board
// and whose moves take one or two items: the cursor walks its selectable
// cells, Enter plays the cell's move, and both items of a move are marked.
func TestCursorBoard(t *testing.T) {
	m, err := match.New(match.Config{Game: frontSpec, Args: game.Args{game.ListOf(1, 2, 3, 4, 5)}, Opponent: match.Greedy{}})
	if err != nil {
		t.Fatal(err)
	}
	md := newModel(m, Options{})
	s := screen(t, md)
	wantIn(t, s, "take 1 or 2 from the front", "←/L →/R move", "enter take", "move the cursor ^", "you 0, the computer 0")
	md, _ = press(t, md, "right", "right")
	if md.cursor != 1 {
		t.Fatalf("cursor at %d after → →, want 1 (the last selectable cell)", md.cursor)
	}
	md, _ = press(t, md, "enter")
	s = screen(t, md)
	wantIn(t, s, "you played take 2 (+3): optimal", "the computer played take 2 (+7)", "you you cpu cpu   ^")
	if md.cursor != 4 {
		t.Fatalf("cursor at %d, want 4 (the one selectable cell)", md.cursor)
	}
	md, _ = press(t, md, "space")
	wantIn(t, screen(t, md), "Result: you 8, the computer 7: you win by 1.")
}

// TestPlainGeneric plays the fake pile game line by line: moves are read
// with the game's ParseMove, the help is its MoveHelp.
func TestPlainGeneric(t *testing.T) {
	m, err := match.New(match.Config{Game: pileSpec, Args: game.Args{game.IntOf(4)}, Human: game.Second, Opponent: match.Random{}})
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	if err := Plain(context.Background(), m, strings.NewReader("hint\ngrab\ntake 5\n1\ntake 1\n"), &out, 0); err != nil {
		t.Fatal(err)
	}
	want := `A fake pile. You are Bob (second); the computer (random) is Alice (first).
Commands: take 1 or take 2, hint, undo, quit.
the computer played take 1: optimal
position: 3
moves: take 1, take 2
Your turn (Bob): you are lost: the computer wins in 2 moves at most.
> hint: best: take 1, take 2; every move loses against perfect play: the computer wins in 2 moves at most.
  take 1  loses in 2 moves  (best)
  take 2  loses in 2 moves  (best)
> "grab" is not a move: type take 1 or take 2; or hint, undo, quit.
> Cannot play that: take 5 is not a legal move on a pile of 3.
> you played take 1: optimal
the computer played take 1: that throws the win away: you can win in 2 moves, counting this one
position: 1
moves: take 1
Your turn (Bob): you can still win in 1 move.
> you played take 1: optimal
Game over.
Result: you win.
Optimal play from the start: the computer would win in 3 moves.
Optimal moves: 2 of 2.
Mistakes: none.
`
	if got := out.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
}
