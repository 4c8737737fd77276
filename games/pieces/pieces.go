// Package pieces solves Remove Colored Pieces if Both Neighbors are the
// Same Color (LeetCode 2038): a line of pieces colored 'A' or 'B'; Alice
// and Bob alternately remove a piece, Alice first; Alice may remove only
// an 'A' whose two neighbours are 'A', Bob only a 'B' whose two neighbours
// are 'B', and neither an end of the line; the player who cannot move
// loses.
//
// The game is partizan (the players have different moves) but it splits
// into independent moves: removing an inner 'A' of a run of L ≥ 3 'A'
// leaves a run of L − 1 ≥ 2, so the 'B' around it never meet, and Bob's
// moves are untouched. Each run of L pieces gives its owner exactly
// max(L − 2, 0) moves, whatever the order. So the game is a race between
// two fixed counts, a (Alice's AAA windows) and b (Bob's BBB windows): the
// player to move wins exactly when their count is larger than the
// opponent's, since they move first and run out first on a tie. Every
// line lasts the same: 2·min + 1 moves when the mover wins, 2·(the
// mover's count) when they lose. Solve is O(1) after New's O(n) count;
// Options and Line are O(n).
//
//	p, _ := pieces.New("AAABABB")
//	p.Solve() // Alice wins in 1 move: she has one AAA, Bob no BBB
package pieces

import (
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
)

// RemoveColoredPieces is LeetCode 2038, as the registry lists it.
var RemoveColoredPieces = &game.Spec{
	Name:    "remove-colored-pieces-if-both-neighbors-are-the-same-color",
	Aliases: []string{"2038", "leetcode-2038"},
	Title:   "Remove Colored Pieces if Both Neighbors are the Same Color (LeetCode 2038)",
	Rules:   "a line of pieces colored A or B; the players alternately remove a piece, Alice first: Alice an A whose two neighbours are A, Bob a B whose two neighbours are B, never an end of the line; the player who cannot move loses",
	Players: [2]string{"Alice", "Bob"},
	Kind:    game.WinLose,
	Params: []game.Param{{
		Name: "colors", Kind: game.Text, MinLen: 1, MaxLen: 100_000, Alphabet: "AB",
		Limit: MaxLen, LimitWhy: "the solver takes at most 10^6 pieces, to keep a line of play and a board within what the front ends hold",
	}},
	Func: "winnerOfGame",
	Examples: []game.Example{
		{Args: game.Args{game.TextOf("AAABABB")}, Answer: "true"},
		{Args: game.Args{game.TextOf("AA")}, Answer: "false"},
		{Args: game.Args{game.TextOf("ABBBBBBBAAA")}, Answer: "false"},
	},
	New:        game.FromText("colors", New),
	Answer:     game.AnswerFirstWins,
	AnswerType: "boolean",
	AnswerRule: "true if Alice wins, false if Bob does",
	ParseMove:  ParseMove,
	MoveHelp:   "the index of the piece to remove (0 is the first piece of the line as given): 1 or remove 1",
	Say: func(b []byte, who string, s game.Step) []byte {
		if r, ok := s.Move.(Remove); ok {
			return fmt.Appendf(b, "%s removes piece %d", who, int(r))
		}
		return fmt.Appendf(b, "%s plays %v", who, s.Move)
	},
	// Options and Moves scan the line once, Line too; Play copies it.
	OptionsCost: game.Linear,
	LineCost:    game.Linear,
	PlayCost:    game.Linear,
}

// MaxLen is the longest line New takes.
const MaxLen = 1_000_000

// Remove is a move: remove the piece at this index of the line as given
// (indices do not shift as pieces go).
type Remove int

// String returns "remove 3".
func (r Remove) String() string { return "remove " + strconv.Itoa(int(r)) }

// Label returns what a person types to make the move: "3".
func (r Remove) Label() string { return strconv.Itoa(int(r)) }

// AppendJSON appends the move as a JSON number, the piece's index: 3.
func (r Remove) AppendJSON(b []byte) []byte { return strconv.AppendInt(b, int64(r), 10) }

// ParseMove reads a [Remove] as a person types it: "remove 3", "3" (any
// case, spaces around). Whether the piece may be removed is Play's to
// check.
func ParseMove(s string) (game.Move, error) {
	i, ok := game.ParseCount(s, "remove", 0)
	if !ok {
		return nil, fmt.Errorf("%q is not a move: type the index of a piece to remove (0 is the first), as 1 or remove 1", s)
	}
	return Remove(i), nil
}

// removed marks a removed piece in Position.s.
const removed = '.'

// Position is a position of the game: the line as given, removed pieces
// marked, and the player to move. It is immutable; Play returns a new one.
type Position struct {
	s    string // 'A', 'B', or '.' for a removed piece
	turn game.Player
	a, b int // Alice's and Bob's moves left: the AAA and BBB windows
}

// New returns the start of the game on colors, Alice to move. It costs
// O(n). It returns an error naming the first character that is not 'A'
// or 'B', and one for a line longer than [MaxLen].
func New(colors string) (Position, error) {
	if len(colors) > MaxLen {
		return Position{}, fmt.Errorf("colors has %d pieces: this solver takes at most %d", len(colors), MaxLen)
	}
	for i := 0; i < len(colors); i++ {
		if c := colors[i]; c != 'A' && c != 'B' {
			return Position{}, fmt.Errorf("colors[%d] = %s is not 'A' or 'B'", i, quote(c))
		}
	}
	p := Position{s: colors, turn: game.First}
	for _, r := range runs(colors) {
		if r.color == 'A' {
			p.a += max(len(r.at)-2, 0)
		} else {
			p.b += max(len(r.at)-2, 0)
		}
	}
	return p, nil
}

// quote writes a byte for an error: 'x', or '\x00' for one that does not
// print.
func quote(c byte) string {
	if c >= ' ' && c <= '~' && c != '\'' {
		return "'" + string(c) + "'"
	}
	return fmt.Sprintf("%q", rune(c))
}

// run is a maximal run of one color among the pieces left: its color and
// the indices of its pieces in the line as given.
type run struct {
	color byte
	at    []int
}

// runs returns the runs of the pieces left in s, left to right. O(n).
func runs(s string) []run {
	var rs []run
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == removed {
			continue
		}
		if len(rs) == 0 || rs[len(rs)-1].color != c {
			rs = append(rs, run{color: c})
		}
		rs[len(rs)-1].at = append(rs[len(rs)-1].at, i)
	}
	return rs
}

// Turn returns the player to move.
func (p Position) Turn() game.Player {
	if p.turn == 0 {
		return game.First
	}
	return p.turn
}

// Counts returns Alice's and Bob's moves left: the windows AAA and BBB
// among the pieces left.
func (p Position) Counts() (alice, bob int) { return p.a, p.b }

// color returns the color the player to move removes.
func (p Position) color() byte {
	if p.Turn() == game.Second {
		return 'B'
	}
	return 'A'
}

// mine returns the player to move's count and the opponent's.
func (p Position) mine() (me, you int) {
	if p.Turn() == game.Second {
		return p.b, p.a
	}
	return p.a, p.b
}

// Wins reports whether the player to move wins: they have more moves
// left than the opponent. O(1).
func (p Position) Wins() bool {
	me, you := p.mine()
	return me > you
}

// remoteness is how long every line lasts from p: 2·you + 1 when the
// mover wins, 2·me when they lose.
func (p Position) remoteness() int {
	me, you := p.mine()
	if me > you {
		return 2*you + 1
	}
	return 2 * me
}

// Moves returns a removal of every inner piece of the mover's color
// whose neighbours among the pieces left have its color, left to right.
// O(n).
func (p Position) Moves() []game.Move {
	var ms []game.Move
	for _, r := range runs(p.s) {
		if r.color != p.color() {
			continue
		}
		for k := 1; k+1 < len(r.at); k++ {
			ms = append(ms, Remove(r.at[k]))
		}
	}
	return ms
}

// Over reports whether the mover has no window of three of their color
// (AAA for Alice, BBB for Bob) among the pieces left. O(1), where Moves
// lists the runs.
func (p Position) Over() bool {
	if p.Turn() == game.Second {
		return p.b == 0
	}
	return p.a == 0
}

// Play removes the piece of move m. It returns an error for a move that
// is not a [Remove], for a piece that is gone, of the other color, at an
// end of the line or beside a piece of the other color. The gain is 0.
// It costs O(n): the new line.
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	r, ok := m.(Remove)
	i := int(r)
	if !ok {
		return 0, nil, fmt.Errorf("%v is not a move of this game: remove a piece, as remove 1", m)
	}
	if i < 0 || i >= len(p.s) {
		return 0, nil, fmt.Errorf("%v: the line has pieces 0 to %d", m, len(p.s)-1)
	}
	c := p.color()
	switch {
	case p.s[i] == removed:
		return 0, nil, fmt.Errorf("%v: piece %d is already removed", m, i)
	case p.s[i] != c:
		return 0, nil, fmt.Errorf("%v: piece %d is %c, and %s removes only %c", m, i, p.s[i], RemoveColoredPieces.Player(p.Turn()), c)
	}
	lo, hi := i-1, i+1
	for lo >= 0 && p.s[lo] == removed {
		lo--
	}
	for hi < len(p.s) && p.s[hi] == removed {
		hi++
	}
	if lo < 0 || hi >= len(p.s) {
		return 0, nil, fmt.Errorf("%v: piece %d is at an end of the line", m, i)
	}
	if p.s[lo] != c || p.s[hi] != c {
		return 0, nil, fmt.Errorf("%v: piece %d's neighbours are %c and %c, not both %c", m, i, p.s[lo], p.s[hi], c)
	}
	q := p
	q.s = p.s[:i] + string(removed) + p.s[i+1:]
	q.turn = p.Turn().Other()
	if c == 'A' {
		q.a--
	} else {
		q.b--
	}
	return 0, q, nil
}

// Payoff returns -1: a position without moves is lost by the player to
// move.
func (p Position) Payoff() int64 { return -1 }

// Key identifies the position by what decides it: the player to move and
// both counts ("1 3 2"). Two lines with the same key have the same value.
func (p Position) Key() string {
	return strconv.Itoa(int(p.Turn())) + " " + strconv.Itoa(p.a) + " " + strconv.Itoa(p.b)
}

// Solve returns the result of optimal play: +1 if Alice wins, -1 if Bob
// does, and the remoteness, the same for every line. O(1).
func (p Position) Solve() game.Result {
	return game.MoverResult(p.Turn(), game.WinValue(p.Wins()), p.remoteness())
}

// Options returns every move, in the order of Moves, with gain 0: each
// removes one of the mover's moves and nothing else, so all have the same
// value and remoteness. O(n).
func (p Position) Options() []game.Option {
	ms := p.Moves()
	if len(ms) == 0 {
		return nil
	}
	q := p
	q.turn = p.Turn().Other()
	if p.color() == 'A' {
		q.a--
	} else {
		q.b--
	}
	v, r := game.WinValue(!q.Wins()), q.remoteness()
	opts := make([]game.Option, len(ms))
	for k, m := range ms {
		opts[k] = game.Option{Move: m, Value: v, Remoteness: r}
	}
	return opts
}

// Line returns an optimal line (every line is): each player removes the
// first piece they may, the inner pieces of their runs from the left.
// O(n).
func (p Position) Line() game.Line {
	l := make(game.Line, 0, p.remoteness())
	for st := range p.Steps {
		l = append(l, st)
	}
	return l
}

// Steps yields the steps of [Position.Line] without storing them
// ([game.Stepper]).
func (p Position) Steps(yield func(game.Step) bool) {
	var inner [2][]int // the pieces each player may remove, in the order they do
	for _, r := range runs(p.s) {
		k := 0
		if r.color == 'B' {
			k = 1
		}
		if len(r.at) > 2 {
			inner[k] = append(inner[k], r.at[1:len(r.at)-1]...)
		}
	}
	next := [2]int{}
	for turn := p.Turn(); ; turn = turn.Other() {
		k := int(turn) - 1
		if next[k] == len(inner[k]) {
			return
		}
		i := inner[k][next[k]]
		next[k]++
		if !yield(game.Step{Player: turn, Move: Remove(i), Index: i}) {
			return
		}
	}
}

// LineBound is the line's length.
func (p Position) LineBound() int64 { return int64(p.remoteness()) }

// Touches returns the piece a move removes: its index, 1.
func (p Position) Touches(m game.Move) (first, n int) {
	r, ok := m.(Remove)
	if !ok || int(r) < 0 || int(r) >= len(p.s) {
		return -1, 0
	}
	return int(r), 1
}

// Describe returns the pieces left, "AABABB", its middle elided past 100
// pieces, or "no pieces".
func (p Position) Describe() string {
	if s := strings.ReplaceAll(p.s, string(removed), ""); s != "" {
		return game.Elide(s)
	}
	return "no pieces"
}

// Board returns the line as given, one cell a piece: a removed piece is
// taken and shown as ·, a piece the mover may remove plays that removal. O(n).
func (p Position) Board() game.Board {
	cells := make([]game.Cell, len(p.s))
	for i := range cells {
		cells[i].Text = p.s[i : i+1]
		if p.s[i] == removed {
			cells[i].Text, cells[i].Taken = "·", true
		}
	}
	for _, m := range p.Moves() {
		cells[int(m.(Remove))].Move = m
	}
	return game.Board{Cells: cells, Note: fmt.Sprintf("%s removes a %c between two %c; Alice has %s left, Bob %s", RemoveColoredPieces.Player(p.Turn()), p.color(), p.color(), game.Count(p.a, "move"), game.Count(p.b, "move"))}
}

// insightRuns is how many runs the insight's table lists.
const insightRuns = 24

// Insight explains the race on this line: its runs, the moves each gives
// its owner, both counts and why the larger count wins. O(n).
func (p Position) Insight() (game.Insight, bool) {
	names := [2]string{"Alice", "Bob"}
	me, you := names[0], names[1]
	if p.Turn() == game.Second {
		me, you = you, me
	}
	in := game.Insight{
		Title: "A race of two counts: AAA windows against BBB windows",
		Paragraphs: []string{
			"The players have different moves (a **partizan** game), but the moves never interact: removing an inner A of a run of L ≥ 3 leaves a run of L − 1 ≥ 2 A, so the B on either side never meet, and Bob's moves stay as they were; the same holds for Bob's B. " +
				"A run of L pieces gives its owner exactly L − 2 moves (none for L ≤ 2), one for each window AAA or BBB in it, whichever piece goes first.",
			"So each player has a **fixed number of moves**, a for Alice and b for Bob, and the game is a race: the players spend one move each per turn, and the first to run out loses. " +
				"The player to move runs out first on a tie, so they win exactly when their count is larger. Nothing either player does changes who wins, nor how many moves the game lasts.",
		},
		Head: []string{"run", "color", "first piece", "length", "moves it gives"},
	}
	for k, r := range runs(p.s) {
		if k == insightRuns {
			in.Rows = append(in.Rows, []string{"…", "", "", "", ""})
			break
		}
		in.Rows = append(in.Rows, []string{strconv.Itoa(k), string(r.color), strconv.Itoa(r.at[0]), strconv.Itoa(len(r.at)), strconv.Itoa(max(len(r.at)-2, 0))})
	}
	mine, theirs := p.mine()
	foot := fmt.Sprintf("Alice has a = %d, Bob b = %d, and %s moves. ", p.a, p.b, me)
	if mine > theirs {
		foot += fmt.Sprintf("%d > %d: %s wins. After %s's %s, %s has none left, on their turn, and loses: %s in all.", mine, theirs, me, you, game.Count(theirs, "move"), you, game.Count(2*theirs+1, "move"))
	} else if mine == 0 {
		foot += fmt.Sprintf("%s has no move and loses at once.", me)
	} else {
		foot += fmt.Sprintf("%d ≤ %d: %s loses, out of moves after %s of each player's.", mine, theirs, me, game.Count(mine, "move"))
	}
	in.Footer = []string{foot}
	return in, true
}
