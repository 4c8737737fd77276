package main

func flowerGame(n int, m int) int64 {
	return int64(n) * int64(m) / 2
}
