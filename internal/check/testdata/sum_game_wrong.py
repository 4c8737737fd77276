# A wrong Sum Game (LeetCode 1927): Alice wins when the count of '?' is
# odd or the halves' known digits differ; it misses Bob's wins such as
# "90??" (Bob answers each digit of Alice's with 9 minus it).
class Solution:
    def sumGame(self, num: str) -> bool:
        half = len(num) // 2
        q = num.count("?")
        s1 = sum(int(c) for c in num[:half] if c != "?")
        s2 = sum(int(c) for c in num[half:] if c != "?")
        return q % 2 == 1 or s1 != s2
