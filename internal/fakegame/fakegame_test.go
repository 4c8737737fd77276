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

// TestBonus: the fake of extra turns, by hand on [2,3,1,5] (Alice takes
// 2, moves again, takes 3 and 1, moves again, takes 5: 11 to 0) and on
// [1,2,4,3,6,1] (Bob moves twice), and against the oracle on every row
// of up to 5 numbers from -2 to 3.
func TestBonus(t *testing.T) {
	if err := game.CheckSpec(Bonus); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		row     []int64
		first   int64
		second  int64
		players string
	}{
		{[]int64{2, 3, 1, 5}, 11, 0, "111"},
		{[]int64{1, 2, 4, 3, 6, 1}, 4, 13, "1221"},
	} {
		p, err := Bonus.Start(context.Background(), game.Args{game.ListOf(tc.row...)})
		if err != nil {
			t.Fatal(err)
		}
		if r := p.Solve(); r.First != tc.first || r.Second != tc.second {
			t.Errorf("%v: got %d to %d, want %d to %d", tc.row, r.First, r.Second, tc.first, tc.second)
		}
		players := ""
		for _, st := range p.Line() {
			players += string(rune('0' + st.Player))
		}
		if players != tc.players {
			t.Errorf("%v: the line's players %s, want %s", tc.row, players, tc.players)
		}
	}
	n := oracletest.EachRow(5, -2, 3, func(row []int64) {
		p, err := Bonus.Start(context.Background(), game.Args{game.ListOf(row...)})
		if err != nil {
			t.Fatal(err)
		}
		if err := oracletest.Check(p); err != nil {
			t.Fatalf("%v: %v", row, err)
		}
	})
	if n < 1000 {
		t.Errorf("%d rows, want more", n)
	}
}
