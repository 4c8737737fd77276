package progress

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"time"
)

// Count is a bar of things done out of a total, "[#####.....] 12/40
// cases", redrawn at most every 100 ms (and at the last one). Its methods
// are safe to call from several goroutines.
type Count struct {
	mu    sync.Mutex
	w     io.Writer
	what  string
	last  time.Time
	shown bool
}

// NewCount returns a Count drawn on w, of what ("cases").
func NewCount(w io.Writer, what string) *Count { return &Count{w: w, what: what} }

// Draw shows done of total.
func (b *Count) Draw(done, total int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if time.Since(b.last) < 100*time.Millisecond && done < total {
		return
	}
	b.last = time.Now()
	const width = 30
	k := done * width / max(total, 1)
	fmt.Fprintf(b.w, "\r[%s%s] %d/%d %s", strings.Repeat("#", k), strings.Repeat(".", width-k), done, total, b.what)
	b.shown = true
}

// Clear erases the bar, if it is shown.
func (b *Count) Clear() {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.shown {
		fmt.Fprint(b.w, "\r\033[K")
		b.shown = false
	}
}
