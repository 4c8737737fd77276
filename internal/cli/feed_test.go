package cli

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"stonegame/ends"
)

// Long rows go through the feeder's goroutine past syncLen numbers; the
// answer must be the same as the direct solver's, and an overflow deep in
// the row must still name its line and item.
func TestLongRows(t *testing.T) {
	const n = 3*syncLen + 12345
	row := make([]int64, n)
	for i := range row {
		row[i] = int64(i*7919%1000) - 300
	}
	want, err := ends.Value(row)
	if err != nil {
		t.Fatal(err)
	}
	text := func(row []int64, sep string) string {
		var b strings.Builder
		for i, x := range row {
			if i > 0 {
				b.WriteString(sep)
			}
			b.WriteString(strconv.FormatInt(x, 10))
		}
		return b.String()
	}
	for _, sep := range []string{"\n", " "} {
		out, errs, code := run(t, text(row, sep), "solve", "--json")
		if code != 0 || !strings.Contains(out, fmt.Sprintf(`"differential":%d}`, want)) {
			t.Errorf("sep %q: got %q %q (exit %d), want differential %d", sep, out, errs, code, want)
		}
		// A huge number at index k, or the tenth of ten 18-digit numbers
		// (they take the scanner's fast path), makes the sum of |x|
		// overflow there.
		for _, k := range []int{syncLen - 1, syncLen, syncLen + 5, 2*syncLen + 777, n - 1, -(2*syncLen + 777), -(n - 1)} {
			bad := append([]int64(nil), row...)
			if k >= 0 {
				bad[k] = 9223372036854775000
			} else {
				k = -k
				for j := k - 9; j <= k; j++ {
					bad[j] = -999_999_999_999_999_999
				}
			}
			line, item := 1, k+1
			if sep == "\n" {
				line, item = k+1, 1
			}
			_, errs, code = run(t, text(bad, sep), "solve", "--json")
			wantErr := fmt.Sprintf("stonegame: line %d, item %d: the absolute values add up to more than 9223372036854775807, so totals could overflow int64\n", line, item)
			if code != 1 || errs != wantErr {
				t.Errorf("sep %q: overflow at %d: got %q (exit %d), want %q", sep, k, errs, code, wantErr)
			}
		}
	}
}

// A batch of many small rows, more numbers in all than syncLen: each case
// is solved on its own.
func TestLongBatch(t *testing.T) {
	var in, want strings.Builder
	for i := range 2 * syncLen / 20 {
		row := make([]int64, 20)
		for j := range row {
			// Large values: the sum of |x| over all cases passes
			// MaxInt64, not over any one.
			row[j] = (int64((i*31+j*17)%97) - 40) * 4e15
			if j > 0 {
				in.WriteByte(' ')
			}
			in.WriteString(strconv.FormatInt(row[j], 10))
		}
		in.WriteByte('\n')
		v, _ := ends.Value(row)
		fmt.Fprintf(&want, "%d\n", v)
	}
	out, errs, code := run(t, in.String(), "solve", "--batch", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got strings.Builder
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		d := l[strings.LastIndex(l, ":")+1 : len(l)-1]
		got.WriteString(d + "\n")
	}
	if got.String() != want.String() {
		t.Errorf("batch differentials differ from ends.Value")
	}
}
