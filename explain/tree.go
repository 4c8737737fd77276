package explain

import (
	"fmt"

	"stonegame/game"
)

// Tree is the recursion tree of the memoized negamax from the starting
// position: value(p) = max over moves of gain ∓ value(after). A position met
// again is a memo hit: its value is reused and it is not expanded. A move
// that ends the game leads to a leaf for the finished position, the base
// case, whose value the rules give: it is not a call. A position met again
// on the path from the root to it (a loopy game's cycle) is a repeat: it is
// not expanded, and its value is the game's solver's; the tree stays
// within Options.TreeCalls calls either way.
type Tree struct {
	Root *Node
	// Calls is the number of calls of the memoized recursion: the nodes of
	// the tree but the finished positions. Distinct of them were solved,
	// Hits were memo hits, Repeats came back to a position on their path.
	Calls, Distinct, Hits, Repeats int
	// Naive is the number of calls the plain recursion, without a memo,
	// would make; Naive - Calls is what memoization saved. It means
	// nothing when Repeats is not 0: the plain recursion would never end.
	Naive int64
	// Grundy says that some node has a Grundy value (an impartial game).
	Grundy bool
	// Again says that some move of the tree is an extra turn: the same
	// player moves after it, and its value adds the next one's.
	Again bool
}

// Node is one call of the recursion, or a finished position (End).
type Node struct {
	Key   string    // the position's game.Position.Key
	Move  game.Move // the move that leads here; nil at the root
	Gain  int64     // what that move scores for its mover
	What  string    // what remains: "5 100 7"
	Turn  game.Player
	Value int64 // the value for the player to move (Turn)
	// Remoteness, in a win/lose game, is the position's remoteness, found
	// by the recursion as it finds the value: 0 at the end, 1 + the least
	// over the winning moves for a won position, 1 + the most over all
	// moves for a lost one; [game.Unknown] for a draw and where it is not
	// known (a repeat whose solver does not know it).
	Remoteness int
	// Grundy is the position's Sprague–Grundy value when HasGrundy: the
	// position is a [game.Impartial] that knows it.
	Grundy    uint64
	HasGrundy bool
	// Memo marks a memo hit: the position was solved earlier in the tree
	// and its value is reused.
	Memo bool
	// End marks a finished position: the move that leads here ends the
	// game, and the value is the rules' (the position's payoff).
	End bool
	// Repeat marks a position already on the path from the root to it: the
	// recursion would go round for ever, so it is not expanded and its
	// value is the game's solver's.
	Repeat bool
	// Best marks a node reached by an optimal move of its parent.
	Best bool
	// Line marks the nodes of the walk-through's line, down to the first
	// memo hit on it (whose subtree was drawn where it was first solved).
	Line     bool
	Children []*Node
}

// errTooBig stops the tree when it has more calls than allowed.
var errTooBig = fmt.Errorf("tree too big")

type treeBuilder struct {
	max      int
	wl       bool // a win/lose game: find the remoteness
	calls    int
	solved   map[string]*Node // the expanded node of each position
	naive    map[string]int64
	path     map[string]bool // the positions on the path from the root to the call
	distinct int
	repeats  int
	grundy   bool
	again    bool // some move keeps the turn
}

// label fills what every node says about its position p.
func (b *treeBuilder) label(p game.Position, n *Node) {
	n.Key, n.What, n.Turn, n.Remoteness = p.Key(), describe(p), p.Turn(), game.Unknown
	if imp, ok := p.(game.Impartial); ok {
		if g, ok := imp.Grundy(); ok {
			n.Grundy, n.HasGrundy, b.grundy = g, true, true
		}
	}
}

// visit is one call of the recursion on p, a position with a legal move.
func (b *treeBuilder) visit(p game.Position, n *Node) error {
	b.calls++
	if b.calls > b.max {
		return errTooBig
	}
	b.label(p, n)
	if b.path[n.Key] {
		n.Repeat = true
		b.repeats++
		if s, ok := p.(game.Solvable); ok {
			r := s.Solve()
			n.Value = r.For(n.Turn)
			if b.wl {
				n.Remoteness = r.Remoteness
			}
		}
		return nil
	}
	if s, ok := b.solved[n.Key]; ok {
		n.Memo, n.Value, n.Remoteness = true, s.Value, s.Remoteness
		return nil
	}
	b.solved[n.Key] = n
	b.distinct++
	b.path[n.Key] = true
	defer delete(b.path, n.Key)
	naive := int64(1)
	var opts []game.Option // the children's worth to the mover, for the remoteness
	var rems []int
	for k, m := range p.Moves() {
		gain, next, err := p.Play(m)
		if err != nil {
			return err
		}
		c := &Node{Move: m, Gain: gain}
		if game.Over(next) {
			// A finished position is the base case: no call.
			b.label(next, c)
			c.End, c.Value, c.Remoteness = true, next.Payoff(), 0
		} else {
			if err := b.visit(next, c); err != nil {
				return err
			}
			naive += b.naive[c.Key]
		}
		v := gain + c.Value
		if next.Turn() != p.Turn() {
			v = gain - c.Value
		} else {
			b.again = true
		}
		if k == 0 || v > n.Value {
			n.Value = v
		}
		n.Children = append(n.Children, c)
		opts = append(opts, game.Option{Move: m, Gain: gain, Value: v})
		r := game.Unknown
		if c.Remoteness >= 0 {
			r = 1 + c.Remoteness
		}
		rems = append(rems, r)
	}
	b.naive[n.Key] = naive
	var known []int // the remoteness the verdict counts: a win/lose game's
	if b.wl {
		n.Remoteness = moverRemoteness(opts, rems)
		known = rems
	}
	j, judged := judge(opts, known)
	for k, c := range n.Children {
		c.Best = j.Of(judged[k]).Optimal()
	}
	return nil
}

// tree builds e.Tree when the position is small enough, and returns its
// builder, whose solved positions the walk looks the remoteness up in, or
// nil and the note that says why it is left out. The optimal line is
// marked later, by markLine.
func (e *Explanation) tree(p game.Solvable, o Options) (*treeBuilder, string) {
	if e.N > o.TreeMax {
		note := fmt.Sprintf("The recursion tree is drawn up to %d items; this input has %d, so it is left out: even with memoization it would have far too many nodes to read.", o.TreeMax, e.N)
		if e.Table != nil {
			note += " The DP table shows the same values."
		}
		return nil, note
	}
	b := &treeBuilder{max: o.TreeCalls, wl: e.winLose(), solved: map[string]*Node{}, naive: map[string]int64{}, path: map[string]bool{}}
	root := &Node{}
	if err := b.visit(p, root); err != nil {
		return nil, fmt.Sprintf("The recursion tree is left out: with memoization it has more than %d calls, too many to read.", o.TreeCalls)
	}
	root.Best, root.Line = true, true
	e.Tree = &Tree{Root: root, Calls: b.calls, Distinct: b.distinct, Hits: b.calls - b.distinct - b.repeats, Repeats: b.repeats, Naive: b.naive[root.Key], Grundy: b.grundy, Again: b.again}
	return b, ""
}

// remoteness returns the remoteness the tree found for p, [game.Unknown]
// when it did not solve p (or b is nil).
func (b *treeBuilder) remoteness(p game.Position) int {
	if b == nil {
		return game.Unknown
	}
	if n, ok := b.solved[p.Key()]; ok {
		return n.Remoteness
	}
	return game.Unknown
}

// markLine marks the walk-through's line in the tree, down to the first
// memo hit or repeat on it.
func (e *Explanation) markLine() {
	if e.Tree == nil {
		return
	}
	n := e.Tree.Root
	for _, m := range e.Moves {
		var next *Node
		for _, c := range n.Children {
			if c.Move == m.Move {
				next = c
			}
		}
		if next == nil {
			break
		}
		next.Line = true
		if next.Memo || next.Repeat {
			break // its subtree was drawn where it was first solved
		}
		n = next
	}
}

// Walk calls f for every node of t in depth-first order, with its depth
// (0 at the root) and whether it is the last child of its parent.
func (t *Tree) Walk(f func(n *Node, depth int, last []bool)) {
	var rec func(n *Node, last []bool)
	rec = func(n *Node, last []bool) {
		f(n, len(last), last)
		for k, c := range n.Children {
			rec(c, append(last[:len(last):len(last)], k == len(n.Children)-1))
		}
	}
	rec(t.Root, nil)
}

// treeRow is one line of the tree as the printers draw it: a node, or a
// run of finished positions side by side that end the game the same way
// (Group, more than two of them: can-i-win's last picks), drawn as one
// line.
type treeRow struct {
	n     *Node   // the node, or the first of Group
	group []*Node // the run drawn as one line; nil for a single node
	depth int
	last  []bool // for each depth, whether the node is the last child
}

// groupMin is the shortest run of finished siblings drawn as one line.
const groupMin = 3

// rows returns the lines of t in depth-first order, runs of at least
// groupMin finished siblings off the optimal line with the same value
// (and Grundy value) joined into one.
func (t *Tree) rows() []treeRow {
	var rows []treeRow
	var rec func(n *Node, last []bool)
	rec = func(n *Node, last []bool) {
		rows = append(rows, treeRow{n: n, depth: len(last), last: last})
		kids := n.Children
		for k := 0; k < len(kids); {
			j := k
			for j < len(kids) && sameEnd(kids[k], kids[j]) {
				j++
			}
			if j-k >= groupMin {
				rows = append(rows, treeRow{n: kids[k], group: kids[k:j], depth: len(last) + 1, last: append(last[:len(last):len(last)], j == len(kids))})
				k = j
				continue
			}
			rec(kids[k], append(last[:len(last):len(last)], k == len(kids)-1))
			k++
		}
	}
	rec(t.Root, nil)
	return rows
}

// sameEnd reports whether b ends the game as a does, both finished
// positions off the optimal line, for a row of the tree.
func sameEnd(a, b *Node) bool {
	return a.End && b.End && !a.Line && !b.Line && a.Value == b.Value && a.Turn == b.Turn && a.HasGrundy == b.HasGrundy && a.Grundy == b.Grundy
}

// grouped reports whether some row of t is a group of finished positions.
func (t *Tree) grouped() bool {
	for _, r := range t.rows() {
		if r.group != nil {
			return true
		}
	}
	return false
}
