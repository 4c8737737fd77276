# stone-game-vii, wrong: each player greedily removes the stone that scores
# more now (the smaller end), ignoring what it leaves to the opponent.
class Solution:
    def stoneGameVII(self, stones: List[int]) -> int:
        i, j = 0, len(stones) - 1
        total = sum(stones)
        diff, sign = 0, 1
        while i < j:
            if stones[i] <= stones[j]:
                total -= stones[i]
                i += 1
            else:
                total -= stones[j]
                j -= 1
            diff += sign * total
            sign = -sign
        return diff
