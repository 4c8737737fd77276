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

// Answerer is a position whose answer depends on more than the result:
// on its instance or its Grundy value (a rules file's answer(o, …) that
// takes the instance's parameters by name, or reads o.grundy). AnswerOf
// returns the answer of r, the result of optimal play from the position,
// in LeetCode's type. Front ends ask for it through [Spec.AnswerAt].
type Answerer interface {
	AnswerOf(r Result) Answer
}

// AnswerAt returns the answer of r, the result of optimal play from p:
// p's own when p is an [Answerer], s.Answer(r) otherwise. Every front end
// that has the position asks here, so that an answer that reads the
// instance is right.
func (s *Spec) AnswerAt(p Position, r Result) Answer {
	if a, ok := p.(Answerer); ok {
		return a.AnswerOf(r)
	}
	return s.Answer(r)
}
