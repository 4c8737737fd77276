"""dp.py: the textbook O(n^2) interval DP of take-from-either-end in plain
Python, one-row form. Reads a row on stdin, prints the first player's
differential."""
import sys


def main():
    a = [int(t) for t in sys.stdin.buffer.read().replace(b",", b" ").replace(b"[", b" ").replace(b"]", b" ").split()]
    d = a[:]
    for j in range(len(a)):
        aj = a[j]
        for i in range(j - 1, -1, -1):
            left, right = a[i] - d[i + 1], aj - d[i]
            d[i] = left if left > right else right
    print(d[0] if a else 0)


main()
