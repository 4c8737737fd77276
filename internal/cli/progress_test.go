package cli

import (
	"bytes"
	"context"
	"io"
	"strings"
	"testing"
	"time"
)

// slowReader gives its input a few bytes at a time, with pauses.
type slowReader struct{ r io.Reader }

func (s slowReader) Read(p []byte) (int, error) {
	time.Sleep(2 * time.Millisecond)
	return s.r.Read(p[:min(len(p), 64)])
}

// The bar shows on a terminal stderr once solving takes long enough, is
// erased before the results and at the end, and never shows when stderr is
// not a terminal or when --json goes to a pipe.
func TestProgress(t *testing.T) {
	defer func(d, tick time.Duration, f func(io.Writer) bool) {
		progressDelay, progressTick, isTerminal = d, tick, f
	}(progressDelay, progressTick, isTerminal)
	progressDelay, progressTick = 20*time.Millisecond, 5*time.Millisecond
	in := strings.Repeat("7\n", 3000) // about 100 reads of 64 bytes
	tests := []struct {
		name          string
		args          []string
		term          string // which of stdout, stderr are terminals
		wantBar       bool
		wantStdoutHas string
	}{
		{"text to a terminal", []string{"solve"}, "stdout stderr", true, "predict-the-winner: true"},
		{"text to a pipe", []string{"solve"}, "stderr", true, "predict-the-winner: true"},
		{"json to a pipe", []string{"solve", "--json"}, "stderr", false, `"answer":true`},
		{"json to a terminal", []string{"solve", "--json"}, "stdout stderr", true, `"answer":true`},
		{"stderr not a terminal", []string{"solve"}, "stdout", false, "predict-the-winner: true"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			isTerminal = func(w io.Writer) bool {
				return w == &out && strings.Contains(tc.term, "stdout") || w == &errb && strings.Contains(tc.term, "stderr")
			}
			code := Main(context.Background(), tc.args, slowReader{strings.NewReader(in)}, &out, &errb)
			if code != 0 || !strings.Contains(out.String(), tc.wantStdoutHas) {
				t.Fatalf("exit %d, stdout %q, want %q", code, out.String(), tc.wantStdoutHas)
			}
			bar := errb.String()
			if got := strings.Contains(bar, "solving: "); got != tc.wantBar {
				t.Fatalf("bar shown: %v, want %v (stderr %q)", got, tc.wantBar, bar)
			}
			if tc.wantBar && (!strings.HasSuffix(bar, "\r\x1b[K") || !strings.Contains(bar, "numbers")) {
				t.Errorf("stderr %q: want a count of numbers, and the bar erased at the end", bar)
			}
			if strings.Contains(out.String(), "\x1b") {
				t.Errorf("stdout %q has terminal codes", out.String())
			}
		})
	}
}

// A rules file's solve shows the positions found and explored on a
// terminal stderr, erased before the result; never when stderr is not a
// terminal or when --json goes to a pipe. Explain shows it too.
func TestPositionsProgress(t *testing.T) {
	defer func(d, tick time.Duration, f func(io.Writer) bool) {
		progressDelay, progressTick, isTerminal = d, tick, f
	}(progressDelay, progressTick, isTerminal)
	progressDelay, progressTick = 0, time.Millisecond
	chomp := "../../examples/rules/chomp.star"
	tests := []struct {
		name          string
		args          []string
		term          string // which of stdout, stderr are terminals
		wantBar       bool
		wantStdoutHas string
	}{
		{"text to a terminal", []string{"solve", "--game", chomp, "rows = 6, cols = 7"}, "stdout stderr", true, "chomp: true"},
		{"json to a terminal", []string{"solve", "--json", "--game", chomp, "rows = 6, cols = 7"}, "stdout stderr", true, `"answer":true`},
		{"json to a pipe", []string{"solve", "--json", "--game", chomp, "rows = 6, cols = 7"}, "stderr", false, `"answer":true`},
		{"stderr not a terminal", []string{"solve", "--game", chomp, "rows = 6, cols = 7"}, "stdout", false, "chomp: true"},
		{"explain", []string{"explain", "--game", chomp, "rows = 6, cols = 7"}, "stderr", true, "Chomp"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			isTerminal = func(w io.Writer) bool {
				return w == &out && strings.Contains(tc.term, "stdout") || w == &errb && strings.Contains(tc.term, "stderr")
			}
			code := Main(context.Background(), tc.args, strings.NewReader(""), &out, &errb)
			if code != 0 || !strings.Contains(out.String(), tc.wantStdoutHas) {
				t.Fatalf("exit %d, stdout %q, stderr %q, want %q", code, out.String(), errb.String(), tc.wantStdoutHas)
			}
			bar := errb.String()
			if got := strings.Contains(bar, "solving: "); got != tc.wantBar {
				t.Fatalf("bar shown: %v, want %v (stderr %q)", got, tc.wantBar, bar)
			}
			if tc.wantBar && (!strings.HasSuffix(bar, "\r\x1b[K") || !strings.Contains(bar, " positions found, ") || !strings.Contains(bar, " a second")) {
				t.Errorf("stderr %q: want positions found and explored with a rate, and the bar erased at the end", bar)
			}
			if strings.Contains(out.String(), "\x1b") || strings.Contains(out.String(), "positions found") {
				t.Errorf("stdout %q has the bar", out.String())
			}
		})
	}
}
