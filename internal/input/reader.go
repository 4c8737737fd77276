package input

import (
	"errors"
	"fmt"
	"io"
)

// Shape is what one case is made of.
type Shape uint8

const (
	Row  Shape = iota // one list of numbers
	Pair              // two lists of equal length: aliceValues, then bobValues
)

// Form is the way cases are written, found from the first token.
type Form uint8

const (
	Plain   Form = iota // numbers: a row per line, or one number per line
	Arrays              // [1,5,233,7]: each array is a list, newlines are spaces
	Objects             // {"nums":[...]} or {"aliceValues":[...],"bobValues":[...]}
)

// Case is one instance read by [Reader.Next].
type Case struct {
	Line int // the line where it starts (0 for arguments)
	// Lists holds one list for Row, two for Pair, or none for a row given
	// to a push function or a pair given to the functions of
	// [Reader.StreamPairs]. Next reuses them.
	Lists [][]int64
	Len   int // how many numbers the case has (in each list, or in aliceValues)
}

// Reader reads cases: instances of a game, in any of the forms of [Form].
//
// Plain numbers: if the first line holds one number, the whole input is one
// row written one number per line, and a later line with more than one
// number is an error (it would be ambiguous); otherwise each line is a row
// (a batch). Batch forces one row per line. For Pair, plain lines pair up:
// a line of aliceValues, then a line of bobValues. Blank lines are skipped.
type Reader struct {
	s      *Scanner
	shape  Shape
	batch  bool
	form   Form
	begun  bool
	cases  int // cases begun so far
	lists  [2][]int64
	push   func(int64) error
	run    func([]int64) (int, error)
	live   int                 // the list that goes to push, or -1
	pairs  [2]func(xs []int64) // see StreamPairs
	sinks  [2]func(xs []int64) // the case's: pairs, or nil when its lists are stored
	one    [1]int64            // a number for a sink, without allocating
	pushed int
	fast   []int64 // numbers read by the scanner's fast path
	expect int     // see Expect: the capacity to give the first list
}

// NewReader returns a Reader of cases of the given shape from s. With batch,
// plain input is always one row per line.
func NewReader(s *Scanner, shape Shape, batch bool) *Reader {
	return &Reader{s: s, shape: shape, batch: batch}
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
	per := int64(2)
	if r.shape == Pair {
		per = 4
	}
	r.expect = int(min(size/per, maxExpect))
}

// Continue makes the Reader read a part of a longer input whose form is
// already known, from a point between two cases: Next then reads cases of
// that form and does not find it from the first token. (A batch split into
// blocks of lines reads each block this way.)
func (r *Reader) Continue(form Form) {
	r.form, r.begun = form, true
}

// Form returns the form of the input, known after the first call to Next.
func (r *Reader) Form() Form { return r.form }

// Next reads the next case. For Row cases, if push is not nil, each number
// is given to push as soon as it is read and not stored (Case.Lists is then
// nil), so a row of any length streams; an error from push stops the read
// and comes back with the number's line and item. Pair cases ignore push
// (see [Reader.StreamPairs]). Next returns io.EOF after
// the last case, and an error wrapping [ErrNoNumbers] if the input has no
// case at all.
func (r *Reader) Next(push func(int64) error) (Case, error) {
	r.push = push
	if !r.begun {
		tok, err := r.skipBlank()
		if err != nil {
			return Case{}, err
		}
		switch tok {
		case EOF:
			return Case{}, fmt.Errorf("%w: give the numbers as arguments or on standard input", ErrNoNumbers)
		case Open:
			r.form = Arrays
		case OpenBrace:
			r.form = Objects
		case Number:
			r.form = Plain
		default:
			return Case{}, r.s.LineErrorf("expected a number, %q or %q, found %v", "[", "{", tok)
		}
		r.begun = true
		return r.first(tok)
	}
	tok, err := r.skipBlank()
	if err != nil {
		return Case{}, err
	}
	if tok == EOF {
		return Case{}, io.EOF
	}
	return r.first(tok)
}

// first reads a case whose first token, tok, was just scanned.
func (r *Reader) first(tok Token) (Case, error) {
	c := Case{Line: r.s.Line()}
	r.cases++
	r.lists[0], r.lists[1] = r.lists[0][:0], r.lists[1][:0]
	r.pushed = 0
	r.live = -1
	if r.shape == Row && r.push != nil {
		r.live = 0
	}
	r.sinks = [2]func([]int64){}
	if r.shape == Pair && r.pairs[0] != nil && r.form != Objects {
		r.sinks = r.pairs // an object decides at its first key
	}
	var err error
	switch r.form {
	case Plain:
		err = r.plainCase(tok)
	case Arrays:
		err = r.arrayCase(tok)
	case Objects:
		err = r.objectCase(tok)
	}
	if err != nil {
		return c, err
	}
	c.Len = len(r.lists[0])
	switch {
	case r.shape == Row && r.live == 0:
		c.Len = r.pushed
	case r.shape == Row:
		c.Lists = r.lists[:1]
	case r.sinks[0] != nil:
		c.Len = r.pushed
	default:
		c.Lists = r.lists[:2]
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
	case k == 1 && len(l) == 0:
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
// and returns how many.
func (r *Reader) lineRun(k int) (int, error) {
	if r.fast == nil {
		r.fast = make([]int64, 0, fastCap)
	}
	total := 0
	for {
		r.fast = r.s.lineInts(r.fast[:0])
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
	for ; tok == Number; n++ {
		if err := r.add(k, r.s.Int()); err != nil {
			return n, tok, err
		}
		m, err := r.lineRun(k)
		n += m
		if err != nil {
			return n, tok, err
		}
		if tok, err = r.s.Scan(); err != nil {
			return n, tok, err
		}
	}
	if tok != Newline && tok != EOF {
		return n, tok, r.s.LineErrorf("expected a number, found %v: in plain input, write only numbers", tok)
	}
	return n, tok, nil
}

func (r *Reader) plainCase(tok Token) error {
	if tok != Number {
		return r.s.LineErrorf("expected a number, found %v: the input started with plain numbers", tok)
	}
	start := r.s.Line()
	n, end, err := r.plainLine(0, tok)
	if err != nil {
		return err
	}
	if r.shape == Pair {
		if end == EOF {
			return &Error{Line: start, Msg: "aliceValues with no line of bobValues after it"}
		}
		if tok, err = r.skipBlank(); err != nil {
			return err
		}
		if tok == EOF {
			return &Error{Line: start, Msg: "aliceValues with no line of bobValues after it"}
		}
		if _, _, err = r.plainLine(1, tok); err != nil {
			return err
		}
		return nil
	}
	if r.cases > 1 || r.batch || n > 1 || end == EOF {
		return nil // one row per line
	}
	// The first line held one number: the input is one row, one number
	// per line.
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
func (r *Reader) array(k int) error {
	for {
		tok, err := r.s.Scan()
		if err != nil {
			return err
		}
		switch tok {
		case Number:
			if err := r.add(k, r.s.Int()); err != nil {
				return err
			}
			if _, err := r.lineRun(k); err != nil {
				return err
			}
		case Newline:
		case Close:
			return nil
		case EOF:
			return r.s.LineErrorf("a %q is not closed by %q", "[", "]")
		default:
			return r.s.LineErrorf("expected a number or %q, found %v", "]", tok)
		}
	}
}

func (r *Reader) arrayCase(tok Token) error {
	if tok != Open {
		return r.s.LineErrorf("expected %q, found %v: the input started with an array", "[", tok)
	}
	if err := r.array(0); err != nil {
		return err
	}
	if r.shape == Row {
		return nil
	}
	start := r.s.Line()
	tok, err := r.skipBlank()
	if err != nil {
		return err
	}
	if tok != Open {
		return &Error{Line: start, Msg: "aliceValues with no array of bobValues after it"}
	}
	return r.array(1)
}

// keys names the lists of an object, by shape.
var keys = [...][]string{
	Row:  {"nums", "piles"},
	Pair: {"aliceValues", "bobValues"},
}

func (r *Reader) objectCase(tok Token) error {
	if tok != OpenBrace {
		return r.s.LineErrorf("expected %q, found %v: the input started with an object", "{", tok)
	}
	start := r.s.Line()
	seen := [2]bool{}
	for {
		tok, err := r.skipBlank()
		if err != nil {
			return err
		}
		if tok == CloseBrace {
			break
		}
		if tok != String {
			return r.s.LineErrorf("expected a key such as %q, found %v", keys[r.shape][0], tok)
		}
		key := r.s.Text()
		k := -1
		for i, name := range keys[r.shape] {
			if key == name {
				k = i
			}
		}
		if r.shape == Row && k >= 0 {
			k = 0
		}
		if k < 0 {
			return r.s.LineErrorf("unknown key %q: this game takes %q", key, keys[r.shape])
		}
		if seen[k] {
			return r.s.LineErrorf("key %q appears twice", key)
		}
		seen[k] = true
		if tok, err = r.skipBlank(); err != nil {
			return err
		}
		if tok != Open {
			return r.s.LineErrorf("expected %q after key %q, found %v", "[", key, tok)
		}
		if r.shape == Pair && k == 0 && !seen[1] {
			r.sinks = r.pairs // aliceValues first: stream both
		}
		if err := r.array(k); err != nil {
			return err
		}
	}
	want := 1
	if r.shape == Pair {
		want = 2
	}
	for k := 0; k < want; k++ {
		if !seen[k] {
			return &Error{Line: start, Msg: fmt.Sprintf("the object has no key %q", keys[r.shape][k])}
		}
	}
	return nil
}

// One reads exactly one case from r and reports an error if more follows
// (used for command-line arguments).
func (r *Reader) One(push func(int64) error) (Case, error) {
	c, err := r.Next(push)
	if err != nil {
		return c, err
	}
	if r.form == Plain && r.shape == Row {
		return c, nil // plain arguments are all one row
	}
	if tok, err := r.skipBlank(); err != nil {
		return c, err
	} else if tok != EOF {
		return c, errors.New("more than one instance given: give one")
	}
	return c, nil
}
