package flipgame

import (
	"testing"
)

// mexTable recomputes g(0) … g(n) by the definition: g(0) = g(1) = 0,
// g(L) = mex{ g(a) XOR g(L−2−a) : 0 <= a <= L−2 }.
func mexTable(n int) []uint64 {
	g := make([]uint64, n+1)
	for L := 2; L <= n; L++ {
		seen := map[uint64]bool{}
		for a := 0; a <= L-2; a++ {
			seen[g[a]^g[L-2-a]] = true
		}
		for seen[g[L]] {
			g[L]++
		}
	}
	return g
}

const tableTo = 1200

var mex = mexTable(tableTo)

func TestValueIsTheMexTable(t *testing.T) {
	for L, want := range mex {
		if got := Value(L); got != want {
			t.Fatalf("Value(%d) = %d, want %d (by mex)", L, got, want)
		}
	}
	// The first values written out, so that a mistake in mexTable cannot
	// hide the same mistake in the solver's table.
	want := []uint64{0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0}
	for L, w := range want {
		if mex[L] != w {
			t.Errorf("g(%d) = %d by mex, want %d", L, mex[L], w)
		}
	}
}

// The claim the solver rests on: g(L) = g(L−34) for every L >= 87, and
// not for L = 86 (g(52) is the last value outside the period).
func TestPeriod(t *testing.T) {
	last := -1
	for L := period; L <= tableTo; L++ {
		if mex[L] != mex[L-period] {
			last = L
		}
	}
	if last != 86 {
		t.Errorf("the last L with g(L) != g(L−34) is %d, want 86", last)
	}
	if mex[86] == mex[52] {
		t.Errorf("g(86) = g(52) = %d: the period starts earlier than the solver says", mex[86])
	}
	if got := len(grundy); got != 87 {
		t.Errorf("the solver's table holds %d values, want g(0) … g(86)", got)
	}
}

// reached and split against every flip of every run up to 1200.
func TestReachedAndSplit(t *testing.T) {
	for L := 0; L <= tableTo; L++ {
		var want uint16
		lowest := map[uint64]int{}
		for a := 0; a <= L-2; a++ {
			v := mex[a] ^ mex[L-2-a]
			want |= 1 << v
			if _, ok := lowest[v]; !ok {
				lowest[v] = a
			}
		}
		if got := reached(L); got != want {
			t.Fatalf("reached(%d) = %b, want %b", L, got, want)
		}
		for v := uint64(0); v < 16; v++ {
			a, ok := split(L, v)
			wa, wok := lowest[v]
			if ok != wok || ok && a != wa {
				t.Fatalf("split(%d, %d) = %d, %v; want %d, %v", L, v, a, ok, wa, wok)
			}
		}
		// A run's winsAt has bit x when, in a string whose XOR is x, a
		// flip in the run makes it 0.
		for x := uint64(0); x < 16; x++ {
			_, can := lowest[x^mex[L]]
			if got := winsAt(L)&(1<<x) != 0; got != can {
				t.Fatalf("winsAt(%d) has bit %d: %v, want %v", L, x, got, can)
			}
		}
	}
}
