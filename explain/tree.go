package explain

import (
	"fmt"

	"stonegame/game"
)

// Tree is the recursion tree of the memoized negamax from the starting
// position: value(p) = max over moves of gain ∓ value(after). A position met
// again is a memo hit: its value is reused and it is not expanded. Finished
// positions are the base case and get no node: a call on one item is a leaf.
type Tree struct {
	Root *Node
	// Calls is the number of calls of the memoized recursion: the nodes of
	// the tree. Distinct of them were solved, Hits were memo hits.
	Calls, Distinct, Hits int
	// Naive is the number of calls the plain recursion, without a memo,
	// would make; Naive - Calls is what memoization saved.
	Naive int64
}

// Node is one call of the recursion.
type Node struct {
	Key   string    // the position's game.Position.Key
	Move  game.Move // the move that leads here; nil at the root
	Gain  int64     // what that move scores for its mover
	What  string    // what remains: "5 100 7"
	Turn  game.Player
	Value int64 // the value for the player to move (Turn)
	// Memo marks a memo hit: the position was solved earlier in the tree
	// and its value is reused.
	Memo bool
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
	calls    int
	solved   map[string]*Node // the expanded node of each position
	naive    map[string]int64
	distinct int
}

func (b *treeBuilder) visit(p game.Position, n *Node) error {
	b.calls++
	if b.calls > b.max {
		return errTooBig
	}
	n.Key, n.What, n.Turn = p.Key(), describe(p), p.Turn()
	if s, ok := b.solved[n.Key]; ok {
		n.Memo, n.Value = true, s.Value
		return nil
	}
	b.solved[n.Key] = n
	b.distinct++
	n.Value = p.Payoff()
	naive := int64(1)
	var vals []int64
	for k, m := range p.Moves() {
		gain, next, err := p.Play(m)
		if err != nil {
			return err
		}
		rest := next.Payoff()
		var c *Node
		if len(next.Moves()) > 0 {
			// A finished position is the base case: no call.
			c = &Node{Move: m, Gain: gain}
			if err := b.visit(next, c); err != nil {
				return err
			}
			rest = c.Value
			naive += b.naive[c.Key]
		}
		v := gain + rest
		if next.Turn() != p.Turn() {
			v = gain - rest
		}
		if k == 0 || v > n.Value {
			n.Value = v
		}
		if c != nil {
			n.Children = append(n.Children, c)
			vals = append(vals, v)
		}
	}
	b.naive[n.Key] = naive
	for k, c := range n.Children {
		c.Best = vals[k] == n.Value
	}
	return nil
}

// tree builds e.Tree when the position is small enough.
func (e *Explanation) tree(p game.Solvable, o Options) {
	if e.N > o.TreeMax {
		note := fmt.Sprintf("The recursion tree is drawn up to %d items; this input has %d, so it is left out: even with memoization it would have far too many nodes to read.", o.TreeMax, e.N)
		if e.Table != nil {
			note += " The DP table shows the same values."
		}
		e.Notes = append(e.Notes, note)
		return
	}
	b := &treeBuilder{max: o.TreeCalls, solved: map[string]*Node{}, naive: map[string]int64{}}
	root := &Node{}
	if err := b.visit(p, root); err != nil {
		e.Notes = append(e.Notes, fmt.Sprintf("The recursion tree is left out: with memoization it has more than %d calls, too many to read.", o.TreeCalls))
		return
	}
	root.Best, root.Line = true, true
	// Mark the line.
	n := root
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
		if next.Memo {
			break // its subtree was drawn where it was first solved
		}
		n = next
	}
	e.Tree = &Tree{Root: root, Calls: b.calls, Distinct: b.distinct, Hits: b.calls - b.distinct, Naive: b.naive[root.Key]}
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
