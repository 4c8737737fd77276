package ends

import "stonegame/game"

// Index returns the index in Row of the item that move m takes here, or -1
// if m is not a legal move in p. Front ends use it to show which item a move
// takes without knowing what a Side is.
func (p Position) Index(m game.Move) int {
	s, ok := m.(Side)
	if !ok || s > Right || p.hi == p.lo {
		return -1
	}
	return p.Take(s)
}
