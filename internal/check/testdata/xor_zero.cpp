// chalkboard-xor-game, wrong: it forgets that an even count wins too.
class Solution {
public:
    bool xorGame(vector<int>& nums) {
        int x = 0;
        for (int v : nums) x ^= v;
        return x == 0;
    }
};
