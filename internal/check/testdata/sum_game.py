class Solution:
    def sumGame(self, num: str) -> bool:
        h = len(num) // 2
        q1, q2 = num[:h].count("?"), num[h:].count("?")
        s1 = sum(int(c) for c in num[:h] if c != "?")
        s2 = sum(int(c) for c in num[h:] if c != "?")
        return (q1 + q2) % 2 == 1 or 2 * (s1 - s2) != 9 * (q2 - q1)
