// Package finalelem solves Final Element After Subarray Deletions
// (LeetCode 3828): an array of integers; Alice and Bob alternately remove
// a subarray (a contiguous block of what is left) shorter than the array,
// Alice first, until one element remains. Alice wants the final element
// as large as possible, Bob as small as possible.
//
// The answer is max(nums[0], nums[n−1]), and the same argument gives the
// value of every position. The player to move can end the game at once
// by removing everything but one end, so Alice gets at least the larger
// end and Bob at most the smaller. And no move does better, because a
// single removed block cannot take both ends: whatever the mover leaves
// still starts with the first element or ends with the last, and then the
// opponent, by the same argument, keeps the end they prefer. So a
// position with two elements or more is worth max(first, last) with Alice
// to move and min(first, last) with Bob to move: O(1) once the ends are
// known.
//
// In the core's terms it is a scoring game: the final element is Alice's
// score and Bob scores nothing, so the differential is the final element,
// which Alice maximises and Bob minimises. The score is booked by one last
// forced move, Alice's "keep", once a single element remains, whoever
// made the last removal (turn order is the position's to say); every
// other move is a removal of the real game, and scores 0. The moves are
// every subarray, O(n²) of them: Options is quadratic (O(1) a move from
// the ends it leaves), Solve O(1), and Line plays two moves.
//
//	p, _ := finalelem.New([]int64{1, 5, 2})
//	p.Solve() // Alice scores 2: Bob can always throw the 5 away
package finalelem

import (
	"fmt"
	"stonegame/games/span"
	"strconv"
	"strings"

	"stonegame/game"
)

// FinalElement is LeetCode 3828, as the registry lists it.
var FinalElement = &game.Spec{
	Name:    "final-element-after-subarray-deletions",
	Aliases: []string{"3828", "leetcode-3828", "final-element"},
	Title:   "Final Element After Subarray Deletions (LeetCode 3828)",
	Rules:   "an array of integers; the players alternately remove a subarray shorter than the array, Alice first, until one element remains; Alice wants the final element as large as possible, Bob as small as possible",
	Players: [2]string{"Alice", "Bob"},
	Kind:    game.Scoring,
	Stake:   &game.Stake{What: "the final element", Max: game.First},
	Params: []game.Param{{
		Name: "nums", Kind: game.List, MinLen: 1, MaxLen: 100_000, Min: 1, Max: 100_000,
		Limit: MaxLen, LimitWhy: "the answer is O(1), but the moves are every subarray: n²/2 of them",
	}},
	Func: "finalElement",
	Examples: []game.Example{
		{Args: game.Args{game.ListOf(1, 5, 2)}, Answer: "2"},
		{Args: game.Args{game.ListOf(3, 7)}, Answer: "7"},
	},
	New:        game.FromList("nums", New),
	Answer:     func(r game.Result) game.Answer { return game.IntAnswer(r.Differential) },
	AnswerType: "int",
	AnswerRule: "the final element, when Alice plays to make it as large as possible and Bob as small",
	ParseMove:  ParseMove,
	MoveHelp:   "the first and last index of the subarray to remove (0 is the first number as given): 2-5, remove 2-5, or 3 for one number; keep, once one number is left",
	Say: func(b []byte, who string, s game.Step) []byte {
		switch m := s.Move.(type) {
		case Cut:
			if m.From == m.To {
				return fmt.Appendf(b, "%s removes nums[%d]", who, m.From)
			}
			return fmt.Appendf(b, "%s removes nums[%d..%d]", who, m.From, m.To)
		case Keep:
			return fmt.Appendf(b, "%s keeps the final element, %d", who, s.Gain)
		}
		return fmt.Appendf(b, "%s plays %v", who, s.Move)
	},
	Short: func(b []byte, s game.Step) []byte {
		if _, ok := s.Move.(Keep); ok {
			return fmt.Appendf(b, "keep %d", s.Gain)
		}
		return fmt.Appendf(b, "%v", s.Move)
	},
	// Options values every subarray, O(n²) of them; Line plays two
	// moves, each found and played in O(n).
	OptionsCost: game.Quadratic,
	LineCost:    game.Linear,
	PlayCost:    game.Linear,
}

// MaxLen is the longest array New takes: LeetCode's 10^5. Solve is O(1)
// at any length, but the moves are every subarray.
const MaxLen = 100_000

// Cut is a removal: the numbers left from index From to index To, both
// included, of the array as given (see package span).
type Cut = span.Cut

// Keep is Alice's last move, once one number is left: the final element
// becomes her score.
type Keep struct{}

// String returns "keep".
func (Keep) String() string { return "keep" }

// AppendJSON appends "keep".
func (Keep) AppendJSON(b []byte) []byte { return append(b, `"keep"`...) }

// MarshalText returns "keep".
func (Keep) MarshalText() ([]byte, error) { return []byte("keep"), nil }

// ParseMove reads a move as a person types it: "keep", or a [Cut] as
// "remove 2-5", "2-5", "2..5", "2 5", "2:5", or "3" (one number). Whether
// it is legal is Play's to check.
func ParseMove(s string) (game.Move, error) {
	t := strings.TrimSpace(strings.ToLower(s))
	if t == "keep" || t == "k" {
		return Keep{}, nil
	}
	c, err := span.Parse(s, "the subarray to remove (0 is the first number), as 2-5, or 3 for one number; keep once one number is left")
	if err != nil {
		return nil, err
	}
	return c, nil
}

// Position is a position of the game: the array as given, which numbers
// are left, and the player to move. It is immutable; Play returns a new
// one.
type Position struct {
	nums []int64 // shared by the positions of one game, never modified
	gone []bool  // gone[i]: nums[i] is removed; copied by Play
	m    int     // the numbers left
	turn game.Player
	kept bool // Alice has kept the final element: the game is over
}

// New returns the start of the game on nums, Alice to move. It costs O(n)
// and keeps its own copy of nums. It returns an error for an empty array
// and for one longer than [MaxLen]. Any int64 is a number of the game.
func New(nums []int64) (Position, error) {
	switch {
	case len(nums) == 0:
		return Position{}, fmt.Errorf("nums is empty: the game needs at least one number")
	case len(nums) > MaxLen:
		return Position{}, fmt.Errorf("nums has %d numbers: this solver takes at most %d (the moves are every subarray)", len(nums), MaxLen)
	}
	return Position{nums: append([]int64(nil), nums...), gone: make([]bool, len(nums)), m: len(nums), turn: game.First}, nil
}

// Turn returns the player to move: Alice once one number is left (to keep
// it).
func (p Position) Turn() game.Player {
	if p.turn == 0 {
		return game.First
	}
	return p.turn
}

// left returns the indices, in the array as given, of the numbers left.
func (p Position) left() []int {
	at := make([]int, 0, p.m)
	for i, g := range p.gone {
		if !g {
			at = append(at, i)
		}
	}
	return at
}

// ends returns the first and the last number left (the same one when one
// is left). O(n) at most.
func (p Position) ends() (first, last int64) {
	i, j := 0, len(p.nums)-1
	for i < len(p.gone) && p.gone[i] {
		i++
	}
	for j >= 0 && p.gone[j] {
		j--
	}
	return p.nums[i], p.nums[j]
}

// Final returns the final element under optimal play from p:
// max(first, last) with Alice to move, min(first, last) with Bob, the one
// number once one is left. It reports false after the game is over. O(n)
// at most, to find the ends.
func (p Position) Final() (int64, bool) {
	if p.kept || p.m == 0 {
		return 0, false
	}
	first, last := p.ends()
	return worth(p.Turn(), p.m, first, last), true
}

// worth is the final element of a position of m numbers whose ends are
// first and last, with turn to move.
func worth(turn game.Player, m int, first, last int64) int64 {
	switch {
	case m == 1:
		return first
	case turn == game.First:
		return max(first, last)
	}
	return min(first, last)
}

// Moves returns every removal, by first number and then last, left to
// right (O(n²)); or keep, once one number is left; none after it.
func (p Position) Moves() []game.Move {
	switch {
	case p.kept:
		return nil
	case p.m == 1:
		return []game.Move{Keep{}}
	}
	var ms []game.Move
	at := p.left()
	for i := range at {
		for j := i; j < len(at) && j-i+1 < len(at); j++ {
			ms = append(ms, Cut{From: at[i], To: at[j]})
		}
	}
	return ms
}

// Over reports whether Alice has kept the final element, without listing
// the removals (Moves is O(n²)): until then there is a removal, or keep
// once one number is left. O(1).
func (p Position) Over() bool { return p.kept }

// Play makes move m. A removal scores 0 and passes the turn, to Alice
// when one number is left; keep scores the final element for Alice and
// ends the game. It returns an error for a move that is not legal here:
// a removal of the whole array, of indices outside it or whose ends are
// removed already, or keep with more than one number left. It costs
// O(n): the new array.
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	switch c := m.(type) {
	case Keep:
		if p.kept || p.m != 1 {
			return 0, nil, fmt.Errorf("keep: %s left; keep only the last one", game.Count(p.m, "number"))
		}
		first, _ := p.ends()
		q := p
		q.kept, q.m, q.turn = true, 0, game.Second
		return first, q, nil
	case Cut:
		switch {
		case p.kept || p.m == 1:
			return 0, nil, fmt.Errorf("%v: one number is left, the game is over (keep it)", m)
		case c.From < 0 || c.To >= len(p.nums) || c.From > c.To:
			return 0, nil, fmt.Errorf("%v: nums has indices 0 to %d, the first index first", m, len(p.nums)-1)
		case p.gone[c.From]:
			return 0, nil, fmt.Errorf("%v: nums[%d] is already removed", m, c.From)
		case p.gone[c.To]:
			return 0, nil, fmt.Errorf("%v: nums[%d] is already removed", m, c.To)
		}
		gone := append([]bool(nil), p.gone...)
		n := 0
		for i := c.From; i <= c.To; i++ {
			if !gone[i] {
				gone[i] = true
				n++
			}
		}
		if n == p.m {
			return 0, nil, fmt.Errorf("%v: that is the whole array; remove fewer than %d numbers", m, p.m)
		}
		q := Position{nums: p.nums, gone: gone, m: p.m - n, turn: p.Turn().Other()}
		if q.m == 1 {
			q.turn = game.First
		}
		return 0, q, nil
	}
	return 0, nil, fmt.Errorf("%v is not a move of this game: remove a subarray, as remove 2-5, or keep", m)
}

// Payoff returns 0: the final element is scored by the keep.
func (p Position) Payoff() int64 { return 0 }

// Key identifies the position: the player to move and the numbers left
// ("1 1 5 2"), or "over".
func (p Position) Key() string {
	if p.kept {
		return "over"
	}
	b := []byte{byte('0' + p.Turn())}
	for i, x := range p.nums {
		if !p.gone[i] {
			b = append(b, ' ')
			b = strconv.AppendInt(b, x, 10)
		}
	}
	return string(b)
}

// Solve returns the result of optimal play: the final element is Alice's
// total, Bob's is 0. O(n) at most, to find the ends.
func (p Position) Solve() game.Result {
	x, ok := p.Final()
	if !ok {
		return game.Result{}
	}
	return game.Result{First: x, Differential: x}
}

// Options returns every move, in the order of Moves, with its value: what
// the final element is after it, from the mover's side (+x for Alice, −x
// for Bob), from the two ends it leaves: O(1) a move, O(n²) in all.
func (p Position) Options() []game.Option {
	if p.kept {
		return nil
	}
	if p.m == 1 {
		x, _ := p.ends()
		return []game.Option{{Move: Keep{}, Gain: x, Value: x}}
	}
	at := p.left()
	m := len(at)
	sign := int64(1)
	if p.Turn() == game.Second {
		sign = -1
	}
	var opts []game.Option
	for i := 0; i < m; i++ {
		for j := i; j < m && j-i+1 < m; j++ {
			lo, hi := 0, m-1
			if i == 0 {
				lo = j + 1
			}
			if j == m-1 {
				hi = i - 1
			}
			next := p.Turn().Other()
			if m-(j-i+1) == 1 {
				next = game.First
			}
			x := worth(next, m-(j-i+1), p.nums[at[lo]], p.nums[at[hi]])
			opts = append(opts, game.Option{Move: Cut{From: at[i], To: at[j]}, Value: sign * x})
		}
	}
	return opts
}

// choose returns the move the optimal line plays at p, and false when the
// game is over: keep with one number left, else the removal of everything
// but the end the mover prefers (the larger for Alice, the smaller for
// Bob; the first on a tie). O(n).
func (p Position) choose() (game.Move, bool) {
	switch {
	case p.kept:
		return nil, false
	case p.m == 1:
		return Keep{}, true
	}
	at := p.left()
	first, last := p.nums[at[0]], p.nums[at[len(at)-1]]
	keepFirst := first >= last
	if p.Turn() == game.Second {
		keepFirst = first <= last
	}
	if keepFirst {
		return Cut{From: at[1], To: at[len(at)-1]}, true
	}
	return Cut{From: at[0], To: at[len(at)-2]}, true
}

// Line returns an optimal line: at most two moves, the removal that ends
// the game and Alice's keep, each found and played in O(n).
func (p Position) Line() game.Line {
	return game.LineFrom(p, func(q game.Solvable) (game.Move, bool) { return q.(Position).choose() })
}

// Touches returns the numbers a move takes: a removal's, from its first
// index to its last (numbers already removed in between included), and
// the number kept.
func (p Position) Touches(m game.Move) (first, n int) {
	switch c := m.(type) {
	case Cut:
		if c.From < 0 || c.To >= len(p.nums) || c.From > c.To {
			return -1, 0
		}
		return c.From, c.To - c.From + 1
	case Keep:
		if p.m == 1 && !p.kept {
			return p.left()[0], 1
		}
	}
	return -1, 0
}

// describeMax is the most numbers Describe writes whole.
const describeMax = 40

// Describe returns the numbers left, "1 5 2", its middle elided past 40
// numbers, or what Alice kept.
func (p Position) Describe() string {
	if p.kept {
		return "the game is over"
	}
	at := p.left()
	var b []byte
	for k, i := range at {
		if len(at) > describeMax && k == describeMax/2 {
			b = fmt.Appendf(b, " … (%d more) …", len(at)-describeMax)
		}
		if len(at) > describeMax && k >= describeMax/2 && k < len(at)-describeMax/2 {
			continue
		}
		if len(b) > 0 {
			b = append(b, ' ')
		}
		b = strconv.AppendInt(b, p.nums[i], 10)
	}
	return string(b)
}

// Board returns the array as given, one cell a number: a removed number is
// taken; with two numbers or more left, a number left plays its own
// removal, and with one left it plays keep. Longer subarrays are typed.
// The values are a copy. O(n).
func (p Position) Board() game.Board {
	cells := make([]game.Cell, len(p.nums))
	for i, x := range p.nums {
		cells[i].Values = []int64{x}
		switch {
		case p.gone[i] || p.kept:
			cells[i].Taken = true
		case p.m == 1:
			cells[i].Move = Keep{}
		default:
			cells[i].Move = Cut{From: i, To: i}
		}
	}
	note := "Alice keeps the last number"
	if x, ok := p.Final(); ok && p.m > 1 {
		first, last := p.ends()
		note = fmt.Sprintf("%s removes a subarray shorter than the array; the ends are %d and %d, the final element under optimal play %d", FinalElement.Player(p.Turn()), first, last, x)
	}
	return game.Board{Cells: cells, Note: note}
}

// Insight explains on this array why only the two ends matter: the mover
// can end the game keeping either end, and no removal takes both. O(n).
func (p Position) Insight() (game.Insight, bool) {
	in := game.Insight{
		Title: "Only the two ends matter",
		Paragraphs: []string{
			"A removal takes one contiguous block and never the whole array. So the player to move can **end the game at once**, removing everything but the first number or everything but the last, and keep the end they prefer: Alice the larger, Bob the smaller.",
			"Nor can a move do better: one block cannot take both ends, so whatever is left still starts with the first number or ends with the last, and the opponent, by the same argument, keeps the end they prefer. A number in the middle never survives against a player who wants it gone. So the answer is **max(nums[0], nums[n−1])**, in O(1), whatever lies between.",
		},
	}
	if p.kept {
		return in, true
	}
	first, last := p.ends()
	at := p.left()
	in.Head = []string{"", "index", "number"}
	in.Rows = [][]string{
		{"first", strconv.Itoa(at[0]), strconv.FormatInt(first, 10)},
		{"last", strconv.Itoa(at[len(at)-1]), strconv.FormatInt(last, 10)},
	}
	x, _ := p.Final()
	switch {
	case p.m == 1:
		in.Footer = []string{fmt.Sprintf("One number is left: %d is the final element.", x)}
	case p.Turn() == game.First:
		c, _ := p.choose()
		in.Footer = []string{fmt.Sprintf("Alice moves: she plays %v and keeps %d, the larger end. No removal does better: one block cannot take both %d and %d, and Bob keeps the smaller end of what she leaves.", c, x, first, last)}
	default:
		c, _ := p.choose()
		in.Footer = []string{fmt.Sprintf("Bob moves: he plays %v and leaves %d, the smaller end.", c, x)}
	}
	return in, true
}

// LineBound is the line's length: at most 2 (a removal and the keep).
func (p Position) LineBound() int64 {
	switch {
	case p.kept:
		return 0
	case p.m == 1:
		return 1
	}
	return 2
}
