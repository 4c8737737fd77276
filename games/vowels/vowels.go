// Package vowels solves Vowels Game in a String (LeetCode 3227): a string
// of lowercase letters; Alice and Bob alternately remove a non-empty
// substring, Alice first: Alice one with an odd number of vowels, Bob one
// with an even number (none is even); the first player who cannot move
// loses.
//
// Alice wins exactly when the string has a vowel. With an odd count she
// removes everything, and Bob faces the empty string. With an even count
// (two or more) she removes all but one vowel: Bob then holds an odd count
// whatever he removes, and Alice removes the rest on her next turn. With
// no vowel she has no move at all. From Bob's side: he wins exactly when
// he faces a non-empty string with an even count (he removes it all).
//
// How long the game lasts (the remoteness) is as short: 1 move when Alice
// can leave Bob nothing he may remove (an odd count; or an even one with a
// vowel at an end, when she leaves that vowel alone), else 3. So Solve is
// O(1) after New's O(n) count. The moves are every substring, O(n²) of
// them: Options is quadratic (O(1) a move from the counts), and Line,
// which plays the strategy above, O(n).
//
//	p, _ := vowels.New("leetcoder")
//	p.Solve() // Alice wins in 3 moves: 4 vowels, and consonants at both ends
package vowels

import (
	"fmt"
	"stonegame/games/span"
	"strings"

	"stonegame/game"
)

// VowelsGame is LeetCode 3227, as the registry lists it.
var VowelsGame = &game.Spec{
	Name:    "vowels-game-in-a-string",
	Aliases: []string{"3227", "leetcode-3227"},
	Title:   "Vowels Game in a String (LeetCode 3227)",
	Rules:   "a string of lowercase letters; the players alternately remove a non-empty substring, Alice first: Alice one with an odd number of vowels, Bob one with an even number; the first player who cannot move loses",
	Players: [2]string{"Alice", "Bob"},
	Kind:    game.WinLose,
	Params: []game.Param{{
		Name: "s", Kind: game.Text, MinLen: 1, MaxLen: 100_000, Alphabet: "abcdefghijklmnopqrstuvwxyz",
		Limit: MaxLen, LimitWhy: "the answer is O(n), but the moves are every substring: n²/2 of them",
	}},
	Func: "doesAliceWin",
	Examples: []game.Example{
		{Args: game.Args{game.TextOf("leetcoder")}, Answer: "true"},
		{Args: game.Args{game.TextOf("bbcd")}, Answer: "false"},
	},
	New:        game.FromText("s", New),
	Answer:     game.AnswerFirstWins,
	AnswerType: "boolean",
	AnswerRule: "true if Alice wins",
	ParseMove:  ParseMove,
	MoveHelp:   "the first and last index of the substring to remove (0 is the first letter as given): 2-5, remove 2-5, or 3 for one letter",
	Say: func(b []byte, who string, s game.Step) []byte {
		if c, ok := s.Move.(Cut); ok {
			if c.From == c.To {
				return fmt.Appendf(b, "%s removes letter %d", who, c.From)
			}
			return fmt.Appendf(b, "%s removes letters %d to %d", who, c.From, c.To)
		}
		return fmt.Appendf(b, "%s plays %v", who, s.Move)
	},
	// Options values every substring, O(n²) of them; Line plays at most
	// three moves, each found and played in O(n).
	OptionsCost: game.Quadratic,
	LineCost:    game.Linear,
	PlayCost:    game.Linear,
}

// MaxLen is the longest string New takes: LeetCode's 10^5. Solve is O(1)
// at any length, but the moves are every substring.
const MaxLen = 100_000

// Cut is a move: remove the letters left from index From to index To,
// both included, of the string as given (see package span).
type Cut = span.Cut

// ParseMove reads a [Cut] as a person types it: "remove 2-5", "2-5",
// "2..5", "2 5", "2:5", or "3" (one letter). Whether the substring may be
// removed is Play's to check.
func ParseMove(s string) (game.Move, error) {
	c, err := span.Parse(s, "the substring to remove (0 is the first letter), as 2-5, or 3 for one letter")
	if err != nil {
		return nil, err
	}
	return c, nil
}

// removed marks a removed letter in Position.s.
const removed = '.'

// vowel reports whether c is one of a, e, i, o, u.
func vowel(c byte) bool { return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u' }

// Position is a position of the game: the string as given, removed letters
// marked, and the player to move. It is immutable; Play returns a new one.
type Position struct {
	s    string // the letters, '.' where removed
	turn game.Player
	m, v int // the letters and the vowels left
}

// New returns the start of the game on s, Alice to move. It costs O(n).
// It returns an error naming the first character that is not a lowercase
// letter, and one for a string longer than [MaxLen].
func New(s string) (Position, error) {
	if len(s) > MaxLen {
		return Position{}, fmt.Errorf("s has %d letters: this solver takes at most %d (the moves are every substring)", len(s), MaxLen)
	}
	p := Position{s: s, turn: game.First, m: len(s)}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < 'a' || c > 'z' {
			return Position{}, fmt.Errorf("s[%d] = %s is not a lowercase English letter", i, quote(c))
		}
		if vowel(c) {
			p.v++
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

// Turn returns the player to move.
func (p Position) Turn() game.Player {
	if p.turn == 0 {
		return game.First
	}
	return p.turn
}

// Vowels returns the vowels left, and the letters.
func (p Position) Vowels() (vowels, letters int) { return p.v, p.m }

// left returns the indices, in the string as given, of the letters left.
func (p Position) left() []int {
	at := make([]int, 0, p.m)
	for i := 0; i < len(p.s); i++ {
		if p.s[i] != removed {
			at = append(at, i)
		}
	}
	return at
}

// state is what decides a position: the player to move, the letters and
// vowels left, and whether the first and the last letter left are vowels.
type state struct {
	turn        game.Player
	m, v        int
	first, last bool
}

// outcome returns whether the player to move wins from st, and the
// remoteness: Alice wins with a vowel (in 1 move with an odd count or a
// vowel at an end, else 3), Bob with a non-empty string of an even count
// (in 1); a loser with a move holds out for 2 moves, one without has lost.
func outcome(st state) (win bool, rem int) {
	if st.turn == game.First {
		switch {
		case st.v == 0:
			return false, 0
		case st.v%2 == 1 || st.first || st.last:
			return true, 1
		}
		return true, 3
	}
	switch {
	case st.m == 0:
		return false, 0
	case st.v%2 == 0:
		return true, 1
	case st.m == 1: // one vowel: no substring with an even count
		return false, 0
	}
	return false, 2
}

// state returns p's state. O(n) for the letters at the ends.
func (p Position) state() state {
	st := state{turn: p.Turn(), m: p.m, v: p.v}
	if i := strings.IndexFunc(p.s, func(r rune) bool { return r != removed }); i >= 0 {
		st.first = vowel(p.s[i])
		st.last = vowel(p.s[strings.LastIndexFunc(p.s, func(r rune) bool { return r != removed })])
	}
	return st
}

// Wins reports whether the player to move wins. O(n) at most, to find the
// ends.
func (p Position) Wins() bool {
	win, _ := outcome(p.state())
	return win
}

// Moves returns every substring of the letters left that the mover may
// remove, by first letter and then last, left to right: O(n²).
func (p Position) Moves() []game.Move {
	var ms []game.Move
	at := p.left()
	odd := p.Turn() == game.First
	for i := range at {
		cnt := 0
		for j := i; j < len(at); j++ {
			if vowel(p.s[at[j]]) {
				cnt++
			}
			if (cnt%2 == 1) == odd {
				ms = append(ms, Cut{From: at[i], To: at[j]})
			}
		}
	}
	return ms
}

// Over reports whether the mover has no substring to remove, without
// listing them (Moves is O(n²)): Alice needs a vowel left (one vowel is a
// substring of odd count); Bob a consonant, or two letters (all vowels:
// two neighbours make an even count). O(1).
func (p Position) Over() bool {
	if p.Turn() == game.First {
		return p.v == 0
	}
	return p.m-p.v == 0 && p.m < 2
}

// Play removes the letters of move m. It returns an error for a move that
// is not a [Cut], outside the string, whose ends are removed letters, or
// whose count of vowels is not the mover's parity. The gain is 0. It costs
// O(n): the new string.
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	c, ok := m.(Cut)
	switch {
	case !ok:
		return 0, nil, fmt.Errorf("%v is not a move of this game: remove a substring, as remove 2-5", m)
	case c.From < 0 || c.To >= len(p.s) || c.From > c.To:
		return 0, nil, fmt.Errorf("%v: s has letters 0 to %d, the first index first", m, len(p.s)-1)
	case p.s[c.From] == removed:
		return 0, nil, fmt.Errorf("%v: letter %d is already removed", m, c.From)
	case p.s[c.To] == removed:
		return 0, nil, fmt.Errorf("%v: letter %d is already removed", m, c.To)
	}
	b := []byte(p.s)
	cnt, n := 0, 0
	for i := c.From; i <= c.To; i++ {
		if b[i] == removed {
			continue
		}
		if vowel(b[i]) {
			cnt++
		}
		n++
		b[i] = removed
	}
	if odd := p.Turn() == game.First; (cnt%2 == 1) != odd {
		want := "an odd"
		if !odd {
			want = "an even"
		}
		return 0, nil, fmt.Errorf("%v: the substring has %s, and %s removes only %s number", m, game.Count(cnt, "vowel"), VowelsGame.Player(p.Turn()), want)
	}
	q := Position{s: string(b), turn: p.Turn().Other(), m: p.m - n, v: p.v - cnt}
	return 0, q, nil
}

// Payoff returns -1: a position without moves is lost by the player to
// move.
func (p Position) Payoff() int64 { return -1 }

// Key identifies the position by what decides it: the player to move and
// the letters left with each vowel written a and each consonant b ("1
// baab"). Two strings with the same key have the same value.
func (p Position) Key() string {
	b := make([]byte, 0, p.m+2)
	b = append(b, byte('0'+p.Turn()), ' ')
	for i := 0; i < len(p.s); i++ {
		switch c := p.s[i]; {
		case c == removed:
		case vowel(c):
			b = append(b, 'a')
		default:
			b = append(b, 'b')
		}
	}
	return string(b)
}

// Solve returns the result of optimal play: +1 if Alice wins, -1 if Bob
// does, with the remoteness. O(n) at most, to find the ends.
func (p Position) Solve() game.Result {
	win, rem := outcome(p.state())
	return game.MoverResult(p.Turn(), game.WinValue(win), rem)
}

// Options returns every move, in the order of Moves, with gain 0, its
// value and the remoteness after it, from the counts of what it leaves:
// O(1) a move, O(n²) in all.
func (p Position) Options() []game.Option {
	var opts []game.Option
	at := p.left()
	m := len(at)
	odd := p.Turn() == game.First
	isV := func(k int) bool { return vowel(p.s[at[k]]) }
	for i := 0; i < m; i++ {
		cnt := 0
		for j := i; j < m; j++ {
			if isV(j) {
				cnt++
			}
			if (cnt%2 == 1) != odd {
				continue
			}
			st := state{turn: p.Turn().Other(), m: m - (j - i + 1), v: p.v - cnt}
			if st.m > 0 {
				lo, hi := 0, m-1
				if i == 0 {
					lo = j + 1
				}
				if j == m-1 {
					hi = i - 1
				}
				st.first, st.last = isV(lo), isV(hi)
			}
			win, rem := outcome(st)
			opts = append(opts, game.Option{Move: Cut{From: at[i], To: at[j]}, Value: game.WinValue(!win), Remoteness: rem})
		}
	}
	return opts
}

// choose returns the move the optimal line plays at p, and false when p
// has none: for a winner, the quickest win by the strategy of the package
// doc; for a loser, the first move of Moves (every one loses as late).
// O(n).
func (p Position) choose() (Cut, bool) {
	at := p.left()
	if len(at) == 0 {
		return Cut{}, false
	}
	first, last := at[0], at[len(at)-1]
	if p.Turn() == game.First {
		switch {
		case p.v == 0:
			return Cut{}, false
		case p.v%2 == 1:
			return Cut{From: first, To: last}, true // everything
		case vowel(p.s[first]):
			return Cut{From: at[1], To: last}, true // all but the first letter, a vowel
		case vowel(p.s[last]):
			return Cut{From: first, To: at[len(at)-2]}, true // all but the last letter, a vowel
		}
		for _, i := range at { // up to the first vowel: one vowel
			if vowel(p.s[i]) {
				return Cut{From: first, To: i}, true
			}
		}
	}
	if p.v%2 == 0 {
		return Cut{From: first, To: last}, true // Bob wins: everything
	}
	// Bob loses: the first move of Moves, the first substring with an
	// even count. From a consonant it is that letter; from a vowel, the
	// letters up to the next vowel, or else the next letter, a consonant.
	for k, i := range at {
		if !vowel(p.s[i]) {
			return Cut{From: i, To: i}, true
		}
		for _, j := range at[k+1:] {
			if vowel(p.s[j]) {
				return Cut{From: i, To: j}, true
			}
		}
	}
	return Cut{}, false // a single vowel
}

// Line returns an optimal line, following the remoteness: at most three
// moves, each chosen and played in O(n).
func (p Position) Line() game.Line {
	var l game.Line
	for q := p; ; {
		c, ok := q.choose()
		if !ok {
			return l
		}
		l = append(l, game.Step{Player: q.Turn(), Move: c, Index: c.From, Count: count(c)})
		_, next, err := q.Play(c)
		if err != nil {
			return l // not reached: choose plays legal moves
		}
		q = next.(Position)
	}
}

// count is a Step's Count for c: its letters, or 0 for one.
func count(c Cut) int {
	if c.To == c.From {
		return 0
	}
	return c.To - c.From + 1
}

// Touches returns the letters a move removes: from its first index, to its
// last (letters already removed in between included).
func (p Position) Touches(m game.Move) (first, n int) {
	c, ok := m.(Cut)
	if !ok || c.From < 0 || c.To >= len(p.s) || c.From > c.To {
		return -1, 0
	}
	return c.From, c.To - c.From + 1
}

// Describe returns the letters left, "der", its middle elided past 100
// letters, or "an empty string".
func (p Position) Describe() string {
	if s := strings.ReplaceAll(p.s, string(removed), ""); s != "" {
		return game.Elide(s)
	}
	return "an empty string"
}

// Board returns the string as given, one cell a letter: a removed letter
// is taken (shown as ·); a letter the mover may remove alone (a vowel for
// Alice, a consonant for Bob) plays that removal. Longer substrings are
// typed. O(n).
func (p Position) Board() game.Board {
	cells := make([]game.Cell, len(p.s))
	odd := p.Turn() == game.First
	for i := range cells {
		c := p.s[i]
		cells[i].Text = p.s[i : i+1]
		switch {
		case c == removed:
			cells[i].Text, cells[i].Taken = "·", true
		case vowel(c) == odd:
			cells[i].Move = Cut{From: i, To: i}
		}
	}
	what := "an odd number of vowels"
	if !odd {
		what = "an even number of vowels (none is even)"
	}
	return game.Board{Cells: cells, Note: fmt.Sprintf("%s removes a substring with %s; %s left", VowelsGame.Player(p.Turn()), what, game.Count(p.v, "vowel"))}
}

// Insight explains on this string why a single vowel decides the game:
// the count of vowels, its parity, Alice's winning move and why Bob
// cannot escape. O(n).
func (p Position) Insight() (game.Insight, bool) {
	in := game.Insight{
		Title: "One vowel is enough: parity of the vowels left",
		Paragraphs: []string{
			"Alice must remove an odd number of vowels, Bob an even number (none counts as even). So Alice's move flips the parity of the vowels left, Bob's keeps it.",
			"With an **odd** count Alice removes the whole string, and Bob has nothing to remove. With an **even** count of two or more she removes all but one vowel: an odd count is left, Bob's move keeps it odd (he cannot take the last vowel alone, nor the whole string), and Alice removes what remains on her next turn. With **no vowel** Alice has no move and loses at once. So Alice wins exactly when the string has a vowel, in O(n), or O(1) once the vowels are counted.",
		},
	}
	me := "Alice"
	if p.Turn() == game.Second {
		me = "Bob"
	}
	c, ok := p.choose()
	win, rem := outcome(p.state())
	foot := fmt.Sprintf("Here %s %s left among %s, and %s moves. ", isAre(p.v), game.Count(p.v, "vowel"), game.Count(p.m, "letter"), me)
	switch {
	case !ok:
		foot += fmt.Sprintf("%s has no move and has lost.", me)
	case me == "Alice":
		foot += fmt.Sprintf("Alice wins: she plays %v, ", c)
		switch {
		case p.v%2 == 1:
			foot += "the whole string, an odd count, and Bob faces nothing."
		case rem == 1:
			foot += "everything but a vowel at an end: Bob holds one vowel, and no substring of it has an even count."
		default:
			foot += "up to the first vowel (no vowel stands at an end, so she cannot leave Bob a lone vowel): an odd count is left, Bob's move keeps it odd, and Alice removes the rest: 3 moves in all."
		}
	case win:
		foot += fmt.Sprintf("The count is even, so Bob wins at once by removing everything: %v.", c)
	default:
		foot += fmt.Sprintf("The count is odd, so whatever Bob removes leaves it odd, and Alice removes the rest next: Bob holds out for %s, starting with %v.", game.Count(rem, "move"), c)
	}
	in.Footer = []string{foot}
	return in, true
}

func isAre(n int) string {
	if n == 1 {
		return "is"
	}
	return "are"
}

// LineBound is the line's length, at most 3.
func (p Position) LineBound() int64 {
	_, rem := outcome(p.state())
	return int64(rem)
}
