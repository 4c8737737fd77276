class Solution {
public:
    bool canWin(vector<string>& board) {
        int x = 0;
        for (const string& row : board) {
            int p = row.find('X'), h = 0;
            while (p - h - 1 >= 0 && row[p - h - 1] == '.') h++;
            x ^= h;
        }
        return x != 0;
    }
};
