from typing import List

class Solution:
    # find-if-digit-game-can-be-won, wrong: it forgets that Alice may take
    # the double-digit numbers instead.
    def canAliceWin(self, nums: List[int]) -> bool:
        single = sum(x for x in nums if x < 10)
        return single > sum(nums) - single
