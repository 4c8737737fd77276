package stream

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"stonegame/game"
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

// TestLimitRefusedEarly: a game whose list has a Limit (stone-game-v's
// 5000 stones, stone-game-ii's 8000 piles, game-of-nim's 1000 piles) is
// refused at the first number past it, with its line and item, in text
// and JSON, having read a block of the input and not the rest (2 MB a
// case); and through a file, whose row is then never cut in two.
func TestLimitRefusedEarly(t *testing.T) {
	dir := t.TempDir()
	tested := 0
	for _, g := range games.All() {
		if len(g.Params) != 1 || g.Params[0].Limit <= 0 || g.Params[0].Limit > 1e5 || g.Params[0].Kind != game.List {
			continue
		}
		tested++
		p := g.Params[0]
		lim := int(p.Limit)
		in := strings.Repeat("3\n", 1e6)
		name := filepath.Join(dir, g.Name)
		if err := os.WriteFile(name, []byte(in), 0o644); err != nil {
			t.Fatal(err)
		}
		want := fmt.Sprintf("stonegame: line %d, item 1: %s has more than %d numbers: %s\n", lim+1, p.Name, lim, p.LimitWhy)
		for _, args := range [][]string{{"solve", "--game", g.Name}, {"solve", "--json", "--game", g.Name}} {
			cr := &countingReader{r: strings.NewReader(in)}
			_, errs, code := runReader(t, cr, args...)
			if code != 1 || errs != want {
				t.Errorf("%v: got exit %d, %q; want 1, %q", args, code, errs, want)
			}
			if cr.n > 1<<20 {
				t.Errorf("%v: read %d bytes of %d before refusing, want at most 1 MiB", args, cr.n, len(in))
			}
			_, errs, code = run(t, "", append(args, name)...)
			if code != 1 || errs != want {
				t.Errorf("%v %s: got exit %d, %q; want 1, %q", args, name, code, errs, want)
			}
		}
	}
	if tested < 3 {
		t.Errorf("tested %d games with a limit on their list, want 3 or more", tested)
	}
}

// countingReader counts the bytes read from r.
type countingReader struct {
	r io.Reader
	n int
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += n
	return n, err
}
