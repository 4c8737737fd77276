package treecolor

import (
	"context"
	"fmt"
	"math/rand/v2"

	"stonegame/game"
)

// maxLeetCode is LeetCode's bound on n, the number of nodes: 100.
const maxLeetCode = 100

// BinaryTreeColoringGame is LeetCode 1145, as the registry lists it.
// Bob, LeetCode's second player, is player 1 here: with x given, his pick
// of y is the game's first move.
var BinaryTreeColoringGame = &game.Spec{
	Name:    "binary-tree-coloring-game",
	Aliases: []string{"1145", "leetcode-1145"},
	Title:   "Binary Tree Coloring Game (LeetCode 1145)",
	Rules:   "a binary tree of n nodes valued 1 to n; Alice has coloured the node x red; Bob colours any other node blue; then, Alice first, each in turn colours an uncoloured neighbour (parent or child) of a node of their own colour, passing when they cannot; when every node is coloured, the player with more nodes wins (Bob is the first player here: his pick is the first move)",
	Players: [2]string{"Bob", "Alice"},
	Kind:    game.WinLose,
	Params: []game.Param{
		{Name: "root", Kind: game.Tree, MinLen: 1, MaxLen: maxLeetCode, Distinct: true},
		{Name: "n", Kind: game.Int, Min: 1, Max: maxLeetCode},
		{Name: "x", Kind: game.Int, Min: 1, Max: maxLeetCode},
	},
	Constraints: "the number of nodes in the tree is n, 1 <= x <= n <= 100, n is odd",
	Within:      within,
	Func:        "btreeGameWinningMove",
	Examples: []game.Example{
		{Args: game.Args{complete(11), game.IntOf(11), game.IntOf(3)}, Answer: "true"},
		{Args: game.Args{complete(3), game.IntOf(3), game.IntOf(1)}, Answer: "false"},
	},
	New: func(_ context.Context, args game.Args) (game.Solvable, error) {
		p, err := NewNodes(args[0].Tree(), args[1].Int(), args[2].Int())
		if err != nil {
			return nil, err
		}
		return p, nil
	},
	Generate: func(r *rand.Rand, n int) (game.Args, error) {
		// Draw rounds an even n up: at most LeetCode's 100 nodes.
		level, size, x := Draw(r, min(n, maxLeetCode-1))
		t, err := build(level)
		if err != nil {
			return nil, err
		}
		return game.Args{t.arg(), game.IntOf(size), game.IntOf(x)}, nil
	},
	Answer:     game.AnswerFirstWins,
	AnswerType: "boolean",
	AnswerRule: "true if Bob, LeetCode's second player, has a node y that wins",
	ParseMove:  ParseMove,
	MoveHelp:   "the value of the node to colour: 5 or node 5",
	Say: func(b []byte, who string, s game.Step) []byte {
		if v, ok := s.Move.(Node); ok {
			colour := "blue"
			if s.Player == red {
				colour = "red"
			}
			return fmt.Appendf(b, "%s colours node %d %s", who, int64(v), colour)
		}
		return fmt.Appendf(b, "%s plays %v", who, s.Move)
	},
	// Options values each move in O(n) (O(n²) at Bob's pick); the line
	// finds each move in O(n); Play copies the colours.
	OptionsCost: game.Quadratic,
	LineCost:    game.Quadratic,
	PlayCost:    game.Linear,
}

// complete returns the complete binary tree of n nodes valued 1 to n in
// level order, as LeetCode's examples give them.
func complete(n int) game.Arg {
	nodes := make([]game.TreeNode, n)
	for i := range nodes {
		nodes[i] = game.TreeNode{Val: int64(i + 1), Left: -1, Right: -1}
		if 2*i+1 < n {
			nodes[i].Left = 2*i + 1
		}
		if 2*i+2 < n {
			nodes[i].Right = 2*i + 2
		}
	}
	return game.TreeOf(nodes...)
}

// arg returns the tree as the binary tree kind's nodes, in level order.
func (t *tree) arg() game.Arg {
	nodes := make([]game.TreeNode, len(t.val))
	for i := range nodes {
		nodes[i] = game.TreeNode{Val: t.val[i], Left: t.left[i], Right: t.right[i]}
	}
	return game.TreeOf(nodes...)
}

// within checks what no single parameter states: n is the tree's size and
// odd, and x is at most n.
func within(args game.Args) error {
	if len(args) != 3 {
		return fmt.Errorf("binary-tree-coloring-game takes root, n and x")
	}
	size, n, x := len(args[0].Tree()), args[1].Int(), args[2].Int()
	switch {
	case int64(size) != n:
		return fmt.Errorf("n = %d, but the tree has %d nodes: the number of nodes in the tree is n", n, size)
	case n%2 == 0:
		return fmt.Errorf("n = %d is even: n is odd", n)
	case x > n:
		return fmt.Errorf("x = %d is more than n = %d: 1 <= x <= n", x, n)
	}
	return nil
}
