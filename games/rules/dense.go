package rules

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"strings"
	"sync"
	"unsafe"

	"go.starlark.net/starlark"

	"stonegame/game"
)

// This file solves a game whose file numbers its states densely, as
// Gamesman's hash and unhash: index(state) is an int in [0, size),
// unindex(i) the state numbered i, positions() the size. The engine then
// keeps no keys and no table: a position is its number, and its results
// live in flat arrays indexed by it, a few bytes a position:
//
//   - st, one byte: its place in the walk (new, on the path, solved), its
//     value (won, lost, drawn) and what end said;
//   - in a win/lose game its remoteness, and in an impartial one its
//     Grundy value, each in the fewest bytes (1, 2, 4 or 8) that hold the
//     largest met so far: an array is widened, copied, when a value does
//     not fit;
//   - in a scoring game its differential instead, zigzag-coded, widened
//     alike, the sums checked for overflow.
//
// When moves or end takes the player, a number stands for two positions,
// (state, player 1) at slot 2·number and (state, player 2) at 2·number + 1;
// otherwise a position is its number's slot.
//
// The positions reachable from the start are solved depth first, with an
// explicit stack, as dfs.go does: the path keeps, for each position on
// it, its moves' slots, next states (so that solving never calls
// unindex), gains and extra turns. A move back to a position on the path
// means the game is loopy: a win/lose game is then explored again and
// solved by retrograde analysis over the slots (retro), a scoring game
// refused, with the position.
// A file with index_order = True, whose every move leads to a smaller
// number, is solved in index order instead, every number from 0, with
// no path (inOrder).
//
// The contract is checked as the walk meets it: index returns an int in
// range; unindex(index(s)) == s for the start, every move of the first
// denseCheckFirst positions and one move in denseSample after (a state
// index numbers wrongly is refused with both states); positions returns
// an int whose arrays fit the memory limit, checked before they are
// allocated.

// Bits of a position's st byte.
const (
	stNew    uint8 = 0 // not met yet
	stPath   uint8 = 1 // expanded, on the current path
	stDone   uint8 = 2 // solved
	stWalk   uint8 = 3 // the mask of the walk's bits
	valShift       = 2 // the value: valWin, valLose, valDraw
	valWin   uint8 = 1
	valLose  uint8 = 2
	valDraw  uint8 = 3
	trmShift       = 4 // what end said (termNone, ...)
)

// How much of the contract unindex(index(s)) == s is checked: every move
// of the first denseCheckFirst positions expanded, then one move in
// denseSample (tests set it to 1: every move).
var (
	denseCheckFirst int64 = 4096
	denseSample     int64 = 16
)

// packed is an array of unsigned ints, each in w bytes (1, 2, 4 or 8),
// little-endian.
type packed struct {
	w int
	b []byte
}

func (p *packed) get(i int32) uint64 {
	switch p.w {
	case 1:
		return uint64(p.b[i])
	case 2:
		return uint64(binary.LittleEndian.Uint16(p.b[2*int(i):]))
	case 4:
		return uint64(binary.LittleEndian.Uint32(p.b[4*int(i):]))
	}
	return binary.LittleEndian.Uint64(p.b[8*int(i):])
}

func (p *packed) set(i int32, v uint64) {
	switch p.w {
	case 1:
		p.b[i] = uint8(v)
	case 2:
		binary.LittleEndian.PutUint16(p.b[2*int(i):], uint16(v))
	case 4:
		binary.LittleEndian.PutUint32(p.b[4*int(i):], uint32(v))
	default:
		binary.LittleEndian.PutUint64(p.b[8*int(i):], v)
	}
}

// width returns the fewest bytes, 1, 2, 4 or 8, that hold v.
func width(v uint64) int {
	switch {
	case v < 1<<8:
		return 1
	case v < 1<<16:
		return 2
	case v < 1<<32:
		return 4
	}
	return 8
}

// dense is the solved store of one instance of a file with an index.
type dense struct {
	r      *rules
	params []starlark.Value
	mem    *budget
	size   int32 // the numbers index gives
	// per is the positions a number stands for: 2 when moves or end
	// takes the player, a position then (state, player), its slot
	// per·number + player − 1; 1 otherwise, the slot the number.
	per    int32
	root   int32
	st     []uint8
	rem    packed // win/lose: remoteness + 1 (0 for a draw by repetition)
	grundy packed // impartial: the Grundy value; b nil when there is none
	score  packed // scoring: the differential, zigzag-coded

	reached int32 // positions met
	moves   int64 // moves followed
	loopy   bool  // positions repeat: solved by retrograde analysis (retro)

	mu sync.Mutex // guards c, for the positions' calls
	c  *caller
}

// memory returns the bytes of the store's arrays.
func (d *dense) memory() int64 {
	return int64(cap(d.st)) + int64(cap(d.rem.b)) + int64(cap(d.grundy.b)) + int64(cap(d.score.b))
}

// perPosition returns the bytes a position takes at first: its st byte,
// and a byte of remoteness and Grundy value, or of score.
func (r *rules) perPosition() int64 {
	switch {
	case r.scoring:
		return 2
	case r.impartial:
		return 3
	}
	return 2
}

// checkDense checks, at load, that a file defines index, unindex and
// positions together, and nothing the dense solver does not take.
func (r *rules) checkDense() error {
	have := []bool{r.index != nil, r.unindex != nil, r.positions != nil}
	if !have[0] && !have[1] && !have[2] {
		if r.indexOrder {
			return &Error{File: r.file, Msg: "index_order = True without index: define index(state), unindex(i) and positions() too"}
		}
		return nil
	}
	names := []string{"index(state)", "unindex(i)", "positions()"}
	var missing []string
	for i, h := range have {
		if !h {
			missing = append(missing, names[i])
		}
	}
	at := func(format string, args ...any) error {
		return &Error{File: r.file, Msg: fmt.Sprintf(format, args...)}
	}
	if missing != nil {
		return at("a dense index needs index(state), unindex(i) and positions() together: define %s too", orWords(missing))
	}
	switch {
	case r.toMove != nil:
		return at("a dense index numbers states, and to_move makes the player part of a position: drop index, unindex and positions, or to_move")
	case r.maxMoves > 0:
		return at("a dense index numbers states, and max_moves makes the moves played part of a position: drop index, unindex and positions, or max_moves")
	}
	return nil
}

// denseWhat names a call of the dense solver in errors, without a
// closure a call.
type denseWhat struct {
	fn    string
	state starlark.Value
}

func (w *denseWhat) String() string { return w.fn + "(" + brief(w.state) + ")" }

// denseFrame is a position on the path.
type denseFrame struct {
	id    int32
	kid0  int32 // its moves are kids[kid0:kid0+n] (states, again, gains alike)
	n     int32
	next  int32 // the next move to follow
	state starlark.Value
}

// denseWalk is the state of one depth-first solve over the index.
type denseWalk struct {
	d      *dense
	g      *graph // the graph the Position sees, for its n and moves
	ctx    context.Context
	c      *caller
	w      *worker // its labels, to check that they differ
	what   denseWhat
	whatFn func() string
	buf    starlark.Tuple
	key    []byte

	frames []denseFrame
	kids   []int32
	states []starlark.Value
	again  []bool
	gains  []int64
	seen   []uint64 // mex's bit set

	anyAgain bool
	expanded int64
	edges    int64 // moves met, for the sample of checks
	charged  int64 // the path's bytes charged to the budget's chunks
}

// solveDense solves the instance of params whose start is start with the
// file's index: it returns a graph that holds no keys, whose positions
// are numbers, and the start's number.
func (r *rules) solveDense(ctx context.Context, params []starlark.Value, start starlark.Value) (*graph, int32, error) {
	g := newGraph(r, params)
	g.keys.slots = nil // no keys: the numbers are the ids
	g.dfs = true
	d := &dense{r: r, params: params, mem: g.mem}
	g.dense = d
	c, release := r.ctxCaller(ctx)
	defer release()
	c.mem = g.mem
	wk := &denseWalk{d: d, g: g, ctx: ctx, c: c, w: &worker{g: g, c: c}}
	wk.whatFn = wk.what.String
	defer func() { g.mem.chunks.Add(-wk.charged) }()

	if err := wk.sizeUp(); err != nil {
		return nil, 0, err
	}
	if err := wk.checkState(start, func() string { return "start returned " + brief(start) }); err != nil {
		return nil, 0, err
	}
	root, err := wk.indexOf(start, nil, 0, "")
	if err != nil {
		return nil, 0, err
	}
	if err := wk.checkUnindex(start, root); err != nil {
		return nil, 0, err
	}
	root *= d.per // player 1 to move
	d.root = root
	walk := func() error { return wk.walk(root, start) }
	if r.indexOrder {
		walk = wk.inOrder
	}
	if err := walk(); err == errDenseLoop {
		err = wk.retro(root)
		if err != nil {
			return nil, 0, err
		}
	} else if err != nil {
		return nil, 0, err
	}
	if wk.anyAgain {
		d.grundy = packed{}
		g.again = []uint64{} // not nil: the game has extra turns
	}
	g.mem.graph.Store(d.memory())
	g.n, g.moves = d.reached, d.moves
	return g, root, nil
}

// call names the call of b on the instance's parameters: "positions(n = 5)".
func (d *dense) call(name string, b *binding) string {
	var parts []string
	for _, src := range b.from {
		if src >= 0 {
			parts = append(parts, d.r.params[src].Name+" = "+brief(d.params[src]))
		}
	}
	return name + "(" + strings.Join(parts, ", ") + ")"
}

// sizeUp calls positions, checks the size against the limits and
// allocates the arrays.
func (wk *denseWalk) sizeUp() error {
	d, r := wk.d, wk.d.r
	what := d.call("positions", r.positions)
	wk.buf = r.positions.args(wk.buf, nil, nil, d.params)
	v, err := wk.c.call(r.positions, wk.buf, func() string { return what })
	if err != nil {
		return err
	}
	var n int64
	if i, ok := v.(starlark.Int); !ok || starlark.AsInt(i, &n) != nil || n < 1 || n > math.MaxInt32-1 {
		return errorAt(r.file, r.positions.fn.Position(), "%s returned %s: positions returns how many numbers index gives, an int from 1 to %s", what, brief(v), grouped(math.MaxInt32-1))
	}
	d.per = 1
	if r.byPlayer {
		d.per = 2
		if 2*n > math.MaxInt32-1 {
			return errorAt(r.file, r.positions.fn.Position(), "%s returned %s: moves or end takes the player, so each number stands for two positions, and there may be at most %s numbers", what, brief(v), grouped((math.MaxInt32-1)/2))
		}
	}
	d.size = int32(n)
	n *= int64(d.per)
	need := n * r.perPosition()
	if b := d.mem; need+b.chunks.Load()+b.calls.Load() > b.limit {
		return limitError(r.file, "memory", "%s = %s: the results of %s positions take %s bytes (%d a position), more than %s, the memory limit", what, grouped(uint64(d.size)), grouped(uint64(n)), grouped(uint64(need)), r.perPosition(), bytesWords(b.limit))
	}
	d.mem.graph.Store(need)
	d.st = make([]uint8, n)
	switch {
	case r.scoring:
		d.score = packed{w: 1, b: make([]byte, n)}
	default:
		d.rem = packed{w: 1, b: make([]byte, n)}
		if r.impartial {
			d.grundy = packed{w: 1, b: make([]byte, n)}
		}
	}
	return nil
}

// checkState checks that v can be a state (the keyed engine's rule: the
// Position's moves are found again through keys).
func (wk *denseWalk) checkState(v starlark.Value, what func() string) error {
	var err error
	if wk.key, err = appendKey(wk.key[:0], v); err != nil {
		return errorAt(wk.d.r.file, wk.d.r.moves.fn.Position(), "%s: %v", what(), err)
	}
	return nil
}

// indexOf calls index on state, which must return an int in [0, size):
// the state move (from 1; 0 for the start) of parent leads to, labelled
// label.
func (wk *denseWalk) indexOf(state starlark.Value, parent starlark.Value, move int, label string) (int32, error) {
	d, r := wk.d, wk.d.r
	wk.what = denseWhat{"index", state}
	wk.buf = r.index.args(wk.buf, state, nil, d.params)
	v, err := wk.c.call(r.index, wk.buf, wk.whatFn)
	if err != nil {
		return 0, err
	}
	if i, ok := v.(starlark.Int); ok {
		if x, ok := i.Int64(); ok && x >= 0 && x < int64(d.size) {
			return int32(x), nil
		}
	}
	whence := "the start"
	if move > 0 {
		whence = fmt.Sprintf("move %d (%s) of %s", move, label, brief(parent))
	}
	return 0, errorAt(r.file, r.index.fn.Position(), "index(%s) returned %s (the state of %s): index returns an int from 0 to %s, as %s = %s says", brief(state), brief(v), whence, grouped(uint64(d.size-1)), d.call("positions", r.positions), grouped(uint64(d.size)))
}

// checkUnindex checks that unindex(i) is state, index(state) being i.
func (wk *denseWalk) checkUnindex(state starlark.Value, i int32) error {
	d, r := wk.d, wk.d.r
	iv := starlark.MakeInt(int(i))
	wk.what = denseWhat{"unindex", iv}
	wk.buf = r.unindex.args(wk.buf, iv, nil, d.params)
	v, err := wk.c.call(r.unindex, wk.buf, wk.whatFn)
	if err != nil {
		return err
	}
	if eq, err := starlark.Equal(v, state); err != nil || !eq {
		return errorAt(r.file, r.unindex.fn.Position(), "unindex(%d) returned %s, and index(%s) = %d: unindex must give back the state index numbers, unindex(index(s)) == s", i, brief(v), brief(state), i)
	}
	return nil
}

// walk solves every position reachable from root depth first.
func (wk *denseWalk) walk(root int32, state starlark.Value) error {
	d := wk.d
	report := game.ProgressOf(wk.ctx)
	solved := int64(0)
	if err := wk.push(root, state); err != nil {
		return err
	}
	for len(wk.frames) > 0 {
		f := &wk.frames[len(wk.frames)-1]
		if f.next < f.n {
			k := f.kid0 + f.next
			f.next++
			id := wk.kids[k]
			switch d.st[id] & stWalk {
			case stPath:
				if d.r.scoring {
					return wk.loopError(f, k)
				}
				return errDenseLoop
			case stNew:
				if err := wk.push(id, wk.states[k]); err != nil {
					return err
				}
			}
			continue
		}
		if err := wk.pop(); err != nil {
			return err
		}
		if solved++; solved&4095 == 0 {
			report(int64(d.reached), solved)
		}
	}
	report(int64(d.reached), solved)
	return nil
}

// pop solves the position on top of the path and takes it off.
func (wk *denseWalk) pop() error {
	d := wk.d
	f := &wk.frames[len(wk.frames)-1]
	if err := wk.settle(f); err != nil {
		return err
	}
	d.st[f.id] = d.st[f.id]&^stWalk | stDone
	clear(wk.states[f.kid0 : f.kid0+f.n]) // let the states go
	wk.kids, wk.states, wk.again = wk.kids[:f.kid0], wk.states[:f.kid0], wk.again[:f.kid0]
	if d.r.scoring {
		wk.gains = wk.gains[:f.kid0]
	}
	f.state = nil
	wk.frames = wk.frames[:len(wk.frames)-1]
	return nil
}

// inOrder solves every number in order, 0 first, for a file whose
// index_order says that every move leads to a smaller number: a
// position's children are solved before it, with no walk and no path.
// Every number must be a state: unindex(i) for each.
func (wk *denseWalk) inOrder() error {
	d, r := wk.d, wk.d.r
	report := game.ProgressOf(wk.ctx)
	for slot := range d.size * d.per {
		i := slot / d.per
		iv := starlark.MakeInt(int(i))
		wk.what = denseWhat{"unindex", iv}
		wk.buf = r.unindex.args(wk.buf, iv, nil, d.params)
		state, err := wk.c.call(r.unindex, wk.buf, wk.whatFn)
		if err != nil {
			return err
		}
		if err := wk.checkState(state, func() string { return fmt.Sprintf("unindex(%d) returned %s", i, brief(state)) }); err != nil {
			return err
		}
		if err := wk.push(slot, state); err != nil {
			return err
		}
		f := &wk.frames[len(wk.frames)-1]
		for k := f.kid0; k < f.kid0+f.n; k++ {
			if wk.kids[k]/d.per >= i {
				return errorAt(r.file, r.index.fn.Position(), "index_order = True, and move %d of %s (number %d) leads to %s, number %d: with index_order every move leads to a smaller number", k-f.kid0+1, brief(state), i, brief(wk.states[k]), wk.kids[k]/d.per)
			}
		}
		if err := wk.pop(); err != nil {
			return err
		}
		if slot&4095 == 4095 {
			report(int64(d.reached), int64(slot)+1)
		}
	}
	report(int64(d.reached), int64(d.reached))
	return nil
}

// errDenseLoop stops the walk of a win/lose game at a move back to a
// position on the path: the game is solved again by retrograde analysis
// (retro).
var errDenseLoop = errors.New("a position repeats")

// retro solves a win/lose game whose positions can repeat by retrograde
// analysis over the slots: it explores the positions reachable from root
// breadth first, each one's state from unindex, keeps their moves (4
// bytes each, and their extra turns) and solves them with solve.go's
// retrograde, on a graph whose position ids are the slots, then packs
// the values and remoteness into the store and lets the graph go. It
// takes about 25 bytes a slot and 12 a move while it runs; such a game
// has no Grundy values.
func (wk *denseWalk) retro(root int32) error {
	d, r, g := wk.d, wk.d.r, wk.g
	clear(d.st)
	d.reached, d.moves, wk.anyAgain = 0, 0, false
	wk.frames, wk.kids, wk.again = wk.frames[:0], wk.kids[:0], wk.again[:0]
	clear(wk.states)
	wk.states = wk.states[:0]
	total := d.size * d.per
	var (
		order  = []int32{root}  // the slots met, breadth first
		off    = []int32{0}     // the moves of order[h] are edges[off[h]:off[h+1]]
		edges  []int32          // their slots
		again  []bool           // whether each is an extra turn
		budget = func() error { // the arrays' growth, charged before it happens
			extra := growth(order, 1) + growth(off, 1) + growth(edges, 64) + growth(again, 64)
			if b := d.mem; extra > 0 && d.memory()+b.chunks.Load()+b.calls.Load()+int64(4*cap(order)+4*cap(off)+5*cap(edges))+extra > b.limit {
				return limitError(r.file, "memory", "the positions repeat, and their moves, kept for retrograde analysis, take more than %s, the memory limit", bytesWords(b.limit))
			}
			return nil
		}
	)
	d.st[root] = stPath // met
	for h := 0; h < len(order); h++ {
		id := order[h]
		iv := starlark.MakeInt(int(id / d.per))
		wk.what = denseWhat{"unindex", iv}
		wk.buf = r.unindex.args(wk.buf, iv, nil, d.params)
		state, err := wk.c.call(r.unindex, wk.buf, wk.whatFn)
		if err != nil {
			return err
		}
		if err := wk.push(id, state); err != nil {
			return err
		}
		f := wk.frames[0]
		for k := f.kid0; k < f.kid0+f.n; k++ {
			if err := budget(); err != nil {
				return err
			}
			c := wk.kids[k]
			if d.st[c]&stWalk == stNew {
				d.st[c] = stPath
				order = append(room(order, 1), c)
			}
			edges = append(room(edges, 1), c)
			again = append(room(again, 1), wk.again[k])
		}
		if len(edges) > math.MaxInt32 {
			return fmt.Errorf("more than 2^31 moves in all")
		}
		off = append(room(off, 1), int32(len(edges)))
		clear(wk.states[:f.n])
		wk.frames, wk.kids, wk.states, wk.again = wk.frames[:0], wk.kids[:0], wk.states[:0], wk.again[:0]
	}
	// The graph of the slots: solve.go's arrays, by slot.
	need := 4*int64(total+1) + 4*int64(len(edges)) + int64(total) + // edgeOff, edges, term
		4*int64(total+1) + 4*int64(len(edges)) + int64(len(edges)) + // preds
		int64(total)*(1+4+4+4+1) // retrograde: value, rem, left, queue, decided
	if b := d.mem; d.memory()+b.chunks.Load()+b.calls.Load()+int64(4*cap(order)+4*cap(off)+5*cap(edges))+need > b.limit {
		return limitError(r.file, "memory", "the positions repeat, and retrograde analysis of %s positions and %s moves needs more than %s, the memory limit", grouped(uint64(len(order))), grouped(uint64(len(edges))), bytesWords(b.limit))
	}
	g.n = total
	g.edgeOff = make([]int32, total+1)
	for h, id := range order {
		g.edgeOff[id+1] = off[h+1] - off[h]
	}
	g.term = columnOf(total, func(id int32) uint64 { return uint64(int8(d.st[id] >> trmShift)) })
	for i := range total {
		g.edgeOff[i+1] += g.edgeOff[i]
	}
	g.edges = make([]int32, len(edges))
	for h, id := range order {
		e := g.edgeOff[id]
		copy(g.edges[e:], edges[off[h]:off[h+1]])
		for j := off[h]; j < off[h+1]; j++ {
			if again[j] {
				g.setAgain(e + j - off[h])
			}
		}
	}
	order, edges, again = nil, nil, nil
	pOff, pFrom, pAgain := g.preds()
	g.retrograde(pOff, pFrom, pAgain)
	pOff, pFrom, pAgain = nil, nil, nil
	d.grundy = packed{}
	for id := range total {
		if d.st[id]&stWalk == stNew {
			continue
		}
		value := valDraw
		switch g.valueOf(id) {
		case 1:
			value = valWin
		case -1:
			value = valLose
		}
		d.st[id] = d.st[id]&^(stWalk|3<<valShift) | value<<valShift | stDone
		if err := d.put(&d.rem, id, uint64(int64(g.remOf(id))+1), "remoteness"); err != nil {
			return err
		}
	}
	if g.again != nil {
		g.again = []uint64{} // not nil: the game has extra turns
	}
	d.loopy = true
	g.edgeOff, g.edges, g.term, g.value, g.rem = nil, nil, nil, nil, nil
	return nil
}

// loopError says that move k of the position of frame f leads back to a
// position on the path.
func (wk *denseWalk) loopError(f *denseFrame, k int32) error {
	back := wk.states[k]
	return &Error{File: wk.d.r.file, Msg: fmt.Sprintf("the position %s can repeat (a move of %s leads back to it): a scoring game must end, and this one could go on for ever", brief(back), brief(f.state))}
}

// push expands position id, whose state is state: asks end and moves,
// numbers the next states with index, and puts it on the path.
func (wk *denseWalk) push(id int32, state starlark.Value) error {
	d, r, c := wk.d, wk.d.r, wk.c
	if wk.expanded&255 == 0 {
		if err := stopCause(wk.ctx); err != nil {
			return err
		}
	}
	wk.expanded++
	if d.reached >= int32(min(r.lim.Positions, math.MaxInt32-1)) {
		return limitError(r.file, "positions", "more than %s positions, the position limit", grouped(uint64(r.lim.Positions)))
	}
	d.reached++
	f := denseFrame{id: id, kid0: int32(len(wk.kids)), state: state}
	player := int8(id%d.per) + 1
	term := termNone
	if r.end != nil {
		wk.what = denseWhat{"end", state}
		wk.buf = r.end.args(wk.buf, state, players[player], d.params)
		v, err := c.call(r.end, wk.buf, wk.whatFn)
		if err != nil {
			return err
		}
		if term, err = r.verdict(v); err != nil {
			return errorAt(r.file, r.end.fn.Position(), "end on state %s%s returned %s: %v", brief(state), d.toMove(player), brief(v), err)
		}
	}
	if term == termNone {
		n, err := wk.expand(state, player)
		if err != nil {
			return err
		}
		f.n = n
	}
	d.st[id] = uint8(term)<<trmShift | stPath
	d.moves += int64(f.n)
	wk.frames = append(wk.frames, f)
	return wk.charge()
}

// expand calls moves on state and appends its moves to the path; it
// returns how many.
func (wk *denseWalk) expand(state starlark.Value, player int8) (int32, error) {
	d, r := wk.d, wk.d.r
	wk.what = denseWhat{"moves", state}
	wk.buf = r.moves.args(wk.buf, state, players[player], d.params)
	v, err := wk.c.call(r.moves, wk.buf, wk.whatFn)
	if err != nil {
		return 0, err
	}
	fail := func(format string, args ...any) error {
		return errorAt(r.file, r.moves.fn.Position(), "moves on state %s%s: %s", brief(state), d.toMove(player), fmt.Sprintf(format, args...))
	}
	checkAll := wk.expanded <= denseCheckFirst
	n, err := wk.w.readMoves(v, true, fail, func(i int, m move) error {
		var err error
		if wk.key, err = appendKey(wk.key[:0], m.next); err != nil {
			return fail("move %d (%s) leads to %s: %v", i+1, m.label, brief(m.next), err)
		}
		var gain int64
		if r.scoring {
			if gain, err = m.gain(i, fail); err != nil {
				return err
			}
		}
		kid, err := wk.indexOf(m.next, state, i+1, m.label)
		if err != nil {
			return err
		}
		if wk.edges++; checkAll || wk.edges%denseSample == 0 {
			if err := wk.checkUnindex(m.next, kid); err != nil {
				return err
			}
		}
		if d.per == 2 {
			next := 3 - player
			if m.again {
				next = player
			}
			kid = 2*kid + int32(next) - 1
		}
		wk.kids = append(wk.kids, kid)
		wk.states = append(wk.states, m.next)
		wk.again = append(wk.again, m.again)
		if m.again {
			wk.anyAgain = true
		}
		if r.scoring {
			wk.gains = append(wk.gains, gain)
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	return int32(n), nil
}

// stateBytes is what the path charges for a state it keeps: a small
// tuple's header and items (the values themselves were charged by the
// call that made them, while it ran).
const stateBytes = 64

// charge charges the growth of the path's arrays to the budget.
func (wk *denseWalk) charge() error {
	m := int64(cap(wk.frames))*int64(unsafe.Sizeof(denseFrame{})) + int64(cap(wk.kids))*4 +
		int64(cap(wk.states))*(16+stateBytes) + int64(cap(wk.again)) + 8*int64(cap(wk.gains))
	if wk.d.mem.recharge(&wk.charged, m) {
		return limitError(wk.d.r.file, "memory", "the positions and the path of the depth-first walk take more than %s, the memory limit", bytesWords(wk.d.mem.limit))
	}
	return nil
}

// put stores v at i in p, widening p first when v does not fit; what
// names the array in the memory limit's error.
func (d *dense) put(p *packed, i int32, v uint64, what string) error {
	if w := width(v); w > p.w {
		n := int64(len(p.b) / p.w)
		need := n * int64(w)
		if b := d.mem; d.memory()+need+b.chunks.Load()+b.calls.Load() > b.limit {
			return limitError(d.r.file, "memory", "the %s %d needs %d bytes a position: the %s positions' results would take more than %s, the memory limit", what, v, w, grouped(uint64(n)), bytesWords(b.limit))
		}
		q := packed{w: w, b: make([]byte, need)}
		for j := range int32(n) {
			q.set(j, p.get(j))
		}
		*p = q
		d.mem.graph.Store(d.memory())
	}
	p.set(i, v)
	return nil
}

// settle sets the results of the position of frame f from its
// children's, as dfs.go's settle does.
func (wk *denseWalk) settle(f *denseFrame) error {
	d, r := wk.d, wk.d.r
	kids := wk.kids[f.kid0 : f.kid0+f.n]
	again := wk.again[f.kid0 : f.kid0+f.n]
	p := f.id
	term := int8(d.st[p] >> trmShift)
	if r.scoring {
		var best int64
		for i, c := range kids {
			sc := unzigzag(d.score.get(c))
			v, ok := sub(wk.gains[int(f.kid0)+i], sc)
			if again[i] {
				v, ok = add(wk.gains[int(f.kid0)+i], sc)
			}
			if !ok {
				return fmt.Errorf("the totals of the position %s do not fit in 64 bits: %w", brief(f.state), game.ErrOverflow)
			}
			if i == 0 || v > best {
				best = v
			}
		}
		return d.put(&d.score, p, zigzag(best), "differential")
	}
	var value uint8
	var rem int64
	switch term {
	case termWin:
		value, rem = valWin, 0
	case termLose:
		value, rem = valLose, 0
	case termDraw:
		value, rem = valDraw, 0
	default:
		good, bad, draw := int64(-1), int64(-1), false
		for i, c := range kids {
			cv := d.st[c] >> valShift & 3
			cr := int64(d.rem.get(c)) - 1
			win := cv == valLose // the child's mover loses: a win for p's mover
			lose := cv == valWin
			if again[i] {
				win, lose = lose, win
			}
			switch {
			case win:
				if good < 0 || cr < good {
					good = cr
				}
			case lose:
				bad = max(bad, cr)
			default:
				draw = true
			}
		}
		switch {
		case good >= 0:
			value, rem = valWin, good+1
		case draw:
			value, rem = valDraw, -1
		default:
			value, rem = valLose, bad+1
		}
	}
	if rem >= math.MaxInt32 {
		return fmt.Errorf("the remoteness of the position %s passes 2^31 moves", brief(f.state))
	}
	d.st[p] = d.st[p]&^(3<<valShift) | value<<valShift
	if err := d.put(&d.rem, p, uint64(rem+1), "remoteness"); err != nil {
		return err
	}
	if d.grundy.b != nil && !wk.anyAgain {
		return d.put(&d.grundy, p, uint64(mexOf(&wk.seen, kids, wk.d.grundy.get)), "Grundy value")
	}
	return nil
}

// The results of a solved position, for the Position's API.

func (d *dense) value(id int32) int8 {
	switch d.st[id] >> valShift & 3 {
	case valWin:
		return 1
	case valLose:
		return -1
	}
	return 0
}

func (d *dense) remoteness(id int32) int32 { return int32(d.rem.get(id)) - 1 }

// caller returns the store's caller, locked: the positions' calls of
// index and unindex share it. Unlock d.mu after.
func (d *dense) caller() *caller {
	d.mu.Lock()
	if d.c == nil {
		d.c = d.r.newCaller()
	}
	return d.c
}

// state returns the state numbered id: unindex(id).
func (d *dense) state(id int32) (starlark.Value, error) {
	c := d.caller()
	defer d.mu.Unlock()
	iv := starlark.MakeInt(int(id / d.per))
	return c.call(d.r.unindex, d.r.unindex.args(nil, iv, nil, d.params), func() string { return fmt.Sprintf("unindex(%d)", id/d.per) })
}

// number returns the slot of the position whose key is k (the player to
// move first, when positions have one), or -1.
func (d *dense) number(k []byte) int32 {
	player := int32(1)
	if d.per == 2 {
		if len(k) == 0 {
			return -1
		}
		player, k = int32(k[0]), k[1:]
	}
	state, err := decodeKey(k)
	if err != nil {
		return -1
	}
	c := d.caller()
	defer d.mu.Unlock()
	v, err := c.call(d.r.index, d.r.index.args(nil, state, nil, d.params), func() string { return "index(" + brief(state) + ")" })
	if err != nil {
		return -1
	}
	if i, ok := v.(starlark.Int); ok {
		if x, ok := i.Int64(); ok && x >= 0 && x < int64(d.size) {
			return int32(x)*d.per + (player-1)%d.per
		}
	}
	return -1
}

// toMove says who is to move, for a message, when positions have a
// player: " with player 2 to move".
func (d *dense) toMove(player int8) string {
	if d.per == 1 {
		return ""
	}
	return fmt.Sprintf(" with player %d to move", player)
}

// outcomes counts the positions solved that their mover wins, loses and
// draws.
func (d *dense) outcomes() (win, lose, draw int) {
	for _, s := range d.st {
		if s&stWalk != stDone {
			continue
		}
		switch s >> valShift & 3 {
		case valWin:
			win++
		case valLose:
			lose++
		default:
			draw++
		}
	}
	return win, lose, draw
}
