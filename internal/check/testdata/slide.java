class Solution {
    public boolean canWin(String[] board) {
        int x = 0;
        for (String row : board) {
            int p = row.indexOf('X'), h = 0;
            while (p - h - 1 >= 0 && row.charAt(p - h - 1) == '.') h++;
            x ^= h;
        }
        return x != 0;
    }
}
