package flipgame

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"stonegame/game"
)

// MaxLen is the longest string New takes: far past LeetCode's 60, since
// the verdict is O(n) for any length; the bound keeps a line of play (up
// to n/2 moves) and a board within what the front ends hold.
const MaxLen = 1_000_000

// Position is a position of Flip Game II: the string and the player to
// move. It is immutable; Play returns a new one. Positions reached from
// one start by Play share a memo of remoteness (safe for concurrent use),
// so that valuing the moves of a game in progress costs little.
//
// The zero Position is the empty string, player 1 to move, who has lost.
type Position struct {
	s    string
	turn game.Player
	x    uint64 // the XOR of the runs' Grundy values
	live int    // the pluses in runs of two or more: at most 2 per move left
	memo *memo
}

// New returns the start of the game on state, player 1 to move. It costs
// O(n). It returns an error naming the first character that is not + or
// -, and one for a string longer than [MaxLen]. An empty string, or one
// without ++, is a finished game, which player 1 has lost.
func New(state string) (Position, error) {
	if len(state) > MaxLen {
		return Position{}, fmt.Errorf("currentState has %d characters: this solver takes at most %d", len(state), MaxLen)
	}
	p := Position{s: state, turn: game.First, memo: newMemo()}
	L := 0 // the run of + that ends at i
	for i := 0; i < len(state); i++ {
		switch c := state[i]; c {
		case '+':
			L++
			continue
		case '-':
		default:
			return Position{}, fmt.Errorf("currentState[%d] = %s is not '+' or '-'", i, quoteAt(state, i))
		}
		p.x ^= Value(L)
		p.live += livePluses(L)
		L = 0
	}
	p.x ^= Value(L)
	p.live += livePluses(L)
	return p, nil
}

// quoteAt writes the character at byte i of s for an error: the whole
// rune where s holds one ('ü', not the 'Ã' of its first byte), else as
// quote does.
func quoteAt(s string, i int) string {
	if s[i] >= utf8.RuneSelf {
		if r, size := utf8.DecodeRuneInString(s[i:]); size > 1 {
			return strconv.QuoteRune(r)
		}
		return fmt.Sprintf(`'\x%02x'`, s[i])
	}
	return quote(s[i])
}

// quote writes a byte for an error: '+', or '\x00' for one that does not
// print.
func quote(c byte) string {
	if c >= ' ' && c <= '~' && c != '\'' {
		return "'" + string(c) + "'"
	}
	return fmt.Sprintf("%q", rune(c))
}

// run is a maximal run of pluses: its first index and its length.
type run struct{ start, len int }

// runs returns the maximal runs of + in s, left to right. O(n).
func runs(s string) []run {
	var rs []run
	for i := 0; i < len(s); {
		if s[i] != '+' {
			i++
			continue
		}
		j := i
		for j < len(s) && s[j] == '+' {
			j++
		}
		rs = append(rs, run{i, j - i})
		i = j
	}
	return rs
}

// liveRuns returns the runs of two or more pluses in s, left to right:
// those a flip can still change. O(n).
func liveRuns(s string) []run {
	var rs []run
	for i := 0; i+1 < len(s); i++ {
		if s[i] != '+' || s[i+1] != '+' {
			continue
		}
		j := i + 2
		for j < len(s) && s[j] == '+' {
			j++
		}
		rs = append(rs, run{i, j - i})
		i = j
	}
	return rs
}

// livePluses returns how many pluses of a run of L can still be flipped:
// L, or 0 for a run of 0 or 1.
func livePluses(L int) int {
	if L < 2 {
		return 0
	}
	return L
}

// State returns the string.
func (p Position) State() string { return p.s }

// Turn returns the player to move.
func (p Position) Turn() game.Player {
	if p.turn == 0 {
		return game.First
	}
	return p.turn
}

// Wins reports whether the player to move wins: the XOR of the runs'
// Grundy values is not 0. O(1).
func (p Position) Wins() bool { return p.x != 0 }

// Grundy returns the position's Sprague–Grundy value, the XOR of its
// runs' values ([Value]): exact for any length, O(1) ([game.Impartial]).
func (p Position) Grundy() (uint64, bool) { return p.x, true }

// Moves returns a flip at every index i where i and i+1 hold +, in
// increasing order: none when the game is over. O(n).
func (p Position) Moves() []game.Move {
	var ms []game.Move
	for i := 0; i+1 < len(p.s); i++ {
		if p.s[i] == '+' && p.s[i+1] == '+' {
			ms = append(ms, Flip(i))
		}
	}
	return ms
}

// Over reports whether no ++ is left, without listing the flips. O(n),
// no allocation.
func (p Position) Over() bool { return !strings.Contains(p.s, "++") }

// Play flips the ++ of move m into --. It returns an error for a move that
// is not a [Flip], or that does not point at ++. The gain is 0. It costs
// O(n): the new string.
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	q, err := p.after(m)
	if err != nil {
		return 0, nil, err
	}
	return 0, q, nil
}

// after is Play's position.
func (p Position) after(m game.Move) (Position, error) {
	f, ok := m.(Flip)
	i := int(f)
	switch {
	case !ok:
		return p, fmt.Errorf("%v is not a move of this game: flip a ++, as flip 1", m)
	case i < 0 || i >= len(p.s)-1:
		return p, fmt.Errorf("%v: the string has indices 0 to %d, and a flip takes i and i+1", m, len(p.s)-1)
	case p.s[i] != '+' || p.s[i+1] != '+':
		return p, fmt.Errorf("%v: %d and %d hold %c%c, not ++", m, i, i+1, p.s[i], p.s[i+1])
	}
	lo, hi := i, i+2
	for lo > 0 && p.s[lo-1] == '+' {
		lo--
	}
	for hi < len(p.s) && p.s[hi] == '+' {
		hi++
	}
	L, a := hi-lo, i-lo
	b := L - 2 - a
	q := p
	q.s = p.s[:i] + "--" + p.s[i+2:]
	q.turn = p.Turn().Other()
	q.x ^= Value(L) ^ Value(a) ^ Value(b)
	q.live += livePluses(a) + livePluses(b) - L
	return q, nil
}

// Payoff returns -1 when no ++ is left (the player to move has lost), 0
// otherwise.
func (p Position) Payoff() int64 {
	if p.live == 0 {
		return -1
	}
	return 0
}

// Key returns the string: the value does not depend on who moves.
func (p Position) Key() string { return p.s }

// Solve returns the result of optimal play: +1 if player 1 wins, -1 if
// player 2 does, by the XOR of the runs' Grundy values (O(1), computed by
// New and Play), with the remoteness when the position has at most
// [RemoteMax] live pluses ([Position.Remoteness]), [game.Unknown]
// otherwise.
func (p Position) Solve() game.Result {
	return game.MoverResult(p.Turn(), game.WinValue(p.Wins()), p.Remoteness())
}

// Options returns every move, in the order of Moves, with gain 0, value
// +1 if it leaves a XOR of 0 (the opponent loses) or -1 otherwise, and the
// remoteness of the position it leads to where that one has at most
// [RemoteMax] live pluses ([game.Unknown] otherwise). It costs O(n), and
// the remoteness search when the position has at most RemoteMax + 4 live
// pluses (a move removes 2 to 4 of them).
func (p Position) Options() []game.Option {
	rs := liveRuns(p.s)
	var lens []int // the live runs' lengths, when a child's remoteness may be known
	if p.live <= RemoteMax+4 {
		for _, r := range rs {
			lens = append(lens, r.len)
		}
	}
	moves := 0
	for _, r := range rs {
		moves += r.len - 1
	}
	opts := make([]game.Option, 0, moves)
	for k, r := range rs {
		gL := Value(r.len)
		for a := 0; a <= r.len-2; a++ {
			b := r.len - 2 - a
			o := game.Option{Move: Flip(r.start + a), Value: game.WinValue(p.x^gL^Value(a)^Value(b) == 0), Remoteness: game.Unknown}
			if lens != nil && p.live-r.len+livePluses(a)+livePluses(b) <= RemoteMax {
				o.Remoteness = p.memoOrNew().remoteness(stateOf(lens, k, a, b))
			}
			opts = append(opts, o)
		}
	}
	return opts
}

// memoOrNew returns p's memo, or a new one for a zero Position.
func (p Position) memoOrNew() *memo {
	if p.memo == nil {
		return newMemo()
	}
	return p.memo
}

// Remoteness returns how many moves the game lasts from p under optimal
// play, the winner hurrying and the loser delaying ([game.Result]), when
// p has at most [RemoteMax] live pluses, and [game.Unknown] otherwise. It
// costs O(n) and the search of the positions it leads to, bounded by a
// constant ([RemoteMax] says how large); positions reached from the same
// start share the search's memo.
func (p Position) Remoteness() int {
	if p.live > RemoteMax {
		return game.Unknown
	}
	var lens []int
	for _, r := range liveRuns(p.s) {
		lens = append(lens, r.len)
	}
	return p.memoOrNew().remoteness(stateOf(lens, -1))
}
