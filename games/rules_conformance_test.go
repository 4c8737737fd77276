package games_test

import (
	"context"
	"path/filepath"
	"testing"

	"stonegame/game/gametest"
	"stonegame/games"
)

// TestExampleRulesConform holds every example rules file to the rules a
// built-in game meets (gametest.Conformance): a rules file is a game
// package written at run time. Cat and Mouse is loopy, with draws; the
// others end.
func TestExampleRulesConform(t *testing.T) {
	files, err := filepath.Glob("../examples/rules/*.star")
	if err != nil || len(files) < 5 {
		t.Fatalf("the example rules files: %d found, want 5 or more (%v)", len(files), err)
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			g, err := games.Open(context.Background(), f, games.Limits{})
			if err != nil {
				t.Fatal(err)
			}
			gametest.Conformance(t, g, gametest.NoStatement) // a rules file states no problem
		})
	}
}
