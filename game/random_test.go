package game

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

func randomSpec(within func(Args) error, gen func(*rand.Rand, int) (Args, error)) *Spec {
	return &Spec{
		Name: "fake",
		Params: []Param{
			{Name: "grid", Kind: Strings, MinLen: 1, MaxLen: 4, RowMin: 1, RowMax: 3, Alphabet: ".#"},
			{Name: "k", Kind: Int, Min: 2, Max: 9},
			{Name: "nums", Kind: List, MinLen: 1, MaxLen: 4, Min: -5, Max: 5},
		},
		Within:   within,
		Generate: gen,
		New:      func(context.Context, Args) (Solvable, error) { return nil, errors.New("unused") },
	}
}

// Random's draws meet the constraints and the game's Within; it says so
// when none can.
func TestRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	s := randomSpec(func(a Args) error {
		if a[1].Int()%2 != 0 {
			return errors.New("k is odd")
		}
		return nil
	}, nil)
	for size := range 10 {
		args, err := s.Random(r, size)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.CheckArgs(args); err != nil {
			t.Fatalf("Random(%d) = %v: %v", size, args, err)
		}
		if n := len(args[2].List()); n != min(max(size, 1), 4) || len(args[0].Strings()) != n {
			t.Errorf("Random(%d) = %v: lengths are not the size within the constraints", size, args)
		}
	}
	never := randomSpec(func(Args) error { return errors.New("never") }, nil)
	if _, err := never.Random(r, 3); err == nil || !strings.Contains(err.Error(), "never") {
		t.Errorf("a game that takes no instance: got %v", err)
	}
	// A Generate that draws invalid instances is held to the constraints too.
	bad := randomSpec(nil, func(*rand.Rand, int) (Args, error) {
		return Args{StringsOf("x"), IntOf(3), ListOf(1)}, nil
	})
	if args, err := bad.Random(r, 3); err == nil {
		t.Errorf("a Generate of invalid instances: got %v", args)
	}
	// Beyond: lengths past MaxLen until Accept refuses one.
	calls := 0
	args, err := s.DrawWith(r, 7, DrawOptions{Beyond: true, Accept: func(a Args) error {
		if calls++; calls == 1 {
			return errors.New("too long")
		}
		return nil
	}})
	if err != nil || len(args[2].List()) != 4 {
		t.Errorf("Beyond, refused once: got %v, %v; want lengths back within 4", args, err)
	}
	if args, err := s.DrawWith(r, 7, DrawOptions{Beyond: true}); err != nil || len(args[2].List()) != 7 {
		t.Errorf("Beyond: got %v, %v; want a list of 7", args, err)
	}
}

func TestNearSize(t *testing.T) {
	var got []int
	for k := -2; k < 6; k++ {
		got = append(got, nearSize(5, k))
	}
	if want := []int{5, 5, 4, 6, 3, 7, 2, 8}; !slices.Equal(got, want) {
		t.Errorf("near 5: got %v, want %v", got, want)
	}
	got = got[:0]
	for k := range 4 {
		got = append(got, nearSize(1, k))
	}
	if want := []int{0, 2, 3, 3}; !slices.Equal(got, want) {
		t.Errorf("near 1: got %v, want %v", got, want)
	}
}
