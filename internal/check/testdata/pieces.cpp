class Solution {
public:
    bool winnerOfGame(string colors) {
        int a = 0, b = 0;
        for (size_t i = 1; i + 1 < colors.size(); i++)
            if (colors[i - 1] == colors[i] && colors[i] == colors[i + 1])
                (colors[i] == 'A' ? a : b)++;
        return a > b;
    }
};
