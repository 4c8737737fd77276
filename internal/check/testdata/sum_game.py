# Sum Game (LeetCode 1927): Bob wins exactly when the count of '?' is even
# and 2 * (sum1 - sum2) == 9 * (q2 - q1).
class Solution:
    def sumGame(self, num: str) -> bool:
        half = len(num) // 2
        q1 = num[:half].count("?")
        q2 = num[half:].count("?")
        s1 = sum(int(c) for c in num[:half] if c != "?")
        s2 = sum(int(c) for c in num[half:] if c != "?")
        if (q1 + q2) % 2 == 1:
            return True
        return 2 * (s1 - s2) != 9 * (q2 - q1)
