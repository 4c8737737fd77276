// Package catmouse solves Cat and Mouse (LeetCode 913): an undirected
// graph; the Mouse starts at node 1 and moves first, the Cat starts at
// node 2; each in turn must move along an edge, the Cat never into the
// hole at node 0. The Cat wins if it reaches the Mouse, the Mouse wins if
// it reaches the hole, and a game that would repeat a position (both
// places and the player to move) is a draw.
//
// A game that can go round for ever is not solved by a search from the
// start: a position may depend on itself. It is solved backward, by
// retrograde analysis, from the positions where the game is over: the
// Mouse in the hole (the Mouse has won) and the two on one node (the Cat
// has). A position whose player has a move to a position lost for the
// other is won; one whose every move goes to a position won by the other
// is lost, and a count of each position's undecided moves tells when
// that happens. Processed in the order they are decided (a queue), won
// positions get the fewest moves to the win and lost ones the most: the
// exact remoteness. What is never decided is a draw: neither player can
// force a win, and each can keep the game from ending badly. There are
// 2n² positions and each is reached back along its edges once: O(n³)
// for n nodes, the whole table at once, when the game starts.
//
//	p, _ := catmouse.New([][]int64{{1, 3}, {0}, {3}, {0, 2}})
//	p.Solve() // the Mouse wins in 1 move: node 1 is next to the hole
package catmouse

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"stonegame/game"
)

// CatAndMouse is LeetCode 913, as the registry lists it.
var CatAndMouse = &game.Spec{
	Name:    "cat-and-mouse",
	Aliases: []string{"913", "leetcode-913"},
	Title:   "Cat and Mouse (LeetCode 913)",
	Rules:   "an undirected graph; the Mouse starts at node 1 and moves first, the Cat starts at node 2; each in turn must move along an edge, the Cat never into the hole at node 0; the Cat wins if it reaches the Mouse, the Mouse wins if it reaches the hole, and a game that would repeat a position is a draw",
	Players: [2]string{"Mouse", "Cat"},
	Kind:    game.WinLose,
	Params: []game.Param{{
		Name: "graph", Kind: game.Grid, MinLen: 3, MaxLen: 50, RowMin: 1, RowMax: 49, Min: 0, Max: 49,
		Limit: MaxNodes, LimitWhy: "retrograde analysis visits the 2n² positions and their edges, O(n³)",
	}},
	Constraints: "graph[i][j] != i, graph[i] is unique, the graph is undirected, the mouse and the cat can always move",
	Within:      within,
	Func:        "catMouseGame",
	Examples: []game.Example{
		{Args: game.Args{game.GridOf([]int64{2, 5}, []int64{3}, []int64{0, 4, 5}, []int64{1, 4, 5}, []int64{2, 3}, []int64{0, 2, 3})}, Answer: "0"},
		{Args: game.Args{game.GridOf([]int64{1, 3}, []int64{0}, []int64{3}, []int64{0, 2})}, Answer: "1"},
	},
	New:      newArgs,
	Generate: generate,
	Answer: func(r game.Result) game.Answer {
		switch r.Winner() {
		case game.FirstWins:
			return game.IntAnswer(1)
		case game.SecondWins:
			return game.IntAnswer(2)
		}
		return game.IntAnswer(0)
	},
	AnswerType: "int",
	AnswerRule: "1 if the Mouse wins, 2 if the Cat wins, 0 for a draw",
	ParseMove:  ParseMove,
	MoveHelp:   "the node to move to: 3, or to 3",
	Say: func(b []byte, who string, s game.Step) []byte {
		if to, ok := s.Move.(To); ok {
			return fmt.Appendf(b, "%s moves to node %d", who, int(to))
		}
		return fmt.Appendf(b, "%s plays %v", who, s.Move)
	},
	// Options looks up each neighbour's position in the table, O(n); a
	// line has at most 2n² moves.
	OptionsCost: game.Linear,
	LineCost:    game.Quadratic,
}

// MaxNodes is the most nodes New takes.
const MaxNodes = 300

// To is a move: the node the player to move goes to.
type To int

// String returns "to 3".
func (t To) String() string { return "to " + strconv.Itoa(int(t)) }

// Label returns what a person types: "3".
func (t To) Label() string { return strconv.Itoa(int(t)) }

// AppendJSON appends the move as a JSON string, its String.
func (t To) AppendJSON(b []byte) []byte { return strconv.AppendQuote(b, t.String()) }

// MarshalText returns the move's String.
func (t To) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// ParseMove reads a [To]: "3", "to 3", "node 3", "move 3" (any case).
func ParseMove(s string) (game.Move, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	for _, verb := range []string{"move to", "go to", "to", "node", "move"} {
		if rest, ok := strings.CutPrefix(t, verb); ok {
			t = strings.TrimSpace(rest)
			break
		}
	}
	if k, err := strconv.Atoi(t); err == nil && k >= 0 && t[0] != '+' {
		return To(k), nil
	}
	return nil, fmt.Errorf("%q is not a move: type the node to move to, as 3 or to 3", s)
}

// The outcomes of the table, for the player to move.
const (
	draw int8 = iota // neither player can force a win
	win              // the player to move wins
	lose             // the player to move loses
)

// board is a graph and the outcome of every position on it, shared by the
// positions of one game and never modified after New.
type board struct {
	adj [][]int // adj[i]: the neighbours of node i
	// out and rem hold, for each position (mouse, cat, turn) at
	// index(mouse, cat, turn), its outcome for the player to move and its
	// remoteness (the moves left under optimal play; 0 for a draw).
	out []int8
	rem []int32
}

func (b *board) index(mouse, cat int, t game.Player) int {
	return (mouse*len(b.adj)+cat)*2 + int(t) - 1
}

// over returns, for a position where the game is over, the outcome for
// the player to move, and false for one where it goes on.
func over(mouse, cat int, t game.Player) (int8, bool) {
	switch {
	case mouse == 0: // the Mouse has reached the hole
		if t == game.First {
			return win, true
		}
		return lose, true
	case mouse == cat: // the Cat has caught the Mouse
		if t == game.Second {
			return win, true
		}
		return lose, true
	}
	return draw, false
}

// solve fills the table by retrograde analysis (see the package doc).
func (b *board) solve() {
	n := len(b.adj)
	b.out = make([]int8, 2*n*n)
	b.rem = make([]int32, 2*n*n)
	left := make([]int32, 2*n*n) // undecided moves of each position
	decided := make([]bool, 2*n*n)
	type pos struct {
		mouse, cat int
		t          game.Player
	}
	queue := make([]pos, 0, 2*n*n)
	catMoves := make([]int32, n)
	for c := range n {
		for _, d := range b.adj[c] {
			if d != 0 {
				catMoves[c]++
			}
		}
	}
	for m := range n {
		for c := 1; c < n; c++ {
			for _, t := range []game.Player{game.First, game.Second} {
				i := b.index(m, c, t)
				if o, ok := over(m, c, t); ok {
					b.out[i], decided[i] = o, true
					queue = append(queue, pos{m, c, t})
					continue
				}
				if t == game.First {
					left[i] = int32(len(b.adj[m]))
				} else {
					left[i] = catMoves[c]
				}
				if left[i] == 0 { // stuck (the Cat next to the hole alone): lost
					b.out[i], decided[i] = lose, true
					queue = append(queue, pos{m, c, t})
				}
			}
		}
	}
	for k := 0; k < len(queue); k++ {
		q := queue[k]
		i := b.index(q.mouse, q.cat, q.t)
		pt := q.t.Other()
		// The positions one move before q: the other player moved into
		// q's place from one of its neighbours (the graph is undirected).
		var from []int
		if pt == game.First {
			from = b.adj[q.mouse]
		} else {
			from = b.adj[q.cat]
		}
		for _, f := range from {
			pm, pc := q.mouse, q.cat
			if pt == game.First {
				pm = f
			} else {
				if f == 0 {
					continue // the Cat is never in the hole
				}
				pc = f
			}
			j := b.index(pm, pc, pt)
			if decided[j] {
				continue
			}
			if b.out[i] == lose { // a move that leaves the other lost wins
				b.out[j], b.rem[j], decided[j] = win, b.rem[i]+1, true
				queue = append(queue, pos{pm, pc, pt})
				continue
			}
			if left[j]--; left[j] == 0 { // every move leaves the other won
				b.out[j], b.rem[j], decided[j] = lose, b.rem[i]+1, true
				queue = append(queue, pos{pm, pc, pt})
			}
		}
	}
}

// check returns the first reason graph is not a graph the game is played
// on: a node outside it, a self-loop, an edge listed twice or in one
// direction only, a node without a neighbour, a Cat that cannot move from
// node 2; nil for a good one.
func check(graph [][]int64) error {
	n := len(graph)
	if n < 3 {
		return fmt.Errorf("graph has %d nodes: the game needs at least 3 (the hole 0, the Mouse at 1, the Cat at 2)", n)
	}
	has := make([]map[int64]bool, n)
	for a, row := range graph {
		has[a] = make(map[int64]bool, len(row))
		if len(row) == 0 {
			return fmt.Errorf("graph[%d] is empty: every node needs a neighbour, so that the Mouse can always move", a)
		}
		for k, b := range row {
			switch {
			case b < 0 || b >= int64(n):
				return fmt.Errorf("graph[%d][%d] = %d: the nodes are 0 to %d", a, k, b, n-1)
			case b == int64(a):
				return fmt.Errorf("graph[%d][%d] = %d: a node is not its own neighbour (graph[i][j] != i)", a, k, b)
			case has[a][b]:
				return fmt.Errorf("graph[%d] lists node %d twice (graph[i] is unique)", a, b)
			}
			has[a][b] = true
		}
	}
	for a, row := range graph {
		for _, b := range row {
			if !has[b][int64(a)] {
				return fmt.Errorf("the edge %d-%d is in graph[%d] but not in graph[%d]: the graph is undirected", a, b, a, b)
			}
		}
	}
	for _, c := range graph[2] {
		if c != 0 {
			return nil
		}
	}
	return fmt.Errorf("graph[2] = [0]: the Cat, at node 2, cannot move (it never enters the hole)")
}

// within is the Spec's Within: the constraints no parameter bound states.
func within(args game.Args) error {
	if len(args) != 1 {
		return fmt.Errorf("cat-and-mouse takes one graph")
	}
	return check(args[0].Grid())
}

// generate draws a graph of about n nodes (3 to 50): a random spanning
// tree, so that every node has a neighbour, and up to n more edges; the
// Cat gets a neighbour other than the hole.
func generate(r *rand.Rand, size int) (game.Args, error) {
	n := max(3, min(size, 50))
	adj := make([]map[int]bool, n)
	for i := range adj {
		adj[i] = map[int]bool{}
	}
	link := func(a, b int) {
		if a != b {
			adj[a][b], adj[b][a] = true, true
		}
	}
	order := r.Perm(n)
	for i := 1; i < n; i++ {
		link(order[i], order[r.IntN(i)])
	}
	for range r.IntN(n + 1) {
		link(r.IntN(n), r.IntN(n))
	}
	if len(adj[2]) == 1 && adj[2][0] {
		link(2, 1)
	}
	rows := make([][]int64, n)
	for a := range adj {
		for b := range n {
			if adj[a][b] {
				rows[a] = append(rows[a], int64(b))
			}
		}
	}
	return game.Args{game.GridOf(rows...)}, nil
}

// Position is a position of the game: where the Mouse and the Cat are, and
// who moves. It is immutable; Play returns a new one.
type Position struct {
	b          *board
	mouse, cat int
	turn       game.Player
}

// newArgs is the Spec's New: one graph.
func newArgs(_ context.Context, args game.Args) (game.Solvable, error) {
	if len(args) != 1 || args[0].Kind() != game.Grid {
		return nil, fmt.Errorf("cat-and-mouse takes one parameter, graph (integer[][])")
	}
	p, err := New(args[0].Grid())
	if err != nil {
		return nil, err
	}
	return p, nil
}

// New returns the start of the game on graph (graph[a] the neighbours of
// node a): the Mouse at 1, the Cat at 2, the Mouse to move. It solves
// every position at once, O(n³) time and O(n²) memory, and keeps its own
// copy of the graph. It returns an error naming what makes graph no
// graph of the game ([within]'s reasons), and one past [MaxNodes] nodes.
func New(graph [][]int64) (Position, error) {
	if len(graph) > MaxNodes {
		return Position{}, fmt.Errorf("graph has %d nodes: this solver takes at most %d (it solves all 2n² positions)", len(graph), MaxNodes)
	}
	if err := check(graph); err != nil {
		return Position{}, err
	}
	b := &board{adj: make([][]int, len(graph))}
	for a, row := range graph {
		b.adj[a] = make([]int, len(row))
		for k, x := range row {
			b.adj[a][k] = int(x)
		}
	}
	b.solve()
	return Position{b: b, mouse: 1, cat: 2, turn: game.First}, nil
}

// Places returns the Mouse's node and the Cat's.
func (p Position) Places() (mouse, cat int) { return p.mouse, p.cat }

// Turn returns the player to move: the Mouse (player 1) or the Cat.
func (p Position) Turn() game.Player {
	if p.turn == 0 {
		return game.First
	}
	return p.turn
}

// Moves returns the nodes the player to move may go to, in the order the
// graph lists them (the Cat's without the hole); none once the game is
// over.
func (p Position) Moves() []game.Move {
	if _, ok := over(p.mouse, p.cat, p.Turn()); ok {
		return nil
	}
	var ms []game.Move
	if p.Turn() == game.First {
		for _, x := range p.b.adj[p.mouse] {
			ms = append(ms, To(x))
		}
		return ms
	}
	for _, x := range p.b.adj[p.cat] {
		if x != 0 {
			ms = append(ms, To(x))
		}
	}
	return ms
}

// Play moves the player to move to node m. It returns an error for a node
// that is not a neighbour, the hole for the Cat, a move once the game is
// over, or a move of another game. O(degree).
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	to, ok := m.(To)
	if !ok {
		return 0, nil, fmt.Errorf("%v is not a move of this game: move to a neighbouring node, as to 3", m)
	}
	if _, over := over(p.mouse, p.cat, p.Turn()); over {
		return 0, nil, fmt.Errorf("%v: the game is over", m)
	}
	who, at := "Mouse", p.mouse
	if p.Turn() == game.Second {
		who, at = "Cat", p.cat
		if to == 0 {
			return 0, nil, fmt.Errorf("to 0: the Cat never enters the hole")
		}
	}
	next := false
	for _, x := range p.b.adj[at] {
		if x == int(to) {
			next = true
		}
	}
	if !next {
		return 0, nil, fmt.Errorf("%v: node %d is not next to the %s's node %d (its neighbours are %v)", m, int(to), who, at, p.b.adj[at])
	}
	q := p
	if p.Turn() == game.First {
		q.mouse = int(to)
	} else {
		q.cat = int(to)
	}
	q.turn = p.Turn().Other()
	return 0, q, nil
}

// Payoff returns, once the game is over, +1 for the player to move if
// they have won (the Cat on the Mouse's node, the Mouse in the hole) and
// -1 if they have lost, or cannot move (a Cat whose only neighbour is the
// hole, never met from the start: the Cat can always go back); 0 while
// it goes on.
func (p Position) Payoff() int64 {
	switch o, _ := over(p.mouse, p.cat, p.Turn()); {
	case o == win:
		return 1
	case o == lose, len(p.Moves()) == 0:
		return -1
	}
	return 0
}

// Key names the position: the player to move, the Mouse's node and the
// Cat's: "1 1 2".
func (p Position) Key() string { return fmt.Sprintf("%d %d %d", p.Turn(), p.mouse, p.cat) }

// result is the outcome of a position from the table, for its player to
// move: +1, -1 or 0, with the remoteness (Unknown for a draw).
func (p Position) result(mouse, cat int, t game.Player) (int64, int) {
	i := p.b.index(mouse, cat, t)
	switch p.b.out[i] {
	case win:
		return 1, int(p.b.rem[i])
	case lose:
		return -1, int(p.b.rem[i])
	}
	return 0, game.Unknown
}

// Solve returns the result from the table: who wins and in how many
// moves, or a draw. O(1).
func (p Position) Solve() game.Result {
	v, rem := p.result(p.mouse, p.cat, p.Turn())
	return game.MoverResult(p.Turn(), v, rem)
}

// Options values each move from the table: O(degree).
func (p Position) Options() []game.Option {
	var opts []game.Option
	for _, m := range p.Moves() {
		to := int(m.(To))
		mouse, cat := p.mouse, p.cat
		if p.Turn() == game.First {
			mouse = to
		} else {
			cat = to
		}
		v, rem := p.result(mouse, cat, p.Turn().Other())
		opts = append(opts, game.Option{Move: m, Value: -v, Remoteness: rem})
	}
	return opts
}

// Line returns an optimal line: the winner hurries, the loser holds out
// (game.Judge's choice); a drawn line stops before a position would
// repeat. At most 2n² moves, O(degree) each.
func (p Position) Line() game.Line {
	var l game.Line
	seen := map[[3]int]bool{{p.mouse, p.cat, int(p.Turn())}: true}
	for q := p; ; {
		best := game.Judge(q.Options()).Best
		if len(best) == 0 {
			return l
		}
		st, next, err := game.Apply(q, best[0].Move)
		if err != nil {
			return l // not reached: the options are legal moves
		}
		r := next.(Position)
		k := [3]int{r.mouse, r.cat, int(r.Turn())}
		if seen[k] {
			return l // a draw goes round: the position would repeat
		}
		seen[k] = true
		l = append(l, st)
		q = r
	}
}

// LineBound bounds the line: no position repeats in it.
func (p Position) LineBound() int64 { return int64(2 * len(p.b.adj) * len(p.b.adj)) }

// Describe says where the two are: "Mouse at 1, Cat at 2".
func (p Position) Describe() string {
	return fmt.Sprintf("Mouse at %d, Cat at %d", p.mouse, p.cat)
}

// Board draws the nodes, one cell each: H for the hole, M and C where the
// Mouse and the Cat are; a node the player to move may go to plays that
// move. O(n).
func (p Position) Board() game.Board {
	cells := make([]game.Cell, len(p.b.adj))
	for i := range cells {
		t := strconv.Itoa(i)
		switch {
		case i == p.mouse && i == p.cat:
			t += " MC"
		case i == p.mouse:
			t += " M"
		case i == p.cat:
			t += " C"
		case i == 0:
			t += " H"
		}
		cells[i].Text = t
	}
	for _, m := range p.Moves() {
		cells[int(m.(To))].Move = m
	}
	at := p.mouse
	if p.Turn() == game.Second {
		at = p.cat
	}
	return game.Board{Cells: cells, Note: fmt.Sprintf("the %s moves, from node %d to one of %v", CatAndMouse.Player(p.Turn()), at, p.b.adj[at])}
}

// Insight teaches retrograde analysis on this graph: how many positions
// each player wins and how many are draws, and what each of the mover's
// moves leads to. O(n²).
func (p Position) Insight() (game.Insight, bool) {
	var mouse, cat, draws int
	n := len(p.b.adj)
	for m := range n {
		for c := 1; c < n; c++ {
			for _, t := range []game.Player{game.First, game.Second} {
				v, _ := p.result(m, c, t)
				switch {
				case v == 0:
					draws++
				case (v > 0) == (t == game.First):
					mouse++
				default:
					cat++
				}
			}
		}
	}
	in := game.Insight{
		Title: "Solving backward from the ends: retrograde analysis",
		Paragraphs: []string{
			"The game can go round for ever, so a search forward from the start may meet a position that depends on itself. Instead, every position (where the Mouse is, where the Cat is, who moves) is solved **backward** from those where the game is over: the Mouse in the hole, or the two on one node.",
			"A position is **won** as soon as one move reaches a position lost for the other player, and **lost** once every move reaches a position the other player wins (a count of undecided moves tells when). Taking positions in the order they are decided gives the winner the quickest win and the loser the longest defence. Whatever is never decided is a **draw**: neither player can force a win. 2n² positions, each reached back along its edges once: O(n³).",
			fmt.Sprintf("On this graph of %d nodes: the Mouse wins %d positions, the Cat %d, and %d are draws.", n, mouse, cat, draws),
		},
		Head: []string{"move", "then", "in"},
	}
	for _, o := range p.Options() {
		then := "a draw"
		switch {
		case o.Value > 0:
			then = "the " + CatAndMouse.Player(p.Turn()) + " wins"
		case o.Value < 0:
			then = "the " + CatAndMouse.Player(p.Turn().Other()) + " wins"
		}
		in2 := ""
		if o.Remoteness >= 0 && o.Value != 0 {
			in2 = game.Count(o.Remoteness, "move")
		}
		in.Rows = append(in.Rows, []string{o.Move.String(), then, in2})
	}
	if len(in.Rows) == 0 {
		in.Head = nil
	}
	r := p.Solve()
	in.Footer = []string{fmt.Sprintf("From here (%s, the %s to move): %s.", p.Describe(), CatAndMouse.Player(p.Turn()), CatAndMouse.Verdict(r))}
	return in, true
}
