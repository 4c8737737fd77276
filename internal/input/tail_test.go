package input

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// Tail accepts exactly the ends of a row that a Reader would read as the
// rest of one row: numbers one per line (column) or on the current line,
// then blank lines only; anything else, or a refusal by run, is false.
func TestTail(t *testing.T) {
	for _, tc := range []struct {
		in     string
		column bool
		ok     bool
		nums   string
	}{
		{"4\n5\n6\n", true, true, "[4 5 6]"},
		{"4\n5\n\n  6  \r\n7", true, true, "[4 5 6 7]"},
		{"4\n5 6\n", true, false, "[4 5]"},
		{"4\n5,\n", true, false, "[4 5]"},
		{"4\nx\n", true, false, "[4]"},
		{"4\n[5]\n", true, false, "[4]"},
		{"4 5, 6 ,7\n\n\n", false, true, "[4 5 6 7]"},
		{"4 5\n6\n", false, false, "[4 5]"},
		{"4,,5", false, false, "[4]"},
		{"4 5,\n", false, false, "[4 5]"},
		{"4 99999999999999999999", false, false, "[4]"},
		{"4 9223372036854775807 -9223372036854775808", false, true, "[4 9223372036854775807 -9223372036854775808]"},
	} {
		var got []int64
		ok := Tail(NewScanner(strings.NewReader(tc.in)), tc.column, func(xs []int64) error {
			got = append(got, xs...)
			return nil
		})
		if ok != tc.ok || fmt.Sprint(got) != tc.nums {
			t.Errorf("Tail(%q, column %v): got %v, %v; want %v, %s", tc.in, tc.column, ok, got, tc.ok, tc.nums)
		}
	}
	refuse := func(xs []int64) error { return errors.New("no") }
	if Tail(NewScanner(strings.NewReader("1\n2\n")), true, refuse) {
		t.Error("Tail with a run that refuses: got true, want false")
	}
}
