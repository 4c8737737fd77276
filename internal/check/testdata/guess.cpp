class Solution {
public:
    int getMoneyAmount(int n) {
        vector<vector<int>> c(n + 2, vector<int>(n + 2, 0));
        for (int len = 2; len <= n; len++) {
            for (int i = 1; i + len - 1 <= n; i++) {
                int j = i + len - 1, best = INT_MAX;
                for (int g = i; g <= j; g++) {
                    best = min(best, g + max(g > i ? c[i][g - 1] : 0, c[g + 1][j]));
                }
                c[i][j] = best;
            }
        }
        return c[1][n];
    }
};
