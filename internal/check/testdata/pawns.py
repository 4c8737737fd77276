from collections import deque
from functools import lru_cache
from typing import List

class Solution:
    # maximum-number-of-moves-to-kill-all-pawns: knight distances by BFS,
    # then a max-min over the pawns left and the knight's square.
    def maxMoves(self, kx: int, ky: int, positions: List[List[int]]) -> int:
        n = len(positions)
        pts = [tuple(p) for p in positions] + [(kx, ky)]

        def bfs(x, y):
            d = [[-1] * 50 for _ in range(50)]
            d[x][y] = 0
            q = deque([(x, y)])
            while q:
                a, b = q.popleft()
                for da, db in ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)):
                    c, e = a + da, b + db
                    if 0 <= c < 50 and 0 <= e < 50 and d[c][e] < 0:
                        d[c][e] = d[a][b] + 1
                        q.append((c, e))
            return d

        dist = []
        for x, y in pts:
            d = bfs(x, y)
            dist.append([d[px][py] for px, py in pts[:n]])

        @lru_cache(maxsize=None)
        def best(mask, at):
            if mask == 0:
                return 0
            alice = (n - bin(mask).count("1")) % 2 == 0
            vals = [dist[at][i] + best(mask & ~(1 << i), i) for i in range(n) if mask >> i & 1]
            return max(vals) if alice else min(vals)

        return best((1 << n) - 1, n)
