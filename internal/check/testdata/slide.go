package main

import "strings"

func canWin(board []string) bool {
	x := 0
	for _, row := range board {
		p, h := strings.IndexByte(row, 'X'), 0
		for p-h-1 >= 0 && row[p-h-1] == '.' {
			h++
		}
		x ^= h
	}
	return x != 0
}
