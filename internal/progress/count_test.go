package progress

import (
	"strings"
	"testing"
)

func TestCount(t *testing.T) {
	var b strings.Builder
	c := NewCount(&b, "cases")
	c.Draw(1, 4)
	c.Draw(2, 4) // within 100 ms of the first: not drawn
	c.Draw(4, 4) // the last one always is
	want := "\r[#######.......................] 1/4 cases\r[##############################] 4/4 cases"
	if got := b.String(); got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	b.Reset()
	c.Clear()
	c.Clear() // once shown, erased once
	if got := b.String(); got != "\r\033[K" {
		t.Errorf("Clear wrote %q, want %q", got, "\r\033[K")
	}
}
