package stream

import (
	"context"
	"strings"
	"testing"

	"stonegame/game"
	"stonegame/games"
)

// TestLongLineNote: text output of a line too long to build (nim-game's
// heap of 2^31 − 1) says so in the core's words, game.Solution.LineNote,
// as explain and the web API do, and --line refuses it.
func TestLongLineNote(t *testing.T) {
	g, err := games.Lookup("nim-game")
	if err != nil {
		t.Fatal(err)
	}
	p, err := g.Start(context.Background(), game.Args{game.IntOf(2147483647)})
	if err != nil {
		t.Fatal(err)
	}
	note := game.NewSolution(g, p, true).LineNote()
	if !strings.Contains(note, "2147483647") {
		t.Fatalf("LineNote = %q, want the bound", note)
	}
	out, err := solveText(g, false, "n = 2147483647\n")
	if err != nil || !strings.Contains(out, "\n"+note+"\n  1. ") {
		t.Errorf("solve prints %q, %v; want the note %q before the moves", out, err, note)
	}
	if _, err := solveText(g, true, "n = 2147483647\n"); err == nil {
		t.Error("--line took a line of 2^31 − 1 moves")
	}
}
