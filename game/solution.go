package game

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
)

// Solution is a solved instance of a game: what the CLI prints and the web
// API answers.
type Solution struct {
	Game   *Spec
	Result Result
	Line   Line // nil unless the line was asked for; empty, not nil, for a game over at the start
	// Long is set when the line was asked for but is longer than
	// LineMax: Line then holds its first moves only (PrefixMoves of
	// them), and Long is the bound on its length the position gave.
	Long int64

	answer    *Answer // the start's own answer (Answerer), when it has one
	grundy    uint64  // the start's Grundy value, when hasGrundy
	hasGrundy bool
}

// PrefixMoves is how many moves a Solution keeps of a line too long to
// build.
const PrefixMoves = 20

// NewSolution solves the instance that starts at p, with its optimal line if
// withLine: the whole line, or its first moves when the position says it
// is longer than LineMax (see [Solution.Long]). In a scoring game the totals of the line are the result; a
// win/lose game's result is its solver's (the line scores nothing).
func NewSolution(g *Spec, p Solvable, withLine bool) Solution {
	s := Solution{Game: g}
	if withLine {
		if bound, long := LongLine(p); long {
			s.Line, s.Long = LinePrefix(p, PrefixMoves), bound
			s.Result = p.Solve()
			return s.At(p)
		}
		if s.Line = p.Line(); s.Line == nil {
			s.Line = Line{} // asked for: JSON says "line":[]
		}
	}
	if withLine && g.Kind == Scoring {
		s.Result = Score(s.Line, nil)
	} else {
		s.Result = p.Solve()
	}
	return s.At(p)
}

// At returns s, a solution of the instance that starts at p, with what p
// adds to its Result: p's own answer, when p is a [Answerer] (a rules
// file whose answer reads the instance), and p's Grundy value, when p
// knows one ([Impartial]). [NewSolution] calls it; a front end that builds
// a Solution from a Result of p's calls it too.
func (s Solution) At(p Solvable) Solution {
	s.answer, s.grundy, s.hasGrundy = nil, 0, false
	if a, ok := p.(Answerer); ok {
		ans := a.AnswerOf(s.Result)
		s.answer = &ans
	}
	if im, ok := p.(Impartial); ok {
		s.grundy, s.hasGrundy = im.Grundy()
	}
	return s
}

// Answer returns the answer in the problem's terms, in LeetCode's type:
// the start position's own ([Answerer]) when NewSolution found one.
func (s Solution) Answer() Answer {
	if s.answer != nil {
		return *s.answer
	}
	return s.Game.Answer(s.Result)
}

// Grundy returns the start's Grundy value, when NewSolution found one: the start
// of an impartial game that knows it ([Impartial]), as explain shows.
func (s Solution) Grundy() (uint64, bool) { return s.grundy, s.hasGrundy }

// LineNote returns the sentence every front end shows beside a line too
// long to build (Long set: only its first moves are in Line), "" for a
// whole line: "The optimal line has up to 2147483647 moves, too many to
// build, so only its first 20 are shown." It is the core's, so that the
// CLI, explain and the web (which sends it as /api/solve's "lineNote")
// word it alike.
func (s Solution) LineNote() string {
	if s.Long <= 0 {
		return ""
	}
	n := len(s.Line)
	if n == 1 {
		return fmt.Sprintf("The optimal line has up to %d moves, too many to build, so only its first is shown.", s.Long)
	}
	return fmt.Sprintf("The optimal line has up to %d moves, too many to build, so only its first %d are shown.", s.Long, n)
}

// Verdict is the game's verdict on the result: "player 1 wins 234 to 12
// (differential +222)", or "Alice wins" in a win/lose game.
func (s Solution) Verdict() string { return s.Game.Verdict(s.Result) }

// AppendJSON appends the solution as one JSON object, the shape of
// `stonegame solve --json` and of POST /api/solve:
//
//	{"game":"predict-the-winner","answer":true,"winner":"first","first":234,"second":12,"differential":222}
//
// "answer" is in LeetCode's type (true, 10, "Tie"); the result's members
// follow the game's kind ([Spec.AppendResultJSON]): a win/lose game
// has "winner" and "remoteness" (when known) and no "first", "second" or
// "differential", a solo game only "score". "grundy" follows them when
// the start knows its Grundy value (an impartial game, [Impartial]:
// where explain shows one). "line" is added when the line
// was asked for: [{"player":1,"take":"left","index":0,"value":1}, ...],
// "take" the move as its JSON (stone-game-vi's stone index) or its text,
// "count" added for a move that takes several items. It is written by
// hand, without reflection, because batch output calls it once per case.
func (s Solution) AppendJSON(b []byte) []byte {
	b, _ = s.appendJSON(b, nil)
	return b
}

// WriteJSON writes AppendJSON's object and a newline to w, flushing buf
// (which it returns, grown, for reuse) every few thousand moves, so that a
// line of 10^7 moves needs no buffer of its size.
func (s Solution) WriteJSON(w io.Writer, buf []byte) ([]byte, error) {
	b, err := s.appendJSON(buf[:0], w)
	if err != nil {
		return b, err
	}
	b = append(b, '\n')
	_, err = w.Write(b)
	return b, err
}

// appendJSON appends the object to b; with a writer w, it writes b out and
// empties it whenever the moves of the line fill 64 KiB.
func (s Solution) appendJSON(b []byte, w io.Writer) ([]byte, error) {
	b = s.appendHead(b)
	if s.Line != nil {
		b = append(b, `,"line":[`...)
		for k, st := range s.Line {
			if k > 0 {
				b = append(b, ',')
			}
			b = AppendStep(b, st)
			if w != nil && len(b) >= 64<<10 {
				if _, err := w.Write(b); err != nil {
					return b, err
				}
				b = b[:0]
			}
		}
		b = append(b, ']')
	}
	return append(b, '}'), nil
}

// appendHead appends the object up to the line, without the closing
// brace: the result's members by the game's kind are
// [Spec.AppendResultJSON]'s.
func (s Solution) appendHead(b []byte) []byte {
	b = append(b, `{"game":"`...)
	b = append(b, s.Game.Name...)
	b = append(b, `","answer":`...)
	b = s.Answer().AppendJSON(b)
	b = append(b, ',')
	b = s.Game.AppendResultJSON(b, s.Result)
	if s.hasGrundy {
		b = append(b, `,"grundy":`...)
		b = strconv.AppendUint(b, s.grundy, 10)
	}
	return b
}

// AppendStep appends one move of a line as a JSON object:
// {"player":1,"take":"left","index":0,"value":1}.
func AppendStep(b []byte, st Step) []byte {
	b = append(b, `{"player":`...)
	b = strconv.AppendInt(b, int64(st.Player), 10)
	b = append(b, `,"take":`...)
	b = AppendMove(b, st.Move)
	b = append(b, `,"index":`...)
	b = strconv.AppendInt(b, int64(st.Index), 10)
	if st.Count > 1 {
		b = append(b, `,"count":`...)
		b = strconv.AppendInt(b, int64(st.Count), 10)
	}
	b = append(b, `,"value":`...)
	b = strconv.AppendInt(b, st.Gain, 10)
	return append(b, '}')
}

// MarshalJSON returns AppendJSON's object.
func (s Solution) MarshalJSON() ([]byte, error) { return s.AppendJSON(nil), nil }

// JSONMove is a move that appends its own JSON value, without reflection:
// the moves of long lines implement it.
type JSONMove interface {
	AppendJSON(b []byte) []byte
}

// AppendMove appends move m as a JSON value: its AppendJSON, else its
// MarshalJSON or MarshalText (through encoding/json), else its String as
// a JSON string. The result is valid JSON whatever the move does.
func AppendMove(b []byte, m Move) []byte {
	if j, ok := m.(JSONMove); ok {
		return j.AppendJSON(b)
	}
	take, err := json.Marshal(m)
	if err != nil || !json.Valid(take) {
		take, _ = json.Marshal(m.String())
	}
	return append(b, take...)
}
