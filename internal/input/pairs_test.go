package input

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"
)

// TestStreamPairs: with StreamPairs, the numbers of each pair whose
// aliceValues come first go to the two functions, in order (long lines
// included, which the scanner reads in bulk), and Case.Lists is nil; an
// object with bobValues first is stored as before.
func TestStreamPairs(t *testing.T) {
	long := make([]string, 3000)
	for i := range long {
		long[i] = fmt.Sprint(i % 97)
	}
	longLine := strings.Join(long, " ")
	tests := []struct {
		name, in string
		streamed []bool // per case
	}{
		{"lines", "1 3\n2 1\n\n4 5 6\n7 8 9\n", []bool{true, true}},
		{"arrays", "[1,3] [2,1]\n[4,5,6]\n[7,8,9]\n", []bool{true, true}},
		{"objects", `{"aliceValues":[1,3],"bobValues":[2,1]} {"bobValues":[7,8,9],"aliceValues":[4,5,6]}`, []bool{true, false}},
		{"long lines", longLine + "\n" + longLine + "\n", []bool{true}},
		{"lengths differ", "[1] [2,3]\n", []bool{true}},
	}
	for _, tc := range tests {
		// What Next stores without StreamPairs.
		want, err := readAll(strings.NewReader(tc.in), Pair, false)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var got [2][]int64
		rd := NewReader(NewScanner(strings.NewReader(tc.in)), Pair, false)
		rd.StreamPairs(
			func(xs []int64) { got[0] = append(got[0], xs...) },
			func(xs []int64) { got[1] = append(got[1], xs...) })
		for k := 0; ; k++ {
			got = [2][]int64{}
			c, err := rd.Next(nil)
			if err == io.EOF {
				if k != len(want) {
					t.Errorf("%s: %d cases, want %d", tc.name, k, len(want))
				}
				break
			}
			if err != nil || k >= len(want) {
				t.Fatalf("%s: case %d: %v", tc.name, k+1, err)
			}
			if tc.streamed[k] != (c.Lists == nil) {
				t.Errorf("%s: case %d: Lists %v, want streamed %v", tc.name, k+1, c.Lists, tc.streamed[k])
			}
			if c.Lists != nil {
				got = [2][]int64{c.Lists[0], c.Lists[1]}
			}
			if !slices.Equal(got[0], want[k][0]) || !slices.Equal(got[1], want[k][1]) {
				t.Errorf("%s: case %d: got %v, want %v", tc.name, k+1, got, want[k])
			}
			if c.Len != len(want[k][0]) {
				t.Errorf("%s: case %d: Len %d, want %d", tc.name, k+1, c.Len, len(want[k][0]))
			}
		}
	}
}
