package check

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"slices"
	"time"
)

// RemoveTemp removes check's temporary folder dir when the command is
// given up on (Ctrl-C, SIGTERM) while its work may still write there for
// a moment: a compile's last file, a case's input. It tries again while dir
// is still there, at most 50 times 10 ms apart, so that the process exits
// with the folder gone (it was left behind now and then).
func RemoveTemp(dir string) {
	for range 50 {
		os.RemoveAll(dir)
		if _, err := os.Lstat(dir); errors.Is(err, fs.ErrNotExist) {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// A Watch waits for a solution's files to change, for check --watch. It
// polls: each look costs a stat of every file.
type Watch struct {
	// Files are the files watched: those of the command's words that name
	// regular files (the solution file; a command's program and script).
	Files []string
	// Poll is how often it looks; Settle how long the files must stay the
	// same after a change (an editor saves in steps).
	Poll, Settle time.Duration
	marked       []stamp
}

// NewWatch watches the files among args, every 250 ms, settling for 150 ms.
func NewWatch(args []string) *Watch {
	w := &Watch{Poll: 250 * time.Millisecond, Settle: 150 * time.Millisecond}
	for _, a := range args {
		if fi, err := os.Stat(a); err == nil && fi.Mode().IsRegular() {
			w.Files = append(w.Files, a)
		}
	}
	return w
}

// stamp is what a Watch compares of a file: its modification time and
// size (zero when it is gone, as an editor's save may leave it a moment).
type stamp struct {
	mod  time.Time
	size int64
}

func (w *Watch) stamps() []stamp {
	s := make([]stamp, len(w.Files))
	for i, f := range w.Files {
		if fi, err := os.Stat(f); err == nil {
			s[i] = stamp{fi.ModTime(), fi.Size()}
		}
	}
	return s
}

// Mark records the files as they are now: Wait waits for a change from
// this.
func (w *Watch) Mark() { w.marked = w.stamps() }

// Wait waits until one of the files differs from the last Mark and then
// stays the same for Settle, every file there (a file removed waits until
// it is back), or ctx is done (its error).
func (w *Watch) Wait(ctx context.Context) error {
	tick := time.NewTicker(w.Poll)
	defer tick.Stop()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-tick.C:
		}
		now := w.stamps()
		if slices.Equal(now, w.marked) {
			continue
		}
		for {
			select {
			case <-ctx.Done():
				return ctx.Err()
			case <-time.After(w.Settle):
			}
			later := w.stamps()
			if slices.Equal(later, now) && !slices.Contains(later, stamp{}) {
				return nil
			}
			now = later
		}
	}
}
