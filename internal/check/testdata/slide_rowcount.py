from typing import List

class Solution:
    # Wrong: counts every free cell left of the token, walls or not.
    def canWin(self, board: List[str]) -> bool:
        x = 0
        for row in board:
            x ^= row[:row.index("X")].count(".")
        return x != 0
