class Solution:
    # Wrong: looks only at the side of x's parent.
    def btreeGameWinningMove(self, root: Optional[TreeNode], n: int, x: int) -> bool:
        parts = []

        def size(node):
            if not node:
                return 0
            l, r = size(node.left), size(node.right)
            if node.val == x:
                parts.append(n - l - r - 1)
            return 1 + l + r

        size(root)
        return max(parts) * 2 > n
