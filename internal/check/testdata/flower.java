class Solution {
    public long flowerGame(int n, int m) {
        return (long) n * m / 2;
    }
}
