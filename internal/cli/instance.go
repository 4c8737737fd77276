package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"stonegame/game"
	"stonegame/games"
	"stonegame/internal/input"
)

// instanceFlags are the flags that name a game and its instance, shared by
// solve, explain and play: --game, --alice, --bob.
type instanceFlags struct {
	game       string
	alice, bob string
}

func (f *instanceFlags) declare(fs *flag.FlagSet) {
	fs.StringVar(&f.game, "game", "", "the game: "+strings.Join(games.Names(), ", ")+
		" (or 486, 877, 1686); default "+games.Default.Name+", or stone-game-vi with --alice/--bob")
	fs.StringVar(&f.alice, "alice", "", "stone-game-vi: aliceValues, as `1,3` or [1,3]")
	fs.StringVar(&f.bob, "bob", "", "stone-game-vi: bobValues, as `2,1` or [2,1]")
}

// lookup returns the game the flags name. --alice or --bob without --game
// means stone-game-vi.
func (f *instanceFlags) lookup() (*games.Game, error) {
	name := f.game
	if name == "" {
		if f.alice != "" || f.bob != "" {
			name = "stone-game-vi"
		} else {
			return games.Default, nil
		}
	}
	g, err := games.Lookup(name)
	if err != nil {
		return nil, usagef("%v", err)
	}
	if shapeOf(g) != input.Pair && (f.alice != "" || f.bob != "") {
		return nil, usagef("--alice and --bob are for stone-game-vi, not %s", g.Name)
	}
	return g, nil
}

// fromArgs builds the starting position named on the command line:
// NUMBERS for a row game; --alice and --bob, or two arrays as arguments,
// for stone-game-vi. It returns nil, nil when the command line names no
// instance, so the caller may read standard input.
func (f *instanceFlags) fromArgs(g *games.Game, args []string) (game.Solvable, error) {
	lists, err := f.listsFromArgs(g, args)
	if err != nil || lists == nil {
		return nil, err
	}
	return g.New(lists...)
}

// listsFromArgs is fromArgs without building the position: the instance's
// numbers (one row, or alice and bob), or nil, nil when the command line
// names none. play keeps the numbers to describe its match.
func (f *instanceFlags) listsFromArgs(g *games.Game, args []string) ([][]int64, error) {
	var lists [][]int64
	switch {
	case f.alice != "" || f.bob != "":
		if f.alice == "" || f.bob == "" {
			return nil, usagef("give both --alice and --bob")
		}
		if len(args) > 0 {
			return nil, usagef("give the stones with --alice and --bob or as arguments, not both")
		}
		for _, fl := range []struct{ name, value string }{{"--alice", f.alice}, {"--bob", f.bob}} {
			c, err := input.NewReader(input.NewArgs([]string{fl.value}), input.Row, false).One(nil)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", fl.name, err)
			}
			lists = append(lists, append([]int64(nil), c.Lists[0]...))
		}
	case len(args) > 0:
		shape := shapeOf(g)
		r := input.NewReader(input.NewArgs(args), shape, false)
		c, err := r.One(nil)
		if shape == input.Pair && r.Form() == input.Plain {
			err = errors.New("give stone-game-vi's values as --alice 1,3 --bob 2,1, or as two arrays [1,3] [2,1]")
		}
		if err != nil {
			return nil, err
		}
		for _, l := range c.Lists {
			lists = append(lists, append([]int64(nil), l...))
		}
	default:
		return nil, nil
	}
	return lists, nil
}

// instance returns the game and starting position named by the flags and
// arguments, or read as one instance from standard input when the command
// line has none. It is what explain and play use.
func (f *instanceFlags) instance(env *Env, args []string) (*games.Game, game.Solvable, error) {
	g, err := f.lookup()
	if err != nil {
		return nil, nil, err
	}
	p, err := f.fromArgs(g, args)
	if err != nil || p != nil {
		return g, p, err
	}
	r := input.NewReader(input.NewScanner(env.Stdin), shapeOf(g), false)
	c, err := r.Next(nil)
	if err != nil {
		return nil, nil, err
	}
	if _, err := r.Next(nil); err != io.EOF {
		if err == nil {
			return nil, nil, errors.New("standard input holds more than one instance: give one")
		}
		return nil, nil, err
	}
	p, err = newAt(g, c)
	return g, p, err
}

// newAt builds a case's position, putting the case's line in the error.
func newAt(g *games.Game, c input.Case) (game.Solvable, error) {
	p, err := g.New(c.Lists...)
	if err != nil && c.Line > 0 {
		return nil, &input.Error{Line: c.Line, Msg: err.Error()}
	}
	return p, err
}

// shapeOf returns the shape of g's instances for the reader: two lists,
// or one parameter (a list, or an integer read as a list of one number).
func shapeOf(g *games.Game) input.Shape {
	if len(g.Params) == 2 {
		return input.Pair
	}
	return input.Row
}
