package input

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"stonegame/game"
)

// Shape is what one case is made of: its parameters, in order, as the
// game declares them ([game.Spec]'s Params, converted: Shape(g.Params)).
// Of a [game.Param] the Reader uses its Name (the key of an object and the
// name in LeetCode's notation), its Kind's [game.ParamKind.Syntax] (how
// its value is written) and its Limit and LimitWhy: it refuses a value
// past the Limit as soon as it is passed, at the first number past it for
// a list, without reading the rest, with [game.Param.OverLimit]'s error.
// A case of one list is a row, of two lists a pair. Any list may stream
// (see [Reader.Stream]); integers, strings and grids are stored.
type Shape []game.Param

// overLimit returns the error for a value of p past its Limit: an integer
// x, or a list, string or grid longer than the limit.
func overLimit(p game.Param, x int64) error { return p.OverLimit(x, p.LimitWhy) }

// limited reports whether a value of p of size (or, for an integer, value)
// n is past its Limit.
func limited(p game.Param, n int64) bool { return p.Limit > 0 && n > p.Limit }

// Row is the shape of one list of integers, named "nums" as in
// LeetCode's generic examples: a row of numbers whatever the game.
var Row = Shape{{Name: "nums"}}

// row reports whether sh is one list.
func (sh Shape) row() bool { return len(sh) == 1 && sh[0].Kind.Syntax() == game.Numbers }

// PlainLine reports whether plain values on one line (command-line
// arguments: 5 3 4 5) can say where each parameter of sh ends: no list
// comes before the last parameter.
func (sh Shape) PlainLine() bool {
	for _, p := range sh[:max(len(sh)-1, 0)] {
		if p.Kind.Syntax() == game.Numbers {
			return false
		}
	}
	return true
}

// stored reports whether parameter k is always stored: an integer, a
// string or a grid.
func (sh Shape) stored(k int) bool { return sh[k].Kind.Syntax() != game.Numbers }

// param returns the index of the parameter called name, or -1. "nums" also
// names the list of a row, as in LeetCode's generic examples.
func (sh Shape) param(name string) int {
	for k, p := range sh {
		if p.Name == name {
			return k
		}
	}
	if name == "nums" && sh.row() {
		return 0
	}
	return -1
}

// names lists sh's parameters for a message: "nums", "aliceValues" and
// "bobValues".
func (sh Shape) names() string {
	var b strings.Builder
	for k, p := range sh {
		switch {
		case k == 0:
		case k == len(sh)-1:
			b.WriteString(" and ")
		default:
			b.WriteString(", ")
		}
		b.WriteString(strconv.Quote(p.Name))
	}
	return b.String()
}

// Form is the way a case is written, found from its first token. A batch
// may mix them: each case is read in its own form.
type Form uint8

const (
	Plain   Form = iota // numbers: a row per line, or one number per line; a pair on two lines
	Arrays              // [1,5,233,7]: each array is a list, newlines are spaces; an integer is a number
	Objects             // JSON: {"nums":[...]} or {"aliceValues":[...],"bobValues":[...]}, {"n":5}
	Named               // LeetCode's notation: nums = [1,5,233,7], or aliceValues = [1,3], bobValues = [2,1]
)

// Case is one instance read by [Reader.Next].
type Case struct {
	Line int  // the line where it starts (0 for arguments)
	Form Form // how it was written
	// Lists holds one list per parameter of the shape, an integer as a
	// list of one number, a string or a grid as an empty list; a list
	// given to a [Sink] is empty here. Next reuses them.
	Lists [][]int64
	// Args holds the case's parameters as values of their kinds, sharing
	// Lists' numbers (a streamed list is empty here too). Next reuses it.
	Args game.Args
	Len  int // how many numbers the case's first parameter has (stored or streamed)
}

// Sink takes the next run of numbers of one list of a case, in order, as
// [Reader.Next] reads them, and returns how many it took before an error.
// Next stops at the error and returns it with the line and item of the
// number it was about. A Sink must not keep xs.
type Sink func(xs []int64) (int, error)

// Reader reads cases: instances of a game, each in one of the forms of
// [Form].
//
// Plain numbers: for a row, if the first line holds one number, the whole
// input is one row written one number per line, and a later line with more
// than one number is an error (it would be ambiguous); otherwise each line
// is a row (a batch). Batch forces one row per line. Other shapes take
// their parameters in order, each list a line of numbers or an array (so
// LeetCode's test-case box, one parameter per line, reads as it is), each
// integer one number; a case whose last parameter is an integer ends its
// line. Blank lines are skipped.
//
// Inside [...] and {...} the syntax is JSON's: one comma between items,
// none before the first or after the last. Plain numbers are separated by
// blanks, or by one comma and blanks; an empty item between commas is an
// error, as everywhere.
type Reader struct {
	s      *Scanner
	shape  Shape
	batch  bool
	form   Form
	begun  bool
	cases  int // cases begun so far
	lists  [][]int64
	texts  []string      // per parameter: a string's value
	grids  [][][]int64   // per parameter: a grid's rows
	vals   game.Args     // per parameter: a value read whole by its kind (game.JSONValue)
	syns   []game.Syntax // per parameter: how its kind is written
	args   game.Args     // the last case's values
	path   []int         // where in the value being read a number is: see ParseValue
	sinks  []Sink        // one per parameter (see Stream), nil for a stored one
	live   int           // the list being read into its sink, or -1
	read   []bool        // per parameter: read in the case so far
	held   []bool        // per parameter: stored until the lists before it are read
	starts []int         // per parameter: the line where its value starts
	one    [1]int64
	pushed int     // numbers the first list gave its sink
	counts []int   // per list: numbers read in the case so far, stored or given to its sink
	fast   []int64 // numbers read by the scanner's fast path
	expect int     // see Expect: the capacity to give the first list
	column bool    // the last case was a plain row, one number per line
}

// NewReader returns a Reader of cases of the given shape from s. With batch,
// plain input is always one row per line.
func NewReader(s *Scanner, shape Shape, batch bool) *Reader {
	n := len(shape)
	return &Reader{s: s, shape: shape, batch: batch, lists: make([][]int64, n), texts: make([]string, n), grids: make([][][]int64, n), vals: make(game.Args, n),
		sinks: make([]Sink, n), read: make([]bool, n), held: make([]bool, n), starts: make([]int, n), counts: make([]int, n),
		syns: shape.syntaxes()}
}

// syntaxes returns how each parameter of sh is written, as its kind says.
func (sh Shape) syntaxes() []game.Syntax {
	syns := make([]game.Syntax, len(sh))
	for k, p := range sh {
		syns[k] = p.Kind.Syntax()
	}
	return syns
}

// Stream makes Next give the numbers of list k of each case to sinks[k]
// instead of storing them, in runs of one or more (up to 1024 at a time)
// as they are read; a nil sink, or a missing one, leaves its list stored.
// An integer parameter is always stored: its sink must be nil.
//
// The lists reach their sinks in the shape's order, each one whole before
// the next starts: a list written before an earlier one that has a sink
// (an object {"bobValues":[...],"aliceValues":[...]}) is stored while it
// is read and given to its sink right after that earlier list, in one
// run; an error of its sink then names the line where the list starts.
// Stream() turns streaming off.
func (r *Reader) Stream(sinks ...Sink) {
	if len(sinks) > len(r.shape) {
		panic(fmt.Sprintf("input: Stream: %d sinks for %d parameters", len(sinks), len(r.shape)))
	}
	for k := range r.sinks {
		r.sinks[k] = nil
		if k < len(sinks) {
			if sinks[k] != nil && r.shape.stored(k) {
				panic("input: Stream: a sink for the " + r.shape[k].Kind.String() + " " + r.shape[k].Name)
			}
			r.sinks[k] = sinks[k]
		}
	}
}

// begin starts list k, whose value starts on the current line: it goes to
// its sink as it is read if it has one and every earlier list with a sink
// has been read; otherwise it is stored (and held, with a sink).
func (r *Reader) begin(k int) {
	r.live, r.starts[k] = -1, r.s.Line()
	if r.sinks[k] == nil {
		return
	}
	for j := range k {
		if r.sinks[j] != nil && !r.read[j] {
			r.held[k] = true
			return
		}
	}
	r.live = k
}

// end records that list k has been read, and gives the held lists that
// were waiting for it to their sinks.
func (r *Reader) end(k int) error {
	live := r.live == k
	r.read[k], r.live = true, -1
	if !live {
		return nil // stored, or held: no list waits for it
	}
	for j := k + 1; j < len(r.shape); j++ {
		if r.sinks[j] == nil {
			continue
		}
		if !r.held[j] {
			return nil // not read yet: it goes to its sink when it is
		}
		r.held[j] = false
		if _, err := r.sinks[j](r.lists[j]); err != nil {
			return &Error{Line: r.starts[j], Msg: err.Error()}
		}
		r.lists[j] = r.lists[j][:0]
	}
	return nil
}

// maxExpect bounds the capacity that [Reader.Expect] reserves: 2^27
// numbers, 1 GiB.
const maxExpect = 1 << 27

// Expect tells r that its input holds about size bytes (a regular file's
// size, say), so that the first list a case stores is made once, large
// enough for every number that many bytes can hold in r's shape (each
// takes at least two bytes with its separator, and a pair's first list
// at most half of them), instead of grown by doubling, which copies it
// and faults in about twice its memory. The reserve is at most 2^27
// numbers; the part of it that is not written is address space, not
// memory the process touches. A size of 0 or less changes nothing.
func (r *Reader) Expect(size int64) {
	per := int64(0)
	for _, p := range r.shape {
		if p.Kind.Syntax() == game.Numbers {
			per += 2
		}
	}
	if per == 0 {
		return
	}
	r.expect = int(min(size/per, maxExpect))
}

// Continue makes the Reader read a part of a longer input that started
// with a case of the given form, from a point between two cases: a first
// line of one number is then a row of its own, not the start of a column.
// (A batch split into blocks of lines reads each block this way.)
func (r *Reader) Continue(form Form) {
	r.form, r.begun = form, true
}

// Column reports whether the last case read was a plain row written one
// number per line: its first line held one number, and more lines
// followed it.
func (r *Reader) Column() bool { return r.column }

// Form returns the form of the last case read (or begun).
func (r *Reader) Form() Form { return r.form }

// Next reads the next case, its lists stored or given to their sinks (see
// [Reader.Stream]). It returns io.EOF after the last case, and an error
// wrapping [ErrNoNumbers] if the input has no case at all.
func (r *Reader) Next() (Case, error) {
	tok, err := r.caseStart()
	if err != nil {
		return Case{}, err
	}
	if tok == EOF {
		if r.begun {
			return Case{}, io.EOF
		}
		return Case{}, fmt.Errorf("%w: give the numbers as arguments or on standard input", ErrNoNumbers)
	}
	r.begun = true
	return r.first(tok)
}

// caseStart scans past blank lines to the first token of a case, where a
// name may start LeetCode's notation (and "Input:" before it is skipped).
func (r *Reader) caseStart() (Token, error) {
	if err := r.skipProse(); err != nil {
		return EOF, err
	}
	if len(r.shape) > 0 && r.shape[0].Kind.Syntax() == game.Chars {
		return r.textCaseStart()
	}
	r.s.Words = true
	defer func() { r.s.Words = false }()
	tok, err := r.skipBlank()
	if err != nil || tok != Word || r.s.Text() != "Input" {
		return tok, err
	}
	if tok, err = r.s.Scan(); err != nil {
		return tok, err
	}
	if tok != Colon {
		return tok, r.s.LineErrorf("expected %q after Input, found %v", ":", tok)
	}
	return r.skipBlank()
}

// skipProse skips the lines of a LeetCode example pasted as it is that are
// not its input: "Example 1:", and from a line that starts with "Output",
// "Explanation", "Constraints" or "Note" on, every line up to the next
// "Input" or "Example" (an explanation's prose holds anything). It costs a
// peek at the first byte of a line that starts with no letter.
func (r *Reader) skipProse() error {
	prose := false
	for {
		c, ok, err := r.s.Peek()
		if err != nil || !ok {
			return err
		}
		if c == '\n' || c == '\r' {
			if err := r.s.SkipLine(); err != nil {
				return err
			}
			continue
		}
		w, err := r.s.PeekWord()
		if err != nil {
			return err
		}
		switch w {
		case "Input":
			return nil
		case "Example":
			prose = false
		case "Output", "Explanation", "Constraints", "Note":
			prose = true
		default:
			if !prose {
				return nil
			}
		}
		if err := r.s.SkipLine(); err != nil {
			return err
		}
	}
}

// textCaseStart is caseStart for a shape that starts with a string, which
// may be written bare (++--): a bare run is the string, unless it is a
// parameter's name followed by "=" (LeetCode's notation) or the "Input:"
// of a pasted example.
func (r *Reader) textCaseStart() (Token, error) {
	for {
		c, ok, err := r.s.Peek()
		switch {
		case err != nil:
			return EOF, err
		case !ok:
			return EOF, nil
		case c == '\n' || c == '\r':
			r.s.Scan()
			continue
		case c == '"':
			return r.s.ScanValue()
		case c == '{' || c == '[':
			return r.s.Scan()
		}
		tok, err := r.s.ScanBare()
		if err != nil || tok != Bare {
			return tok, err
		}
		word := r.s.Text()
		if word == "Input:" {
			continue
		}
		if i := strings.IndexByte(word, '='); i > 0 && r.shape.param(word[:i]) >= 0 {
			r.s.pos -= len(word) - i // name="++--": the name, then "=" again
			r.s.text = r.s.text[:i]
			return Word, nil
		}
		if r.shape.param(word) >= 0 {
			if c, ok, err := r.s.Peek(); err == nil && ok && c == '=' {
				return Word, nil
			}
		}
		return Bare, nil
	}
}

// first reads a case whose first token, tok, was just scanned.
func (r *Reader) first(tok Token) (Case, error) {
	c := Case{Line: r.s.Line()}
	switch tok {
	case Open:
		r.form = Arrays
	case OpenBrace:
		r.form = Objects
	case Number:
		r.form = Plain
	case Word:
		r.form = Named
	case String:
		r.form = Arrays // the test-case box: a string on its line
	case Bare:
		r.form = Plain
	default:
		return c, r.s.LineErrorf("expected a number, %q or %q, found %v", "[", "{", tok)
	}
	c.Form = r.form
	r.cases++
	for k := range r.lists {
		r.lists[k] = r.lists[k][:0]
		r.texts[k], r.grids[k], r.vals[k] = "", r.grids[k][:0], game.Arg{}
		r.read[k], r.held[k] = false, false
		r.counts[k] = 0
	}
	r.pushed = 0
	r.live = -1
	r.column = false
	var err error
	switch {
	case r.form == Objects:
		err = r.objectCase()
	case r.form == Named:
		err = r.namedCase()
	case r.shape.row() && r.form == Plain:
		r.begin(0)
		err = r.plainCase(tok)
	default:
		err = r.positional(tok)
	}
	r.live = -1
	if err != nil {
		return c, err
	}
	c.Len, c.Lists = len(r.lists[0]), r.lists
	if r.sinks[0] != nil {
		c.Len = r.pushed
	}
	c.Args = r.caseArgs()
	return c, nil
}

// caseArgs returns the values of the case just read, sharing its lists.
func (r *Reader) caseArgs() game.Args {
	args := r.args[:0]
	for k, p := range r.shape {
		switch p.Kind.Syntax() {
		case game.OneNumber:
			var x int64
			if len(r.lists[k]) > 0 {
				x = r.lists[k][0]
			}
			args = append(args, game.IntOf(x))
		case game.Chars:
			args = append(args, game.TextOf(r.texts[k]))
		case game.Rows:
			args = append(args, game.GridOf(r.grids[k]...))
		case game.JSONValue:
			args = append(args, r.vals[k])
		default:
			args = append(args, game.ListOf(r.lists[k]...))
		}
	}
	r.args = args
	return args
}

// skipBlankValue scans past newlines to the next token, a string read
// with its escapes (see [Scanner.ScanValue]).
func (r *Reader) skipBlankValue() (Token, error) {
	for {
		tok, err := r.s.ScanValue()
		if err != nil || tok != Newline {
			return tok, err
		}
	}
}

// skipBlank scans past newlines to the next token.
func (r *Reader) skipBlank() (Token, error) {
	for {
		tok, err := r.s.Scan()
		if err != nil || tok != Newline {
			return tok, err
		}
	}
}

// add stores a number of list k (or the integer k), or gives it to its
// sink; past the parameter's limit it is an error at the number.
func (r *Reader) add(k int, x int64) error {
	p := r.shape[k]
	syn := r.syns[k]
	if syn == game.OneNumber && limited(p, x) {
		return r.s.Errorf("%v", overLimit(p, x))
	}
	if r.counts[k]++; syn == game.Numbers && limited(p, int64(r.counts[k])) {
		return r.s.Errorf("%v", overLimit(p, int64(r.counts[k])))
	}
	if k == r.live {
		r.one[0] = x
		if _, err := r.sinks[k](r.one[:]); err != nil {
			return r.s.Errorf("%v", err)
		}
		if k == 0 {
			r.pushed++
		}
		return nil
	}
	r.room(k, 1)
	r.lists[k] = append(r.lists[k], x)
	return nil
}

// room makes list k's capacity at least n more than its length. It at
// least doubles the list, rather than append's 1.25 for large slices: a
// list of 10^7 numbers is then copied about once, not four times. The
// first list stored (the first of a pair, or the second, held for its
// sink while the first streams) is made as [Reader.Expect] asks, and the
// second list of a pair as long as the first.
func (r *Reader) room(k, n int) {
	l := r.lists[k]
	if len(l)+n <= cap(l) {
		return
	}
	grow := max(n, len(l))
	switch {
	case len(l) > 0 || r.shape.stored(k):
	case r.expect > 0:
		grow = max(n, r.expect)
		r.expect = 0 // once: later cases reuse this list
	case k > 0:
		grow = max(n, len(r.lists[0]))
	}
	// make and copy, not slices.Grow: append's growth clears the new
	// capacity past the length, which faults in every page of it; memory
	// fresh from the kernel that make takes is already zero and stays
	// untouched until written.
	nl := make([]int64, len(l), len(l)+grow)
	copy(nl, l)
	r.lists[k] = nl
}

// addRun adds the numbers of r.fast to list k. With column, they were read
// one per line from the scanner's current line on, which was then at its
// start; otherwise they follow the last token on its line. The
// scanner's line and item then move past them, and an error names the
// number it is about: the sink's, or the first past the list's limit.
func (r *Reader) addRun(k int, column bool) error {
	xs := r.fast
	s := r.s
	line, item := s.line, s.item
	if column {
		s.line, s.item = line+len(xs), 0
	} else {
		s.item = item + len(xs)
	}
	var over error
	if p := r.shape[k]; limited(p, int64(r.counts[k]+len(xs))) {
		xs = xs[:max(p.Limit-int64(r.counts[k]), 0)]
		over = overLimit(p, int64(r.counts[k]+len(xs)+1))
	}
	r.counts[k] += len(xs)
	j, err := len(xs), error(nil)
	if k != r.live {
		r.room(k, len(xs))
		r.lists[k] = append(r.lists[k], xs...)
	} else {
		j, err = r.sinks[k](xs)
		if k == 0 {
			r.pushed += j
		}
	}
	if err == nil {
		err = over
	}
	if err != nil {
		if column {
			s.line, s.item = line+j, 1
		} else {
			s.item = item + j + 1
		}
		return s.Errorf("%v", err)
	}
	return nil
}

// fastCap is how many numbers the fast path reads at a time.
const fastCap = 1024

// lineRun reads the simple integers that follow on the line into list k
// and returns how many; minComma is 0 in plain input, 1 in an array (see
// Scanner.lineInts).
func (r *Reader) lineRun(k, minComma int) (int, error) {
	if r.fast == nil {
		r.fast = make([]int64, 0, fastCap)
	}
	total := 0
	for {
		r.fast = r.s.lineInts(r.fast[:0], minComma)
		if len(r.fast) == 0 {
			return total, nil
		}
		if err := r.addRun(k, false); err != nil {
			return total, err
		}
		total += len(r.fast)
	}
}

// columnRun reads the following lines into list k while each holds one
// simple integer; it is called at the start of a line.
func (r *Reader) columnRun(k int) error {
	if r.fast == nil {
		r.fast = make([]int64, 0, fastCap)
	}
	for {
		r.fast = r.s.columnInts(r.fast[:0])
		if len(r.fast) == 0 {
			return nil
		}
		if err := r.addRun(k, true); err != nil {
			return err
		}
	}
}

// plainLine reads the numbers of one line into list k, starting with tok.
// It returns how many it read and the token that ended the line.
func (r *Reader) plainLine(k int, tok Token) (int, Token, error) {
	n := 0
	if tok == Comma {
		return n, tok, &Error{Line: r.s.Line(), Item: r.s.item + 1, Msg: fmt.Sprintf("an empty item: expected a number before %q", ",")}
	}
	for tok == Number {
		if err := r.add(k, r.s.Int()); err != nil {
			return n, tok, err
		}
		m, err := r.lineRun(k, 0)
		n += 1 + m
		if err != nil {
			return n, tok, err
		}
		if tok, err = r.s.Scan(); err != nil {
			return n, tok, err
		}
		if tok == Comma {
			if tok, err = r.afterComma(); err != nil {
				return n, tok, err
			}
		}
	}
	if tok != Newline && tok != EOF {
		return n, tok, r.s.LineErrorf("expected a number, found %v: in plain input, write only numbers", tok)
	}
	return n, tok, nil
}

// afterComma scans the token after a comma, which must be a number: an
// empty item is an error naming its line and item.
func (r *Reader) afterComma() (Token, error) {
	line, item := r.s.Line(), r.s.item+1
	tok, err := r.s.Scan()
	if err == nil && tok != Number {
		err = &Error{Line: line, Item: item, Msg: fmt.Sprintf("an empty item: expected a number after %q, found %v", ",", tok)}
	}
	return tok, err
}

// plainCase reads a row in plain form.
func (r *Reader) plainCase(tok Token) error {
	start := r.s.Line()
	n, end, err := r.plainLine(0, tok)
	if err != nil {
		return err
	}
	if r.cases > 1 || r.batch || n > 1 || end == EOF {
		return nil // one row per line
	}
	// The first line held one number: the input is one row, one number
	// per line.
	r.column = true
	for end != EOF {
		if err := r.columnRun(0); err != nil {
			return err
		}
		if tok, err = r.skipBlank(); err != nil || tok == EOF {
			return err
		}
		line := r.s.Line()
		if n, end, err = r.plainLine(0, tok); err != nil {
			return err
		}
		if n > 1 {
			return &Error{Line: line, Msg: fmt.Sprintf("%d numbers on one line, but line %d has one: for one row per line, write each row in brackets or use --batch", n, start)}
		}
	}
	return nil
}

// array reads the numbers of one [...] into list k; the "[" was scanned.
// Its syntax is JSON's: newlines are blanks, and one comma separates two
// numbers.
func (r *Reader) array(k int) error {
	defer r.s.inJSON(r.s.inJSON(true))
	open := r.s.Line()
	tok, err := r.skipBlank()
	if err != nil {
		return err
	}
	if tok == Close {
		return nil
	}
	for {
		switch tok {
		case Number:
		case EOF:
			return unclosed(open, "[", "]")
		case Comma:
			return &Error{Line: r.s.Line(), Item: r.s.item + 1, Msg: fmt.Sprintf("an empty item: expected a number before %q", ",")}
		default:
			return r.s.LineErrorf("expected a number or %q, found %v", "]", tok)
		}
		if err := r.add(k, r.s.Int()); err != nil {
			return err
		}
		if _, err := r.lineRun(k, 1); err != nil {
			return err
		}
		if tok, err = r.skipBlank(); err != nil {
			return err
		}
		switch tok {
		case Close:
			return nil
		case Comma:
		case EOF:
			return unclosed(open, "[", "]")
		default:
			return r.s.LineErrorf("expected %q or %q, found %v: in an array, a comma separates the numbers", ",", "]", tok)
		}
		line, item := r.s.Line(), r.s.item+1
		if tok, err = r.skipBlank(); err != nil {
			return err
		}
		if tok == Comma || tok == Close {
			return &Error{Line: line, Item: item, Msg: fmt.Sprintf("an empty item: expected a number after %q, found %v", ",", tok)}
		}
	}
}

// text stores the string just scanned as the value of parameter k, or
// refuses it past the parameter's limit.
func (r *Reader) text(k int) error {
	if p := r.shape[k]; limited(p, int64(len(r.s.text))) {
		return r.s.LineErrorf("%v", overLimit(p, int64(len(r.s.text))))
	}
	r.texts[k] = r.s.Text()
	return nil
}

// unclosed returns the error for an input that ends inside a bracket
// opened on line open (0 for arguments): the line where it opened, not the
// last one.
func unclosed(open int, bracket, closing string) error {
	return &Error{Line: open, Msg: fmt.Sprintf("a %q is not closed by %q", bracket, closing)}
}

// positional reads a case that is not a row in plain form: its parameters
// in order, each list an array or a line of numbers, each integer one
// number, each string quoted or bare, each grid an array of arrays. A case
// that ends with an integer or a string ends its line.
func (r *Reader) positional(tok Token) error {
	start := r.s.Line()
	plain := false // the last list was a plain line
	for k, p := range r.shape {
		if k > 0 {
			prev := r.s.Line()
			var err error
			if tok, err = r.valueStart(k); err != nil {
				return err
			}
			if tok == EOF {
				what := "array"
				if plain {
					what, prev = "line", start
				}
				if r.shape.stored(k - 1) {
					what = "line"
				}
				if p.Kind.Syntax() != game.Numbers {
					return &Error{Line: prev, Msg: fmt.Sprintf("%s with no %s after it", r.shape[k-1].Name, p.Name)}
				}
				return &Error{Line: prev, Msg: fmt.Sprintf("%s with no %s of %s after it", r.shape[k-1].Name, what, p.Name)}
			}
		}
		r.begin(k)
		plain = false
		switch syn := p.Kind.Syntax(); {
		case syn == game.JSONValue:
			if err := r.jsonValue(k, tok); err != nil {
				return err
			}
		case syn == game.OneNumber && tok == Number:
			if err := r.add(k, r.s.Int()); err != nil {
				return err
			}
		case syn == game.OneNumber:
			return r.s.LineErrorf("expected a number for %s, found %v: it is one integer", p.Name, tok)
		case syn == game.Chars && (tok == String || tok == Bare):
			if err := r.text(k); err != nil {
				return err
			}
		case syn == game.Chars:
			return r.s.LineErrorf("expected a string for %s, found %v: write it in double quotes, as \"++--\"", p.Name, tok)
		case syn == game.Rows && tok == Open:
			if err := r.grid(k); err != nil {
				return err
			}
		case syn == game.Rows:
			return r.s.LineErrorf("expected %q for %s, found %v: it is an array of arrays of integers, as [[1,2],[0]]", "[", p.Name, tok)
		case tok == Open:
			if err := r.array(k); err != nil {
				return err
			}
		case tok == Number || tok == Comma:
			if _, _, err := r.plainLine(k, tok); err != nil {
				return err
			}
			plain = true
		default:
			return r.s.LineErrorf("expected %s, an array or a line of numbers, found %v", p.Name, tok)
		}
		if err := r.end(k); err != nil {
			return err
		}
	}
	last := r.shape[len(r.shape)-1]
	lastSyn := last.Kind.Syntax()
	if lastSyn != game.OneNumber && lastSyn != game.Chars || !r.s.lines {
		return nil
	}
	var err error
	if lastSyn == game.Chars {
		if tok, err = r.s.ScanBare(); tok == Bare {
			return r.s.LineErrorf("expected the end of the line after %s, found %q: write one case per line, a string with blanks in double quotes", last.Name, r.s.Text())
		}
	} else {
		tok, err = r.s.Scan()
	}
	switch {
	case err != nil || tok == Newline || tok == EOF:
		return err
	case tok == Number:
		return r.s.Errorf("expected the end of the line after %s: write one case per line", last.Name)
	}
	return r.s.LineErrorf("expected the end of the line after %s, found %v: write one case per line", last.Name, tok)
}

// valueStart scans past blank lines to the first token of parameter k's
// value in positional form: for a string, a quoted string (with JSON's
// escapes) or a bare run of characters.
func (r *Reader) valueStart(k int) (Token, error) {
	if r.shape[k].Kind.Syntax() != game.Chars {
		return r.skipBlank()
	}
	for {
		tok, err := r.s.ScanBare()
		if err != nil || tok != Newline {
			if tok == Bare && len(r.s.text) > 0 && r.s.text[0] == '"' {
				return r.requote()
			}
			return tok, err
		}
	}
}

// requote reads again, as a quoted string, the Bare token just scanned
// that starts with a double quote: "a b" has a blank inside.
func (r *Reader) requote() (Token, error) {
	r.s.pos -= len(r.s.text)
	return r.s.ScanValue()
}

// grid reads the rows of one [[...],...] into parameter k; the outer "["
// was scanned. Its syntax is JSON's.
func (r *Reader) grid(k int) error {
	defer r.s.inJSON(r.s.inJSON(true))
	rows := r.grids[k][:0]
	defer func() { r.grids[k] = rows }()
	open := r.s.Line()
	tok, err := r.skipBlank()
	if err != nil {
		return err
	}
	if tok == Close {
		return nil
	}
	for {
		if tok == EOF {
			return unclosed(open, "[", "]")
		}
		if tok != Open {
			return r.s.LineErrorf("expected %q to start row %d of %s, found %v: each row is an array of integers", "[", len(rows), r.shape[k].Name, tok)
		}
		var row []int64
		rowOpen := r.s.Line()
		tok, err = r.skipBlank()
		for err == nil && tok != Close {
			if tok == EOF {
				return unclosed(rowOpen, "[", "]")
			}
			if tok != Number {
				return r.s.LineErrorf("expected a number or %q in row %d of %s, found %v", "]", len(rows), r.shape[k].Name, tok)
			}
			r.path = append(r.path[:0], len(rows), len(row))
			row = append(row, r.s.Int())
			if tok, err = r.skipBlank(); err != nil || tok == Close {
				break
			}
			if tok != Comma {
				return r.s.LineErrorf("expected %q or %q in row %d of %s, found %v", ",", "]", len(rows), r.shape[k].Name, tok)
			}
			r.path = append(r.path[:0], len(rows), len(row))
			if tok, err = r.skipBlank(); err == nil && tok == EOF {
				return unclosed(rowOpen, "[", "]")
			}
			if err == nil && tok != Number {
				return r.s.LineErrorf("an empty item: expected a number after %q in row %d of %s, found %v", ",", len(rows), r.shape[k].Name, tok)
			}
		}
		if err != nil {
			return err
		}
		if row == nil {
			row = []int64{}
		}
		if limited(r.shape[k], int64(len(rows)+1)) {
			return r.s.LineErrorf("%v", overLimit(r.shape[k], int64(len(rows)+1)))
		}
		rows = append(rows, row)
		if tok, err = r.skipBlank(); err != nil {
			return err
		}
		switch tok {
		case Close:
			return nil
		case Comma:
		case EOF:
			return unclosed(open, "[", "]")
		default:
			return r.s.LineErrorf("expected %q or %q after row %d of %s, found %v", ",", "]", len(rows)-1, r.shape[k].Name, tok)
		}
		if tok, err = r.skipBlank(); err != nil {
			return err
		}
	}
}

// jsonValue reads one JSON value of parameter k (integers, strings, null,
// arrays of them), whose first token, tok, was just scanned, and gives it
// to the parameter's kind to read ([game.Param.FromValue]). An error of
// the kind is at the line where the value ends.
func (r *Reader) jsonValue(k int, tok Token) error {
	defer r.s.inJSON(r.s.inJSON(true))
	words := r.s.Words
	r.s.Words = true
	defer func() { r.s.Words = words }()
	v, err := r.anyValue(tok, 0)
	if err != nil {
		return err
	}
	p := r.shape[k]
	a, err := p.FromValue(v)
	if err != nil {
		return &Error{Line: r.s.Line(), Msg: err.Error(), Err: err}
	}
	if n := a.Len(); limited(p, int64(n)) {
		return r.s.LineErrorf("%v", overLimit(p, int64(n)))
	}
	r.vals[k] = a
	return nil
}

// anyValue reads the JSON value that starts with tok into Go: int64,
// string, nil, []any.
func (r *Reader) anyValue(tok Token, depth int) (any, error) {
	switch {
	case tok == Number:
		return r.s.Int(), nil
	case tok == String:
		return r.s.Text(), nil
	case tok == Word && r.s.Text() == "null":
		return nil, nil
	case tok != Open:
		return nil, r.s.LineErrorf("expected a value, found %v", tok)
	case depth >= maxDepth:
		return nil, r.s.LineErrorf("arrays nested more than %d deep", maxDepth)
	}
	open := r.s.Line()
	xs := []any{}
	tok, err := r.skipBlankValue()
	if err != nil || tok == Close {
		return xs, err
	}
	for {
		if tok == EOF {
			return nil, unclosed(open, "[", "]")
		}
		if tok == Comma {
			return nil, &Error{Line: r.s.Line(), Item: r.s.item + 1, Msg: fmt.Sprintf("an empty item: expected a value before %q", ",")}
		}
		v, err := r.anyValue(tok, depth+1)
		if err != nil {
			return nil, err
		}
		xs = append(xs, v)
		if tok, err = r.skipBlankValue(); err != nil {
			return nil, err
		}
		switch tok {
		case Close:
			return xs, nil
		case Comma:
		case EOF:
			return nil, unclosed(open, "[", "]")
		default:
			return nil, r.s.LineErrorf("expected %q or %q, found %v: in an array, a comma separates the values", ",", "]", tok)
		}
		if tok, err = r.skipBlankValue(); err != nil {
			return nil, err
		}
		if tok == Close {
			return nil, r.s.LineErrorf("an empty item: expected a value after %q, found %v", ",", tok)
		}
	}
}

// maxDepth bounds the nesting of arrays in a value read whole.
const maxDepth = 64

// value reads the value of parameter k after its key, from its first
// token: an array for a list, a number for an integer, a string in double
// quotes (bare too, in LeetCode's notation), an array of arrays for a
// grid.
func (r *Reader) value(k int, key string) error {
	p := r.shape[k]
	var tok Token
	var err error
	syn := p.Kind.Syntax()
	switch {
	case syn == game.Chars && r.form == Named:
		tok, err = r.valueStart(k)
	case syn == game.Chars, syn == game.JSONValue:
		tok, err = r.skipBlankValue()
	default:
		tok, err = r.skipBlank()
	}
	if err != nil {
		return err
	}
	r.begin(k)
	switch {
	case syn == game.JSONValue:
		err = r.jsonValue(k, tok)
	case syn == game.OneNumber && tok != Number:
		return r.s.LineErrorf("expected a number after %q, found %v: %s is one integer", key, tok, p.Name)
	case syn == game.OneNumber:
		err = r.add(k, r.s.Int())
	case syn == game.Chars && tok != String && tok != Bare:
		return r.s.LineErrorf("expected a string after %q, found %v: %s is a string, as \"++--\"", key, tok, p.Name)
	case syn == game.Chars:
		if err := r.text(k); err != nil {
			return err
		}
	case tok != Open:
		return r.s.LineErrorf("expected %q after key %q, found %v", "[", key, tok)
	case syn == game.Rows:
		err = r.grid(k)
	default:
		err = r.array(k)
	}
	if err != nil {
		return err
	}
	return r.end(k)
}

// key records that parameter key was given, and returns its index.
func (r *Reader) key(key string, seen []bool) (int, error) {
	k := r.shape.param(key)
	if k < 0 {
		return k, r.s.LineErrorf("unknown key %q: this game takes %s", key, r.shape.names())
	}
	if seen[k] {
		return k, r.s.LineErrorf("key %q appears twice", key)
	}
	seen[k] = true
	return k, nil
}

// missing returns the error for the first parameter not seen, if any.
func (r *Reader) missing(start int, seen []bool, what string) error {
	for k, ok := range seen {
		if !ok {
			return &Error{Line: start, Msg: fmt.Sprintf(what, r.shape[k].Name)}
		}
	}
	return nil
}

// objectCase reads a JSON object; its "{" was scanned.
func (r *Reader) objectCase() error {
	defer r.s.inJSON(r.s.inJSON(true))
	start := r.s.Line()
	seen := make([]bool, len(r.shape))
	tok, err := r.skipBlank()
	if err != nil || tok == CloseBrace {
		if err == nil {
			err = r.missing(start, seen, "the object has no key %q")
		}
		return err
	}
	for {
		if tok == EOF {
			return unclosed(start, "{", "}")
		}
		if tok != String {
			return r.s.LineErrorf("expected a key such as %q, found %v", r.shape[0].Name, tok)
		}
		key := r.s.Text()
		k, err := r.key(key, seen)
		if err != nil {
			return err
		}
		if tok, err = r.skipBlank(); err != nil {
			return err
		}
		if tok != Colon {
			return r.s.LineErrorf("expected %q after key %q, found %v", ":", key, tok)
		}
		if err := r.value(k, key); err != nil {
			return err
		}
		if tok, err = r.skipBlank(); err != nil {
			return err
		}
		if tok == CloseBrace {
			return r.missing(start, seen, "the object has no key %q")
		}
		if tok == EOF {
			return unclosed(start, "{", "}")
		}
		if tok != Comma {
			return r.s.LineErrorf("expected %q or %q after the value of %q, found %v", ",", "}", key, tok)
		}
		if tok, err = r.skipBlank(); err != nil {
			return err
		}
		if tok == EOF {
			return unclosed(start, "{", "}")
		}
		if tok != String {
			return r.s.LineErrorf("expected a key after %q, found %v", ",", tok)
		}
	}
}

// namedCase reads a case in LeetCode's notation, name = value separated by
// commas, on one line (an array may go on over several); its first name
// was scanned.
func (r *Reader) namedCase() error {
	start := r.s.Line()
	seen := make([]bool, len(r.shape))
	for first := true; ; first = false {
		key := r.s.Text()
		if first && r.shape.param(key) < 0 {
			r.s.item++
			return r.s.notInteger([]byte(key)) // a plain row with a typo, most likely
		}
		k, err := r.key(key, seen)
		if err != nil {
			return err
		}
		tok, err := r.skipBlank()
		if err != nil {
			return err
		}
		if tok != Equals {
			return r.s.LineErrorf("expected %q after %s, found %v", "=", key, tok)
		}
		if err := r.value(k, key); err != nil {
			return err
		}
		if tok, err = r.s.Scan(); err != nil {
			return err
		}
		if tok == Newline || tok == EOF {
			return r.missing(start, seen, "no value for %s: give every parameter, as name = value, separated by commas")
		}
		if tok != Comma {
			return r.s.LineErrorf("expected %q or the end of the line after the value of %s, found %v", ",", key, tok)
		}
		r.s.Words = true
		tok, err = r.skipBlank()
		r.s.Words = false
		if err != nil {
			return err
		}
		if tok != Word {
			return r.s.LineErrorf("expected a name after %q, found %v", ",", tok)
		}
	}
}

// ParseValue reads raw, the JSON value of one parameter (a key's value in
// a web request), as an object's value is read, and returns it as a value
// of p's kind. Its errors name the parameter and, inside a list or a grid,
// the index: `nums[3]: "1.5" is not an integer`, `"n" must be an integer,
// like 5`. It reads raw once, in O(len(raw)).
func ParseValue(p game.Param, raw []byte) (game.Arg, error) {
	r := NewReader(NewBytes(bytes.TrimSpace(raw)), Shape{p}, false)
	r.form, r.live = Objects, -1
	if c, ok, _ := r.s.Peek(); !ok || !starts(p.Kind.Syntax(), c) {
		return game.Arg{}, &game.ParamError{Param: p.Name, Err: fmt.Errorf("%q must be %s, like %s", p.Name, p.Kind.Article(), p.Kind.Example())}
	}
	err := r.value(0, p.Name)
	if err == nil {
		var tok Token
		if tok, err = r.skipBlank(); err == nil && tok != EOF {
			err = &game.ParamError{Param: p.Name, Err: fmt.Errorf("%q must be one value, %s", p.Name, p.Kind.Article())}
		}
	}
	if e, ok := err.(*Error); ok {
		var pe *game.ParamError
		if errors.As(e.Err, &pe) {
			return game.Arg{}, pe // the kind's own error names its place
		}
		switch syn := p.Kind.Syntax(); {
		case syn == game.Numbers:
			return game.Arg{}, &game.ParamError{Param: p.Name, Index: []int{len(r.lists[0])}, Err: errors.New(e.Msg)}
		case syn == game.Rows && len(r.path) == 2:
			return game.Arg{}, &game.ParamError{Param: p.Name, Index: slices.Clone(r.path), Err: errors.New(e.Msg)}
		}
		return game.Arg{}, &game.ParamError{Param: p.Name, Err: errors.New(e.Msg)}
	}
	if err != nil {
		return game.Arg{}, err
	}
	return r.caseArgs()[0], nil
}

// starts reports whether a JSON value that starts with c may be written
// in syntax syn.
func starts(syn game.Syntax, c byte) bool {
	switch syn {
	case game.OneNumber:
		return c == '-' || c >= '0' && c <= '9'
	case game.Chars:
		return c == '"'
	case game.JSONValue:
		return true
	}
	return c == '['
}

// One reads exactly one case from r and reports an error if more follows
// (used for command-line arguments).
func (r *Reader) One() (Case, error) {
	c, err := r.Next()
	if err != nil {
		return c, err
	}
	if r.form == Plain && r.shape.row() {
		return c, nil // plain arguments are all one row
	}
	if tok, err := r.skipBlank(); err != nil {
		return c, err
	} else if tok != EOF {
		return c, errors.New("more than one instance given: give one")
	}
	return c, nil
}

// Keys returns the parameter names that the first case of data gives, if
// it is an object or in LeetCode's notation, as far as data holds it: the
// keys of {"aliceValues":[1,3],"bobValues":[2,1]}, the names of n = 5. It
// returns nil for a case in another form. A front end with no game named
// chooses one by them. It reads data once, in O(len(data)).
func Keys(data []byte) []string {
	s := NewBytes(data)
	r := &Reader{s: s}
	tok, err := r.caseStart()
	if err != nil || tok != OpenBrace && tok != Word {
		return nil
	}
	s.Words = true // caseStart turned it off
	object := tok == OpenBrace
	var keys []string
	if !object {
		keys = append(keys, s.Text())
	}
	depth, after := 0, object // after: the last token opened the case or was a comma at its top
	for {
		tok, err := s.Scan()
		if err != nil || tok == EOF {
			return keys
		}
		switch {
		case tok == Open:
			depth++
		case tok == Close:
			depth--
		case depth > 0:
		case object && tok == CloseBrace, !object && tok == Newline:
			return keys
		case after && (object && tok == String || !object && tok == Word):
			keys = append(keys, s.Text())
		}
		after = depth == 0 && tok == Comma
	}
}
