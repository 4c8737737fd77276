package tui

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"stonegame/game"
	"stonegame/games"
	"stonegame/match"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// golden compares got with the file testdata/name, or rewrites it with
// -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (go test ./internal/tui -run %s -update writes it)", err, t.Name())
	}
	if got != string(want) {
		t.Errorf("%s: got\n%s\nwant\n%s", name, got, want)
	}
}

// ticTacToe starts tic-tac-toe, the example rules file with a grid board,
// from position, the human X against the optimal O.
func ticTacToe(t *testing.T, position string) *match.Match {
	t.Helper()
	g, err := games.Open(context.Background(), "../../examples/rules/tictactoe.star", games.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.New(match.Config{Game: g, Args: game.Args{game.TextOf(position)}, Human: game.First, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// TestGridBoard plays tic-tac-toe on its grid: the cursor moves in two
// dimensions over every cell, Enter plays the cell under it, a cell with
// no move plays nothing, b finds a best move, and the screen (a golden
// file) shows the grid with the cursor in brackets and the move it plays.
func TestGridBoard(t *testing.T) {
	md := resize(newModel(ticTacToe(t, "........."), Options{}), 60, 22)
	if md.mode != modeGrid || md.cursor != 0 {
		t.Fatalf("mode %v, cursor %d, want the grid's, on a1", md.mode, md.cursor)
	}
	s := screen(t, md)
	wantIn(t, s, "[.] .  .", "row 1, column 1: Enter plays a1", "←↑↓→ move • enter play • b best • m type", "the arrows move the cursor [ ]")
	for _, k := range []struct {
		key  string
		want int
	}{{"down", 3}, {"right", 4}, {"up", 1}, {"left", 0}, {"left", 0}, {"up", 0}, {"down", 3}, {"down", 6}, {"down", 6}, {"R", 7}, {"right", 8}, {"right", 8}, {"up", 5}, {"L", 4}} {
		md, _ = press(t, md, k.key)
		if md.cursor != k.want {
			t.Fatalf("%s: cursor at %d, want %d", k.key, md.cursor, k.want)
		}
	}
	md, _ = press(t, md, "enter") // b2; O answers a1
	if got := game.Label(md.m.Played()[0].Move); got != "b2" || len(md.m.Played()) != 2 {
		t.Fatalf("played %v, want b2 and the computer's answer", md.m.Played())
	}
	md, _ = press(t, md, "up", "left") // a1: O's, no move
	s = screen(t, md)
	wantIn(t, s, "row 1, column 1: no move here")
	md, _ = press(t, md, "enter")
	if len(md.m.Played()) != 2 {
		t.Fatalf("Enter on a taken cell played a move: %v", md.m.Played())
	}
	md, _ = press(t, md, "right")
	golden(t, "tictactoe.txt", strings.Join(trimLines(screen(t, md)), "\n")+"\n")
	md, _ = press(t, md, "b")
	if c := md.board.b.Cells[md.cursor]; c.Move == nil {
		t.Errorf("b put the cursor on cell %d, which plays nothing", md.cursor)
	}
	// To the end by the best moves: a draw.
	for i := 0; i < 4 && !md.m.Over(); i++ {
		md, _ = press(t, md, "b", "enter")
	}
	wantIn(t, screen(t, md), "Result: a draw.")
}

// TestGridPlain prints the grid in --plain, a row a line, and the moves
// under it.
func TestGridPlain(t *testing.T) {
	out := plain(t, ticTacToe(t, "X...O...."), "c3\nquit\n", 0)
	wantIn(t, out, "position: X.. / .O. / ..., X to move\nboard:\n  X . .\n  . O .\n  . . .\nmoves: b1, c1, a2, c2, a3, b3, c3\n",
		"you played c3: optimal", "moves: ")
	golden(t, "tictactoe-plain.txt", out)
}

func trimLines(s string) []string {
	ls := strings.Split(s, "\n")
	for i, l := range ls {
		ls[i] = strings.TrimRight(l, " ")
	}
	return ls
}
