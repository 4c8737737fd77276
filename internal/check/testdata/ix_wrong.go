package main

// stone-game-ix, wrong: it forgets that the count of multiples of 3 matters.
func stoneGameIX(stones []int) bool {
	var c [3]int
	for _, s := range stones {
		c[s%3]++
	}
	return c[1] > 0 && c[2] > 0
}
