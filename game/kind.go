package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// This file is what a parameter kind is: one type per kind, each in its
// own file (kind_list.go, kind_int.go, kind_text.go, kind_grid.go, ...),
// implementing [kindOps], every operation a front end needs on a value of
// that kind. [ParamKind] is the handle front ends hold; its zero value is
// [List]. Nothing outside this package switches on a kind: adding one is
// a file here (and its types in check's harness), and the test of every
// registered kind ([Kinds]) fails for a kind that misses an operation.

// ParamKind is the type of one parameter of an instance, as LeetCode names
// it: [List], [Int], [Text], [Grid], [Strings] or [Tree]. The zero
// ParamKind is List. ParamKinds compare with ==.
type ParamKind struct{ t kindOps }

// The kinds. They are variables (a ParamKind is a handle on a kind's
// type) and never change.
var (
	List    = ParamKind{}              // integer[]: a list of integers
	Int     = ParamKind{intKind{}}     // integer: one integer
	Text    = ParamKind{textKind{}}    // string: characters from the parameter's Alphabet
	Grid    = ParamKind{gridKind{}}    // integer[][]: rows of integers (a graph's adjacency lists, a grid)
	Strings = ParamKind{stringsKind{}} // string[]: strings, each of characters from the Alphabet
	Tree    = ParamKind{treeKind{}}    // TreeNode: a binary tree, in LeetCode's level order
)

// Kinds returns every kind, in the order LeetCode's names are listed in
// messages.
func Kinds() []ParamKind { return []ParamKind{Int, List, Text, Grid, Strings, Tree} }

// Syntax says how the reader of instances (package internal/input) reads
// a value of a kind; the kind decides it, the reader follows it.
type Syntax uint8

const (
	OneNumber Syntax = iota // one integer
	Numbers                 // integers in an array or a plain line; may stream
	Chars                   // a string, quoted or bare
	Rows                    // an array of arrays of integers
	JSONValue               // any other JSON value, read whole and given to [ParamKind.FromValue]
)

// kindOps is a kind's every operation. Its methods take the Param whose
// constraints apply and values of the kind.
type kindOps interface {
	name() string    // LeetCode's name: "integer[]"
	article() string // for messages: "a list of integers"
	example() string // a value for messages: "[1,5,233,7]"
	syntax() Syntax
	unit() string               // what a value's length counts: "numbers", "characters", "rows"
	takes() []string            // the constraints of a Param it uses, by a rules file's names
	typeIn(lang string) string  // the type in a LeetCode signature of check's language
	constraint(p Param) string  // LeetCode's constraint text
	check(p Param, a Arg) error // a within p's constraints
	appendValue(b []byte, a Arg) []byte
	fromValue(p Param, v any) (Arg, error) // from a JSON-shaped value
	value(a Arg) any                       // to a Go value: int64, string, []int64, [][]int64, []string
	length(a Arg) int                      // a list's, string's or grid's length; 1 for an integer
	numbers(a Arg) int                     // the numbers it holds, for budgets of memory
	make(p Param, n int, pick func(slot Slot, lo, hi int64, i int) int64) Arg
	describe(p Param, a Arg, edge int) string
	shrinkSize(args Args, k int, try func(Args) bool) bool
	shrinkValues(args Args, k int, p Param, try func(Args) bool) bool
	shrinkTogether(args Args, k int, p Param, try func(Args) bool) bool
	minimal(p Param, a Arg) (least bool, free int64) // at its least, or free above p.Min (an integer)
	places(p Param, a Arg, k int) []Place
	placeValue(pl Place, a Arg) int64
	placeWith(pl Place, a *Arg, v int64)
	size(a Arg) (n int, length bool) // its length, true; an integer's value, false
	sizes(p Param) (lo, hi int, own bool)
	pastLimit(p Param, like Arg, most int) (Arg, bool)
	repeat(p Param, v string) string
}

// ops returns k's operations.
func (k ParamKind) ops() kindOps {
	if k.t == nil {
		return listKind{}
	}
	return k.t
}

// String returns LeetCode's name of the kind: "integer[]", "integer",
// "string", "integer[][]", "string[]".
func (k ParamKind) String() string { return k.ops().name() }

// Syntax says how a reader reads a value of k.
func (k ParamKind) Syntax() Syntax { return k.ops().syntax() }

// Example returns a value of k for messages: "[1,5,233,7]", "5".
func (k ParamKind) Example() string { return k.ops().example() }

// Article names k with its article, for messages: "an integer", "a list
// of integers", "a string", "a list of lists of integers".
func (k ParamKind) Article() string { return k.ops().article() }

// TypeIn returns the kind's type in a language's LeetCode signature:
// Python "List[int]", Go "[]int", C++ "vector<int>&", JavaScript
// "number[]", Java "int[]" for integer[]; "" for a language it does not
// know (see [Languages]).
func (k ParamKind) TypeIn(lang string) string { return k.ops().typeIn(lang) }

// Takes reports whether a Param of kind k uses a constraint, named as a
// rules file's param() names it: "min", "max" (Min, Max), "min_len",
// "max_len" (MinLen, MaxLen), "alphabet", "row_min", "row_max".
func (k ParamKind) Takes(constraint string) bool { return slices.Contains(k.ops().takes(), constraint) }

// Unit returns what the length of a value of k counts, for messages:
// "numbers", "characters", "rows", "strings", "nodes"; "" for an
// integer, which has no length.
func (k ParamKind) Unit() string { return k.ops().unit() }

// PastLimit returns a value of p's kind just past p's Limit: an integer
// Limit + 1, or a value of Limit + 1 items made like like (a copy of its
// first item, where it has one: an official example's value), for a test
// that the game refuses it. It returns false when that value would take
// more than most bytes to build (front's 10^8 stones: 800 MB).
func (p Param) PastLimit(like Arg, most int) (Arg, bool) {
	return p.Kind.ops().pastLimit(p, like, most)
}

// Repeat returns an expression of a value of p whose size is the variable
// v, in the arithmetic of Python's lists and strings (which `stonegame
// table` reads): "v" for an integer, "[1]*v" for a list, `"+"*v` for a
// string, the items the least p allows; "" for a kind such an expression
// cannot write (a grid, a string[], a tree).
func (p Param) Repeat(v string) string { return p.Kind.ops().repeat(p, v) }

// FromValue returns the value of p's kind that v holds, v as JSON decodes
// into Go: int64 for a number (or float64 holding an integer), string,
// []any for an array, nil for null. It checks the shape, not p's
// constraints ([Param.Check] does); its error is a [*ParamError] naming
// the place.
func (p Param) FromValue(v any) (Arg, error) { return p.Kind.ops().fromValue(p, v) }

// Value returns a as a Go value: int64, string, []int64, [][]int64 or
// []string, a copy.
func (a Arg) Value() any { return a.kind.ops().value(a.Clone()) }

// ParseParamKind reads a kind by its LeetCode name, as a rules file
// declares it.
func ParseParamKind(s string) (ParamKind, error) {
	var names []string
	for _, k := range Kinds() {
		if s == k.String() {
			return k, nil
		}
		names = append(names, strconv.Quote(k.String()))
	}
	return ParamKind{}, fmt.Errorf("%q is not a parameter kind: use %s", s, orWords(names))
}

// orWords joins words with commas and a last "or".
func orWords(ws []string) string {
	if len(ws) <= 1 {
		return strings.Join(ws, "")
	}
	return strings.Join(ws[:len(ws)-1], ", ") + " or " + ws[len(ws)-1]
}

// ParamError is an error about one parameter's value, or a place in it:
// Param "piles", Index [4] for piles[4], Index [1 0] for graph[1][0].
// Its text names the place: "nums[3]: \"1.5\" is not an integer", or is
// Err's own where Err names it already ("piles[4] = 0 is outside ...").
// Front ends branch on it with errors.As, never on its text.
type ParamError struct {
	Param string
	Index []int // the place in the value, outermost first; nil for the whole value
	Err   error
}

// Where returns the place's name: "piles", "piles[4]", "graph[1][0]".
func (e *ParamError) Where() string {
	s := e.Param
	for _, i := range e.Index {
		s += "[" + strconv.Itoa(i) + "]"
	}
	return s
}

func (e *ParamError) Error() string {
	msg := e.Err.Error()
	if w := e.Where(); !strings.HasPrefix(msg, w) || len(msg) > len(w) && (msg[len(w)] == '[' || isNameByte(msg[len(w)])) {
		return w + ": " + msg
	}
	return msg
}

func isNameByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'z'
}

func (e *ParamError) Unwrap() error { return e.Err }

// paramErrorf returns a *ParamError about the place of p at index, its
// text the format's.
func paramErrorf(p Param, index []int, format string, args ...any) error {
	return &ParamError{Param: p.Name, Index: index, Err: fmt.Errorf(format, args...)}
}

// ErrNotJSON is the error of [ParseJSON] for text that is not one JSON
// value as LeetCode writes them.
var ErrNotJSON = errors.New("not a JSON value")

// Parse reads a value of p's kind from s, written as LeetCode writes it
// (its notation, which is its JSON and its line of the test-case box): 5,
// [1,5,2], "++--", [[2,5],[3]], ["ab","c"]. It checks the shape, not p's
// constraints. Errors are [*ParamError]s.
func (p Param) Parse(s string) (Arg, error) {
	v, err := ParseJSON(s)
	if err != nil {
		return Arg{}, &ParamError{Param: p.Name, Err: err}
	}
	return p.FromValue(v)
}

// ParseJSON reads one JSON value of integers, strings, arrays and null
// (no objects, no fractions) into Go: int64, string, []any, nil.
func ParseJSON(s string) (any, error) {
	d := jsonReader{s: s}
	v, err := d.value(0)
	if err != nil {
		return nil, err
	}
	d.blank()
	if d.i < len(d.s) {
		return nil, fmt.Errorf("%w: %q after the value", ErrNotJSON, d.s[d.i:min(d.i+10, len(d.s))])
	}
	return v, nil
}

type jsonReader struct {
	s string
	i int
}

func (d *jsonReader) blank() {
	for d.i < len(d.s) && strings.IndexByte(" \t\r\n", d.s[d.i]) >= 0 {
		d.i++
	}
}

// maxDepth bounds the nesting of arrays ParseJSON reads.
const maxDepth = 64

func (d *jsonReader) value(depth int) (any, error) {
	d.blank()
	if d.i >= len(d.s) {
		return nil, fmt.Errorf("%w: it ends where a value should start", ErrNotJSON)
	}
	switch c := d.s[d.i]; {
	case c == '[':
		if depth >= maxDepth {
			return nil, fmt.Errorf("%w: arrays nested more than %d deep", ErrNotJSON, maxDepth)
		}
		d.i++
		xs := []any{}
		d.blank()
		if d.i < len(d.s) && d.s[d.i] == ']' {
			d.i++
			return xs, nil
		}
		for {
			v, err := d.value(depth + 1)
			if err != nil {
				return nil, err
			}
			xs = append(xs, v)
			d.blank()
			if d.i >= len(d.s) {
				return nil, fmt.Errorf("%w: a %q is not closed by %q", ErrNotJSON, "[", "]")
			}
			switch d.s[d.i] {
			case ',':
				d.i++
			case ']':
				d.i++
				return xs, nil
			default:
				return nil, fmt.Errorf("%w: expected %q or %q, found %q", ErrNotJSON, ",", "]", d.s[d.i])
			}
		}
	case c == '"':
		j := d.i + 1
		for j < len(d.s) && d.s[j] != '"' {
			if d.s[j] == '\\' {
				j++
			}
			j++
		}
		if j >= len(d.s) {
			return nil, fmt.Errorf("%w: a string is not closed by %q", ErrNotJSON, `"`)
		}
		var t string
		if err := json.Unmarshal([]byte(d.s[d.i:j+1]), &t); err != nil {
			return nil, fmt.Errorf("%w: %s is not a valid string", ErrNotJSON, d.s[d.i:j+1])
		}
		d.i = j + 1
		return t, nil
	case c == '-' || c >= '0' && c <= '9':
		j := d.i + 1
		for j < len(d.s) && (d.s[j] >= '0' && d.s[j] <= '9' || strings.IndexByte(".eE+-", d.s[j]) >= 0) {
			j++
		}
		t := d.s[d.i:j]
		d.i = j
		x, err := strconv.ParseInt(t, 10, 64)
		if err != nil {
			return t, nil // not an integer: the kind says so, with its place
		}
		return x, nil
	case strings.HasPrefix(d.s[d.i:], "null"):
		d.i += 4
		return nil, nil
	default:
		return nil, fmt.Errorf("%w: %q cannot start a value", ErrNotJSON, c)
	}
}

// jsonNumber reads an integer from a JSON-shaped value: an int64, a
// float64 or a json.Number holding an integer, an int.
func jsonNumber(v any) (int64, bool) {
	switch x := v.(type) {
	case int64:
		return x, true
	case int:
		return int64(x), true
	case float64:
		if x == float64(int64(x)) && x >= -9.2e18 && x <= 9.2e18 {
			return int64(x), true
		}
	case interface{ Int64() (int64, error) }:
		if n, err := x.Int64(); err == nil {
			return n, true
		}
	}
	return 0, false
}

// jsonWhat names a JSON-shaped value for messages: "a string", "an
// array", "null", "1.5".
func jsonWhat(v any) string {
	switch x := v.(type) {
	case nil:
		return "null"
	case string:
		return "a string"
	case []any:
		return "an array"
	case bool:
		return strconv.FormatBool(x)
	case int64, int, float64:
		return fmt.Sprint(x)
	case fmt.Stringer:
		return x.String()
	}
	return fmt.Sprintf("%v", v)
}

// intFrom reads an integer of p at index from v.
func intFrom(p Param, index []int, v any) (int64, error) {
	if x, ok := jsonNumber(v); ok {
		return x, nil
	}
	if s, ok := v.(string); ok && len(index) > 0 {
		if _, err := strconv.ParseFloat(s, 64); err == nil {
			return 0, paramErrorf(p, index, "%s is not an integer", s)
		}
	}
	return 0, paramErrorf(p, index, "%s is not an integer", jsonWhat(v))
}

// intsFrom reads a list of integers of p at index from v.
func intsFrom(p Param, index []int, v any) ([]int64, error) {
	xs, ok := v.([]any)
	if !ok {
		if ys, ok := v.([]int64); ok {
			return ys, nil
		}
		return nil, paramErrorf(p, index, "%s is not an array of integers", jsonWhat(v))
	}
	out := make([]int64, len(xs))
	for i, x := range xs {
		n, err := intFrom(p, append(index[:len(index):len(index)], i), x)
		if err != nil {
			return nil, err
		}
		out[i] = n
	}
	return out, nil
}

// lengthConstraint writes "lo <= name.length <= hi" (no upper bound when
// hi is 0).
func lengthConstraint(name string, lo, hi int) string {
	s := fmt.Sprintf("%d <= %s.length", lo, name)
	if hi > 0 {
		s += " <= " + strconv.Itoa(hi)
	}
	return s
}

// checkLength checks a value's length against p's MinLen and MaxLen.
func checkLength(p Param, n int) error {
	if n < p.MinLen || p.MaxLen > 0 && n > p.MaxLen {
		return &ParamError{Param: p.Name, Err: fmt.Errorf("%s.length = %d is outside %s", p.Name, n, p.Constraint())}
	}
	return nil
}

// typeNames looks up a kind's type in each language of [Languages].
func typeNames(python, golang, cpp, js, java string) func(string) string {
	m := map[string]string{"python": python, "go": golang, "cpp": cpp, "javascript": js, "java": java}
	return func(lang string) string { return m[lang] }
}

// lengthSizes is sizes for a kind whose size is a length.
func lengthSizes(p Param) (lo, hi int, own bool) {
	if p.MaxLen <= 0 {
		return p.MinLen, -1, false
	}
	return p.MinLen, p.MaxLen, false
}

// repeated returns n copies of x, or nil when n copies of x, each of
// bytes bytes, would take more than most bytes.
func repeated[T any](x T, n int64, bytes, most int) ([]T, bool) {
	if n < 0 || n > int64(most/max(bytes, 1)) {
		return nil, false
	}
	xs := make([]T, n)
	for i := range xs {
		xs[i] = x
	}
	return xs, true
}

// clamp returns x within [lo, hi].
func clamp(x, lo, hi int64) int64 { return min(max(x, lo), hi) }
