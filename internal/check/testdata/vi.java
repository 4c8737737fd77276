// stone-game-vi, right: both take stones in decreasing a+b.
class Solution {
    public int stoneGameVI(int[] aliceValues, int[] bobValues) {
        int n = aliceValues.length;
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) order[i] = i;
        Arrays.sort(order, (x, y) -> (aliceValues[y] + bobValues[y]) - (aliceValues[x] + bobValues[x]));
        long diff = 0;
        for (int k = 0; k < n; k++) {
            int i = order[k];
            diff += k % 2 == 0 ? aliceValues[i] : -bobValues[i];
        }
        return Long.signum(diff);
    }
}
