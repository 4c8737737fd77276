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

// Optimal plays a best move: the first of the best options in the order of
// Moves (the left end before the right one, the lowest stone first).
type Optimal struct{}

// Name returns "optimal".
func (Optimal) Name() string { return "optimal" }

// Choose returns the first option of the highest value.
func (Optimal) Choose(_ game.Solvable, opts []game.Option, _ *rand.Rand) game.Move {
	_, best := game.Best(opts)
	return best[0].Move
}

// Greedy takes the move that scores the most right now: the bigger end, the
// stone worth most to itself. Ties go to the first option (the left end, the
// lowest stone). It shows why greedy loses: on [1 5 100 7] it takes the 7,
// and the 100 goes to its opponent.
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

// Random plays a legal move chosen uniformly at random.
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
