// Package input is the byte-level reader of stonegame's inputs: integers
// separated by spaces, commas or newlines, optionally in JSON-style
// brackets, and JSON-style objects such as {"aliceValues":[1,3],"bobValues":[2,1]}.
//
// [Scanner] reads a stream token by token without fmt or regular
// expressions, keeps only a fixed buffer, and knows the line and item of
// every token, so every error says where: `line 3, item 7: "12a" is not an
// integer`.
package input

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Token is the kind of the token Scan found.
type Token uint8

const (
	EOF        Token = iota // the end of the input
	Number                  // an integer: see Scanner.Int
	Newline                 // the end of a line
	Open                    // [
	Close                   // ]
	OpenBrace               // {
	CloseBrace              // }
	String                  // a double-quoted string: see Scanner.Text
	Comma                   // ,
	Colon                   // :
	Equals                  // =
	Word                    // a name, such as nums in nums = [1,2]: see Scanner.Words
	Bare                    // a string written without quotes, ++-- for a string parameter: see Scanner.ScanBare
)

var tokenNames = [...]string{"end of input", "number", "end of line", `"["`, `"]"`, `"{"`, `"}"`, "string", `","`, `":"`, `"="`, "name", "text"}

func (t Token) String() string {
	if int(t) < len(tokenNames) {
		return tokenNames[t]
	}
	return fmt.Sprintf("Token(%d)", uint8(t))
}

// Error is a bad input, with where it is. Line is 0 for inputs that are not
// read by line (command-line arguments); Item is 0 when the error is about a
// whole line or case.
type Error struct {
	Line int // 1-based line, or 0
	Item int // 1-based position of the number in its line (or in the arguments), or 0
	Msg  string
	Err  error // the error Msg says, when it is another's (a game's New), or nil
}

// Unwrap returns Err.
func (e *Error) Unwrap() error { return e.Err }

func (e *Error) Error() string {
	switch {
	case e.Line > 0 && e.Item > 0:
		return fmt.Sprintf("line %d, item %d: %s", e.Line, e.Item, e.Msg)
	case e.Line > 0:
		return fmt.Sprintf("line %d: %s", e.Line, e.Msg)
	case e.Item > 0:
		return fmt.Sprintf("item %d: %s", e.Item, e.Msg)
	}
	return e.Msg
}

const (
	firstBuf = 4 << 10   // the buffer of the first read
	bufSize  = 256 << 10 // the largest buffer, for long inputs
	maxToken = 4 << 10   // a longer token is an error, not a number
	maxShown = 40        // how much of a bad token an error quotes
)

// Scanner reads tokens from a stream. Separators are spaces and tabs; a
// line ends at a newline, a carriage return and newline, or a lone carriage
// return, and the end of a line is a token of its own, as are commas,
// colons and "=". Its zero value is not usable: call [NewScanner] or
// [NewArgs].
type Scanner struct {
	r        io.Reader
	buf      []byte
	pos, end int
	reads    int // reads from r so far
	eof      bool
	lines    bool // count lines; false for arguments
	line     int  // the line of the last token
	item     int  // numbers so far on the current line (or in the arguments)
	num      int64
	text     []byte
	// blockSkip is how many more bytes the fast path reads before it
	// tries its block loops again (blockBackoff), from one call to the
	// next; tests that compare with the byte loop alone make it huge.
	blockSkip int
	// json is set while a reader reads inside [...] or {...}, whose
	// syntax is JSON's: a number there has no plus sign.
	json bool
	// Words makes Scan return a name (a letter or "_", then letters,
	// digits and "_") as a Word token; otherwise a name is a number that
	// is not an integer, an error.
	Words bool
	// BeforeRead, if set, is called before each read from the underlying
	// reader, that is whenever the buffered input is used up and the next
	// read may block. Batch solving flushes its output there, so results
	// stream out as cases come in without a write per case.
	BeforeRead func() error
}

// NewScanner returns a Scanner that reads r, counting lines from 1.
func NewScanner(r io.Reader) *Scanner {
	return &Scanner{r: r, buf: make([]byte, firstBuf), lines: true, line: 1}
}

// NewBytes returns a Scanner over b, which it reads in place: the lines of
// b count from 1, as NewScanner counts them.
func NewBytes(b []byte) *Scanner {
	return &Scanner{buf: b, end: len(b), eof: true, lines: true, line: 1}
}

// inJSON marks what Scan reads next as inside [...] or {...} (on true)
// or not, and returns the previous mark, to restore when the brackets
// close.
func (s *Scanner) inJSON(on bool) (was bool) {
	was, s.json = s.json, on
	return was
}

// NewArgs returns a Scanner over command-line arguments, joined by spaces.
// Its errors name items, not lines.
func NewArgs(args []string) *Scanner {
	b := []byte(joinArgs(args))
	return &Scanner{buf: b, end: len(b), eof: true}
}

func joinArgs(args []string) string {
	var b bytes.Buffer
	for i, a := range args {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(a)
	}
	return b.String()
}

// Int returns the value of the last Number token.
func (s *Scanner) Int() int64 { return s.num }

// Text returns the contents of the last String or Word token.
func (s *Scanner) Text() string { return string(s.text) }

// Line returns the line of the last token (0 for arguments).
func (s *Scanner) Line() int {
	if !s.lines {
		return 0
	}
	return s.line
}

// Item returns the position, from 1, of the last Number on its line (for
// arguments, among all of them).
func (s *Scanner) Item() int { return s.item }

// Errorf returns an *Error at the last token's line and item.
func (s *Scanner) Errorf(format string, args ...any) error {
	return &Error{Line: s.Line(), Item: s.item, Msg: fmt.Sprintf(format, args...)}
}

// LineErrorf returns an *Error about the current line as a whole.
func (s *Scanner) LineErrorf(format string, args ...any) error {
	return &Error{Line: s.Line(), Msg: fmt.Sprintf(format, args...)}
}

// fill reads more input after the unread bytes buf[pos:end], which move to
// the front. It returns false at the end of the input.
func (s *Scanner) fill() (bool, error) {
	if s.eof {
		return false, nil
	}
	if s.pos > 0 {
		s.end = copy(s.buf, s.buf[s.pos:s.end])
		s.pos = 0
	}
	switch {
	case s.reads > 0 && len(s.buf) < bufSize:
		// A long input: grow the buffer, so small inputs stay cheap and
		// long ones are read in large blocks.
		b := make([]byte, min(4*len(s.buf), bufSize))
		s.end = copy(b, s.buf[:s.end])
		s.buf = b
	case s.end == len(s.buf):
		// The buffer holds one token and no more (a string of over
		// 256 KiB): grow it, or the read below would read nothing,
		// forever. The scanning functions bound a token's length
		// (maxToken, maxText), and so the buffer.
		b := make([]byte, 2*len(s.buf))
		s.end = copy(b, s.buf[:s.end])
		s.buf = b
	}
	s.reads++
	if s.BeforeRead != nil && s.end == 0 {
		if err := s.BeforeRead(); err != nil {
			return false, err
		}
	}
	for {
		n, err := s.r.Read(s.buf[s.end:])
		s.end += n
		if err == io.EOF {
			s.eof = true
			return n > 0, nil
		}
		if err != nil {
			return false, fmt.Errorf("reading input: %w", err)
		}
		if n > 0 {
			return true, nil
		}
	}
}

// isDelim reports whether c ends a number.
func isDelim(c byte) bool {
	switch c {
	case ' ', '\t', '\r', '\n', ',', ':', '=', ']', '}', '[', '{':
		return true
	}
	return false
}

// Scan reads the next token. At the end of the input it returns EOF (and a
// last line without a newline gets no Newline token). A number that is not
// an integer or does not fit in an int64, an unknown character or a read
// error is returned as an error; an *Error for bad input.
func (s *Scanner) Scan() (Token, error) {
	for {
		if s.pos >= s.end {
			more, err := s.fill()
			if err != nil {
				return EOF, err
			}
			if !more {
				return EOF, nil
			}
		}
		c := s.buf[s.pos]
		switch c {
		case ' ', '\t':
			s.pos++
			continue
		case '\r':
			// A lone CR ends a line, and so does CR LF.
			if s.pos+1 == s.end {
				if _, err := s.fill(); err != nil {
					return EOF, err
				}
			}
			if s.pos+1 < s.end && s.buf[s.pos+1] == '\n' {
				s.pos++
			}
			fallthrough
		case '\n':
			s.pos++
			if s.lines {
				s.line++
				s.item = 0
			}
			return Newline, nil
		case ',':
			s.pos++
			return Comma, nil
		case ':':
			s.pos++
			return Colon, nil
		case '=':
			s.pos++
			return Equals, nil
		case '[':
			s.pos++
			return Open, nil
		case ']':
			s.pos++
			return Close, nil
		case '{':
			s.pos++
			return OpenBrace, nil
		case '}':
			s.pos++
			return CloseBrace, nil
		case '"':
			return s.scanString()
		}
		if s.Words && (c == '_' || c|0x20 >= 'a' && c|0x20 <= 'z') {
			return s.scanWord()
		}
		return s.scanNumber()
	}
}

// Byte classes of the fast path, in one table: a comma, a blank (what Scan
// skips), a separator between two numbers on a line (either), and a
// delimiter (what ends a number, as isDelim says).
const (
	commaClass = 1
	blankClass = 2
	sepClass   = commaClass | blankClass
	delimClass = 4
)

var class = func() (t [256]uint8) {
	t[','] |= commaClass
	t[' '] |= blankClass
	t['\t'] |= blankClass
	for c := range 256 {
		if isDelim(byte(c)) {
			t[c] |= delimClass
		}
	}
	return t
}()

// The fast path. Long inputs are mostly plain integers and separators; the
// functions below read runs of them straight from the buffer, without a
// token at a time, and stop before anything else (a bracket, a bad or long
// number, a token cut by the end of the buffer) so that Scan, which knows
// every error message, reads it. They never report an error and do not
// update line or item: the Reader does, since it knows how the numbers lie.
//
// A simple integer is an optional sign and 1 to 18 digits (so it cannot
// overflow) followed, inside the buffer, by a delimiter.
//
// Each tries its block loop (block.go) wherever 64 bytes may follow, and
// reads a number at a time with a byte loop where a window is not simple.
// Measured on this project's 2-core machine (BenchmarkFastPath, medians of
// alternating runs), the blocks are ahead at every length of number, 1.3x
// to 1.5x; the 8-digit SWAR parse they replaced lost to the plain byte
// loop on numbers of 1 to 5 digits, the common case, since each number
// waited for the last one's length.

// lineInts appends to dst, up to cap(dst), the simple integers that follow
// on the current line, each after blanks and at least minComma and at most
// one comma: the separators of plain input (minComma 0) or of JSON's
// arrays (minComma 1). It stops before a newline, before any other token,
// and before a separator that is not one of those (two commas: an empty
// item), which Scan then reads.
func (s *Scanner) lineInts(dst []int64, minComma int) []int64 {
	buf := s.buf[s.pos:s.end]
	out := dst[:cap(dst)]
	n, i := len(dst), 0
	blockAt := s.blockSkip // where lineBlock is tried next
	for n < len(out) {
		if i >= blockAt && len(out)-n >= blockRoom && i+blockSlack <= len(buf) {
			k, size := lineBlock(buf, i, out[n:], minComma)
			if k > 0 {
				n, i = n+k, i+size
				continue
			}
			blockAt = i + blockBackoff
		}
		start := i
		commas := 0
		for i < len(buf) {
			c := class[buf[i]]
			if c&sepClass == 0 {
				break
			}
			commas += int(c & commaClass)
			i++
		}
		if commas > 1 || commas < minComma {
			i = start
			break
		}
		neg := false
		if i < len(buf) && (buf[i] == '-' || buf[i] == '+' && minComma == 0) {
			neg = buf[i] == '-'
			i++
		}
		digits := i
		var u uint64
		for ; i < len(buf); i++ {
			d := buf[i] - '0'
			if d > 9 {
				break
			}
			u = u*10 + uint64(d)
		}
		if i == digits || i-digits > 18 || i-digits > 1 && buf[digits] == '0' || i == len(buf) || class[buf[i]]&delimClass == 0 {
			i = start
			break
		}
		x := int64(u)
		if neg {
			x = -x
		}
		out[n] = x
		n++
	}
	s.pos += i
	s.blockSkip = max(blockAt-i, 0)
	return out[:n]
}

// columnInts repeats lineInts' integer loop on purpose: as a function it is
// too large for the compiler to inline, and the call costs about 15% of
// the scanner's time on a long column of numbers.

// columnInts appends to dst, up to cap(dst), the numbers of the lines that
// follow when each holds exactly one simple integer and its newline. It is
// called at the start of a line and stops at the start of a line that is
// anything else (a blank line, or a comma, too). A line ends as Scan says.
func (s *Scanner) columnInts(dst []int64) []int64 {
	buf := s.buf[s.pos:s.end]
	out := dst[:cap(dst)]
	n, i := len(dst), 0
	blockAt := s.blockSkip // where columnBlock is tried next
	for n < len(out) {
		if i >= blockAt && len(out)-n >= blockRoom && i+blockSlack <= len(buf) {
			k, size := columnBlock(buf, i, out[n:])
			if k > 0 {
				n, i = n+k, i+size
				continue
			}
			blockAt = i + blockBackoff
		}
		j := i
		for j < len(buf) && class[buf[j]]&blankClass != 0 {
			j++
		}
		neg := false
		if j < len(buf) && (buf[j] == '-' || buf[j] == '+') {
			neg = buf[j] == '-'
			j++
		}
		digits := j
		var u uint64
		for ; j < len(buf); j++ {
			d := buf[j] - '0'
			if d > 9 {
				break
			}
			u = u*10 + uint64(d)
		}
		if j == digits || j-digits > 18 || j-digits > 1 && buf[digits] == '0' {
			break
		}
		for j < len(buf) && class[buf[j]]&blankClass != 0 {
			j++
		}
		if j == len(buf) {
			break
		}
		if buf[j] == '\r' {
			// CR LF or a lone CR; a CR that ends the buffer is left to Scan.
			if j+1 == len(buf) {
				break
			}
			if buf[j+1] == '\n' {
				j++
			}
		} else if buf[j] != '\n' {
			break
		}
		x := int64(u)
		if neg {
			x = -x
		}
		out[n] = x
		n++
		i = j + 1
	}
	s.pos += i
	s.blockSkip = max(blockAt-i, 0)
	return out[:n]
}

// scanNumber reads an integer at buf[pos]: an optional sign and decimal
// digits, ended by a delimiter or the end of the input.
func (s *Scanner) scanNumber() (Token, error) {
	s.item++
	// Find the end of the token, reading more if the buffer cuts it.
	i := s.pos
	for {
		for i < s.end && !isDelim(s.buf[i]) {
			i++
		}
		if i < s.end || s.eof {
			break
		}
		if s.end-s.pos >= maxToken {
			return EOF, s.longToken(s.buf[s.pos:s.end])
		}
		off := i - s.pos
		if _, err := s.fill(); err != nil {
			return EOF, err
		}
		i = s.pos + off
	}
	tok := s.buf[s.pos:i]
	s.pos = i
	neg := false
	d := tok
	if len(d) > 0 && (d[0] == '-' || d[0] == '+') {
		neg = d[0] == '-'
		d = d[1:]
	}
	if len(d) == 0 || !allDigits(d) {
		return EOF, s.notInteger(tok)
	}
	if s.json && tok[0] == '+' {
		return EOF, s.Errorf("%s is not an integer: inside [...] and {...} the syntax is JSON's, which has no plus sign (write it without the +)", quote(tok))
	}
	if len(d) > 1 && d[0] == '0' {
		return EOF, s.leadingZero(tok)
	}
	var u uint64
	for _, c := range d {
		if u > (1<<63)/10 {
			return EOF, s.outOfRange(tok)
		}
		u = u*10 + uint64(c-'0')
		if u > 1<<63 {
			return EOF, s.outOfRange(tok)
		}
	}
	switch {
	case neg:
		s.num = int64(-u) // -(1<<63) wraps to MinInt64, exactly right
	case u == 1<<63:
		return EOF, s.outOfRange(tok)
	default:
		s.num = int64(u)
	}
	return Number, nil
}

func allDigits(d []byte) bool {
	for _, c := range d {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// longToken is the error for a token of maxToken bytes or more, of which
// head is the part read: a run of digits (after a sign) is an integer
// outside int64 however long it goes on, and is not read further.
func (s *Scanner) longToken(head []byte) error {
	d := head
	if len(d) > 0 && (d[0] == '-' || d[0] == '+') {
		d = d[1:]
	}
	if len(d) > 0 && allDigits(d) {
		if d[0] == '0' {
			return s.Errorf("%s is not an integer: a number has no leading zero, as in JSON", quote(head))
		}
		return s.outOfRange(head)
	}
	return s.Errorf("%s is not an integer", quote(head))
}

func (s *Scanner) notInteger(tok []byte) error {
	return s.Errorf("%s is not an integer", quote(tok))
}

// leadingZero is the error for an integer written with a leading zero,
// which JSON, and so the API, refuses: the CLI refuses it too, in every
// notation, so that an input means the same everywhere.
func (s *Scanner) leadingZero(tok []byte) error {
	d := bytes.TrimLeft(tok, "+-")
	short := strings.TrimLeft(string(d), "0")
	if short == "" {
		short = "0"
	}
	if tok[0] == '-' {
		short = "-" + short
	}
	return s.Errorf("%s is not an integer: a number has no leading zero, as in JSON (write %s)", quote(tok), short)
}

func (s *Scanner) outOfRange(tok []byte) error {
	return s.Errorf("%s is outside the int64 range [-9223372036854775808, 9223372036854775807]", quote(tok))
}

func quote(tok []byte) string {
	if len(tok) > maxShown {
		return strconv.Quote(string(tok[:maxShown])) + "..."
	}
	return strconv.Quote(string(tok))
}

// scanWord reads a name at buf[pos] (see [Scanner.Words]): a token that
// is not one is an error, as a number would be.
func (s *Scanner) scanWord() (Token, error) {
	i := s.pos
	for {
		for i < s.end && !isDelim(s.buf[i]) {
			i++
		}
		if i < s.end || s.eof {
			break
		}
		if s.end-s.pos >= maxToken {
			s.item++
			return EOF, s.Errorf("%q... is not an integer", s.buf[s.pos:s.pos+maxShown])
		}
		off := i - s.pos
		if _, err := s.fill(); err != nil {
			return EOF, err
		}
		i = s.pos + off
	}
	tok := s.buf[s.pos:i]
	for _, c := range tok {
		if c != '_' && (c < '0' || c > '9') && (c|0x20 < 'a' || c|0x20 > 'z') {
			s.item++
			s.pos = i
			return EOF, s.notInteger(tok)
		}
	}
	s.text = append(s.text[:0], tok...)
	s.pos = i
	return Word, nil
}

// scanString reads a double-quoted string with no escapes (object keys).
func (s *Scanner) scanString() (Token, error) {
	i := s.pos + 1
	for {
		for i < s.end && s.buf[i] != '"' && s.buf[i] != '\n' {
			i++
		}
		if i < s.end || s.eof {
			break
		}
		if s.end-s.pos >= maxToken {
			return EOF, s.LineErrorf("a string longer than %d bytes", maxToken)
		}
		off := i - s.pos
		if _, err := s.fill(); err != nil {
			return EOF, err
		}
		i = s.pos + off
	}
	if i >= s.end || s.buf[i] != '"' {
		return EOF, s.LineErrorf("a string %s... has no closing quote", quote(s.buf[s.pos:i]))
	}
	s.text = append(s.text[:0], s.buf[s.pos+1:i]...)
	s.pos = i + 1
	return String, nil
}

// maxText is the longest string value the scanner reads: 1 MiB.
const maxText = 1 << 20

// Peek returns the next byte that is not a space or a tab, without
// consuming it, and false at the end of the input.
func (s *Scanner) Peek() (byte, bool, error) {
	for {
		for s.pos < s.end && (s.buf[s.pos] == ' ' || s.buf[s.pos] == '\t') {
			s.pos++
		}
		if s.pos < s.end {
			return s.buf[s.pos], true, nil
		}
		more, err := s.fill()
		if err != nil || !more {
			return 0, false, err
		}
	}
}

// PeekWord returns the run of letters at the current position, after
// spaces and tabs, without consuming it: at most 32 of them, "" when the
// next byte is no letter.
func (s *Scanner) PeekWord() (string, error) {
	c, ok, err := s.Peek()
	if err != nil || !ok || c|0x20 < 'a' || c|0x20 > 'z' {
		return "", err
	}
	for s.end-s.pos < 33 && !s.eof {
		if _, err := s.fill(); err != nil {
			return "", err
		}
	}
	i := s.pos
	for i < s.end && i-s.pos < 32 && s.buf[i]|0x20 >= 'a' && s.buf[i]|0x20 <= 'z' {
		i++
	}
	return string(s.buf[s.pos:i]), nil
}

// SkipLine consumes the rest of the current line, its end included,
// whatever it holds.
func (s *Scanner) SkipLine() error {
	for {
		for s.pos < s.end {
			c := s.buf[s.pos]
			s.pos++
			if c == '\n' || c == '\r' && (s.pos >= s.end || s.buf[s.pos] != '\n') {
				if s.lines {
					s.line++
					s.item = 0
				}
				return nil
			}
		}
		more, err := s.fill()
		if err != nil || !more {
			return err
		}
	}
}

// ScanBare reads, after spaces and tabs, a run of characters up to the next
// blank, comma, end of line or end of input, as a Bare token whose
// characters [Scanner.Text] returns: a string parameter written without
// quotes (++--). At a newline, a comma or the end of the input it returns
// that token instead, as Scan would. A run longer than 1 MiB is an error.
func (s *Scanner) ScanBare() (Token, error) {
	c, ok, err := s.Peek()
	if err != nil || !ok {
		return EOF, err
	}
	if c == '\n' || c == '\r' || c == ',' {
		return s.Scan()
	}
	i := s.pos
	for {
		for i < s.end && !isBlank(s.buf[i]) && s.buf[i] != ',' {
			i++
		}
		if i < s.end || s.eof {
			break
		}
		if s.end-s.pos >= maxText {
			return EOF, s.LineErrorf("a string longer than %d bytes", maxText)
		}
		off := i - s.pos
		if _, err := s.fill(); err != nil {
			return EOF, err
		}
		i = s.pos + off
	}
	s.text = append(s.text[:0], s.buf[s.pos:i]...)
	s.pos = i
	if !utf8.Valid(s.text) {
		return EOF, s.LineErrorf("the string %s is not valid UTF-8", quote(s.text))
	}
	if hasControl(s.text) {
		return EOF, s.LineErrorf("the string %s holds a control character: write it in double quotes, escaped", quote(s.text))
	}
	return Bare, nil
}

// hasControl reports whether b holds a control character, which a JSON
// string may hold only escaped.
func hasControl(b []byte) bool {
	for _, c := range b {
		if c < 0x20 || c == 0x7f {
			return true
		}
	}
	return false
}

func isBlank(c byte) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }

// ScanValue reads, after spaces and tabs, a double-quoted string value
// with JSON's escapes (\", \\, \n, \u00e9, ...), as a String token whose
// decoded characters [Scanner.Text] returns; any other token is returned
// as Scan returns it. Keys are read by Scan, which takes no escapes.
func (s *Scanner) ScanValue() (Token, error) {
	c, ok, err := s.Peek()
	if err != nil || !ok || c != '"' {
		if err != nil {
			return EOF, err
		}
		return s.Scan()
	}
	i := s.pos + 1
	for {
		for i < s.end && s.buf[i] != '"' && s.buf[i] != '\n' {
			if s.buf[i] == '\\' {
				i++
			}
			i++
		}
		if i < s.end || s.eof {
			break
		}
		if s.end-s.pos >= maxText {
			return EOF, s.LineErrorf("a string longer than %d bytes", maxText)
		}
		off := i - s.pos
		if _, err := s.fill(); err != nil {
			return EOF, err
		}
		i = s.pos + off
	}
	if i >= s.end || s.buf[i] != '"' {
		return EOF, s.LineErrorf("a string %s... has no closing quote", quote(s.buf[s.pos:min(i, s.end)]))
	}
	raw := s.buf[s.pos : i+1]
	s.pos = i + 1
	if !utf8.Valid(raw) {
		return EOF, s.LineErrorf("the string %s is not valid UTF-8", quote(raw))
	}
	if bytes.IndexByte(raw, '\\') < 0 && !hasControl(raw) {
		s.text = append(s.text[:0], raw[1:len(raw)-1]...)
		return String, nil
	}
	var v string
	if err := json.Unmarshal(raw, &v); err != nil {
		return EOF, s.LineErrorf("the string %s is not a JSON string: %v", quote(raw), strings.TrimPrefix(err.Error(), "json: "))
	}
	s.text = append(s.text[:0], v...)
	return String, nil
}

// ErrNoNumbers is wrapped by errors for an input with nothing in it.
var ErrNoNumbers = errors.New("no numbers")
