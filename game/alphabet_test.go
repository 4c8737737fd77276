package game

import "testing"

// A string parameter's constraint names its characters, runs of four or
// more consecutive ones as a range, as LeetCode would say "lowercase
// English letters".
func TestAlphabetConstraint(t *testing.T) {
	for _, tc := range []struct{ alphabet, want string }{
		{"+-", "1 <= s.length <= 9, s[i] is '+' or '-'"},
		{"AB", "1 <= s.length <= 9, s[i] is 'A' or 'B'"},
		{"abc", "1 <= s.length <= 9, s[i] is 'a', 'b' or 'c'"},
		{"abcdefghijklmnopqrstuvwxyz", "1 <= s.length <= 9, s[i] is 'a' to 'z'"},
		{"0123456789?", "1 <= s.length <= 9, s[i] is '0' to '9' or '?'"},
		{"?abcd", "1 <= s.length <= 9, s[i] is '?' or 'a' to 'd'"},
	} {
		p := Param{Name: "s", Kind: Text, MinLen: 1, MaxLen: 9, Alphabet: tc.alphabet}
		if got := p.Constraint(); got != tc.want {
			t.Errorf("%q: got %q, want %q", tc.alphabet, got, tc.want)
		}
	}
}
