#!/usr/bin/env python3
"""Chomp as a user would solve it: a memoized function of the rows'
lengths (bottom first, non-increasing, empty rows dropped) giving win/lose,
remoteness and the Grundy value. Run: chomp.py ROWS COLS"""
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def solve(s):
    """(wins, remoteness, grundy) for the player to move."""
    kids = []
    for r in range(len(s)):
        for c in range(s[r]):
            if r or c:
                kids.append(solve(s[:r] + tuple(min(x, c) for x in s[r:] if min(x, c) > 0)))
    lose = [k[1] for k in kids if not k[0]]
    g = set(k[2] for k in kids)
    mex = next(i for i in range(len(g) + 1) if i not in g)
    if lose:
        return True, 1 + min(lose), mex
    return False, 1 + max((k[1] for k in kids), default=-1), mex


rows, cols = int(sys.argv[1]), int(sys.argv[2])
w, rem, g = solve((cols,) * rows)
print("win" if w else "lose", rem, g, solve.cache_info().currsize)
