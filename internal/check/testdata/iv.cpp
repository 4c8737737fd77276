// stone-game-iv, right: the winning positions bottom up.
class Solution {
public:
    bool winnerSquareGame(int n) {
        vector<bool> win(n + 1, false);
        for (int i = 1; i <= n; i++)
            for (int k = 1; k * k <= i; k++)
                if (!win[i - k * k]) { win[i] = true; break; }
        return win[n];
    }
};
