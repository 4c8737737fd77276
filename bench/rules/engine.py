#!/usr/bin/env python3
"""A generic game engine in plain CPython: the speed reference of stonegame's
rules engine (games/rules), doing the same work the way GamesmanPy does.

It runs a rules file (examples/rules/*.star are valid Python), explores every
position reachable from the start (breadth first, a dict from position to
id, flat edge lists), and solves them all: win/lose games by retrograde
analysis with remoteness (a FIFO queue from the finished positions; what is
never decided is a draw), scoring games by negamax in reverse topological
order. As the Go engine, it keys a position by its state alone when neither
moves nor end takes the player.

    python3 bench/rules/engine.py FILE.star 'JSON instance' [runs]

prints, for each run, the wall and CPU seconds it took (solving only: the
file is loaded once, before), then the positions, the moves and the start's
result.
"""
import inspect
import json
import sys
import time
from collections import deque


def param(name, kind, **kw):
    return name


def load(path):
    g = {"param": param, "__name__": "rules"}
    with open(path) as f:
        exec(compile(f.read(), path, "exec"), g)
    return g


def binder(fn, params):
    """Returns a function (state, player) -> arguments of fn, by name."""
    names = list(inspect.signature(fn).parameters)
    def args(state, player):
        out = []
        for n in names:
            if n == "state":
                out.append(state)
            elif n == "player":
                out.append(player)
            else:
                out.append(params[n])
        return out
    return args, "player" in names


def solve(g, params):
    start = g["start"](**{n: params[n] for n in inspect.signature(g["start"]).parameters})
    moves = g["moves"]
    margs, mplayer = binder(moves, params)
    end = g.get("end")
    eargs, eplayer = binder(end, params) if end else (None, False)
    scoring = g.get("scoring", False)
    by_player = mplayer or eplayer

    ids = {}
    states = []
    turns = []
    first = (start, 1) if by_player else start
    ids[first] = 0
    states.append(start)
    turns.append(1)
    off = [0]
    edges = []
    gains = []
    term = []
    i = 0
    while i < len(states):
        s, p = states[i], turns[i]
        t = None
        if end is not None:
            t = end(*eargs(s, p))
        term.append(t)
        if t is None:
            q = 3 - p
            for m in moves(*margs(s, p)):
                n = m[1]
                k = (n, q) if by_player else n
                c = ids.get(k)
                if c is None:
                    c = len(states)
                    ids[k] = c
                    states.append(n)
                    turns.append(q)
                edges.append(c)
                if scoring:
                    gains.append(m[2])
        off.append(len(edges))
        i += 1

    n = len(states)
    preds = [[] for _ in range(n)]
    for p in range(n):
        for e in range(off[p], off[p + 1]):
            preds[edges[e]].append(p)
    left = [off[p + 1] - off[p] for p in range(n)]

    if scoring:
        queue = deque(p for p in range(n) if left[p] == 0)
        score = [0] * n
        done = 0
        while queue:
            c = queue.popleft()
            done += 1
            for p in preds[c]:
                left[p] -= 1
                if left[p] == 0:
                    score[p] = max(gains[e] - score[edges[e]] for e in range(off[p], off[p + 1]))
                    queue.append(p)
        if done < n:
            raise SystemExit("a position repeats in a scoring game")
        return n, len(edges), ("differential", score[0])

    value = [0] * n
    rem = [-1] * n
    queue = deque()
    for p in range(n):
        t = term[p]
        if t == "win":
            value[p], rem[p] = 1, 0
            queue.append(p)
        elif t == "lose" or t is None and left[p] == 0:
            value[p], rem[p] = -1, 0
            queue.append(p)
        elif t == "draw":
            value[p], rem[p] = 2, 0
    while queue:
        c = queue.popleft()
        vc, rc = value[c], rem[c] + 1
        for p in preds[c]:
            if value[p]:
                continue
            if vc < 0:
                value[p], rem[p] = 1, rc
                queue.append(p)
            else:
                left[p] -= 1
                if left[p] == 0:
                    value[p], rem[p] = -1, rc
                    queue.append(p)
    v = {1: "win", -1: "lose"}.get(value[0], "draw")
    return n, len(edges), (v, rem[0] if v != "draw" else None)


def main():
    g = load(sys.argv[1])
    params = json.loads(sys.argv[2])
    runs = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    for _ in range(runs):
        t, c = time.perf_counter(), time.process_time()
        res = solve(g, params)
        print("%.4f s wall %.4f s cpu" % (time.perf_counter() - t, time.process_time() - c))
    print("%d positions, %d moves, start: %s" % res)


if __name__ == "__main__":
    main()
