class Solution {
public:
    bool walk(string labels, vector<vector<int>>& graph) {
        function<bool(int, int)> wins = [&](int at, int visited) {
            for (int j : graph[at])
                if (!(visited >> j & 1) && !wins(j, visited | 1 << j)) return true;
            return false;
        };
        return labels.size() > 0 && wins(0, 1);
    }
};
