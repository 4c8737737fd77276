package main

func canAliceWin(nums []int) bool {
	s, d := 0, 0
	for _, x := range nums {
		if x < 10 {
			s += x
		} else {
			d += x
		}
	}
	return s != d
}
