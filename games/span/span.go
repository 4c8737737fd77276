// Package span is the move of the games where a player removes a run of
// items named by the indices they had at the start (indices do not shift
// as items go; items already removed in between are skipped):
// vowels-game-in-a-string's substrings, and the subarrays of
// final-element-after-subarray-deletions. Each game checks in its own
// Play whether a run may be removed; this package only names, writes and
// reads the move.
package span

import (
	"fmt"
	"strconv"
	"strings"
)

// Cut removes the items left from index From to index To, both included.
type Cut struct{ From, To int }

// String returns "remove 2-5", or "remove 3" for one item.
func (c Cut) String() string { return "remove " + c.Label() }

// Label returns what a person types to make the move: "2-5", or "3".
func (c Cut) Label() string {
	if c.From == c.To {
		return strconv.Itoa(c.From)
	}
	return strconv.Itoa(c.From) + "-" + strconv.Itoa(c.To)
}

// AppendJSON appends the move as a JSON string, its String: "remove 2-5",
// which [Parse] reads back.
func (c Cut) AppendJSON(b []byte) []byte { return strconv.AppendQuote(b, c.String()) }

// MarshalText returns the move's String, so that encoding/json writes the
// same string as AppendJSON.
func (c Cut) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// Parse reads a [Cut] as a person types it: "remove 2-5", "2-5", "2..5",
// "2 5", "2:5", or "3" (one item), in any case. Anything else is an error
// that says what to type, with how, which names the run and the items:
// "the substring to remove (0 is the first letter), as 2-5, or 3 for one
// letter".
func Parse(s, how string) (Cut, error) {
	t := strings.TrimSpace(strings.ToLower(s))
	t = strings.TrimSpace(strings.TrimPrefix(t, "remove"))
	t = strings.NewReplacer("..", " ", "-", " ", ":", " ", ",", " ").Replace(t)
	f := strings.Fields(t)
	bad := fmt.Errorf("%q is not a move: type the first and last index of %s", s, how)
	if len(f) < 1 || len(f) > 2 {
		return Cut{}, bad
	}
	var x [2]int
	for k := range x {
		w := f[min(k, len(f)-1)]
		n, err := strconv.Atoi(w)
		if err != nil || n < 0 || w[0] == '+' {
			return Cut{}, bad
		}
		x[k] = n
	}
	if x[0] > x[1] {
		return Cut{}, bad
	}
	return Cut{From: x[0], To: x[1]}, nil
}
