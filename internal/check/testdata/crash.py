# stone-game-v, crashes on one stone: it reads a second one.
class Solution:
    def stoneGameV(self, stoneValue: List[int]) -> int:
        if stoneValue[1] < 0:
            return 0
        return 0
