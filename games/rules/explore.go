package rules

import (
	"bytes"
	"context"
	"fmt"
	"hash/maphash"
	"math"
	"sync"
	"sync/atomic"

	"go.starlark.net/starlark"
)

// This file explores every position reachable from the start, breadth
// first, without recursion: positions get ids in the order they are met,
// keys live in one byte arena, the table maps a key to its id, and each
// position's moves are a run of int32 edges (CSR). Workers call the file's
// functions on the positions met so far, in chunks, while one goroutine
// adds their results in id order, so the graph, the errors and the limits
// hit do not depend on the number of workers.

// What end said of a position.
const (
	termNone int8 = iota // play on
	termWin              // the player to move has won
	termLose             // the player to move has lost
	termDraw             // a draw
	termOver             // a scoring game is over
)

// graph is the reachable positions of one instance and, once solved, their
// values. It is immutable after solving and shared by every position.
type graph struct {
	r      *rules
	params []starlark.Value // the instance's parameters, as the functions receive them
	seed   maphash.Seed

	n      int32
	keys   []byte   // the keys, one after the other
	keyOff []uint32 // key i is keys[keyOff[i]:keyOff[i+1]]
	hashes []uint32 // hash of key i
	slots  []int32  // open addressing: id+1, 0 for an empty slot

	edgeOff []int32 // the moves of i lead to edges[edgeOff[i]:edgeOff[i+1]]
	edges   []int32
	gains   []int64 // scoring games: the gain of each edge
	term    []int8  // what end said

	// Solved values, for the player to move (see solve.go).
	value  []int8  // win/lose: +1, -1, 0 (a draw)
	rem    []int32 // win/lose: remoteness, -1 for a draw
	score  []int64 // scoring: the differential
	grundy []uint32

	cache labelCache // labels of positions shown lately
}

func newGraph(r *rules, params []starlark.Value) *graph {
	return &graph{r: r, params: params, seed: maphash.MakeSeed(), keyOff: []uint32{0}, edgeOff: []int32{0}, slots: make([]int32, 1024)}
}

// key returns key i.
func (g *graph) key(i int32) []byte { return g.keys[g.keyOff[i]:g.keyOff[i+1]] }

func (g *graph) hash(k []byte) uint32 { return uint32(maphash.Bytes(g.seed, k)) }

// insert returns the id of key k of hash h, adding it when it is new.
func (g *graph) insert(k []byte, h uint32) (id int32, added bool, err error) {
	mask := uint32(len(g.slots) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		s := g.slots[i]
		if s == 0 {
			if int(g.n) >= g.r.lim.Positions {
				return 0, false, limitError(g.r.file, "positions", "more than %s positions, the position limit", grouped(uint64(g.r.lim.Positions)))
			}
			if uint64(len(g.keys))+uint64(len(k)) > math.MaxUint32 {
				return 0, false, fmt.Errorf("the states' keys take more than 4 GiB")
			}
			id = g.n
			g.slots[i] = id + 1
			g.keys = append(g.keys, k...)
			g.keyOff = append(g.keyOff, uint32(len(g.keys)))
			g.hashes = append(g.hashes, h)
			g.term = append(g.term, termNone)
			g.n++
			if int(g.n)*2 > len(g.slots) {
				g.grow()
			}
			return id, true, nil
		}
		if id := s - 1; g.hashes[id] == h && bytes.Equal(g.key(id), k) {
			return id, false, nil
		}
	}
}

func (g *graph) grow() {
	slots := make([]int32, 2*len(g.slots))
	mask := uint32(len(slots) - 1)
	for id := range g.n {
		i := g.hashes[id] & mask
		for slots[i] != 0 {
			i = (i + 1) & mask
		}
		slots[i] = id + 1
	}
	g.slots = slots
}

// memory estimates the bytes the graph keeps, with those solving adds,
// and waiting states awaiting their moves (see [Limits.Memory]).
func (g *graph) memory(waiting int, waitingKeys int) int64 {
	n, e := int64(cap(g.keyOff)), int64(cap(g.edges))
	b := int64(cap(g.keys)) + 4*n + 4*int64(cap(g.hashes)) + 4*int64(cap(g.slots)) +
		4*int64(cap(g.edgeOff)) + 4*e + 8*int64(cap(g.gains)) + int64(cap(g.term))
	b += 4*e + 4*n + 4*n + 4*n + 4*n + 8*n // solving: predecessors, their offsets, counts, queue, values
	return b + int64(waiting)*64 + int64(waitingKeys)
}

// checkMemory returns an error when the graph, with waiting states whose
// moves are still to be asked, takes more than the memory limit.
func (g *graph) checkMemory(waiting int) error {
	avg := len(g.keys) / max(int(g.n), 1)
	if g.memory(waiting, avg*waiting) > g.r.lim.Memory {
		return limitError(g.r.file, "memory", "the positions take more than %s, the memory limit (%s positions so far)", bytesWords(g.r.lim.Memory), grouped(uint64(g.n)))
	}
	return nil
}

// chunk is a run of consecutive positions a worker evaluates: their
// states in, what end said and their moves' next positions out.
type chunk struct {
	lo   int32
	vals []starlark.Value // the states of positions lo, lo+1, ...
	turn []int8           // the player to move in each, when positions have one

	term  []int8  // per position
	kids  []int32 // per position: how many moves
	kkeys []byte  // the next positions' keys, one after the other
	kend  []uint32
	khash []uint32
	kgain []int64
	kval  []starlark.Value

	err  error
	done chan struct{}
}

func (ch *chunk) reset(lo int32, vals []starlark.Value, turn []int8) {
	ch.lo, ch.vals, ch.turn = lo, vals, turn
	ch.term, ch.kids, ch.kkeys, ch.kend, ch.khash, ch.kgain = ch.term[:0], ch.kids[:0], ch.kkeys[:0], ch.kend[:0], ch.khash[:0], ch.kgain[:0]
	clear(ch.kval)
	ch.kval = ch.kval[:0]
	ch.err = nil
	ch.done = make(chan struct{})
}

// worker evaluates positions with its own Starlark thread.
type worker struct {
	g      *graph
	c      *caller
	buf    starlark.Tuple
	labels []string
	index  map[string]int // the labels' indices, for positions of many moves
	// the call under way, for error messages
	fn     string
	state  starlark.Value
	player int8
}

var players = [3]starlark.Value{starlark.None, starlark.MakeInt(1), starlark.MakeInt(2)}

func (w *worker) what() string {
	s := w.fn + " on state " + brief(w.state)
	if w.g.r.byPlayer {
		s += fmt.Sprintf(" with player %d to move", w.player)
	}
	return s
}

// evalChunk evaluates every position of ch, stopping at the first error.
func (w *worker) evalChunk(ch *chunk) {
	defer close(ch.done)
	for i, v := range ch.vals {
		var turn int8
		if ch.turn != nil {
			turn = ch.turn[i]
		}
		if err := w.eval(v, turn, ch); err != nil {
			ch.err = err
			return
		}
	}
}

// eval asks end, then moves, of one state, and appends the results to ch.
func (w *worker) eval(state starlark.Value, turn int8, ch *chunk) error {
	r := w.g.r
	w.state, w.player = state, turn
	pv := players[turn]
	if turn == 0 {
		pv = players[1]
	}
	if r.end != nil {
		w.fn = "end"
		w.buf = r.end.args(w.buf, state, pv, w.g.params)
		v, err := w.c.call(r.end.fn, w.buf, w.what)
		if err != nil {
			return err
		}
		t, err := r.verdict(v)
		if err != nil {
			return errorAt(r.file, r.end.fn.Position(), "%s returned %s: %v", w.what(), brief(v), err)
		}
		if t != termNone {
			ch.term = append(ch.term, t)
			ch.kids = append(ch.kids, 0)
			return nil
		}
	}
	w.fn = "moves"
	w.buf = r.moves.args(w.buf, state, pv, w.g.params)
	v, err := w.c.call(r.moves.fn, w.buf, w.what)
	if err != nil {
		return err
	}
	fail := func(format string, args ...any) error {
		return errorAt(r.file, r.moves.fn.Position(), "%s: %s", w.what(), fmt.Sprintf(format, args...))
	}
	seq, ok := v.(starlark.Indexable)
	if _, isStr := v.(starlark.String); !ok || isStr {
		return fail("it returned %s, not a list of moves, %s", v.Type(), r.moveShape())
	}
	size := 2
	if r.scoring {
		size = 3
	}
	w.labels = w.labels[:0]
	clear(w.index)
	var next int8
	if turn != 0 {
		next = 3 - turn
	}
	n := seq.Len()
	for i := range n {
		item, ok := seq.Index(i).(starlark.Indexable)
		if _, isStr := seq.Index(i).(starlark.String); !ok || isStr || item.Len() != size {
			return fail("move %d is %s, not %s", i+1, brief(seq.Index(i)), r.moveShape())
		}
		label, err := labelOf(item.Index(0))
		if err != nil {
			return fail("move %d: %v", i+1, err)
		}
		if k := w.seenLabel(label, n); k >= 0 {
			return fail("moves %d and %d have the same label %q: each move of a position needs its own label", k+1, i+1, label)
		}
		w.labels = append(w.labels, label)
		start := len(ch.kkeys)
		if next != 0 {
			ch.kkeys = append(ch.kkeys, byte(next))
		}
		ch.kkeys, err = appendKey(ch.kkeys, item.Index(1))
		if err != nil {
			return fail("move %d (%s) leads to %s: %v", i+1, label, brief(item.Index(1)), err)
		}
		ch.kend = append(ch.kend, uint32(len(ch.kkeys)))
		ch.khash = append(ch.khash, w.g.hash(ch.kkeys[start:]))
		ch.kval = append(ch.kval, item.Index(1))
		if r.scoring {
			gv, ok := item.Index(2).(starlark.Int)
			var gain int64
			if ok {
				gain, ok = gv.Int64()
			}
			if !ok {
				return fail("move %d (%s): its gain %s is not an integer of 64 bits", i+1, label, brief(item.Index(2)))
			}
			ch.kgain = append(ch.kgain, gain)
		}
	}
	ch.term = append(ch.term, termNone)
	ch.kids = append(ch.kids, int32(n))
	return nil
}

// seenLabel returns the index of label among the labels of the moves
// seen so far, or -1; the position has n moves in all. A scan costs less
// than a map up to some 32 moves.
func (w *worker) seenLabel(label string, n int) int {
	if n <= 32 {
		for k, l := range w.labels {
			if l == label {
				return k
			}
		}
		return -1
	}
	if w.index == nil {
		w.index = make(map[string]int)
	}
	if k, ok := w.index[label]; ok {
		return k
	}
	w.index[label] = len(w.labels)
	return -1
}

func labelOf(v starlark.Value) (string, error) {
	switch x := v.(type) {
	case starlark.String:
		if len(x) == 0 {
			return "", fmt.Errorf("its label is empty")
		}
		return string(x), nil
	case starlark.Int:
		return x.String(), nil
	}
	return "", fmt.Errorf("its label %s is %s, not a string", brief(v), v.Type())
}

func (r *rules) moveShape() string {
	if r.scoring {
		return "(label, next_state, gain)"
	}
	return "(label, next_state)"
}

// verdict reads what end returned.
func (r *rules) verdict(v starlark.Value) (int8, error) {
	if r.scoring {
		switch v {
		case starlark.None, starlark.False:
			return termNone, nil
		case starlark.True:
			return termOver, nil
		}
		return 0, fmt.Errorf("in a scoring game, end returns None (play on) or True (the game is over)")
	}
	if v == starlark.None {
		return termNone, nil
	}
	if s, ok := v.(starlark.String); ok {
		switch s {
		case "win":
			return termWin, nil
		case "lose":
			return termLose, nil
		case "draw":
			return termDraw, nil
		}
	}
	return 0, fmt.Errorf("end returns None (play on), or \"win\", \"lose\" or \"draw\" for the player to move")
}

// batch is the chunks of one round of parallel work.
type batch struct {
	chunks []*chunk
	next   atomic.Int64
	abort  atomic.Bool
	wg     sync.WaitGroup
}

// explore builds the graph of every position reachable from start, player
// 1 to move. It stops with an error at the first thing the file does
// wrong, at a limit, or when ctx is done.
func explore(ctx context.Context, r *rules, params []starlark.Value, start starlark.Value) (*graph, error) {
	g := newGraph(r, params)
	var k []byte
	if r.byPlayer {
		k = append(k, 1)
	}
	k, err := appendKey(k, start)
	if err != nil {
		return nil, errorAt(r.file, r.start.fn.Position(), "start returned %s: %v", brief(start), err)
	}
	if _, _, err := g.insert(k, g.hash(k)); err != nil {
		return nil, err
	}
	pending := []starlark.Value{start}
	var turns []int8 // the player to move in each pending position, when positions have one
	if r.byPlayer {
		turns = []int8{1}
	}

	ctx, cancel := context.WithCancel(ctx)
	newWorker := func() *worker {
		c, _ := r.ctxCaller(ctx) // released with ctx, by cancel
		return &worker{g: g, c: c}
	}
	inline := newWorker() // the coordinator's own, for short runs of positions
	var feeds []chan *batch
	var wg sync.WaitGroup
	if r.lim.Workers > 1 {
		for range r.lim.Workers {
			feed := make(chan *batch, 1)
			feeds = append(feeds, feed)
			w := newWorker()
			wg.Add(1)
			go func() {
				defer wg.Done()
				for b := range feed {
					w.work(b)
				}
			}()
		}
	}
	defer func() {
		for _, f := range feeds {
			close(f)
		}
		cancel()
		wg.Wait()
	}()

	var spare []*chunk
	take := func() *chunk {
		if n := len(spare); n > 0 {
			ch := spare[n-1]
			spare = spare[:n-1]
			return ch
		}
		return new(chunk)
	}
	base := int32(0)
	for base < g.n {
		if err := stopCause(ctx); err != nil {
			return nil, err
		}
		size := int(g.n - base)
		var chunks []*chunk
		if feeds == nil || size < 64 {
			// Too few positions known to share: the coordinator evaluates
			// them itself (a chain of positions never waits on a hand-off).
			m := min(size, 1024)
			ch := take()
			ch.reset(base, pending[:m], turnsOf(turns, 0, m))
			inline.evalChunk(ch)
			if err := g.integrate(ch, &pending, &turns); err != nil {
				return nil, err
			}
			if err := g.checkMemory(len(pending) - m); err != nil {
				return nil, err
			}
			chunks = []*chunk{ch}
		} else {
			per := min(max(size/(len(feeds)*8), 16), 2048)
			b := &batch{}
			for lo := 0; lo < size; lo += per {
				hi := min(lo+per, size)
				ch := take()
				ch.reset(base+int32(lo), pending[lo:hi], turnsOf(turns, lo, hi))
				b.chunks = append(b.chunks, ch)
			}
			b.wg.Add(len(feeds))
			for _, f := range feeds {
				f <- b
			}
			// Take each chunk's result as it comes, in id order.
			for _, ch := range b.chunks {
				<-ch.done
				err := g.integrate(ch, &pending, &turns)
				if err == nil {
					err = g.checkMemory(len(pending) - (int(ch.lo-base) + len(ch.vals)))
				}
				if err != nil {
					b.abort.Store(true)
					return nil, err
				}
			}
			b.wg.Wait()
			chunks = b.chunks
		}
		done := 0
		for _, ch := range chunks {
			done += len(ch.vals)
			spare = append(spare, ch)
		}
		clear(pending[:done])
		pending = pending[done:]
		if turns != nil {
			turns = turns[done:]
		}
		base += int32(done)
	}
	return g, nil
}

func turnsOf(turns []int8, lo, hi int) []int8 {
	if turns == nil {
		return nil
	}
	return turns[lo:hi]
}

// work evaluates the chunks of b that no one has taken.
func (w *worker) work(b *batch) {
	defer b.wg.Done()
	for !b.abort.Load() {
		i := b.next.Add(1) - 1
		if i >= int64(len(b.chunks)) {
			return
		}
		w.evalChunk(b.chunks[i])
	}
	// An abort leaves chunks nobody will wait for: close them.
	for {
		i := b.next.Add(1) - 1
		if i >= int64(len(b.chunks)) {
			return
		}
		close(b.chunks[i].done)
	}
}

// integrate adds what ch found to the graph, in id order.
func (g *graph) integrate(ch *chunk, pending *[]starlark.Value, turns *[]int8) error {
	if ch.err != nil {
		return ch.err
	}
	kid := 0
	start := uint32(0)
	for j := range ch.term {
		id := ch.lo + int32(j)
		g.term[id] = ch.term[j]
		for range ch.kids[j] {
			end := ch.kend[kid]
			k := ch.kkeys[start:end]
			c, added, err := g.insert(k, ch.khash[kid])
			if err != nil {
				return err
			}
			if added {
				*pending = append(*pending, ch.kval[kid])
				if *turns != nil {
					*turns = append(*turns, int8(k[0]))
				}
			}
			g.edges = append(g.edges, c)
			if g.r.scoring {
				g.gains = append(g.gains, ch.kgain[kid])
			}
			start = end
			kid++
		}
		if len(g.edges) > math.MaxInt32 {
			return fmt.Errorf("more than 2^31 moves in all")
		}
		g.edgeOff = append(g.edgeOff, int32(len(g.edges)))
	}
	if len(ch.term) < len(ch.vals) && ch.err == nil {
		return fmt.Errorf("internal error: a chunk stopped early")
	}
	return nil
}

// bytesWords writes a size in bytes for a message: "4 GiB", "512 MiB".
func bytesWords(b int64) string {
	switch {
	case b >= 1<<30 && b%(1<<30) == 0:
		return fmt.Sprintf("%d GiB", b>>30)
	case b >= 1<<20:
		return fmt.Sprintf("%d MiB", b>>20)
	}
	return fmt.Sprintf("%d bytes", b)
}
