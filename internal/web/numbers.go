package web

import (
	"fmt"
	"math"
)

// parseInts parses raw, a JSON array of integers, into int64s. It is the hot
// path of a large request: one pass over the bytes, no reflection, no
// intermediate strings, about ten times faster than decoding into
// []json.Number. Errors name the field and the index: "nums[3]: 1.5 is not
// an integer". raw has already been checked to be valid JSON by the decoder
// of the request.
func parseInts(field string, raw []byte) ([]int64, error) {
	i := skipSpace(raw, 0)
	if i == len(raw) || raw[i] != '[' {
		return nil, fmt.Errorf("%q must be an array of integers, like [1, 5, 233, 7]", field)
	}
	i = skipSpace(raw, i+1)
	// Every number takes at least two bytes with its comma.
	out := make([]int64, 0, len(raw)/2+1)
	if i < len(raw) && raw[i] == ']' {
		return out, nil
	}
	for k := 0; ; k++ {
		if i == len(raw) {
			return nil, fmt.Errorf("%s: the array is not closed", field)
		}
		x, j, ok := parseInt(raw, i)
		if !ok {
			return nil, fmt.Errorf("%s[%d]: %s", field, k, badNumber(raw[i:j]))
		}
		out = append(out, x)
		i = skipSpace(raw, j)
		if i == len(raw) {
			return nil, fmt.Errorf("%s: the array is not closed", field)
		}
		switch raw[i] {
		case ',':
			i = skipSpace(raw, i+1)
		case ']':
			return out, nil
		default:
			return nil, fmt.Errorf("%s[%d]: %s", field, k, badNumber(raw[i:valueEnd(raw, i)]))
		}
	}
}

// parseInt parses the integer at raw[i:] and returns it with the index just
// past it. ok is false if the token there is not an integer in the int64
// range; j then ends the offending token.
func parseInt(raw []byte, i int) (x int64, j int, ok bool) {
	j = i
	neg := j < len(raw) && raw[j] == '-'
	if neg {
		j++
	}
	start := j
	var u uint64
	for ; j < len(raw) && raw[j] >= '0' && raw[j] <= '9'; j++ {
		d := uint64(raw[j] - '0')
		if u > (math.MaxUint64-d)/10 {
			u = math.MaxUint64 // saturate; the range check below fails
		} else {
			u = u*10 + d
		}
	}
	if j == start || (j < len(raw) && isTokenByte(raw[j])) {
		return 0, valueEnd(raw, i), false
	}
	switch {
	case !neg && u <= math.MaxInt64:
		return int64(u), j, true
	case neg && u <= math.MaxInt64+1:
		return int64(-u), j, true // -u wraps to the right value for MinInt64
	}
	return 0, j, false
}

// badNumber says what is wrong with tok, a token that is not an int64.
func badNumber(tok []byte) string {
	digits := len(tok) > 0
	for k, c := range tok {
		if !(c >= '0' && c <= '9' || c == '-' && k == 0) {
			digits = false
		}
	}
	if len(tok) > 40 {
		tok = append(tok[:37:37], "..."...)
	}
	s := string(tok)
	switch {
	case len(tok) == 0:
		return "a number is missing"
	case digits:
		return s + " is outside the int64 range [-9223372036854775808, 9223372036854775807]"
	}
	return s + " is not an integer"
}

func isTokenByte(c byte) bool {
	return c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-' || c >= '0' && c <= '9'
}

// valueEnd returns the end of the JSON value that starts at raw[i], roughly:
// up to the next ',' or ']' at the same depth. It is only used to quote the
// offending value in an error.
func valueEnd(raw []byte, i int) int {
	depth, inString := 0, false
	for j := i; j < len(raw); j++ {
		c := raw[j]
		switch {
		case inString:
			if c == '\\' {
				j++
			} else if c == '"' {
				inString = false
			}
		case c == '"':
			inString = true
		case c == '[' || c == '{':
			depth++
		case c == ']' || c == '}':
			if depth == 0 {
				return j
			}
			depth--
		case c == ',' && depth == 0:
			return j
		}
	}
	return len(raw)
}

func skipSpace(raw []byte, i int) int {
	for i < len(raw) && (raw[i] == ' ' || raw[i] == '\n' || raw[i] == '\t' || raw[i] == '\r') {
		i++
	}
	return i
}

// parseOne reads raw as one JSON integer, the value of an integer
// parameter: 5, not [5] or "5".
func parseOne(field string, raw []byte) (int64, error) {
	i := skipSpace(raw, 0)
	if i == len(raw) || raw[i] == '[' || raw[i] == '"' || raw[i] == '{' {
		return 0, fmt.Errorf("%q must be an integer, like 5", field)
	}
	x, j, ok := parseInt(raw, i)
	if !ok {
		return 0, fmt.Errorf("%s: %s", field, badNumber(raw[i:j]))
	}
	if skipSpace(raw, j) != len(raw) {
		return 0, fmt.Errorf("%q must be one integer, like 5", field)
	}
	return x, nil
}
