package match

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"

	"stonegame/game"
)

// ParseMove reads a move of game g as a person types it ([game.Spec.ParseMove]):
// for a row game "L" or "R"; for stone-game-vi a stone's index from 0. It
// also reads every move's String, so [State] stores moves as text. It does
// not check that the move is legal in a position: [Match.Play] does.
func ParseMove(g *game.Spec, s string) (game.Move, error) {
	return g.ParseMove(s)
}

// MoveHelp says, in a few words, how to type a move of game g.
func MoveHelp(g *game.Spec) string { return g.MoveHelp }

// DefaultRandom is the length of a random instance when none is given.
const DefaultRandom = 8

// MaxRandom is the largest size of a random instance [Random] makes.
const MaxRandom = 10_000_000

// RandomArgs returns a random instance of game g of size n, drawn by
// [game.Spec.DrawWith]: the game's own Generate when it has one, else
// each parameter made by its kind at size n (a list or string of n items,
// a grid of n rows; past LeetCode's lengths, which play allows, until the
// game refuses one, then within them) with small values, 1 to 20 within
// the parameter's bounds (its lowest 20 values when none of 1 to 20 is
// allowed), a string's characters uniform over its alphabet, and an
// integer from its least up to 4n above it. A small instance that the
// game refuses, or that is over before its first move (can-i-win with
// desiredTotal 0), is drawn again, up to 50 times (tic-tac-toe's random
// boards are valid about one time in eight): a random game is one to
// play; if every draw the game takes is over at once, the last of them is
// returned. The same seed gives the same instance. It returns an error
// for n < 1 or n > MaxRandom, and an error naming the last refusal when
// none of the 50 draws is an instance the game takes: it returns no small
// instance the game refuses (one of more than 65,536 numbers is not built
// to see, unless it is within LeetCode's lengths, where the game's
// constraints are checked).
func RandomArgs(g *game.Spec, n int, seed uint64) (game.Args, error) {
	if n < 1 || n > MaxRandom {
		return nil, fmt.Errorf("a random game needs a size from 1 to %d, not %d", MaxRandom, n)
	}
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	between := func(lo, hi int64) int64 {
		if hi <= lo {
			return lo
		}
		return lo + r.Int64N(hi-lo+1)
	}
	small := func(slot game.Slot, lo, hi int64, i int) int64 {
		if slot != game.Item {
			return between(lo, hi)
		}
		if l, h := max(lo, 1), min(hi, 20); l <= h {
			return between(l, h)
		}
		return between(lo, min(hi, lo+19))
	}
	var over game.Args // the last instance the game took, over at once
	args, err := g.DrawWith(r, n, game.DrawOptions{
		Pick:   small,
		Own:    func(lo, hi int64, n int) int64 { return between(lo, min(hi, lo+4*int64(n))) },
		Beyond: true,
		Tries:  50,
		Accept: func(args game.Args) error {
			if args.Numbers() > playableCheck {
				return nil // a long row: it has moves, and building it twice costs
			}
			p, err := g.Start(context.Background(), args)
			if err != nil {
				return err
			}
			if game.Over(p) {
				over = args
				return errOver
			}
			return nil
		},
	})
	if err != nil && over != nil {
		return over, nil
	}
	return args, err
}

// errOver refuses a random instance that is over before its first move.
var errOver = errors.New("the game is over before its first move")

// playableCheck is the most numbers of an instance RandomArgs builds to
// see that it can be played.
const playableCheck = 1 << 16
