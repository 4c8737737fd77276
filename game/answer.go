package game

import (
	"strconv"
)

// Answer is a game's answer in LeetCode's type: a boolean, an integer or a
// string ("Alice", "Bob", "Tie"). The zero Answer is the boolean false.
type Answer struct {
	kind answerKind
	b    bool
	i    int64
	s    string
}

type answerKind uint8

const (
	boolAnswer answerKind = iota
	intAnswer
	stringAnswer
)

// BoolAnswer returns the boolean answer b.
func BoolAnswer(b bool) Answer { return Answer{kind: boolAnswer, b: b} }

// AnswerFirstWins is the answer of a game whose question is "does the first
// player win?": true when the differential is positive (a win/lose game's
// is ±1, see [WinValue]). A Spec's Answer.
func AnswerFirstWins(r Result) Answer { return BoolAnswer(r.Differential > 0) }

// IntAnswer returns the integer answer i.
func IntAnswer(i int64) Answer { return Answer{kind: intAnswer, i: i} }

// TextAnswer returns the string answer s ("Alice").
func TextAnswer(s string) Answer { return Answer{kind: stringAnswer, s: s} }

// Value returns the answer as a Go value: a bool, an int64 or a string.
func (a Answer) Value() any {
	switch a.kind {
	case intAnswer:
		return a.i
	case stringAnswer:
		return a.s
	}
	return a.b
}

// String returns the answer as a person reads it and as [Example.Answer]
// writes it: true, 10, Alice (no quotes).
func (a Answer) String() string {
	switch a.kind {
	case intAnswer:
		return strconv.FormatInt(a.i, 10)
	case stringAnswer:
		return a.s
	}
	return strconv.FormatBool(a.b)
}

// AppendJSON appends the answer as a JSON value: true, 10 or "Alice".
func (a Answer) AppendJSON(b []byte) []byte {
	switch a.kind {
	case intAnswer:
		return strconv.AppendInt(b, a.i, 10)
	case stringAnswer:
		return appendJSONString(b, a.s)
	}
	return strconv.AppendBool(b, a.b)
}

// MarshalJSON returns AppendJSON's value.
func (a Answer) MarshalJSON() ([]byte, error) { return a.AppendJSON(nil), nil }

// appendJSONString appends s as a JSON string. strconv's quoting differs
// from JSON's only for bytes outside printable ASCII, which it writes as
// \x.. escapes JSON does not have: those are written as \u00.. here.
func appendJSONString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b = append(b, '\\', c)
		case c < 0x20:
			b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&15])
		default:
			b = append(b, c)
		}
	}
	return append(b, '"')
}

// Answerer is a position whose instance's answer is not a function of the
// result of its own game: Alice and Bob Playing Flower Game (LeetCode
// 3021) plays the one game (n, m), but its answer counts the games (x, y),
// 1 <= x <= n and 1 <= y <= m, that Alice wins. Answer returns that answer
// for result r of the position's game. Front ends ask [Spec.AnswerOf].
type Answerer interface {
	Answer(r Result) Answer
}

// AnswerOf returns the answer of the instance that p, a position of s,
// plays, whose result is r: p's own when p is an [Answerer], else
// s.Answer(r). Every front end that holds the position states the answer
// with it.
func (s *Spec) AnswerOf(p Position, r Result) Answer {
	if a, ok := p.(Answerer); ok {
		return a.Answer(r)
	}
	return s.Answer(r)
}
