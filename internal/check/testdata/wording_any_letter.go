// the-wording-game, wrong: any greater word is taken as an answer, not
// only one starting with the same letter or the next.
func canAliceWin(a []string, b []string) bool {
	i, j, last, bob := 1, 0, a[0], true
	for {
		if bob {
			for j < len(b) && b[j] <= last {
				j++
			}
			if j == len(b) {
				return true
			}
			last, bob = b[j], false
			j++
		} else {
			for i < len(a) && a[i] <= last {
				i++
			}
			if i == len(a) {
				return false
			}
			last, bob = a[i], true
			i++
		}
	}
}
