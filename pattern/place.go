package pattern

import (
	"context"
	"fmt"
	"strings"

	"stonegame/game"
)

// placeMax is the most work, in the steps of the game's LineCost summed
// over the instances, spent on the table an explanation shows its
// instance in: a game whose instances cost more has no such section.
const placeMax = 2e7

// placeSmall is the table's end for a small instance: the instances
// below 50 show the pattern.
const placeSmall = 49

// placeLarge is the largest integer whose table, from the smallest
// allowed to it, is shown: past it the table stops at placeSmall.
const placeLarge = 1000

// Place says, in a few paragraphs for explain, where the instance args of
// a win/lose game of one integer parameter sits in the table of the game
// over that integer: whether it wins, the losing values from the least
// allowed to 49 (or to the integer, up to 1000), and their period over
// that range. The paragraphs mark emphasis as a [game.Insight]'s do. It
// returns nil for another game, or when the table would cost more than
// 2·10^7 steps of the game's LineCost.
func Place(g *game.Spec, args game.Args, winner game.Outcome) []string {
	if len(g.Params) != 1 || g.Params[0].Kind != game.Int || len(args) != 1 || args[0].Kind() != game.Int || g.Kind != game.WinLose {
		return nil
	}
	name, n := g.Params[0].Name, args[0].Int()
	lo := max(g.Params[0].Min, 0)
	hi := max(int64(placeSmall), lo+placeSmall-1)
	if n > hi && n <= placeLarge {
		hi = n
	}
	if p := g.Params[0]; p.Max >= lo {
		hi = min(hi, p.Max) // past it the game may refuse the instance (kayles.star: 30)
	}
	if n < lo {
		return nil
	}
	pl, err := Parse(g, []string{fmt.Sprintf("%s=%d..%d", name, lo, hi)})
	if err != nil {
		return nil
	}
	if est, err := pl.Estimate(); err != nil || est > placeMax {
		return nil
	}
	t, err := Compute(context.Background(), pl, nil)
	if err != nil {
		return nil
	}
	periods, err := t.Periods(nil)
	if err != nil {
		return nil
	}
	sides := SidesOf(g)
	var status string
	switch winner {
	case game.SecondWins:
		status = "a losing position: " + sides[1] + " wins"
	case game.FirstWins:
		status = "a winning position: " + sides[0] + " wins"
	default:
		status = "a draw"
	}
	losing := t.Losing()
	words := make([]string, len(losing))
	for k, x := range losing {
		words[k] = fmt.Sprint(x)
		if x == n {
			words[k] = "**" + words[k] + "**"
		}
	}
	var out []string
	var b strings.Builder
	fmt.Fprintf(&b, "%s = %d is %s. ", name, n, status)
	switch {
	case len(losing) == 0:
		fmt.Fprintf(&b, "No %s from %d to %d is a losing position.", name, lo, hi)
	default:
		fmt.Fprintf(&b, "The losing %s from %d to %d (where %s wins) are %s.", name, lo, hi, sides[1], strings.Join(words, ", "))
	}
	out = append(out, b.String())
	for _, per := range periods {
		if per.Column != Outcome {
			continue
		}
		var s string
		if per.Found {
			s = fmt.Sprintf("Over that range, the outcomes repeat with %s", per.Say(name))
			if cf := per.ClosedForm(name, sides); cf != "" {
				s += ": " + cf
			}
		} else {
			s = fmt.Sprintf("Over that range, the outcomes show no period (none repeats 3 times over the last half of %s = %d..%d).", name, lo, hi)
		}
		if !strings.HasSuffix(s, ".") {
			s += "."
		}
		out = append(out, s)
	}
	if n > hi {
		out = append(out, fmt.Sprintf("%s = %d is past the table shown; stonegame table solves any range of %s and looks for its period.", name, n, name))
	} else {
		out = append(out, fmt.Sprintf("stonegame table solves a longer range of %s and looks for its period.", name))
	}
	return out
}
