package input

// Tail reads the rest of a plain row from s, which starts at the start of
// a number, and gives its numbers to run in order, in runs; it reports
// whether that rest is exactly what a [Reader] would read as the end of
// the row that the bytes before it began: with column, lines of one
// number each (blank lines between them allowed), as in a row written one
// number per line; otherwise numbers on the current line, separated as
// plain input separates them, then only blank lines. Anything else (an
// error of any kind, including one from run, a number too long for the
// fast path's cousin Scan to take, another token) makes it stop and
// report false: a caller that cut an input in two to read the parts on
// two cores then reads the rest the ordinary way, which finds the same
// numbers, or the error and its place. It never reports an error itself.
//
// Run returns an error to refuse a number (an overflow, say); its count
// is ignored.
func Tail(s *Scanner, column bool, run func(xs []int64) error) bool {
	fast := make([]int64, 0, fastCap)
	one := make([]int64, 1)
	ended := false // the line of the row ended: only blank lines may follow
	for {
		if !ended {
			if column {
				fast = s.columnInts(fast[:0])
			} else {
				fast = s.lineInts(fast[:0], 0)
			}
			if len(fast) > 0 {
				if run(fast) != nil {
					return false
				}
				continue
			}
		}
		tok, err := s.Scan()
		if err != nil {
			return false
		}
		switch {
		case tok == EOF:
			return true
		case tok == Newline && !column:
			ended = true
		case tok == Newline, ended:
			if tok != Newline {
				return false
			}
		case tok == Comma && !column:
			if tok, err = s.Scan(); err != nil || tok != Number {
				return false
			}
			fallthrough
		case tok == Number:
			one[0] = s.Int()
			if run(one) != nil {
				return false
			}
			if column {
				// The number must end its line.
				if tok, err = s.Scan(); err != nil || tok != Newline && tok != EOF {
					return false
				}
				if tok == EOF {
					return true
				}
			}
		default:
			return false
		}
	}
}
