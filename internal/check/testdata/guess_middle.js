// guess-number-higher-or-lower-ii, wrong: it always guesses the middle,
// as binary search does, and pays the dearer side.
var getMoneyAmount = function(n) {
    const cost = (lo, hi) => {
        if (lo >= hi) return 0;
        const g = Math.floor((lo + hi) / 2);
        return g + Math.max(cost(lo, g - 1), cost(g + 1, hi));
    };
    return cost(1, n);
};
