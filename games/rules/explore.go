package rules

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/maphash"
	"math"
	"math/bits"
	"sync"
	"sync/atomic"
	"unsafe"

	"go.starlark.net/starlark"

	"stonegame/game"
)

// This file explores every position reachable from the start, breadth
// first, without recursion: positions get ids in the order they are met,
// their keys live in a keyTable (key.go), which maps a key to its id,
// and each position's moves are a run of int32 edges (CSR). Workers call
// the file's functions on the positions met so far, in chunks, while one
// goroutine adds their results in id order, so the graph, the errors and
// the limits hit do not depend on the number of workers.

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
	mem    *budget          // the instance's memory budget, shared by the workers' calls

	n    int32
	keys keyTable // the positions' keys, and the ids of keys
	term *column  // what end said (see termOf)

	edgeOff []int32 // the moves of i lead to edges[edgeOff[i]:edgeOff[i+1]]
	edges   []int32
	gains   []int64 // scoring games: the gain of each edge
	// again has bit e set when edge e is an extra turn: the player who
	// made the move is to move again. nil when no move is one.
	again []uint64
	// toMove is, per position, the player to_move said (files with
	// to_move only).
	toMove []int8

	// Solved values, for the player to move (see solve.go), in columns
	// as wide as their values need, read and set by valueOf, remOf,
	// scoreOf and grundyOf and their setters; nil when not known.
	value  *column // win/lose: +1, -1, 0 (a draw), each plus 1
	rem    *column // win/lose: remoteness, -1 for a draw, each plus 1
	score  *column // scoring: the differential, zigzagged
	grundy *column

	// dfs says that the graph was solved depth first (dfs.go): it keeps
	// no edges, and its positions' moves are found again when asked for.
	dfs   bool
	moves int64 // the moves of all positions, counted depth first
	// dense, for a file with an index, holds the results instead of the
	// arrays above, and positions are the index's numbers (dense.go).
	dense *dense

	cache labelCache // labels of positions shown lately
}

func newGraph(r *rules, params []starlark.Value) *graph {
	return &graph{r: r, params: params, mem: newBudget(r.lim.Memory), keys: newKeyTable(r.keyHead()), term: newColumn(), edgeOff: []int32{0}}
}

// key returns key i, followed by zero bytes when the keys are kept in
// fixed-width records (see keyView.key).
func (g *graph) key(i int32) []byte { return g.keys.view.key(i) }

func (g *graph) hash(k []byte) uint32 { return g.keys.hash(k) }

// find returns the id of key k of hash h, or -1.
func (g *graph) find(k []byte, h uint32) int32 {
	id, _ := g.keys.find(k, h)
	return id
}

// insert returns the id of key k of hash h, adding it when it is new.
func (g *graph) insert(k []byte, h uint32) (id int32, added bool, err error) {
	id, slot := g.keys.find(k, h)
	if id >= 0 {
		return id, false, nil
	}
	if int(g.n) >= g.r.lim.Positions {
		return 0, false, limitError(g.r.file, "positions", "more than %s positions, the position limit", grouped(uint64(g.r.lim.Positions)))
	}
	if g.keys.total+int64(len(k)) > math.MaxUint32 {
		return 0, false, fmt.Errorf("the states' keys take more than 4 GiB")
	}
	// What grows is charged before it is allocated: a page of an array,
	// or a whole array that grows by doubling, copied (for a moment the
	// old one and the new one are both live).
	extra := g.keys.growth(k) + g.term.growth()
	if g.r.toMove != nil {
		extra += growth(g.toMove, 1)
	}
	if g.dfs {
		extra += g.resultsGrowth()
	}
	if extra > 0 {
		if err := g.fits(extra); err != nil {
			return 0, false, err
		}
	}
	id = g.keys.add(k, h, slot)
	g.term.push()
	if g.r.toMove != nil {
		g.toMove = append(room(g.toMove, 1), 0)
	}
	g.n++
	return id, true, nil
}

// What end said of position id, and to set it.
func (g *graph) termOf(id int32) int8     { return int8(g.term.get(id)) }
func (g *graph) setTerm(id int32, t int8) { g.term.set(id, uint64(t)) }

// The results of position id, for the player to move: in a win/lose
// game its value (+1, -1 or 0) and remoteness (-1 for a draw); in a
// scoring game the differential; in an impartial game, the Grundy value.
func (g *graph) valueOf(id int32) int8    { return int8(g.value.get(id)) - 1 }
func (g *graph) remOf(id int32) int32     { return int32(g.rem.get(id)) - 1 }
func (g *graph) scoreOf(id int32) int64   { return unzigzag(g.score.get(id)) }
func (g *graph) grundyOf(id int32) uint32 { return uint32(g.grundy.get(id)) }

// setWinLose sets the value and remoteness of position id, or returns the
// memory limit's error when the remoteness column must widen past it.
func (g *graph) setWinLose(id int32, value int8, rem int32) error {
	if err := g.fitsIn(g.rem, uint64(rem+1)); err != nil {
		return err
	}
	g.value.set(id, uint64(value+1))
	g.rem.set(id, uint64(rem+1))
	return nil
}

// setScore sets the differential of position id (see setWinLose).
func (g *graph) setScore(id int32, score int64) error {
	if err := g.fitsIn(g.score, zigzag(score)); err != nil {
		return err
	}
	g.score.set(id, zigzag(score))
	return nil
}

// setGrundy sets the Grundy value of position id (see setWinLose).
func (g *graph) setGrundy(id int32, v uint32) error {
	if err := g.fitsIn(g.grundy, uint64(v)); err != nil {
		return err
	}
	g.grundy.set(id, uint64(v))
	return nil
}

// fitsIn returns the memory limit's error when c must widen for v past
// the limit.
func (g *graph) fitsIn(c *column, v uint64) error {
	if _, grow := c.need(v); grow > 0 {
		return g.fits(grow)
	}
	return nil
}

// growResults gives the result columns of a graph solved depth first an
// item for each position (zero: settle sets them), after insert charged
// them (resultsGrowth).
func (g *graph) growResults() {
	if g.r.scoring {
		if g.score == nil {
			g.score = newColumn()
		}
		for g.score.n < g.n {
			g.score.push()
		}
		return
	}
	if g.value == nil {
		g.value, g.rem = newColumn(), newColumn()
		if g.r.impartial {
			g.grundy = newColumn()
		}
	}
	for g.value.n < g.n {
		g.value.push()
		g.rem.push()
		if g.grundy != nil {
			g.grundy.push()
		}
	}
}

// resultsGrowth returns the bytes the walk's status (dfsWalk.grow) and
// growResults allocate for one more position.
func (g *graph) resultsGrowth() int64 {
	n := int(g.n)
	b := int64(0)
	if n == doubled(n) {
		b = int64(newCap(n, n, 1))
	}
	for _, c := range g.results() {
		if c != nil {
			b += c.growth()
		}
	}
	return b
}

// results returns the result columns, nil those the graph has not.
func (g *graph) results() [4]*column { return [4]*column{g.value, g.rem, g.score, g.grundy} }

// doubled returns the capacity of a slice grown by room one item at a
// time to n items: 0, then 64, 128, 256...
func doubled(n int) int {
	if n <= 64 {
		return min(n, 1) * 64
	}
	return 1 << bits.Len(uint(n-1))
}

// room returns s with room for n more items, its capacity doubled when
// it has not: append grows a large slice by a quarter, which copies the
// graph's arrays several times over as they grow.
func room[S ~[]E, E any](s S, n int) S {
	if len(s)+n <= cap(s) {
		return s
	}
	t := make(S, len(s), newCap(len(s), cap(s), n))
	copy(t, s)
	return t
}

// newCap is the capacity room gives a slice of length l and capacity c
// that needs n more: doubled, exactly (append's growth is not, and the
// memory limit counts it before it happens; see growth).
func newCap(l, c, n int) int { return max(2*c, l+n, 64) }

// growth returns the bytes room(s, n) allocates, 0 when s has room.
func growth[S ~[]E, E any](s S, n int) int64 {
	if len(s)+n <= cap(s) {
		return 0
	}
	var e E
	return int64(newCap(len(s), cap(s), n)) * int64(unsafe.Sizeof(e))
}

// full reports whether a table of size slots holding n keys must grow:
// past three quarters full. (At half, the table was most of the memory of
// 10^7 small positions: 16 to 32 bytes each; linear probing with the
// hash beside the id stays cheap at three quarters.)
func full(n int32, slots int) bool { return int64(n)*4 > int64(slots)*3 }

// memory estimates the bytes the graph keeps, with those solving adds
// (see [Limits.Memory]).
func (g *graph) memory() int64 {
	b := g.keys.bytes() + g.term.bytes()
	if g.dfs {
		// Keys, table, what end said, the walk's status, and the
		// results: value, remoteness and Grundy value, or the score.
		b += int64(doubled(int(g.n)))
		for _, c := range g.results() {
			if c != nil {
				b += c.bytes()
			}
		}
		return b
	}
	n, e := int64(g.n), int64(cap(g.edges))
	b += 4*int64(cap(g.edgeOff)) + 4*e + 8*int64(cap(g.gains)) + 8*int64(cap(g.again)) + int64(cap(g.toMove))
	b += 4*e + 4*n + 4*n + 4*n + 4*n + 8*n // solving: predecessors, their offsets, counts, queue, values
	// and the results' columns: value and remoteness, or the score, and
	// the Grundy value, each at most as wide as its array while solving.
	if g.r.scoring {
		b += columnBytes(n, 8)
	} else {
		b += columnBytes(n, 1) + columnBytes(n, 4)
	}
	if g.r.impartial {
		b += columnBytes(n, 4)
	}
	return b
}

// fits returns the memory limit's error when the graph cannot grow by
// extra bytes within it.
func (g *graph) fits(extra int64) error {
	if g.memory()+extra+g.mem.chunks.Load() > g.r.lim.Memory {
		return g.memoryError()
	}
	return nil
}

func (g *graph) memoryError() error {
	return limitError(g.r.file, "memory", "the positions take more than %s, the memory limit (%s positions so far)", bytesWords(g.r.lim.Memory), grouped(uint64(g.n)))
}

// checkMemory returns an error when the graph takes more than the memory
// limit.
func (g *graph) checkMemory() error {
	m := g.memory()
	g.mem.graph.Store(m)
	if m+g.mem.chunks.Load() > g.r.lim.Memory {
		return g.memoryError()
	}
	return nil
}

// chunk is a run of consecutive positions a worker evaluates: their
// keys in, what end said and their moves' next positions out.
type chunk struct {
	lo, hi int32   // positions lo, lo+1, ..., hi-1
	keys   keyView // the graph's keys as they were when the chunk was made

	term  []int8  // per position
	kids  []int32 // per position: how many moves
	kkeys []byte  // the next positions' keys, one after the other
	kend  []uint32
	khash []uint32
	kgain []int64
	// kagain lists, in order, the next positions (their indices in kend)
	// reached by an extra turn; turn is to_move's player per position.
	kagain []int32
	turn   []int8
	// count is the moves played to reach the position evaluated, with
	// max_moves.
	count uint32

	err     error
	done    chan struct{}
	charged int64 // its arrays' bytes charged to the budget (chargeChunk)
}

func (ch *chunk) reset(lo, hi int32, keys keyView) {
	ch.lo, ch.hi, ch.keys = lo, hi, keys
	ch.term, ch.kids, ch.kkeys, ch.kend, ch.khash, ch.kgain = ch.term[:0], ch.kids[:0], ch.kkeys[:0], ch.kend[:0], ch.khash[:0], ch.kgain[:0]
	ch.kagain, ch.turn = ch.kagain[:0], ch.turn[:0]
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
	sink   moveSink
	plain  bool // moves' lists are read from its value, for their labels
	// lazy says that the labels of the position under way need not be
	// checked, and those the compiled moves can skip (see lazy.go) not
	// formatted: set for the positions past the first labelCheckFirst of
	// a solve.
	lazy bool
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
	byPlayer := w.g.r.byPlayer
	for id := ch.lo; id < ch.hi; id++ {
		k := ch.keys.key(id)
		var turn int8
		if byPlayer {
			turn, k = int8(k[0]), k[1:]
		}
		if w.g.r.maxMoves > 0 {
			ch.count, k = binary.BigEndian.Uint32(k), k[4:]
		}
		state, err := decodeKey(k)
		w.lazy = id >= labelCheckFirst
		if err == nil {
			err = w.eval(state, turn, ch)
		}
		if err == nil {
			err = w.g.chargeChunk(ch)
		}
		if err != nil {
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
	if r.toMove != nil {
		t, err := w.toMove(state)
		if err != nil {
			return err
		}
		ch.turn = append(ch.turn, t)
		w.player, pv = t, players[t]
	}
	if r.end != nil {
		w.fn = "end"
		w.buf = r.end.args(w.buf, state, pv, w.g.params)
		v, err := w.c.call(r.end, w.buf, w.what)
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
	if r.maxMoves > 0 && ch.count >= r.maxMoves {
		ch.term = append(ch.term, r.atLimit(w.player))
		ch.kids = append(ch.kids, 0)
		return nil
	}
	w.fn = "moves"
	w.buf = r.moves.args(w.buf, state, pv, w.g.params)
	var next int8
	if turn != 0 {
		next = 3 - turn
	}
	if r.moves.code != nil && !w.plain {
		// The moves straight from the compiled moves; at anything
		// irregular, again without the sink, for the error to say.
		s := &w.sink
		s.start(w.g, ch, next, w.lazy)
		nk, nh, ng, na := len(ch.kkeys), len(ch.khash), len(ch.kgain), len(ch.kagain)
		v, sunk, err := w.c.run(r.moves, w.buf, s)
		if err == nil && sunk {
			ch.term = append(ch.term, termNone)
			ch.kids = append(ch.kids, int32(len(s.ends)))
			return nil
		}
		ch.kkeys, ch.kend, ch.khash, ch.kgain, ch.kagain = ch.kkeys[:nk], ch.kend[:nh], ch.khash[:nh], ch.kgain[:ng], ch.kagain[:na]
		if err == nil {
			return w.moves(v, ch, next)
		}
	}
	v, err := w.c.call(r.moves, w.buf, w.what)
	if err != nil {
		if w.lazy && r.lazyMoves != nil {
			// Interpreted, as compiled: without the labels a lazy sink
			// skips, and in full for the error (see lazy.go).
			if v, lerr := w.c.call(r.lazyMoves, w.buf, w.what); lerr == nil && w.moves(v, ch, next) == nil {
				return nil
			}
		}
		return err
	}
	return w.moves(v, ch, next)
}

// moves reads v, what moves returned, into ch; next is the player to
// move after each (0 when positions have no player).
func (w *worker) moves(v starlark.Value, ch *chunk, next int8) error {
	r := w.g.r
	fail := func(format string, args ...any) error {
		return errorAt(r.file, r.moves.fn.Position(), "%s: %s", w.what(), fmt.Sprintf(format, args...))
	}
	turn := w.player
	n, err := w.readMoves(v, !w.lazy, fail, func(i int, m move) error {
		start := len(ch.kkeys)
		switch {
		case m.again && next != 0:
			ch.kkeys = append(ch.kkeys, byte(turn))
		case next != 0:
			ch.kkeys = append(ch.kkeys, byte(next))
		}
		if r.maxMoves > 0 {
			ch.kkeys = binary.BigEndian.AppendUint32(ch.kkeys, ch.count+1)
		}
		var err error
		if ch.kkeys, err = appendKey(ch.kkeys, m.next); err != nil {
			return fail("move %d (%s) leads to %s: %v", i+1, m.label, brief(m.next), err)
		}
		ch.kend = append(ch.kend, uint32(len(ch.kkeys)))
		ch.khash = append(ch.khash, w.g.hash(ch.kkeys[start:]))
		if m.again {
			ch.kagain = append(ch.kagain, int32(len(ch.kend)-1))
		}
		if r.scoring {
			g, err := m.gain(i, fail)
			if err != nil {
				return err
			}
			ch.kgain = append(ch.kgain, g)
		}
		return nil
	})
	if err != nil {
		return err
	}
	ch.term = append(ch.term, termNone)
	ch.kids = append(ch.kids, int32(n))
	return nil
}

// move is one move of a position as moves returned it, read and checked
// but for its next state and gain.
type move struct {
	label string
	next  starlark.Value
	gainV starlark.Value // in a scoring game (see gain)
	again bool           // an extra turn
}

// gain returns the gain of m, move i of a scoring game, which must be an
// integer of 64 bits.
func (m move) gain(i int, fail func(format string, args ...any) error) (int64, error) {
	gv, ok := m.gainV.(starlark.Int)
	var g int64
	if ok {
		g, ok = gv.Int64()
	}
	if !ok {
		return 0, fail("move %d (%s): its gain %s is not an integer of 64 bits", i+1, m.label, brief(m.gainV))
	}
	return g, nil
}

// readMoves checks v, what moves returned, and calls each with every
// move in order (its key and gain still to check), until each returns an
// error; it returns how many moves
// there are. With checkLabels, each label must be a string (or an int),
// not empty, and not one of the position's earlier ones, and w.labels
// gets them; without, a label is not checked (see lazy.go) and is its
// brief form where it is no string, for the messages. fail makes the
// file's error of a message.
func (w *worker) readMoves(v starlark.Value, checkLabels bool, fail func(format string, args ...any) error, each func(i int, m move) error) (int, error) {
	r := w.g.r
	seq, ok := v.(starlark.Indexable)
	if _, isStr := v.(starlark.String); !ok || isStr {
		return 0, fail("it returned %s, not a list of moves, %s", v.Type(), r.moveShape())
	}
	size := 2
	if r.scoring {
		size = 3
	}
	w.labels = w.labels[:0]
	clear(w.index)
	n := seq.Len()
	for i := range n {
		item, ok := seq.Index(i).(starlark.Indexable)
		if _, isStr := seq.Index(i).(starlark.String); !ok || isStr || item.Len() != size && item.Len() != size+1 {
			return 0, fail("move %d is %s, not %s", i+1, brief(seq.Index(i)), r.moveShape())
		}
		label, err := labelOf(item.Index(0))
		switch {
		case !checkLabels:
			if err != nil {
				label = brief(item.Index(0))
			}
		case err != nil:
			return 0, fail("move %d: %v", i+1, err)
		default:
			if k := w.seenLabel(label, n); k >= 0 {
				return 0, fail("moves %d and %d have the same label %q: each move of a position needs its own label", k+1, i+1, label)
			}
			w.labels = append(w.labels, label)
		}
		m := move{label: label, next: item.Index(1)}
		if item.Len() == size+1 {
			if _, isInt := item.Index(size).(starlark.Int); isInt && !r.scoring {
				return 0, fail("move %d is %s, not %s: a gain is for a scoring game (scoring = True)", i+1, brief(seq.Index(i)), r.moveShape())
			}
			if m.again, err = r.extraTurn(item.Index(size)); err != nil {
				return 0, fail("move %d (%s): %v", i+1, label, err)
			}
		}
		if r.scoring {
			m.gainV = item.Index(2)
		}
		if err := each(i, m); err != nil {
			return 0, err
		}
	}
	return n, nil
}

// moveSink takes the moves of one position straight from a compiled
// moves (see compile_call.go): the labels into its own buffer, to check
// that they differ, the next states' keys into the chunk. At anything
// the engine would refuse it stops the call with errIrregular. A lazy
// sink checks no label and skips the quiet ones (see lazy.go).
type moveSink struct {
	g      *graph
	ch     *chunk
	next   int8
	lazy   bool
	size   int            // of a move: 2, or 3 in a scoring game
	labels []byte         // the labels so far, one after the other
	ends   []int          // label i ends at ends[i]
	index  map[uint64]int // the labels' hashes, past 32 labels (see seen)
}

var errIrregular = errors.New("moves the engine refuses")

func (s *moveSink) start(g *graph, ch *chunk, next int8, lazy bool) {
	s.g, s.ch, s.next, s.lazy = g, ch, next, lazy
	s.size = 2
	if g.r.scoring {
		s.size = 3
	}
	s.labels, s.ends = s.labels[:0], s.ends[:0]
	clear(s.index)
}

// move takes one move: (label, next), with the gain in a scoring game,
// and, last, "again" (or True, None, False) for an extra turn.
func (s *moveSink) move(fr *frame, it *sinkItem) error {
	if it.size != s.size && it.size != s.size+1 {
		return errIrregular
	}
	switch {
	case it.distinct || s.lazy && it.quiet:
		s.ends = append(s.ends, len(s.labels))
	case s.lazy:
		// Evaluated for what else it does, not checked (and not kept:
		// the buffer stays empty, its room reused).
		lb, _, err := it.label(fr, s.labels[:0])
		if err != nil {
			return err
		}
		s.labels = lb[:0]
		s.ends = append(s.ends, 0)
	default:
		if err := s.label(fr, it); err != nil {
			return err
		}
	}
	ch := s.ch
	k := len(ch.kkeys)
	var err error
	if s.next != 0 {
		ch.kkeys = append(ch.kkeys, byte(s.next))
	}
	if s.g.r.maxMoves > 0 {
		ch.kkeys = binary.BigEndian.AppendUint32(ch.kkeys, ch.count+1)
	}
	if ch.kkeys, err = it.state(fr, ch.kkeys); err != nil {
		return err
	}
	var gain int64
	if s.g.r.scoring {
		gv, err := it.rest[0](fr)
		if err != nil {
			return err
		}
		g, ok := gv.(starlark.Int)
		if ok {
			gain, ok = g.Int64()
		}
		if !ok {
			return errIrregular
		}
	}
	again := false
	if it.size == s.size+1 {
		v, err := it.rest[len(it.rest)-1](fr)
		if err != nil {
			return err
		}
		if _, isInt := v.(starlark.Int); isInt && !s.g.r.scoring {
			return errIrregular // a gain in a win/lose game
		}
		if again, err = s.g.r.extraTurn(v); err != nil {
			return errIrregular
		}
		if again && s.next != 0 {
			ch.kkeys[k] = byte(3 - s.next) // the mover moves again
		}
	}
	ch.kend = append(ch.kend, uint32(len(ch.kkeys)))
	ch.khash = append(ch.khash, s.g.hash(ch.kkeys[k:]))
	if s.g.r.scoring {
		ch.kgain = append(ch.kgain, gain)
	}
	if again {
		ch.kagain = append(ch.kagain, int32(len(ch.kend)-1))
	}
	return nil
}

// label takes the label of a move, which must be a string or an int, not
// empty and not one of the position's earlier labels.
func (s *moveSink) label(fr *frame, it *sinkItem) error {
	start := len(s.labels)
	lb, v, err := it.label(fr, s.labels)
	if err != nil {
		return err
	}
	if v != nil {
		i, ok := v.(starlark.Int)
		if !ok {
			return errIrregular
		}
		lb = append(lb, i.String()...)
	}
	s.labels = lb
	if len(lb) == start || s.seen(start) {
		return errIrregular
	}
	s.ends = append(s.ends, len(lb))
	return nil
}

// seen reports whether the label from start repeats an earlier one of the
// position. A scan costs less than a map up to some 32 moves.
func (s *moveSink) seen(start int) bool {
	l := s.labels[start:]
	n := len(s.ends)
	if n < 32 {
		prev := 0
		for _, e := range s.ends {
			if bytes.Equal(s.labels[prev:e], l) {
				return true
			}
			prev = e
		}
		return false
	}
	// Past 32 labels, a set of their hashes: a label whose hash is new is
	// new; one whose hash was met is compared with the label of that
	// hash, and on a mismatch (two labels of one hash) with them all.
	if s.index == nil {
		s.index = make(map[uint64]int)
	}
	label := func(i int) []byte {
		if i == 0 {
			return s.labels[:s.ends[0]]
		}
		return s.labels[s.ends[i-1]:s.ends[i]]
	}
	if len(s.index) == 0 {
		for i := range s.ends {
			if _, ok := s.index[maphash.Bytes(s.g.keys.seed, label(i))]; !ok {
				s.index[maphash.Bytes(s.g.keys.seed, label(i))] = i
			}
		}
	}
	h := maphash.Bytes(s.g.keys.seed, l)
	i, ok := s.index[h]
	if !ok {
		s.index[h] = n
		return false
	}
	if bytes.Equal(label(i), l) {
		return true
	}
	for i := range s.ends {
		if bytes.Equal(label(i), l) {
			return true
		}
	}
	return false
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
	again := ` or with "again" after it when the mover moves again`
	if r.toMove != nil {
		again = ""
	}
	if r.scoring {
		return "(label, next_state, gain)" + again
	}
	return "(label, next_state)" + again
}

// atLimit returns what a position reached after max_moves moves is, for
// its player to move, turn (0 when positions have no player: at_limit is
// then "draw", or the game scores).
func (r *rules) atLimit(turn int8) int8 {
	switch {
	case r.scoring:
		return termOver
	case r.limitWinner == 0:
		return termDraw
	case r.limitWinner == turn:
		return termWin
	}
	return termLose
}

// extraTurn reads the last item of a move: "again" or True when the
// player who moves moves again, None or False when the turn passes.
func (r *rules) extraTurn(v starlark.Value) (bool, error) {
	if r.toMove != nil {
		return false, fmt.Errorf("it has %s after %s: the file defines to_move, which says whose turn each state is, so a move says nothing of it", brief(v), r.moveShape())
	}
	switch v {
	case starlark.String("again"), starlark.True:
		return true, nil
	case starlark.None, starlark.False:
		return false, nil
	}
	return false, fmt.Errorf("its last item %s is not \"again\" (or True: the mover moves again) or None (or False: the turn passes)", brief(v))
}

// toMove calls to_move on state, which must return 1 or 2.
func (w *worker) toMove(state starlark.Value) (int8, error) {
	r := w.g.r
	w.fn, w.state = "to_move", state
	w.buf = r.toMove.args(w.buf, state, nil, w.g.params)
	v, err := w.c.call(r.toMove, w.buf, w.what)
	if err != nil {
		return 0, err
	}
	if i, ok := v.(starlark.Int); ok {
		if x, ok := i.Int64(); ok && (x == 1 || x == 2) {
			return int8(x), nil
		}
	}
	return 0, errorAt(r.file, r.toMove.fn.Position(), "%s returned %s: to_move returns the player to move, 1 or 2", w.what(), brief(v))
}

// isAgain reports whether edge e is an extra turn.
func (g *graph) isAgain(e int32) bool {
	return int(e/64) < len(g.again) && g.again[e/64]&(1<<(e%64)) != 0
}

// setAgain marks edge e as an extra turn.
func (g *graph) setAgain(e int32) {
	for int(e/64) >= len(g.again) {
		g.again = append(g.again, 0)
	}
	g.again[e/64] |= 1 << (e % 64)
}

// turns marks, in a file with to_move, every move after which the same
// player is to move as an extra turn.
func (g *graph) turns() {
	if g.r.toMove == nil {
		return
	}
	for p := range g.n {
		for e := g.edgeOff[p]; e < g.edgeOff[p+1]; e++ {
			if g.toMove[g.edges[e]] == g.toMove[p] {
				g.setAgain(e)
			}
		}
	}
}

// turnOf returns the player to move at position id when it starts a
// game: to_move's player, or player 1.
func (g *graph) turnOf(id int32) game.Player {
	if g.r.toMove != nil {
		return game.Player(g.toMove[id])
	}
	return game.First
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
	g, _, err := exploreFrom(ctx, r, params, []starlark.Value{start})
	return g, err
}

// exploreFrom is explore from several starts at once, player 1 to move at
// each: one graph holds the positions reachable from any of them, and ids
// says which is each start's (the same id for equal starts).
func exploreFrom(ctx context.Context, r *rules, params []starlark.Value, starts []starlark.Value) (*graph, []int32, error) {
	ids := make([]int32, len(starts))
	insertStarts := func(g *graph) error {
		for i, start := range starts {
			var k []byte
			if r.byPlayer {
				k = append(k, 1)
			}
			if r.maxMoves > 0 {
				k = binary.BigEndian.AppendUint32(k, 0)
			}
			k, err := appendKey(k, start)
			if err != nil {
				return errorAt(r.file, r.start.fn.Position(), "start returned %s: %v", brief(start), err)
			}
			if ids[i], _, err = g.insert(k, g.hash(k)); err != nil {
				return err
			}
		}
		return nil
	}
	g := newGraph(r, params)
	if err := insertStarts(g); err != nil {
		return nil, nil, err
	}
	// Depth first, with no edges kept, unless a position can repeat or a
	// move is an extra turn: then again breadth first, for retrograde
	// analysis. Files with to_move or max_moves go breadth first at once.
	if !r.breadthFirst && r.toMove == nil && r.maxMoves == 0 {
		if acyclic, err := g.depthFirst(ctx, ids); err != nil || acyclic {
			return g, ids, err
		}
		g = newGraph(r, params)
		if err := insertStarts(g); err != nil {
			return nil, nil, err
		}
	}
	if err := g.reach(ctx); err != nil {
		return nil, nil, err
	}
	g.turns()
	return g, ids, nil
}

// reach explores every position reachable from those g holds.
func (g *graph) reach(ctx context.Context) error {
	r := g.r
	report := game.ProgressOf(ctx) // for a progress bar

	ctx, cancel := context.WithCancel(ctx)
	newWorker := func() *worker {
		c, _ := r.ctxCaller(ctx) // released with ctx, by cancel
		c.mem = g.mem
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
			return err
		}
		size := g.n - base
		var chunks []*chunk
		if feeds == nil || size < 64 {
			// Too few positions known to share: the coordinator evaluates
			// them itself (a chain of positions never waits on a hand-off).
			ch := take()
			ch.reset(base, base+min(size, 1024), g.keys.view)
			inline.evalChunk(ch)
			if err := g.integrate(ch); err != nil {
				return err
			}
			if err := g.checkMemory(); err != nil {
				return err
			}
			report(int64(g.n), int64(ch.hi))
			chunks = []*chunk{ch}
		} else {
			per := min(max(size/int32(len(feeds)*8), 16), 2048)
			b := &batch{}
			for lo := base; lo < g.n; lo += per {
				ch := take()
				ch.reset(lo, min(lo+per, g.n), g.keys.view)
				b.chunks = append(b.chunks, ch)
			}
			b.wg.Add(len(feeds))
			for _, f := range feeds {
				f <- b
			}
			// Take each chunk's result as it comes, in id order.
			for _, ch := range b.chunks {
				<-ch.done
				err := g.integrate(ch)
				if err == nil {
					err = g.checkMemory()
				}
				if err != nil {
					b.abort.Store(true)
					return err
				}
				report(int64(g.n), int64(ch.hi))
			}
			b.wg.Wait()
			chunks = b.chunks
		}
		for _, ch := range chunks {
			base += ch.hi - ch.lo
			spare = append(spare, ch)
		}
	}
	return nil
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
func (g *graph) integrate(ch *chunk) error {
	if ch.err != nil {
		return ch.err
	}
	kid, ai := 0, 0
	start := uint32(0)
	for j := range ch.term {
		id := ch.lo + int32(j)
		g.setTerm(id, ch.term[j])
		if j < len(ch.turn) {
			g.toMove[id] = ch.turn[j]
		}
		for range ch.kids[j] {
			end := ch.kend[kid]
			extra := growth(g.edges, 1) + growth(g.edgeOff, 1)
			if g.r.scoring {
				extra += growth(g.gains, 1)
			}
			if extra > 0 {
				if err := g.fits(extra); err != nil {
					return err
				}
			}
			c, _, err := g.insert(ch.kkeys[start:end], ch.khash[kid])
			if err != nil {
				return err
			}
			g.edges = append(room(g.edges, 1), c)
			if g.r.scoring {
				g.gains = append(room(g.gains, 1), ch.kgain[kid])
			}
			if ai < len(ch.kagain) && int(ch.kagain[ai]) == kid {
				g.setAgain(int32(len(g.edges) - 1))
				ai++
			}
			start = end
			kid++
		}
		if len(g.edges) > math.MaxInt32 {
			return fmt.Errorf("more than 2^31 moves in all")
		}
		g.edgeOff = append(room(g.edgeOff, 1), int32(len(g.edges)))
	}
	if len(ch.term) < int(ch.hi-ch.lo) {
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
