package game

import (
	"fmt"
	"slices"
	"strconv"
)

// treeKind is a binary tree (LeetCode's TreeNode), written in LeetCode's
// level order: root = [1,2,3,null,5], the root, then the children of each
// node present, left to right, level by level, null for a missing child,
// trailing nulls left out; [] is the empty tree. MinLen and MaxLen bound
// its number of nodes, Min and Max each node's value; with Distinct, the
// values of a tree of n nodes are 1 to n, each once (LeetCode 1145).
type treeKind struct{}

var treeTypes = typeNames("Optional[TreeNode]", "*TreeNode", "TreeNode*", "TreeNode", "TreeNode")

func (treeKind) name() string              { return "TreeNode" }
func (treeKind) article() string           { return "a binary tree" }
func (treeKind) example() string           { return "[1,2,3,null,5]" }
func (treeKind) syntax() Syntax            { return JSONValue }
func (treeKind) unit() string              { return "nodes" }
func (treeKind) typeIn(lang string) string { return treeTypes(lang) }
func (treeKind) takes() []string {
	return []string{"min", "max", "min_len", "max_len", "distinct"}
}

// TreeNode is one node of a binary tree held by an [Arg]: its value and
// the indexes of its children among the tree's nodes, -1 for none. The
// root is node 0.
type TreeNode struct {
	Val         int64
	Left, Right int
}

// TreeOf returns the tree of nodes as an Arg of kind [Tree]; it keeps
// nodes, not a copy. Node 0 is the root; every other node must be the
// child of exactly one node, as [Param.Check] checks.
func TreeOf(nodes ...TreeNode) Arg {
	if nodes == nil {
		nodes = []TreeNode{}
	}
	return Arg{kind: Tree, tree: nodes}
}

// Tree returns a binary tree's nodes, the root first, shared with a (nil
// for another kind).
func (a Arg) Tree() []TreeNode {
	if a.kind != Tree {
		return nil
	}
	return a.tree
}

func (treeKind) constraint(p Param) string {
	s := fmt.Sprintf("the number of nodes of %s is in the range [%d, %s]", p.Name, p.MinLen, bound(int64(p.MaxLen)))
	if p.MaxLen <= 0 {
		s = fmt.Sprintf("%s has at least %d nodes", p.Name, p.MinLen)
	}
	if p.Distinct {
		return s + ", the values of its n nodes are 1 to n, each once"
	}
	return s + fmt.Sprintf(", %s <= Node.val <= %s", bound(p.Min), bound(p.Max))
}

func (treeKind) check(p Param, a Arg) error {
	n := len(a.tree)
	if n < p.MinLen || p.MaxLen > 0 && n > p.MaxLen {
		return paramErrorf(p, nil, "%s has %d nodes, outside %s", p.Name, n, p.Constraint())
	}
	parents := make([]int, n)
	seen := make([]bool, n+1)
	for i, nd := range a.tree {
		for _, c := range []int{nd.Left, nd.Right} {
			if c == -1 {
				continue
			}
			if c <= 0 || c >= n {
				return paramErrorf(p, nil, "%s's node %d has a child %d, and there are %d nodes", p.Name, i, c, n)
			}
			if parents[c]++; parents[c] > 1 {
				return paramErrorf(p, nil, "%s's node %d has two parents", p.Name, c)
			}
		}
		switch {
		case p.Distinct && (nd.Val < 1 || nd.Val > int64(n) || seen[nd.Val]):
			return paramErrorf(p, nil, "%s has the value %d: %s", p.Name, nd.Val, p.Constraint())
		case p.Distinct:
			seen[nd.Val] = true
		case nd.Val < p.Min || nd.Val > p.Max:
			return paramErrorf(p, nil, "%s has the value %d, outside %s", p.Name, nd.Val, p.Constraint())
		}
	}
	for c := 1; c < n; c++ {
		if parents[c] == 0 {
			return paramErrorf(p, nil, "%s's node %d has no parent", p.Name, c)
		}
	}
	return nil
}

// levelOrder returns t in LeetCode's level order: values, and -1 standing
// for null where ok is false.
func levelOrder(t []TreeNode) (vals []int64, present []bool) {
	if len(t) == 0 {
		return nil, nil
	}
	queue := []int{0}
	for len(queue) > 0 {
		i := queue[0]
		queue = queue[1:]
		if i < 0 {
			vals, present = append(vals, 0), append(present, false)
			continue
		}
		vals, present = append(vals, t[i].Val), append(present, true)
		queue = append(queue, t[i].Left, t[i].Right)
	}
	for len(present) > 0 && !present[len(present)-1] {
		vals, present = vals[:len(vals)-1], present[:len(present)-1]
	}
	return vals, present
}

func (treeKind) appendValue(b []byte, a Arg) []byte {
	vals, present := levelOrder(a.tree)
	b = append(b, '[')
	for i, v := range vals {
		if i > 0 {
			b = append(b, ',')
		}
		if present[i] {
			b = strconv.AppendInt(b, v, 10)
		} else {
			b = append(b, "null"...)
		}
	}
	return append(b, ']')
}

// fromValue reads a tree in level order ([]any of integers and nil), or
// a tree's nodes ([]TreeNode, as Value gives them).
func (treeKind) fromValue(p Param, v any) (Arg, error) {
	if t, ok := v.([]TreeNode); ok {
		return TreeOf(append([]TreeNode(nil), t...)...), nil
	}
	xs, ok := v.([]any)
	if !ok {
		return Arg{}, paramErrorf(p, nil, "%s is not an array of integers and nulls, a binary tree in level order", jsonWhat(v))
	}
	type slot struct{ node, side int }
	var nodes []TreeNode
	var open []slot // the children not yet given, in level order
	for i, x := range xs {
		child := -1
		if x != nil {
			val, ok := jsonNumber(x)
			if !ok {
				return Arg{}, paramErrorf(p, []int{i}, "%s is not an integer or null", jsonWhat(x))
			}
			child = len(nodes)
			nodes = append(nodes, TreeNode{Val: val, Left: -1, Right: -1})
		}
		switch {
		case i == 0 && child < 0 && len(xs) > 1:
			return Arg{}, paramErrorf(p, []int{0}, "a tree whose root is null has no other node")
		case i == 0:
		case len(open) == 0:
			return Arg{}, paramErrorf(p, []int{i}, "no node is left to be its parent: every node before it has both children")
		default:
			if s := open[0]; s.side == 0 {
				nodes[s.node].Left = child
			} else {
				nodes[s.node].Right = child
			}
			open = open[1:]
		}
		if child >= 0 {
			open = append(open, slot{child, 0}, slot{child, 1})
		}
	}
	return TreeOf(nodes...), nil
}

func (treeKind) value(a Arg) any  { return a.tree }
func (treeKind) length(a Arg) int { return len(a.tree) }
func (treeKind) numbers(a Arg) int {
	return 3 * len(a.tree)
}

// make draws a random tree of n nodes (at least MinLen): each node after
// the root hangs from a free child slot picked among those open (a
// RowLen pick), its value picked within Min and Max (an Item), or, with
// Distinct, the values 1 to n shuffled by Item picks.
func (treeKind) make(p Param, n int, pick func(slot Slot, lo, hi int64, i int) int64) Arg {
	n = max(n, p.MinLen)
	nodes := make([]TreeNode, n)
	type slot struct{ node, side int }
	var open []slot
	for i := range nodes {
		nodes[i] = TreeNode{Left: -1, Right: -1}
		if i > 0 {
			k := int(clamp(pick(RowLen, 0, int64(len(open)-1), i), 0, int64(len(open)-1)))
			s := open[k]
			open = append(open[:k], open[k+1:]...)
			if s.side == 0 {
				nodes[s.node].Left = i
			} else {
				nodes[s.node].Right = i
			}
		}
		open = append(open, slot{i, 0}, slot{i, 1})
	}
	if p.Distinct {
		for i := range nodes {
			nodes[i].Val = int64(i + 1)
		}
		for i := n - 1; i > 0; i-- { // a Fisher–Yates shuffle
			j := int(clamp(pick(Item, 0, int64(i), i), 0, int64(i)))
			nodes[i].Val, nodes[j].Val = nodes[j].Val, nodes[i].Val
		}
	} else {
		for i := range nodes {
			nodes[i].Val = clamp(pick(Item, p.Min, p.Max, i), p.Min, p.Max)
		}
	}
	return normalTree(nodes)
}

// normalTree renumbers a tree's nodes in level order, as reading its
// level order gives them, so that equal trees are equal Args.
func normalTree(t []TreeNode) Arg {
	if len(t) == 0 {
		return TreeOf()
	}
	order := []int{0}
	for k := 0; k < len(order); k++ {
		for _, c := range []int{t[order[k]].Left, t[order[k]].Right} {
			if c >= 0 {
				order = append(order, c)
			}
		}
	}
	index := make([]int, len(t))
	for k, i := range order {
		index[i] = k
	}
	out := make([]TreeNode, len(order))
	for k, i := range order {
		out[k] = TreeNode{Val: t[i].Val, Left: -1, Right: -1}
		if c := t[i].Left; c >= 0 {
			out[k].Left = index[c]
		}
		if c := t[i].Right; c >= 0 {
			out[k].Right = index[c]
		}
	}
	return TreeOf(out...)
}

func (treeKind) describe(p Param, a Arg, edge int) string {
	return fmt.Sprintf("%s, a binary tree of %s: %s", p.Name, Count(len(a.tree), "node"), a.AppendValue(nil))
}

// shrinkSize removes each subtree (a node and all below it), the deepest
// first, then each two leaves together (a game that wants an odd number
// of nodes, as 1145 does, shrinks by two).
func (treeKind) shrinkSize(args Args, k int, try func(Args) bool) bool {
	t := args[k].tree
	for i := len(t) - 1; i >= 0; i-- {
		if c := cutSubtree(t, i); !try(with(args, k, c)) {
			return false
		}
	}
	var leaves []int
	for i, nd := range t {
		if i > 0 && nd.Left < 0 && nd.Right < 0 {
			leaves = append(leaves, i)
		}
	}
	for a := len(leaves) - 1; a >= 0; a-- {
		for b := a - 1; b >= 0; b-- {
			if c := cutSubtree(t, leaves[a], leaves[b]); !try(with(args, k, c)) {
				return false
			}
		}
	}
	return true
}

// cutSubtree returns t without the nodes cut and the nodes below them,
// renumbered in level order; values 1 to n are made 1 to m again, keeping
// their order.
func cutSubtree(t []TreeNode, cut ...int) Arg {
	c := make([]TreeNode, len(t))
	copy(c, t)
	if slices.Contains(cut, 0) {
		return TreeOf()
	}
	for j := range c {
		if slices.Contains(cut, c[j].Left) {
			c[j].Left = -1
		}
		if slices.Contains(cut, c[j].Right) {
			c[j].Right = -1
		}
	}
	out := normalTree(c)
	if permutation(t) {
		// Values 1 to n stay 1 to m, in the same order.
		vals := make([]int64, len(out.tree))
		for j, nd := range out.tree {
			vals[j] = nd.Val
		}
		sorted := slices.Clone(vals)
		slices.Sort(sorted)
		for j, v := range vals {
			r, _ := slices.BinarySearch(sorted, v)
			out.tree[j].Val = int64(r + 1)
		}
	}
	return out
}

// permutation reports whether t's values are 1 to n, each once.
func permutation(t []TreeNode) bool {
	seen := make([]bool, len(t)+1)
	for _, nd := range t {
		if nd.Val < 1 || nd.Val > int64(len(t)) || seen[nd.Val] {
			return false
		}
		seen[nd.Val] = true
	}
	return true
}

// shrinkValues moves each value toward zero (or the bound nearest it);
// a tree of distinct values 1..n keeps them (its size shrinks instead).
func (treeKind) shrinkValues(args Args, k int, p Param, try func(Args) bool) bool {
	t := args[k].tree
	if p.Distinct {
		return true
	}
	cells := make([]int64, len(t))
	for i, nd := range t {
		cells[i] = nd.Val
	}
	return cellsToward(args, k, p, cells, func(ys []int64) Arg { return treeWithVals(t, ys) }, try)
}

func treeWithVals(t []TreeNode, ys []int64) Arg {
	c := make([]TreeNode, len(t))
	for i, nd := range t {
		c[i] = TreeNode{Val: ys[i], Left: nd.Left, Right: nd.Right}
	}
	return TreeOf(c...)
}

func (treeKind) shrinkTogether(args Args, k int, p Param, try func(Args) bool) bool {
	t := args[k].tree
	if p.Distinct {
		return true
	}
	cells := make([]int64, len(t))
	for i, nd := range t {
		cells[i] = nd.Val
	}
	return together(cells, zeroOf(p), false, func(ys []int64) bool { return try(with(args, k, treeWithVals(t, ys))) })
}

func (treeKind) minimal(p Param, a Arg) (bool, int64) {
	if len(a.tree) > p.MinLen {
		return false, 0
	}
	if p.Distinct {
		return true, 0
	}
	for _, nd := range a.tree {
		if nd.Val != zeroOf(p) {
			return false, 0
		}
	}
	return true, 0
}

func (treeKind) places(p Param, a Arg, k int) []Place {
	if p.Distinct {
		return nil // no value changes alone
	}
	ps := make([]Place, len(a.tree))
	for i := range a.tree {
		ps[i] = Place{Name: fmt.Sprintf("%s node %d", p.Name, i), Lo: p.Min, Hi: p.Max, k: k, i: i}
	}
	return ps
}

func (treeKind) placeValue(pl Place, a Arg) int64    { return a.tree[pl.i].Val }
func (treeKind) placeWith(pl Place, a *Arg, v int64) { a.tree[pl.i].Val = v }

func (treeKind) size(a Arg) (int, bool)         { return len(a.tree), true }
func (treeKind) sizes(p Param) (int, int, bool) { return lengthSizes(p) }

// pastLimit makes a tree of Limit + 1 nodes, each the least value.
func (treeKind) pastLimit(p Param, _ Arg, most int) (Arg, bool) {
	if p.Limit+1 > int64(most/24) {
		return Arg{}, false
	}
	return treeKind{}.make(p, int(p.Limit+1), func(_ Slot, lo, _ int64, _ int) int64 { return lo }), true
}

func (treeKind) repeat(Param, string) string { return "" }
