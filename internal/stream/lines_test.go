package stream

import (
	"bytes"
	"strings"
	"testing"
)

// recorder keeps each write it receives.
type recorder struct{ writes []string }

func (r *recorder) Write(p []byte) (int, error) {
	r.writes = append(r.writes, string(p))
	return len(p), nil
}

// A lineWriter passes on whole lines only, in as many writes as it gets at
// most, and the rest at Flush; a line too long to hold goes out in pieces.
func TestLineWriter(t *testing.T) {
	long := strings.Repeat("x", maxHeldLine+1)
	tests := []struct {
		name   string
		writes []string
		want   []string // the writes passed on, the last one by Flush
	}{
		{"whole lines", []string{"a\n", "b\nc\n"}, []string{"a\n", "b\nc\n"}},
		{"cut lines", []string{"ab", "c\nd", "e\nf", "g"}, []string{"abc\n", "de\n", "fg"}},
		{"no newline", []string{"a", "b"}, []string{"ab"}},
		{"empty write", []string{"a", "", "\n"}, []string{"a\n"}},
		{"too long", []string{"a", long, "b\n"}, []string{"a" + long, "b\n"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var r recorder
			l := &lineWriter{w: &r}
			for _, w := range tc.writes {
				if n, err := l.Write([]byte(w)); n != len(w) || err != nil {
					t.Fatalf("Write(%.20q) = %d, %v; want %d, nil", w, n, err, len(w))
				}
			}
			for _, w := range r.writes {
				if !strings.HasSuffix(w, "\n") && len(w) <= maxHeldLine {
					t.Errorf("passed on %.20q before Flush: not a whole line", w)
				}
			}
			if err := l.Flush(); err != nil {
				t.Fatal(err)
			}
			if got, want := strings.Join(r.writes, "|"), strings.Join(tc.want, "|"); got != want {
				t.Errorf("writes %.60q, want %.60q", got, want)
			}
		})
	}
	var b bytes.Buffer
	l := &lineWriter{w: &b}
	if err := l.Flush(); err != nil || b.Len() != 0 {
		t.Errorf("Flush with nothing held: %v, wrote %q", err, b.String())
	}
}
