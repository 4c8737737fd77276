# stone-game-viii, right in O(n): Alice's best is the best of the prefix
# sums she may take, scanned from the right.
class Solution:
    def stoneGameVIII(self, stones: List[int]) -> int:
        prefix = list(itertools.accumulate(stones))
        best = prefix[-1]
        for i in range(len(stones) - 2, 0, -1):
            best = max(best, prefix[i] - best)
        return best
