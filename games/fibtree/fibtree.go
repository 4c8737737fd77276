// Package fibtree solves Subtree Removal Game with Fibonacci Tree (LeetCode
// 2005): the Fibonacci tree order(n), where order(0) is empty, order(1) a
// single node and order(n) a root with order(n − 2) on the left and
// order(n − 1) on the right; Alice and Bob alternately select a node and
// remove it with its subtree, Alice first; the player forced to remove the
// root loses.
//
// Removing the root is never a good move (it loses at once), so the game
// is Green Hackenbush on a rooted tree: a player who has only the root
// left has lost. The colon principle gives its Grundy value: a tree is
// worth the XOR, over the root's children, of (the child's subtree's value
// + 1). For Fibonacci trees, g(1) = 0 and g(k) = (g(k − 2) + 1) XOR (g(k −
// 1) + 1) (a missing child, order(0), adds nothing), which is 0 exactly
// when k mod 6 = 1: Alice wins iff n mod 6 ≠ 1. Solve is O(1) from the
// values, kept along every position's modified path.
//
// order(n) has F(n+2) − 1 nodes, and every node is a move, so the moves
// are listed for n up to [MaxN] (196,417 nodes). A winning move is found
// by the colon principle too, walking down from the root to a subtree
// whose value must change, in O(depth × values) (see [Position.Line]).
// The remoteness is searched, over the trees a position can become, for
// trees of at most [RemoteMax] nodes, and is [game.Unknown] above.
//
//	p, _ := fibtree.New(3)
//	p.Solve() // Alice wins in 1 move: she cuts the right child's child
package fibtree

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"

	"stonegame/game"
)

// SubtreeRemoval is LeetCode 2005, as the registry lists it.
var SubtreeRemoval = &game.Spec{
	Name:    "subtree-removal-game-with-fibonacci-tree",
	Aliases: []string{"2005", "leetcode-2005", "fibonacci-tree"},
	Title:   "Subtree Removal Game with Fibonacci Tree (LeetCode 2005)",
	Rules:   "the Fibonacci tree order(n): order(1) is one node, order(n) a root with order(n − 2) on the left and order(n − 1) on the right; the players alternately remove a node with its subtree, Alice first; the player forced to remove the root loses",
	Players: [2]string{"Alice", "Bob"},
	Kind:    game.WinLose,
	Params: []game.Param{{Name: "n", Kind: game.Int, Min: 1, Max: 100,
		Limit: MaxN, LimitWhy: "every node of order(n) is a move, and it has F(n+2) − 1 nodes, 196417 at n = 25 (the answer is still: Alice wins iff n mod 6 ≠ 1)"}},
	Func: "findGameWinner",
	Examples: []game.Example{
		{Args: game.Args{game.IntOf(3)}, Answer: "true"},
		{Args: game.Args{game.IntOf(1)}, Answer: "false"},
		{Args: game.Args{game.IntOf(2)}, Answer: "true"},
	},
	New:        game.FromInt("n", New),
	Generate:   generate,
	Answer:     game.AnswerFirstWins,
	AnswerType: "boolean",
	AnswerRule: "true if Alice wins",
	ParseMove:  ParseMove,
	MoveHelp:   "the node to cut, as its path from the root: L (the root's left child), RL, or root",
	Say: func(b []byte, who string, s game.Step) []byte {
		if c, ok := s.Move.(Cut); ok {
			if c.Len == 0 {
				return fmt.Appendf(b, "%s removes the root", who)
			}
			return fmt.Appendf(b, "%s cuts the subtree at %s", who, c.Path())
		}
		return fmt.Appendf(b, "%s plays %v", who, s.Move)
	},
	// The tree has about φ^n nodes, every one a move: Options and Line
	// are exponential in n.
	OptionsCost: game.Exponential,
	LineCost:    game.Exponential,
}

// generate draws an instance for check and random games: an order from 1
// to size/2 (at least 1, at most MaxN). The integer is not the size of the
// game: order(9) has 88 nodes, and the oracles of the front ends' tests
// explore every tree a position can become, so size 9 gives orders up to
// 4, check's 24 up to 12 and its default 100 every order up to 25.
func generate(r *rand.Rand, size int) (game.Args, error) {
	top := min(max(size/2, 1), MaxN)
	return game.Args{game.IntOf(int64(1 + r.IntN(top)))}, nil
}

// MaxN is the largest n New takes: order(25) has 196,417 nodes.
const MaxN = 25

// RemoteMax is the most nodes a tree may have for its remoteness to be
// searched.
const RemoteMax = 20

// Cut is a move: remove the node at the end of a path from the root and
// its subtree. Bit i of Bits is the step at depth i: 0 left, 1 right; Len
// is the path's length, 0 for the root.
type Cut struct {
	Bits uint64
	Len  uint8
}

// Path returns the path: "LRR", or "" for the root.
func (c Cut) Path() string {
	b := make([]byte, c.Len)
	for i := range b {
		b[i] = 'L'
		if c.Bits>>i&1 == 1 {
			b[i] = 'R'
		}
	}
	return string(b)
}

// child returns the cut one step further down: left (dir 0) or right.
func (c Cut) child(dir uint64) Cut { return Cut{Bits: c.Bits | dir<<c.Len, Len: c.Len + 1} }

// String returns "cut LRR", or "cut root".
func (c Cut) String() string { return "cut " + c.Label() }

// Label returns what a person types: "LRR", or "root".
func (c Cut) Label() string {
	if c.Len == 0 {
		return "root"
	}
	return c.Path()
}

// AppendJSON appends the move as a JSON string, its Label: "LRR", "root".
func (c Cut) AppendJSON(b []byte) []byte {
	b = append(b, '"')
	return append(append(b, c.Label()...), '"')
}

// MarshalText returns the move's Label, as AppendJSON writes it.
func (c Cut) MarshalText() ([]byte, error) { return []byte(c.Label()), nil }

// ParseMove reads a [Cut]: "cut LRR", "LRR", "lrr", "root", "cut root".
// Whether the node is there is Play's to check.
func ParseMove(s string) (game.Move, error) {
	t := strings.TrimSpace(strings.TrimPrefix(strings.ToLower(strings.TrimSpace(s)), "cut"))
	if t == "root" {
		return Cut{}, nil
	}
	if t == "" || len(t) > 64 || strings.Trim(t, "lr") != "" {
		return nil, fmt.Errorf("%q is not a move: type the node's path from the root, L and R (L, RL, LRR), or root", s)
	}
	var c Cut
	for i := 0; i < len(t); i++ {
		var dir uint64
		if t[i] == 'r' {
			dir = 1
		}
		c = c.child(dir)
	}
	return c, nil
}

// node is a rooted tree, immutable and shared: an intact order(k) tree
// (order k ≥ 1), or a modified one (order 0) with its two children (nil
// for none).
type node struct {
	order int
	l, r  *node
	size  int64  // its nodes, saturating at MaxInt64
	g     uint64 // its Grundy value in Hackenbush
}

// fib[k] is the intact order(k) for k in 1..MaxN; fib[0] is nil.
var fib = func() []*node {
	f := make([]*node, MaxN+1)
	for k := 1; k <= MaxN; k++ {
		n := &node{order: k, size: 1}
		l, r := kid(f, k-2), kid(f, k-1)
		n.size += l.count() + r.count()
		n.g = contrib(l) ^ contrib(r)
		f[k] = n
	}
	return f
}()

// kid returns order(k) from f, nil for k < 1.
func kid(f []*node, k int) *node {
	if k < 1 {
		return nil
	}
	return f[k]
}

// count is the nodes of t, 0 for nil.
func (t *node) count() int64 {
	if t == nil {
		return 0
	}
	return t.size
}

// contrib is what a child subtree adds to its parent's value: g + 1, or 0
// for none (the colon principle).
func contrib(t *node) uint64 {
	if t == nil {
		return 0
	}
	return t.g + 1
}

// kids returns t's children.
func (t *node) kids() (l, r *node) {
	if t.order > 0 {
		return kid(fib, t.order-2), kid(fib, t.order-1)
	}
	return t.l, t.r
}

// join builds a node from two children: a modified one, or order(1)
// itself for a node without children.
func join(l, r *node) *node {
	if l == nil && r == nil {
		return fib[1]
	}
	size := int64(1)
	for _, c := range []*node{l, r} {
		if s := c.count(); size > math.MaxInt64-s {
			size = math.MaxInt64
		} else {
			size += s
		}
	}
	return &node{l: l, r: r, size: size, g: contrib(l) ^ contrib(r)}
}

// cut returns t without the node at the end of path c from depth d on, or
// false when there is no node there. O(depth).
func cut(t *node, c Cut, d uint8) (*node, bool) {
	if t == nil {
		return nil, false
	}
	if d == c.Len {
		return nil, true
	}
	l, r := t.kids()
	if c.Bits>>d&1 == 0 {
		nl, ok := cut(l, c, d+1)
		if !ok {
			return nil, false
		}
		return join(nl, r), true
	}
	nr, ok := cut(r, c, d+1)
	if !ok {
		return nil, false
	}
	return join(l, nr), true
}

// Position is a position of the game: the tree left (nil once the root is
// removed) and the player to move. It is immutable; Play returns a new
// one, sharing every subtree it does not change.
type Position struct {
	n    int
	root *node
	turn game.Player
	memo map[string]int8 // remoteness by key; shared by a game's positions
}

// New returns the start of the game on order(n), Alice to move. It returns
// an error for n < 1 (order(0) is empty, and the game needs a root) and
// past [MaxN]. O(1): the Fibonacci trees are built once.
func New(n int64) (Position, error) {
	switch {
	case n < 1:
		return Position{}, fmt.Errorf("n = %d: the game needs n >= 1 (order(0) is the empty tree, with no root)", n)
	case n > MaxN:
		return Position{}, fmt.Errorf("n = %d is past %d: order(n) has F(n+2) − 1 nodes, each a move (the answer is still: Alice wins iff n mod 6 ≠ 1)", n, MaxN)
	}
	return Position{n: int(n), root: fib[n], turn: game.First, memo: map[string]int8{}}, nil
}

// Grundy returns g(order(k)) for k in 1..MaxN, the value of an intact
// Fibonacci tree.
func Grundy(k int) uint64 {
	if k < 1 || k > MaxN {
		return 0
	}
	return fib[k].g
}

// Turn returns the player to move.
func (p Position) Turn() game.Player {
	if p.turn == 0 {
		return game.First
	}
	return p.turn
}

// Nodes returns how many nodes are left.
func (p Position) Nodes() int64 { return p.root.count() }

// Wins reports whether the player to move wins: the tree's value is not
// 0, or the root is gone (the opponent removed it). O(1).
func (p Position) Wins() bool { return p.root == nil || p.root.g != 0 }

// walk calls f with every node of t and its path, in preorder (the root,
// then its left subtree, then its right), until f returns false. It
// reports whether it went through.
func walk(t *node, c Cut, f func(t *node, c Cut) bool) bool {
	if t == nil {
		return true
	}
	if !f(t, c) {
		return false
	}
	l, r := t.kids()
	return walk(l, c.child(0), f) && walk(r, c.child(1), f)
}

// Moves returns a cut at every node, in preorder: the root first. None
// once the root is removed. O(nodes).
func (p Position) Moves() []game.Move {
	ms := make([]game.Move, 0, p.root.count())
	walk(p.root, Cut{}, func(_ *node, c Cut) bool {
		ms = append(ms, c)
		return true
	})
	return ms
}

// Over reports whether the root is gone: the game is over. O(1).
func (p Position) Over() bool { return p.root == nil }

// Play removes the node of move m and its subtree. It returns an error for
// a move that is not a [Cut], a path that leads to no node, or once the
// root is gone. O(depth).
func (p Position) Play(m game.Move) (int64, game.Position, error) {
	c, ok := m.(Cut)
	switch {
	case !ok:
		return 0, nil, fmt.Errorf("%v is not a move of this game: cut a node, as L or RL", m)
	case p.root == nil:
		return 0, nil, fmt.Errorf("%v: the root is removed, the game is over", m)
	}
	t, ok := cut(p.root, c, 0)
	if !ok {
		return 0, nil, fmt.Errorf("%v: no node at %s (removed, or past a leaf)", m, c.Path())
	}
	q := p
	q.root = t
	q.turn = p.Turn().Other()
	return 0, q, nil
}

// Payoff returns +1: the only position without moves has no root, and its
// player to move has won (the opponent removed the root).
func (p Position) Payoff() int64 { return 1 }

// key writes t in the notation of [Position.Describe], children sorted
// when sorted is set (the value does not depend on their order).
func key(t *node, sorted bool) string {
	switch {
	case t == nil:
		return "·"
	case t.order > 0:
		return fmt.Sprintf("F%d", t.order)
	}
	l, r := key(t.l, sorted), key(t.r, sorted)
	if sorted && r < l {
		l, r = r, l
	}
	return "(" + l + " " + r + ")"
}

// Key is the tree, its children sorted: "(F2 F3)". The player to move does
// not change the value.
func (p Position) Key() string { return key(p.root, true) }

// remoteness returns the remoteness of t (at most RemoteMax nodes): 0
// without a root; else 1 + the least over the winning cuts for a winner,
// 1 + the most over every cut, the root's included, for a loser.
func remoteness(t *node, memo map[string]int8) int {
	if t == nil {
		return 0
	}
	k := key(t, true)
	if r, ok := memo[k]; ok {
		return int(r)
	}
	win := t.g != 0
	best := -1
	walk(t, Cut{}, func(_ *node, c Cut) bool {
		next, _ := cut(t, c, 0)
		if win && (next == nil || next.g != 0) {
			return true // a losing cut of a winner
		}
		r := remoteness(next, memo)
		if best < 0 || win && r < best || !win && r > best {
			best = r
		}
		return true
	})
	memo[k] = int8(best + 1)
	return best + 1
}

// Remoteness returns how many moves the game lasts under optimal play
// from a tree of at most [RemoteMax] nodes, [game.Unknown] above.
func (p Position) Remoteness() int {
	if p.root.count() > RemoteMax {
		return game.Unknown
	}
	return remoteness(p.root, p.memoOrNew())
}

func (p Position) memoOrNew() map[string]int8 {
	if p.memo == nil {
		return map[string]int8{}
	}
	return p.memo
}

// Solve returns the result of optimal play: +1 if Alice wins, -1 if Bob
// does, with the remoteness where known. O(1) but for the remoteness
// search, bounded by a constant.
func (p Position) Solve() game.Result {
	return game.MoverResult(p.Turn(), game.WinValue(p.Wins()), p.Remoteness())
}

// Options values every cut, in the order of Moves: a cut wins when it
// leaves a tree of value 0 with its root; cutting the root loses at once.
// The value after each cut is worked out up the cut's path, O(depth), so
// Options is O(nodes × depth).
func (p Position) Options() []game.Option {
	if p.root == nil {
		return nil
	}
	opts := make([]game.Option, 0, p.root.count())
	var path []*node // the nodes from the root to the current one
	var walkOpts func(t *node, c Cut)
	walkOpts = func(t *node, c Cut) {
		if t == nil {
			return
		}
		path = append(path, t)
		o := game.Option{Move: c, Value: -1, Remoteness: game.Unknown}
		if c.Len > 0 {
			// The value of the root once t is cut: up the path, each
			// ancestor's value from its other child and the new one.
			var x uint64 // what the changed child adds: 0 once cut
			var g uint64
			for d := int(c.Len) - 1; d >= 0; d-- {
				l, r := path[d].kids()
				other := l
				if c.Bits>>d&1 == 0 {
					other = r
				}
				g = contrib(other) ^ x
				x = g + 1
			}
			o.Value = game.WinValue(g == 0)
		}
		if p.root.count()-t.count() <= RemoteMax {
			next, _ := cut(p.root, c, 0)
			o.Remoteness = remoteness(next, p.memoOrNew())
		}
		opts = append(opts, o)
		l, r := t.kids()
		walkOpts(l, c.child(0))
		walkOpts(r, c.child(1))
		path = path[:len(path)-1]
	}
	walkOpts(p.root, Cut{})
	return opts
}

// reach finds a cut inside t, below its root, that leaves t with value
// target, by the colon principle: the root's value is the XOR of what its
// children add, so one child's part must become target XOR the other's:
// 0 by cutting that child, or k > 0 by a cut in it that leaves it worth
// k − 1. It returns the cut's path below t, from depth d, and false when
// there is none. memo holds the failures by (tree, target).
func reach(t *node, target uint64, c Cut, memo map[reachKey]bool) (Cut, bool) {
	if t == nil || memo[reachKey{t, target}] {
		return Cut{}, false
	}
	l, r := t.kids()
	for dir, ch := range [2]*node{l, r} {
		if ch == nil {
			continue
		}
		other := r
		if dir == 1 {
			other = l
		}
		want := target ^ contrib(other)
		if want == 0 {
			return c.child(uint64(dir)), true
		}
		if found, ok := reach(ch, want-1, c.child(uint64(dir)), memo); ok {
			return found, true
		}
	}
	memo[reachKey{t, target}] = true
	return Cut{}, false
}

type reachKey struct {
	t      *node
	target uint64
}

// choose returns the cut the optimal line plays: where the remoteness is
// known, the quickest option ([game.Quickest]); else, for a winner, a cut
// to value 0 found by [reach], and for a loser the leftmost leaf (a cut
// that removes one node, never the root while there is another). false
// once the root is gone.
func (p Position) choose() (Cut, bool) {
	switch {
	case p.root == nil:
		return Cut{}, false
	case p.root.count()-1 <= RemoteMax:
		_, best := game.Best(p.Options())
		return game.Quickest(best).Move.(Cut), true
	case p.Wins():
		if c, ok := reach(p.root, 0, Cut{}, map[reachKey]bool{}); ok {
			return c, true
		}
	}
	c, t := Cut{}, p.root
	for {
		l, r := t.kids()
		switch {
		case l != nil:
			c, t = c.child(0), l
		case r != nil:
			c, t = c.child(1), r
		default:
			return c, true
		}
	}
}

// Line returns an optimal line: see choose. Each move costs O(depth ×
// values) past RemoteMax nodes; the line has at most as many moves as
// nodes.
func (p Position) Line() game.Line {
	var l game.Line
	for st := range p.Steps {
		l = append(l, st)
	}
	return l
}

// Steps yields the steps of [Position.Line] one at a time ([game.Stepper]).
func (p Position) Steps(yield func(game.Step) bool) {
	for q := p; ; {
		c, ok := q.choose()
		if !ok || !yield(game.Step{Player: q.Turn(), Move: c, Index: -1}) {
			return
		}
		t, _ := cut(q.root, c, 0)
		q.root, q.turn = t, q.Turn().Other()
	}
}

// LineBound bounds the line: the remoteness when known, else the nodes
// left (every move removes one at least).
func (p Position) LineBound() int64 {
	if r := p.Remoteness(); r >= 0 {
		return int64(r)
	}
	return p.root.count()
}

// Describe returns the tree left in a compact notation, with its count of
// nodes: Fk for an intact order(k), (left right) for a node whose subtrees
// were cut into, · for none: "(· F4), 8 nodes"; "no tree" once the root
// is removed.
func (p Position) Describe() string {
	if p.root == nil {
		return "no tree: the root is removed"
	}
	return fmt.Sprintf("%s, %s", key(p.root, false), game.Count(int(min(p.root.count(), math.MaxInt32)), "node"))
}

// Insight explains the colon principle on this tree: the Grundy values of
// the Fibonacci trees up to n, the period of their zeros, the value of the
// tree left, and the winning cut when there is one.
func (p Position) Insight() (game.Insight, bool) {
	in := game.Insight{
		Title: "Grundy values by the colon principle",
		Paragraphs: []string{
			"Removing the root loses at once, so a player left with only the root has lost: the game is **Green Hackenbush** on a rooted tree, an impartial game, and the player to move wins exactly when the tree's Grundy value is not 0.",
			"The **colon principle** gives that value: a tree is worth the XOR, over the children of its root, of (the child's subtree's value + 1) — a stalk of length one under a subtree adds one to it. " +
				"So g(order(1)) = 0 (no child) and g(order(k)) = (g(order(k − 2)) + 1) XOR (g(order(k − 1)) + 1), leaving out order(0), the empty tree. The values are 0 exactly when k mod 6 = 1: Alice wins iff n mod 6 ≠ 1.",
		},
		Head: []string{"k", "nodes of order(k)", "g(order(k))", "player to move"},
	}
	for k := 1; k <= max(p.n, 8); k++ {
		who := "wins"
		if fib[k].g == 0 {
			who = "loses"
		}
		in.Rows = append(in.Rows, []string{fmt.Sprint(k), fmt.Sprint(fib[k].size), fmt.Sprint(fib[k].g), who})
	}
	me := SubtreeRemoval.Player(p.Turn())
	switch {
	case p.root == nil:
		in.Footer = []string{fmt.Sprintf("The root is removed: %s's opponent removed it and lost.", me)}
	case p.root.g == 0:
		in.Footer = []string{fmt.Sprintf("The tree left, %s, is worth 0: %s loses. Every cut changes the value, and the opponent answers with one that brings it back to 0, until %s has only the root.", p.Describe(), me, me)}
	default:
		c, _ := reach(p.root, 0, Cut{}, map[reachKey]bool{})
		in.Footer = []string{fmt.Sprintf("The tree left, %s, is worth %d: %s wins, by a cut that makes it 0: %v. From 0, every cut of the opponent's changes the value, and %s makes it 0 again.", p.Describe(), p.root.g, me, c, me)}
	}
	return in, true
}
