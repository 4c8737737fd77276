class Solution {
    int best = 0;

    int size(TreeNode node, int n, int x) {
        if (node == null) return 0;
        int l = size(node.left, n, x), r = size(node.right, n, x);
        if (node.val == x) best = Math.max(Math.max(l, r), n - l - r - 1);
        return 1 + l + r;
    }

    public boolean btreeGameWinningMove(TreeNode root, int n, int x) {
        size(root, n, x);
        return best * 2 > n;
    }
}
