// Package countdown solves Stone Removal Game (LeetCode 3360): a pile of
// n stones; Alice must remove exactly 10, and from then on each player
// must remove exactly one fewer than the opponent just did; the player who
// cannot loses.
//
// Nobody ever has a choice, so the game is a countdown: turn t (from 1)
// must remove 11 - t stones, and the first turn that finds fewer stones
// than it must remove loses. Solve simulates it, at most 10 turns: O(1).
// The number of turns is also the remoteness.
//
// The rules stop making sense past n = 54: after 10 + 9 + … + 1 = 55
// stones the 11th turn would have to remove 0 stones, which is not a move
// the rules define. [New] refuses such n.
//
//	p, _ := countdown.New(12)
//	p.Solve().Differential // +1: Alice removes 10, Bob must remove 9 of 2
package countdown

import (
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
)

// StoneRemovalGame is LeetCode 3360, as the registry lists it.
var StoneRemovalGame = &game.Spec{
	Name:       "stone-removal-game",
	Aliases:    []string{"3360", "leetcode-3360"},
	Title:      "Stone Removal Game (LeetCode 3360)",
	Rules:      "a pile of n stones; Alice removes exactly 10, then each player removes exactly one fewer than the opponent just did; the player who cannot loses",
	Players:    [2]string{"Alice", "Bob"},
	Kind:       game.WinLose,
	Params:     []game.Param{{Name: "n", Kind: game.Int, Min: 1, Max: 50}},
	Func:       "canAliceWin",
	Examples:   []game.Example{{Args: game.Args{game.IntOf(12)}, Answer: "true"}, {Args: game.Args{game.IntOf(1)}, Answer: "false"}},
	New:        game.FromInt("n", New),
	Answer:     game.AnswerFirstWins,
	AnswerType: "boolean",
	AnswerRule: "true if Alice, who moves first, wins",
	ParseMove:  ParseMove,
	MoveHelp:   "the only move: remove as many as you must (remove 10, or just 10)",
	Say: func(b []byte, who string, s game.Step) []byte {
		if r, ok := s.Move.(Remove); ok {
			return fmt.Appendf(b, "%s removes %d", who, int64(r))
		}
		return fmt.Appendf(b, "%s plays %v", who, s.Move)
	},
	OptionsCost: game.Constant,
	LineCost:    game.Constant,
}

// First is how many stones the first move removes.
const First = 10

// MaxN is the largest n whose game the rules define: 10 + 9 + … + 1 - 1.
const MaxN = First*(First+1)/2 - 1

// Remove is a move: remove that many stones.
type Remove int64

// String returns "remove 10".
func (r Remove) String() string { return "remove " + strconv.FormatInt(int64(r), 10) }

// Label returns what a person types to make the move: "10".
func (r Remove) Label() string { return strconv.FormatInt(int64(r), 10) }

// AppendJSON appends the move as a JSON number, the stones removed: 10.
func (r Remove) AppendJSON(b []byte) []byte { return strconv.AppendInt(b, int64(r), 10) }

// ParseMove reads a [Remove] as a person types it: "remove 10" or "10".
// It does not check that the move is legal: Play does.
func ParseMove(s string) (game.Move, error) {
	t := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(strings.ToLower(s)), "remove"))
	k, err := strconv.ParseInt(t, 10, 64)
	if err != nil || k < 1 {
		return nil, fmt.Errorf("%q is not a move: type how many stones to remove, as 10 or remove 10", s)
	}
	return Remove(k), nil
}

// Position is the stones left, how many the player to move must remove,
// and who that is.
type Position struct {
	n, need int64
	turn    game.Player
}

// New returns the start of the game on n stones, Alice to remove 10. It
// returns an error for n < 0 and for n past [MaxN] = 54, where the rules
// break (the 11th turn would remove 0 stones).
func New(n int64) (Position, error) {
	switch {
	case n < 0:
		return Position{}, fmt.Errorf("n = %d: a pile cannot hold fewer than 0 stones", n)
	case n > MaxN:
		return Position{}, fmt.Errorf("n = %d is past %d: after 10 + 9 + … + 1 = 55 stones the next player would have to remove 0 stones, and the rules do not say what that means", n, MaxN)
	}
	return Position{n: n, need: First, turn: game.First}, nil
}

// N returns the stones left.
func (p Position) N() int64 { return p.n }

// Need returns how many stones the player to move must remove.
func (p Position) Need() int64 { return p.need }

// Turn returns the player to move.
func (p Position) Turn() game.Player { return p.turn }

// can reports whether the player to move can make their move.
func (p Position) can() bool { return p.need >= 1 && p.n >= p.need }

// Moves returns the one move, remove Need, when enough stones are left.
func (p Position) Moves() []game.Move {
	if !p.can() {
		return nil
	}
	return []game.Move{Remove(p.need)}
}

// Play removes the stones of move m; it returns an error for any other
// move, a count other than Need, or too few stones.
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	r, ok := m.(Remove)
	switch {
	case !ok:
		return 0, nil, fmt.Errorf("%v is not a move of this game: type how many stones to remove", m)
	case int64(r) != p.need:
		return 0, nil, fmt.Errorf("%v: the player to move must remove exactly %d", m, p.need)
	case !p.can():
		return 0, nil, fmt.Errorf("%v: only %d stones left", m, p.n)
	}
	return 0, Position{n: p.n - p.need, need: p.need - 1, turn: p.turn.Other()}, nil
}

// Payoff returns -1: the player who cannot remove what they must loses.
func (p Position) Payoff() int64 { return -1 }

// Key returns "n/need".
func (p Position) Key() string {
	return strconv.FormatInt(p.n, 10) + "/" + strconv.FormatInt(p.need, 10)
}

// turns returns how many moves are made from p: at most Need.
func (p Position) turns() int64 {
	var t int64
	for q := p; q.can(); t++ {
		q = Position{n: q.n - q.need, need: q.need - 1}
	}
	return t
}

// Wins reports whether the player to move wins: an odd number of moves is
// left. O(Need), at most 10 steps.
func (p Position) Wins() bool { return p.turns()%2 == 1 }

// Solve returns the result: differential +1 if Alice wins, -1 if Bob
// does, and the remoteness, the number of turns the countdown has left.
// O(1): at most 10 turns are simulated.
func (p Position) Solve() game.Result {
	t := p.turns()
	return game.MoverResult(p.turn, game.WinValue(t%2 == 1), int(t))
}

// Options values the one move, if any, with the turns left after it.
func (p Position) Options() []game.Option {
	if !p.can() {
		return nil
	}
	t := p.turns()
	return []game.Option{{Move: Remove(p.need), Value: game.WinValue(t%2 == 1), Remoteness: int(t - 1)}}
}

// Grundy returns the position's Sprague–Grundy value: the number of
// turns left mod 2, as for any game of forced moves ([game.Impartial]:
// who must remove how many does not depend on who it is). O(1).
func (p Position) Grundy() (uint64, bool) { return uint64(p.turns() % 2), true }

// Line returns the game's only line, at most 10 moves.
func (p Position) Line() game.Line {
	var l game.Line
	for q := p; q.can(); {
		l = append(l, game.Step{Player: q.turn, Move: Remove(q.need), Index: -1})
		q = Position{n: q.n - q.need, need: q.need - 1, turn: q.turn.Other()}
	}
	return l
}

// Describe says what remains: "a pile of 12; Alice must remove 10" (the
// player to move named as player 1 or 2's LeetCode name).
func (p Position) Describe() string {
	return fmt.Sprintf("a pile of %d; %s must remove %d", p.n, name(p.turn), p.need)
}

func name(p game.Player) string {
	if p == game.Second {
		return "Bob"
	}
	return "Alice"
}

// Insight simulates the game turn by turn on this n: who must remove how
// many, from how many, and the turn that cannot.
func (p Position) Insight() (game.Insight, bool) {
	in := game.Insight{
		Title: "A countdown: simulate it",
		Paragraphs: []string{
			"Nobody ever chooses: the first move removes 10, the next 9, then 8, and so on. So the game is decided by n alone, and at most 10 turns decide it: simulate them. The first player who finds fewer stones than they must remove loses.",
		},
		Head: []string{"turn", "player", "stones", "must remove", "left"},
	}
	q, t := p, 1
	for ; q.can(); t++ {
		in.Rows = append(in.Rows, []string{strconv.Itoa(t), name(q.turn), strconv.FormatInt(q.n, 10), strconv.FormatInt(q.need, 10), strconv.FormatInt(q.n-q.need, 10)})
		q = Position{n: q.n - q.need, need: q.need - 1, turn: q.turn.Other()}
	}
	in.Rows = append(in.Rows, []string{strconv.Itoa(t), name(q.turn), strconv.FormatInt(q.n, 10), strconv.FormatInt(q.need, 10), "cannot"})
	in.Footer = []string{
		fmt.Sprintf("%s must remove %d but %s left: %s loses and %s wins.", name(q.turn), q.need, left(q.n), name(q.turn), name(q.turn.Other())),
		"Alice wins exactly when n is 10 to 18, 27 to 33, 40 to 44, 49 to 51 or 54 (she makes the last move on turns 1, 3, 5, 7 or 9); the other n are the losing positions for her.",
	}
	return in, true
}

// left says how many stones are left, in agreement: "none is", "only 1
// is", "only 2 are".
func left(n int64) string {
	switch n {
	case 0:
		return "none is"
	case 1:
		return "only 1 is"
	}
	return fmt.Sprintf("only %d are", n)
}
