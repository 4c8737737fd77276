package main

// subtree-removal-game-with-fibonacci-tree, wrong: the losing orders are
// 1, 7, 13, … (n mod 6 = 1), not every n mod 3 = 1.
func findGameWinner(n int) bool {
	return n%3 != 1
}
