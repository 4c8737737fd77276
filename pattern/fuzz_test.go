package pattern_test

import (
	"strings"
	"testing"

	"stonegame/game"
	"stonegame/games"
	"stonegame/pattern"
)

// FuzzParse: any range, for a game of an integer, of a list and of a
// string, is parsed or refused with an error, never a panic; a plan
// parsed builds its first and last instances or says why not.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"n=0..500", "stones=[1]*k, k=1..60", `currentState="+"*L, L=0..90`, "x=0..40, y=0..40",
		"piles=[5, 3]+[1]*(2*k-1), k=1..3", "n=-5..-1", "n=(1", "n=[", `n="`, "n=9223372036854775807..9223372036854775807", "k=1..2, piles=[k]*-1"} {
		f.Add(s)
	}
	var specs []*game.Spec
	for _, name := range []string{"nim-game", "stone-game", "flip-game-ii", "coin-game"} {
		g, err := games.Lookup(name)
		if err != nil {
			f.Fatal(err)
		}
		specs = append(specs, g)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, g := range specs {
			pl, err := pattern.Parse(g, strings.Fields(s))
			if err != nil {
				if err.Error() == "" {
					t.Fatalf("%s %q: an empty error", g.Name, s)
				}
				continue
			}
			if pl.Len() < 1 || pl.Len() > pattern.MaxInstances {
				t.Fatalf("%s %q: %d instances", g.Name, s, pl.Len())
			}
			for _, vs := range [][]int64{first(pl), last(pl)} {
				if _, err := pl.Args(vs); err != nil && err.Error() == "" {
					t.Fatalf("%s %q: an empty error", g.Name, s)
				}
			}
		}
	})
}

func first(pl *pattern.Plan) []int64 {
	vs := make([]int64, len(pl.Axes))
	for k, a := range pl.Axes {
		vs[k] = a.Lo
	}
	return vs
}

func last(pl *pattern.Plan) []int64 {
	vs := make([]int64, len(pl.Axes))
	for k, a := range pl.Axes {
		vs[k] = a.Hi
	}
	return vs
}
