# stone-game-vii, right but too slow: the recursion without a memo.
class Solution:
    def stoneGameVII(self, stones: List[int]) -> int:
        def best(i, j, total):
            if i == j:
                return 0
            return max(total - stones[i] - best(i + 1, j, total - stones[i]),
                       total - stones[j] - best(i, j - 1, total - stones[j]))
        return best(0, len(stones) - 1, sum(stones))
