class Solution {
    // binary-tree-coloring-game: Bob takes the neighbour of x heading the
    // largest of the three parts of the tree without x.
    private int left, right;

    public boolean btreeGameWinningMove(TreeNode root, int n, int x) {
        count(root, x);
        int above = n - 1 - left - right;
        return Math.max(above, Math.max(left, right)) * 2 > n;
    }

    private int count(TreeNode t, int x) {
        if (t == null) return 0;
        int l = count(t.left, x), r = count(t.right, x);
        if (t.val == x) {
            left = l;
            right = r;
        }
        return 1 + l + r;
    }
}
