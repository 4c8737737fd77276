package game

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// This file is the one home of an instance's parameters: their kinds (the
// types LeetCode gives them), their constraints, their values ([Arg]) and
// everything a front end does with one, except reading text, which is the
// reader's (package internal/input reads every notation of every kind).
// A front end never switches on a parameter's kind: it asks the methods
// here.

// Param is one parameter of a game's instance, with LeetCode's name and
// constraints. The constraints are LeetCode's promises, which user
// solutions may rely on (check generates within them); a game's solver
// accepts every instance whose rules still make sense, up to its Limit,
// and [Spec.New] says when one does not.
type Param struct {
	Name string    // LeetCode's name: "piles", "n", "aliceValues", "currentState"
	Kind ParamKind // its type
	// MinLen and MaxLen bound the length of a list, a string or a grid
	// (its rows) under LeetCode's constraints; MaxLen 0 means no stated
	// bound.
	MinLen, MaxLen int
	// Min and Max bound each integer: the integer itself, a list's items,
	// a grid's cells. A string has none.
	Min, Max int64
	// Alphabet lists the characters a string may hold ("+-"); empty means
	// any printable ASCII character.
	Alphabet string
	// RowMin and RowMax bound the length of each row of a grid (each
	// string of a string[]); RowMax 0 means no stated bound.
	RowMin, RowMax int
	// Distinct, for a binary tree, says its values are 1 to n, each
	// once, n its number of nodes (LeetCode 1145's constraint).
	Distinct bool
	// Limit, when > 0, is the most the game's solver takes, beyond
	// LeetCode's constraints: the length of a list, string or grid, or the
	// value of an integer (stone-game-v: 5000 stones). A reader refuses an
	// instance past it as soon as it is passed, with [Param.OverLimit]'s
	// error, without reading the rest.
	Limit int64
	// LimitWhy says why the solver stops at Limit, in a few words after
	// the colon of OverLimit's message: "the solver keeps two tables of
	// n(n+1)/2 eight-byte values (190 MiB at 5000 stones)".
	LimitWhy string
}

// Constraint states p's constraints as LeetCode writes them: "1 <=
// piles.length <= 500, 1 <= piles[i] <= 500", "1 <= n <= 1000",
// "1 <= currentState.length <= 60, currentState[i] is '+' or '-'".
func (p Param) Constraint() string { return p.Kind.ops().constraint(p) }

// orList writes the characters of an alphabet for a sentence: "'+' or '-'",
// "'a', 'b' or 'c'", a run of four or more consecutive characters as a
// range: "'a' to 'z'", "'0' to '9' or '?'".
func orList(alphabet string) string {
	var qs []string
	rs := []rune(alphabet)
	for i := 0; i < len(rs); {
		j := i + 1
		for j < len(rs) && rs[j] == rs[j-1]+1 {
			j++
		}
		if j-i >= 4 {
			qs = append(qs, "'"+string(rs[i])+"' to '"+string(rs[j-1])+"'")
			i = j
			continue
		}
		qs = append(qs, "'"+string(rs[i])+"'")
		i++
	}
	if len(qs) == 1 {
		return qs[0]
	}
	return strings.Join(qs[:len(qs)-1], ", ") + " or " + qs[len(qs)-1]
}

// bound writes a bound the way LeetCode does for the usual extremes.
func bound(x int64) string {
	switch x {
	case math.MaxInt32:
		return "2^31 - 1"
	case math.MinInt32:
		return "-2^31"
	}
	return strconv.FormatInt(x, 10)
}

// Check reports whether a meets p's constraints, with an error that names
// the first value that does not and the constraint it breaks:
// "piles[4] = 0 is outside 1 <= piles[i] <= 500",
// "currentState[2] = 'x' is not '+' or '-'". A value of another kind is
// an error too. It costs O(size of a).
func (p Param) Check(a Arg) error {
	if a.kind != p.Kind {
		return &ParamError{Param: p.Name, Err: fmt.Errorf("%s is %s, not %s", p.Name, p.Kind.Article(), a.kind.Article())}
	}
	return p.Kind.ops().check(p, a)
}

// OverLimit returns the error for a value of p past its Limit, of size n:
// "stoneValue has more than 5000 numbers: stone-game-v's solver takes at
// most 5000 (its tables grow as n²)". why says the reason, in a few words
// after the colon (p.LimitWhy, most often); it may be empty. For a list, a
// string or a grid, n is not in the message: a reader stops at the first
// item past the limit and does not know how many follow.
func (p Param) OverLimit(n int64, why string) error {
	var s string
	if u := p.Kind.ops().unit(); u != "" {
		s = fmt.Sprintf("%s has more than %d %s", p.Name, p.Limit, u)
	} else {
		s = fmt.Sprintf("%s = %d is more than %d", p.Name, n, p.Limit)
	}
	if why != "" {
		s += ": " + why
	}
	return &ParamError{Param: p.Name, Err: errors.New(s)}
}

// allows reports whether a string parameter may hold character c.
func (p Param) allows(c byte) bool {
	if p.Alphabet == "" {
		return c >= ' ' && c <= '~'
	}
	return strings.IndexByte(p.Alphabet, c) >= 0
}

// alphabetWords names the characters a string may hold.
func (p Param) alphabetWords() string {
	if p.Alphabet == "" {
		return "a printable ASCII character"
	}
	return orList(p.Alphabet)
}

// quoteCharAt quotes the character that starts at byte i of s for a
// message: the whole rune where s holds one there ('ü', not the 'Ã' of its
// first byte), or the byte in hex ('\xc3') where it is not UTF-8.
func quoteCharAt(s string, i int) string {
	if s[i] < utf8.RuneSelf {
		return quoteChar(s[i])
	}
	if r, size := utf8.DecodeRuneInString(s[i:]); r != utf8.RuneError || size > 1 {
		return strconv.QuoteRune(r)
	}
	return fmt.Sprintf(`'\x%02x'`, s[i])
}

func quoteChar(c byte) string {
	if c >= ' ' && c <= '~' && c != '\'' {
		return "'" + string(c) + "'"
	}
	return strconv.QuoteRune(rune(c))
}

// Article names p's kind with its article for messages: "an integer", "a
// list of integers", "a string", "a list of lists of integers".
func (p Param) Article() string { return p.Kind.Article() }

// Arg is the value of one parameter: an integer, a list, a string or a
// grid, the kind saying which. Build one with [IntOf], [ListOf], [TextOf]
// or [GridOf]; the zero Arg is an empty list. An Arg shares the slices it
// was built from: [Arg.Clone] copies them.
type Arg struct {
	kind ParamKind
	ints []int64    // a list's items, or an integer as one item
	text string     // a string
	grid [][]int64  // a grid's rows
	strs []string   // a string[]'s strings
	tree []TreeNode // a binary tree's nodes, the root first
}

// IntOf returns the integer x as an Arg.
func IntOf(x int64) Arg { return Arg{kind: Int, ints: []int64{x}} }

// ListOf returns the list xs as an Arg; it keeps xs, not a copy.
func ListOf(xs ...int64) Arg { return Arg{kind: List, ints: xs} }

// TextOf returns the string s as an Arg.
func TextOf(s string) Arg { return Arg{kind: Text, text: s} }

// GridOf returns the grid of rows as an Arg; it keeps rows, not a copy.
func GridOf(rows ...[]int64) Arg { return Arg{kind: Grid, grid: rows} }

// Kind returns the kind of a.
func (a Arg) Kind() ParamKind { return a.kind }

// Int returns an integer's value (0 for another kind).
func (a Arg) Int() int64 {
	if a.kind != Int || len(a.ints) == 0 {
		return 0
	}
	return a.ints[0]
}

// List returns a list's items, shared with a (nil for another kind).
func (a Arg) List() []int64 {
	if a.kind != List {
		return nil
	}
	return a.ints
}

// Text returns a string's value ("" for another kind).
func (a Arg) Text() string { return a.text }

// Grid returns a grid's rows, shared with a (nil for another kind).
func (a Arg) Grid() [][]int64 { return a.grid }

// Len returns the length of a list, a string or a grid (its rows), and 1
// for an integer.
func (a Arg) Len() int { return a.kind.ops().length(a) }

// Size returns a's size for budgets and for the n of a [Cost]: the length
// of a list, a string or a grid, or an integer's value (0 if negative,
// capped at math.MaxInt).
func (a Arg) Size() int {
	n, _ := a.kind.ops().size(a)
	return n
}

// Numbers returns how many numbers a holds: the items of a list or a grid,
// 1 for an integer, 0 for a string. Budgets of memory use it.
func (a Arg) Numbers() int { return a.kind.ops().numbers(a) }

// Clone returns a copy of a that shares no memory with it.
func (a Arg) Clone() Arg {
	c := a
	if a.ints != nil {
		c.ints = append([]int64(nil), a.ints...)
	}
	if a.grid != nil {
		c.grid = make([][]int64, len(a.grid))
		for i, r := range a.grid {
			c.grid[i] = append([]int64{}, r...)
		}
	}
	if a.strs != nil {
		c.strs = slices.Clone(a.strs)
	}
	if a.tree != nil {
		c.tree = slices.Clone(a.tree)
	}
	return c
}

// Equal reports whether a and b are the same value of the same kind.
func (a Arg) Equal(b Arg) bool {
	if a.kind != b.kind || a.text != b.text || len(a.ints) != len(b.ints) || len(a.grid) != len(b.grid) || !slices.Equal(a.strs, b.strs) || !slices.Equal(a.tree, b.tree) {
		return false
	}
	for i, x := range a.ints {
		if b.ints[i] != x {
			return false
		}
	}
	for i, r := range a.grid {
		if len(r) != len(b.grid[i]) {
			return false
		}
		for j, x := range r {
			if b.grid[i][j] != x {
				return false
			}
		}
	}
	return true
}

// AppendValue appends a in LeetCode's notation, which is also its JSON and
// its line of the test-case box: 5, [1,5,2], "++--", [[2,5],[3]].
func (a Arg) AppendValue(b []byte) []byte { return a.kind.ops().appendValue(b, a) }

// String returns AppendValue's text.
func (a Arg) String() string { return string(a.AppendValue(nil)) }

// MarshalJSON returns AppendValue's text: a value of every kind is valid
// JSON as LeetCode writes it.
func (a Arg) MarshalJSON() ([]byte, error) { return a.AppendValue(nil), nil }

func appendInts(b []byte, xs []int64, sep string) []byte {
	b = append(b, '[')
	for i, x := range xs {
		if i > 0 {
			b = append(b, sep...)
		}
		b = strconv.AppendInt(b, x, 10)
	}
	return append(b, ']')
}

// Args are an instance's parameters, in the order of [Spec.Params].
type Args []Arg

// Clone returns a copy of args that shares no memory with it.
func (args Args) Clone() Args {
	c := make(Args, len(args))
	for i, a := range args {
		c[i] = a.Clone()
	}
	return c
}

// Equal reports whether args and other hold the same values.
func (args Args) Equal(other Args) bool {
	if len(args) != len(other) {
		return false
	}
	for i, a := range args {
		if !a.Equal(other[i]) {
			return false
		}
	}
	return true
}

// String returns the values in LeetCode's notation, separated by ", ":
// "[1,5,2], 3". [Spec.AppendNotation] adds the names.
func (args Args) String() string {
	var b []byte
	for i, a := range args {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = a.AppendValue(b)
	}
	return string(b)
}

// Size returns the size of an instance, the n of its [Cost]s: its longest
// list, string or grid, or, when it has none, its largest integer.
func (args Args) Size() int {
	n, lengths := 0, false
	for _, a := range args {
		m, length := a.kind.ops().size(a)
		if length && !lengths {
			n, lengths = 0, true
		}
		if length || !lengths {
			n = max(n, m)
		}
	}
	return n
}

// Length returns the length of the instance's longest list, string or
// grid, and false when it has none (a game of integers alone, whose line
// may be far longer than its input: nim-game's heap of 2^31 − 1).
func (args Args) Length() (n int, ok bool) {
	for _, a := range args {
		if m, length := a.kind.ops().size(a); length {
			n, ok = max(n, m), true
		}
	}
	return n, ok
}

// Numbers returns how many numbers the instance holds (see
// [Arg.Numbers]) plus the characters of its strings: the memory it takes,
// in items.
func (args Args) Numbers() int {
	n := 0
	for _, a := range args {
		n += a.Numbers() + len(a.text)
		for _, t := range a.strs {
			n += len(t)
		}
	}
	return n
}

// Sizes returns the sizes p allows under LeetCode's constraints, as
// [Param.Make] takes them: an integer's values [Min, Max], or the lengths
// [MinLen, MaxLen] of a list, a string or a grid, capped to the 32-bit
// range; hi is -1 when no bound is stated. own is true for an integer,
// whose size is its own, while the lengths of a game's lists, strings and
// grids are drawn together (stone-game-vi's two lists have one length).
func (p Param) Sizes() (lo, hi int, own bool) { return p.Kind.ops().sizes(p) }

// Slot says what [Param.Make] asks a value for.
type Slot uint8

const (
	Item   Slot = iota // an integer of a list or of a grid's row
	Char               // a string's character, as an index into the alphabet
	RowLen             // the length of a grid's row
)

// Make returns a value of p's kind of size n, its values within p's
// bounds: an integer n (clamped to [Min, Max]); a list of n items, a
// string of n characters or a grid of n rows (at least MinLen; a caller
// that wants LeetCode's constraints keeps n within MaxLen, as check does,
// while play may draw a row far longer than LeetCode allows). pick
// chooses each value in [lo, hi], in order, slot saying what it is for
// and i its index in its list, string or row (the row's index for a
// RowLen); a value outside [lo, hi] is clamped. It is how every random or
// edge-case instance is drawn (check, play, the web, tests): the caller's
// pick decides what kind of values, the kind decides the rest.
func (p Param) Make(n int, pick func(slot Slot, lo, hi int64, i int) int64) Arg {
	return p.Kind.ops().make(p, n, pick)
}

// Describe states a for a sentence, with p's name: "n = 7", "piles, 4
// numbers: 5 3 4 5", "currentState = \"++++\" (4 characters)", "graph,
// 3 rows: [1,2] [0] [0]". Past 2·edge+4 items (or rows), the middle is
// elided: "1 2 … (96 more) … 99 100".
func (p Param) Describe(a Arg, edge int) string { return a.kind.ops().describe(p, a, edge) }

// Abbrev writes xs separated by spaces, with true minus signs, the middle
// elided past 2·edge+4 numbers: "1 2 … (96 more) … 99 100".
func Abbrev(xs []int64, edge int) string {
	if len(xs) <= 2*edge+4 {
		var b []byte
		for i, x := range xs {
			if i > 0 {
				b = append(b, ' ')
			}
			b = AppendNum(b, x)
		}
		return string(b)
	}
	return Abbrev(xs[:edge], edge) + fmt.Sprintf(" … (%d more) … ", len(xs)-2*edge) + Abbrev(xs[len(xs)-edge:], edge)
}

// Elide returns s whole up to 100 bytes, else its first and last 40
// with the count of those between: "ABAB… … (420 more) … BBAB", for a
// Describe of a long row of letters or digits (ASCII: it cuts bytes).
func Elide(s string) string {
	const most, edge = 100, 40
	if n := len(s); n > most {
		return fmt.Sprintf("%s … (%d more) … %s", s[:edge], n-2*edge, s[n-edge:])
	}
	return s
}

func elide(parts []string, edge int) string {
	if len(parts) <= 2*edge+4 {
		return strings.Join(parts, " ")
	}
	return strings.Join(parts[:edge], " ") + fmt.Sprintf(" … (%d more) … ", len(parts)-2*edge) + strings.Join(parts[len(parts)-edge:], " ")
}

// Plural returns thing for one of it, else its plural: "move", "moves";
// "y" after a consonant becomes "ies".
func Plural(n int, thing string) string {
	if n == 1 || n == -1 {
		return thing
	}
	if k := len(thing); k > 1 && thing[k-1] == 'y' && !strings.ContainsRune("aeiou", rune(thing[k-2])) {
		return thing[:k-1] + "ies"
	}
	return thing + "s"
}

// Count returns "1 move", "3 moves": n and Plural(n, thing).
func Count(n int, thing string) string { return strconv.Itoa(n) + " " + Plural(n, thing) }

// Languages are the languages whose type names [ParamKind.TypeIn] knows,
// by the ids check uses: "python", "go", "cpp", "javascript", "java".
var Languages = []string{"python", "go", "cpp", "javascript", "java"}

// AnswerTypeIn returns a LeetCode answer type ("boolean", "int", "long"
// or "string", as [Spec.AnswerType] says) in a language's signature:
// Python "bool", Java "boolean", JavaScript "number" for an int; a long
// (a 64-bit integer) is Python "int", Go "int64", C++ "long long",
// JavaScript "number" and Java "long"; "" for a type or a language it
// does not know (see [Languages]).
func AnswerTypeIn(answerType, lang string) string {
	names := map[string][4]string{
		//            boolean    int       long         string
		"python":     {"bool", "int", "int", "str"},
		"go":         {"bool", "int", "int64", "string"},
		"cpp":        {"bool", "int", "long long", "string"},
		"javascript": {"boolean", "number", "number", "string"},
		"java":       {"boolean", "int", "long", "String"},
	}
	k := map[string]int{"boolean": 0, "int": 1, "long": 2, "string": 3}
	n, ok1 := names[lang]
	i, ok2 := k[answerType]
	if !ok1 || !ok2 {
		return ""
	}
	return n[i]
}
