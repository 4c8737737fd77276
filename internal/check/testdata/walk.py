from typing import List

class Solution:
    def walk(self, labels: str, graph: List[List[int]]) -> bool:
        from functools import lru_cache

        @lru_cache(None)
        def wins(at: int, visited: int) -> bool:
            return any(not wins(j, visited | 1 << j) for j in graph[at] if not visited >> j & 1)

        return wins(0, 1)
