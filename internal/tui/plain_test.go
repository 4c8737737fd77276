package tui

import (
	"bytes"
	"context"
	"errors"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"stonegame/game"
	"stonegame/match"
)

// TestPlainCancel checks that a cancelled context ends Plain while it waits
// for a line that never comes (Ctrl-C in a terminal). It cancels once Plain
// has shown the row, not after a pause: on a busy machine a pause may end
// before Plain has written anything.
func TestPlainCancel(t *testing.T) {
	m := newMatch(t, "486", game.First, match.Optimal{}, []int64{1, 2, 3})
	r, w := io.Pipe()
	defer w.Close()
	ctx, cancel := context.WithCancel(context.Background())
	out := &lockedBuffer{}
	done := make(chan error, 1)
	go func() { done <- Plain(ctx, m, r, out, 0) }()
	for deadline := time.Now().Add(time.Minute); !strings.Contains(out.String(), "row: 1 2 3"); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("Plain did not show the row in a minute: %q", out.String())
		}
	}
	cancel()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("Plain returned %v, want context.Canceled", err)
		}
	case <-time.After(time.Minute):
		t.Fatal("Plain did not return a minute after the context was cancelled")
	}
}

// lockedBuffer is a bytes.Buffer that a test may read while another
// goroutine writes it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestPlainReadError checks that a failing reader is reported, not taken
// for the end of input.
func TestPlainReadError(t *testing.T) {
	m := newMatch(t, "486", game.First, match.Optimal{}, []int64{1, 2, 3})
	r, w := io.Pipe()
	w.CloseWithError(errors.New("disk on fire"))
	err := Plain(context.Background(), m, r, io.Discard, 0)
	if err == nil || !strings.Contains(err.Error(), "disk on fire") {
		t.Errorf("Plain returned %v, want the read error", err)
	}
}

// TestPlainLastNumber plays the last number of an odd row with R: it is
// the right end as much as the left one.
func TestPlainLastNumber(t *testing.T) {
	m := newMatch(t, "486", game.First, match.Greedy{}, []int64{1, 5, 100})
	var out strings.Builder
	if err := Plain(context.Background(), m, strings.NewReader("R\nR\n"), &out, 0); err != nil {
		t.Fatal(err)
	}
	wantIn(t, out.String(), "row: 1\n", "you took 1 from the left: optimal", "Result: you 101, the computer 5")
	wantNotIn(t, out.String(), "Cannot play that")
}
