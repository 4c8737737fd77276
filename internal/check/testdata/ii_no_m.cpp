// stone-game-ii, wrong: M is never updated (it stays 1).
class Solution {
public:
    int stoneGameII(vector<int>& piles) {
        int n = piles.size();
        vector<int> suffix(n + 1, 0);
        for (int i = n - 1; i >= 0; i--) suffix[i] = suffix[i + 1] + piles[i];
        vector<vector<int>> memo(n, vector<int>(n + 1, -1));
        function<int(int, int)> best = [&](int i, int m) -> int {
            if (i >= n) return 0;
            if (i + 2 * m >= n) return suffix[i];
            if (memo[i][m] >= 0) return memo[i][m];
            int r = 0;
            for (int x = 1; x <= 2 * m; x++) {
                r = max(r, suffix[i] - best(i + x, m)); // should be max(m, x)
            }
            return memo[i][m] = r;
        };
        return best(0, 1);
    }
};
