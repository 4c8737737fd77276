// Package nim solves the Nim family of win/lose games, where whoever
// cannot move loses, by their closed forms:
//
//   - [NimGame] (LeetCode 292) and [CoinsInALine] (LintCode 394): one
//     heap, take 1 to Most ([Heap]). The player to move loses exactly when
//     the heap is a multiple of Most + 1, since the opponent can always
//     take Most + 1 minus what was taken.
//   - [GameOfNim] (LeetCode 1908): several piles, remove any number from
//     one ([Piles]). The player to move loses exactly when the XOR of the
//     piles is 0 (Bouton's theorem).
//
// Both have closed forms for the remoteness too (how many moves the game
// lasts, the winner hurrying and the loser delaying) and for the
// Sprague–Grundy value ([Heap.Grundy], [Piles.Grundy]). On a heap, Solve
// and every option are O(1), for heaps of any size: LeetCode 292's largest
// heap, 2^31 - 1, answers at once; on piles, O(number of piles). A line of
// play is as long as the game (about n/2 moves on a heap of n): front ends
// that want a bounded view step the position with Options instead.
//
//	h, _ := nim.NewHeap(7, 3)
//	h.Solve().Differential // +1: player 1 wins, taking 3 to leave 4
package nim
