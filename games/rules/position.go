package rules

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"go.starlark.net/starlark"

	"stonegame/game"
)

// Move is a move of a rules file: its label, as the file's moves gives it
// ("flip 3"). A Move typed by a person may also be a move's number in the
// position's list, 1 for the first: [Position.Play] and
// [Position.ResolveMove] read it so when no move has that label.
type Move string

// String returns the label.
func (m Move) String() string { return string(m) }

// Position is a position of a rules game: a node of the instance's solved
// graph, shared by every position of the instance and never changed after
// solving, and the player to move. Its values cost O(1); its Moves,
// Options and Play call the file's moves once for the labels (the graph
// keeps only where each move leads), its Line once per step.
type Position struct {
	g    *graph
	id   int32
	turn game.Player
}

var (
	_ game.Solvable    = Position{}
	_ game.Describer   = Position{}
	_ game.Impartial   = Position{}
	_ game.LineBounder = Position{}
	_ game.Insighter   = Position{}
	_ game.Answerer    = Position{}
)

// Turn returns the player to move.
func (p Position) Turn() game.Player { return p.turn }

// Key returns the position's id in its instance's graph, and the player to
// move when the rules tell the players apart.
func (p Position) Key() string {
	return strconv.Itoa(int(p.id))
}

func (p Position) kids() []int32 {
	if p.g.dfs {
		if p.g.termAt(p.id) != termNone {
			return nil
		}
		return p.g.expand(p.id, p.turn).kids
	}
	return p.g.edges[p.g.edgeOff[p.id]:p.g.edgeOff[p.id+1]]
}

// Moves returns the moves, labelled as the file's moves does, none when
// the game is over (or when the labels break here, which the solve, New
// and Play report: see labelErr).
func (p Position) Moves() []game.Move {
	labels := p.labels()
	moves := make([]game.Move, len(labels))
	for i, l := range labels {
		moves[i] = Move(l)
	}
	return moves
}

// labels returns the labels of p's moves, in the order of its edges. The
// file's functions are deterministic, so they are the labels exploring
// saw; nil when the game is over, or when they cannot be shown (see
// labelErr).
func (p Position) labels() []string {
	if len(p.kids()) == 0 {
		return nil
	}
	return p.g.expand(p.id, p.turn).labels
}

// labelErr returns why p's moves cannot be shown: the file's error at
// p, with its place (a label that is not a string, empty, the same as
// another, or whose formatting fails). A solve checks the labels of its
// first positions only (see lazy.go), so this is where the others are
// checked: Play refuses a move from such a position, and New a
// start that is one or whose optimal line reaches one (lineErr).
func (p Position) labelErr() error {
	if len(p.kids()) == 0 {
		return nil
	}
	return p.g.expand(p.id, p.turn).err
}

// index returns the index of the move m names: its label, then its label
// ignoring case if only one matches, then its number.
func (p Position) index(m game.Move, labels []string) (int, bool) {
	s := strings.TrimSpace(m.String())
	for i, l := range labels {
		if l == s {
			return i, true
		}
	}
	found := -1
	for i, l := range labels {
		if strings.EqualFold(l, s) {
			if found >= 0 {
				found = -2
				break
			}
			found = i
		}
	}
	if found >= 0 {
		return found, true
	}
	if k, err := strconv.Atoi(s); err == nil && k >= 1 && k <= len(labels) {
		return k - 1, true
	}
	return 0, false
}

// ResolveMove returns the listed move that m names: m itself, or the move
// whose number in the list m is.
func (p Position) ResolveMove(m game.Move) (game.Move, bool) {
	labels := p.labels()
	i, ok := p.index(m, labels)
	if !ok {
		return m, false
	}
	return Move(labels[i]), true
}

// Play makes the move m names (a label or a number, as ResolveMove reads
// it) and returns its gain, 0 in a win/lose game, and the position after
// it.
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	if err := p.labelErr(); err != nil {
		return 0, nil, err
	}
	labels := p.labels()
	if len(labels) == 0 {
		return 0, nil, fmt.Errorf("the game is over: there is no move to make")
	}
	i, ok := p.index(m, labels)
	if !ok {
		return 0, nil, fmt.Errorf("%q is not a move here: the moves are %s (or their numbers, 1 to %d)", m.String(), listWords(labels, 10), len(labels))
	}
	// The position q leads to is not expanded here (its labels are
	// checked when its moves are shown or played from): a walk over every
	// move would expand every child again, thousands of times over.
	return p.edgeGain(i), p.next(i), nil
}

// next returns the position move i leads to: the same player to move
// after an extra turn, the other otherwise.
func (p Position) next(i int) Position {
	turn := p.turn.Other()
	if p.again(i) {
		turn = p.turn
	}
	return Position{g: p.g, id: p.kids()[i], turn: turn}
}

// again reports whether move i is an extra turn.
func (p Position) again(i int) bool {
	if p.g.dfs {
		a := p.g.expand(p.id, p.turn).again
		return i < len(a) && a[i]
	}
	return p.g.again != nil && p.g.isAgain(p.g.edgeOff[p.id]+int32(i))
}

// after returns the value for p's mover of the position move i leads to:
// minus its mover's value, or that value after an extra turn.
func (p Position) after(i int) int64 {
	v := p.g.mover(p.kids()[i])
	if p.again(i) {
		return v
	}
	return -v
}

func (p Position) edgeGain(i int) int64 {
	if !p.g.r.scoring {
		return 0
	}
	if p.g.dfs {
		return p.g.expand(p.id, p.turn).gains[i]
	}
	return p.g.gains[p.g.edgeOff[p.id]+int32(i)]
}

func listWords(xs []string, most int) string {
	qs := make([]string, 0, min(len(xs), most))
	for _, x := range xs[:min(len(xs), most)] {
		qs = append(qs, strconv.Quote(x))
	}
	s := strings.Join(qs, ", ")
	if len(xs) > most {
		s += fmt.Sprintf(" and %d more", len(xs)-most)
	}
	return s
}

// Payoff returns, for a finished position of a win/lose game, +1 if end
// said the player to move won, -1 if they lost (or have no move), 0 for a
// draw; 0 in a scoring game and for a position that is not finished.
func (p Position) Payoff() int64 {
	if p.g.r.scoring || len(p.kids()) > 0 {
		return 0
	}
	switch p.g.termAt(p.id) {
	case termWin:
		return 1
	case termDraw:
		return 0
	}
	return -1
}

// mover returns the value of position id for the player to move: ±1 or 0
// in a win/lose game, the differential in a scoring game.
func (g *graph) mover(id int32) int64 {
	if g.r.scoring {
		return g.scoreAt(id)
	}
	return int64(g.valueAt(id))
}

// Options returns every move with its value for the mover and, in a
// win/lose game, the remoteness of the position it leads to.
func (p Position) Options() []game.Option {
	labels := p.labels()
	kids := p.kids()
	if len(labels) != len(kids) {
		return nil
	}
	opts := make([]game.Option, len(kids))
	for i, c := range kids {
		o := game.Option{Move: Move(labels[i]), Gain: p.edgeGain(i), Value: p.after(i)}
		if p.g.r.scoring {
			o.Value += o.Gain
		} else {
			o.Remoteness = int(p.g.remAt(c))
		}
		opts[i] = o
	}
	return opts
}

// best returns the index of the move an optimal line plays, as
// [game.Quickest] chooses: the best value, then in a won position the
// nearest win, in a lost one the farthest loss, then the first.
func (p Position) best() int {
	g := p.g
	kids := p.kids()
	b := 0
	val := func(i int) int64 {
		v := p.after(i)
		if g.r.scoring {
			v += p.edgeGain(i)
		}
		return v
	}
	for i := 1; i < len(kids); i++ {
		vi, vb := val(i), val(b)
		switch {
		case vi > vb:
			b = i
		case vi < vb || g.r.scoring:
		case vi > 0 && g.remAt(kids[i]) < g.remAt(kids[b]), vi < 0 && g.remAt(kids[i]) > g.remAt(kids[b]):
			b = i
		}
	}
	return b
}

// Solve returns the exact result: who wins and in how many moves (a draw
// with an unknown remoteness) in a win/lose game; both totals along an
// optimal line in a scoring game, in O(its length).
func (p Position) Solve() game.Result {
	g := p.g
	if !g.r.scoring {
		return game.MoverResult(p.turn, int64(g.valueAt(p.id)), int(g.remAt(p.id)))
	}
	var r game.Result
	for q := p; len(q.kids()) > 0; {
		i := q.best()
		if q.turn == game.First {
			r.First += q.edgeGain(i)
		} else {
			r.Second += q.edgeGain(i)
		}
		q = q.next(i)
	}
	r.Differential = r.First - r.Second
	return r
}

// Line returns an optimal line from here: to the end of the game, or, from
// a draw, until a position repeats (its last step leads to a position the
// line has met). It calls the file's moves once per step, for the label.
// A step from a position whose labels break (see labelErr; New refuses a
// start whose line has one among its first lineCheckMax positions) is
// named by the move's number, which Play reads, and reports why: the
// line goes on, its gains stay right.
func (p Position) Line() game.Line {
	var line game.Line
	p.walkLine(func(q Position, i int) bool {
		mv := Move(strconv.Itoa(i + 1))
		if labels := q.labels(); i < len(labels) {
			mv = Move(labels[i])
		}
		line = append(line, game.Step{Player: q.turn, Move: mv, Index: -1, Gain: q.edgeGain(i)})
		return true
	})
	return line
}

// walkLine calls step with each position of p's optimal line, as Line
// follows it, and the index of the move the line plays there, until step
// returns false.
func (p Position) walkLine(step func(q Position, i int) bool) {
	var seen map[int32]bool
	draw := !p.g.r.scoring && p.g.valueAt(p.id) == 0
	if draw {
		seen = map[int32]bool{p.id: true}
	}
	for q := p; len(q.kids()) > 0; {
		i := q.best()
		if !step(q, i) {
			return
		}
		q = q.next(i)
		if draw {
			if seen[q.id] {
				return
			}
			seen[q.id] = true
		}
	}
}

// lineErr returns why the moves of p, or of a position among the first
// lineCheckMax of its optimal line, cannot be shown: the line is shown
// with the answer. The labels it reads are cached for Line. Past
// lineCheckMax moves (a pile of 10^6 in nim-game has a line of 500,000:
// checking it all took 2 s of CPU more than the solve's 0.6 s), Line
// names a step from such a position by its number.
func (p Position) lineErr() error {
	if err := p.labelErr(); err != nil {
		return err
	}
	var err error
	n := 0
	p.walkLine(func(q Position, i int) bool {
		if n > 0 {
			if err = q.labelErr(); err != nil {
				err = fmt.Errorf("the optimal line, at its move %d, reaches a position whose moves cannot be shown: %w", n+1, err)
				return false
			}
		}
		n++
		return n < lineCheckMax
	})
	return err
}

// lineCheckMax is how many positions of the start's optimal line New
// checks the labels of: as many as the cache of expansions keeps, so that
// showing the line reads them again from it.
const lineCheckMax = labelCacheSize

// Footprint returns the bytes the solved graph of the position's instance
// keeps, as counted against [Limits.Memory]: a count of the engine's
// arrays, the same on every run and machine (check sizes its cases by
// it).
func (p Position) Footprint() int64 { return p.g.footprint() }

// LineBound bounds the moves of Line: the remoteness of a decided
// position, the number of positions otherwise.
func (p Position) LineBound() int64 {
	if !p.g.r.scoring && p.g.remAt(p.id) >= 0 && p.g.valueAt(p.id) != 0 {
		return int64(p.g.remAt(p.id))
	}
	return int64(p.g.n)
}

// Grundy returns the position's Grundy value, for an impartial game
// whose positions do not repeat (no player in moves, no end, not
// scoring); ok is false otherwise.
func (p Position) Grundy() (uint64, bool) {
	return p.g.grundyAt(p.id)
}

// Describe returns the file's describe of the state, or the state's repr.
func (p Position) Describe() string {
	state, err := p.g.state(p.id)
	if err != nil {
		return "#" + p.Key()
	}
	r := p.g.r
	if r.describe == nil {
		return state.String()
	}
	c := r.newCaller()
	what := func() string { return "describe on state " + brief(state) }
	v, err := c.call(r.describe, r.describe.args(nil, state, players[p.turn], p.g.params), what)
	if err != nil {
		return state.String() + " (describe failed: " + err.Error() + ")"
	}
	if s, ok := v.(starlark.String); ok {
		return string(s)
	}
	return v.String()
}

// Insight says what the engine did on the instance: how many positions it
// explored, how many each side wins, and the Grundy value when there is
// one.
func (p Position) Insight() (game.Insight, bool) {
	g := p.g
	moves := len(g.edges)
	how := " by retrograde analysis: from the finished positions back,"
	if g.dfs {
		moves = int(g.moves)
		if !g.loopy() {
			how = ", depth first: from the finished positions back,"
		}
	}
	par := fmt.Sprintf("The rules engine explored **%s %s** and %s %s from the start, and solved them all exactly", grouped(uint64(g.n)), plural(int(g.n), "position"), grouped(uint64(moves)), plural(moves, "move"))
	in := game.Insight{Title: "The rules engine"}
	if g.r.scoring {
		again := "."
		if g.again != nil {
			again = ": a move scores its gain minus the value of the position it leads to, or plus it when the same player moves again."
		}
		in.Paragraphs = []string{par + ", by negamax from the last positions back to the first" + again}
		return in, true
	}
	win, lose, draw := g.outcomes()
	again := ""
	if g.again != nil {
		again = " (a move after which the same player moves again counts the other way round: it wins when it leads to a position its mover wins)"
	}
	in.Paragraphs = []string{par + how + " a position is won if one move leads to a lost one, lost if every move leads to a won one" + again + ", and drawn if neither can be forced."}
	in.Head = []string{"the player to move", "positions"}
	in.Rows = [][]string{{"wins", grouped(uint64(win))}, {"loses", grouped(uint64(lose))}, {"draws", grouped(uint64(draw))}}
	if gr, ok := p.Grundy(); ok {
		in.Footer = []string{fmt.Sprintf("The game is impartial: both players have the same moves. The start's Grundy value is **%d**; it is 0 exactly when the player to move loses.", gr)}
	}
	return in, true
}

// state returns the state of position id.
func (g *graph) state(id int32) (starlark.Value, error) {
	if g.dense != nil {
		return g.dense.state(id)
	}
	return decodeKey(g.key(id)[g.r.keyHead():])
}

// labelCache keeps the moves of the positions shown lately.
type labelCache struct {
	mu sync.Mutex
	m  map[int64]expansion
}

const labelCacheSize = 4096

// expansion is the moves of a position: their labels and, in a graph
// solved depth first (which keeps no edges), the positions they lead to,
// their gains and which are extra turns.
type expansion struct {
	labels []string
	// err is why the labels cannot be shown (the file's error; labels is
	// then nil): the children are still known.
	err   error
	kids  []int32
	gains []int64
	again []bool // move i is an extra turn
}

// expand calls the file's moves again on position id for its labels,
// checked in full, and, in a graph solved depth first, its children. When
// the labels fail, it says why, and finds the children as the solve did,
// without the labels.
func (g *graph) expand(id int32, turn game.Player) expansion {
	key := int64(id)<<2 | int64(turn)
	g.cache.mu.Lock()
	e, ok := g.cache.m[key]
	g.cache.mu.Unlock()
	if ok {
		return e
	}
	state, err := g.state(id)
	if err != nil {
		return expansion{}
	}
	c := g.r.newCaller()
	w := &worker{g: g, c: c, plain: true}
	var t int8
	if g.r.byPlayer {
		t = int8(turn)
	}
	var ch chunk
	ch.reset(id, id+1, keyView{})
	rules := *g.r
	rules.end = nil // the graph knows the position is not finished
	w.g = &graph{r: &rules, params: g.params, keys: g.keys.hasher()}
	if err := w.eval(state, t, &ch); err != nil {
		e.err = err
		if !g.dfs {
			g.keep(key, e)
			return e
		}
		ch.reset(id, id+1, keyView{})
		w = &worker{g: w.g, c: c, lazy: true}
		if w.eval(state, t, &ch) != nil {
			g.keep(key, e)
			return e
		}
	} else {
		e.labels = append([]string(nil), w.labels...)
	}
	if g.dfs {
		start := uint32(0)
		for i, end := range ch.kend {
			c := g.child(ch.kkeys[start:end], ch.khash[i])
			if c < 0 {
				return expansion{}
			}
			e.kids = append(e.kids, c)
			start = end
		}
		e.gains = ch.kgain
		e.again = make([]bool, len(e.kids))
		for _, k := range ch.kagain {
			e.again[k] = true
		}
	} else if int(ch.kids[0]) != int(g.edgeOff[id+1]-g.edgeOff[id]) {
		return expansion{}
	}
	g.keep(key, e)
	return e
}

// keep puts e in the cache of expansions.
func (g *graph) keep(key int64, e expansion) {
	g.cache.mu.Lock()
	if g.cache.m == nil || len(g.cache.m) >= labelCacheSize {
		g.cache.m = make(map[int64]expansion)
	}
	g.cache.m[key] = e
	g.cache.mu.Unlock()
}
