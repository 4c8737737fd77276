package fakegame

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
)

// bonus: a row of numbers; a move takes 1 or 2 from its front and scores
// their sum; a move whose sum is even is an extra turn: the same player
// moves again. Its turn is the position's to say, as the core has it.
type bonus struct {
	row  []int64
	lo   int
	turn game.Player
}

func (p bonus) Turn() game.Player { return p.turn }

// Key is what remains: the value for the player to move does not depend
// on who that is.
func (p bonus) Key() string { return strconv.Itoa(p.lo) }
func (p bonus) Moves() []game.Move {
	var ms []game.Move
	for k := 1; k <= min(2, len(p.row)-p.lo); k++ {
		ms = append(ms, Take(k))
	}
	return ms
}
func (p bonus) Play(m game.Move) (int64, game.Position, error) {
	k, ok := m.(Take)
	if !ok || k < 1 || k > 2 || p.lo+int(k) > len(p.row) {
		return 0, nil, fmt.Errorf("%v is not a legal move here", m)
	}
	var gain int64
	for _, x := range p.row[p.lo : p.lo+int(k)] {
		gain += x
	}
	next := p.turn.Other()
	if gain%2 == 0 {
		next = p.turn
	}
	return gain, bonus{p.row, p.lo + int(k), next}, nil
}
func (p bonus) Payoff() int64          { return 0 }
func (p bonus) Solve() game.Result     { return game.Solve(p) }
func (p bonus) Options() []game.Option { return game.Options(p) }
func (p bonus) Line() game.Line        { return line(p) }
func (p bonus) Describe() string {
	if p.lo == len(p.row) {
		return "nothing"
	}
	return strings.Trim(fmt.Sprint(p.row[p.lo:]), "[]")
}

// Bonus is the fake of extra turns, a scoring game: take 1 or 2 numbers
// from the front of a row, scoring their sum; an even sum moves again.
// It is not in [Register]'s list: a test adds it with games.Register.
var Bonus = &game.Spec{
	Name: "fake-bonus", Title: "A fake bonus", Rules: "take 1 or 2 numbers from the front and score them; after an even sum the same player moves again",
	Players: [2]string{"Alice", "Bob"}, Kind: game.Scoring,
	Params:   []game.Param{{Name: "values", Kind: game.List, MinLen: 1, MaxLen: 12, Min: -100, Max: 100}},
	Func:     "bonus",
	Examples: []game.Example{{Args: game.Args{game.ListOf(2, 3, 1, 5)}, Answer: "true"}},
	New: game.FromList("values", func(row []int64) (bonus, error) {
		if len(row) == 0 || len(row) > 12 {
			return bonus{}, errors.New("a row of 1 to 12 numbers")
		}
		return bonus{row: row, turn: game.First}, nil
	}),
	Answer:     func(r game.Result) game.Answer { return game.BoolAnswer(r.Differential >= 0) },
	AnswerType: "boolean", AnswerRule: "true if Alice scores at least Bob",
	ParseMove: ParseTake, MoveHelp: "take 1 or take 2",
}
