package explain_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"stonegame/explain"
	"stonegame/game"
	"stonegame/games"
	"stonegame/internal/oracletest"
)

func randomInstance(b testing.TB, name string, n int) (*game.Spec, game.Args, game.Solvable) {
	b.Helper()
	r := rand.New(rand.NewPCG(1, uint64(n)))
	list := func() []int64 {
		xs := make([]int64, n)
		for i := range xs {
			xs[i] = r.Int64N(1000) + 1
		}
		return xs
	}
	g, _ := games.Lookup(name)
	lists := [][]int64{list()}
	if len(g.Params) == 2 {
		lists = append(lists, list())
	}
	p, err := g.Start(context.Background(), oracletest.Args(g, lists...))
	if err != nil {
		b.Fatal(err)
	}
	return g, oracletest.Args(g, lists...), p
}

// BenchmarkExplain measures Build plus the text rendering, the whole work
// of 'stonegame explain', on random instances.
func BenchmarkExplain(b *testing.B) {
	for _, bc := range []struct {
		name, game string
		n          int
	}{
		{"row/12", "486", 12},
		{"row/300", "486", 300},
		{"row/2000", "486", 2000},
		{"row/2001", "486", 2001},
		{"row/100000", "486", 100_000},
		{"vi/2000", "1686", 2000},
		{"vi/100000", "1686", 100_000},
	} {
		g, args, p := randomInstance(b, bc.game, bc.n)
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				e, err := explain.Build(g, args, p, nil)
				if err != nil {
					b.Fatal(err)
				}
				e.Text(false)
			}
		})
	}
}
