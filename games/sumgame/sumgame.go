// Package sumgame solves Sum Game (LeetCode 1927): a string of digits and
// '?' of even length; the players alternately replace a '?' by a digit,
// Alice first; when none is left, Bob wins if the digits of the first half
// add up to those of the second half, and Alice wins if they do not.
//
// Only three numbers matter: d, the first half's digits minus the
// second's, and qL and qR, the '?' left in each half. Count a '?' as 4.5
// and the balance B = 2d + 9(qL − qR) is twice the difference "on
// average". A move writing x on the left adds 2x − 9 to B, on the right
// 9 − 2x: anything from −9 to 9, odd. So:
//
//   - the player who writes the last digit picks it among ten, and one of
//     them makes the sums differ: when Alice moves last (an odd count of
//     '?' with Alice to move) she wins;
//   - when Bob moves last and Alice moves first (an even count), Bob wins
//     exactly when B = 0: he answers each digit x with x in the other half,
//     or 9 − x in the same half, which keeps B at 0 down to the end, while
//     from B ≠ 0 Alice pushes it away from 0 by 9 a move, more than Bob's
//     reply can bring back;
//   - with Bob to move first and last, he wins when his first move can make
//     B = 0: |B| ≤ 9.
//
// Every move fills one '?', so every game lasts as many moves as there
// are '?': the remoteness is exact, the count of '?'. Solve is O(1) after
// New's O(n) count; Options values the ten digits of each '?' in O(1)
// each; Line is O(n).
//
//	p, _ := sumgame.New("25??")
//	p.Solve() // Alice wins in 2 moves: 2 + 5 = 7 is not 9 − 2·4.5 = 0 away
package sumgame

import (
	"fmt"
	"strconv"
	"strings"

	"stonegame/game"
)

// MaxLen is the longest string New takes, LeetCode's 10^5: Options lists
// ten moves for each '?'.
const MaxLen = 100_000

// Position is a position of Sum Game: the string and the player to move.
// It is immutable; Play returns a new one.
type Position struct {
	num    string
	turn   game.Player
	d      int64 // first half's digits minus the second's
	qL, qR int   // the '?' left in each half
}

// New returns the start of the game on num, Alice to move. It costs O(n).
// It returns an error for an odd length, a length past [MaxLen], and
// names the first character that is neither a digit nor '?'. A string
// without '?' is a finished game.
func New(num string) (Position, error) {
	switch n := len(num); {
	case n > MaxLen:
		return Position{}, fmt.Errorf("num has %d characters: this solver takes at most %d", n, MaxLen)
	case n%2 != 0:
		return Position{}, fmt.Errorf("num has %d characters: the game needs an even length, two halves", n)
	}
	p := Position{num: num, turn: game.First}
	h := len(num) / 2
	for i := 0; i < len(num); i++ {
		c := num[i]
		var x int64
		switch {
		case c == '?':
			if i < h {
				p.qL++
			} else {
				p.qR++
			}
			continue
		case c >= '0' && c <= '9':
			x = int64(c - '0')
		default:
			return Position{}, fmt.Errorf("num[%d] = %s is not a digit or '?'", i, quote(c))
		}
		if i < h {
			p.d += x
		} else {
			p.d -= x
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

// Num returns the string.
func (p Position) Num() string { return p.num }

// Turn returns the player to move.
func (p Position) Turn() game.Player {
	if p.turn == 0 {
		return game.First
	}
	return p.turn
}

// Balance returns B = 2(sumL − sumR) + 9(qL − qR), twice the difference of
// the halves with each '?' counted as 4.5.
func (p Position) Balance() int64 { return 2*p.d + 9*int64(p.qL-p.qR) }

// Questions returns the '?' left in the first and the second half.
func (p Position) Questions() (left, right int) { return p.qL, p.qR }

// aliceWins reports whether Alice wins from a state, the player to move
// turn: by who writes the last digit, and the balance. O(1).
func aliceWins(turn game.Player, d int64, qL, qR int) bool {
	q := qL + qR
	b := 2*d + 9*int64(qL-qR)
	switch {
	case q == 0:
		return d != 0
	case q%2 == 1 && turn == game.First, q%2 == 0 && turn == game.Second:
		return true // Alice writes the last digit
	case turn == game.First: // an even count, Bob last
		return b != 0
	}
	return b < -9 || b > 9 // Bob first and last
}

// Wins reports whether the player to move wins. O(1).
func (p Position) Wins() bool {
	return aliceWins(p.Turn(), p.d, p.qL, p.qR) == (p.Turn() == game.First)
}

// Moves returns, for every '?' from the left, the ten digits to write
// there, 0 first: none when the game is over. O(n).
func (p Position) Moves() []game.Move {
	ms := make([]game.Move, 0, 10*(p.qL+p.qR))
	for i := 0; i < len(p.num); i++ {
		if p.num[i] == '?' {
			for x := 0; x <= 9; x++ {
				ms = append(ms, Fill{Index: i, Digit: x})
			}
		}
	}
	return ms
}

// Over reports whether no '?' is left. O(1), where Moves lists ten
// digits a '?'.
func (p Position) Over() bool { return p.qL+p.qR == 0 }

// Play writes the digit of move m at its '?'. It returns an error for a
// move that is not a [Fill], or that does not point at a '?'. The gain is
// 0. It costs O(n): the new string.
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	f, ok := m.(Fill)
	switch {
	case !ok:
		return 0, nil, fmt.Errorf("%v is not a move of this game: write a digit at a '?', as 2 9", m)
	case f.Index < 0 || f.Index >= len(p.num):
		return 0, nil, fmt.Errorf("%v: num has indices 0 to %d", m, len(p.num)-1)
	case p.num[f.Index] != '?':
		return 0, nil, fmt.Errorf("%v: num[%d] is %c, not '?'", m, f.Index, p.num[f.Index])
	case f.Digit < 0 || f.Digit > 9:
		return 0, nil, fmt.Errorf("%v: a digit is 0 to 9", m)
	}
	q := p.after(f)
	q.num = p.num[:f.Index] + string(rune('0'+f.Digit)) + p.num[f.Index+1:]
	return 0, q, nil
}

// after is the state after f, without the new string.
func (p Position) after(f Fill) Position {
	q := p
	q.turn = p.Turn().Other()
	if f.Index < len(p.num)/2 {
		q.qL--
		q.d += int64(f.Digit)
	} else {
		q.qR--
		q.d -= int64(f.Digit)
	}
	return q
}

// Payoff returns, in a finished position, +1 when the player to move has
// won (Alice with sums that differ, Bob with equal ones) and -1 otherwise;
// 0 while a '?' is left.
func (p Position) Payoff() int64 {
	if p.qL+p.qR > 0 {
		return 0
	}
	return game.WinValue(p.Wins())
}

// Key identifies the position by what decides it: the player to move, d,
// qL and qR ("1 7 0 2": Alice to move, the first half 7 ahead, two '?' in
// the second half). Two strings with the same key have the same value.
func (p Position) Key() string {
	return fmt.Sprintf("%d %d %d %d", p.Turn(), p.d, p.qL, p.qR)
}

// Solve returns the result of optimal play: +1 if Alice wins, -1 if Bob
// does, and the remoteness, the count of '?' (every line lasts that
// long). O(1).
func (p Position) Solve() game.Result {
	return game.MoverResult(p.Turn(), game.WinValue(p.Wins()), p.qL+p.qR)
}

// Options returns every move, in the order of Moves, with gain 0, its
// value for the player to move, and the remoteness after it, the '?' then
// left. O(n): O(1) a move.
func (p Position) Options() []game.Option {
	opts := make([]game.Option, 0, 10*(p.qL+p.qR))
	for i := 0; i < len(p.num); i++ {
		if p.num[i] != '?' {
			continue
		}
		for x := 0; x <= 9; x++ {
			f := Fill{Index: i, Digit: x}
			opts = append(opts, p.option(f))
		}
	}
	return opts
}

// option values f.
func (p Position) option(f Fill) game.Option {
	q := p.after(f)
	return game.Option{Move: f, Value: game.WinValue(!q.Wins()), Remoteness: q.qL + q.qR}
}

// firstQ returns the index of the first '?' at or after i in num[:end],
// or -1.
func firstQ(num string, i, end int) int {
	if k := strings.IndexByte(num[i:end], '?'); k >= 0 {
		return i + k
	}
	return -1
}

// Line returns an optimal line: at every move the first best option in
// the order of Moves (every option leads to the same remoteness), found
// among the ten digits of the first '?' of each half, since the '?' of one
// half are alike. O(n).
func (p Position) Line() game.Line {
	l := make(game.Line, 0, p.qL+p.qR)
	for st := range p.Steps {
		l = append(l, st)
	}
	return l
}

// Steps yields the steps of [Position.Line] without storing them
// ([game.Stepper]).
func (p Position) Steps(yield func(game.Step) bool) {
	h := len(p.num) / 2
	nextL, nextR := 0, h // where to look for the next '?' of each half
	q := p
	for q.qL+q.qR > 0 {
		var cands []int
		if nextL = firstQ(p.num, nextL, h); nextL >= 0 {
			cands = append(cands, nextL)
		} else {
			nextL = h
		}
		if nextR = firstQ(p.num, nextR, len(p.num)); nextR >= 0 {
			cands = append(cands, nextR)
		} else {
			nextR = len(p.num)
		}
		var best game.Option
		found := false
		for _, i := range cands {
			for x := 0; x <= 9 && !found; x++ {
				if o := q.option(Fill{Index: i, Digit: x}); o.Value > 0 {
					best, found = o, true
				}
			}
		}
		if !found {
			best = q.option(Fill{Index: cands[0], Digit: 0})
		}
		f := best.Move.(Fill)
		if !yield(game.Step{Player: q.Turn(), Move: f, Index: f.Index}) {
			return
		}
		q = q.after(f)
		if f.Index < h {
			nextL = f.Index + 1
		} else {
			nextR = f.Index + 1
		}
	}
}

// LineBound is the line's length, the count of '?'.
func (p Position) LineBound() int64 { return int64(p.qL + p.qR) }

// Describe returns the string with a bar between the halves, "25|??", its
// middle elided past 100 characters.
func (p Position) Describe() string {
	if e := game.Elide(p.num); e != p.num {
		return e
	}
	n := len(p.num)
	return p.num[:n/2] + "|" + p.num[n/2:]
}

// Touches returns the character a move writes: its index, 1; or -1, 0.
func (p Position) Touches(m game.Move) (first, n int) {
	f, ok := m.(Fill)
	if !ok || f.Index < 0 || f.Index >= len(p.num) {
		return -1, 0
	}
	return f.Index, 1
}

// Board returns the string as cells, one a character: a digit is taken
// (given, or written), a '?' is free. A '?' takes ten moves, so no cell
// plays one: the note says how to type it. O(n).
func (p Position) Board() game.Board {
	cells := make([]game.Cell, len(p.num))
	for i := range cells {
		cells[i].Text = p.num[i : i+1]
		cells[i].Taken = p.num[i] != '?'
	}
	return game.Board{Cells: cells, Note: fmt.Sprintf("halves of %d; type the index of a '?' and a digit: %s", len(p.num)/2, Fill{Index: max(0, firstQ(p.num, 0, len(p.num))), Digit: 9}.Label())}
}

// Insight explains the balance argument on this string: the halves' sums
// and '?', the balance B, who writes the last digit, and the strategy
// that wins: Bob's mirror, or Alice's push away from 0. O(n).
func (p Position) Insight() (game.Insight, bool) {
	h := len(p.num) / 2
	var sL, sR int64
	for i := 0; i < len(p.num); i++ {
		if c := p.num[i]; c != '?' {
			if i < h {
				sL += int64(c - '0')
			} else {
				sR += int64(c - '0')
			}
		}
	}
	me := "Alice"
	if p.Turn() == game.Second {
		me = "Bob"
	}
	q := p.qL + p.qR
	b := p.Balance()
	in := game.Insight{
		Title: "The balance: each '?' is worth 4.5",
		Paragraphs: []string{
			"Only three numbers matter: d = (sum of the first half's digits) − (sum of the second's), and the '?' left in each half, qL and qR. " +
				"Count every '?' as 4.5, the middle of 0 … 9, and look at twice the difference: the **balance** B = 2d + 9(qL − qR). " +
				"Writing x in the first half changes B by 2x − 9, in the second by 9 − 2x: any odd number from −9 to 9, the player's choice. At the end no '?' is left and B = 2d: Bob wins exactly when it is 0.",
			"Whoever writes the **last digit** chooses among ten, and at most one of them makes the sums equal: if that is Alice, she wins. " +
				"If it is Bob and Alice moves first (an even count of '?'), Bob wins exactly when B = 0: he **mirrors** each digit x of Alice's with the same x in the other half, or with 9 − x in the same half, and each pair of moves leaves B at 0 down to the end. " +
				"From B ≠ 0 Alice pushes B further from 0 by 9 at every move (9 in the first half when B > 0, or 0 in the second), more than Bob's reply of at most 9 can bring back. " +
				"If Bob moves first and last, he wins when his first move can make B = 0, that is when |B| ≤ 9, and then mirrors.",
		},
		Head: []string{"half", "digits' sum", "'?'"},
		Rows: [][]string{
			{"first", strconv.FormatInt(sL, 10), strconv.Itoa(p.qL)},
			{"second", strconv.FormatInt(sR, 10), strconv.Itoa(p.qR)},
		},
	}
	foot := fmt.Sprintf("Here d = %d − %d = %s, qL = %d and qR = %d, so B = 2·%s + 9·(%d − %d) = %s. ", sL, sR, game.Num(p.d), p.qL, p.qR, game.Paren(p.d), p.qL, p.qR, game.Num(b))
	alice := aliceWins(p.Turn(), p.d, p.qL, p.qR)
	switch {
	case q == 0:
		if p.d == 0 {
			foot += "No '?' is left and the halves add up to the same: Bob has won."
		} else {
			foot += "No '?' is left and the halves add up to different sums: Alice has won."
		}
	case q%2 == 1 && p.Turn() == game.First, q%2 == 0 && p.Turn() == game.Second:
		foot += fmt.Sprintf("There %s %s and %s moves now, so Alice writes the last digit: she wins, whatever B is, by choosing it so the sums differ.", isAre(q), game.Count(q, "'?'"), me)
	case p.Turn() == game.First && b == 0:
		foot += fmt.Sprintf("There %s %s, an even count, and Alice moves first, so Bob writes the last digit; B = 0, so Bob wins by the mirror: to each x of Alice's he answers x in the other half, or 9 − x in the same half when the other has no '?' left.", isAre(q), game.Count(q, "'?'"))
	case p.Turn() == game.First:
		foot += fmt.Sprintf("There %s %s, an even count, so Bob writes the last digit, but B = %s is not 0: Alice wins by pushing B further from 0 at every move (%s), and no reply of Bob's can bring it back to 0.", isAre(q), game.Count(q, "'?'"), game.Num(b), push(b))
	case !alice:
		foot += fmt.Sprintf("Bob moves first and writes the last digit (%s, an odd count), and |B| = %d is at most 9: his first move makes B = 0, and he mirrors from there.", game.Count(q, "'?'"), abs(b))
	default:
		foot += fmt.Sprintf("Bob moves first and writes the last digit (%s, an odd count), but |B| = %d is more than 9: no move of his makes B = 0, and Alice keeps it away from 0 from there.", game.Count(q, "'?'"), abs(b))
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

func abs(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// push says how Alice moves B away from 0.
func push(b int64) string {
	if b > 0 {
		return "9 in the first half or 0 in the second: +9"
	}
	return "0 in the first half or 9 in the second: −9"
}
