// Package chalkboard solves Chalkboard XOR Game (LeetCode 810): numbers on
// a chalkboard; Alice and Bob alternately erase one, Alice first; a player
// who starts their turn with the XOR of the numbers left equal to 0 wins
// (the XOR of no numbers is 0), so erasing a number that makes it 0 loses.
//
// The player to move wins exactly when the XOR is 0 or the count is even.
// With an even count and a XOR X ≠ 0, not every number equals X (an even
// count of X has XOR 0), so some number can be erased without making the
// XOR 0, and it leaves the opponent an odd count. With an odd count and X
// ≠ 0, every move leaves an even count: either its XOR is 0, and the
// opponent wins at once, or it is not, and the opponent wins by the same
// argument. So who wins is O(1) once the XOR is known, and Options is O(n).
//
// How long the game lasts is not in the parity: the loser erases numbers
// other than X as long as some are left, the winner tries to leave him
// only copies of X. A memoized search over the multiset of the numbers
// left computes it for boards of at most [RemoteMax] numbers (LeetCode's
// examples among them), and it is [game.Unknown] past that.
//
//	p, _ := chalkboard.New([]int64{1, 2, 3})
//	p.Solve() // Alice wins at once: 1 XOR 2 XOR 3 = 0
package chalkboard

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"stonegame/game"
)

// ChalkboardXORGame is LeetCode 810, as the registry lists it.
var ChalkboardXORGame = &game.Spec{
	Name:    "chalkboard-xor-game",
	Aliases: []string{"810", "leetcode-810"},
	Title:   "Chalkboard XOR Game (LeetCode 810)",
	Rules:   "numbers on a chalkboard; Alice and Bob alternately erase one number, Alice first; a player who starts their turn with the XOR of the numbers left equal to 0 wins (the XOR of no numbers is 0), so erasing a number that makes it 0 loses",
	Players: [2]string{"Alice", "Bob"},
	Kind:    game.WinLose,
	Params: []game.Param{{
		Name: "nums", Kind: game.List, MinLen: 1, MaxLen: 1000, Min: 0, Max: 1<<16 - 1,
		Limit: MaxLen, LimitWhy: "the optimal line erases every number, each found by a scan of the board: O(n²)",
	}},
	Func: "xorGame",
	Examples: []game.Example{
		{Args: game.Args{game.ListOf(1, 1, 2)}, Answer: "false"},
		{Args: game.Args{game.ListOf(0, 1)}, Answer: "true"},
		{Args: game.Args{game.ListOf(1, 2, 3)}, Answer: "true"},
	},
	New:        game.FromList("nums", New),
	Answer:     game.AnswerFirstWins,
	AnswerType: "boolean",
	AnswerRule: "true if Alice wins",
	ParseMove:  ParseMove,
	MoveHelp:   "the index of the number to erase (0 is the first number as given): 2 or erase 2",
	Say: func(b []byte, who string, s game.Step) []byte {
		if e, ok := s.Move.(Erase); ok {
			return fmt.Appendf(b, "%s erases number %d", who, int(e))
		}
		return fmt.Appendf(b, "%s plays %v", who, s.Move)
	},
	OptionsCost: game.Linear,
	LineCost:    game.Quadratic,
	PlayCost:    game.Linear,
}

// MaxLen is the most numbers New takes.
const MaxLen = 10_000

// RemoteMax is the most numbers left on a board whose remoteness Solve and
// Options know: the search visits every sub-multiset of the board, at
// most 2^16 of them.
const RemoteMax = 16

// Erase is a move: erase the number at this index of the board as given
// (indices do not shift as numbers go).
type Erase int

// String returns "erase 2".
func (e Erase) String() string { return "erase " + strconv.Itoa(int(e)) }

// Label returns what a person types to make the move: "2".
func (e Erase) Label() string { return strconv.Itoa(int(e)) }

// AppendJSON appends the move as a JSON number, the index: 2.
func (e Erase) AppendJSON(b []byte) []byte { return strconv.AppendInt(b, int64(e), 10) }

// ParseMove reads an [Erase]: "erase 2", "2" (any case, spaces around).
// Whether the number is still there is Play's to check.
func ParseMove(s string) (game.Move, error) {
	i, ok := game.ParseCount(s, "erase", 0)
	if !ok {
		return nil, fmt.Errorf("%q is not a move: type the index of a number to erase (0 is the first), as 2 or erase 2", s)
	}
	return Erase(i), nil
}

// Position is a board: the numbers as given, which are erased, their XOR
// and the player to move. It is immutable; Play returns a new one. The
// positions of one game share the numbers (never modified) and a memo of
// remoteness (safe for concurrent use).
type Position struct {
	nums   []int64
	erased []bool
	left   int
	x      int64
	turn   game.Player
	memo   *memo
}

// New returns the start of the game on nums, Alice to move. It keeps its
// own copy of nums and costs O(n). Any int64 is a number here (the XOR is
// defined for all); it returns an error past [MaxLen] numbers.
func New(nums []int64) (Position, error) {
	if len(nums) > MaxLen {
		return Position{}, fmt.Errorf("nums has %d numbers: this solver takes at most %d (its optimal line is O(n²))", len(nums), MaxLen)
	}
	p := Position{nums: slices.Clone(nums), erased: make([]bool, len(nums)), left: len(nums), turn: game.First, memo: &memo{m: map[string]int8{}}}
	for _, v := range nums {
		p.x ^= v
	}
	return p, nil
}

// Turn returns the player to move.
func (p Position) Turn() game.Player { return p.turn }

// XOR returns the XOR of the numbers left, and how many are left.
func (p Position) XOR() (x int64, left int) { return p.x, p.left }

// wins reports whether the player to move at a board of n numbers with
// XOR x wins.
func wins(x int64, n int) bool { return x == 0 || n%2 == 0 }

// Wins reports whether the player to move wins. O(1).
func (p Position) Wins() bool { return wins(p.x, p.left) }

// Moves returns an erasure of every number left, in the order given; none
// when the XOR is 0 (the player to move has won).
func (p Position) Moves() []game.Move {
	if p.x == 0 {
		return nil
	}
	ms := make([]game.Move, 0, p.left)
	for i := range p.nums {
		if !p.erased[i] {
			ms = append(ms, Erase(i))
		}
	}
	return ms
}

// Over reports whether the XOR of the numbers left is 0: the player to
// move has won, the game is over. O(1), where Moves lists every number.
func (p Position) Over() bool { return p.x == 0 }

// Play erases the number of move m. It returns an error for a move that is
// not an [Erase], a number already erased, or once the game is over.
// O(n): the new board.
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	e, ok := m.(Erase)
	i := int(e)
	switch {
	case !ok:
		return 0, nil, fmt.Errorf("%v is not a move of this game: erase a number, as erase 2", m)
	case p.x == 0:
		return 0, nil, fmt.Errorf("%v: the XOR is 0, the game is over", m)
	case i < 0 || i >= len(p.nums):
		return 0, nil, fmt.Errorf("%v: the board has numbers 0 to %d", m, len(p.nums)-1)
	case p.erased[i]:
		return 0, nil, fmt.Errorf("%v: number %d is already erased", m, i)
	}
	q := p
	q.erased = slices.Clone(p.erased)
	q.erased[i] = true
	q.left--
	q.x ^= p.nums[i]
	q.turn = p.turn.Other()
	return 0, q, nil
}

// Payoff returns +1: a position without moves has XOR 0, and its player
// to move has won.
func (p Position) Payoff() int64 { return 1 }

// values returns the numbers left, sorted.
func (p Position) values() []int64 {
	vs := make([]int64, 0, p.left)
	for i, v := range p.nums {
		if !p.erased[i] {
			vs = append(vs, v)
		}
	}
	slices.Sort(vs)
	return vs
}

// Key returns the numbers left, sorted: "1 1 2". Their order and the
// player to move do not change the value.
func (p Position) Key() string { return key(p.values()) }

func key(vs []int64) string {
	var b strings.Builder
	for k, v := range vs {
		if k > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(strconv.FormatInt(v, 10))
	}
	return b.String()
}

// memo holds the remoteness of the multisets of a game, by key.
type memo struct {
	mu sync.Mutex
	m  map[string]int8
}

// remoteness returns the remoteness of the sorted multiset vs (at most
// RemoteMax numbers): 0 when its XOR is 0; else 1 + the least over the
// winning moves for a winner, 1 + the most over all moves for a loser.
// The caller holds mu.
func (m *memo) remoteness(vs []int64) int {
	var x int64
	for _, v := range vs {
		x ^= v
	}
	if x == 0 {
		return 0
	}
	k := key(vs)
	if r, ok := m.m[k]; ok {
		return int(r)
	}
	win := wins(x, len(vs))
	best := -1
	rest := make([]int64, len(vs)-1)
	for i := range vs {
		if i > 0 && vs[i] == vs[i-1] {
			continue
		}
		copy(rest, vs[:i])
		copy(rest[i:], vs[i+1:])
		after := x ^ vs[i]
		if win && wins(after, len(rest)) {
			continue // a losing move of a winner
		}
		r := m.remoteness(rest)
		if best < 0 || win && r < best || !win && r > best {
			best = r
		}
	}
	m.m[k] = int8(best + 1)
	return best + 1
}

// Remoteness returns how many moves the game lasts from p under optimal
// play when at most [RemoteMax] numbers are left, and [game.Unknown]
// otherwise. The search is shared by the positions of one game.
func (p Position) Remoteness() int {
	if p.x == 0 {
		return 0
	}
	if p.left > RemoteMax {
		return game.Unknown
	}
	p.memo.mu.Lock()
	defer p.memo.mu.Unlock()
	return p.memo.remoteness(p.values())
}

// Solve returns the result of optimal play: +1 if Alice wins, -1 if Bob
// does, with [Position.Remoteness]. O(1) for the winner; the remoteness
// search is bounded by a constant.
func (p Position) Solve() game.Result {
	return game.MoverResult(p.turn, game.WinValue(p.Wins()), p.Remoteness())
}

// Options values every move, in the order of Moves: erasing v wins when it
// leaves an odd count with a XOR other than 0, with the remoteness after
// it when at most RemoteMax numbers are left. O(n), and the search.
func (p Position) Options() []game.Option {
	if p.x == 0 {
		return nil
	}
	opts := make([]game.Option, 0, p.left)
	var vs []int64
	if p.left-1 <= RemoteMax {
		vs = p.values()
		p.memo.mu.Lock()
		defer p.memo.mu.Unlock()
	}
	for i, v := range p.nums {
		if p.erased[i] {
			continue
		}
		o := game.Option{Move: Erase(i), Value: game.WinValue(!wins(p.x^v, p.left-1)), Remoteness: game.Unknown}
		if vs != nil {
			k, _ := slices.BinarySearch(vs, v)
			rest := slices.Delete(slices.Clone(vs), k, k+1)
			o.Remoteness = p.memo.remoteness(rest)
		}
		opts = append(opts, o)
	}
	return opts
}

// Line returns an optimal line: the quickest option ([game.Quickest]) where
// the remoteness is known; past [RemoteMax] numbers, the first number that
// keeps the XOR away from 0 (the winner's safe move, the loser's delay),
// or the first number when every one makes it 0. O(n) a move, O(n²) in
// all.
func (p Position) Line() game.Line {
	var l game.Line
	for q := p; q.x != 0; {
		var e Erase
		if q.left-1 <= RemoteMax {
			_, best := game.Best(q.Options())
			e = game.Quickest(best).Move.(Erase)
		} else {
			e = -1
			for i, v := range q.nums {
				if !q.erased[i] && (e < 0 || v != q.x && q.nums[e] == q.x) {
					e = Erase(i)
				}
			}
		}
		l = append(l, game.Step{Player: q.turn, Move: e, Index: int(e), Item: q.nums[e]})
		_, next, _ := q.Play(e)
		q = next.(Position)
	}
	return l
}

// LineBound bounds the line's length: the remoteness when known, else the
// numbers left.
func (p Position) LineBound() int64 {
	if r := p.Remoteness(); r >= 0 {
		return int64(r)
	}
	return int64(p.left)
}

// Touches returns the number a move erases: its index, 1.
func (p Position) Touches(m game.Move) (first, n int) {
	e, ok := m.(Erase)
	if !ok || int(e) < 0 || int(e) >= len(p.nums) {
		return -1, 0
	}
	return int(e), 1
}

// Item returns the number a move erases.
func (p Position) Item(m game.Move) int64 {
	if first, n := p.Touches(m); n > 0 {
		return p.nums[first]
	}
	return 0
}

// describeMax is how many numbers Describe writes before it elides.
const describeMax = 40

// Describe returns the numbers left, in the order given, with their XOR:
// "1 1 2 (XOR 2)".
func (p Position) Describe() string {
	var b strings.Builder
	k := 0
	for i, v := range p.nums {
		if p.erased[i] {
			continue
		}
		if k == describeMax {
			fmt.Fprintf(&b, " … (%d more)", p.left-k)
			break
		}
		if k > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(game.Num(v))
		k++
	}
	if p.left == 0 {
		b.WriteString("no numbers")
	}
	fmt.Fprintf(&b, " (XOR %s)", game.Num(p.x))
	return b.String()
}

// Board returns the numbers as given, one cell each: an erased one is
// taken; one left plays its erasure while the game is on. The values are
// a copy. O(n).
func (p Position) Board() game.Board {
	cells := make([]game.Cell, len(p.nums))
	for i, v := range p.nums {
		cells[i].Values = []int64{v}
		switch {
		case p.erased[i]:
			cells[i].Taken = true
		case p.x != 0:
			cells[i].Move = Erase(i)
		}
	}
	return game.Board{Cells: cells, Note: fmt.Sprintf("the XOR of the numbers left is %s; %s left", game.Num(p.x), game.Count(p.left, "number"))}
}

// Insight explains the parity argument on this board: its XOR and count,
// and what the player to move can or cannot do about them. O(n).
func (p Position) Insight() (game.Insight, bool) {
	me, you := ChalkboardXORGame.Player(p.turn), ChalkboardXORGame.Player(p.turn.Other())
	in := game.Insight{
		Title: "Parity: an even count always has a safe move",
		Paragraphs: []string{
			"Let X be the XOR of the numbers left. Erasing v makes it X XOR v, which is 0 exactly when v = X: a move **loses at once** only when it erases a copy of X.",
			"With an **even** count and X ≠ 0, the numbers cannot all equal X (an even count of copies of X has XOR 0), so the player to move can erase a number other than X: safe, and the opponent gets an **odd** count. " +
				"With an odd count and X ≠ 0, every move leaves an even count: its XOR is 0 (the opponent wins at once) or it is not (the opponent has a safe move, and so on). " +
				"So the player to move wins exactly when X = 0 or the count is even: O(n) to compute X, whatever the numbers.",
		},
	}
	foot := fmt.Sprintf("Here %s left with XOR %s, and %s moves. ", game.Count(p.left, "number"), game.Num(p.x), me)
	switch {
	case p.x == 0:
		foot += fmt.Sprintf("The XOR is 0: %s starts the turn with it and has won.", me)
	case p.left%2 == 0:
		safe := -1
		for i, v := range p.nums {
			if !p.erased[i] && v != p.x {
				safe = i
				break
			}
		}
		foot += fmt.Sprintf("The count is even: %s wins. Erasing number %d (%s, not %s) is safe and leaves %s an odd count.", me, safe, game.Num(p.nums[safe]), game.Num(p.x), you)
	default:
		copies := 0
		for i, v := range p.nums {
			if !p.erased[i] && v == p.x {
				copies++
			}
		}
		foot += fmt.Sprintf("The count is odd and the XOR is not 0: %s loses whatever they erase. ", me)
		if copies == p.left {
			foot += fmt.Sprintf("Every number left is %s, the XOR itself, so any erasure makes it 0 and %s wins at once.", game.Num(p.x), you)
		} else {
			what := fmt.Sprintf("one of the %d numbers equal to %s", copies, game.Num(p.x))
			switch copies {
			case 0:
				what = ""
			case 1:
				what = "the " + game.Num(p.x)
			}
			if what != "" {
				foot += fmt.Sprintf("Erasing %s makes the XOR 0 at once; any other leaves %s an even count and a safe move.", what, you)
			} else {
				foot += fmt.Sprintf("No number equals the XOR, so no erasure makes it 0, but each leaves %s an even count and a safe move.", you)
			}
		}
	}
	in.Footer = []string{foot}
	return in, true
}
