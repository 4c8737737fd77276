package main

func btreeGameWinningMove(root *TreeNode, n int, x int) bool {
	best := 0
	var size func(node *TreeNode) int
	size = func(node *TreeNode) int {
		if node == nil {
			return 0
		}
		l, r := size(node.Left), size(node.Right)
		if node.Val == x {
			best = max(l, r, n-l-r-1)
		}
		return 1 + l + r
	}
	size(root)
	return best*2 > n
}
