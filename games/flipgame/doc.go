// Package flipgame solves Flip Game II (LeetCode 294): a string of + and
// -; the players alternately flip two consecutive ++ into --, and the
// player who cannot move loses.
//
// A flip changes one maximal run of + and no other, so the string is a
// sum of independent games, one per run, and a run of L pluses is a heap
// of Dawson's Kayles (octal game 0.07): a move leaves runs of a and
// L−2−a. By the Sprague–Grundy theorem the player to move wins exactly
// when the XOR of the runs' Grundy values ([Value]) is not 0, and those
// values repeat with period 34 from L = 53 on, so any string is decided
// in O(n): a string of 10^6 characters as fast as it is read. The
// textbook memo over strings is exponential; it stays as the tests'
// oracle on short strings.
//
// How long the game lasts under optimal play (its remoteness) is not in
// the Grundy values: a memoized search over the multiset of the runs'
// lengths computes it for positions with at most [RemoteMax] live
// pluses, every string of LeetCode's 60 characters among them.
//
//	p, _ := flipgame.New("++++")
//	p.Solve() // player 1 wins in 1 move: flip 1 leaves +--+
package flipgame
