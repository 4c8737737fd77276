from typing import List

class Solution:
    # final-element-after-subarray-deletions, wrong: it thinks Alice can
    # save the largest number, wherever it stands.
    def finalElement(self, nums: List[int]) -> int:
        return max(nums)
