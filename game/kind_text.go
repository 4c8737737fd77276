package game

import (
	"fmt"
	"strconv"
	"strings"
)

// textKind is string: characters from the parameter's Alphabet (any
// printable ASCII character without one), LeetCode's currentState =
// "++++".
type textKind struct{}

var textTypes = typeNames("str", "string", "string", "string", "String")

func (textKind) name() string              { return "string" }
func (textKind) article() string           { return "a string" }
func (textKind) example() string           { return `"++--"` }
func (textKind) syntax() Syntax            { return Chars }
func (textKind) unit() string              { return "characters" }
func (textKind) takes() []string           { return []string{"min_len", "max_len", "alphabet"} }
func (textKind) typeIn(lang string) string { return textTypes(lang) }

func (textKind) constraint(p Param) string {
	s := lengthConstraint(p.Name, p.MinLen, p.MaxLen)
	if p.Alphabet != "" {
		s += fmt.Sprintf(", %s[i] is %s", p.Name, orList(p.Alphabet))
	}
	return s
}

func (textKind) check(p Param, a Arg) error {
	if err := checkLength(p, len(a.text)); err != nil {
		return err
	}
	return p.checkChars(a.text, p.Name, nil)
}

// checkChars checks that s, the value of p at index named name, holds
// only characters of p's alphabet.
func (p Param) checkChars(s, name string, index []int) error {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !p.allows(c) {
			return paramErrorf(p, append(index[:len(index):len(index)], i), "%s[%d] = %s is not %s", name, i, quoteCharAt(s, i), p.alphabetWords())
		}
	}
	return nil
}

func (textKind) appendValue(b []byte, a Arg) []byte { return appendJSONString(b, a.text) }

func (textKind) fromValue(p Param, v any) (Arg, error) {
	s, ok := v.(string)
	if !ok {
		return Arg{}, paramErrorf(p, nil, "%s is not a string", jsonWhat(v))
	}
	return TextOf(s), nil
}

func (textKind) value(a Arg) any   { return a.text }
func (textKind) length(a Arg) int  { return len(a.text) }
func (textKind) numbers(a Arg) int { return 0 }

func (textKind) make(p Param, n int, pick func(slot Slot, lo, hi int64, i int) int64) Arg {
	return TextOf(p.makeString(max(n, p.MinLen), pick))
}

// makeString draws a string of n characters of p's alphabet ("ab"
// without one).
func (p Param) makeString(n int, pick func(slot Slot, lo, hi int64, i int) int64) string {
	alphabet := p.Alphabet
	if alphabet == "" {
		alphabet = "ab"
	}
	top := int64(len(alphabet) - 1)
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[clamp(pick(Char, 0, top, i), 0, top)]
	}
	return string(b)
}

func (textKind) describe(p Param, a Arg, _ int) string {
	return fmt.Sprintf("%s = %s (%d %s)", p.Name, a.AppendValue(nil), len(a.text), Plural(len(a.text), "character"))
}

func (textKind) shrinkSize(args Args, k int, try func(Args) bool) bool {
	s := args[k].text
	return removals(len(s), func(i, j int) bool { return try(with(args, k, TextOf(s[:i]+s[j:]))) })
}

// shrinkValues tries each character changed to each earlier one of the
// alphabet.
func (textKind) shrinkValues(args Args, k int, p Param, try func(Args) bool) bool {
	return shrinkChars(args[k].text, p, func(s string) bool { return try(with(args, k, TextOf(s))) })
}

func shrinkChars(s string, p Param, try func(string) bool) bool {
	for i := 0; i < len(s); i++ {
		for _, c := range earlier(p.Alphabet, s[i]) {
			if !try(s[:i] + string(c) + s[i+1:]) {
				return false
			}
		}
	}
	return true
}

// shrinkTogether sets each run of characters, not all of them the first,
// to the alphabet's first.
func (textKind) shrinkTogether(args Args, k int, p Param, try func(Args) bool) bool {
	return charRuns(args[k].text, p, func(s string) bool { return try(with(args, k, TextOf(s))) })
}

func charRuns(s string, p Param, try func(string) bool) bool {
	first := firstChar(p)
	if len(s) > 2*manyItems {
		return true
	}
	for run := len(s); run >= 2; run-- {
		for i := 0; i+run <= len(s); i++ {
			b := []byte(s)
			changed := false
			for j := i; j < i+run; j++ {
				changed = changed || b[j] != first
				b[j] = first
			}
			if changed && !try(string(b)) {
				return false
			}
		}
	}
	return true
}

func (textKind) minimal(p Param, a Arg) (bool, int64) {
	return len(a.text) <= p.MinLen && allChars(a.text, firstChar(p)), 0
}

func allChars(s string, c byte) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != c {
			return false
		}
	}
	return true
}

func (textKind) places(p Param, a Arg, k int) []Place {
	chars := p.Alphabet
	if chars == "" {
		chars = printable
	}
	ps := make([]Place, len(a.text))
	for i := range ps {
		ps[i] = Place{Name: p.Name + "[" + itoa(i) + "]", Lo: 0, Hi: int64(len(chars) - 1), k: k, i: i, chars: chars}
	}
	return ps
}

func (textKind) placeValue(pl Place, a Arg) int64 { return charIndex(pl.chars, a.text[pl.i]) }

func (textKind) placeWith(pl Place, a *Arg, v int64) { a.text = setChar(a.text, pl, v) }

// charIndex returns c's index in chars, or -1.
func charIndex(chars string, c byte) int64 {
	for x := range len(chars) {
		if chars[x] == c {
			return int64(x)
		}
	}
	return -1
}

// setChar returns s with its character at pl.i the v-th of pl.chars
// (clamped).
func setChar(s string, pl Place, v int64) string {
	b := []byte(s)
	b[pl.i] = pl.chars[clamp(v, 0, int64(len(pl.chars)-1))]
	return string(b)
}

func (textKind) size(a Arg) (int, bool)         { return len(a.text), true }
func (textKind) sizes(p Param) (int, int, bool) { return lengthSizes(p) }

// pastLimit repeats like's text, or the alphabet's first character.
func (textKind) pastLimit(p Param, like Arg, most int) (Arg, bool) {
	s := like.text
	if s == "" {
		s = p.firstChar()
	}
	n := p.Limit + 1
	if n > int64(most) {
		return Arg{}, false
	}
	return TextOf(strings.Repeat(s, int(n)/len(s)+1)[:n]), true
}

func (textKind) repeat(p Param, v string) string { return strconv.Quote(p.firstChar()) + "*" + v }

// firstChar returns the first character p's alphabet allows: "a" when any
// printable character is allowed.
func (p Param) firstChar() string {
	if p.Alphabet == "" {
		return "a"
	}
	return p.Alphabet[:1]
}
