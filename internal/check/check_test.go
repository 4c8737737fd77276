package check

import (
	"context"
	"testing"
	"time"

	"stonegame/games"
)

func TestSmoke(t *testing.T) {
	g, _ := games.Lookup("predict-the-winner")
	dir := t.TempDir()
	prog, err := Prepare(context.Background(), g, "testdata/greedy.py", dir)
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	rep, err := Run(context.Background(), Config{Game: g, Program: prog, Cases: 50, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%v %+v %+v", time.Since(start), rep, rep.Failure)
}
