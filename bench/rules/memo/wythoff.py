#!/usr/bin/env python3
"""Wythoff's game as a user would solve it: a memoized function of the two
piles (smaller first) giving win/lose, remoteness and the Grundy value.
Run: wythoff.py X Y"""
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)


@lru_cache(maxsize=None)
def solve(a, b):
    """(wins, remoteness, grundy) for the player to move at piles a <= b."""
    kids = [solve(a - k, b - k) for k in range(1, a + 1)]
    kids += [solve(min(a - k, b), max(a - k, b)) for k in range(1, a + 1)]
    kids += [solve(min(a, b - k), max(a, b - k)) for k in range(1, b + 1)]
    lose = [k[1] for k in kids if not k[0]]
    g = set(k[2] for k in kids)
    mex = next(i for i in range(len(g) + 1) if i not in g)
    if lose:
        return True, 1 + min(lose), mex
    return False, 1 + max((k[1] for k in kids), default=-1), mex


x, y = int(sys.argv[1]), int(sys.argv[2])
w, rem, g = solve(min(x, y), max(x, y))
print("win" if w else "lose", rem, g, solve.cache_info().currsize)
