package progress

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// syncBuffer is a bytes.Buffer safe for concurrent writes and reads.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// waitFor waits up to a minute for the terminal to hold want: a bound
// for a broken test, not a measure (a busy machine may take seconds).
func waitFor(term *syncBuffer, want string) bool {
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(time.Millisecond) {
		if strings.Contains(term.String(), want) {
			return true
		}
	}
	return false
}

// A bar on a file shows the share read of the file's size from its offset
// and the numbers counted; it is erased before each write of the output
// and at the end, and a halted bar is never drawn again.
func TestBar(t *testing.T) {
	name := filepath.Join(t.TempDir(), "in.txt")
	if err := os.WriteFile(name, []byte(strings.Repeat("7\n", 1000)), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if _, err := f.Seek(1000, io.SeekStart); err != nil {
		t.Fatal(err)
	}
	var term syncBuffer
	b := Start(&term, f, time.Millisecond, time.Millisecond)
	r := b.Reader(f)
	if fi, err := r.(interface{ Stat() (os.FileInfo, error) }).Stat(); err != nil || fi.Size() != 2000 {
		t.Errorf("the bar's reader's Stat: %v, %v; want the file's", fi, err)
	}
	if _, err := io.ReadFull(r, make([]byte, 500)); err != nil {
		t.Fatal(err)
	}
	b.Numbers().Add(250)
	if !waitFor(&term, "[###############...............]  50% of 1.0 kB, 250 numbers\x1b[K") {
		t.Fatalf("terminal %q: no bar at 50%% of the 1000 bytes after the offset", term.String())
	}
	var out bytes.Buffer
	io.WriteString(b.Writer(&out), "result\n")
	if !strings.HasSuffix(term.String(), "\r\x1b[K") && !strings.Contains(term.String(), "\r\x1b[K\rsolving") {
		t.Errorf("terminal %q: the bar was not erased before the output", term.String())
	}
	b.End()
	if !strings.HasSuffix(term.String(), "\r\x1b[K") {
		t.Errorf("terminal %q: the bar is not erased at the end", term.String())
	}

	var halted syncBuffer
	b = Start(&halted, strings.NewReader("1 2 3"), time.Hour, time.Millisecond)
	b.Halt()
	b.draw()
	b.End()
	if halted.String() != "" {
		t.Errorf("a halted bar drew %q", halted.String())
	}
}

// A bar of positions shows those found and explored, with commas, and
// the rate; it is erased at the end.
func TestPositions(t *testing.T) {
	var term syncBuffer
	b := StartPositions(&term, time.Millisecond, time.Millisecond)
	b.Positions(1234567, 1000000)
	if !waitFor(&term, "\rsolving: 1,234,567 positions found, 1,000,000 explored, ") || !waitFor(&term, " a second\x1b[K") {
		s := term.String()
		t.Fatalf("terminal ends %q: no bar of 1,234,567 positions found and 1,000,000 explored, with a rate", s[max(len(s)-200, 0):])
	}
	b.End()
	if !strings.HasSuffix(term.String(), "\r\x1b[K") {
		t.Errorf("terminal %q: the bar is not erased at the end", term.String())
	}
}

func TestGrouped(t *testing.T) {
	for n, want := range map[int64]string{0: "0", 999: "999", 1000: "1,000", 123456789: "123,456,789", -1234: "-1,234"} {
		if got := grouped(n); got != want {
			t.Errorf("grouped(%d) = %q, want %q", n, got, want)
		}
	}
}
