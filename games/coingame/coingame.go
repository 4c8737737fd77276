// Package coingame solves Find the Winning Player in Coin Game (LeetCode
// 3222): x coins of 75 and y coins of 10; each turn a player must pick up
// coins worth exactly 115; the player who cannot loses.
//
// 115 = 75 + 4·10 is the only way to make 115 (two 75s are too many, and
// without a 75 no count of 10s makes 115), so every turn takes one 75 and
// four 10s, nobody has a choice, and the game lasts exactly k = min(x,
// ⌊y/4⌋) turns, its remoteness. The player who makes the last pick wins:
// Alice iff k is odd. Solve is O(1); the line has k moves.
//
//	p, _ := coingame.New(2, 7)
//	p.Solve().Differential // +1: k = min(2, 1) = 1, Alice picks up and Bob cannot
package coingame

import (
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
)

// CoinGame is LeetCode 3222, as the registry lists it.
var CoinGame = &game.Spec{
	Name:    "find-the-winning-player-in-coin-game",
	Aliases: []string{"3222", "leetcode-3222", "coin-game"},
	Title:   "Find the Winning Player in Coin Game (LeetCode 3222)",
	Rules:   "x coins of value 75 and y coins of value 10; the players alternately pick up coins worth exactly 115, Alice first; the player who cannot loses",
	Players: [2]string{"Alice", "Bob"},
	Kind:    game.WinLose,
	Params: []game.Param{
		{Name: "x", Kind: game.Int, Min: 1, Max: 100},
		{Name: "y", Kind: game.Int, Min: 1, Max: 100},
	},
	Func:       "losingPlayer",
	Examples:   []game.Example{{Args: game.Args{game.IntOf(2), game.IntOf(7)}, Answer: "Alice"}, {Args: game.Args{game.IntOf(4), game.IntOf(11)}, Answer: "Bob"}},
	New:        game.FromInts("x", "y", New),
	Answer:     answer,
	AnswerType: "string",
	AnswerRule: `the winner's name, "Alice" or "Bob", whatever the function's name says`,
	ParseMove:  ParseMove,
	MoveHelp:   "the only move: pick up 115 (or just 115, p or pick)",
	Say: func(b []byte, who string, _ game.Step) []byte {
		return fmt.Appendf(b, "%s picks up one 75 and four 10s", who)
	},
	OptionsCost: game.Constant,
	LineCost:    game.Linear,
}

func answer(r game.Result) game.Answer {
	if r.Differential > 0 {
		return game.TextAnswer("Alice")
	}
	return game.TextAnswer("Bob")
}

// PickUp is the one move of the game: pick up one coin of 75 and four of
// 10, 115 in all.
type PickUp struct{}

// String returns "pick up 115".
func (PickUp) String() string { return "pick up 115" }

// AppendJSON appends the move as a JSON string: "pick up 115".
func (PickUp) AppendJSON(b []byte) []byte { return append(b, `"pick up 115"`...) }

// MarshalText returns "pick up 115", so that encoding/json writes the same
// string as AppendJSON.
func (PickUp) MarshalText() ([]byte, error) { return []byte("pick up 115"), nil }

// ParseMove reads the move as a person types it: "pick up 115", "pick
// up", "pick", "p", "115" or "75 10 10 10 10". It does not check that the
// move is legal: Play does.
func ParseMove(s string) (game.Move, error) {
	switch strings.Join(strings.Fields(strings.ToLower(s)), " ") {
	case "pick up 115", "pick up", "pick", "p", "115", "75 10 10 10 10", "75+10+10+10+10":
		return PickUp{}, nil
	}
	return nil, fmt.Errorf("%q is not a move: the only move is pick up 115 (type 115 or p)", s)
}

// Position is the coins left, x of 75 and y of 10, and the player to move.
type Position struct {
	x, y int64
	turn game.Player
}

// New returns the start of the game with x coins of 75 and y of 10, Alice
// to move. It returns an error for a negative count. Any counts past
// LeetCode's 100 are fine: the answer is O(1).
func New(x, y int64) (Position, error) {
	switch {
	case x < 0:
		return Position{}, fmt.Errorf("x = %d: there cannot be fewer than 0 coins of 75", x)
	case y < 0:
		return Position{}, fmt.Errorf("y = %d: there cannot be fewer than 0 coins of 10", y)
	}
	return Position{x: x, y: y, turn: game.First}, nil
}

// X and Y return the coins left: X of 75, Y of 10.
func (p Position) X() int64 { return p.x }

// Y returns the coins of 10 left.
func (p Position) Y() int64 { return p.y }

// Turns returns k = min(x, ⌊y/4⌋), how many turns the game has left.
func (p Position) Turns() int64 { return min(p.x, p.y/4) }

// Turn returns the player to move.
func (p Position) Turn() game.Player { return p.turn }

// Moves returns [PickUp] while one 75 and four 10s are left, else none.
func (p Position) Moves() []game.Move {
	if p.Turns() == 0 {
		return nil
	}
	return []game.Move{PickUp{}}
}

// Play picks up one 75 and four 10s; it returns an error for any other
// move, or when the coins are not there.
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	switch _, ok := m.(PickUp); {
	case !ok:
		return 0, nil, fmt.Errorf("%v is not a move of this game: the only move is pick up 115", m)
	case p.Turns() == 0:
		return 0, nil, fmt.Errorf("%v: coins worth 115 are not left (x = %d, y = %d)", m, p.x, p.y)
	}
	return 0, Position{x: p.x - 1, y: p.y - 4, turn: p.turn.Other()}, nil
}

// Payoff returns -1: the player who cannot pick up 115 loses.
func (p Position) Payoff() int64 { return -1 }

// Key returns "x,y". (Only k matters, but the key names the position.)
func (p Position) Key() string {
	return strconv.FormatInt(p.x, 10) + "," + strconv.FormatInt(p.y, 10)
}

// Wins reports whether the player to move wins: k is odd. O(1).
func (p Position) Wins() bool { return p.Turns()%2 == 1 }

// Solve returns the result: differential +1 if Alice wins, -1 if Bob
// does, and the remoteness k: every line lasts k turns. O(1).
func (p Position) Solve() game.Result {
	return game.MoverResult(p.turn, game.WinValue(p.Wins()), int(p.Turns()))
}

// Options values the one move, if any: +1 when k is odd (the opponent is
// then left an even number of turns), with the k − 1 turns that remain
// after it.
func (p Position) Options() []game.Option {
	if p.Turns() == 0 {
		return nil
	}
	v := int64(-1)
	if p.Wins() {
		v = 1
	}
	return []game.Option{{Move: PickUp{}, Value: v, Remoteness: int(p.Turns() - 1)}}
}

// Grundy returns the position's Sprague–Grundy value, k mod 2: a game of
// k forced moves ([game.Impartial]; the moves do not depend on who
// makes them). O(1).
func (p Position) Grundy() (uint64, bool) { return uint64(p.Turns() % 2), true }

// Line returns the game's only line: k pick-ups, O(k).
func (p Position) Line() game.Line {
	k := p.Turns()
	l := make(game.Line, 0, min(k, 1<<16))
	for st := range p.Steps {
		l = append(l, st)
	}
	return l
}

// Steps yields the steps of [Position.Line] without storing them
// ([game.Stepper]): O(1) memory.
func (p Position) Steps(yield func(game.Step) bool) {
	turn := p.turn
	for range p.Turns() {
		if !yield(game.Step{Player: turn, Move: PickUp{}, Index: -1}) {
			return
		}
		turn = turn.Other()
	}
}

// Describe says what remains: "x = 2 coins of 75, y = 7 coins of 10".
func (p Position) Describe() string {
	return fmt.Sprintf("x = %d %s of 75, y = %d %s of 10", p.x, game.Plural(int(p.x), "coin"), p.y, game.Plural(int(p.y), "coin"))
}

// insightRows is how many turns the insight's table lists.
const insightRows = 12

// Insight explains k = min(x, ⌊y/4⌋) on this instance, with the game
// turn by turn (the first turns, when there are many).
func (p Position) Insight() (game.Insight, bool) {
	k := p.Turns()
	names := [2]string{"Alice", "Bob"}
	if p.turn == game.Second {
		names = [2]string{"Bob", "Alice"}
	}
	in := game.Insight{
		Title: "k = min(x, ⌊y/4⌋): the game has no choices",
		Paragraphs: []string{
			"The only way to make 115 from 75s and 10s is 75 + 4·10: two 75s are 150, too much, and without a 75 the 10s make a multiple of 10. So every turn takes one 75 and four 10s, whatever anyone wants, and the game lasts exactly k = min(x, ⌊y/4⌋) turns. The player who makes the k-th pick-up wins; the next one cannot move.",
			fmt.Sprintf("Here x = %d and y = %d: k = min(%d, ⌊%d/4⌋) = min(%d, %d) = %d, %s, so %s wins.", p.x, p.y, p.x, p.y, p.x, p.y/4, k, parity(k), winner(k, names)),
			"The losing positions (P-positions) are those with k even: the player to move there makes the 1st, 3rd, … pick-up and the opponent the last.",
		},
		Head: []string{"turn", "player", "x before", "y before"},
	}
	for t := int64(0); t < k && t < insightRows; t++ {
		in.Rows = append(in.Rows, []string{strconv.FormatInt(t+1, 10), names[t%2], strconv.FormatInt(p.x-t, 10), strconv.FormatInt(p.y-4*t, 10)})
	}
	if k > insightRows {
		in.Rows = append(in.Rows, []string{"…", game.Count(int(k-insightRows), "more turn"), "", ""})
	}
	in.Footer = []string{fmt.Sprintf("After %s x = %d and y = %d: %s, to move, cannot pick up 115 and loses.", game.Count(int(k), "turn"), p.x-k, p.y-4*k, names[k%2])}
	return in, true
}

func parity(k int64) string {
	if k%2 == 1 {
		return "odd"
	}
	return "even"
}

func winner(k int64, names [2]string) string {
	if k%2 == 1 {
		return names[0]
	}
	return names[1]
}

// LineBound is the optimal line's length: every line has Turns moves.
func (p Position) LineBound() int64 { return p.Turns() }
