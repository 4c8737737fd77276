// Package games is the registry of the named games stonegame knows: their
// names and aliases, what input each takes, how to build its starting
// position and how to state its answer in the problem's own terms.
//
// Front ends (the CLI, the terminal game, the web app) look games up here
// and then use only the [game.Solvable] interface, so a new game is a new
// package plus one entry in [All].
package games

import (
	"fmt"
	"slices"
	"strings"

	"stonegame/anypick"
	"stonegame/ends"
	"stonegame/game"
)

// Input says what numbers a game's instance is made of.
type Input uint8

const (
	Row  Input = iota // one row of numbers
	Pair              // aliceValues and bobValues, of equal length
)

// Streamer solves a game from its numbers given one at a time, without
// keeping them. [ends.Fuser] is one.
type Streamer interface {
	Push(x int64) error  // append a number; an error (overflow) leaves it unchanged
	Len() int            // how many numbers were pushed
	Result() game.Result // optimal totals of the numbers pushed so far
}

// PairStreamer solves a Pair game from its aliceValues and then its
// bobValues, given in runs in index order, without keeping bobValues.
// [anypick.Tally] is one.
type PairStreamer interface {
	PushAlice(xs []int64) // append to aliceValues; before any PushBob
	PushBob(xs []int64)   // append to bobValues; never fails
	// Result returns the optimal totals, the same as New's position
	// would give, or New's error for the same lists (different lengths,
	// no stones, overflow).
	Result() (game.Result, error)
}

// Game is one named game.
type Game struct {
	Name    string   // canonical name, as in the JSON output: "predict-the-winner"
	Aliases []string // other names accepted by Lookup: "486", "leetcode-486"
	Title   string   // "Predict the Winner (LeetCode 486)"
	Rules   string   // the rules in one sentence
	Input   Input
	Players [2]string // how to call player 1 and player 2
	// New builds the starting position from the instance's numbers: one
	// list for Row, alice then bob for Pair. It returns a clear error for
	// an empty instance, different lengths or totals that could overflow.
	New func(lists ...[]int64) (game.Solvable, error)
	// Answer states a result as the problem asks for it: a bool or an int.
	Answer func(game.Result) any
	// Stream, when not nil, returns a Streamer for Row games, so a row can
	// be solved without being stored.
	Stream func() Streamer
	// StreamPair, when not nil, returns a PairStreamer for Pair games, so
	// an instance can be solved without storing bobValues. It gives the
	// result alone: the optimal line needs [Game.New]. expect, if > 0, is
	// about how many stones there are at most (to reserve memory once).
	StreamPair func(expect int) PairStreamer
	// AnswerRule explains Answer in words, for help and explanations.
	AnswerRule string
}

// Player returns the name of player p in this game.
func (g *Game) Player(p game.Player) string {
	if p == game.Second {
		return g.Players[1]
	}
	return g.Players[0]
}

func newRow(lists ...[]int64) (game.Solvable, error) {
	if len(lists) != 1 {
		return nil, fmt.Errorf("this game takes one row of numbers, not %d lists", len(lists))
	}
	p, err := ends.New(lists[0])
	if err != nil {
		return nil, err
	}
	return p, nil
}

func newPair(lists ...[]int64) (game.Solvable, error) {
	if len(lists) != 2 {
		return nil, fmt.Errorf("this game takes aliceValues and bobValues, not %d lists", len(lists))
	}
	p, err := anypick.New(lists[0], lists[1])
	if err != nil {
		return nil, err
	}
	return p, nil
}

func newFuser() Streamer { return new(ends.Fuser) }

var all = []*Game{
	{
		Name:       "predict-the-winner",
		Aliases:    []string{"486", "leetcode-486", "ptw", "coins-in-a-row", "removal-game", "deque"},
		Title:      "Predict the Winner (LeetCode 486)",
		Rules:      "a row of integers; the players alternately take the number at either end; each wants the larger total",
		Input:      Row,
		Players:    [2]string{"player 1", "player 2"},
		New:        newRow,
		Answer:     func(r game.Result) any { return r.Differential >= 0 },
		Stream:     newFuser,
		AnswerRule: "true if player 1's total is at least player 2's",
	},
	{
		Name:       "stone-game",
		Aliases:    []string{"877", "leetcode-877"},
		Title:      "Stone Game (LeetCode 877)",
		Rules:      "piles in a row; the players alternately take the whole pile at either end; each wants more stones",
		Input:      Row,
		Players:    [2]string{"Alice", "Bob"},
		New:        newRow,
		Answer:     func(r game.Result) any { return r.Differential > 0 },
		Stream:     newFuser,
		AnswerRule: "true if Alice (who moves first) ends with more stones than Bob",
	},
	{
		Name:       "stone-game-vi",
		Aliases:    []string{"1686", "leetcode-1686", "stone-game-6"},
		Title:      "Stone Game VI (LeetCode 1686)",
		Rules:      "stone i is worth aliceValues[i] to Alice and bobValues[i] to Bob; the players alternately take any stone, Alice first; each wants the larger total",
		Input:      Pair,
		Players:    [2]string{"Alice", "Bob"},
		New:        newPair,
		StreamPair: func(expect int) PairStreamer { return anypick.NewTally(expect) },
		Answer:     func(r game.Result) any { return int(r.Winner()) },
		AnswerRule: "1 if Alice wins, 0 for a draw, -1 if Bob wins",
	},
}

// Default is the game used when none is named: predict-the-winner.
var Default = all[0]

// All returns every game, in a stable order.
func All() []*Game { return slices.Clone(all) }

// Lookup finds a game by name or alias, ignoring case and treating '_' and
// ' ' as '-'. The error lists the known names.
func Lookup(name string) (*Game, error) {
	key := strings.NewReplacer("_", "-", " ", "-").Replace(strings.ToLower(strings.TrimSpace(name)))
	for _, g := range all {
		if g.Name == key || slices.Contains(g.Aliases, key) {
			return g, nil
		}
	}
	return nil, fmt.Errorf("unknown game %q: use one of %s", name, strings.Join(Names(), ", "))
}

// Names returns the canonical names of all games.
func Names() []string {
	var names []string
	for _, g := range all {
		names = append(names, g.Name)
	}
	return names
}
