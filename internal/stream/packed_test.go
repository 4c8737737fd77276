package stream

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"stonegame/games"
)

// TestPackedRow: what a packedRow keeps unpacks to the numbers added, the
// extremes of int64 included; it refuses numbers past its count, and past
// keptBytes, which then says it is full.
func TestPackedRow(t *testing.T) {
	p := newPackedRow(8)
	xs := []int64{0, 1, -1, 63, -64, 64, math.MaxInt64, math.MinInt64}
	if !p.add(xs[:3]) || !p.add(xs[3:]) {
		t.Fatalf("add of %d numbers, at most 8: got false", len(xs))
	}
	if got := p.unpack(nil); !slices.Equal(got, xs) {
		t.Fatalf("unpack: got %v, want %v", got, xs)
	}
	if p.add([]int64{5}) || p.full {
		t.Errorf("a 9th number: got true or full %v, want false, not full", p.full)
	}
	p.reset()
	if got := p.unpack(make([]int64, 3)); len(got) != 0 {
		t.Errorf("after reset: got %v, want nothing", got)
	}

	// Numbers of 5 bytes each: keptBytes holds 838,860 of them.
	big := make([]int64, 1<<10)
	for i := range big {
		big[i] = 1e9 + int64(i)
	}
	q := newPackedRow(keptRow)
	added := 0
	for q.add(big) {
		added += len(big)
	}
	if !q.full || added != keptBytes/5/len(big)*len(big) {
		t.Errorf("numbers of 5 bytes: added %d before full (%v), want %d", added, q.full, keptBytes/5/len(big)*len(big))
	}
	if c := cap(q.buf); c != keptBytes+10 {
		t.Errorf("the buffer grew to %d bytes, want it made once at %d", c, keptBytes+10)
	}
}

// TestTextKeptRow: text output shows the line of a row of up to keptRow
// numbers below 2^27, and says why it does not past them, or when the row's
// numbers are too large to keep that many in keptBytes.
func TestTextKeptRow(t *testing.T) {
	if testing.Short() {
		t.Skip("rows of 2^20 numbers")
	}
	g, err := games.Lookup("predict-the-winner")
	if err != nil {
		t.Fatal(err)
	}
	row := func(n int, x int64) string {
		var b strings.Builder
		for i := range n {
			b.WriteString(strconv.FormatInt(x+int64(i%7), 10))
			b.WriteByte('\n')
		}
		return b.String()
	}
	for _, tc := range []struct {
		name string
		in   string
		want string
	}{
		{"2^20 numbers of 4 bytes, up to 2^27 - 1", row(keptRow, 1<<27-7), "optimal line (1048576 moves):"},
		{"2^20 + 1 numbers", row(keptRow+1, 1), "optimal line: not shown for a row of more than 1048576 numbers read as a stream"},
		{"900,000 numbers of 5 bytes", row(900_000, 1e9), "optimal line: not shown: to show it, text output keeps a row read as a stream in 4 MiB, up to 1048576 numbers below 2^27 in size"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := solveText(g, false, tc.in)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(got, tc.want) {
				t.Errorf("got\n%s\nwant it to hold %q", got, tc.want)
			}
		})
	}
}
