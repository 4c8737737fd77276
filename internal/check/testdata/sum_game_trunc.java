class Solution {
    // sum-game, wrong: 9 * (cnt2 - cnt1) / 2 truncates, and without the
    // parity test an odd count of '?' (say "4?") compares d with 4.
    public boolean sumGame(String num) {
        int n = num.length(), cnt1 = 0, cnt2 = 0, s1 = 0, s2 = 0;
        for (int i = 0; i < n; i++) {
            char c = num.charAt(i);
            if (i < n / 2) {
                if (c == '?') cnt1++; else s1 += c - '0';
            } else {
                if (c == '?') cnt2++; else s2 += c - '0';
            }
        }
        return s1 - s2 != 9 * (cnt2 - cnt1) / 2;
    }
}
