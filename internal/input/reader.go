package input

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Param is one parameter of a case: its name (LeetCode's, the key of an
// object and the name in LeetCode's notation) and whether it is one integer
// rather than a list.
type Param struct {
	Name string
	Int  bool
}

// Shape is what one case is made of: its parameters, in order. A case of
// one list is a row, and may stream (see [Reader.Next]); a case of two
// lists is a pair, and may stream too (see [Reader.StreamPairs]).
type Shape []Param

// Row and Pair are the shapes of a game of one list, "nums", and of
// stone-game-vi's two lists.
var (
	Row  = Shape{{Name: "nums"}}
	Pair = Shape{{Name: "aliceValues"}, {Name: "bobValues"}}
)

// row reports whether sh is one list, pair whether it is two.
func (sh Shape) row() bool  { return len(sh) == 1 && !sh[0].Int }
func (sh Shape) pair() bool { return len(sh) == 2 && !sh[0].Int && !sh[1].Int }

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
	// list of one number, or none for a row given to a push function or a
	// pair given to the functions of [Reader.StreamPairs]. Next reuses
	// them.
	Lists [][]int64
	Len   int // how many numbers the case has (in each list, or in aliceValues)
}

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
	push   func(int64) error
	run    func([]int64) (int, error)
	live   int                 // the list that goes to push, or -1
	pairs  [2]func(xs []int64) // see StreamPairs
	sinks  [2]func(xs []int64) // the case's: pairs, or nil when its lists are stored
	one    [1]int64            // a number for a sink, without allocating
	pushed int
	fast   []int64 // numbers read by the scanner's fast path
	expect int     // see Expect: the capacity to give the first list
	column bool    // the last case was a plain row, one number per line
}

// NewReader returns a Reader of cases of the given shape from s. With batch,
// plain input is always one row per line.
func NewReader(s *Scanner, shape Shape, batch bool) *Reader {
	return &Reader{s: s, shape: shape, batch: batch, lists: make([][]int64, len(shape))}
}

// PushRuns makes Next, when it streams a row through a push function, give
// the runs of numbers that the scanner reads in bulk (up to 1024 at a time)
// to run instead, in order: run(xs) takes the numbers as push would, one
// by one, and returns how many it took before an error, which then comes
// back with that number's line and item. Per-number work that can be done
// on a slice (copying it, checking a bound) gets cheaper that way; nil
// restores push for every number.
func (r *Reader) PushRuns(run func(xs []int64) (int, error)) { r.run = run }

// StreamPairs makes Next, for Pair cases whose aliceValues come before
// their bobValues (every plain and array case, and objects with that key
// first), give the numbers to alice and then to bob, in runs of one or
// more as they are read, instead of storing them: Case.Lists is then nil
// and Case.Len the number of aliceValues. An object with "bobValues" first
// is stored whole, as without StreamPairs, and its Case has both lists.
// The functions must not keep xs. StreamPairs(nil, nil) turns streaming
// off.
func (r *Reader) StreamPairs(alice, bob func(xs []int64)) { r.pairs = [2]func([]int64){alice, bob} }

// sink gives the numbers xs of list k to the case's sink for it, if there
// is one, and reports whether there was.
func (r *Reader) sink(k int, xs []int64) bool {
	f := r.sinks[k]
	if f == nil {
		return false
	}
	f(xs)
	if k == 0 {
		r.pushed += len(xs)
	}
	return true
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
		if !p.Int {
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

// Next reads the next case. For Row cases, if push is not nil, each number
// is given to push as soon as it is read and not stored (Case.Lists is then
// nil), so a row of any length streams; an error from push stops the read
// and comes back with the number's line and item. Other shapes ignore push
// (see [Reader.StreamPairs]). Next returns io.EOF after the last case, and
// an error wrapping [ErrNoNumbers] if the input has no case at all.
func (r *Reader) Next(push func(int64) error) (Case, error) {
	r.push = push
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
	default:
		return c, r.s.LineErrorf("expected a number, %q or %q, found %v", "[", "{", tok)
	}
	c.Form = r.form
	r.cases++
	for k := range r.lists {
		r.lists[k] = r.lists[k][:0]
	}
	r.pushed = 0
	r.live = -1
	r.column = false
	row := r.shape.row()
	if row && r.push != nil {
		r.live = 0
	}
	r.sinks = [2]func([]int64){}
	if r.shape.pair() && r.pairs[0] != nil && (r.form == Plain || r.form == Arrays) {
		r.sinks = r.pairs // an object or a name decides at its first key
	}
	var err error
	switch {
	case r.form == Objects:
		err = r.objectCase()
	case r.form == Named:
		err = r.namedCase()
	case row && r.form == Plain:
		err = r.plainCase(tok)
	default:
		err = r.positional(tok)
	}
	if err != nil {
		return c, err
	}
	c.Len = len(r.lists[0])
	switch {
	case row && r.live == 0, r.sinks[0] != nil:
		c.Len = r.pushed
	default:
		c.Lists = r.lists
	}
	return c, nil
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

// add stores or pushes a number of list k.
func (r *Reader) add(k int, x int64) error {
	if k == r.live {
		if err := r.push(x); err != nil {
			return r.s.Errorf("%v", err)
		}
		r.pushed++
		return nil
	}
	r.one[0] = x
	if r.sink(k, r.one[:]) {
		return nil
	}
	r.room(k, 1)
	r.lists[k] = append(r.lists[k], x)
	return nil
}

// room makes list k's capacity at least n more than its length. It at
// least doubles the list, rather than append's 1.25 for large slices: a
// list of 10^7 numbers is then copied about once, not four times. The
// second list of a pair is made as long as the first, and the first list
// as [Reader.Expect] asks.
func (r *Reader) room(k, n int) {
	l := r.lists[k]
	if len(l)+n <= cap(l) {
		return
	}
	grow := max(n, len(l))
	switch {
	case k > 0 && len(l) == 0 && !r.shape[k].Int:
		grow = max(n, len(r.lists[0]))
	case k == 0 && len(l) == 0 && r.expect > 0:
		grow = max(n, r.expect)
		r.expect = 0 // once: later cases reuse this list
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
// number it is about.
func (r *Reader) addRun(k int, column bool) error {
	xs := r.fast
	s := r.s
	line, item := s.line, s.item
	if column {
		s.line, s.item = line+len(xs), 0
	} else {
		s.item = item + len(xs)
	}
	if k != r.live {
		if r.sink(k, xs) {
			return nil
		}
		r.room(k, len(xs))
		r.lists[k] = append(r.lists[k], xs...)
		return nil
	}
	if r.run != nil {
		j, err := r.run(xs)
		r.pushed += j
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
	for j, x := range xs {
		if err := r.push(x); err != nil {
			if column {
				s.line, s.item = line+j, 1
			} else {
				s.item = item + j + 1
			}
			return s.Errorf("%v", err)
		}
	}
	r.pushed += len(xs)
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
			return r.s.LineErrorf("a %q is not closed by %q", "[", "]")
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
			return r.s.LineErrorf("a %q is not closed by %q", "[", "]")
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

// positional reads a case that is not a row in plain form: its parameters
// in order, each list an array or a line of numbers, each integer one
// number. A case that ends with an integer ends its line.
func (r *Reader) positional(tok Token) error {
	start := r.s.Line()
	plain := false // the last list was a plain line
	for k, p := range r.shape {
		if k > 0 {
			prev := r.s.Line()
			var err error
			if tok, err = r.skipBlank(); err != nil {
				return err
			}
			if tok == EOF {
				what := "array"
				if plain {
					what, prev = "line", start
				}
				if r.shape[k-1].Int {
					what = "line"
				}
				if p.Int {
					return &Error{Line: prev, Msg: fmt.Sprintf("%s with no %s after it", r.shape[k-1].Name, p.Name)}
				}
				return &Error{Line: prev, Msg: fmt.Sprintf("%s with no %s of %s after it", r.shape[k-1].Name, what, p.Name)}
			}
		}
		switch {
		case p.Int && tok == Number:
			if err := r.add(k, r.s.Int()); err != nil {
				return err
			}
			plain = false
		case p.Int:
			return r.s.LineErrorf("expected a number for %s, found %v: it is one integer", p.Name, tok)
		case tok == Open:
			if err := r.array(k); err != nil {
				return err
			}
			plain = false
		case tok == Number || tok == Comma:
			if _, _, err := r.plainLine(k, tok); err != nil {
				return err
			}
			plain = true
		default:
			return r.s.LineErrorf("expected %s, an array or a line of numbers, found %v", p.Name, tok)
		}
	}
	if !r.shape[len(r.shape)-1].Int || !r.s.lines {
		return nil
	}
	tok, err := r.s.Scan()
	switch {
	case err != nil || tok == Newline || tok == EOF:
		return err
	case tok == Number:
		return r.s.Errorf("expected the end of the line after %s: write one case per line", r.shape[len(r.shape)-1].Name)
	}
	return r.s.LineErrorf("expected the end of the line after %s, found %v: write one case per line", r.shape[len(r.shape)-1].Name, tok)
}

// value reads the value of parameter k after its key, from its first
// token: an array for a list, a number for an integer.
func (r *Reader) value(k int, key string) error {
	tok, err := r.skipBlank()
	if err != nil {
		return err
	}
	if r.shape[k].Int {
		if tok != Number {
			return r.s.LineErrorf("expected a number after %q, found %v: %s is one integer", key, tok, r.shape[k].Name)
		}
		return r.add(k, r.s.Int())
	}
	if tok != Open {
		return r.s.LineErrorf("expected %q after key %q, found %v", "[", key, tok)
	}
	return r.array(k)
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
		if k == 0 && r.shape.pair() && !seen[1] {
			r.sinks = r.pairs // aliceValues first: stream both
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
		if tok != Comma {
			return r.s.LineErrorf("expected %q or %q after the value of %q, found %v", ",", "}", key, tok)
		}
		if tok, err = r.skipBlank(); err != nil {
			return err
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
		if k == 0 && r.shape.pair() && !seen[1] {
			r.sinks = r.pairs // aliceValues first: stream both
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

// One reads exactly one case from r and reports an error if more follows
// (used for command-line arguments).
func (r *Reader) One(push func(int64) error) (Case, error) {
	c, err := r.Next(push)
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
