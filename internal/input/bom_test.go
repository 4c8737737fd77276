package input

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"
)

// TestSkipBOM: a byte order mark at the start is skipped, from a stream
// given a byte at a time and from a regular file (read at its offset,
// which stays a file); anything else, a lone part of the mark included,
// reads as it is.
func TestSkipBOM(t *testing.T) {
	tests := []struct{ in, want string }{
		{"\xef\xbb\xbf1 5 233 7\n", "1 5 233 7\n"},
		{"\xef\xbb\xbf", ""},
		{"1 2\n", "1 2\n"},
		{"", ""},
		{"\xef\xbb", "\xef\xbb"},
		{"\xef1 2", "\xef1 2"},
		{"\xef\xbb\xbf\xef\xbb\xbf1", "\xef\xbb\xbf1"}, // one mark is skipped, not two
		{"1\n\xef\xbb\xbf2", "1\n\xef\xbb\xbf2"},
	}
	dir := t.TempDir()
	for i, tc := range tests {
		for _, one := range []bool{false, true} {
			var r io.Reader = strings.NewReader(tc.in)
			if one {
				r = iotest.OneByteReader(r)
			}
			got, err := io.ReadAll(SkipBOM(r))
			if err != nil || string(got) != tc.want {
				t.Errorf("%q (one byte a read: %v): got %q, %v; want %q", tc.in, one, got, err, tc.want)
			}
		}
		name := filepath.Join(dir, string(rune('a'+i)))
		if err := os.WriteFile(name, []byte("xy"+tc.in), 0o644); err != nil {
			t.Fatal(err)
		}
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		f.Read(make([]byte, 2)) // at offset 2, where the mark may be
		r := SkipBOM(f)
		if r != io.Reader(f) {
			t.Errorf("%q: a regular file came back as %T, not itself", tc.in, r)
		}
		if got, err := io.ReadAll(r); err != nil || string(got) != tc.want {
			t.Errorf("%q from a file: got %q, %v; want %q", tc.in, got, err, tc.want)
		}
		f.Close()
	}
}
