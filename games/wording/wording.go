// Package wording solves The Wording Game (LeetCode 2868): Alice and Bob
// each hold a sorted list of words; Alice opens with her smallest word;
// then each in turn plays a word of their own list that is "closely
// greater" than the last word played: lexicographically greater, and
// starting with the same letter or the next one in the alphabet. A player
// who cannot play loses.
//
// The game is partizan (each plays from their own list), and every word
// played is greater than the one before, so a position is the last word
// played alone: every word at or below it is dead, and the words a player
// may answer with are one run of their sorted list, those above the last
// word with its letter, then all those with the next letter.
//
// LeetCode's solution simulates: each player always answers with their
// smallest valid word, two pointers, O(m + n). The package holds that
// rule to an exact solver (and both to the oracle on every small
// instance): the outcome of every word, retrograde from the greatest,
// with a count of the losing answers and the extremes of their
// remoteness kept per run of one letter, so every position's result and
// every move's value and remoteness are O(1) after an O(N log N · L)
// start, N words of at most L letters.
//
//	p, _ := wording.New([]string{"avokado", "dabar"}, []string{"brazil"})
//	p.Solve() // Bob wins in 2 moves: avokado, brazil, and Alice's dabar is two letters on
package wording

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"stonegame/game"
)

// MaxWords is the most words New takes in each list, LeetCode's 10^5.
const MaxWords = 100_000

// MaxLetters is the most letters New takes in all the words together,
// LeetCode's 10^6.
const MaxLetters = 1_000_000

// Word is a move: play this word of one's own list.
type Word string

// String returns the word.
func (w Word) String() string { return string(w) }

// Phrase returns what the move does: `play "brazil"`.
func (w Word) Phrase() string { return fmt.Sprintf("play %q", string(w)) }

// ParseMove reads a [Word] as a person types it: the word, in lower case,
// spaces and quotes around it ignored. Whether it is the player's and
// closely greater than the last word is Play's to check.
func ParseMove(s string) (game.Move, error) {
	t := strings.Trim(strings.TrimSpace(s), `"'`)
	t = strings.TrimPrefix(strings.TrimSpace(strings.ToLower(t)), "play ")
	t = strings.Trim(strings.TrimSpace(t), `"'`)
	if t == "" {
		return nil, fmt.Errorf("%q is not a move: type one of your words, as brazil", s)
	}
	for i := 0; i < len(t); i++ {
		if t[i] < 'a' || t[i] > 'z' {
			return nil, fmt.Errorf("%q is not a move: a word is lowercase English letters, as brazil", s)
		}
	}
	return Word(t), nil
}

// agg sums up the outcomes of a run of one player's words: how many of
// them are losses for the player who answers them (good words to play),
// the least remoteness among those and the greatest among all, with the
// first index at which each is reached.
type agg struct {
	lose           int
	minLose, minAt int // least remoteness of a losing word, and its index
	maxAll, maxAt  int // greatest remoteness of any word, and its index
	n              int // words in the run
}

// add puts word i, of outcome win and remoteness rem, in front of a, a run
// of the words after it: ties keep the smaller index.
func (a agg) add(i int, win bool, rem int) agg {
	if !win && (a.lose == 0 || rem <= a.minLose) {
		a.minLose, a.minAt = rem, i
	}
	if !win {
		a.lose++
	}
	if a.n == 0 || rem >= a.maxAll {
		a.maxAll, a.maxAt = rem, i
	}
	a.n++
	return a
}

// join is the aggregate of two runs, a before b.
func join(a, b agg) agg {
	switch {
	case a.n == 0:
		return b
	case b.n == 0:
		return a
	}
	c := agg{lose: a.lose + b.lose, n: a.n + b.n, maxAll: a.maxAll, maxAt: a.maxAt, minLose: a.minLose, minAt: a.minAt}
	if b.maxAll > a.maxAll {
		c.maxAll, c.maxAt = b.maxAll, b.maxAt
	}
	if b.lose > 0 && (a.lose == 0 || b.minLose < a.minLose) {
		c.minLose, c.minAt = b.minLose, b.minAt
	}
	return c
}

// side is one player's list with the outcome of each word: win[i] says
// whether the player to move after words[i] is played (the opponent)
// wins, rem[i] how many moves are then left under optimal play; suf[i]
// sums up words[i:] down to the end of words[i]'s letter.
type side struct {
	words []string
	win   []bool
	rem   []int
	suf   []agg
	// lo[i] and hi[i]: the opponent's answers to words[i] are the
	// opponent's words[lo[i]:hi[i]].
	lo, hi []int
}

// table is a solved game, shared by its positions and never modified.
type table struct {
	s [2]side // Alice's (a), Bob's (b)
}

// Position is a position of the game: the last word played (none at the
// start) and so the player to move. It is immutable.
type Position struct {
	t     *table
	owner game.Player // who played the last word; 0 at the start
	last  int         // its index in its owner's list
}

// New returns the start of the game, Alice to move: her only move is her
// smallest word. It sorts a copy of each list (LeetCode gives them
// sorted). It returns an error naming the first empty word, the first
// character that is not a lowercase letter, or a word given twice (in one
// list or both: LeetCode's words are distinct), and past [MaxWords] words
// in a list or [MaxLetters] letters in all. It costs O(N log N · L).
func New(a, b []string) (Position, error) {
	lists := [2][]string{a, b}
	names := [2]string{"a", "b"}
	letters := 0
	for k, l := range lists {
		if len(l) > MaxWords {
			return Position{}, fmt.Errorf("%s has %d words: this solver takes at most %d", names[k], len(l), MaxWords)
		}
		for i, w := range l {
			if w == "" {
				return Position{}, fmt.Errorf("%s[%d] is empty: a word needs a first letter", names[k], i)
			}
			for j := 0; j < len(w); j++ {
				if w[j] < 'a' || w[j] > 'z' {
					return Position{}, fmt.Errorf("%s[%d] = %q: %s is not a lowercase English letter", names[k], i, w, quoteChar(w[j]))
				}
			}
			letters += len(w)
		}
	}
	if letters > MaxLetters {
		return Position{}, fmt.Errorf("a and b have %d letters in all: this solver takes at most %d", letters, MaxLetters)
	}
	t := &table{}
	for k, l := range lists {
		ws := slices.Clone(l)
		slices.Sort(ws)
		for i := 1; i < len(ws); i++ {
			if ws[i] == ws[i-1] {
				return Position{}, fmt.Errorf("%q is twice in %s: the words of a and b must be distinct", ws[i], names[k])
			}
		}
		t.s[k].words = ws
	}
	for i, j := 0, 0; i < len(t.s[0].words) && j < len(t.s[1].words); {
		switch x, y := t.s[0].words[i], t.s[1].words[j]; {
		case x == y:
			return Position{}, fmt.Errorf("%q is in both a and b: the words of a and b must be distinct", x)
		case x < y:
			i++
		default:
			j++
		}
	}
	t.solve()
	return Position{t: t}, nil
}

func quoteChar(c byte) string {
	if c >= ' ' && c <= '~' && c != '\'' {
		return "'" + string(c) + "'"
	}
	return fmt.Sprintf("%q", rune(c))
}

// answers returns the range of list ws that answers word w: the words
// greater than w, up to the last with the letter after w's.
func answers(ws []string, w string) (lo, hi int) {
	lo, found := slices.BinarySearch(ws, w)
	if found {
		lo++
	}
	next := string([]byte{w[0] + 2}) // every word of letter w[0]+1 is below it
	hi, _ = slices.BinarySearch(ws, next)
	return lo, max(lo, hi)
}

// solve fills in every word's outcome, from the greatest word down: a
// word's answers are all greater than it.
func (t *table) solve() {
	for k := range t.s {
		s := &t.s[k]
		n := len(s.words)
		s.win, s.rem, s.suf = make([]bool, n), make([]int, n), make([]agg, n+1)
		s.lo, s.hi = make([]int, n), make([]int, n)
		o := t.s[1-k].words
		for i, w := range s.words {
			s.lo[i], s.hi[i] = answers(o, w)
		}
	}
	i, j := len(t.s[0].words)-1, len(t.s[1].words)-1
	for i >= 0 || j >= 0 {
		k, x := 0, i
		if i < 0 || j >= 0 && t.s[1].words[j] > t.s[0].words[i] {
			k, x = 1, j
		}
		s := &t.s[k]
		r := t.s[1-k].rangeAgg(s.lo[x], s.hi[x])
		s.win[x] = r.lose > 0
		switch {
		case r.lose > 0:
			s.rem[x] = 1 + r.minLose
		case r.n > 0:
			s.rem[x] = 1 + r.maxAll
		}
		var after agg
		if x+1 < len(s.words) && s.words[x+1][0] == s.words[x][0] {
			after = s.suf[x+1]
		}
		s.suf[x] = after.add(x, s.win[x], s.rem[x])
		if k == 0 {
			i--
		} else {
			j--
		}
	}
}

// rangeAgg sums up words[lo:hi], which spans at most two letters, from the
// runs of suf. Every word in it must be solved.
func (s *side) rangeAgg(lo, hi int) agg {
	if lo >= hi {
		return agg{}
	}
	// words[lo:] down to the end of its letter, then the next letter's run
	// if the range reaches it.
	end := lo + s.suf[lo].n
	if end >= hi {
		return s.suf[lo]
	}
	return join(s.suf[lo], s.suf[end])
}

// Turn returns the player to move: Alice at the start and after Bob's
// word, Bob after Alice's.
func (p Position) Turn() game.Player {
	if p.owner == 0 {
		return game.First
	}
	return p.owner.Other()
}

// Last returns the last word played, "" at the start.
func (p Position) Last() string {
	if p.owner == 0 {
		return ""
	}
	return p.t.s[p.owner-1].words[p.last]
}

// moves returns the range of the mover's list they may play.
func (p Position) moves() (lo, hi int) {
	if p.owner == 0 {
		return 0, min(1, len(p.t.s[0].words))
	}
	s := p.t.s[p.owner-1]
	return s.lo[p.last], s.hi[p.last]
}

// mover returns the mover's side.
func (p Position) mover() *side { return &p.t.s[p.Turn()-1] }

// Moves returns the words the player to move may play, smallest first:
// at the start Alice's smallest word alone.
func (p Position) Moves() []game.Move {
	lo, hi := p.moves()
	ms := make([]game.Move, 0, hi-lo)
	for _, w := range p.mover().words[lo:hi] {
		ms = append(ms, Word(w))
	}
	return ms
}

// Play plays word m. It returns an error for a move that is not a [Word],
// a word the mover does not hold, and one that is not closely greater than
// the last word (or, at the start, not Alice's smallest). O(L log N).
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	w, ok := m.(Word)
	if !ok {
		return 0, nil, fmt.Errorf("%v is not a move of this game: play one of your words", m)
	}
	s := p.mover()
	i, found := slices.BinarySearch(s.words, string(w))
	if !found {
		return 0, nil, fmt.Errorf("%q is not one of %s's words", string(w), listName(p.Turn()))
	}
	lo, hi := p.moves()
	switch {
	case i >= lo && i < hi:
	case p.owner == 0:
		return 0, nil, fmt.Errorf("%q: Alice opens with her smallest word, %q", string(w), s.words[0])
	case i < lo:
		return 0, nil, fmt.Errorf("%q is not greater than the last word, %q", string(w), p.Last())
	default:
		return 0, nil, fmt.Errorf("%q starts with %c: after %q a word starts with %c or %c", string(w), w[0], p.Last(), p.Last()[0], p.Last()[0]+1)
	}
	return 0, Position{t: p.t, owner: p.Turn(), last: i}, nil
}

func listName(pl game.Player) string {
	if pl == game.Second {
		return "Bob"
	}
	return "Alice"
}

// Payoff returns -1: a player who cannot play has lost.
func (p Position) Payoff() int64 { return -1 }

// Key identifies the position by the last word: "start", "a 3" (a[3] of
// the sorted list, Bob to move) or "b 0".
func (p Position) Key() string {
	if p.owner == 0 {
		return "start"
	}
	return fmt.Sprintf("%s %d", string("ab"[p.owner-1]), p.last)
}

// outcome returns whether the player to move wins and the remoteness.
func (p Position) outcome() (bool, int) {
	if p.owner != 0 {
		s := p.t.s[p.owner-1]
		return s.win[p.last], s.rem[p.last]
	}
	a := p.t.s[0]
	if len(a.words) == 0 {
		return false, 0
	}
	return !a.win[0], 1 + a.rem[0]
}

// Wins reports whether the player to move wins. O(1).
func (p Position) Wins() bool { w, _ := p.outcome(); return w }

// Solve returns who wins and the remoteness. O(1).
func (p Position) Solve() game.Result {
	w, r := p.outcome()
	return game.MoverResult(p.Turn(), game.WinValue(w), r)
}

// Options returns every word the mover may play, smallest first, with its
// value (+1 when it leaves the opponent lost) and the remoteness after it.
// O(1) a word.
func (p Position) Options() []game.Option {
	lo, hi := p.moves()
	s := p.mover()
	opts := make([]game.Option, 0, hi-lo)
	for i := lo; i < hi; i++ {
		opts = append(opts, game.Option{Move: Word(s.words[i]), Value: game.WinValue(!s.win[i]), Remoteness: s.rem[i]})
	}
	return opts
}

// best returns the index, in the mover's list, of the optimal move the
// line plays: the winner's quickest win, the loser's longest loss, the
// smallest word among equals; -1 when there is no move. O(1).
func (p Position) best() int {
	lo, hi := p.moves()
	if lo >= hi {
		return -1
	}
	if p.owner == 0 {
		return 0
	}
	r := p.mover().rangeAgg(lo, hi)
	if r.lose > 0 {
		return r.minAt
	}
	return r.maxAt
}

// Line returns an optimal line: O(1) a move.
func (p Position) Line() game.Line {
	var l game.Line
	for st := range p.Steps {
		l = append(l, st)
	}
	return l
}

// Steps yields the steps of [Position.Line] without storing them.
func (p Position) Steps(yield func(game.Step) bool) {
	for {
		i := p.best()
		if i < 0 {
			return
		}
		w := Word(p.mover().words[i])
		if !yield(game.Step{Player: p.Turn(), Move: w, Index: p.t.index(int(p.Turn()-1), i)}) {
			return
		}
		p = Position{t: p.t, owner: p.Turn(), last: i}
	}
}

// LineBound is the longest a line can be: every word played.
func (p Position) LineBound() int64 {
	return int64(len(p.t.s[0].words) + len(p.t.s[1].words))
}

// Greedy plays LeetCode's simulation from p: each player answers with
// their smallest valid word, and it returns the words played and whether
// the player to move at p wins. O(m + n).
func (p Position) Greedy() (played []string, wins bool) {
	mover := p.Turn()
	for {
		lo, hi := p.moves()
		if lo >= hi {
			return played, p.Turn() != mover
		}
		played = append(played, p.mover().words[lo])
		p = Position{t: p.t, owner: p.Turn(), last: lo}
	}
}

// index returns the place of word i of player k's list in both lists
// merged in order.
func (t *table) index(k, i int) int {
	// The words of the other list below it: all distinct.
	j, _ := slices.BinarySearch(t.s[1-k].words, t.s[k].words[i])
	return i + j
}

// Touches returns the word a move plays: its place in both lists merged
// in order, 1; or -1, 0.
func (p Position) Touches(m game.Move) (first, n int) {
	w, ok := m.(Word)
	if !ok {
		return -1, 0
	}
	k := int(p.Turn() - 1)
	i, found := slices.BinarySearch(p.t.s[k].words, string(w))
	if !found {
		return -1, 0
	}
	return p.t.index(k, i), 1
}

// live returns the words of player k's list greater than the last word,
// the ones still playable some day.
func (p Position) live(k int) []string {
	ws := p.t.s[k].words
	if p.owner == 0 {
		return ws
	}
	i, found := slices.BinarySearch(ws, p.Last())
	if found {
		i++
	}
	return ws[i:]
}

// describeMax is the most words of a list Describe writes whole.
const describeMax = 12

// Describe says the last word and the words each player has left above
// it: `after "brazil": Alice dabar; Bob none`, long lists elided.
func (p Position) Describe() string {
	list := func(ws []string) string {
		switch {
		case len(ws) == 0:
			return "none"
		case len(ws) > describeMax:
			return strings.Join(ws[:describeMax/2], " ") + fmt.Sprintf(" … (%d more) … ", len(ws)-describeMax) + strings.Join(ws[len(ws)-describeMax/2:], " ")
		}
		return strings.Join(ws, " ")
	}
	s := "start"
	if p.owner != 0 {
		s = fmt.Sprintf("after %q", p.Last())
	}
	return fmt.Sprintf("%s: Alice %s; Bob %s", s, list(p.live(0)), list(p.live(1)))
}

// Board returns both lists merged in order, one cell a word, written
// "A avokado" or "B brazil": the words played are taken by their player,
// the words below the last one are dead (taken by nobody), and each word
// the player to move may play plays it. O(N).
func (p Position) Board() game.Board {
	a, b := p.t.s[0].words, p.t.s[1].words
	cells := make([]game.Cell, 0, len(a)+len(b))
	last := p.Last()
	lo, hi := p.moves()
	mover := int(p.Turn() - 1)
	for i, j := 0, 0; i < len(a) || j < len(b); {
		k, x := 0, i
		if i >= len(a) || j < len(b) && b[j] < a[i] {
			k, x = 1, j
		}
		w := p.t.s[k].words[x]
		c := game.Cell{Text: string("AB"[k]) + " " + w}
		switch {
		case p.owner != 0 && w <= last:
			c.Taken = true
			if w == last {
				c.By = game.Player(k + 1)
			}
		case k == mover && x >= lo && x < hi:
			c.Move = Word(w)
		}
		cells = append(cells, c)
		if k == 0 {
			i++
		} else {
			j++
		}
	}
	note := "Alice opens with her smallest word"
	if p.owner != 0 {
		note = fmt.Sprintf("last word %q: %s plays a greater word of their own starting with %c or %c", last, listName(p.Turn()), last[0], last[0]+1)
	}
	return game.Board{Cells: cells, Note: note}
}

// insightMax is the most moves of the simulation Insight lists.
const insightMax = 16

// Insight explains the game on this instance: why only the last word
// matters, and LeetCode's simulation, each player answering with their
// smallest valid word, move by move, against the exact result. O(m + n).
func (p Position) Insight() (game.Insight, bool) {
	played, wins := p.Greedy()
	in := game.Insight{
		Title: "Only the last word matters; answer with your smallest valid word",
		Paragraphs: []string{
			"Every word played is **greater** than the one before, so a word at or below the last one can never be played again: the position is the last word alone. " +
				"After a word starting with c, the answers are the player's words above it that start with c, then all of theirs that start with the next letter: one run of their sorted list.",
			"A word skipped is lost for good, so playing a larger word than needed throws away your own words in between. " +
				"LeetCode's solution lets **each player answer with their smallest valid word**, two pointers over the sorted lists, O(m + n). " +
				"stonegame solves the game exactly, every word's outcome from the greatest down, and holds that rule to it and to a brute force on every small instance (with distinct words, as LeetCode promises: with a word in both lists the rule fails).",
		},
		Head: []string{"move", "player", "word"},
	}
	turn := p.Turn()
	for k, w := range played {
		if k == insightMax {
			in.Rows = append(in.Rows, []string{"…", "", fmt.Sprintf("(%d more)", len(played)-k)})
			break
		}
		in.Rows = append(in.Rows, []string{fmt.Sprint(k + 1), listName(turn), w})
		turn = turn.Other()
	}
	if len(played) > insightMax {
		turn = p.Turn()
		if len(played)%2 == 1 {
			turn = turn.Other()
		}
	}
	foot := fmt.Sprintf("Playing the smallest valid word, the game lasts %s, and then %s has no word to play: %s wins.", game.Count(len(played), "move"), listName(turn), listName(turn.Other()))
	if wins != p.Wins() {
		foot += " (Here the smallest words are not the best play: the exact solver says otherwise.)"
	}
	if len(played) == 0 {
		foot = fmt.Sprintf("%s has no word to play: %s wins.", listName(turn), listName(turn.Other()))
	}
	in.Footer = []string{foot}
	return in, true
}

// Draw draws an instance of about n words in all for check and random
// games: distinct words of 1 to 5 letters over a few consecutive letters
// (so that answers exist), dealt at random, each list sorted and Alice's
// never empty, as LeetCode's constraints want.
func Draw(r *rand.Rand, n int) (a, b []string) {
	n = max(n, 2)
	span := 2 + r.IntN(4)
	first := r.IntN(27 - span)
	seen := map[string]bool{}
	var words []string // in the order drawn: a seed gives the same instance
	for tries := 0; len(words) < n && tries < 20*n; tries++ {
		w := make([]byte, 1+r.IntN(5))
		w[0] = byte('a' + first + r.IntN(span))
		for i := 1; i < len(w); i++ {
			w[i] = byte('a' + r.IntN(26))
		}
		if !seen[string(w)] {
			seen[string(w)] = true
			words = append(words, string(w))
		}
	}
	for _, w := range words {
		if r.IntN(2) == 0 {
			a = append(a, w)
		} else {
			b = append(b, w)
		}
	}
	if len(a) == 0 {
		a, b = b[:1], b[1:]
	}
	slices.Sort(a)
	slices.Sort(b)
	return a, b
}
