package flipgame

import "sync"

// This file computes remoteness, how long the game lasts under optimal
// play, which the Grundy values do not give: the winner plays to the
// losing position that ends the game soonest, the loser to the winning
// one that lasts longest. It is a memoized search over the multiset of
// the runs' lengths: the runs are independent, so positions with the
// same multiset have the same value and remoteness, wherever the runs lie
// in the string and whoever is to move.

// RemoteMax is the most live pluses (pluses in runs of two or more) a
// position may hold for its remoteness to be computed: every string of
// LeetCode's 60 characters, and every position of a longer game from the
// point where at most 60 pluses can still be flipped. Past it, results
// and options say [game.Unknown] (the verdict is still exact).
//
// The bound keeps the search small. One run of 60 pluses visits 26,938
// multisets (about 20 ms of CPU). The largest search found, over every
// multiset of at most 60 live pluses with up to three runs of 4 or more
// and any number of shorter ones, and over every string of 60 characters
// with up to five such runs, is runs of 6, 22 and 32: 32,654 multisets.
const RemoteMax = 60

// state is a multiset of live runs, canonical so that equal games are
// equal states: state[0] counts the forced moves (a run of 2 or 3 is one
// move whatever is flipped, a run of 5 two), state[1:] holds the other
// live runs (4, or 6 and more), longest first, then zeros. At most
// RemoteMax live pluses fit: at most 30 forced moves and 15 other runs.
type state [16]uint8

// add adds a run of L pluses to s, in canonical form.
func (s *state) add(L int) {
	switch {
	case L < 2:
	case L == 2 || L == 3:
		s[0]++
	case L == 5:
		s[0] += 2
	default:
		i := 1
		for i < len(s) && int(s[i]) >= L {
			i++
		}
		copy(s[i+1:], s[i:len(s)-1])
		s[i] = uint8(L)
	}
}

// without returns s with its run at index i (1 or more) removed.
func (s state) without(i int) state {
	copy(s[i:], s[i+1:])
	s[len(s)-1] = 0
	return s
}

// xor returns the XOR of the Grundy values of s's runs: a forced move is
// worth 1.
func (s state) xor() uint64 {
	x := uint64(s[0] & 1)
	for _, L := range s[1:] {
		x ^= Value(int(L))
	}
	return x
}

// stateOf returns the state of the live runs lens (each at least 2, at
// most RemoteMax pluses in all), without lens[skip] when skip >= 0 and
// with runs of the lengths in extra.
func stateOf(lens []int, skip int, extra ...int) state {
	var s state
	for k, L := range lens {
		if k != skip {
			s.add(L)
		}
	}
	for _, L := range extra {
		s.add(L)
	}
	return s
}

// memoMax bounds the memo: past it, a search starts from an empty one
// (only the time of later searches changes, never a value).
const memoMax = 1 << 20

// memo holds the remoteness of the states searched so far, for the
// positions of one game.
type memo struct {
	mu sync.Mutex
	m  map[state]int8
}

func newMemo() *memo { return &memo{m: make(map[state]int8)} }

// remoteness returns the remoteness of s.
func (m *memo) remoteness(s state) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.m) > memoMax {
		clear(m.m)
	}
	return m.search(s, s.xor())
}

// search returns the remoteness of s, whose XOR is x. From a won
// position (x != 0) it tries only the moves to lost ones, known at once
// by their XOR; from a lost one, every move, each distinct split once.
func (m *memo) search(s state, x uint64) int {
	if s == (state{}) {
		return 0
	}
	if r, ok := m.m[s]; ok {
		return int(r)
	}
	best := -1
	keep := func(r int) { // the winner keeps the least, the loser the most
		if best < 0 || x != 0 && r < best || x == 0 && r > best {
			best = r
		}
	}
	if s[0] > 0 && (x == 0 || x == 1) {
		next := s
		next[0]--
		keep(m.search(next, x^1))
	}
	for i := 1; i < len(s) && s[i] != 0; i++ {
		if i > 1 && s[i] == s[i-1] {
			continue // the same moves as the run before
		}
		L := int(s[i])
		rest, gL := s.without(i), Value(L)
		for a := 0; a <= (L-2)/2; a++ {
			b := L - 2 - a
			nx := x ^ gL ^ Value(a) ^ Value(b)
			if x != 0 && nx != 0 {
				continue // a winner's move to a won position loses
			}
			next := rest
			next.add(a)
			next.add(b)
			keep(m.search(next, nx))
		}
	}
	m.m[s] = int8(best + 1)
	return best + 1
}
