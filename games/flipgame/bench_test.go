package flipgame

import (
	"math/rand/v2"
	"strings"
	"testing"

	"stonegame/internal/cputime"
)

// benchStates are the strings of the benchmarks: LeetCode's largest
// string all +, its hardest for remoteness; random strings of 60 and 10^6
// characters, 3 in 4 of them +.
var benchStates = func() map[string]string {
	r := rand.New(rand.NewPCG(294, 1))
	random := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = "+++-"[r.IntN(4)]
		}
		return string(b)
	}
	return map[string]string{
		"n=60/all+":    strings.Repeat("+", 60),
		"n=60/random":  random(60),
		"n=1e6/random": random(1_000_000),
	}
}()

// BenchmarkSolve is New and Solve from a fresh memo: the verdict in O(n),
// and the remoteness search where at most RemoteMax pluses are live.
func BenchmarkSolve(b *testing.B) {
	benchNew(b, []string{"n=60/all+", "n=60/random", "n=1e6/random"}, func(p Position) { p.Solve() })
}

// BenchmarkOptions is New and Options from a fresh memo: every move's
// value and, at n = 60, its remoteness.
func BenchmarkOptions(b *testing.B) {
	benchNew(b, []string{"n=60/all+", "n=1e6/random"}, func(p Position) { p.Options() })
}

// benchNew runs New and then f on each of the benchmark strings named.
func benchNew(b *testing.B, names []string, f func(Position)) {
	for _, name := range names {
		s := benchStates[name]
		b.Run(name, func(b *testing.B) {
			cputime.Loop(b, func() {
				p, err := New(s)
				if err != nil {
					b.Fatal(err)
				}
				f(p)
			})
		})
	}
}

// BenchmarkLine is the optimal line of a random string of 10^6
// characters, after New.
func BenchmarkLine(b *testing.B) {
	p, err := New(benchStates["n=1e6/random"])
	if err != nil {
		b.Fatal(err)
	}
	b.Run("n=1e6/random", func(b *testing.B) {
		cputime.Loop(b, func() { p.Line() })
	})
}
