package games

import (
	"math"
	"math/rand/v2"
	"testing"

	"stonegame/game"
)

// TestBoundAgreesWithStream: every game's Streamer is Bounded (or the CLI
// feeds it on one core), and its Bound refuses the number the Streamer
// refuses, taken at any point of a row: rows of small numbers with huge
// ones among them, of either sign, so that every check of every Streamer
// (sums of |x|, of prefix sums, n times the sum) trips somewhere.
func TestBoundAgreesWithStream(t *testing.T) {
	rng := rand.New(rand.NewPCG(14, 15))
	for _, g := range All() {
		if g.Stream == nil {
			continue
		}
		if _, ok := g.Stream().(game.Bounded); !ok {
			t.Errorf("%s: its Streamer has no Bound, so it streams on one core", g.Name)
			continue
		}
		refused := 0
		for range 300 {
			n := 1 + rng.IntN(300)
			row := make([]int64, n)
			for i := range row {
				switch rng.IntN(12) {
				case 0:
					row[i] = math.MaxInt64 >> rng.IntN(16)
				case 1:
					row[i] = math.MinInt64 >> rng.IntN(16)
				default:
					row[i] = rng.Int64N(2001) - 1000
				}
			}
			st := g.Stream()
			at := rng.IntN(n + 1) // where the Bound is taken
			pushed := 0
			for pushed < at {
				if st.Push(row[pushed]) != nil {
					break
				}
				pushed++
			}
			if pushed < at {
				continue // refused before the Bound: another row
			}
			admit := st.(game.Bounded).Bound().Admit
			want := at
			for want < n && st.Push(row[want]) == nil {
				want++
			}
			// In runs, as the CLI's pipe asks.
			got, rest := at, row[at:]
			for len(rest) > 0 {
				run := rest[:min(len(rest), 1+rng.IntN(40))]
				k := admit(run)
				got += k
				if k < len(run) {
					break
				}
				rest = rest[len(run):]
			}
			if got != want {
				t.Fatalf("%s: on %v, the Bound taken after %d numbers admits %d, the Streamer takes %d", g.Name, row, at, got, want)
			}
			if want < n {
				refused++
			}
		}
		if refused == 0 && g.Name != "stone-game-ix" {
			t.Errorf("%s: no row was refused: the test checks nothing of its Bound", g.Name)
		}
	}
}
