// Package flower solves Alice and Bob Playing Flower Game (LeetCode
// 3021): on a circle, x flowers lie clockwise between Alice and Bob and y
// anti-clockwise; they alternately pick one flower, from either side,
// Alice first, and the player who picks the last flower wins. Given n and
// m, LeetCode asks how many games (x, y), 1 <= x <= n and 1 <= y <= m,
// Alice wins.
//
// Every move removes one flower, whichever side it is taken from, so the
// game (x, y) lasts exactly x + y moves whatever anyone does, and Alice
// makes the odd-numbered ones: she wins exactly when x + y is odd. The
// count is then the pairs of opposite parity: ⌈n/2⌉·⌊m/2⌋ + ⌊n/2⌋·⌈m/2⌉,
// which is ⌊n·m/2⌋. O(1).
//
// In the core's terms, the instance (n, m) is played as the one game
// x = n, y = m, a win/lose game whose positions are the flowers left on
// each side (play and explain go flower by flower; its remoteness is the
// flowers left). Its answer is not that game's result but a count over
// games: the position is a [game.Answerer], which every front end asks
// for the answer, and the answer type is LeetCode's long. The insight
// shows the one game and the count.
//
//	p, _ := flower.New(3, 2)
//	p.Solve()  // Alice wins the game (3, 2) in 5 moves: 3 + 2 is odd
//	p.Count()  // 3: the games (1, 2), (2, 1) and (3, 2)
package flower

import (
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
)

// FlowerGame is LeetCode 3021, as the registry lists it.
var FlowerGame = &game.Spec{
	Name:    "alice-and-bob-playing-flower-game",
	Aliases: []string{"3021", "leetcode-3021", "flower-game"},
	Title:   "Alice and Bob Playing Flower Game (LeetCode 3021)",
	Rules:   "x flowers clockwise and y anti-clockwise between Alice and Bob; they alternately pick one flower from either side, Alice first; whoever picks the last flower wins. The answer counts the games 1 <= x <= n, 1 <= y <= m that Alice wins; play and explain show the game x = n, y = m",
	Players: [2]string{"Alice", "Bob"},
	Kind:    game.WinLose,
	Params: []game.Param{
		{Name: "n", Kind: game.Int, Min: 1, Max: 100_000, Limit: MaxSide, LimitWhy: "the game (n, m) lasts n + m moves, each a step of its line"},
		{Name: "m", Kind: game.Int, Min: 1, Max: 100_000, Limit: MaxSide, LimitWhy: "the game (n, m) lasts n + m moves, each a step of its line"},
	},
	Func: "flowerGame",
	Examples: []game.Example{
		{Args: game.Args{game.IntOf(3), game.IntOf(2)}, Answer: "3"},
		{Args: game.Args{game.IntOf(1), game.IntOf(1)}, Answer: "0"},
	},
	New: game.FromInts("n", "m", New),
	// Answer, from a result alone, counts the one game played: 1 when
	// Alice wins it. Front ends ask the position ([Position.AnswerOf],
	// through game.Spec.AnswerAt) for the count over every game.
	Answer:     func(r game.Result) game.Answer { return game.IntAnswer(max(r.Differential, 0)) },
	AnswerType: "long",
	AnswerRule: "how many games (x, y), 1 <= x <= n and 1 <= y <= m, Alice wins: those with x + y odd",
	ParseMove:  ParseMove,
	MoveHelp:   "c or a (a flower from the clockwise or the anti-clockwise side)",
	Say: func(b []byte, who string, s game.Step) []byte {
		if d, ok := s.Move.(Side); ok {
			return fmt.Appendf(b, "%s picks a flower %s", who, d.words())
		}
		return fmt.Appendf(b, "%s plays %v", who, s.Move)
	},
	OptionsCost: game.Constant,
	LineCost:    game.Linear,
}

// MaxSide is the most flowers New takes on a side: the line of the game
// (n, m) has n + m moves.
const MaxSide = 1_000_000

// Side is a move: the side a flower is picked from.
type Side uint8

const (
	Clockwise     Side = iota + 1 // one of the x flowers
	Anticlockwise                 // one of the y flowers
)

// String returns "clockwise" or "anticlockwise".
func (d Side) String() string {
	if d == Anticlockwise {
		return "anticlockwise"
	}
	return "clockwise"
}

// Label returns what a person types: "c (clockwise)".
func (d Side) Label() string { return d.String()[:1] + " (" + d.String() + ")" }

func (d Side) words() string {
	if d == Anticlockwise {
		return "anti-clockwise"
	}
	return "clockwise"
}

// AppendJSON appends the move as a JSON string: "clockwise" or
// "anticlockwise".
func (d Side) AppendJSON(b []byte) []byte { return strconv.AppendQuote(b, d.String()) }

// MarshalText returns the move's String.
func (d Side) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// ParseMove reads a [Side]: "clockwise", "c", "cw", "x", "anticlockwise",
// "anti-clockwise", "a", "acw", "y", with "pick" before it (any case).
func ParseMove(s string) (game.Move, error) {
	t := strings.TrimSpace(strings.TrimPrefix(strings.ToLower(strings.TrimSpace(s)), "pick"))
	switch strings.ReplaceAll(t, "-", "") {
	case "clockwise", "c", "cw", "x":
		return Clockwise, nil
	case "anticlockwise", "a", "acw", "ccw", "counterclockwise", "y":
		return Anticlockwise, nil
	}
	return nil, fmt.Errorf("%q is not a move: type c or a (a flower from the clockwise or the anti-clockwise side)", s)
}

// Position is a position of the game (n, m): the flowers left on each
// side and the player to move, with n and m for the answer. It is
// immutable; Play returns a new one.
type Position struct {
	n, m int64 // the instance
	x, y int64 // the flowers left clockwise and anti-clockwise
	turn game.Player
}

// New returns the start of the game x = n, y = m, Alice to move. It
// returns an error for n or m below 1 (LeetCode's x and y start at 1) or
// over [MaxSide].
func New(n, m int64) (Position, error) {
	for _, v := range []struct {
		name string
		x    int64
	}{{"n", n}, {"m", m}} {
		switch {
		case v.x < 1:
			return Position{}, fmt.Errorf("%s = %d: the game needs at least one flower on each side (1 <= %s)", v.name, v.x, v.name)
		case v.x > MaxSide:
			return Position{}, fmt.Errorf("%s = %d: this solver takes at most %d flowers a side (the game lasts n + m moves)", v.name, v.x, MaxSide)
		}
	}
	return Position{n: n, m: m, x: n, y: m, turn: game.First}, nil
}

// Count returns LeetCode's answer: how many games (x, y), 1 <= x <= n and
// 1 <= y <= m, Alice wins, ⌊n·m/2⌋. O(1).
func (p Position) Count() int64 { return p.n * p.m / 2 }

// AnswerOf returns the count, whatever r: the instance's answer is over
// every game, not the result of the one played ([game.Answerer]).
func (p Position) AnswerOf(game.Result) game.Answer { return game.IntAnswer(p.Count()) }

// Left returns the flowers left clockwise and anti-clockwise.
func (p Position) Left() (x, y int64) { return p.x, p.y }

// Turn returns the player to move.
func (p Position) Turn() game.Player {
	if p.turn == 0 {
		return game.First
	}
	return p.turn
}

// Moves returns the sides that still have a flower.
func (p Position) Moves() []game.Move {
	var ms []game.Move
	if p.x > 0 {
		ms = append(ms, Clockwise)
	}
	if p.y > 0 {
		ms = append(ms, Anticlockwise)
	}
	return ms
}

// Play picks a flower from side m. It returns an error for a side with no
// flower left, or a move of another game.
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	d, ok := m.(Side)
	q := p
	switch {
	case !ok || d != Clockwise && d != Anticlockwise:
		return 0, nil, fmt.Errorf("%v is not a move of this game: pick c or a (clockwise or anti-clockwise)", m)
	case d == Clockwise && p.x == 0, d == Anticlockwise && p.y == 0:
		return 0, nil, fmt.Errorf("%v: no flower is left %s", m, d.words())
	case d == Clockwise:
		q.x--
	default:
		q.y--
	}
	q.turn = p.Turn().Other()
	return 0, q, nil
}

// Payoff returns -1: the player to move with no flower left has lost (the
// opponent picked the last one).
func (p Position) Payoff() int64 { return -1 }

// Key names the position by the flowers left on each side and the player
// to move: "1 3 2".
func (p Position) Key() string { return fmt.Sprintf("%d %d %d", p.Turn(), p.x, p.y) }

// Solve returns the result of the game from here: the player to move wins
// when the flowers left are odd in number, in exactly that many moves (no
// choice changes how long the game lasts). O(1).
func (p Position) Solve() game.Result {
	left := p.x + p.y
	return game.MoverResult(p.Turn(), game.WinValue(left%2 == 1), int(left))
}

// Options values both sides: each leaves one flower fewer, so both have
// the same value and remoteness.
func (p Position) Options() []game.Option {
	var opts []game.Option
	for _, m := range p.Moves() {
		left := p.x + p.y - 1
		opts = append(opts, game.Option{Move: m, Value: game.WinValue(left%2 == 0), Remoteness: int(left)})
	}
	return opts
}

// Line returns an optimal line: every flower picked, clockwise first
// (every line is optimal, and as long). O(x + y).
func (p Position) Line() game.Line {
	l := make(game.Line, 0, p.x+p.y)
	turn := p.Turn()
	for k := int64(0); k < p.x+p.y; k++ {
		d := Clockwise
		if k >= p.x {
			d = Anticlockwise
		}
		l = append(l, game.Step{Player: turn, Move: d, Index: -1})
		turn = turn.Other()
	}
	return l
}

// LineBound is the line's length: the flowers left.
func (p Position) LineBound() int64 { return p.x + p.y }

// Describe says what is left: "3 flowers clockwise, 2 anti-clockwise".
func (p Position) Describe() string {
	return fmt.Sprintf("%s clockwise, %d anti-clockwise", game.Count(int(p.x), "flower"), p.y)
}

// boardMax is the most flowers a side shows on the board.
const boardMax = 60

// Board draws the flowers of each side, clockwise first: a picked flower
// is taken, and a flower left plays a pick from its side. A side of more
// than 60 flowers shows its last 60, the note says how many. O(1) in n
// and m.
func (p Position) Board() game.Board {
	var cells []game.Cell
	side := func(total, left int64, d Side, mark string) {
		shown := min(total, boardMax)
		for k := total - shown; k < total; k++ {
			c := game.Cell{Text: mark}
			if k < total-left {
				c.Taken = true
			} else {
				c.Move = d
			}
			cells = append(cells, c)
		}
	}
	side(p.n, p.x, Clockwise, "c")
	side(p.m, p.y, Anticlockwise, "a")
	note := fmt.Sprintf("%s: %d clockwise (c), %d anti-clockwise (a); %d left in all, so %s", FlowerGame.Player(p.Turn())+" to pick", p.x, p.y, p.x+p.y, whoLast(p))
	return game.Board{Cells: cells, Note: note}
}

// whoLast says who picks the last flower.
func whoLast(p Position) string {
	w := p.Turn()
	if (p.x+p.y)%2 == 0 {
		w = w.Other()
	}
	return FlowerGame.Player(w) + " picks the last flower"
}

// Insight teaches the parity argument on the game (n, m), and the count
// over every game, with the four classes of (x, y) by parity. O(1).
func (p Position) Insight() (game.Insight, bool) {
	oddN, evenN := (p.n+1)/2, p.n/2
	oddM, evenM := (p.m+1)/2, p.m/2
	in := game.Insight{
		Title: "Only the parity of x + y matters",
		Paragraphs: []string{
			"Each move removes exactly one flower, whichever side it comes from, so the game (x, y) lasts **x + y moves whatever anyone does**: no choice matters. Alice makes moves 1, 3, 5, …, so she picks the last flower exactly when x + y is **odd**.",
			"So the count is the pairs of opposite parity: an odd x with an even y, or an even x with an odd y. Among 1..n there are ⌈n/2⌉ odd numbers and ⌊n/2⌋ even ones, so the answer is ⌈n/2⌉·⌊m/2⌋ + ⌊n/2⌋·⌈m/2⌉, which is **⌊n·m/2⌋**: O(1), no game is played.",
		},
		Head: []string{"x", "y", "games", "x + y", "winner"},
		Rows: [][]string{
			{"odd", "even", fmt.Sprintf("%d·%d = %d", oddN, evenM, oddN*evenM), "odd", "Alice"},
			{"even", "odd", fmt.Sprintf("%d·%d = %d", evenN, oddM, evenN*oddM), "odd", "Alice"},
			{"odd", "odd", fmt.Sprintf("%d·%d = %d", oddN, oddM, oddN*oddM), "even", "Bob"},
			{"even", "even", fmt.Sprintf("%d·%d = %d", evenN, evenM, evenN*evenM), "even", "Bob"},
		},
	}
	in.Footer = []string{
		fmt.Sprintf("With n = %d and m = %d, Alice wins %d + %d = %d of the %d games.", p.n, p.m, oddN*evenM, evenN*oddM, p.Count(), p.n*p.m),
		fmt.Sprintf("The game played here is x = %d, y = %d: %d flowers are left, so %s.", p.n, p.m, p.x+p.y, whoLast(p)),
	}
	return in, true
}
