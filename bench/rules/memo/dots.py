#!/usr/bin/env python3
"""Dots and Boxes as a user would solve it: a memoized function of the
lines drawn (a bit mask) giving the mover's boxes minus the opponent's from
there on, under optimal play; completing a box moves again.
Run: dots.py ROWS COLS"""
import sys
from functools import lru_cache

sys.setrecursionlimit(100000)
rows, cols = int(sys.argv[1]), int(sys.argv[2])
H = (rows + 1) * cols
N = H + rows * (cols + 1)
FULL = (1 << N) - 1
BOXES = [(1 << (r * cols + c)) | (1 << ((r + 1) * cols + c)) |
         (1 << (H + r * (cols + 1) + c)) | (1 << (H + r * (cols + 1) + c + 1))
         for r in range(rows) for c in range(cols)]


@lru_cache(maxsize=None)
def solve(lines):
    """The mover's boxes minus the opponent's, from lines on."""
    best = None
    for e in range(N):
        bit = 1 << e
        if lines & bit:
            continue
        after = lines | bit
        got = sum(1 for b in BOXES if b & bit and after & b == b)
        v = got + solve(after) if got else -solve(after)
        if best is None or v > best:
            best = v
    return 0 if best is None else best


print(solve(0), solve.cache_info().currsize)
