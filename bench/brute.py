"""brute.py: the take-from-either-end game by plain minimax over every line
of play (2^n of them, no memo, no DP): an independent check of the value on
small rows. Reads a row on stdin, prints the first player's differential."""
import sys


def best(a, i, j):
    """The differential the player to move gets from a[i..j] (inclusive)."""
    if i > j:
        return 0
    return max(a[i] - best(a, i + 1, j), a[j] - best(a, i, j - 1))


a = [int(t) for t in sys.stdin.read().split()]
print(best(a, 0, len(a) - 1))
