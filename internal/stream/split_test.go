package stream

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// splitStream must print what stream prints, and fail the same way, on
// files long enough to be cut: one number per line or one long line,
// with now and then a blank line, a second row, a bad token, an overflow
// or another form somewhere, for games whose Streamer joins (fusion,
// counts, fusion with spans). Inputs of one clean row must
// be joined, so the test cannot pass by never cutting.
func TestSplitMatchesStream(t *testing.T) {
	defer func(min int64) { splitRows, splitMin = true, min }(splitMin)
	splitMin = 1 << 16
	rng := rand.New(rand.NewPCG(10, 11))
	dir := t.TempDir()
	flaws := []string{"x", "9223372036854775807", "[", "99999999999999999999", "1 2", "", "1,,2", "\n3 4 5", "-", "{\"nums\":[1]}", "5,"}
	clean := 0
	for iter := range 90 {
		column := iter%2 == 0
		sep := " "
		if column {
			sep = "\n"
		}
		var b strings.Builder
		n := 10000 + rng.IntN(20000)
		flaw := iter%3 != 0
		at := rng.IntN(n)
		for i := range n {
			if i > 0 {
				b.WriteString(sep)
			}
			if flaw && i == at {
				b.WriteString(flaws[rng.IntN(len(flaws))])
				b.WriteString(sep)
			}
			b.WriteString(strconv.Itoa(rng.IntN(2_000_000) - 1000))
		}
		if rng.IntN(2) == 0 {
			b.WriteString("\n")
		}
		name := filepath.Join(dir, strconv.Itoa(iter))
		if err := os.WriteFile(name, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		// Not stone-game-vii: its totals depend on which optimal line is
		// taken, and a row joined from two halves may fuse into another
		// one, so its streamer does not join.
		for _, game := range []string{"predict-the-winner", "stone-game-ix", "stone-game-viii"} {
			args := []string{"solve", "--json", "--game", game}
			joins := splitJoins.Load()
			got, want := splitAndWhole(t, name, args...)
			if got != want {
				t.Fatalf("%v, input %d (%d bytes, column %v): split and stream differ:\ngot  %.300q\nwant %.300q\nstderr %q and %q", args, iter, b.Len(), column, got[0], want[0], got[1], want[1])
			}
			if joined := splitJoins.Load() > joins; !flaw && !joined {
				t.Errorf("%v, input %d (clean, column %v): not joined", args, iter, column)
			} else if joined {
				clean++
			}
		}
	}
	if clean == 0 {
		t.Error("no input was read in two parts")
	}
}

// splitAndWhole runs stonegame with args on the file name twice, with
// files cut in two (splitRows) and without, and returns what each printed:
// stdout, stderr and the exit code.
func splitAndWhole(t *testing.T, name string, args ...string) (split, whole [3]string) {
	t.Helper()
	var res [2][3]string
	for k, cut := range []bool{true, false} {
		splitRows = cut
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		out, errs, code := runReader(t, f, args...)
		f.Close()
		res[k] = [3]string{out, errs, strconv.Itoa(code)}
	}
	splitRows = true
	return res[0], res[1]
}
