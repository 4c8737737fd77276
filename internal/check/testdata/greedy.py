# predict-the-winner, wrong: each player greedily takes the larger end.
class Solution:
    def predictTheWinner(self, nums: List[int]) -> bool:
        i, j = 0, len(nums) - 1
        score = [0, 0]
        turn = 0
        while i <= j:
            if nums[i] >= nums[j]:
                score[turn] += nums[i]
                i += 1
            else:
                score[turn] += nums[j]
                j -= 1
            turn ^= 1
        return score[0] >= score[1]
