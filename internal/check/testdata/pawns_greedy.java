import java.util.*;

// maximum-number-of-moves-to-kill-all-pawns, wrong: greedy, Alice takes
// the farthest pawn and Bob the nearest, without looking ahead.
class Solution {
    public int maxMoves(int kx, int ky, int[][] positions) {
        int n = positions.length, x = kx, y = ky, total = 0;
        boolean[] gone = new boolean[n];
        for (int turn = 0; turn < n; turn++) {
            int[][] d = bfs(x, y);
            int pick = -1;
            for (int i = 0; i < n; i++) {
                if (gone[i]) continue;
                int v = d[positions[i][0]][positions[i][1]];
                if (pick < 0) { pick = i; continue; }
                int w = d[positions[pick][0]][positions[pick][1]];
                if (turn % 2 == 0 ? v > w : v < w) pick = i;
            }
            gone[pick] = true;
            total += d[positions[pick][0]][positions[pick][1]];
            x = positions[pick][0];
            y = positions[pick][1];
        }
        return total;
    }

    private int[][] bfs(int x, int y) {
        int[][] d = new int[50][50];
        for (int[] row : d) Arrays.fill(row, -1);
        d[x][y] = 0;
        ArrayDeque<int[]> q = new ArrayDeque<>();
        q.add(new int[]{x, y});
        int[][] steps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
        while (!q.isEmpty()) {
            int[] c = q.poll();
            for (int[] s : steps) {
                int a = c[0] + s[0], b = c[1] + s[1];
                if (a >= 0 && b >= 0 && a < 50 && b < 50 && d[a][b] < 0) {
                    d[a][b] = d[c[0]][c[1]] + 1;
                    q.add(new int[]{a, b});
                }
            }
        }
        return d;
    }
}
