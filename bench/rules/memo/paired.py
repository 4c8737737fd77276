#!/usr/bin/env python3
"""bench/rules/memo/paired.py: the rules engine against the hand-written
CPython memo a user would write (issue 31), in paired runs.

For each workload, RUNS times (default 3), one solve by the engine (the
CLI, `stonegame solve --json --game FILE.star ARGS`, a fresh process) and
then one by the hand-written solver in bench/rules/memo (`python3 X.py
ARGS`, a fresh process), alternating, each measured as a whole process:
wall time, CPU time (user + system, from the child's rusage) and peak RSS
(the child's ru_maxrss). Both include the start of the process and the
loading of the file: that is what a user waits for. It prints each run,
then a Markdown table of the medians: per workload the two engines' wall
and CPU seconds, the medians of the paired ratios engine ÷ CPython (wall,
and CPU in parentheses), both peak RSS and the engine's command.

    bench/rules/memo/paired.py [--runs N] [--scale] [--only NAME[,NAME]]

--scale adds Chomp 10×10, 11×11 and 12×12 (one run each, minutes and
gigabytes: see BENCHMARKS.md). The engine binary is built into bench/bin.
"""
import argparse
import os
import shlex
import statistics
import subprocess
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
SG = os.path.join(ROOT, "bench", "bin", "stonegame")
MEMO = os.path.join("bench", "rules", "memo")

# name, title, rules file, engine instance, CPython solver and arguments
WORKLOADS = [
    ("wythoff150", "Wythoff (150, 149)", "wythoff.star", "x = 150, y = 149", ["wythoff.py", "150", "149"]),
    ("chomp9", "Chomp 9×9", "chomp.star", "rows = 9, cols = 9", ["chomp.py", "9", "9"]),
    ("dots2x3", "Dots and Boxes 2×3", "dots.star", "rows = 2, cols = 3", ["dots.py", "2", "3"]),
    ("flip24", "Flip Game II, 24 `+`", "flip.star", "currentState = \"" + "+" * 24 + "\"", ["flip.py", "+" * 24]),
]
SCALE = [
    ("chomp10", "Chomp 10×10", "chomp.star", "rows = 10, cols = 10", ["chomp.py", "10", "10"]),
    ("chomp11", "Chomp 11×11", "chomp.star", "rows = 11, cols = 11", ["chomp.py", "11", "11"]),
    ("chomp12", "Chomp 12×12", "chomp.star", "rows = 12, cols = 12", ["chomp.py", "12", "12"]),
]


def run(argv):
    """Runs argv in ROOT, measured by wait4: (wall s, cpu s, MiB, stdout)."""
    t0 = time.monotonic()
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.chdir(ROOT)
        os.dup2(w, 1)
        os.dup2(w, 2)
        os.close(r)
        os.close(w)
        try:
            os.execvp(argv[0], argv)
        finally:
            os._exit(127)
    os.close(w)
    chunks = []
    while True:
        b = os.read(r, 65536)
        if not b:
            break
        chunks.append(b)
    os.close(r)
    _, status, ru = os.wait4(pid, 0)
    wall = time.monotonic() - t0
    code = os.waitstatus_to_exitcode(status)
    out = b"".join(chunks).decode().strip()
    if code != 0:  # a limit hit is a figure too: say it and go on
        out = "FAILED (exit %d): %s" % (code, out)
    return wall, ru.ru_utime + ru.ru_stime, ru.ru_maxrss / 1024, out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--scale", action="store_true")
    ap.add_argument("--only", default="")
    a = ap.parse_args()
    subprocess.run(["go", "build", "-o", SG, "./cmd/stonegame"], cwd=ROOT, check=True)
    work = WORKLOADS + (SCALE if a.scale else [])
    if a.only:
        names = a.only.split(",")
        work = [w for w in WORKLOADS + SCALE if w[0] in names]
    rows = []
    for name, title, star, inst, memo in work:
        runs = a.runs if not name.startswith("chomp1") else 1
        eng = [SG, "solve", "--json", "--game", "examples/rules/" + star, inst]
        py = ["python3", os.path.join(MEMO, memo[0])] + memo[1:]
        pairs = []
        for i in range(runs):
            e = run(eng)
            c = run(py)
            pairs.append((e, c))
            print("%-10s run %d  engine %7.2f s wall %7.2f s cpu %6.0f MiB   CPython %7.2f s wall %7.2f s cpu %6.0f MiB   %s | %s"
                  % (name, i + 1, e[0], e[1], e[2], c[0], c[1], c[2], e[3], c[3]), flush=True)
        med = lambda f: statistics.median(f(e, c) for e, c in pairs)
        cmd = "stonegame solve --game examples/rules/%s %s" % (star, shlex.quote(inst))
        rows.append((title, med(lambda e, c: c[0]), med(lambda e, c: c[1]), med(lambda e, c: e[0]), med(lambda e, c: e[1]),
                     med(lambda e, c: e[0] / c[0]), med(lambda e, c: e[1] / c[1]), med(lambda e, c: e[2]), med(lambda e, c: c[2]),
                     cmd + "` vs `python3 %s" % " ".join([os.path.join(MEMO, memo[0])] + [shlex.quote(x) for x in memo[1:]])))
    print()
    print("| workload | CPython wall (CPU) | engine wall (CPU) | ratio engine ÷ CPython, wall (CPU) | peak RSS, engine vs CPython | command |")
    print("|---|---|---|---|---|---|")
    for t, cw, cc, ew, ec, rw, rc, em, cm, cmd in rows:
        print("| %s | %.2f s (%.2f s) | %.2f s (%.2f s) | %.2f (%.2f) | %.0f vs %.0f MiB | `%s` |" % (t, cw, cc, ew, ec, rw, rc, em, cm, cmd))


if __name__ == "__main__":
    main()
