class Solution {
    // binary-tree-coloring-game, wrong: only x's two subtrees are looked
    // at, never the part above x (Bob picking x's parent).
    int left = 0, right = 0;
    int count(TreeNode* t, int x) {
        if (!t) return 0;
        int l = count(t->left, x), r = count(t->right, x);
        if (t->val == x) { left = l; right = r; }
        return 1 + l + r;
    }
public:
    bool btreeGameWinningMove(TreeNode* root, int n, int x) {
        count(root, x);
        return max(left, right) * 2 > n;
    }
};
