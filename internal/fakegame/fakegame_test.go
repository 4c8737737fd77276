package fakegame

import (
	"context"
	"testing"

	"stonegame/game"
	"stonegame/internal/oracletest"
)

// The fakes solve by the oracle, so this holds what they add to it: the
// pile's options carry the remoteness and its line follows it, and both
// start from their Specs.
func TestAgainstOracle(t *testing.T) {
	for n := int64(1); n <= 12; n++ {
		p, err := Pile.Start(context.Background(), game.Args{game.IntOf(n)})
		if err != nil {
			t.Fatal(err)
		}
		if err := oracletest.CheckOutcomes(p); err != nil {
			t.Fatal(err)
		}
	}
	p, err := Front.Start(context.Background(), game.Args{game.ListOf(1, -2, 3, 4)})
	if err != nil {
		t.Fatal(err)
	}
	if err := oracletest.Check(p); err != nil {
		t.Fatal(err)
	}
	for _, bad := range []game.Args{{game.IntOf(31)}, {game.ListOf()}} {
		if _, err := Pile.Start(context.Background(), bad); err == nil {
			t.Errorf("Pile.Start(%v) accepted", bad)
		}
	}
}
