package rules

import (
	"context"
	"strings"
	"testing"

	"stonegame/game"
)

// TestBatch: Batch solves instances in one graph with the same results,
// remoteness and Grundy values as New one at a time, for a win/lose file
// of one integer, one of two integers, one by player and a scoring one;
// a file whose moves take a parameter has no Batch; an instance Batch
// cannot take fails the whole batch.
func TestBatch(t *testing.T) {
	for _, c := range []struct {
		file string
		list []game.Args
	}{
		{"subtraction.star", ints(0, 1, 2, 7, 30, 7, 0)},
		{"kayles.star", ints(0, 5, 12, 3)},
		{"wythoff.star", []game.Args{{game.IntOf(3), game.IntOf(5)}, {game.IntOf(5), game.IntOf(3)}, {game.IntOf(0), game.IntOf(0)}, {game.IntOf(6), game.IntOf(9)}}},
		{"grab.star", ints(0, 1, 2, 9, 4)},
		{"misere-nim.star", []game.Args{{game.ListOf(1, 2, 3)}, {game.ListOf(1, 1)}, {game.ListOf(2, 2)}}},
	} {
		var s *game.Spec
		if c.file == "grab.star" { // a scoring game
			var err error
			if s, err = Load(context.Background(), "grab.star", []byte(grab), Limits{}); err != nil {
				t.Fatal(err)
			}
		} else {
			s = loadExample(t, c.file, Limits{})
		}
		if s.Batch == nil {
			t.Errorf("%s: no Batch", c.file)
			continue
		}
		ps, err := s.Batch(context.Background(), c.list)
		if err != nil || len(ps) != len(c.list) {
			t.Fatalf("%s: %d positions, %v", c.file, len(ps), err)
		}
		for i, args := range c.list {
			one := start(t, s, args...)
			if got, want := ps[i].Solve(), one.Solve(); got != want {
				t.Errorf("%s %v: batch %+v, alone %+v", c.file, args, got, want)
			}
			g1, ok1 := asPosition(ps[i]).Grundy()
			g2, ok2 := one.Grundy()
			if g1 != g2 || ok1 != ok2 {
				t.Errorf("%s %v: Grundy %d %v in the batch, %d %v alone", c.file, args, g1, ok1, g2, ok2)
			}
			if got, want := game.Describe(ps[i]), game.Describe(one); got != want {
				t.Errorf("%s %v: described %q in the batch, %q alone", c.file, args, got, want)
			}
			if got, want := len(ps[i].Line()), len(one.Line()); got != want {
				t.Errorf("%s %v: a line of %d moves in the batch, %d alone", c.file, args, got, want)
			}
		}
	}
	s := loadExample(t, "kayles.star", Limits{})
	if _, err := s.Batch(context.Background(), ints(3, 31)); err == nil || !strings.Contains(err.Error(), "31") {
		t.Errorf("kayles.star n = 31, past its max: got %v", err)
	}
	// A file whose moves read a parameter: its positions depend on the
	// instance, so instances cannot share a graph.
	if loadExample(t, "predict.star", Limits{}).Batch != nil {
		t.Error("predict.star, whose moves take nums, has a Batch")
	}
	src := "name = \"upto\"\nparams = [param(\"n\", \"integer\"), param(\"k\", \"integer\")]\n" +
		"def start(n, k):\n    return n\ndef moves(state, k):\n    return [(\"take %d\" % i, state - i) for i in range(1, k + 1) if i <= state]\n"
	s, err := Load(context.Background(), "upto.star", []byte(src), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if s.Batch != nil {
		t.Error("a file whose moves take a parameter has a Batch")
	}
}

func ints(xs ...int64) []game.Args {
	out := make([]game.Args, len(xs))
	for i, x := range xs {
		out[i] = game.Args{game.IntOf(x)}
	}
	return out
}

// grab is a scoring game: take 1 or 2 from a pile, scoring what you take
// (the more the better), with a bonus for taking the last.
const grab = `name = "grab"
scoring = True
params = [param("n", "integer", max = 50)]
def start(n):
    return n
def moves(state):
    return [("take %d" % k, state - k, k + (3 if k == state else 0)) for k in (1, 2) if k <= state]
`
