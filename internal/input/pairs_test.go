package input

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"stonegame/game"
	"strings"
	"testing"
)

// delivery records what the sinks of a case were given: each list's
// numbers, and the order in which the runs came.
type delivery struct {
	lists [][]int64
	order []int // the list of each run
}

// sinks returns one sink per list of n, recording into d.
func (d *delivery) sinks(n int) []Sink {
	d.lists = make([][]int64, n)
	s := make([]Sink, n)
	for k := range s {
		s[k] = func(xs []int64) (int, error) {
			d.lists[k] = append(d.lists[k], xs...)
			d.order = append(d.order, k)
			return len(xs), nil
		}
	}
	return s
}

// TestStreamPairs: with a sink per list, every pair streams, whatever the
// order of its keys: the numbers reach the sinks in the shape's order
// (aliceValues whole, then bobValues), the same as Next stores without
// sinks, with long lines (which the scanner reads in bulk), and Case.Lists
// holds empty lists.
func TestStreamPairs(t *testing.T) {
	long := make([]string, 3000)
	for i := range long {
		long[i] = fmt.Sprint(i % 97)
	}
	longLine := strings.Join(long, " ")
	longArray := "[" + strings.Join(long, ",") + "]"
	tests := []struct{ name, in string }{
		{"lines", "1 3\n2 1\n\n4 5 6\n7 8 9\n"},
		{"arrays", "[1,3] [2,1]\n[4,5,6]\n[7,8,9]\n"},
		{"objects", `{"aliceValues":[1,3],"bobValues":[2,1]} {"bobValues":[7,8,9],"aliceValues":[4,5,6]}`},
		{"named, bob first", "bobValues = [2,1], aliceValues = [1,3]\naliceValues = [5], bobValues = [6]\n"},
		{"long lines", longLine + "\n" + longLine + "\n"},
		{"long, bob first", `{"bobValues":` + longArray + `,"aliceValues":` + longArray + "}"},
		{"lengths differ", "[1] [2,3]\n{\"bobValues\":[],\"aliceValues\":[4]}"},
	}
	for _, tc := range tests {
		want, err := readAll(strings.NewReader(tc.in), Pair, false)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var d delivery
		rd := NewReader(NewScanner(strings.NewReader(tc.in)), Pair, false)
		rd.Stream(d.sinks(2)...)
		for k := 0; ; k++ {
			d.lists[0], d.lists[1], d.order = nil, nil, nil
			c, err := rd.Next()
			if err == io.EOF {
				if k != len(want) {
					t.Errorf("%s: %d cases, want %d", tc.name, k, len(want))
				}
				break
			}
			if err != nil || k >= len(want) {
				t.Fatalf("%s: case %d: %v", tc.name, k+1, err)
			}
			if len(c.Lists) != 2 || len(c.Lists[0])+len(c.Lists[1]) != 0 {
				t.Errorf("%s: case %d: Lists %v, want two empty lists", tc.name, k+1, c.Lists)
			}
			if !slices.Equal(d.lists[0], want[k][0]) || !slices.Equal(d.lists[1], want[k][1]) {
				t.Errorf("%s: case %d: got %v, want %v", tc.name, k+1, d.lists, want[k])
			}
			if !slices.IsSorted(d.order) {
				t.Errorf("%s: case %d: runs of lists %v, want every aliceValues run before bobValues", tc.name, k+1, d.order)
			}
			if c.Len != len(want[k][0]) {
				t.Errorf("%s: case %d: Len %d, want %d", tc.name, k+1, c.Len, len(want[k][0]))
			}
		}
	}
}

// TestStreamOrder: a shape of three lists written in every order of its
// keys, with a sink on some of the lists: the sinks get their lists whole
// and in the shape's order, the others are stored, and an integer keeps
// being stored.
func TestStreamOrder(t *testing.T) {
	shape := Shape{{Name: "a"}, {Name: "b"}, {Name: "c"}, {Name: "k", Kind: game.Int}}
	values := map[string]string{"a": "[1,2]", "b": "[3]", "c": "[4,5,6]", "k": "7"}
	want := [][]int64{{1, 2}, {3}, {4, 5, 6}, {7}}
	orders := [][]string{{"a", "b", "c", "k"}, {"a", "c", "b", "k"}, {"b", "a", "c", "k"}, {"b", "c", "k", "a"}, {"c", "a", "b", "k"}, {"k", "c", "b", "a"}}
	for _, streamed := range [][]bool{{true, true, true}, {true, false, true}, {false, true, true}, {true, true, false}} {
		for _, order := range orders {
			var obj []string
			for _, key := range order {
				obj = append(obj, fmt.Sprintf("%q:%s", key, values[key]))
			}
			in := "{" + strings.Join(obj, ",") + "}"
			var d delivery
			all := d.sinks(3)
			sinks := make([]Sink, 3)
			var wantOrder []int
			for k, on := range streamed {
				if on {
					sinks[k] = all[k]
					wantOrder = append(wantOrder, k)
				}
			}
			rd := NewReader(NewScanner(strings.NewReader(in)), shape, false)
			rd.Stream(sinks...)
			c, err := rd.Next()
			if err != nil {
				t.Fatalf("%s: %v", in, err)
			}
			for k, on := range streamed {
				got := c.Lists[k]
				if on {
					got = d.lists[k]
				}
				if !slices.Equal(got, want[k]) {
					t.Errorf("%s, streamed %v: list %d is %v, want %v", in, streamed, k, got, want[k])
				}
			}
			if !slices.Equal(c.Lists[3], want[3]) {
				t.Errorf("%s: k is %v, want %v", in, c.Lists[3], want[3])
			}
			if !slices.Equal(slices.Compact(d.order), wantOrder) {
				t.Errorf("%s, streamed %v: runs of lists %v, want the lists %v one after another", in, streamed, d.order, wantOrder)
			}
		}
	}
}

// TestStreamErrors: a sink's error names the number it refused, where the
// list is read as it streams, and the line where a held list starts, which
// is given to its sink after the list before it.
func TestStreamErrors(t *testing.T) {
	refuse := func(bad int64) Sink {
		return func(xs []int64) (int, error) {
			if j := slices.Index(xs, bad); j >= 0 {
				return j, errors.New("refused")
			}
			return len(xs), nil
		}
	}
	tests := []struct{ in, want string }{
		{"[1,2] [3,9,4]", "line 1, item 4: refused"},
		{"1 2\n3 4 9\n", "line 2, item 3: refused"},
		{"{\"aliceValues\":[9],\n\"bobValues\":[1]}", "line 1, item 1: refused"},
		{"{\"aliceValues\":[1],\n\"bobValues\":[2,\n9]}", "line 3, item 1: refused"},
		{"{\n\"bobValues\":\n[2,9],\n\"aliceValues\":[1]}", "line 3: refused"},
		{"{\"bobValues\":[2,3],\n\"aliceValues\":[1,\n9]}", "line 3, item 1: refused"},
	}
	for _, tc := range tests {
		rd := NewReader(NewScanner(strings.NewReader(tc.in)), Pair, false)
		rd.Stream(refuse(9), refuse(9))
		_, err := rd.Next()
		if err == nil || err.Error() != tc.want {
			t.Errorf("%q: got %v, want %s", tc.in, err, tc.want)
		}
	}
}
