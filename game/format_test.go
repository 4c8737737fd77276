package game

import (
	"strings"
	"testing"
)

func TestElide(t *testing.T) {
	long := strings.Repeat("A", 40) + strings.Repeat("x", 21) + strings.Repeat("B", 40)
	for _, tt := range []struct{ in, want string }{
		{"", ""},
		{"ABBA", "ABBA"},
		{strings.Repeat("y", 100), strings.Repeat("y", 100)},
		{long, strings.Repeat("A", 40) + " … (21 more) … " + strings.Repeat("B", 40)},
	} {
		if got := Elide(tt.in); got != tt.want {
			t.Errorf("Elide(%d bytes) = %q, want %q", len(tt.in), got, tt.want)
		}
	}
}
