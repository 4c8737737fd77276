// cat-and-mouse, wrong: a memoized search that calls a position met again
// on its own path a draw, and remembers that draw for good, though the
// position may be won by another way in.
var catMouseGame = function(graph) {
    const memo = new Map(), onPath = new Set();
    const solve = (m, c, t) => {
        if (m === 0) return 1;
        if (m === c) return 2;
        const k = m + "," + c + "," + t;
        if (memo.has(k)) return memo.get(k);
        if (onPath.has(k)) return 0;
        onPath.add(k);
        let r;
        if (t === 0) {
            const outs = graph[m].map((x) => solve(x, c, 1));
            r = outs.includes(1) ? 1 : outs.includes(0) ? 0 : 2;
        } else {
            const outs = graph[c].filter((x) => x !== 0).map((x) => solve(m, x, 0));
            r = outs.includes(2) ? 2 : outs.includes(0) ? 0 : 1;
        }
        onPath.delete(k);
        memo.set(k, r);
        return r;
    };
    return solve(1, 2, 0);
};
