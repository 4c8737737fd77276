package web

// TEMPORARY until package match (branch play) lands: then its opponents
// replace this file.

import (
	"fmt"
	"math/rand/v2"

	"stonegame/game"
)

type chooser func(p game.Solvable, opts []game.Option) game.Move

func newChooser(name string, ply int) (chooser, error) {
	switch name {
	case "optimal":
		return func(_ game.Solvable, opts []game.Option) game.Move {
			_, best := game.Best(opts)
			return best[0].Move
		}, nil
	case "greedy":
		return func(_ game.Solvable, opts []game.Option) game.Move {
			k := 0
			for i, o := range opts {
				if o.Gain > opts[k].Gain {
					k = i
				}
			}
			return opts[k].Move
		}, nil
	case "random":
		return func(_ game.Solvable, opts []game.Option) game.Move {
			return opts[rand.IntN(len(opts))].Move
		}, nil
	}
	return nil, fmt.Errorf("unknown opponent %q: use optimal, greedy or random", name)
}
