class Solution {
    int[][] g;

    boolean wins(int at, int visited) {
        for (int j : g[at])
            if ((visited >> j & 1) == 0 && !wins(j, visited | 1 << j)) return true;
        return false;
    }

    public boolean walk(String labels, int[][] graph) {
        g = graph;
        return labels.length() > 0 && wins(0, 1);
    }
}
