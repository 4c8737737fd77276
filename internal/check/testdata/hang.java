// stone-game-vi, hangs: it never returns.
class Solution {
    public int stoneGameVI(int[] aliceValues, int[] bobValues) {
        for (;;) {
            try {
                Thread.sleep(60_000);
            } catch (InterruptedException e) {
                return 0;
            }
        }
    }
}
