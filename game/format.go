package game

import "strconv"

// AppendNum appends x for people, with a true minus sign: "5", "−3". Every
// printer of numbers in sentences and tables uses it.
func AppendNum(b []byte, x int64) []byte {
	if x < 0 {
		return strconv.AppendUint(append(b, "−"...), Abs(x), 10)
	}
	return strconv.AppendInt(b, x, 10)
}

// Num returns AppendNum's text: "−3".
func Num(x int64) string { return string(AppendNum(nil, x)) }

// Paren returns Num's text, in parentheses when x is negative: "(−3)", as
// a term after a sign.
func Paren(x int64) string {
	if x < 0 {
		return "(" + Num(x) + ")"
	}
	return Num(x)
}

// AppendSigned appends x as a gain, with its sign: "+5", "+0", "−3"
// (a true minus sign, as [AppendNum]).
func AppendSigned(b []byte, x int64) []byte {
	if x >= 0 {
		b = append(b, '+')
	}
	return AppendNum(b, x)
}
