/**
 * @param {TreeNode} root
 * @param {number} n
 * @param {number} x
 * @return {boolean}
 */
var btreeGameWinningMove = function(root, n, x) {
    let best = 0;
    const size = (node) => {
        if (!node) return 0;
        const l = size(node.left), r = size(node.right);
        if (node.val === x) best = Math.max(l, r, n - l - r - 1);
        return 1 + l + r;
    };
    size(root);
    return best * 2 > n;
};
