package game

import (
	"fmt"
	"slices"
	"strings"
)

// stringsKind is string[]: a list of strings, LeetCode's grid =
// ["####F","#C...","M...."]. Each string holds characters of the
// parameter's Alphabet (any printable ASCII character without one), and
// its length is within RowMin and RowMax (the "row" of a grid of
// characters; RowMax 0 means no stated bound); MinLen and MaxLen bound how
// many strings there are.
type stringsKind struct{}

var stringsTypes = typeNames("List[str]", "[]string", "vector<string>&", "string[]", "String[]")

func (stringsKind) name() string              { return "string[]" }
func (stringsKind) article() string           { return "a list of strings" }
func (stringsKind) example() string           { return `["#C.","..M"]` }
func (stringsKind) syntax() Syntax            { return JSONValue }
func (stringsKind) unit() string              { return "strings" }
func (stringsKind) typeIn(lang string) string { return stringsTypes(lang) }
func (stringsKind) takes() []string {
	return []string{"min_len", "max_len", "alphabet", "row_min", "row_max"}
}

func (stringsKind) constraint(p Param) string {
	s := lengthConstraint(p.Name, p.MinLen, p.MaxLen)
	if p.RowMin > 0 || p.RowMax > 0 {
		s += ", " + lengthConstraint(p.Name+"[i]", p.RowMin, p.RowMax)
	}
	if p.Alphabet != "" {
		s += fmt.Sprintf(", %s[i][j] is %s", p.Name, orList(p.Alphabet))
	}
	return s
}

func (stringsKind) check(p Param, a Arg) error {
	if err := checkLength(p, len(a.strs)); err != nil {
		return err
	}
	for i, s := range a.strs {
		if len(s) < p.RowMin || p.RowMax > 0 && len(s) > p.RowMax {
			return paramErrorf(p, []int{i}, "%s[%d].length = %d is outside %s", p.Name, i, len(s), p.Constraint())
		}
		if err := p.checkChars(s, fmt.Sprintf("%s[%d]", p.Name, i), []int{i}); err != nil {
			return err
		}
	}
	return nil
}

func (stringsKind) appendValue(b []byte, a Arg) []byte {
	b = append(b, '[')
	for i, s := range a.strs {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendJSONString(b, s)
	}
	return append(b, ']')
}

func (stringsKind) fromValue(p Param, v any) (Arg, error) {
	if ss, ok := v.([]string); ok {
		return StringsOf(slices.Clone(ss)...), nil
	}
	xs, ok := v.([]any)
	if !ok {
		return Arg{}, paramErrorf(p, nil, "%s is not an array of strings", jsonWhat(v))
	}
	ss := make([]string, len(xs))
	for i, x := range xs {
		s, ok := x.(string)
		if !ok {
			return Arg{}, paramErrorf(p, []int{i}, "%s is not a string", jsonWhat(x))
		}
		ss[i] = s
	}
	return StringsOf(ss...), nil
}

func (stringsKind) value(a Arg) any   { return a.strs }
func (stringsKind) length(a Arg) int  { return len(a.strs) }
func (stringsKind) numbers(a Arg) int { return 0 }

// make draws n strings (at least MinLen), each of a length in [RowMin,
// RowMax] (RowMax, when not stated, n), picked as a RowLen.
func (stringsKind) make(p Param, n int, pick func(slot Slot, lo, hi int64, i int) int64) Arg {
	n = max(n, p.MinLen)
	rowHi := int64(p.RowMax)
	if rowHi <= 0 {
		rowHi = int64(max(n, p.RowMin))
	}
	ss := make([]string, n)
	for k := range ss {
		m := clamp(pick(RowLen, int64(p.RowMin), rowHi, k), int64(p.RowMin), rowHi)
		ss[k] = p.makeString(int(m), pick)
	}
	return StringsOf(ss...)
}

func (stringsKind) describe(p Param, a Arg, edge int) string {
	parts := make([]string, len(a.strs))
	for i, s := range a.strs {
		parts[i] = string(appendJSONString(nil, s))
	}
	return fmt.Sprintf("%s, %d %s: %s", p.Name, len(a.strs), Plural(len(a.strs), "string"), elide(parts, edge))
}

// shrinkSize removes strings, then a column (the same character of every
// string, when they are all as long: a grid stays a grid), then single
// characters.
func (stringsKind) shrinkSize(args Args, k int, try func(Args) bool) bool {
	ss := args[k].strs
	set := func(ts []string) bool { return try(with(args, k, StringsOf(ts...))) }
	if !removals(len(ss), func(i, j int) bool { return set(slices.Delete(slices.Clone(ss), i, j)) }) {
		return false
	}
	if len(ss) > 0 && !slices.ContainsFunc(ss, func(s string) bool { return len(s) != len(ss[0]) }) {
		for j := range len(ss[0]) {
			ts := make([]string, len(ss))
			for i, s := range ss {
				ts[i] = s[:j] + s[j+1:]
			}
			if !set(ts) {
				return false
			}
		}
	}
	for i, s := range ss {
		for j := range len(s) {
			ts := slices.Clone(ss)
			ts[i] = s[:j] + s[j+1:]
			if !set(ts) {
				return false
			}
		}
	}
	return true
}

func (stringsKind) shrinkValues(args Args, k int, p Param, try func(Args) bool) bool {
	return eachString(args, k, try, func(s string, t func(string) bool) bool { return shrinkChars(s, p, t) })
}

func (stringsKind) shrinkTogether(args Args, k int, p Param, try func(Args) bool) bool {
	return eachString(args, k, try, func(s string, t func(string) bool) bool { return charRuns(s, p, t) })
}

// eachString tries, for each string of args[k] in turn, the candidates
// shrink gives it, each in place of that string alone; it stops when try
// says to.
func eachString(args Args, k int, try func(Args) bool, shrink func(s string, try func(string) bool) bool) bool {
	ss := args[k].strs
	for i, s := range ss {
		ok := shrink(s, func(t string) bool {
			ts := slices.Clone(ss)
			ts[i] = t
			return try(with(args, k, StringsOf(ts...)))
		})
		if !ok {
			return false
		}
	}
	return true
}

func (stringsKind) minimal(p Param, a Arg) (bool, int64) {
	if len(a.strs) > p.MinLen {
		return false, 0
	}
	first := firstChar(p)
	for _, s := range a.strs {
		if len(s) > p.RowMin || !allChars(s, first) {
			return false, 0
		}
	}
	return true, 0
}

func (stringsKind) places(p Param, a Arg, k int) []Place {
	chars := p.Alphabet
	if chars == "" {
		chars = printable
	}
	var ps []Place
	for i, s := range a.strs {
		for j := range len(s) {
			ps = append(ps, Place{Name: p.Name + "[" + itoa(i) + "][" + itoa(j) + "]", Lo: 0, Hi: int64(len(chars) - 1), k: k, i: i, j: j, chars: chars})
		}
	}
	return ps
}

func (stringsKind) placeValue(pl Place, a Arg) int64 { return charIndex(pl.chars, a.strs[pl.i][pl.j]) }

func (stringsKind) placeWith(pl Place, a *Arg, v int64) {
	a.strs[pl.i] = setChar(a.strs[pl.i], Place{i: pl.j, chars: pl.chars}, v)
}

// StringsOf returns the strings ss as an Arg of kind [Strings]; it keeps
// ss, not a copy.
func StringsOf(ss ...string) Arg {
	if ss == nil {
		ss = []string{}
	}
	return Arg{kind: Strings, strs: ss}
}

// Strings returns a string[]'s strings, shared with a (nil for another
// kind).
func (a Arg) Strings() []string {
	if a.kind != Strings {
		return nil
	}
	return a.strs
}

func (stringsKind) size(a Arg) (int, bool)         { return len(a.strs), true }
func (stringsKind) sizes(p Param) (int, int, bool) { return lengthSizes(p) }

// pastLimit repeats like's first string, or the shortest p allows of its
// alphabet's first character.
func (stringsKind) pastLimit(p Param, like Arg, most int) (Arg, bool) {
	s := strings.Repeat(p.firstChar(), max(p.RowMin, 1))
	if len(like.strs) > 0 {
		s = like.strs[0]
	}
	ss, ok := repeated(s, p.Limit+1, 16+len(s), most)
	return StringsOf(ss...), ok
}

func (stringsKind) repeat(Param, string) string { return "" }
