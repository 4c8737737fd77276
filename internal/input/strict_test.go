package input

import (
	"errors"
	"fmt"
	"stonegame/game"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/google/go-cmp/cmp"
)

var (
	nShape   = Shape{{Name: "n", Kind: game.Int}}
	canIWin  = Shape{{Name: "maxChoosableInteger", Kind: game.Int}, {Name: "desiredTotal", Kind: game.Int}}
	listAndK = Shape{{Name: "piles"}, {Name: "k", Kind: game.Int}}
)

// TestStrict (issue #9 item 10): inside [...] and {...} the syntax is
// JSON's, an empty item is an error naming its line and item, in plain
// input too; the old reader took each of these as a well-formed row.
func TestStrict(t *testing.T) {
	tests := []struct {
		in    string
		shape Shape
		want  string
	}{
		{"[1,2,,3]", Row, `line 1, item 3: an empty item: expected a number after ",", found ","`},
		{"[1,2,]", Row, `line 1, item 3: an empty item: expected a number after ",", found "]"`},
		{"[,1]", Row, `line 1, item 1: an empty item: expected a number before ","`},
		{"[1,\n,2]", Row, `line 1, item 2: an empty item: expected a number after ",", found ","`},
		{"1,,2", Row, `line 1, item 2: an empty item: expected a number after ",", found ","`},
		{"1 2,\n3 4", Row, `line 1, item 3: an empty item: expected a number after ",", found end of line`},
		{"1 2\n3,,4\n", Row, `line 2, item 2: an empty item: expected a number after ",", found ","`},
		{`{,"nums":[1,2],}`, Row, `line 1: expected a key such as "nums", found ","`},
		{`{"nums":[1,2],}`, Row, `line 1: expected a key after ",", found "}"`},
		{`{"aliceValues":[1] "bobValues":[2]}`, Pair, `line 1: expected "," or "}" after the value of "aliceValues", found string`},
		{"[1 5 233 7]", Row, `line 1: expected "," or "]", found number: in an array, a comma separates the numbers`},
		{"[1:5]", Row, `line 1: expected "," or "]", found ":": in an array, a comma separates the numbers`},
		{"1:5", Row, `line 1: expected a number, found ":": in plain input, write only numbers`},
	}
	for _, tc := range tests {
		for _, slow := range []bool{false, true} {
			r := strings.NewReader(tc.in)
			_, err := readAll(r, tc.shape, false)
			if slow {
				_, err = readAll(iotest.OneByteReader(strings.NewReader(tc.in)), tc.shape, false)
			}
			var ie *Error
			if !errors.As(err, &ie) || err.Error() != tc.want {
				t.Errorf("%q (slow %v): got error %v, want %q", tc.in, slow, err, tc.want)
			}
		}
	}
	// The plain forms stay as they were; a lone CR ends a line.
	ok := []struct {
		in   string
		want [][][]int64
	}{
		{"1 5 233 7", [][][]int64{{{1, 5, 233, 7}}}},
		{"1,5,233,7", [][][]int64{{{1, 5, 233, 7}}}},
		{"1, 5 ,233,\t7\r\n2 3\r\n", [][][]int64{{{1, 5, 233, 7}}, {{2, 3}}}},
		{"1 5\r2 3\r", [][][]int64{{{1, 5}}, {{2, 3}}}},
		{"1\r5\r\r233\r\n7\r", [][][]int64{{{1, 5, 233, 7}}}},
		{"[1,\r5]\r[2]", [][][]int64{{{1, 5}}, {{2}}}},
	}
	for _, tc := range ok {
		for _, slow := range []bool{false, true} {
			var r = iotest.HalfReader(strings.NewReader(tc.in))
			if slow {
				r = iotest.OneByteReader(strings.NewReader(tc.in))
			}
			got, err := readAll(r, Row, false)
			if err != nil || !cmp.Equal(got, tc.want) {
				t.Errorf("%q (slow %v): got %v, %v; want %v", tc.in, slow, got, err, tc.want)
			}
		}
	}
}

// TestMixedForms (issue #9 item 11): each case is read in its own form; the
// old reader refused line 2 of the first input ("the input started with an
// array").
func TestMixedForms(t *testing.T) {
	tests := []struct {
		in    string
		shape Shape
		want  [][][]int64
	}{
		{"[1,2]\n3 4\n5,6\n", Row, [][][]int64{{{1, 2}}, {{3, 4}}, {{5, 6}}}},
		{"3 4\n[1,\n2]\n{\"nums\":[7]}\nnums = [8, 9]\n5\n", Row, [][][]int64{{{3, 4}}, {{1, 2}}, {{7}}, {{8, 9}}, {{5}}}},
		{"[1,3]\n[2,1]\n1 2\n3 1\n{\"aliceValues\":[4],\"bobValues\":[5]}\naliceValues = [6], bobValues = [7]\n", Pair,
			[][][]int64{{{1, 3}, {2, 1}}, {{1, 2}, {3, 1}}, {{4}, {5}}, {{6}, {7}}}},
		{"5\n{\"n\":6}\nn = 7\n", nShape, [][][]int64{{{5}}, {{6}}, {{7}}}},
	}
	for _, tc := range tests {
		got, err := readAll(iotest.HalfReader(strings.NewReader(tc.in)), tc.shape, false)
		if err != nil || !cmp.Equal(got, tc.want) {
			t.Errorf("%q: got %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
}

// TestNamed reads LeetCode's notation and the test-case box (one parameter
// per line) in every kind of shape.
func TestNamed(t *testing.T) {
	tests := []struct {
		in    string
		shape Shape
		want  [][][]int64
	}{
		{"nums = [1,5,233,7]", Row, [][][]int64{{{1, 5, 233, 7}}}},
		{"Input: nums = [1,5,2]\n", Row, [][][]int64{{{1, 5, 2}}}},
		{"piles=[5,3,4,5]", Shape{{Name: "piles"}}, [][][]int64{{{5, 3, 4, 5}}}},
		{"n=5", nShape, [][][]int64{{{5}}}},
		{"5\n6\n\n7", nShape, [][][]int64{{{5}}, {{6}}, {{7}}}},
		{`{"n":5}`, nShape, [][][]int64{{{5}}}},
		{"aliceValues = [1,3], bobValues = [2,1]", Pair, [][][]int64{{{1, 3}, {2, 1}}}},
		{"bobValues=[2,1],aliceValues=[1,3]", Pair, [][][]int64{{{1, 3}, {2, 1}}}},
		{"maxChoosableInteger = 10, desiredTotal = 11", canIWin, [][][]int64{{{10}, {11}}}},
		{"10\n11\n10 0\n", canIWin, [][][]int64{{{10}, {11}}, {{10}, {0}}}},
		{`{"desiredTotal":11,"maxChoosableInteger":10}`, canIWin, [][][]int64{{{10}, {11}}}},
		{"[1,2]\n3\n4 5\n6\n", listAndK, [][][]int64{{{1, 2}, {3}}, {{4, 5}, {6}}}},
		{"piles = [1,2], k = 3", listAndK, [][][]int64{{{1, 2}, {3}}}},
	}
	for _, tc := range tests {
		for _, slow := range []bool{false, true} {
			var r = iotest.HalfReader(strings.NewReader(tc.in))
			if slow {
				r = iotest.OneByteReader(strings.NewReader(tc.in))
			}
			got, err := readAll(r, tc.shape, false)
			if err != nil || !cmp.Equal(got, tc.want) {
				t.Errorf("%q (slow %v): got %v, %v; want %v", tc.in, slow, got, err, tc.want)
			}
		}
	}
	bad := []struct {
		in    string
		shape Shape
		want  string
	}{
		{"aliceValues = [1,3]", Pair, "line 1: no value for bobValues: give every parameter, as name = value, separated by commas"},
		{"n = 5, n = 6", nShape, `line 1: key "n" appears twice`},
		{"nums = [1], k = 2", Row, `line 1: unknown key "k": this game takes "nums"`},
		{"nums [1]", Row, `line 1: expected "=" after nums, found "["`},
		{"n = [5]", nShape, `line 1: expected a number after "n", found "[": n is one integer`},
		{"seven 1 2", Row, `line 1, item 1: "seven" is not an integer`},
		{"5 6\n", nShape, "line 1, item 2: expected the end of the line after n: write one case per line"},
		{"10\n", canIWin, "line 1: maxChoosableInteger with no desiredTotal after it"},
		{"[5]", nShape, `line 1: expected a number for n, found "[": it is one integer`},
		{`{"n":5}` + "\n" + `{"k":5}`, nShape, `line 2: unknown key "k": this game takes "n"`},
		{`{}`, nShape, `line 1: the object has no key "n"`},
	}
	for _, tc := range bad {
		_, err := readAll(strings.NewReader(tc.in), tc.shape, false)
		var ie *Error
		if !errors.As(err, &ie) || err.Error() != tc.want {
			t.Errorf("%q: got error %v, want %q", tc.in, err, tc.want)
		}
	}
}

func TestKeys(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{`{"aliceValues":[1,3],"bobValues":[2,1]}`, []string{"aliceValues", "bobValues"}},
		{` {"n": 5}` + "\n" + `{"k":1}`, []string{"n"}},
		{`{"aliceValues":[1,3],`, []string{"aliceValues"}},
		{"aliceValues = [1,3], bobValues = [2,1]\nnums = [1]", []string{"aliceValues", "bobValues"}},
		{"Input: maxChoosableInteger = 10, desiredTotal = 11", []string{"maxChoosableInteger", "desiredTotal"}},
		{"nums = [1,\n2], k = 3", []string{"nums", "k"}},
		{"1 2 3", nil},
		{"[1,2]", nil},
		{"", nil},
	}
	for _, tc := range tests {
		if got := Keys([]byte(tc.in)); !cmp.Equal(got, tc.want) {
			t.Errorf("Keys(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestLeadingZero (issue 23): an integer with a leading zero is refused in
// every notation, as JSON and so the API refuse it (the CLI took [01,2]
// as [1,2]); 0 and -0 are integers. In long inputs the zero is placed at
// every offset of the fast path's 64-byte windows, whose block loops
// parsed 012 as 12.
func TestLeadingZero(t *testing.T) {
	const lz = `"01" is not an integer: a number has no leading zero, as in JSON (write 1)`
	tests := []struct {
		in    string
		shape Shape
		want  string
	}{
		{"[01,2]", Row, "line 1, item 1: " + lz},
		{"01 2", Row, "line 1, item 1: " + lz},
		{"1\n01\n", Row, "line 2, item 1: " + lz},
		{"nums = [2, -007]", Row, `line 1, item 2: "-007" is not an integer: a number has no leading zero, as in JSON (write -7)`},
		{`{"nums":[00]}`, Row, `line 1, item 1: "00" is not an integer: a number has no leading zero, as in JSON (write 0)`},
		{"n = 01", nShape, "line 1, item 1: " + lz},
		{"[0,-0,10,100]", Row, ""},
		{"0 -0 10 100", Row, ""},
	}
	for _, tc := range tests {
		_, err := readValues(t, tc.shape, tc.in)
		if got := errString(err); got != tc.want {
			t.Errorf("%q: got error %q, want %q", tc.in, got, tc.want)
		}
	}
	forms := []struct{ name, open, sep, close string }{
		{"lines", "", "\n", "\n"}, {"spaces", "", " ", "\n"}, {"commas", "", ",", "\n"}, {"array", "[", ",", "]\n"}, {"array, spaces", "[", ", ", "]\n"},
	}
	for _, f := range forms {
		for at := 200; at < 200+70; at++ {
			items := make([]string, 600)
			for i := range items {
				items[i] = strconv.Itoa(1 + i%7*13)
			}
			items[at] = "012"
			in := f.open + strings.Join(items, f.sep) + f.close
			line, item := 1, at+1
			if f.sep == "\n" {
				line, item = at+1, 1
			}
			want := fmt.Sprintf(`line %d, item %d: "012" is not an integer: a number has no leading zero, as in JSON (write 12)`, line, item)
			for _, sink := range []bool{false, true} {
				r := NewReader(NewScanner(strings.NewReader(in)), Row, false)
				if sink {
					r.Stream(func(xs []int64) (int, error) { return len(xs), nil })
				}
				if _, err := r.Next(); errString(err) != want {
					t.Fatalf("%s, 012 at %d, sink %v: got %v, want %s", f.name, at, sink, err, want)
				}
			}
		}
	}
}

// TestNoPlusInBrackets (issue 28): inside [...] and {...} the syntax is
// JSON's, which has no plus sign, so "[+5,3]" is refused as the server
// refuses it, with its item, in short inputs and past the fast path's
// first windows; plain numbers and LeetCode's "n = +5" keep the sign.
func TestNoPlusInBrackets(t *testing.T) {
	const plus = `"+5" is not an integer: inside [...] and {...} the syntax is JSON's, which has no plus sign (write it without the +)`
	long := strings.Repeat("1,", 200)
	tests := []struct {
		in    string
		shape Shape
		want  string
	}{
		{"[+5,3]", Row, "line 1, item 1: " + plus},
		{"[3, +5]", Row, "line 1, item 2: " + plus},
		{"[" + long + "+5]", Row, "line 1, item 201: " + plus},
		{"nums = [1,\n+5]", Row, "line 2, item 1: " + plus},
		{`{"nums":[+5]}`, Row, "line 1, item 1: " + plus},
		{`{"n":+5}`, nShape, "line 1, item 1: " + plus},
		{"[[1,+5]]", graphShape, "line 1, item 2: " + plus},
		{"+5 3", Row, ""},
		{"+5\n3\n", Row, ""},
		{"n = +5", nShape, ""},
		{"[-5,3]", Row, ""},
	}
	for _, tc := range tests {
		_, err := readValues(t, tc.shape, tc.in)
		if got := errString(err); got != tc.want {
			t.Errorf("%q: got error %q, want %q", tc.in, got, tc.want)
		}
	}
}
