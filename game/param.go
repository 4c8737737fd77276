package game

import (
	"fmt"
	"math"
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

// ParamKind is the type of one parameter of an instance, as LeetCode names
// it.
type ParamKind uint8

const (
	List ParamKind = iota // integer[]: a list of integers
	Int                   // integer: one integer
	Text                  // string: characters from the parameter's Alphabet
	Grid                  // integer[][]: rows of integers (a graph's adjacency lists, a grid)
)

// String returns LeetCode's name of the kind: "integer[]", "integer",
// "string" or "integer[][]".
func (k ParamKind) String() string {
	switch k {
	case Int:
		return "integer"
	case Text:
		return "string"
	case Grid:
		return "integer[][]"
	}
	return "integer[]"
}

// ParseParamKind reads a kind by its LeetCode name, as a rules file
// declares it.
func ParseParamKind(s string) (ParamKind, error) {
	for _, k := range []ParamKind{List, Int, Text, Grid} {
		if s == k.String() {
			return k, nil
		}
	}
	return 0, fmt.Errorf("%q is not a parameter kind: use \"integer\", \"integer[]\", \"string\" or \"integer[][]\"", s)
}

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
	// RowMin and RowMax bound the length of each row of a grid; RowMax 0
	// means no stated bound.
	RowMin, RowMax int
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
func (p Param) Constraint() string {
	length := func(name string, lo, hi int) string {
		s := fmt.Sprintf("%d <= %s.length", lo, name)
		if hi > 0 {
			s += " <= " + strconv.Itoa(hi)
		}
		return s
	}
	switch p.Kind {
	case Int:
		return fmt.Sprintf("%s <= %s <= %s", bound(p.Min), p.Name, bound(p.Max))
	case Text:
		s := length(p.Name, p.MinLen, p.MaxLen)
		if p.Alphabet != "" {
			s += fmt.Sprintf(", %s[i] is %s", p.Name, orList(p.Alphabet))
		}
		return s
	case Grid:
		s := length(p.Name, p.MinLen, p.MaxLen)
		if p.RowMin > 0 || p.RowMax > 0 {
			s += ", " + length(p.Name+"[i]", p.RowMin, p.RowMax)
		}
		return s + fmt.Sprintf(", %s <= %s[i][j] <= %s", bound(p.Min), p.Name, bound(p.Max))
	}
	return length(p.Name, p.MinLen, p.MaxLen) + fmt.Sprintf(", %s <= %s[i] <= %s", bound(p.Min), p.Name, bound(p.Max))
}

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
		return fmt.Errorf("%s is %s, not %s", p.Name, article(p.Kind), article(a.kind))
	}
	if n := a.Len(); p.Kind != Int && (n < p.MinLen || p.MaxLen > 0 && n > p.MaxLen) {
		return fmt.Errorf("%s.length = %d is outside %s", p.Name, n, p.Constraint())
	}
	switch p.Kind {
	case Int:
		if x := a.Int(); x < p.Min || x > p.Max {
			return fmt.Errorf("%s = %d is outside %s", p.Name, x, p.Constraint())
		}
	case List:
		for i, x := range a.ints {
			if x < p.Min || x > p.Max {
				return fmt.Errorf("%s[%d] = %d is outside %s", p.Name, i, x, p.Constraint())
			}
		}
	case Text:
		for i := 0; i < len(a.text); i++ {
			if c := a.text[i]; !p.allows(c) {
				return fmt.Errorf("%s[%d] = %s is not %s", p.Name, i, quoteCharAt(a.text, i), p.alphabetWords())
			}
		}
	case Grid:
		for i, row := range a.grid {
			if len(row) < p.RowMin || p.RowMax > 0 && len(row) > p.RowMax {
				return fmt.Errorf("%s[%d].length = %d is outside %s", p.Name, i, len(row), p.Constraint())
			}
			for j, x := range row {
				if x < p.Min || x > p.Max {
					return fmt.Errorf("%s[%d][%d] = %d is outside %s", p.Name, i, j, x, p.Constraint())
				}
			}
		}
	}
	return nil
}

// OverLimit returns the error for a value of p past its Limit, of size n:
// "stoneValue has more than 5000 numbers: stone-game-v's solver takes at
// most 5000 (its tables grow as n²)". why says the reason, in a few words
// after the colon (p.LimitWhy, most often); it may be empty. For a list, a
// string or a grid, n is not in the message: a reader stops at the first
// item past the limit and does not know how many follow.
func (p Param) OverLimit(n int64, why string) error {
	var s string
	switch p.Kind {
	case Int:
		s = fmt.Sprintf("%s = %d is more than %d", p.Name, n, p.Limit)
	case Text:
		s = fmt.Sprintf("%s has more than %d characters", p.Name, p.Limit)
	case Grid:
		s = fmt.Sprintf("%s has more than %d rows", p.Name, p.Limit)
	default:
		s = fmt.Sprintf("%s has more than %d numbers", p.Name, p.Limit)
	}
	if why != "" {
		s += ": " + why
	}
	return fmt.Errorf("%s", s)
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

// article names a kind with its article, for messages: "an integer", "a
// list of integers", "a string", "a list of lists of integers".
func article(k ParamKind) string {
	switch k {
	case Int:
		return "an integer"
	case Text:
		return "a string"
	case Grid:
		return "a list of lists of integers"
	}
	return "a list of integers"
}

// Article names p's kind with its article for messages: "an integer", "a
// list of integers", "a string", "a list of lists of integers".
func (p Param) Article() string { return article(p.Kind) }

// Arg is the value of one parameter: an integer, a list, a string or a
// grid, the kind saying which. Build one with [IntOf], [ListOf], [TextOf]
// or [GridOf]; the zero Arg is an empty list. An Arg shares the slices it
// was built from: [Arg.Clone] copies them.
type Arg struct {
	kind ParamKind
	ints []int64   // a list's items, or an integer as one item
	text string    // a string
	grid [][]int64 // a grid's rows
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
func (a Arg) Len() int {
	switch a.kind {
	case Text:
		return len(a.text)
	case Grid:
		return len(a.grid)
	}
	return len(a.ints)
}

// Size returns a's size for budgets and for the n of a [Cost]: the length
// of a list, a string or a grid, or an integer's value (0 if negative,
// capped at math.MaxInt).
func (a Arg) Size() int {
	if a.kind == Int {
		return int(min(max(a.Int(), 0), math.MaxInt))
	}
	return a.Len()
}

// Numbers returns how many numbers a holds: the items of a list or a grid,
// 1 for an integer, 0 for a string. Budgets of memory use it.
func (a Arg) Numbers() int {
	if a.kind == Grid {
		n := 0
		for _, r := range a.grid {
			n += len(r)
		}
		return n
	}
	return len(a.ints)
}

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
	return c
}

// Equal reports whether a and b are the same value of the same kind.
func (a Arg) Equal(b Arg) bool {
	if a.kind != b.kind || a.text != b.text || len(a.ints) != len(b.ints) || len(a.grid) != len(b.grid) {
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
func (a Arg) AppendValue(b []byte) []byte {
	switch a.kind {
	case Int:
		return strconv.AppendInt(b, a.Int(), 10)
	case Text:
		return appendJSONString(b, a.text)
	case Grid:
		b = append(b, '[')
		for i, r := range a.grid {
			if i > 0 {
				b = append(b, ',')
			}
			b = appendInts(b, r, ",")
		}
		return append(b, ']')
	}
	return appendInts(b, a.ints, ",")
}

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
		if a.kind != Int {
			if !lengths {
				n, lengths = 0, true
			}
			n = max(n, a.Len())
		} else if !lengths {
			n = max(n, a.Size())
		}
	}
	return n
}

// Length returns the length of the instance's longest list, string or
// grid, and false when it has none (a game of integers alone, whose line
// may be far longer than its input: nim-game's heap of 2^31 − 1).
func (args Args) Length() (n int, ok bool) {
	for _, a := range args {
		if a.kind != Int {
			n, ok = max(n, a.Len()), true
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
	}
	return n
}

// Sizes returns the sizes p allows under LeetCode's constraints, as
// [Param.Make] takes them: an integer's values [Min, Max], or the lengths
// [MinLen, MaxLen] of a list, a string or a grid, capped to the 32-bit
// range; hi is -1 when no bound is stated. own is true for an integer,
// whose size is its own, while the lengths of a game's lists, strings and
// grids are drawn together (stone-game-vi's two lists have one length).
func (p Param) Sizes() (lo, hi int, own bool) {
	if p.Kind == Int {
		return int(max(p.Min, math.MinInt32)), int(min(p.Max, math.MaxInt32)), true
	}
	if p.MaxLen <= 0 {
		return p.MinLen, -1, false
	}
	return p.MinLen, p.MaxLen, false
}

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
	clamp := func(x, lo, hi int64) int64 { return min(max(x, lo), hi) }
	if p.Kind == Int {
		return IntOf(clamp(int64(n), p.Min, p.Max))
	}
	n = max(n, p.MinLen)
	switch p.Kind {
	case Text:
		alphabet := p.Alphabet
		if alphabet == "" {
			alphabet = "ab"
		}
		top := int64(len(alphabet) - 1)
		b := make([]byte, n)
		for i := range b {
			b[i] = alphabet[clamp(pick(Char, 0, top, i), 0, top)]
		}
		return TextOf(string(b))
	case Grid:
		rows := make([][]int64, n)
		rowHi := int64(p.RowMax)
		if rowHi <= 0 {
			rowHi = int64(max(n, p.RowMin))
		}
		for k := range rows {
			m := clamp(pick(RowLen, int64(p.RowMin), rowHi, k), int64(p.RowMin), rowHi)
			rows[k] = make([]int64, m)
			for j := range rows[k] {
				rows[k][j] = clamp(pick(Item, p.Min, p.Max, j), p.Min, p.Max)
			}
		}
		return GridOf(rows...)
	}
	xs := make([]int64, n)
	for i := range xs {
		xs[i] = clamp(pick(Item, p.Min, p.Max, i), p.Min, p.Max)
	}
	return ListOf(xs...)
}

// Describe states a for a sentence, with p's name: "n = 7", "piles, 4
// numbers: 5 3 4 5", "currentState = \"++++\" (4 characters)", "graph,
// 3 rows: [1,2] [0] [0]". Past 2·edge+4 items (or rows), the middle is
// elided: "1 2 … (96 more) … 99 100".
func (p Param) Describe(a Arg, edge int) string {
	switch a.kind {
	case Int:
		return p.Name + " = " + Num(a.Int())
	case Text:
		return fmt.Sprintf("%s = %s (%d %s)", p.Name, a.AppendValue(nil), len(a.text), Plural(len(a.text), "character"))
	case Grid:
		parts := make([]string, len(a.grid))
		for i, r := range a.grid {
			parts[i] = string(appendInts(nil, r, ","))
		}
		return fmt.Sprintf("%s, %d %s: %s", p.Name, len(a.grid), Plural(len(a.grid), "row"), elide(parts, edge))
	}
	return fmt.Sprintf("%s, %d %s: %s", p.Name, len(a.ints), Plural(len(a.ints), "number"), Abbrev(a.ints, edge))
}

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

// TypeIn returns the kind's type in a language's LeetCode signature:
// Python "List[int]", Go "[]int", C++ "vector<int>&", JavaScript
// "number[]", Java "int[]" for integer[]; "" for a language it does not
// know (see [Languages]).
func (k ParamKind) TypeIn(lang string) string {
	names := map[string][4]string{
		//            List                  Int        Text       Grid
		"python":     {"List[int]", "int", "str", "List[List[int]]"},
		"go":         {"[]int", "int", "string", "[][]int"},
		"cpp":        {"vector<int>&", "int", "string", "vector<vector<int>>&"},
		"javascript": {"number[]", "number", "string", "number[][]"},
		"java":       {"int[]", "int", "String", "int[][]"},
	}
	n, ok := names[lang]
	if !ok {
		return ""
	}
	return n[k]
}

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
