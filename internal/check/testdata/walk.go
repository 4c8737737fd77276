package main

func walk(labels string, graph [][]int) bool {
	var wins func(at, visited int) bool
	wins = func(at, visited int) bool {
		for _, j := range graph[at] {
			if visited>>j&1 == 0 && !wins(j, visited|1<<j) {
				return true
			}
		}
		return false
	}
	_ = labels
	return wins(0, 1)
}
