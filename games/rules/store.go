package rules

// This file is the seam between the Position's API (position.go) and
// where a solved instance keeps its results: the graph's arrays (explore.go,
// dfs.go, solve.go), or, for a file with an index, the dense store's
// packed ones (dense.go).

// valueAt returns position id's value for its mover: +1, -1, 0 (a draw).
func (g *graph) valueAt(id int32) int8 {
	if g.dense != nil {
		return g.dense.value(id)
	}
	return g.valueOf(id)
}

// remAt returns position id's remoteness, -1 for a draw by repetition.
func (g *graph) remAt(id int32) int32 {
	if g.dense != nil {
		return g.dense.remoteness(id)
	}
	return g.remOf(id)
}

// scoreAt returns position id's differential, in a scoring game.
func (g *graph) scoreAt(id int32) int64 {
	if g.dense != nil {
		return unzigzag(g.dense.score.get(id))
	}
	return g.scoreOf(id)
}

// termAt returns what end said of position id.
func (g *graph) termAt(id int32) int8 {
	if g.dense != nil {
		return int8(g.dense.st[id] >> trmShift)
	}
	return g.termOf(id)
}

// grundyAt returns position id's Grundy value, ok false when the game has
// none.
func (g *graph) grundyAt(id int32) (uint64, bool) {
	if g.dense != nil {
		if g.dense.grundy.b == nil {
			return 0, false
		}
		return g.dense.grundy.get(id), true
	}
	if g.grundy == nil {
		return 0, false
	}
	return uint64(g.grundyOf(id)), true
}

// outcomes counts the positions solved that their mover wins, loses and
// draws.
func (g *graph) outcomes() (win, lose, draw int) {
	if g.dense != nil {
		return g.dense.outcomes()
	}
	for id := range g.n {
		switch g.valueOf(id) {
		case 1:
			win++
		case -1:
			lose++
		default:
			draw++
		}
	}
	return win, lose, draw
}

// footprint returns the bytes the solved instance keeps (see
// [Position.Footprint]).
func (g *graph) footprint() int64 {
	if g.dense != nil {
		return g.dense.memory()
	}
	return g.memory()
}

// child returns the id of the position whose key is k, of hash h, in a
// graph solved depth first (its number, with an index), or -1.
func (g *graph) child(k []byte, h uint32) int32 {
	if g.dense != nil {
		return g.dense.number(k)
	}
	return g.find(k, h)
}

// loopy reports whether a graph solved depth first was solved again by
// retrograde analysis: a dense store whose positions repeat.
func (g *graph) loopy() bool { return g.dense != nil && g.dense.loopy }
