package match

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"stonegame/anypick"
	"stonegame/ends"
	"stonegame/game"
	"stonegame/games"
)

// This file is the one place that knows how each kind of game input spells a
// move: a new kind of game adds a case here.

// ParseMove reads a move of game g as a person types it: for a row game
// "L" or "R" (also "left", "right", any case); for stone-game-vi a stone's
// index from 0 (also "stone 3"). It also reads every move's String, so
// [State] stores moves as text. It does not check that the move is legal in
// a position: [Match.Play] does.
func ParseMove(g *games.Game, s string) (game.Move, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	switch g.Input {
	case games.Row:
		switch t {
		case "l", "left":
			return ends.Left, nil
		case "r", "right":
			return ends.Right, nil
		}
		return nil, fmt.Errorf("%q is not a move: type L (take the left end) or R (the right end)", s)
	case games.Pair:
		i, err := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(t, "stone")))
		if err != nil || i < 0 {
			return nil, fmt.Errorf("%q is not a move: type the index of a stone (0 is the first)", s)
		}
		return anypick.Stone(i), nil
	}
	return nil, fmt.Errorf("%s: moves of this game cannot be typed", g.Name)
}

// MoveHelp says, in a few words, how to type a move of game g.
func MoveHelp(g *games.Game) string {
	if g.Input == games.Pair {
		return "a stone's index (0 is the first)"
	}
	return "L or R (the left or the right end)"
}

// DefaultRandom is the length of a random instance when none is given.
const DefaultRandom = 8

// MaxRandom is the longest random instance [RandomLists] makes.
const MaxRandom = 10_000_000

// RandomLists returns a random instance of game g with n items, each value
// in 1..20: one row, or alice and bob values for stone-game-vi. The same
// seed gives the same instance. It returns an error for n < 1 or
// n > MaxRandom.
func RandomLists(g *games.Game, n int, seed uint64) ([][]int64, error) {
	if n < 1 || n > MaxRandom {
		return nil, fmt.Errorf("a random game needs 1 to %d items, not %d", MaxRandom, n)
	}
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	list := func() []int64 {
		l := make([]int64, n)
		for i := range l {
			l[i] = 1 + r.Int64N(20)
		}
		return l
	}
	if g.Input == games.Pair {
		a := list()
		return [][]int64{a, list()}, nil
	}
	return [][]int64{list()}, nil
}
