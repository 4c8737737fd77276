package web

import (
	"context"

	"stonegame/game"
)

// op is what an endpoint computes on an instance. Its weight, from the
// game's costs at the instance's size ([game.Cost.Of] of the Spec's
// LineCost, OptionsCost and PlayCost), decides whether the request is
// heavy ([HeavyWork]): a row of 5000 stones is light for an O(n) game and
// heavy for stone-game-v, whose New solves every interval.
type op uint8

const (
	opSolve   op = iota // /api/solve: build and solve; the line too, if asked
	opExplore           // /api/explore: build, solve, and explain's walk-through and figures
	opMove              // /api/move: build, replay the moves, value the options where they lead
	opAnalyze           // /api/analyze: build, replay, and value the options of every position along the moves
	opPlay              // /api/play: build twice (decode, then the match's own), value the options along the moves, answer or hint
)

// exactWork is about the most steps explain spends valuing a walk-through
// move by move (its Options.ExactMax², 2000², by default); its other parts
// are bounded by the instance's size and its line.
const exactWork = 2000 * 2000

// weight returns about how many elementary steps o takes on an instance
// of g of size n (its Args.Size) with req's moves and options:
//
//   - building the start, and solving it, costs the game's LineCost:
//     stone-game-v and stone-game-ii do their O(n²) work in New;
//   - replaying a move costs O(n), finding it among the legal moves, plus
//     its PlayCost;
//   - valuing the options of a position costs the game's OptionsCost.
//
// It is an estimate for admission, not a bound: a weight of +Inf (an
// exponential game) is heavy, nothing more.
func (o op) weight(g *game.Spec, n int, req *request) float64 {
	build := g.LineCost.Of(n)
	step := game.Linear.Of(n) + g.PlayCost.Of(n)
	opts := g.OptionsCost.Of(n)
	moves := float64(len(req.Moves))
	switch o {
	case opSolve:
		if req.Line {
			return 2 * build
		}
		return build
	case opExplore:
		return 2*build + min(float64(n)*opts, exactWork)
	case opMove:
		return build + moves*step + opts
	case opAnalyze:
		return 2*build + moves*(step+opts)
	case opPlay: // the computer answers, or a hint is asked: two positions more
		return 2*build + (moves+2)*(step+opts)
	}
	return build
}

// newPosition builds the starting position of g from args, the one place
// the API does: the request's context reaches the game's constructor
// here, so that a solver that does its work in New (stone-game-v, -ii)
// stops when the deadline passes or the client goes ([game.Spec.Start]).
func newPosition(ctx context.Context, g *game.Spec, args game.Args) (game.Solvable, error) {
	return g.Start(ctx, args)
}
