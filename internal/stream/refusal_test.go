package stream

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"stonegame/games"
)

// TestRefusalSaysWhere: a number that a game's Streamer refuses, far past
// the numbers the pipe gives straight (so the Streamer is fed on another
// goroutine), is reported at its line and item, from a pipe and from a
// file, for every game that streams: the reading side asks the Streamer's
// Bound. Two rows: one with a number near MaxInt64 (the sum of |x| passes
// it), one with 3·10^18, which only the checks of stone-game-vii (n times
// the sum) and stone-game-viii (the prefix sums) refuse. Where the
// Streamer refuses is found by pushing the row into it.
func TestRefusalSaysWhere(t *testing.T) {
	const at = syncLen + 3*chunkLen + 17 // the big number's index
	dir := t.TempDir()
	refused := map[string]bool{}
	for k, big := range []string{"9223372036854775000", "3000000000000000000"} {
		var b strings.Builder
		row := make([]int64, at+5000)
		for i := range row {
			row[i] = int64(1 + i%9)
			if i == at {
				row[i], _ = strconv.ParseInt(big, 10, 64)
			}
			b.WriteString(strconv.FormatInt(row[i], 10))
			b.WriteByte('\n')
		}
		in := b.String()
		name := filepath.Join(dir, strconv.Itoa(k))
		if err := os.WriteFile(name, []byte(in), 0o644); err != nil {
			t.Fatal(err)
		}
		for _, g := range games.All() {
			if g.Stream == nil {
				continue
			}
			st, bad := g.Stream(), -1
			for i, x := range row {
				if st.Push(x) != nil {
					bad = i
					break
				}
			}
			for _, fromFile := range []bool{false, true} {
				args := []string{"solve", "--json", "--game", g.Name}
				_, errs, code := run(t, in, args...)
				if fromFile {
					_, errs, code = run(t, "", append(args, name)...)
				}
				if bad < 0 {
					if code != 0 {
						t.Errorf("%s, %s (file %v): exit %d, %s", g.Name, big, fromFile, code, errs)
					}
					continue
				}
				refused[g.Name] = true
				want := fmt.Sprintf("line %d, item 1: ", bad+1)
				if code != 1 || !strings.Contains(errs, want) || !strings.Contains(errs, "overflow") {
					t.Errorf("%s, %s (file %v): exit %d, stderr %q; want exit 1 and an overflow at %q", g.Name, big, fromFile, code, errs, want)
				}
			}
		}
	}
	for _, name := range []string{"predict-the-winner", "stone-game-vii", "stone-game-viii"} {
		if !refused[name] {
			t.Errorf("%s refused no number: the test checks nothing of it", name)
		}
	}
}
