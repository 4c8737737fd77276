package match

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"stonegame/game"
)

// Opponent chooses the computer's moves.
type Opponent interface {
	// Name is the opponent's name, as the --opponent flag takes it.
	Name() string
	// Choose returns one of the moves in opts, the options of p (never
	// empty). r is the source of any randomness: the match seeds it per
	// ply, so a match replays identically.
	Choose(p game.Solvable, opts []game.Option, r *rand.Rand) game.Move
}

// Optimal plays a best move: among the options of the highest value, the
// one [game.Quickest] chooses. In a win/lose game that is the one that wins
// soonest, or, when every move loses, the one that holds out longest (the
// most remoteness): it makes a person who is winning prove it. Ties, and
// options whose remoteness is not known, go to the first of them in the
// order of Moves (the left end before the right one, the lowest stone
// first), as in every scoring game.
type Optimal struct{}

// Name returns "optimal".
func (Optimal) Name() string { return "optimal" }

// Choose returns game.Quickest of the options of the highest value.
func (Optimal) Choose(_ game.Solvable, opts []game.Option, _ *rand.Rand) game.Move {
	_, best := game.Best(opts)
	return game.Quickest(best).Move
}

// Greedy takes the move that scores the most right now: the bigger end, the
// stone worth most to itself. Ties go to the first option (the left end, the
// lowest stone). It shows why greedy loses: on [1 5 100 7] it takes the 7,
// and the 100 goes to its opponent. In a win/lose game no move scores, so
// it always plays the first legal move in the order of Moves, without
// looking ahead.
type Greedy struct{}

// Name returns "greedy".
func (Greedy) Name() string { return "greedy" }

// Choose returns the first option of the highest gain.
func (Greedy) Choose(_ game.Solvable, opts []game.Option, _ *rand.Rand) game.Move {
	k := 0
	for i, o := range opts {
		if o.Gain > opts[k].Gain {
			k = i
		}
	}
	return opts[k].Move
}

// Random plays a legal move chosen uniformly at random, in every kind of
// game.
type Random struct{}

// Name returns "random".
func (Random) Name() string { return "random" }

// Choose returns a uniformly random option.
func (Random) Choose(_ game.Solvable, opts []game.Option, r *rand.Rand) game.Move {
	return opts[r.IntN(len(opts))].Move
}

// Opponents returns the names of the opponents, the default first.
func Opponents() []string { return []string{"optimal", "greedy", "random"} }

// NewOpponent returns the opponent called name (ignoring case), or an error
// listing the names.
func NewOpponent(name string) (Opponent, error) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "optimal", "":
		return Optimal{}, nil
	case "greedy":
		return Greedy{}, nil
	case "random":
		return Random{}, nil
	}
	return nil, fmt.Errorf("unknown opponent %q: use one of %s", name, strings.Join(Opponents(), ", "))
}
