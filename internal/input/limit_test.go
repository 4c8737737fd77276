package input

import (
	"errors"
	"io"
	"strconv"
	"strings"
	"testing"

	"stonegame/game"
)

// limitedRow is a row whose solver takes at most 5 numbers.
var limitedRow = Shape{{Name: "stoneValue", Limit: 5, LimitWhy: "the tables grow as n²"}}

const overFive = "stoneValue has more than 5 numbers: the tables grow as n²"

// TestLimit: a value past its parameter's Limit is refused at the first
// number past it, with its line and item, in every form and through a
// sink; a value at the limit is read.
func TestLimit(t *testing.T) {
	pair := Shape{{Name: "a"}, {Name: "b", Limit: 3, LimitWhy: "why"}}
	ints := Shape{{Name: "m", Kind: game.Int, Limit: 20, LimitWhy: "2^m sets"}, {Name: "total", Kind: game.Int}}
	text := Shape{{Name: "s", Kind: game.Text, Limit: 4, LimitWhy: "short"}}
	grid := Shape{{Name: "g", Kind: game.Grid, Limit: 2, LimitWhy: "two rows"}}
	tests := []struct {
		name string
		sh   Shape
		in   string
		want string // the error; "" for none
	}{
		{"plain at the limit", limitedRow, "1 2 3 4 5\n", ""},
		{"plain", limitedRow, "1 2 3 4 5 6 7\n", "line 1, item 6: " + overFive},
		{"plain, commas", limitedRow, "1, 2, 3, 4, 5, 6\n", "line 1, item 6: " + overFive},
		{"column", limitedRow, "1\n2\n3\n4\n5\n6\n7\n", "line 6, item 1: " + overFive},
		{"second row of a batch", limitedRow, "1 2\n1 2 3 4 5 6\n", "line 2, item 6: " + overFive},
		{"array", limitedRow, "[1,2,3,4,5,6]", "line 1, item 6: " + overFive},
		{"array over lines", limitedRow, "[1,2,3,\n4,5,6]", "line 2, item 3: " + overFive},
		{"object", limitedRow, `{"stoneValue": [1, 2, 3, 4, 5, 6]}`, "line 1, item 6: " + overFive},
		{"named", limitedRow, "stoneValue = [1,2,3,4,5,6]", "line 1, item 6: " + overFive},
		{"second list", pair, "[1,2,3,4,5]\n[1,2,3,4]\n", "line 2, item 4: b has more than 3 numbers: why"},
		{"first list unlimited", pair, "[1,2,3,4,5]\n[1,2,3]\n", ""},
		{"integer at the limit", ints, "m = 20, total = 300", ""},
		{"integer", ints, "m = 21, total = 5", "line 1, item 1: m = 21 is more than 20: 2^m sets"},
		{"integer, plain", ints, "21 5", "line 1, item 1: m = 21 is more than 20: 2^m sets"},
		{"string at the limit", text, "++++", ""},
		{"string", text, `"+++++"`, "line 1: s has more than 4 characters: short"},
		{"string, bare", text, "+-+-+", "line 1: s has more than 4 characters: short"},
		{"grid at the limit", grid, "[[1],[0]]", ""},
		{"grid", grid, "[[1],[0],[]]", "line 1: g has more than 2 rows: two rows"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := readValues(t, tc.sh, tc.in)
			if got := errString(err); got != tc.want {
				t.Errorf("got error %q, want %q", got, tc.want)
			}
		})
	}

	// Through a sink, and in runs of the fast path cut at any point: the
	// same number, the same place.
	for _, n := range []int{1, 4, 5, 6, 1000, 5000} {
		sh := Shape{{Name: "stoneValue", Limit: int64(n), LimitWhy: "why"}}
		in := strings.Repeat("7 ", 3*n+2000) + "\n"
		for _, sink := range []bool{false, true} {
			r := NewReader(NewScanner(strings.NewReader(in)), sh, false)
			got := 0
			if sink {
				r.Stream(func(xs []int64) (int, error) { got += len(xs); return len(xs), nil })
			}
			_, err := r.Next()
			want := "line 1, item " + strconv.Itoa(n+1) + ": stoneValue has more than " + strconv.Itoa(n) + " numbers: why"
			if errString(err) != want {
				t.Errorf("limit %d, sink %v: got %v, want %s", n, sink, err, want)
			}
			if sink && got != n {
				t.Errorf("limit %d: the sink got %d numbers, want %d", n, got, n)
			}
		}
	}
}

// TestLimitStopsReading: past a list's limit the reader stops, having read
// a block of the input or so, not all of it.
func TestLimitStopsReading(t *testing.T) {
	in := &countingReader{r: strings.NewReader(strings.Repeat("12345\n", 1e6))} // 6 MB
	_, err := NewReader(NewScanner(in), limitedRow, false).Next()
	if errString(err) != "line 6, item 1: "+overFive {
		t.Fatalf("got %v, want the limit's error at line 6", err)
	}
	if in.n > bufSize {
		t.Errorf("read %d bytes of 6 MB before the error, want at most %d", in.n, bufSize)
	}
}

// TestLimitParseValue: a value of the web's JSON is refused past its
// limit too, with its index.
func TestLimitParseValue(t *testing.T) {
	_, err := ParseValue(limitedRow[0], []byte("[1,2,3,4,5,6,7]"))
	if want := "stoneValue[5]: " + overFive; errString(err) != want {
		t.Errorf("got %v, want %s", err, want)
	}
}

type countingReader struct {
	r io.Reader
	n int
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += n
	return n, err
}

func errString(err error) string {
	var e *Error
	if err == nil {
		return ""
	}
	if errors.As(err, &e) {
		return e.Error()
	}
	return err.Error()
}

// TestLongString: a string longer than the scanner's largest buffer (256
// KiB), bare or quoted, is read from a stream, and one past maxText (1
// MiB) is refused. The buffer once stopped growing at 256 KiB, and the
// scanner then read nothing, forever.
func TestLongString(t *testing.T) {
	for _, n := range []int{bufSize + 1, 3 * bufSize} {
		s := strings.Repeat("+", n)
		for _, in := range []string{s, `"` + s + `"`} {
			got, err := readValues(t, Shape{{Name: "s", Kind: game.Text}}, in+"\n")
			if err != nil || len(got) != 1 || len(got[0]) != n+2 {
				t.Errorf("a string of %d: got %d cases, error %v; want one of %d characters", n, len(got), err, n)
			}
		}
	}
	_, err := readValues(t, Shape{{Name: "s", Kind: game.Text}}, strings.Repeat("+", maxText+1))
	if want := "line 1: a string longer than 1048576 bytes"; errString(err) != want {
		t.Errorf("got %v, want %s", err, want)
	}
}
