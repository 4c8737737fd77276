from collections import deque


class Solution:
    # cat-and-mouse-ii: retrograde analysis from the finished states;
    # draws are Cat's (the 1000-turn rule).
    def canMouseWin(self, grid: List[str], catJump: int, mouseJump: int) -> bool:
        rows, cols = len(grid), len(grid[0])
        n = rows * cols
        cells = [i for i in range(n) if grid[i // cols][i % cols] != "#"]
        pos = {ch: i for i in cells for ch in grid[i // cols][i % cols] if ch in "CMF"}

        def reach(i, j):
            out = [i]
            r0, c0 = divmod(i, cols)
            for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                for k in range(1, j + 1):
                    r, c = r0 + k * dr, c0 + k * dc
                    if not (0 <= r < rows and 0 <= c < cols) or grid[r][c] == "#":
                        break
                    out.append(r * cols + c)
            return out

        jumps = [{i: reach(i, mouseJump) for i in cells}, {i: reach(i, catJump) for i in cells}]
        food = pos["F"]
        result = {}  # (m, c, t) -> 1 mouse wins, 2 cat wins
        degree = {}
        q = deque()
        for m in cells:
            for c in cells:
                for t in (0, 1):
                    degree[(m, c, t)] = len(jumps[t][m if t == 0 else c])
                    if m == c or c == food:
                        result[(m, c, t)] = 2
                    elif m == food:
                        result[(m, c, t)] = 1
                    else:
                        continue
                    q.append((m, c, t))
        while q:
            m, c, t = q.popleft()
            w = result[(m, c, t)]
            pt = 1 - t
            prevs = [(pm, c, 0) for pm in jumps[0][m]] if pt == 0 else [(m, pc, 1) for pc in jumps[1][c]]
            for s in prevs:
                if s in result:
                    continue
                if w == pt + 1:
                    result[s] = w
                    q.append(s)
                else:
                    degree[s] -= 1
                    if degree[s] == 0:
                        result[s] = w
                        q.append(s)
        return result.get((pos["M"], pos["C"], 0)) == 1
