package anypick

import (
	"slices"

	"stonegame/game"
)

// Index returns the index of the stone that move m takes, or -1 if m is not
// a remaining stone. It runs in O(log m), m = len(Rest).
func (p Position) Index(m game.Move) int {
	s, ok := m.(Stone)
	if !ok {
		return -1
	}
	if p.rest == nil {
		if s < 0 || int(s) >= len(p.alice) {
			return -1
		}
	} else if _, found := slices.BinarySearch(p.rest, int(s)); !found {
		return -1
	}
	return int(s)
}
