class Solution:
    def findGameWinner(self, n: int) -> bool:
        g = [0, 0]
        for k in range(2, n + 1):
            a = g[k - 2] + 1 if k >= 3 else 0
            g.append(a ^ (g[k - 1] + 1))
        return g[n] != 0
