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
	"stonegame/games"
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

// TestPlainLosesAtOnce plays stone-game-ix's losing stone: the verdict says
// the move loses at once, never "win in 0 moves", and counts the optimal
// pace from the same point as the outlook (3 moves).
func TestPlainLosesAtOnce(t *testing.T) {
	m := newMatch(t, "stone-game-ix", game.First, match.Optimal{}, []int64{5, 1, 3})
	var out strings.Builder
	if err := Plain(context.Background(), m, strings.NewReader("0\n"), &out, 0); err != nil {
		t.Fatal(err)
	}
	wantIn(t, out.String(), "the computer wins in 3 moves at most", "that loses at once: it ends the game, where you could hold out for 3 moves")
	wantNotIn(t, out.String(), "in 0 moves")
}

// TestPlainDrawnHint asks for a hint in a drawn position of Cat and Mouse
// (a rules file): the moves that lose say how soon, as everywhere else.
func TestPlainDrawnHint(t *testing.T) {
	g, err := games.Open(context.Background(), "../../examples/rules/catmouse.star", games.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	args := game.Args{game.GridOf([]int64{2, 5}, []int64{3}, []int64{0, 4, 5}, []int64{1, 4, 5}, []int64{2, 3}, []int64{0, 2, 3})}
	m, err := match.New(match.Config{Game: g, Args: args, Human: game.First, Opponent: match.Optimal{}, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	if err := Plain(context.Background(), m, strings.NewReader("mouse to 3\nhint\nmouse to 5\n"), &out, 0); err != nil {
		t.Fatal(err)
	}
	wantIn(t, out.String(), "mouse to 4  draws  (best)", "mouse to 1  loses in 3 moves", "mouse to 5  loses in 1 move",
		"you played mouse to 5: that loses a drawn position at once")
}

// TestPlainHintAndVerdictCount: the hint and the verdict after a move count
// its moves from the same point (before it, this one included), so the
// numbers agree: 4 "wins in 9 moves" in the hint, and playing it "keeps the
// win, but in 9 moves instead of 5".
func TestPlainHintAndVerdictCount(t *testing.T) {
	g, err := games.Lookup("stone-game-iv")
	if err != nil {
		t.Fatal(err)
	}
	m, err := match.New(match.Config{Game: g, Args: game.Args{game.IntOf(26)}, Human: game.First, Opponent: match.Optimal{}, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	if err := Plain(context.Background(), m, strings.NewReader("hint\n4\n"), &out, 0); err != nil {
		t.Fatal(err)
	}
	wantIn(t, out.String(), "16  wins in 5 moves  (best)", "4   wins in 9 moves",
		"you played remove 4: that keeps the win, but in 9 moves instead of 5, counting this one", "you can still win in 7 moves")
}

// longLine is an endless line of 'x' that counts what is read.
type longLine struct{ read int64 }

func (l *longLine) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = 'x'
	}
	l.read += int64(len(p))
	return len(p), nil
}

// TestPlainLongLine (issue 28): a line past the limit of a command, 1 GB
// or endless, ends the game with an error that names the line and the
// limit (it was bufio.Scanner's "token too long"), after reading little
// more than the limit.
func TestPlainLongLine(t *testing.T) {
	m := newMatch(t, "486", game.First, match.Optimal{}, []int64{1, 2, 3})
	in := &longLine{}
	err := Plain(context.Background(), m, io.MultiReader(strings.NewReader("hint\n"), io.LimitReader(in, 1<<30)), io.Discard, 0)
	if err == nil || !strings.Contains(err.Error(), "line 2 is longer than 1 MiB") || strings.Contains(err.Error(), "token too long") {
		t.Errorf("Plain returned %v, want an error naming line 2 and the limit of 1 MiB", err)
	}
	if in.read > 4<<20 {
		t.Errorf("read %d bytes of a 1 GiB line, want at most 4 MiB", in.read)
	}
}
