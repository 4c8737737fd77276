package match

import (
	"fmt"
	"math/rand/v2"

	"stonegame/game"
	"stonegame/games"
)

// ParseMove reads a move of game g as a person types it ([game.Spec.ParseMove]):
// for a row game "L" or "R"; for stone-game-vi a stone's index from 0. It
// also reads every move's String, so [State] stores moves as text. It does
// not check that the move is legal in a position: [Match.Play] does.
func ParseMove(g *games.Game, s string) (game.Move, error) {
	return g.ParseMove(s)
}

// MoveHelp says, in a few words, how to type a move of game g.
func MoveHelp(g *games.Game) string { return g.MoveHelp }

// DefaultRandom is the length of a random instance when none is given.
const DefaultRandom = 8

// MaxRandom is the longest random instance [RandomLists] makes.
const MaxRandom = 10_000_000

// RandomLists returns a random instance of game g with n items: each list
// parameter gets n values in 1..20 (kept within the parameter's bounds),
// each integer parameter a value from its least up to 4n above it (within
// its bounds). The same seed gives the same instance. It returns an error
// for n < 1 or n > MaxRandom.
func RandomLists(g *games.Game, n int, seed uint64) ([][]int64, error) {
	if n < 1 || n > MaxRandom {
		return nil, fmt.Errorf("a random game needs 1 to %d items, not %d", MaxRandom, n)
	}
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	between := func(lo, hi int64) int64 {
		if hi <= lo {
			return lo
		}
		return lo + r.Int64N(hi-lo+1)
	}
	args := make([][]int64, len(g.Params))
	for k, p := range g.Params {
		if p.Kind == game.Int {
			args[k] = []int64{between(p.Min, min(p.Max, p.Min+4*int64(n)))}
			continue
		}
		lo, hi := max(p.Min, 1), min(p.Max, 20)
		if hi < lo {
			lo, hi = p.Min, min(p.Max, p.Min+19)
		}
		l := make([]int64, n)
		for i := range l {
			l[i] = between(lo, hi)
		}
		args[k] = l
	}
	return args, nil
}
