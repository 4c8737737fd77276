from collections import deque
from typing import List

class Solution:
    # cat-and-mouse: retrograde analysis from the ends of the game.
    def catMouseGame(self, graph: List[List[int]]) -> int:
        n = len(graph)
        MOUSE, CAT = 0, 1
        res = [[[0] * 2 for _ in range(n)] for _ in range(n)]
        deg = [[[0] * 2 for _ in range(n)] for _ in range(n)]
        for m in range(n):
            for c in range(n):
                deg[m][c][MOUSE] = len(graph[m])
                deg[m][c][CAT] = sum(1 for x in graph[c] if x != 0)
        q = deque()
        for c in range(1, n):
            for t in (MOUSE, CAT):
                res[0][c][t] = 1
                q.append((0, c, t))
                res[c][c][t] = 2
                q.append((c, c, t))
        while q:
            m, c, t = q.popleft()
            r = res[m][c][t]
            if t == CAT:
                parents = [(pm, c, MOUSE) for pm in graph[m]]
            else:
                parents = [(m, pc, CAT) for pc in graph[c] if pc != 0]
            for pm, pc, pt in parents:
                if res[pm][pc][pt]:
                    continue
                if (pt == MOUSE and r == 1) or (pt == CAT and r == 2):
                    res[pm][pc][pt] = r
                    q.append((pm, pc, pt))
                else:
                    deg[pm][pc][pt] -= 1
                    if deg[pm][pc][pt] == 0:
                        res[pm][pc][pt] = r
                        q.append((pm, pc, pt))
        return res[1][2][MOUSE]
