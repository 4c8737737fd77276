from typing import List

class Solution:
    def canWin(self, board: List[str]) -> bool:
        x = 0
        for row in board:
            p = row.index("X")
            h = 0
            while p - h - 1 >= 0 and row[p - h - 1] == ".":
                h += 1
            x ^= h
        return x != 0
