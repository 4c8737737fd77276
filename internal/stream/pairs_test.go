package stream

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// lineField is the optimal line in --json --line output.
var lineField = regexp.MustCompile(`,"line":\[[^\]]*\]`)

// TestStreamPairsAsStored: stone-game-vi with --json alone (bobValues
// streamed into anypick.Tally, through a second goroutine past syncLen
// numbers) prints the same results and the same errors as with --line
// (both lists stored, anypick.New), on random inputs in every form, with
// ties, negative and wide values, lengths that differ, overflow and bad
// numbers.
func TestStreamPairsAsStored(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	list := func(n int, wide bool) []string {
		xs := make([]string, n)
		for i := range xs {
			switch {
			case rng.IntN(500) == 0:
				xs[i] = "9223372036854775807"
			case rng.IntN(3000) == 0:
				xs[i] = "x"
			case wide:
				xs[i] = fmt.Sprint(rng.Int64N(1<<40) - 1<<39)
			default:
				xs[i] = fmt.Sprint(rng.IntN(7) - 2)
			}
		}
		return xs
	}
	codes, big := map[int]int{}, 0
	for iter := range 300 {
		var in strings.Builder
		form := rng.IntN(4)
		for range 1 + rng.IntN(3) {
			n := rng.IntN(8)
			if rng.IntN(20) == 0 {
				n = syncLen + rng.IntN(3*chunkLen)
				big++
			}
			m := n
			if rng.IntN(6) == 0 {
				m = max(0, n+rng.IntN(3)-1)
			}
			wide := rng.IntN(3) == 0
			a, b := list(n, wide), list(m, wide)
			switch form {
			case 0:
				fmt.Fprintf(&in, "%s\n%s\n", strings.Join(a, " "), strings.Join(b, " "))
			case 1:
				fmt.Fprintf(&in, "[%s] [%s]\n", strings.Join(a, ","), strings.Join(b, ","))
			case 2:
				fmt.Fprintf(&in, "{\"aliceValues\":[%s],\n\"bobValues\":[%s]}\n", strings.Join(a, ","), strings.Join(b, ","))
			case 3:
				fmt.Fprintf(&in, "{\"bobValues\":[%s],\"aliceValues\":[%s]}\n", strings.Join(b, ","), strings.Join(a, ","))
			}
		}
		if form == 0 && strings.HasPrefix(in.String(), "\n") {
			continue // a blank first line of aliceValues: not a pair of lines
		}
		out, errs, code := run(t, in.String(), "solve", "--game", "1686", "--json")
		wout, werrs, wcode := run(t, in.String(), "solve", "--game", "1686", "--json", "--line")
		wout = lineField.ReplaceAllString(wout, "")
		if out != wout || errs != werrs || code != wcode {
			short := in.String()
			if len(short) > 300 {
				short = short[:300] + "..."
			}
			t.Fatalf("case %d, input %q:\nstreamed: %q, %q, exit %d\nstored:   %q, %q, exit %d", iter, short, out, errs, code, wout, werrs, wcode)
		}
		codes[code]++
	}
	t.Logf("%d inputs solved, %d refused, %d cases past syncLen", codes[0], codes[1], big)
	if codes[0] < 50 || codes[1] < 50 || big < 10 {
		t.Errorf("%d inputs solved, %d refused, %d cases past syncLen: the test no longer covers both", codes[0], codes[1], big)
	}
}

// FuzzStreamPairs: on any standard input, stone-game-vi's streamed path
// (--json) and its stored path (--json --line, the line left out) print
// the same results and errors, with the same exit code.
func FuzzStreamPairs(f *testing.F) {
	for _, s := range []string{"[1,3] [2,1]", "1 2\n3 1\n", `{"aliceValues":[2,4,3],"bobValues":[1,6,7]}`,
		`{"bobValues":[1],"aliceValues":[2]}`, "[1,2]\n[3]\n", "[9223372036854775807] [1]", "[] []", "1 x\n2 3\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, stdin string) {
		out, errs, code := run(t, stdin, "solve", "--game", "1686", "--json")
		wout, werrs, wcode := run(t, stdin, "solve", "--game", "1686", "--json", "--line")
		if wout = lineField.ReplaceAllString(wout, ""); out != wout || errs != werrs || code != wcode {
			t.Fatalf("streamed: %q, %q, exit %d\nstored:   %q, %q, exit %d", out, errs, code, wout, werrs, wcode)
		}
	})
}
