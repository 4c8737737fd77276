# predict-the-winner, right: the interval DP of differentials.
class Solution:
    def predictTheWinner(self, nums: List[int]) -> bool:
        @lru_cache(None)
        def best(i, j):
            if i > j:
                return 0
            return max(nums[i] - best(i + 1, j), nums[j] - best(i, j - 1))
        return best(0, len(nums) - 1) >= 0
