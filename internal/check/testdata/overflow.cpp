// coins-in-a-line-iii, wrong past 2^31: the total of the coins is an int.
class Solution {
public:
    bool firstWillWin(vector<int>& values) {
        int n = values.size();
        int total = 0;
        for (int v : values) total += v; // overflows past 2^31 - 1
        vector<long long> dp(n, 0);      // the first player's advantage
        for (int i = n - 1; i >= 0; i--) {
            dp[i] = values[i];
            for (int j = i + 1; j < n; j++)
                dp[j] = max(values[i] - dp[j], values[j] - dp[j - 1]);
        }
        long long first = 0;
        for (int v : values) first += v;
        first = (first + dp[n - 1]) / 2;
        return first > total - first;
    }
};
