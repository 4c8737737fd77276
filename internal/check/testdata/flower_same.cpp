class Solution {
public:
    // alice-and-bob-playing-flower-game, wrong: it counts the pairs of
    // the same parity, the games Bob wins.
    long long flowerGame(int n, int m) {
        return (long long)((n + 1) / 2) * ((m + 1) / 2) + (long long)(n / 2) * (m / 2);
    }
};
