#!/usr/bin/env python3
"""Flip Game II (LeetCode 294) as a user would solve it: a memoized
function of the string giving win/lose, remoteness and the Grundy value.
Run: flip.py STATE (such as ++++++)"""
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def solve(s):
    """(wins, remoteness, grundy) for the player to move."""
    kids = [solve(s[:i] + "--" + s[i + 2:]) for i in range(len(s) - 1) if s[i:i + 2] == "++"]
    lose = [k[1] for k in kids if not k[0]]
    g = set(k[2] for k in kids)
    mex = next(i for i in range(len(g) + 1) if i not in g)
    if lose:
        return True, 1 + min(lose), mex
    return False, 1 + max((k[1] for k in kids), default=-1), mex


w, rem, g = solve(sys.argv[1])
print("win" if w else "lose", rem, g, solve.cache_info().currsize)
