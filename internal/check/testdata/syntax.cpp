// does not compile: a missing semicolon.
class Solution {
public:
    bool stoneGame(vector<int>& piles) {
        return true
    }
};
