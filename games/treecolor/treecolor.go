// Package treecolor solves Binary Tree Coloring Game (LeetCode 1145): a
// binary tree of n nodes valued 1 to n; Alice has coloured the node x red;
// Bob colours any other node y blue; then, Alice first, each in turn
// colours an uncoloured neighbour (parent or child) of a node of their
// own colour, and a player who cannot passes; when neither can, the
// player with more nodes wins. LeetCode asks whether Bob has a y that
// wins.
//
// The positions are the whole game, so play and explain go move by move:
// Bob's choice of y is the first move (Bob is this game's first player),
// then the colourings. A pass is not a move: a player who cannot colour
// leaves the turn to the other (the position says whose turn it is), and
// the game ends when every node is coloured, which it always is in the
// end (the tree is connected). So every line lasts as many moves as there
// are uncoloured nodes: the remoteness is that count.
//
// The idea: each colour grows as one connected region, and the nodes of
// the tree split into three kinds. A part of the tree that only red
// touches will be red in the end, whatever anyone does, and likewise for
// blue; at most one uncoloured part touches both, and in it only the path
// from red to blue is contested: each player advances along it from their
// end, and whoever colours a node of the path gets everything hanging off
// it. Advancing is never worse than anything else, so the player to move
// gets the first half of the path, rounded up. That values every position
// in O(n).
//
// At the start, Bob can do no better than a neighbour of x: whatever y
// he picks lies in one of the (at most three) parts of the tree without
// x, he can never colour outside it, and the neighbour of x in it wins it
// all. So Bob wins iff one of x's left subtree, right subtree and the rest
// above x has more than n/2 nodes: O(n) from subtree sizes, LeetCode's
// solution.
//
//	p, _ := treecolor.New(treecolor.Level(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11), 11, 3)
//	p.Solve() // Bob wins in 10 moves: he colours 2, whose subtree has 6 of the 11 nodes
package treecolor

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"stonegame/game"
)

// MaxNodes is the most nodes New takes: Options at the start values each
// node Bob may pick in O(n), O(n²) in all.
const MaxNodes = 3000

// Colours, by the player who colours. Bob is player 1 of this game: he
// makes the first choice, y.
const (
	none = 0
	blue = game.First  // Bob
	red  = game.Second // Alice
)

// tree is the shape, shared by the positions of a game and never
// modified: node i (in level order) has value val[i], its parent and its
// children (-1 for none).
type tree struct {
	val                 []int64
	parent, left, right []int
	index               map[int64]int // value -> node
	x                   int           // Alice's node
}

// Level returns LeetCode's level-order form of a tree with no missing
// node, for examples: Level(1, 2, 3) is [1,2,3].
func Level(vals ...int64) []*int64 {
	l := make([]*int64, len(vals))
	for i := range vals {
		l[i] = &vals[i]
	}
	return l
}

// Position is a position of the game: the colour of every node and the
// player to move. It is immutable; Play returns a new one.
type Position struct {
	t      *tree
	colour []game.Player // by node: none, blue or red
	turn   game.Player
	left   int // uncoloured nodes
}

// New returns the start of the game: the tree in LeetCode's level order
// (nil for a missing child, trailing ones left out), its size n, and
// Alice's red node x; Bob, player 1 here, picks his node. It costs O(n).
// It returns an error for a level order that is not a tree (a child of a
// missing node), a size other than the tree's, repeated values, an x not
// in the tree, a tree of one node (Bob has no node to pick), and past
// [MaxNodes]. Values need not be 1 to n, nor n odd (then a draw is
// possible).
func New(level []*int64, n, x int64) (Position, error) {
	t, err := build(level)
	if err != nil {
		return Position{}, err
	}
	if m := int64(len(t.val)); m != n {
		return Position{}, fmt.Errorf("n = %d, but the tree has %d nodes", n, m)
	}
	i, ok := t.index[x]
	if !ok {
		return Position{}, fmt.Errorf("x = %d is not a node of the tree", x)
	}
	t.x = i
	p := Position{t: t, colour: make([]game.Player, len(t.val)), turn: blue, left: len(t.val) - 1}
	p.colour[i] = red
	return p, nil
}

// NewNodes is [New] for a tree given as nodes, the root first, each with
// the indexes of its children (the binary tree kind's form). It returns an
// error for a child index out of range and a node that is not the child
// of exactly one node. O(n).
func NewNodes(nodes []game.TreeNode, n, x int64) (Position, error) {
	if len(nodes) == 0 {
		return New(nil, n, x)
	}
	if len(nodes) > MaxNodes {
		return Position{}, fmt.Errorf("root has %d nodes: this solver takes at most %d (Options at the start is O(n²))", len(nodes), MaxNodes)
	}
	seen := make([]bool, len(nodes))
	seen[0] = true
	level := []*int64{&nodes[0].Val}
	queue := []int{0}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		for _, c := range [2]int{nodes[i].Left, nodes[i].Right} {
			switch {
			case c == -1:
				level = append(level, nil)
				continue
			case c < 0 || c >= len(nodes):
				return Position{}, fmt.Errorf("root's node %d has a child %d, and there are %d nodes", i, c, len(nodes))
			case seen[c]:
				return Position{}, fmt.Errorf("root's node %d is the child of two nodes, or the root's", c)
			}
			seen[c] = true
			level = append(level, &nodes[c].Val)
			queue = append(queue, c)
		}
	}
	if k := slices.Index(seen, false); k >= 0 {
		return Position{}, fmt.Errorf("root's node %d is not below the root", k)
	}
	return New(level, n, x)
}

// build reads a level order.
func build(level []*int64) (*tree, error) {
	for len(level) > 0 && level[len(level)-1] == nil {
		level = level[:len(level)-1]
	}
	if len(level) == 0 {
		return nil, fmt.Errorf("root = [] is an empty tree")
	}
	if level[0] == nil {
		return nil, fmt.Errorf("root[0] is null but more values follow: a missing root has no children")
	}
	t := &tree{index: map[int64]int{}}
	add := func(k int, parent int) int {
		v := *level[k]
		i := len(t.val)
		t.val = append(t.val, v)
		t.parent = append(t.parent, parent)
		t.left = append(t.left, -1)
		t.right = append(t.right, -1)
		t.index[v] = i
		return i
	}
	add(0, -1)
	k := 1
	for i := 0; i < len(t.val) && k < len(level); i++ {
		for side := 0; side < 2 && k < len(level); side, k = side+1, k+1 {
			if level[k] == nil {
				continue
			}
			if len(t.val) >= MaxNodes {
				return nil, fmt.Errorf("root has more than %d nodes: this solver takes at most %d (Options at the start is O(n²))", MaxNodes, MaxNodes)
			}
			if j, dup := t.index[*level[k]]; dup {
				return nil, fmt.Errorf("root[%d] = %d is the value of another node too (node %d of the level order): values must be distinct", k, *level[k], j)
			}
			c := add(k, i)
			if side == 0 {
				t.left[i] = c
			} else {
				t.right[i] = c
			}
		}
	}
	if k < len(level) {
		return nil, fmt.Errorf("root[%d] = %d has no parent: the nodes before it have no room for more children", k, *level[k])
	}
	return t, nil
}

// Node is a move: colour the node of this value (Bob's first choice, or
// an uncoloured neighbour of the mover's colour).
type Node int64

// String returns "node 5".
func (v Node) String() string { return "node " + strconv.FormatInt(int64(v), 10) }

// Label returns what a person types: "5".
func (v Node) Label() string { return strconv.FormatInt(int64(v), 10) }

// Phrase returns "colour node 5".
func (v Node) Phrase() string { return "colour " + v.String() }

// AppendJSON appends the node's value: 5.
func (v Node) AppendJSON(b []byte) []byte { return strconv.AppendInt(b, int64(v), 10) }

// ParseMove reads a [Node]: "5", "node 5", "colour 5", "color node 5".
// Whether it may be coloured is Play's to check.
func ParseMove(s string) (game.Move, error) {
	t := strings.ToLower(strings.TrimSpace(s))
	for _, p := range []string{"colour", "color", "node"} {
		t = strings.TrimSpace(strings.TrimPrefix(t, p))
	}
	v, err := strconv.ParseInt(t, 10, 64)
	if err != nil {
		return nil, fmt.Errorf("%q is not a move: type the value of the node to colour, as 5 or node 5", s)
	}
	return Node(v), nil
}

// neighbours calls f with each neighbour of node i.
func (t *tree) neighbours(i int, f func(j int)) {
	for _, j := range [3]int{t.parent[i], t.left[i], t.right[i]} {
		if j >= 0 {
			f(j)
		}
	}
}

// Turn returns the player to move.
func (p Position) Turn() game.Player { return p.turn }

// started reports whether Bob has picked his node.
func (p Position) started() bool { return p.left < len(p.colour)-1 }

// can reports whether player pl may colour node i.
func (p Position) can(pl game.Player, i int) bool {
	if p.colour[i] != none {
		return false
	}
	if !p.started() {
		return pl == blue
	}
	ok := false
	p.t.neighbours(i, func(j int) { ok = ok || p.colour[j] == pl })
	return ok
}

// hasMove reports whether player pl has a node to colour.
func (p Position) hasMove(pl game.Player) bool {
	for i := range p.colour {
		if p.can(pl, i) {
			return true
		}
	}
	return false
}

// Moves returns the nodes the player to move may colour, in level order.
func (p Position) Moves() []game.Move {
	var ms []game.Move
	for i := range p.colour {
		if p.can(p.turn, i) {
			ms = append(ms, Node(p.t.val[i]))
		}
	}
	return ms
}

// Play colours the node of move m. The turn passes to the other player
// if they have a node to colour, else stays (they pass). It returns an
// error for a move that is not a [Node], a value not in the tree, and a
// node already coloured or not next to the mover's colour. O(n).
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	v, ok := m.(Node)
	if !ok {
		return 0, nil, fmt.Errorf("%v is not a move of this game: colour a node, as 5", m)
	}
	i, ok := p.t.index[int64(v)]
	switch {
	case !ok:
		return 0, nil, fmt.Errorf("%v is not in the tree", m)
	case p.colour[i] == red:
		return 0, nil, fmt.Errorf("%v is already red", m)
	case p.colour[i] == blue:
		return 0, nil, fmt.Errorf("%v is already blue", m)
	case !p.can(p.turn, i):
		return 0, nil, fmt.Errorf("%v is not next to a %s node", m, colourName(p.turn))
	}
	return 0, p.after(i), nil
}

// after returns the position after the mover colours node i.
func (p Position) after(i int) Position {
	q := p
	q.colour = slices.Clone(p.colour)
	q.colour[i] = p.turn
	q.left--
	q.turn = p.turn.Other()
	if q.left > 0 && !q.hasMove(q.turn) {
		q.turn = p.turn
	}
	return q
}

func colourName(pl game.Player) string {
	if pl == red {
		return "red"
	}
	return "blue"
}

// Payoff returns, when every node is coloured, +1 if the player to move
// has more nodes, -1 if fewer, 0 if as many.
func (p Position) Payoff() int64 {
	var c [3]int
	for _, k := range p.colour {
		c[k]++
	}
	switch me, other := c[p.turn], c[p.turn.Other()]; {
	case me > other:
		return 1
	case me < other:
		return -1
	}
	return 0
}

// Key is the colours in level order and the player to move: "B.R..|B".
func (p Position) Key() string {
	b := make([]byte, 0, len(p.colour)+2)
	for _, k := range p.colour {
		b = append(b, ".BR"[k])
	}
	return string(append(b, '|', ".BR"[p.turn]))
}

// Final returns how many nodes Bob (blue) and Alice (red) have at the end
// under optimal play from p. O(n).
func (p Position) Final() (bob, alice int) {
	if !p.started() {
		s := p.bestPart()
		return s, len(p.colour) - s
	}
	return p.territory()
}

// parts returns the sizes of the parts of the tree without x: its left
// subtree, its right subtree and the rest above it, with the neighbour of
// x in each (-1 for an empty part). O(n).
func (t *tree) parts() (size [3]int, at [3]int) {
	count := func(i int) int {
		if i < 0 {
			return 0
		}
		n := 0
		stack := []int{i}
		for len(stack) > 0 {
			j := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			n++
			for _, c := range [2]int{t.left[j], t.right[j]} {
				if c >= 0 {
					stack = append(stack, c)
				}
			}
		}
		return n
	}
	at = [3]int{t.left[t.x], t.right[t.x], t.parent[t.x]}
	size[0], size[1] = count(at[0]), count(at[1])
	size[2] = len(t.val) - 1 - size[0] - size[1]
	return size, at
}

// bestPart returns the size of the largest part of the tree without x.
func (p Position) bestPart() int {
	size, _ := p.t.parts()
	return max(size[0], size[1], size[2])
}

// territory returns the final counts of blue and red from a position
// after Bob's pick, by the argument of the package doc: the parts only
// one colour touches are that colour's, and on the path between them the
// player to move gets the first half, rounded up. O(n).
func (p Position) territory() (bob, alice int) {
	n := len(p.colour)
	var c [3]int
	for _, k := range p.colour {
		c[k]++
	}
	comp := make([]int, n) // uncoloured component + 1, 0 when coloured
	var sizes []int
	var touches [][3]bool
	for s := range p.colour {
		if p.colour[s] != none || comp[s] != 0 {
			continue
		}
		id := len(sizes) + 1
		size, touch := 0, [3]bool{}
		stack := []int{s}
		comp[s] = id
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			size++
			p.t.neighbours(i, func(j int) {
				switch {
				case p.colour[j] != none:
					touch[p.colour[j]] = true
				case comp[j] == 0:
					comp[j] = id
					stack = append(stack, j)
				}
			})
		}
		sizes = append(sizes, size)
		touches = append(touches, touch)
	}
	contested := 0
	for k, size := range sizes {
		switch t := touches[k]; {
		case t[blue] && t[red]:
			contested = k + 1
		case t[blue]:
			c[blue] += size
		default:
			c[red] += size
		}
	}
	if contested != 0 {
		path, weight := p.path(comp, contested)
		// The mover takes ceil(k/2) path nodes from their own end.
		k := len(path)
		mine := (k + 1) / 2
		mover, other := p.turn, p.turn.Other()
		for i := range path {
			// path runs from the red end to the blue end.
			fromMover := i
			if mover == blue {
				fromMover = k - 1 - i
			}
			if fromMover < mine {
				c[mover] += weight[i]
			} else {
				c[other] += weight[i]
			}
		}
	}
	return c[blue], c[red]
}

// path returns the contested component's path from the node next to red
// to the node next to blue, and the nodes hanging off each path node,
// itself included. O(n).
func (p Position) path(comp []int, id int) (path []int, weight []int) {
	start, end := -1, -1
	for i := range p.colour {
		if comp[i] != id {
			continue
		}
		p.t.neighbours(i, func(j int) {
			if p.colour[j] == red {
				start = i
			}
			if p.colour[j] == blue {
				end = i
			}
		})
	}
	// Walk from start to end within the component: BFS parents.
	from := map[int]int{start: -1}
	queue := []int{start}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		p.t.neighbours(i, func(j int) {
			if _, seen := from[j]; !seen && comp[j] == id {
				from[j] = i
				queue = append(queue, j)
			}
		})
	}
	for i := end; i >= 0; i = from[i] {
		path = append(path, i)
	}
	slices.Reverse(path)
	on := map[int]int{} // node -> its place on the path
	for k, i := range path {
		on[i] = k
	}
	weight = make([]int, len(path))
	for k, s := range path {
		// Count the nodes reached from s without entering the path.
		stack := []int{s}
		seen := map[int]bool{s: true}
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			weight[k]++
			p.t.neighbours(i, func(j int) {
				if _, onPath := on[j]; !onPath && comp[j] == id && !seen[j] {
					seen[j] = true
					stack = append(stack, j)
				}
			})
		}
	}
	return path, weight
}

// outcome returns the value for the player to move: +1, -1 or 0.
func (p Position) outcome() int64 {
	if p.left == 0 {
		return p.Payoff()
	}
	bob, alice := p.Final()
	v := int64(0)
	switch {
	case bob > alice:
		v = 1
	case bob < alice:
		v = -1
	}
	if p.turn == red {
		v = -v
	}
	return v
}

// Solve returns who wins and the remoteness, the uncoloured nodes (every
// line colours them all, one a move); a draw's is unknown. O(n).
func (p Position) Solve() game.Result {
	v := p.outcome()
	rem := p.left
	if v == 0 {
		rem = game.Unknown
	}
	return game.MoverResult(p.turn, v, rem)
}

// Options values every move in the order of Moves: O(n) each.
func (p Position) Options() []game.Option {
	var opts []game.Option
	for i := range p.colour {
		if !p.can(p.turn, i) {
			continue
		}
		q := p.after(i)
		v := q.outcome()
		if q.turn != p.turn {
			v = -v
		}
		rem := q.left
		if v == 0 {
			rem = game.Unknown
		}
		opts = append(opts, game.Option{Move: Node(p.t.val[i]), Value: v, Remoteness: rem})
	}
	return opts
}

// best returns the node an optimal line colours: at the start the
// neighbour of x heading the largest part; then the next node of the
// contested path from the mover's end, or when nothing is contested the
// first node the mover may colour. -1 when the game is over. O(n).
func (p Position) best() int {
	if p.left == 0 {
		return -1
	}
	if !p.started() {
		size, at := p.t.parts()
		k := 0
		for j := 1; j < 3; j++ {
			if size[j] > size[k] {
				k = j
			}
		}
		return at[k]
	}
	n := len(p.colour)
	comp := make([]int, n)
	id := 0
	for s := range p.colour {
		if p.colour[s] != none || comp[s] != 0 {
			continue
		}
		id++
		touch := [3]bool{}
		stack := []int{s}
		comp[s] = id
		for len(stack) > 0 {
			i := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			p.t.neighbours(i, func(j int) {
				switch {
				case p.colour[j] != none:
					touch[p.colour[j]] = true
				case comp[j] == 0:
					comp[j] = id
					stack = append(stack, j)
				}
			})
		}
		if touch[red] && touch[blue] {
			path, _ := p.path(comp, id)
			if p.turn == red {
				return path[0]
			}
			return path[len(path)-1]
		}
	}
	for i := range p.colour {
		if p.can(p.turn, i) {
			return i
		}
	}
	return -1
}

// Line returns an optimal line: O(n) a move, O(n²) in all.
func (p Position) Line() game.Line {
	var l game.Line
	for st := range p.Steps {
		l = append(l, st)
	}
	return l
}

// Steps yields the steps of [Position.Line] without storing them.
func (p Position) Steps(yield func(game.Step) bool) {
	for {
		i := p.best()
		if i < 0 {
			return
		}
		if !yield(game.Step{Player: p.turn, Move: Node(p.t.val[i]), Index: i}) {
			return
		}
		p = p.after(i)
	}
}

// LineBound is the line's length: the uncoloured nodes.
func (p Position) LineBound() int64 { return int64(p.left) }

// Touches returns the node a move colours: its place in level order
// (missing nodes not counted), 1; or -1, 0.
func (p Position) Touches(m game.Move) (first, n int) {
	v, ok := m.(Node)
	if !ok {
		return -1, 0
	}
	i, ok := p.t.index[int64(v)]
	if !ok {
		return -1, 0
	}
	return i, 1
}

// Describe lists the nodes by colour: "blue 1 2; red 3; uncoloured 4 5".
func (p Position) Describe() string {
	var by [3][]string
	for i, k := range p.colour {
		by[k] = append(by[k], strconv.FormatInt(p.t.val[i], 10))
	}
	list := func(xs []string) string {
		if len(xs) == 0 {
			return "none"
		}
		if len(xs) > 16 {
			return strings.Join(xs[:8], " ") + fmt.Sprintf(" … (%d more) … ", len(xs)-16) + strings.Join(xs[len(xs)-8:], " ")
		}
		return strings.Join(xs, " ")
	}
	return fmt.Sprintf("blue (Bob) %s; red (Alice) %s; uncoloured %s", list(by[blue]), list(by[red]), list(by[none]))
}

// Board returns the nodes in level order, one cell a node: a coloured
// node is taken by its player, and each node the player to move may
// colour plays it. The note gives each node's parent, for the shape. O(n).
func (p Position) Board() game.Board {
	cells := make([]game.Cell, len(p.colour))
	for i := range cells {
		cells[i] = game.Cell{Values: []int64{p.t.val[i]}}
		if k := p.colour[i]; k != none {
			cells[i].Taken, cells[i].By = true, k
		} else if p.can(p.turn, i) {
			cells[i].Move = Node(p.t.val[i])
		}
	}
	var edges []string
	for i := 1; i < len(p.t.val) && i <= 15; i++ {
		side := "left"
		if p.t.right[p.t.parent[i]] == i {
			side = "right"
		}
		edges = append(edges, fmt.Sprintf("%d is %d's %s", p.t.val[i], p.t.val[p.t.parent[i]], side))
	}
	if len(p.t.val) > 16 {
		edges = append(edges, "…")
	}
	note := "nodes in level order, blue Bob's, red Alice's"
	if len(edges) > 0 {
		note += ": " + strings.Join(edges, ", ")
	}
	return game.Board{Cells: cells, Note: note}
}

// Insight explains the game on this instance: at the start, the three
// parts of the tree without x and why Bob takes a neighbour of x; later,
// the territories and the race on the contested path. O(n).
func (p Position) Insight() (game.Insight, bool) {
	n := len(p.colour)
	in := game.Insight{
		Title: "Bob cuts the tree at x: the three parts",
		Paragraphs: []string{
			"Each colour grows as one connected region, one neighbour at a time, and in the end every node is coloured. " +
				"Removing Alice's node x cuts the tree into at most **three parts**: x's left subtree, its right subtree, and the rest, above x. " +
				"Whatever node Bob picks lies in one part, and he can never colour outside it: every way out goes through x, which is red. " +
				"Picking the **neighbour of x** in that part, he walls Alice out of it and gets all of it. So Bob wins exactly when some part has more than half of the n nodes.",
			"Later in the game the same idea values every position: a part only one colour touches is that colour's; in the one part both touch, each player advances along the path between them from their end, and whoever colours a node of the path gets everything hanging off it. " +
				"Advancing is never worse than anything else, so the player to move gets the first half of the path, rounded up.",
		},
	}
	if !p.started() {
		size, at := p.t.parts()
		in.Head = []string{"part", "Bob picks", "nodes Bob gets", "Alice keeps"}
		names := [3]string{"left subtree of x", "right subtree of x", "above x"}
		for k := range size {
			pick := "—"
			if at[k] >= 0 {
				pick = strconv.FormatInt(p.t.val[at[k]], 10)
			}
			in.Rows = append(in.Rows, []string{names[k], pick, strconv.Itoa(size[k]), strconv.Itoa(n - size[k])})
		}
		best := max(size[0], size[1], size[2])
		verdict := fmt.Sprintf("The largest part has %d of the %d nodes", best, n)
		switch {
		case 2*best > n:
			verdict += fmt.Sprintf(", more than half: Bob wins, %d to %d.", best, n-best)
		case 2*best == n:
			verdict += fmt.Sprintf(", exactly half: a draw at best for Bob, %d to %d.", best, n-best)
		default:
			verdict += fmt.Sprintf(", not more than half: Alice wins, %d to %d at least.", n-best, best)
		}
		in.Footer = []string{verdict}
		return in, true
	}
	bob, alice := p.Final()
	in.Title = "Territories and the race on the contested path"
	in.Footer = []string{fmt.Sprintf("From here, under optimal play, Bob ends with %d nodes and Alice with %d.", bob, alice)}
	return in, true
}

// Draw draws an instance of about n nodes (odd, at least 3) for check
// and random games: a random shape, values 1 to n in level order, and a
// random x, as LeetCode's constraints want. It returns the level order.
func Draw(r *rand.Rand, n int) (level []*int64, size, x int64) {
	n = max(3, min(n, MaxNodes-1)|1)
	children := make([][2]int, n) // node i's children, -1 for none
	for i := range children {
		children[i] = [2]int{-1, -1}
	}
	free := [][2]int{{0, 0}, {0, 1}} // free child slots: node, side
	for i := 1; i < n; i++ {
		k := r.IntN(len(free))
		f := free[k]
		free[k] = free[len(free)-1]
		free = free[:len(free)-1]
		children[f[0]][f[1]] = i
		free = append(free, [2]int{i, 0}, [2]int{i, 1})
	}
	queue := []int{0}
	v := int64(0)
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		if i < 0 {
			level = append(level, nil)
			continue
		}
		v++
		val := v
		level = append(level, &val)
		queue = append(queue, children[i][0], children[i][1])
	}
	for len(level) > 0 && level[len(level)-1] == nil {
		level = level[:len(level)-1]
	}
	return level, int64(n), 1 + r.Int64N(int64(n))
}
