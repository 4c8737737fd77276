package rules

import (
	"context"
	"fmt"
	"math/bits"
	"unsafe"

	"stonegame/game"
)

// This file solves a game whose positions never repeat depth first, in
// one pass with exploring: a position's value, remoteness and Grundy
// value (or score) come from its children's, in post-order, so the graph
// keeps no edges and no predecessors, only each position's key and its
// results in flat arrays. The path from the start is an explicit stack;
// a position's moves join the graph when it is expanded (each key is kept
// once), and the path keeps their ids until the position is solved. A
// move to a position on the path is a cycle: the game
// is loopy, and exploreFrom starts again breadth first, for retrograde
// analysis (explore.go, solve.go).
//
// Positions get their ids in the order depth first meets them (not
// breadth first's); the values are the same. Moves, Options and Line of
// such a graph call the file's moves again for the children (see
// [graph.expand]), as they already did for the labels.

// Where a position is in the walk.
const (
	dfsNew    uint8 = iota // inserted (a start), not yet expanded
	dfsOnPath              // expanded, on the current path
	dfsDone                // solved
)

// dfsFrame is a position on the path.
type dfsFrame struct {
	id   int32
	ids0 int32 // its children are kidIDs[ids0:ids0+n] (and their gains gains[ids0:ids0+n])
	n    int32 // its moves
	next int32 // the next move to follow
}

// dfsWalk is the state of one depth-first solve.
type dfsWalk struct {
	g      *graph
	ctx    context.Context
	w      *worker
	ch     *chunk // the moves of the position expanded last, until they join the graph
	frames []dfsFrame
	kidIDs []int32 // the children of each position on the path
	again  []bool  // and whether the move to each is an extra turn
	// anyAgain says that some move was an extra turn: the game has no
	// Grundy values.
	anyAgain bool
	gains    []int64 // and, in a scoring game, their gains
	status   []uint8
	seen     []uint64 // mex's bit set
	// charged is the bytes of frames, kidIDs and gains charged to the
	// budget's chunks, beside the chunk's own (chargeChunk).
	charged int64
	steps   int
}

// depthFirst explores and solves every position reachable from starts
// (already in g) depth first. It returns false, with g in an unknown
// state, when a position can repeat; an error
// at the first thing the file does wrong, at a limit, or when ctx is
// done.
func (g *graph) depthFirst(ctx context.Context, starts []int32) (bool, error) {
	r := g.r
	c, release := r.ctxCaller(ctx)
	defer release()
	c.mem = g.mem
	d := &dfsWalk{g: g, ctx: ctx, w: &worker{g: g, c: c}, ch: new(chunk)}
	d.ch.reset(0, 0, keyView{})
	g.dfs = true
	defer func() {
		g.mem.chunks.Add(-d.ch.charged - d.charged)
	}()
	d.grow()
	report := game.ProgressOf(ctx)
	solved := int64(0)
	for _, s := range starts {
		if d.status[s] == dfsDone {
			continue
		}
		if err := d.push(s); err != nil {
			return false, err
		}
		for len(d.frames) > 0 {
			f := &d.frames[len(d.frames)-1]
			if f.next < f.n {
				id := d.kidIDs[f.ids0+f.next]
				f.next++
				switch d.status[id] {
				case dfsOnPath:
					return false, nil // a cycle
				case dfsNew:
					if err := d.push(id); err != nil {
						return false, err
					}
				}
				continue
			}
			// Every move followed: the position's results, from its
			// children's.
			kids := d.kidIDs[f.ids0:]
			var gains []int64
			if r.scoring {
				gains = d.gains[f.ids0:]
			}
			if err := d.settle(f.id, kids, d.again[f.ids0:], gains); err != nil {
				return false, err
			}
			d.status[f.id] = dfsDone
			d.kidIDs, d.again = d.kidIDs[:f.ids0], d.again[:f.ids0]
			if r.scoring {
				d.gains = d.gains[:f.ids0]
			}
			d.frames = d.frames[:len(d.frames)-1]
			if solved++; solved&1023 == 0 {
				report(int64(g.n), solved)
			}
		}
	}
	report(int64(g.n), solved)
	if d.anyAgain {
		g.grundy = nil
		g.again = []uint64{} // not nil: the game has extra turns (which moves are, expand says)
	}
	return true, g.checkMemory()
}

// grow gives the per-position arrays room for every position in g,
// charging the memory they will take (graph.memory counts them).
func (d *dfsWalk) grow() {
	g := d.g
	for int(g.n) > len(d.status) {
		d.status = append(room(d.status, 1), dfsNew)
	}
	g.growResults()
}

// push expands position id: asks end and moves, and puts it on the path
// with its moves.
func (d *dfsWalk) push(id int32) error {
	g, ch := d.g, d.ch
	if d.steps++; d.steps&255 == 0 {
		if err := stopCause(d.ctx); err != nil {
			return err
		}
		if err := g.checkMemory(); err != nil {
			return err
		}
	}
	k := g.key(id)
	var turn int8
	if g.r.byPlayer {
		turn = int8(k[0])
	}
	state, err := decodeKey(k[g.r.keyHead():])
	if err != nil {
		return err
	}
	d.w.lazy = id >= labelCheckFirst
	if err := d.w.eval(state, turn, ch); err != nil {
		return err
	}
	if err := g.chargeChunk(ch); err != nil {
		return err
	}
	// The path's arrays grow by doubling, and a growing array is copied:
	// for a moment the old one and the new one are both live, so the new
	// one must fit beside what is charged (the old one is).
	kids := len(ch.kend)
	extra := growth(d.frames, 1) + growth(d.kidIDs, kids) + growth(d.again, kids)
	if g.r.scoring {
		extra += growth(d.gains, len(ch.kgain))
	}
	if extra > 0 {
		if b := g.mem; b.chunks.Load()+b.graph.Load()+b.calls.Load()+extra > b.limit {
			return limitError(g.r.file, "memory", "the positions and their moves take more than %s, the memory limit", bytesWords(b.limit))
		}
		d.frames, d.kidIDs, d.again = room(d.frames, 1), room(d.kidIDs, kids), room(d.again, kids)
		if g.r.scoring {
			d.gains = room(d.gains, len(ch.kgain))
		}
	}
	f := dfsFrame{id: id, ids0: int32(len(d.kidIDs)), n: ch.kids[0]}
	g.setTerm(id, ch.term[0])
	g.moves += int64(f.n)
	// The moves join the graph now, so that their keys are kept once.
	start, ai := uint32(0), 0
	for j, end := range ch.kend {
		c, added, err := g.insert(ch.kkeys[start:end], ch.khash[j])
		if err != nil {
			return err
		}
		if added {
			d.grow()
		}
		d.kidIDs = append(d.kidIDs, c)
		again := ai < len(ch.kagain) && int(ch.kagain[ai]) == j
		if again {
			ai++
			d.anyAgain = true
		}
		d.again = append(d.again, again)
		start = end
	}
	if g.r.scoring {
		d.gains = append(d.gains, ch.kgain...)
	}
	ch.term, ch.kids, ch.kkeys, ch.kend, ch.khash, ch.kgain = ch.term[:0], ch.kids[:0], ch.kkeys[:0], ch.kend[:0], ch.khash[:0], ch.kgain[:0]
	ch.kagain, ch.turn = ch.kagain[:0], ch.turn[:0]
	d.status[id] = dfsOnPath
	d.frames = append(d.frames, f)
	return d.charge()
}

// charge charges the growth of the path's own arrays to the budget.
func (d *dfsWalk) charge() error {
	m := int64(cap(d.frames))*int64(unsafe.Sizeof(dfsFrame{})) + 4*int64(cap(d.kidIDs)) + int64(cap(d.again)) + 8*int64(cap(d.gains))
	if d.g.mem.recharge(&d.charged, m) {
		return limitError(d.g.r.file, "memory", "the positions and their moves take more than %s, the memory limit", bytesWords(d.g.mem.limit))
	}
	return nil
}

// settle sets the results of position p from its children's: kids, one
// per move (a child may repeat), again[i] when move i is an extra turn,
// and in a scoring game the moves' gains. It is the combine step of the
// solver, the post-order twin of retrograde's and negamax's: a win/lose
// position is won if a move leads to a position its mover loses (the
// nearest: the winner hurries), drawn if none does but one leads to a
// draw, lost otherwise (the farthest: the loser holds out); a scoring
// position's differential is the best of the gain minus the child's. An
// extra turn flips the sign: the child's mover is the same player.
// Remoteness counts moves.
func (d *dfsWalk) settle(p int32, kids []int32, again []bool, gains []int64) error {
	g := d.g
	if g.r.scoring {
		var best int64
		for i, c := range kids {
			v, ok := sub(gains[i], g.scoreOf(c))
			if again[i] {
				v, ok = add(gains[i], g.scoreOf(c))
			}
			if !ok {
				return fmt.Errorf("the totals of the position %s do not fit in 64 bits: %w", g.describeNode(p), game.ErrOverflow)
			}
			if i == 0 || v > best {
				best = v
			}
		}
		return g.setScore(p, best)
	}
	var value int8
	var rem int32
	switch g.termOf(p) {
	case termWin:
		value, rem = 1, 0
	case termLose:
		value, rem = -1, 0
	case termDraw:
		value, rem = 0, 0
	default:
		good, bad, draw := int32(-1), int32(-1), false
		for i, c := range kids {
			v, r := g.valueOf(c), g.remOf(c)
			if !again[i] {
				v = -v // the child's value for p's mover
			}
			switch {
			case v > 0:
				if good < 0 || r < good {
					good = r
				}
			case v < 0:
				bad = max(bad, r)
			default:
				draw = true
			}
		}
		switch {
		case good >= 0:
			value, rem = 1, good+1
		case draw:
			value, rem = 0, -1
		default:
			value, rem = -1, bad+1
		}
	}
	if err := g.setWinLose(p, value, rem); err != nil {
		return err
	}
	if g.grundy != nil {
		return g.setGrundy(p, mexOf(&d.seen, kids, func(c int32) uint64 { return uint64(g.grundyOf(c)) }))
	}
	return nil
}

// mexOf returns the least Grundy value that none of kids has, by the
// values grundy gives them; seen is a bit set kept between calls. O(kids).
func mexOf(seen *[]uint64, kids []int32, grundy func(int32) uint64) uint32 {
	words := len(kids)/64 + 1
	if cap(*seen) < words {
		*seen = make([]uint64, words)
	}
	set := (*seen)[:words]
	clear(set)
	for _, c := range kids {
		if v := grundy(c); v <= uint64(len(kids)) {
			set[v/64] |= 1 << (v % 64)
		}
	}
	m := uint32(0)
	for _, w := range set {
		if w != ^uint64(0) {
			return m + uint32(bits.TrailingZeros64(^w))
		}
		m += 64
	}
	return m
}
